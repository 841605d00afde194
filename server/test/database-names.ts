/** The same server as `url`, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A connection for CREATE/DROP DATABASE: the database DATABASE_URL names. */
export function adminUrl(url: string): string {
  return url;
}

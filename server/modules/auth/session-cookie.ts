/** The cookie that carries the session token (ARCHITECTURE.md, "Security model"; spec: name token, path /). */
export const TOKEN_COOKIE = "token";

/** The value of the `token` cookie in a Cookie header, if any. */
export function tokenFromCookieHeader(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== TOKEN_COOKIE) continue;
    const raw = value.join("=");
    if (!raw) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Whether a Cookie header carries a non-empty `token` (presence only: validity needs the server's authenticate). */
export function hasTokenCookieHeader(cookieHeader: string | null | undefined): boolean {
  return tokenFromCookieHeader(cookieHeader) !== undefined;
}

/** The session token of a request: `Authorization: Bearer <token>` first, else the `token` cookie. */
export function sessionToken(headers: { authorization?: string | null; cookie?: string | null }): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  return bearer ? bearer[1] : tokenFromCookieHeader(headers.cookie);
}

/**
 * Attributes of the `token` cookie: HttpOnly, SameSite=Strict, path /, Secure over HTTPS in production;
 * `maxAgeSeconds` with remember-me, else a browser-session cookie.
 */
export function tokenCookieOptions(input: { production: boolean; https: boolean; maxAgeSeconds?: number }) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure: input.production && input.https,
    path: "/",
    ...(input.maxAgeSeconds ? { maxAge: input.maxAgeSeconds } : {}),
  };
}

/**
 * The `Set-Cookie` header value of the `token` cookie with the attributes of `tokenCookieOptions`, as the
 * API's `reply.setCookie` writes it: for the site's form actions (web/features/accounts), which answer
 * with a Fetch `Response`.
 */
export function tokenSetCookie(token: string, options: ReturnType<typeof tokenCookieOptions>): string {
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`];
  if ("maxAge" in options && options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  parts.push(`Path=${options.path}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push("SameSite=Strict");
  return parts.join("; ");
}

/** The `Set-Cookie` header value that removes the `token` cookie. */
export function clearedTokenCookie(options: ReturnType<typeof tokenCookieOptions>): string {
  return `${TOKEN_COOKIE}=; Max-Age=0; Expires=${new Date(0).toUTCString()}; Path=${options.path}; HttpOnly${options.secure ? "; Secure" : ""}; SameSite=Strict`;
}

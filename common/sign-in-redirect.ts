/** Where sign-in leads when no (acceptable) `redirect` query parameter is given. */
export const DEFAULT_SIGN_IN_REDIRECT = "/property-list";

const ORIGIN = "http://same-site.invalid";

/**
 * The page to open after sign-in: the `redirect` parameter when it is a path on this site, else
 * the default. Only paths that start with one "/" are accepted, so "//evil.example",
 * "https://evil.example" and "/\evil.example" (browsers read "\" as "/") never lead away; control
 * characters (which browsers strip, turning "/\t/evil" into "//evil") are refused too.
 */
export function signInRedirectTarget(redirect: string | null | undefined): string {
  const value = (redirect ?? "").trim();
  if (!value.startsWith("/") || value.startsWith("//")) return DEFAULT_SIGN_IN_REDIRECT;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_SIGN_IN_REDIRECT;
  try {
    const url = new URL(value, ORIGIN);
    if (url.origin !== ORIGIN) return DEFAULT_SIGN_IN_REDIRECT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_SIGN_IN_REDIRECT;
  }
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInPath(path: string): string {
  const target = signInRedirectTarget(path);
  return target === DEFAULT_SIGN_IN_REDIRECT ? "/sign-in" : `/sign-in?redirect=${encodeURIComponent(target)}`;
}

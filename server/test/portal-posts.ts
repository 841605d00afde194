import { expect } from "vitest";
import type { TestMember } from "./members.ts";
import type { TestSite } from "./site.ts";

/*
 * For the tests of the portal's forms (the *-forms.test.ts files of web/features/portal): the forms posted as a browser posts them without JavaScript: to /dashboard?tab=… on the production site,
 * with the member's `token` cookie and the site's own origin; the answer is the page the server renders again.
 */

const cookieOf = (member: TestMember) => `token=${member.token}`;

/** A url-encoded post of a portal form (repeated names allowed), not following redirects. */
export function postForm(
  site: TestSite,
  member: TestMember,
  path: string,
  fields: Record<string, string> | [string, string][],
) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, cookie: cookieOf(member) },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A multipart post of a portal form with files (as a form with enctype="multipart/form-data" sends it). */
export function postMultipart(
  site: TestSite,
  member: TestMember,
  path: string,
  fields: Record<string, string | { name: string; type: string; bytes: Buffer }>,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: site.url, cookie: cookieOf(member) },
    body,
  });
}

/** The page at `path` as the member's browser gets it first (server-rendered). */
export async function pageHtml(site: TestSite, member: TestMember, path: string): Promise<string> {
  const res = await fetch(`${site.url}${path}`, { headers: { cookie: cookieOf(member) } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The page's visible text: the HTML without its scripts, tags and entities (&amp; &#x27; …), whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?(span|a|strong|em|b|i|abbr)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** The text of the page's alerts and status lines (role="alert" / role="status"), scripts left out. */
export function announcements(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, "");
  return [...body.matchAll(/<(p|div)[^>]*role="(?:alert|status)"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    visibleText(m[2]).trim(),
  );
}

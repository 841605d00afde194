import type { TestMember } from "./members.ts";
import type { TestSite } from "./site.ts";

/**
 * A page of the listening site as a browser gets it, before any script: a GET or a plain form post, signed in as
 * `who` by the session cookie, redirects not followed. Its text comes without the comments React puts between the
 * parts of a sentence and with apostrophes decoded, so that a test can look for the words a person reads.
 */
export interface SitePage {
  status: number;
  headers: Headers;
  text: () => Promise<string>;
}

const cookieOf = (who?: TestMember): Record<string, string> => (who ? { cookie: `token=${who.token}` } : {});

const pageOf = (res: Response): SitePage => ({
  status: res.status,
  headers: res.headers,
  text: async () => (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'"),
});

/** GET `path` as `who` (or signed out). */
export async function openPage(site: TestSite, path: string, who?: TestMember): Promise<SitePage> {
  return pageOf(await fetch(`${site.url}${path}`, { redirect: "manual", headers: cookieOf(who) }));
}

/** POST `fields` to `path` as a form without JavaScript does (urlencoded, from the site's own origin). */
export async function postPage(
  site: TestSite,
  path: string,
  fields: Record<string, string>,
  who?: TestMember,
): Promise<SitePage> {
  return pageOf(
    await fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...cookieOf(who) },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

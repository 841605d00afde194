import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestSite, type TestSite } from "./test/site.ts";

/*
 * The language a page is answered in (decision record 044): `?lng=`, then the `lng` cookie, then Accept-Language,
 * then English — decided by the server before React Router runs, said in <html lang>, Content-Language and Vary, and
 * kept apart by the page cache.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => site?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: "manual" });
const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const HINDI_BROWSER = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.6" };

describe("the language of a page", () => {
  it("answers a browser that prefers Hindi in Hindi, and one with the lng=en cookie in English", async () => {
    const hindi = await get("/", HINDI_BROWSER);
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get("content-language")).toBe("hi");
    expect(hindi.headers.get("vary")).toMatch(/Accept-Language/);
    expect(hindi.headers.get("vary")).toMatch(/Cookie/);
    const html = await hindi.text();
    expect(lang(html)).toBe("hi");
    expect(html).toContain("क्लब में आपका स्वागत है");
    expect(html).toContain("हमारा इतिहास");
    expect(html).toMatch(/<title>योग, आयुर्वेद और प्रकृति के अनुकूल बने घर \| वेदांत वेलनेस क्लब<\/title>/);
    // the page carries its own catalogues for hydration, in Hindi only
    expect(html).not.toContain("Welcome to the club");
    expect(html).toMatch(/<main id="main" tabindex="-1">/);

    const english = await get("/", { ...HINDI_BROWSER, cookie: "lng=en" });
    expect(english.headers.get("content-language")).toBe("en");
    const englishHtml = await english.text();
    expect(lang(englishHtml)).toBe("en");
    expect(englishHtml).toContain("Welcome to the club");
    expect(englishHtml).toContain("Our History");
    expect(englishHtml).not.toContain("क्लब में आपका स्वागत है");
  });

  it("a ?lng= link answers in that language and keeps it in the lng cookie for the next pages", async () => {
    const chosen = await get("/?lng=hi");
    expect(chosen.status).toBe(200);
    expect(lang(await chosen.text())).toBe("hi");
    const cookie = chosen.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lng=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/);

    const next = await get("/why-trust-us", { cookie: "lng=hi" });
    const nextHtml = await next.text();
    expect(lang(nextHtml)).toBe("hi");
    expect(nextHtml).toMatch(/<main id="main" tabindex="-1">/);
    expect(nextHtml).toContain("हमारा इतिहास");
    // a page whose own content stays English (the staff's invitation, the office's side): English within the
    // Hindi frame, and marked so
    const english = await (await get("/staff-invite/not-a-token", { cookie: "lng=hi" })).text();
    expect(lang(english)).toBe("hi");
    expect(english).toMatch(/<main id="main" tabindex="-1" lang="en">/);
    expect(english).toContain("Staff invitation");
    // English comes back the same way, and a link that says what the cookie says sets nothing
    const back = await get("/why-trust-us?lng=en", { cookie: "lng=hi" });
    expect(lang(await back.text())).toBe("en");
    expect(back.headers.get("set-cookie")).toMatch(/^lng=en;/);
    expect((await get("/?lng=hi", { cookie: "lng=hi" })).headers.get("set-cookie")).toBeNull();
  });

  it("the page cache keeps one page per language: each served from memory on its second request", async () => {
    site.app.services.pageCache.invalidate();
    const hindi1 = await get("/membership", HINDI_BROWSER);
    const english1 = await get("/membership", { "accept-language": "en-GB,en;q=0.9" });
    const [hindiHtml, englishHtml] = [await hindi1.text(), await english1.text()];
    expect(lang(hindiHtml)).toBe("hi");
    expect(lang(englishHtml)).toBe("en");
    expect(hindi1.headers.get("etag")).toBeTruthy();
    expect(english1.headers.get("etag")).not.toBe(hindi1.headers.get("etag"));

    // the same bytes again, from memory (the same ETag, hence the same nonce); the lng cookie counts as Accept-Language does
    const hindi2 = await get("/membership", { cookie: "lng=hi" });
    const english2 = await get("/membership");
    expect(hindi2.headers.get("etag")).toBe(hindi1.headers.get("etag"));
    expect(english2.headers.get("etag")).toBe(english1.headers.get("etag"));
    expect(await hindi2.text()).toBe(hindiHtml);
    expect(await english2.text()).toBe(englishHtml);
    expect(hindi2.headers.get("content-language")).toBe("hi");
    expect(english2.headers.get("content-language")).toBe("en");
    expect(hindi2.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
  });

  it("a ?lng= link is the path's page in that language: from memory, with the language's cookie for this visitor", async () => {
    site.app.services.pageCache.invalidate();
    const first = await get("/why-choose-us?lng=hi");
    const firstHtml = await first.text();
    expect(lang(firstHtml)).toBe("hi");
    expect(first.headers.get("set-cookie")).toMatch(/^lng=hi;/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    // the page it rendered is the path's Hindi page: a visitor whose cookie says Hindi gets those very bytes
    const byCookie = await get("/why-choose-us", { cookie: "lng=hi" });
    expect(byCookie.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await byCookie.text()).toBe(firstHtml);
    expect(byCookie.headers.get("set-cookie")).toBeNull();
    expect(byCookie.headers.get("cache-control")).toBe("public, no-cache");
    // and the link again, from memory, still sets the cookie (and says so only to this visitor)
    const again = await get("/why-choose-us?lng=hi", { "accept-encoding": "br" });
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(again.headers.get("set-cookie")).toMatch(/^lng=hi;/);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
    expect((await get("/why-choose-us?lng=hi", { cookie: "lng=hi" })).headers.get("set-cookie")).toBeNull();
    // any other query is a page of its own, never the cached one
    const other = await get("/why-choose-us?lng=hi&x=1");
    expect(other.headers.get("etag")).toBeNull();
  });

  it("names the page in each language for search engines, with the site's address", async () => {
    const html = await (await get("/why-trust-us")).text();
    const origin = site.config.publicUrl;
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/why-trust-us?lng=en"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="hi" href="${origin}/why-trust-us?lng=hi"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/why-trust-us"/>`);
  });

  it("the language switch links this page in each language, the current one marked", async () => {
    const html = await (await get("/property-list?page=2", { cookie: "lng=hi" })).text();
    expect(html).toMatch(/<nav aria-label="भाषा"/);
    expect(html).toMatch(
      /<a href="\/property-list\?page=2&amp;lng=en" lang="en" hrefLang="en" class="[^"]*">English<\/a>/,
    );
    expect(html).toMatch(
      /<a href="\/property-list\?page=2&amp;lng=hi" lang="hi" hrefLang="hi" aria-current="true" class="[^"]*">हिन्दी<\/a>/,
    );
  });

  it("the plain pages of the server say they are English", async () => {
    const refused = await get("/a%00b");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-language")).toBe("en");
    expect(lang(await refused.text())).toBe("en");
  });
});

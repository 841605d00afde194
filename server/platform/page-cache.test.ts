import { get as httpGet } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, propertyTypes } from "../db/schema.ts";
import { createMember, type TestMember } from "../test/members.ts";
import { openTestSite, type TestSite } from "../test/site.ts";
import { chooseEncoding, etagMatches, isCacheablePageRequest, makeCachedPage } from "./page-cache.ts";

let site: TestSite;
let member: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  member = await createMember(site);
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers });
/** The nonce of a page's inline scripts and the one its CSP header allows. */
const nonces = async (res: Response) => ({
  body: /<script nonce="([^"]+)"/.exec(await res.clone().text())?.[1],
  header: /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1],
});

describe("which requests the page cache serves", () => {
  it("only GET/HEAD of a listed public page, without a query string or a session cookie", () => {
    expect(isCacheablePageRequest("GET", "/", undefined)).toBe(true);
    expect(isCacheablePageRequest("HEAD", "/why-trust-us", "theme=dark")).toBe(true);
    expect(isCacheablePageRequest("GET", "/property-number/farm-villa", undefined)).toBe(true);
    expect(isCacheablePageRequest("GET", "/property-number/farm-villa?sort=price", undefined)).toBe(false);
    expect(isCacheablePageRequest("GET", "/membership?lng=hi", undefined)).toBe(true);
    expect(isCacheablePageRequest("GET", "/membership?lng=fr", undefined)).toBe(false);
    expect(isCacheablePageRequest("GET", "/membership?lng=hi&page=2", undefined)).toBe(false);
    expect(isCacheablePageRequest("GET", "/", "a=1; token=abc")).toBe(false);
    expect(isCacheablePageRequest("POST", "/donate-now", undefined)).toBe(false);
    for (const personal of [
      "/dashboard",
      "/registration/x",
      "/booking-review",
      "/payment-method",
      "/sign-in",
      "/properties",
      "/events/waitlist/abc.def",
      "/events/registrations/VWC-E-2027-1001",
    ]) {
      expect(isCacheablePageRequest("GET", personal, undefined)).toBe(false);
    }
  });

  it("negotiates the encoding and compares ETags as HTTP says", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(etagMatches('W/"abc", "def"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', '"abd"')).toBe(false);
  });
});

describe("public pages from memory", () => {
  it("renders a page once and serves the same bytes in every encoding, with a strong ETag and 304 on a match", async () => {
    const first = await get("/membership", { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const html = await first.clone().text();
    const { body, header } = await nonces(first);
    expect(body).toBeTruthy();
    expect(header).toBe(body);

    const again = await get("/membership", { "accept-encoding": "gzip" });
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(html);
    // the raw encodings, as a client that does not decode would see them
    const raw = (encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        httpGet(`${site.url}/membership`, { headers: { "accept-encoding": encoding } }, (res) => {
          expect(res.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject);
      });
    expect((await raw("identity")).toString()).toBe(html);
    expect(brotliDecompressSync(await raw("br")).toString()).toBe(html);
    expect(gunzipSync(await raw("gzip")).toString()).toBe(html);

    const revalidated = await get("/membership", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await get("/membership", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("answers the first visitor with a quick compression and keeps the smallest encodings once they are made", async () => {
    const cache = site.app.services.pageCache;
    const html = Buffer.from(
      `<!doctype html><title>t</title>${"<p>Vedanta Wellness Club, Solan, Rishikesh and Amarkantak.</p>".repeat(400)}`,
    );
    const quick = makeCachedPage({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: html });
    expect(brotliDecompressSync(quick.br).equals(html)).toBe(true);
    await cache.set("en", "/test-refined", quick, cache.generation);
    const refined = cache.get("en", "/test-refined")!;
    expect(refined).not.toBe(quick);
    expect(refined.etag).toBe(quick.etag);
    expect(refined.br.length).toBeLessThan(quick.br.length);
    expect(brotliDecompressSync(refined.br).equals(html)).toBe(true);
    expect(gunzipSync(refined.gzip).equals(html)).toBe(true);
    expect(refined.answerHeaders.br["content-length"]).toBe(refined.br.length);
    cache.invalidate();
  });

  it("never serves or stores a signed-in visitor's page", async () => {
    const cookie = `token=${member.token}`;
    const signedIn = await get("/why-trust-us", { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    const signedInHtml = await signedIn.text();
    const anonymous = await get("/why-trust-us");
    const anonymousHtml = await anonymous.text();
    expect(anonymous.headers.get("etag")).toBeTruthy();
    // the side menu of a signed-in visitor leads to the dashboard (the link; its words are in every page's catalogue)
    const dashboardLink = /<a [^>]*href="\/dashboard"[^>]*>Go to Dashboard<\/a>/;
    expect(signedInHtml).toMatch(dashboardLink);
    expect(anonymousHtml).not.toMatch(dashboardLink);
    // and the signed-in visitor still gets a fresh page (a nonce of its own) after the anonymous one was cached
    const again = await get("/why-trust-us", { cookie });
    expect((await nonces(again)).body).not.toBe((await nonces(await get("/why-trust-us"))).body);
  });

  it("a change to the catalogue shows at once on the next look at its version", async () => {
    const [villa] = await site.database.db
      .select({ id: properties.id, name: properties.name, slug: propertyTypes.slug })
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
      .orderBy(properties.name)
      .limit(1);
    // a kind of home's page lists its villas by name
    const path = `/property-number/${villa.slug}`;
    const before = await (await get(path)).text();
    expect(before).toContain(villa.name);
    await site.database.db.update(properties).set({ name: "Lotus Pond Villa" }).where(eq(properties.id, villa.id));
    await site.app.services.pageCache.checkCatalogue(true);
    const after = await get(path);
    expect(await after.text()).toContain("Lotus Pond Villa");
  });
});

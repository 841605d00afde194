import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_OPTIONS, priceOptionLabel } from "../../../common/catalogue.ts";
import { convertFromRupees, currencyFor } from "../../../common/currency.ts";
import { messages } from "../../../common/messages.ts";
import { propertyRecord, propertyTypeRecord } from "../../../common/catalogue-schemas.ts";
import { properties } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { byRank, rank } from "../../test/ratings.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url, headers });
  return { res, body: res.body ? res.json() : undefined };
};

describe("catalogue API", () => {
  it("lists the property types in catalogue order with the envelope and _id", async () => {
    const { res, body } = await get("/api/propertyType/getPropertyType");
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(typeof body.message).toBe("string");
    expect(body.data.map((t: { slug: string }) => t.slug)).toEqual([
      "farm-villa",
      "vedanta-villa",
      "cubic-homes",
      "apple-homes",
      "tree-houses",
      "bamboo-homes",
      "nature-house",
    ]);
    for (const type of body.data) {
      expect(propertyTypeRecord.parse(type)).toBeTruthy();
      expect(type.villaCount).toBe(12);
      expect(type.category.name).not.toBe("");
    }
  });

  it("lists the four blocks", async () => {
    const { body } = await get("/api/block/getBlocks");
    expect(body.data.map((b: { block_name: string }) => b.block_name)).toEqual(["Shiva", "Ganga", "Vishnu", "Rama"]);
    expect(body.data[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists every villa of a type by slug or alias, with the block populated", async () => {
    const { body } = await get("/api/property/getProperties?slug=tree-houses");
    expect(body.data).toHaveLength(12);
    for (const villa of body.data) {
      expect(propertyRecord.parse(villa)).toBeTruthy();
      expect(villa.propertyType.slug).toBe("tree-houses");
      if (villa.blockId) expect(["Shiva", "Ganga", "Vishnu", "Rama"]).toContain(villa.blockId.block_name);
    }
    const alias = await get("/api/property/getProperties?slug=tree-house");
    expect(alias.body.data.map((v: { _id: string }) => v._id).sort()).toEqual(
      body.data.map((v: { _id: string }) => v._id).sort(),
    );
  });

  it("answers an unknown slug with an empty list", async () => {
    const { res, body } = await get("/api/property/getProperties?slug=castle-in-the-air");
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.totalCount).toBe(0);
  });

  it("filters by view, construction status and price band, and sorts", async () => {
    const all = (await get("/api/property/getProperties?slug=farm-villa")).body.data as {
      view: string;
      price: number;
      constructionStatus: string;
      rating: number;
    }[];
    const garden = (await get("/api/property/getProperties?slug=farm-villa&view=Garden")).body.data;
    expect(garden.length).toBe(all.filter((v) => v.view === "Garden").length);
    expect(garden.every((v: { view: string }) => v.view === "Garden")).toBe(true);

    const completed = (await get("/api/property/getProperties?slug=farm-villa&status=Completed")).body.data;
    expect(completed.length).toBe(all.filter((v) => v.constructionStatus === "Completed").length);

    // the seeded villas cost ₹20–40 lakh, some $25,000–$50,000: neither dollar band holds one
    expect((await get("/api/property/getProperties?slug=vedanta-villa&price=1m_plus")).body.data).toEqual([]);
    expect((await get("/api/property/getProperties?slug=vedanta-villa&price=500k_1m")).body.data).toEqual([]);

    const asc = (await get("/api/property/getProperties?slug=farm-villa&sort=price_asc")).body.data.map(
      (v: { price: number }) => v.price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get("/api/property/getProperties?slug=farm-villa&price=high_low")).body.data.map(
      (v: { price: number }) => v.price,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = (await get("/api/property/getProperties?slug=farm-villa&sort=highest_rated")).body.data.map(rank);
    expect(rated).toEqual([...rated].sort(byRank));
  });

  it("filters the dollar price bands by the same amounts in rupees, at the site's rate", async () => {
    const usd = currencyFor("USD").rupeesPerUnit;
    const villas = (await get("/api/property/getProperties?slug=apple-homes")).body.data as {
      _id: string;
      price: number;
    }[];
    // three villas priced around the bands' edges: $600,000, exactly $1M, and $1M less one rupee
    const [mid, million, under] = villas;
    const set = (id: string, price: number) =>
      t.database.db.execute(sql`update properties set price = ${price} where id = ${id}`);
    await set(mid._id, 600_000 * usd);
    await set(million._id, 1_000_000 * usd);
    await set(under._id, 1_000_000 * usd - 1);
    try {
      const listed = async (band: string) =>
        (
          (await get(`/api/property/getProperties?slug=apple-homes&price=${band}`)).body.data as {
            _id: string;
            price: number;
          }[]
        )
          .map((v) => v._id)
          .sort();
      expect(await listed("1m_plus")).toEqual([million._id]);
      expect(await listed("500k_1m")).toEqual([mid._id, under._id].sort());
      for (const v of (await get("/api/property/getProperties?slug=apple-homes&price=1m_plus")).body.data as {
        price: number;
      }[]) {
        expect(convertFromRupees(v.price, "USD")).toBeGreaterThanOrEqual(1_000_000);
      }
    } finally {
      for (const v of [mid, million, under]) await set(v._id, v.price);
    }
  });

  it("says each band's amounts in rupees beside the spec's label", () => {
    expect(PRICE_OPTIONS.map(priceOptionLabel)).toEqual([
      "low to high",
      "high to low",
      "$500K-$1M (₹4,20,00,000 to ₹8,40,00,000)",
      "$1M and above (₹8,40,00,000 and above)",
    ]);
  });

  it("narrows to a block, and keeps the whole list when the block matches nothing", async () => {
    const blocks = (await get("/api/block/getBlocks")).body.data as { _id: string; block_name: string }[];
    const all = (await get("/api/property/getProperties?slug=bamboo-homes")).body.data as {
      blockId: { _id: string } | null;
    }[];
    const used = blocks.find((b) => all.some((v) => v.blockId?._id === b._id))!;
    const narrowed = await get(`/api/property/getProperties?slug=bamboo-homes&blockId=${used._id}`);
    expect(narrowed.body.blockIgnored).toBe(false);
    expect(narrowed.body.data.length).toBe(all.filter((v) => v.blockId?._id === used._id).length);

    const nowhere = await get(
      "/api/property/getProperties?slug=bamboo-homes&blockId=00000000-0000-4000-8000-000000000000",
    );
    expect(nowhere.body.blockIgnored).toBe(true);
    expect(nowhere.body.data).toHaveLength(all.length);
  });

  it("counts the block with the other filters, and says a block was ignored only for a type it could narrow", async () => {
    const all = (await get("/api/property/getProperties?slug=bamboo-homes")).body.data as {
      blockId: { _id: string } | null;
      view: string;
    }[];
    const { blockId, view } = all.find((v) => v.blockId)!;
    const matching = all.filter((v) => v.blockId?._id === blockId!._id && v.view === view);
    const last = await get(
      `/api/property/getProperties?slug=bamboo-homes&blockId=${blockId!._id}&view=${view}&page=99&limit=1`,
    );
    expect(last.body).toMatchObject({
      totalCount: matching.length,
      currentPage: matching.length,
      totalPages: matching.length,
      blockIgnored: false,
    });
    expect(last.body.data).toHaveLength(1);

    const notAnId = await get("/api/property/getProperties?slug=bamboo-homes&blockId=shiva");
    expect(notAnId.body).toMatchObject({ totalCount: all.length, blockIgnored: true });
    const unknownType = await get(`/api/property/getProperties?slug=castle-in-the-air&blockId=${blockId!._id}`);
    expect(unknownType.body).toMatchObject({
      data: [],
      totalCount: 0,
      currentPage: 1,
      totalPages: 0,
      blockIgnored: false,
    });
    // every farm villa costs more than a million
    const nothingLeft = await get(
      "/api/property/getProperties?slug=farm-villa&blockId=00000000-0000-4000-8000-000000000000&price=500k_1m&page=2",
    );
    expect(nothingLeft.body).toMatchObject({
      data: [],
      totalCount: 0,
      currentPage: 1,
      totalPages: 0,
      blockIgnored: true,
    });
  });

  it("pages when asked", async () => {
    const first = await get("/api/property/getProperties?slug=apple-homes&page=1&limit=5&sort=price_asc");
    const third = await get("/api/property/getProperties?slug=apple-homes&page=3&limit=5&sort=price_asc");
    expect(first.body).toMatchObject({ totalCount: 12, currentPage: 1, totalPages: 3 });
    expect(first.body.data).toHaveLength(5);
    expect(third.body.data).toHaveLength(2);
    expect(third.body.data[0].price).toBeGreaterThanOrEqual(first.body.data[4].price);
  });

  it("rejects a bad filter value with 400 and a message", async () => {
    const { res, body } = await get("/api/property/getProperties?slug=farm-villa&view=Moon");
    expect(res.statusCode).toBe(400);
    expect(body.message).toContain(messages.invalidRequest);
    expect(body.data).toBeNull();
  });

  it("returns one villa by id, and 404 with a message for an unknown or malformed id", async () => {
    const list = (await get("/api/property/getProperties?slug=nature-house")).body.data;
    const { res, body } = await get(`/api/property/getPropertyDetails?id=${list[0]._id}`);
    expect(res.statusCode).toBe(200);
    expect(body.data._id).toBe(list[0]._id);
    expect(body.data.gallery.length).toBeGreaterThanOrEqual(4);
    expect(body.data.amenities[0]).toEqual({ title: expect.any(String), details: expect.any(Array) });

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1; drop table properties"]) {
      const missing = await get(`/api/property/getPropertyDetails?id=${encodeURIComponent(id)}`);
      expect(missing.res.statusCode).toBe(404);
      expect(missing.body).toEqual({ status: 404, message: messages.propertyNotFound, data: null });
    }
    const noId = await get("/api/property/getPropertyDetails");
    expect(noId.res.statusCode).toBe(400);
  });

  it("serves the three option lists as {_id, name}", async () => {
    for (const [url, expected] of [
      ["/api/occupation/occupations", "Doctor"],
      ["/api/qualification/qualifications", "Graduate"],
      ["/api/docs/verification-docs", "Aadhaar Card"],
    ] as const) {
      const { res, body } = await get(url);
      expect(res.statusCode).toBe(200);
      expect(body.data.length).toBeGreaterThan(3);
      expect(Object.keys(body.data[0]).sort()).toEqual(["_id", "name"]);
      expect(body.data.map((o: { name: string }) => o.name)).toContain(expected);
    }
  });

  it("sends ETag and Cache-Control, and 304 when the ETag matches", async () => {
    const { res } = await get("/api/propertyType/getPropertyType");
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get("/api/propertyType/getPropertyType", { "if-none-match": etag });
    expect(again.res.statusCode).toBe(304);
  });

  it("compresses the answers of 2 KB and more for a browser and sends a villa's small answer as it is, with one ETag either way", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const [villa] = (await get("/api/property/getProperties?slug=nature-house")).body.data;
    // a villa without its Hindi version: the answer of a plain villa, under the threshold
    await t.database.db
      .update(properties)
      .set({ nameHi: null, highlightsHi: null, amenitiesHi: null })
      .where(eq(properties.id, villa._id));
    const small = await t.app.inject({
      method: "GET",
      url: `/api/property/getPropertyDetails?id=${villa._id}`,
      headers: browser,
    });
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.rawPayload.length).toBeLessThan(2048);
    expect(small.headers["content-encoding"]).toBeUndefined();

    const types = await t.app.inject({ method: "GET", url: "/api/propertyType/getPropertyType", headers: browser });
    expect(types.headers["content-encoding"]).toBe("br");
    const plain = await get("/api/propertyType/getPropertyType");
    expect(types.headers.etag).toBe(plain.res.headers.etag);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/propertyType/getPropertyType",
      headers: { ...browser, "if-none-match": String(types.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("platform", () => {
  it("answers health, unknown API paths and the OpenAPI reference", async () => {
    expect((await get("/api/health")).body).toEqual({ status: "ok" });
    const missing = await get("/api/nope");
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.message).toContain(messages.routeNotFound);
    const spec = await get("/api/docs/json");
    expect(spec.res.statusCode).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/propertyType/getPropertyType",
        "/api/property/getProperties",
        "/api/docs/verification-docs",
      ]),
    );
    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("hides the cause of an unexpected error behind a generic 500 with a request id", async () => {
    const broken = await openTestApp();
    // a fault of our own (not an outage, which answers 503: server/platform/database-outage.test.ts)
    await broken.database.db.execute(sql`drop table blocks cascade`);
    const res = await broken.app.inject({ method: "GET", url: "/api/block/getBlocks" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ status: 500, message: messages.internalError, data: null });
    expect(body.requestId).toBeTruthy();
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.body).not.toContain("blocks");
    await broken.close();
  });
});

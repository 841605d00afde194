import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyRecord } from "../../../common/catalogue-schemas.ts";
import { addDays, format } from "date-fns";
import { clubToday } from "../../../common/club-time.ts";
import { searchMessages } from "../../../common/search-messages.ts";
import { MAX_NIGHTS, stayMessages } from "../../../common/stays.ts";
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

type Villa = {
  _id: string;
  location: string;
  view: string;
  pricePerNight: number;
  rating: number | null;
  reviews: number;
  propertyType: { slug: string };
  blockId: { _id: string; block_name: string } | null;
};

const get = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/property/search${query}` });
  return { res, body: res.json() };
};
const stay = "checkIn=2027-03-10&checkOut=2027-03-13";
/** Every villa of a location, across pages (limit 50 holds them all in the demo catalogue). */
const all = async (location: string, extra = "") =>
  (await get(`?location=${location}&${stay}&limit=50${extra}`)).body.data as Villa[];

describe("GET /api/property/search: the essentials", () => {
  it("answers 400 with a clear message without location, check-in or check-out", async () => {
    for (const query of [
      "",
      "?location=solan",
      `?${stay}`,
      "?location=solan&checkIn=2027-03-10",
      "?location=&checkIn=2027-03-10&checkOut=2027-03-12",
      "?location=%20%20&" + stay,
    ]) {
      const { res, body } = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(body).toMatchObject({ status: 400, message: searchMessages.chooseLocationAndDates, data: null });
    }
  });

  it("answers 400 when check-out is not after check-in", async () => {
    for (const dates of ["checkIn=2027-03-13&checkOut=2027-03-10", "checkIn=2027-03-13&checkOut=2027-03-13"]) {
      const { res, body } = await get(`?location=solan&${dates}`);
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe(stayMessages.checkOutBeforeCheckIn);
    }
  });

  it("answers 400 for an impossible date, an unknown location and a reversed price range", async () => {
    const date = await get("?location=solan&checkIn=2027-02-30&checkOut=2027-03-02");
    expect([date.res.statusCode, date.body.message]).toEqual([400, searchMessages.invalidDate]);
    const place = await get(`?location=paris&${stay}`);
    expect([place.res.statusCode, place.body.message]).toEqual([400, searchMessages.unknownLocation]);
    const price = await get(`?location=solan&${stay}&priceMin=9000&priceMax=5000`);
    expect([price.res.statusCode, price.body.message]).toEqual([400, searchMessages.priceRangeReversed]);
    const limit = await get(`?location=solan&${stay}&limit=51`);
    expect(limit.res.statusCode).toBe(400);
    expect(limit.body.message).toMatch(/limit/);
  });
});

describe("GET /api/property/search: the rules of booking, with its messages", () => {
  /** A day `n` days from the club's today, yyyy-mm-dd. */
  const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
  const search = (checkIn: string, checkOut: string, extra = "") =>
    get(`?location=solan&checkIn=${checkIn}&checkOut=${checkOut}${extra}`);

  it("refuses a check-in in the past, and takes today", async () => {
    for (const [checkIn, checkOut] of [
      ["2025-01-01", "2025-01-03"],
      [day(-1), day(2)],
    ]) {
      const { res, body } = await search(checkIn, checkOut);
      expect([res.statusCode, body.message], checkIn).toEqual([400, stayMessages.checkInPast]);
      expect(body.data).toBeNull();
    }
    expect((await search(day(0), day(1))).res.statusCode).toBe(200);
  });

  it(`refuses a stay of more than ${MAX_NIGHTS} nights, and takes ${MAX_NIGHTS}`, async () => {
    for (const nights of [MAX_NIGHTS + 1, 730]) {
      const { res, body } = await search(day(10), day(10 + nights));
      expect([res.statusCode, body.message], `${nights} nights`).toEqual([400, stayMessages.tooLong]);
    }
    expect((await search(day(10), day(10 + MAX_NIGHTS))).res.statusCode).toBe(200);
  });

  it("refuses more guests than 2 adults + 2 children, and none at all; takes 1 to 4", async () => {
    const five = await search(day(10), day(12), "&guests=5");
    expect([five.res.statusCode, five.body.message]).toEqual([400, stayMessages.tooManyAdults]);
    const none = await search(day(10), day(12), "&guests=0");
    expect([none.res.statusCode, none.body.message]).toEqual([400, stayMessages.noAdult]);
    for (const guests of ["1", "4", "%204%20"])
      expect((await search(day(10), day(12), `&guests=${guests}&rooms=2`)).res.statusCode, guests).toBe(200);
  });
});

describe("GET /api/property/search: results", () => {
  it("answers the envelope with the first page of 10 and the totals", async () => {
    const { res, body } = await get(`?location=rishikesh&${stay}`);
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(typeof body.message).toBe("string");
    expect(body.data).toHaveLength(10);
    expect(body.totalCount).toBe(30);
    expect(body.currentPage).toBe(1);
    expect(body.totalPages).toBe(3);
    for (const villa of body.data) {
      expect(propertyRecord.parse(villa)).toBeTruthy();
      expect(villa.location).toBe("Rishikesh");
      expect(villa.pricePerNight).toBeGreaterThan(0);
      // the guests' published reviews: an average with some, none (null) without
      expect(villa.reviews === 0 ? villa.rating === null : villa.rating! >= 1).toBe(true);
    }
  });

  it("filters by location in any case, and rajgarh means the Raigarh estate", async () => {
    const rajgarh = await get(`?location=Rajgarh&${stay}`);
    expect(rajgarh.body.totalCount).toBe(12);
    expect(rajgarh.body.data.every((v: Villa) => v.location === "Raigarh")).toBe(true);
    const solan = await get(`?location=SOLAN&${stay}`);
    expect(solan.body.totalCount).toBe(24);
    expect(solan.body.data.every((v: Villa) => v.location === "Solan")).toBe(true);
    expect((await get(`?location=amarkantak&${stay}`)).body.totalCount).toBe(18);
  });

  it("pages with limit and page, without overlap, and keeps a page past the end on the last one", async () => {
    const whole = await all("rishikesh");
    expect(whole).toHaveLength(30);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => get(`?location=rishikesh&${stay}&limit=8&page=${page}`)),
    );
    expect(pages.map((p) => p.body.data.length)).toEqual([8, 8, 8, 6]);
    expect(pages.every((p) => p.body.totalPages === 4 && p.body.totalCount === 30)).toBe(true);
    const ids = pages.flatMap((p) => p.body.data.map((v: Villa) => v._id));
    expect(new Set(ids).size).toBe(30);
    expect(ids).toEqual(whole.map((v) => v._id));
    const beyond = await get(`?location=rishikesh&${stay}&limit=8&page=9`);
    expect(beyond.body.currentPage).toBe(4);
    expect(beyond.body.data).toHaveLength(6);
  });

  it("narrows to a comma-separated list of property types, aliases included", async () => {
    const whole = await all("rishikesh");
    const wanted = ["tree-houses", "cubic-homes"];
    const expected = whole.filter((v) => wanted.includes(v.propertyType.slug)).length;
    expect(expected).toBeGreaterThan(0);
    const { body } = await get(`?location=rishikesh&${stay}&limit=50&propertyType=tree-houses,cubic-homes`);
    expect(body.totalCount).toBe(expected);
    expect(body.data.every((v: Villa) => wanted.includes(v.propertyType.slug))).toBe(true);
    const alias = await get(`?location=rishikesh&${stay}&limit=50&propertyType=%20tree-house%20,,CUBIC-HOMES`);
    expect(alias.body.totalCount).toBe(expected);
    const none = await get(`?location=rishikesh&${stay}&propertyType=castle`);
    expect([none.res.statusCode, none.body.totalCount, none.body.data]).toEqual([200, 0, []]);
  });

  it("narrows by property view (any case) and by a trimmed block id", async () => {
    const whole = await all("solan");
    const garden = await get(`?location=solan&${stay}&limit=50&propertyView=garden`);
    expect(garden.body.totalCount).toBe(whole.filter((v) => v.view === "Garden").length);
    expect(garden.body.totalCount).toBeGreaterThan(0);
    expect(garden.body.data.every((v: Villa) => v.view === "Garden")).toBe(true);
    expect((await get(`?location=solan&${stay}&propertyView=Sunrise%20View`)).res.statusCode).toBe(400);

    const block = whole.find((v) => v.blockId)!.blockId!;
    const inBlock = await get(`?location=solan&${stay}&limit=50&blockId=%20${block._id}%20`);
    expect(inBlock.body.totalCount).toBe(whole.filter((v) => v.blockId?._id === block._id).length);
    expect(inBlock.body.data.every((v: Villa) => v.blockId?._id === block._id)).toBe(true);
    const bogus = await get(`?location=solan&${stay}&blockId=not-a-block`);
    expect([bogus.res.statusCode, bogus.body.totalCount]).toEqual([200, 0]);
  });

  it("narrows by per-night price, both bounds included", async () => {
    const whole = await all("rishikesh");
    const [min, max] = [5000, 7600];
    const expected = whole.filter((v) => v.pricePerNight >= min && v.pricePerNight <= max);
    expect(expected.some((v) => v.pricePerNight === max)).toBe(true);
    const { body } = await get(`?location=rishikesh&${stay}&limit=50&priceMin=${min}&priceMax=${max}`);
    expect(body.totalCount).toBe(expected.length);
    expect(body.data.every((v: Villa) => v.pricePerNight >= min && v.pricePerNight <= max)).toBe(true);
    const above = await get(`?location=rishikesh&${stay}&limit=50&priceMin=12000`);
    expect(above.body.totalCount).toBe(whole.filter((v) => v.pricePerNight >= 12000).length);
  });

  it("sorts by price both ways, by rating and by popularity", async () => {
    const prices = (await all("solan", "&sort=price_asc")).map((v) => v.pricePerNight);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await all("solan", "&sort=price_desc")).map((v) => v.pricePerNight);
    expect(down).toEqual([...prices].reverse());
    expect(down[0]).toBeGreaterThan(down[down.length - 1]!);
    // those with enough reviews first by their average, then the others, those without any last
    const rated = (await all("solan", "&sort=highest_rated")).map(rank);
    expect(rated).toEqual([...rated].sort(byRank));
    expect(rated[0]![0]).toBe(1);

    const popular = await all("solan", "&sort=most_popular");
    const rows = await t.database.db.select({ id: properties.id, popularity: properties.popularity }).from(properties);
    const popularity = new Map(rows.map((r) => [r.id, r.popularity]));
    const order = popular.map((v) => popularity.get(v._id)!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(order[0]).toBeGreaterThan(order[order.length - 1]!);
    expect(new Set(popular.map((v) => v._id)).size).toBe(24);
    expect((await get(`?location=solan&${stay}&sort=cheapest`)).res.statusCode).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentPlans, properties, propertyTypes } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { payingMember, type TestMember } from "../../test/members.ts";

/*
 * The villa a member reads about in the portal is named in the language of the request (decision 046): its Hindi name
 * where content staff gave one, else its English name; an English request answers exactly what it did.
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HINDI = { cookie: "lng=hi" };
const ENGLISH = { "accept-language": "en-IN,en;q=0.9" };

const get = async (member: TestMember, url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url, headers: { ...member.headers, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The member's villa as the catalogue holds it: both names, and its kind of home's. */
async function villaOf(member: TestMember) {
  const [row] = await t.database.db
    .select({
      id: properties.id,
      name: properties.name,
      nameHi: properties.nameHi,
      kindId: propertyTypes.id,
      kind: propertyTypes.name,
      kindHi: propertyTypes.nameHi,
    })
    .from(paymentPlans)
    .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(eq(paymentPlans.userId, member.id));
  return row;
}

describe("the villa's name in the portal", () => {
  it("a Hindi request reads the villa and its kind of home in Hindi on the dashboard and the bookings; English as before", async () => {
    const member = await payingMember(t, { villaIndex: 3, steps: 2, paid: 1, language: "hi" });
    const villa = await villaOf(member);
    expect(villa.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(villa.kindHi).toMatch(/[\u0900-\u097F]/);

    const hindi = await get(member, "/api/portal/overview?lng=hi", {});
    expect(hindi.property).toMatchObject({ _id: villa.id, name: villa.nameHi, propertyType: villa.kindHi });
    // the payment plan beside it is the same in both languages
    const english = await get(member, "/api/portal/overview", ENGLISH);
    expect(english.property).toMatchObject({ _id: villa.id, name: villa.name, propertyType: villa.kind });
    expect(hindi.payment).toEqual(english.payment);
    expect({ ...hindi, property: { ...hindi.property, name: villa.name, propertyType: villa.kind } }).toEqual(english);

    const contribution = (rows: { type: string; villa_name: string }[]) => rows.find((r) => r.type === "Contribution");
    expect(contribution(await get(member, "/api/bookings", HINDI))?.villa_name).toBe(villa.nameHi);
    expect(contribution(await get(member, "/api/bookings", ENGLISH))?.villa_name).toBe(villa.name);
    // the stored language is the mails'; an answer follows the request's
    expect(contribution(await get(member, "/api/bookings", {}))?.villa_name).toBe(villa.name);
  });

  it("a villa without a Hindi name keeps its English name on a Hindi request", async () => {
    const member = await payingMember(t, { villaIndex: 4, steps: 2, paid: 0 });
    const villa = await villaOf(member);
    await t.database.db.update(properties).set({ nameHi: null }).where(eq(properties.id, villa.id));
    await t.database.db.update(propertyTypes).set({ nameHi: null }).where(eq(propertyTypes.id, villa.kindId));

    const hindi = await get(member, "/api/portal/overview", HINDI);
    expect(hindi.property).toMatchObject({ name: villa.name, propertyType: villa.kind });
    const rows = (await get(member, "/api/bookings", HINDI)) as { type: string; villa_name: string }[];
    expect(rows.find((r) => r.type === "Contribution")?.villa_name).toBe(villa.name);
  });
});

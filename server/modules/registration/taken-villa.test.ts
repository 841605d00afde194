import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { propertyRecord } from "../../../common/catalogue-schemas.ts";
import { VILLA_TAKEN_LABEL } from "../../../common/catalogue.ts";
import { registrationMessages as m } from "../../../common/registration.ts";
import { paymentPlans, properties } from "../../db/schema.ts";
import { createMember, fixtures, kycPayload, seededChoices, upload, type TestMember } from "../../test/members.ts";
import { openTestSite, type TestSite } from "../../test/site.ts";

/**
 * A villa in a member's payment plan is taken: the API records, the villa page and the lists say so (through
 * the page cache too), and the registration page refuses another member up front with the 409's message.
 */
let site: TestSite;
let owner: TestMember;
let other: TestMember;
let villa: typeof properties.$inferSelect;
let neighbour: typeof properties.$inferSelect;
let slug: string;

beforeAll(async () => {
  site = await openTestSite();
  owner = await createMember(site, "Owner Member");
  other = await createMember(site, "Other Member");
  // the last villas by name: the plan made below takes the tenth by name (seededChoices)
  [villa] = await site.database.db.select().from(properties).orderBy(desc(properties.name)).limit(1);
  [neighbour] = await site.database.db
    .select()
    .from(properties)
    .where(and(eq(properties.propertyTypeId, villa.propertyTypeId), ne(properties.id, villa.id)))
    .orderBy(desc(properties.name))
    .limit(1);
  const details = await site.app.inject({ method: "GET", url: `/api/property/getPropertyDetails?id=${villa.id}` });
  slug = details.json().data.propertyType.slug;
});
afterAll(async () => {
  await site?.close();
});

const page = async (path: string, member?: TestMember) => {
  const res = await fetch(`${site.url}${path}`, { headers: member ? { cookie: `token=${member.token}` } : {} });
  return { status: res.status, html: await res.text() };
};
/** What a page says (its catalogues, sent along for its script, hold the words of every state). */
const said = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const contributeLink = (html: string) => /<a [^>]*>Contribute now<\/a>/.test(html);
const apiVilla = async (id: string) =>
  (await site.app.inject({ method: "GET", url: `/api/property/getPropertyDetails?id=${id}` })).json().data;

describe("a taken villa", () => {
  it("is free before any plan: records say taken false, the page offers Contribute now", async () => {
    const record = propertyRecord.parse(await apiVilla(villa.id));
    expect(record.taken).toBe(false);
    const { html } = await page(`/property-details/${villa.id}`);
    expect(contributeLink(html)).toBe(true);
    expect(said(html)).not.toContain(m.villaTaken.replace(/'/g, "&#x27;"));
  });

  it("says so in the API records, on its page (cached or not), in the list, and only for that villa", async () => {
    await site.database.db.insert(paymentPlans).values({
      userId: owner.id,
      propertyId: villa.id,
      paymentMode: "full",
      paymentSteps: 1,
      totalAmount: villa.price,
    });
    // the cache's version reads the payment plans: the next look empties it
    await site.app.services.pageCache.checkCatalogue(true);

    expect(propertyRecord.parse(await apiVilla(villa.id)).taken).toBe(true);
    expect(propertyRecord.parse(await apiVilla(neighbour.id)).taken).toBe(false);
    const list = (await site.app.inject({ method: "GET", url: `/api/property/getProperties?slug=${slug}` })).json()
      .data as { _id: string; taken: boolean }[];
    expect(list.find((v) => v._id === villa.id)?.taken).toBe(true);
    expect(list.filter((v) => v.taken)).toHaveLength(1);

    const anonymous = await page(`/property-details/${villa.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.html).toContain(m.villaTaken.replace(/'/g, "&#x27;"));
    expect(contributeLink(anonymous.html)).toBe(false);
    const signedIn = await page(`/property-details/${villa.id}`, other);
    expect(contributeLink(signedIn.html)).toBe(false);
    // the member whose plan it is still continues from it
    const own = await page(`/property-details/${villa.id}`, owner);
    expect(own.html).toContain(`href="/registration/${villa.id}"`);
    expect(contributeLink(own.html)).toBe(true);

    const neighbourPage = await page(`/property-details/${neighbour.id}`);
    expect(contributeLink(neighbourPage.html)).toBe(true);

    const listPage = await page(`/property-number/${slug}`);
    expect(said(listPage.html).split(VILLA_TAKEN_LABEL)).toHaveLength(2);
  });

  it("the registration page refuses another member up front, with the message of the KYC step's 409", async () => {
    const refused = await page(`/registration/${villa.id}`, other);
    expect(refused.status).toBe(200);
    expect(refused.html).toContain(m.villaTaken.replace(/'/g, "&#x27;"));
    expect(refused.html).toContain('href="/property-list"');

    const own = await page(`/registration/${villa.id}`, owner);
    expect(own.html).not.toContain(m.villaTaken.replace(/'/g, "&#x27;"));
    const free = await page(`/registration/${neighbour.id}`, other);
    expect(free.html).not.toContain(m.villaTaken.replace(/'/g, "&#x27;"));
  });

  it("a plan made through the API empties the page cache at once", async () => {
    const member = await createMember(site, "Plan Maker");
    const choices = await seededChoices(site, 10);
    expect([villa.id, neighbour.id]).not.toContain(choices.villa.id);
    const call = (method: "POST", url: string, payload: object) =>
      site.app.inject({ method, url, payload, headers: member.headers });
    const document = await upload(site.app, member, "/api/upload/upload-doc", "document", {
      name: "aadhaar.pdf",
      bytes: await fixtures.pdf(),
    });
    expect(
      (await call("POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, document.json().url)))
        .statusCode,
    ).toBe(200);
    expect((await call("POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
    expect(contributeLink((await page(`/property-details/${choices.villa.id}`)).html)).toBe(true);

    const invalidate = vi.spyOn(site.app.services.pageCache, "invalidate");
    const plan = await call("POST", `/api/payment-details/${choices.villa.id}`, {
      property_id: choices.villa.id,
      payment_mode: "full",
      payment_steps: 1,
      total_amount: choices.villa.price,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(invalidate).toHaveBeenCalled();
    invalidate.mockRestore();
    expect(contributeLink((await page(`/property-details/${choices.villa.id}`)).html)).toBe(false);
  });
});

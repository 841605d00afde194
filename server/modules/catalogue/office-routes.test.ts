import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { catalogueMessages as m, type TypeRecord, type VillaRecord } from "../../../common/catalogue-office.ts";
import type { PropertyRecord, PropertyTypeRecord } from "../../../common/catalogue-schemas.ts";
import { messages } from "../../../common/messages.ts";
import { auditEvents, catalogueImages, occupations, paymentPlans, properties, propertyTypes } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { downloadCsv } from "../../test/csv.ts";
import {
  type Caller,
  fixtures,
  multipart,
  payingMember,
  signInEveryRole,
  type TestMember,
} from "../../test/members.ts";

/*
 * The office's catalogue: every /api/admin/catalogue endpoint is for content staff (an
 * administrator always): anonymous 401, a member, accounts and the front office 403. Changes are audited before →
 * after; an unpublished villa (or kind of home) vanishes from every public read while its member keeps it; a villa
 * named in a plan is never deleted; uploaded images are rendered at the artwork's sizes and formats.
 */

let t: TestApp;
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
beforeAll(async () => {
  t = await openTestApp();
  ({ staff, callerFor } = await signInEveryRole(t, "Meera Pillai"));
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const send = (method: Method, url: string, who?: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const newType = (slug: string) => ({
  name: `Lake Cottages ${slug}`,
  slug,
  image: "types/nature",
  category_name: "Cottage",
  size: "1,100 sq ft",
  features: ["<strong>Lake</strong> view<script>alert(1)</script>", "Two decks"],
  about: "Cottages by the lake.",
  description: "Quiet cottages on the water's edge.",
  locations: ["Solan"],
});
const newVilla = (typeId: string, name: string) => ({
  property_type_id: typeId,
  block_id: null,
  name,
  image: "villas/nature-dawn",
  sqft: 1100,
  bedrooms: 2,
  kitchen: 1,
  living_area: 1,
  highlights: "A deck over the water.",
  villa_number: "LC-1",
  view: "Garden",
  construction_status: "Completed",
  price: 4_600_000,
  price_per_night: 7_500,
  location: "Solan",
  gallery: ["rooms/living-1", "rooms/bedroom-2"],
  amenities: [{ title: "Kitchen", details: ["Gas hob", "Fridge"] }],
});

const stay = "checkIn=2027-04-10&checkOut=2027-04-12";
const searchIds = async (location = "solan") =>
  (
    (await send("GET", `/api/property/search?location=${location}&${stay}&limit=50`)).json().data as { _id: string }[]
  ).map((v) => v._id);
const typeSlugs = async () =>
  ((await send("GET", "/api/propertyType/getPropertyType")).json().data as { slug: string }[]).map((x) => x.slug);
const listIds = async (slug: string) =>
  ((await send("GET", `/api/property/getProperties?slug=${slug}`)).json().data as { _id: string }[]).map((v) => v._id);
const detail = (id: string) => send("GET", `/api/property/getPropertyDetails?id=${id}`);

describe("who may keep the catalogue", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 403],
    ["content", "content", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: every endpoint answers as the role allows", async (_label, who, status) => {
    const person = callerFor(who);
    const allowed = status === 200;
    const [type] = await t.database.db.select().from(propertyTypes).limit(1);
    const [villa] = await t.database.db.select().from(properties).limit(1);
    const tag = `${who ?? "anon"}`.replace(/[^a-z]/g, "");
    const expectStatus = async (method: Method, url: string, ok: number, payload?: object) => {
      const res = await send(method, url, person, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(allowed ? ok : status);
      return res;
    };
    await expectStatus("GET", "/api/admin/catalogue/types", 200);
    const created = await expectStatus("POST", "/api/admin/catalogue/types", 201, newType(`role-${tag}`));
    await expectStatus("PATCH", `/api/admin/catalogue/types/${type.id}`, 200, { sort_order: type.sortOrder });
    await expectStatus("GET", "/api/admin/catalogue/villas", 200);
    const villaCreated = await expectStatus(
      "POST",
      "/api/admin/catalogue/villas",
      201,
      newVilla(type.id, `Role villa ${tag}`),
    );
    await expectStatus("PATCH", `/api/admin/catalogue/villas/${villa.id}`, 200, { sort_order: villa.sortOrder });
    const deletable = allowed ? villaCreated.json().data.id : villa.id;
    await expectStatus("DELETE", `/api/admin/catalogue/villas/${deletable}`, 200);
    await expectStatus("GET", "/api/admin/catalogue/blocks", 200);
    const block = await expectStatus("POST", "/api/admin/catalogue/blocks", 201, {
      block_name: `Block ${tag}`,
      block_number: 100 + status + tag.length,
    });
    const blockId = allowed ? block.json().data.id : "00000000-0000-4000-8000-000000000000";
    await expectStatus("PATCH", `/api/admin/catalogue/blocks/${blockId}`, 200, { block_name: `Renamed ${tag}` });
    await expectStatus("GET", "/api/admin/catalogue/options/occupations", 200);
    const option = await expectStatus("POST", "/api/admin/catalogue/options/occupations", 201, {
      name: `Role option ${tag}`,
    });
    const optionId = allowed ? option.json().data.id : "00000000-0000-4000-8000-000000000000";
    await expectStatus("PATCH", `/api/admin/catalogue/options/occupations/${optionId}`, 200, { sort_order: 5 });
    await expectStatus("DELETE", `/api/admin/catalogue/options/occupations/${optionId}`, 200);
    const image = multipart("file", { name: "deck.png", bytes: await fixtures.png(), type: "image/png" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/images",
      payload: image.payload,
      headers: { ...(person?.headers ?? {}), ...image.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(allowed ? 201 : status);
    if (allowed) expect(created.json().data.slug).toBe(`role-${tag}`);
  });
});

describe("kinds of home and villas", () => {
  it("creates a kind of home (features sanitised), audited; a slug that exists is 409; prices are positive whole rupees", async () => {
    const res = await send("POST", "/api/admin/catalogue/types", staff.content, newType("lake-cottages"));
    expect(res.statusCode, res.body).toBe(201);
    const type: TypeRecord = res.json().data;
    expect(type.features).toEqual(["<strong>Lake</strong> view", "Two decks"]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.type.created"), eq(auditEvents.subjectId, type.id)));
    expect(audit).toMatchObject({ userId: staff.content.id, actorRole: "content" });
    expect(audit.detail).toMatchObject({ before: null, after: { slug: "lake-cottages" } });
    // a kind has no price of its own: its "From" price is its villas' lowest
    expect(audit.detail.after).not.toHaveProperty("price");
    expect(type).not.toHaveProperty("price");

    const again = await send("POST", "/api/admin/catalogue/types", staff.admin, {
      ...newType("lake-cottages"),
      name: "Another",
    });
    expect([again.statusCode, again.json().message]).toEqual([409, m.slugTaken]);
    const clash = await send("PATCH", `/api/admin/catalogue/types/${type.id}`, staff.content, { slug: "tree-houses" });
    expect([clash.statusCode, clash.json().message]).toEqual([409, m.slugTaken]);
    for (const price of [0, -5, 12.5]) {
      const bad = await send("POST", "/api/admin/catalogue/villas", staff.content, {
        ...newVilla(type.id, "Priced"),
        price,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(m.price);
    }
    const slug = await send("POST", "/api/admin/catalogue/types", staff.content, newType("Not A Slug"));
    expect(slug.statusCode).toBe(400);
    expect(slug.json().message).toContain(m.slug);
    const patchBad = await send("PATCH", `/api/admin/catalogue/types/${type.id}`, staff.content, { locations: [] });
    expect(patchBad.statusCode).toBe(400);
    expect(patchBad.json().message).toContain(m.locations);
  });

  it("a new villa appears on every public read; unpublished, it vanishes from each (404 on its page) and comes back", async () => {
    const [tree] = await t.database.db.select().from(propertyTypes).where(eq(propertyTypes.slug, "tree-houses"));
    const created = await send(
      "POST",
      "/api/admin/catalogue/villas",
      staff.content,
      newVilla(tree.id, "Kingfisher Tree House"),
    );
    expect(created.statusCode, created.body).toBe(201);
    const villa: VillaRecord = created.json().data;
    expect(villa).toMatchObject({ type_name: tree.name, published: true, price_per_night: 7_500 });

    expect(await listIds("tree-houses")).toContain(villa.id);
    expect(await searchIds()).toContain(villa.id);
    expect((await detail(villa.id)).json().data.name).toBe("Kingfisher Tree House");
    expect(
      (await send("GET", `/api/bookings/quote?propertyId=${villa.id}&${stay}&adults=2&children=0`)).statusCode,
    ).toBe(200);
    const typeCount = async () =>
      (
        (await send("GET", "/api/propertyType/getPropertyType")).json().data as { slug: string; villaCount: number }[]
      ).find((x) => x.slug === "tree-houses")!.villaCount;
    const countBefore = await typeCount();

    const hidden = await send("PATCH", `/api/admin/catalogue/villas/${villa.id}`, staff.content, { published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listIds("tree-houses")).not.toContain(villa.id);
    expect(await searchIds()).not.toContain(villa.id);
    const gone = await detail(villa.id);
    expect([gone.statusCode, gone.json().message]).toEqual([404, messages.propertyNotFound]);
    expect(await typeCount()).toBe(countBefore - 1);
    // no new stay on it
    expect(
      (await send("GET", `/api/bookings/quote?propertyId=${villa.id}&${stay}&adults=2&children=0`)).statusCode,
    ).toBe(404);
    // still in the office's list
    const office = (await send("GET", `/api/admin/catalogue/villas?q=Kingfisher`, staff.content)).json()
      .data as VillaRecord[];
    expect(office.map((v) => [v.id, v.published])).toEqual([[villa.id, false]]);

    await send("PATCH", `/api/admin/catalogue/villas/${villa.id}`, staff.admin, {
      published: true,
      price_per_night: 8_200,
    });
    expect(await searchIds()).toContain(villa.id);
    expect((await detail(villa.id)).json().data.pricePerNight).toBe(8_200);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "catalogue.villa.updated"),
          eq(auditEvents.subjectId, villa.id),
          eq(auditEvents.userId, staff.admin.id),
        ),
      );
    expect(audit.detail).toMatchObject({
      before: { published: false, price_per_night: 7_500 },
      after: { published: true, price_per_night: 8_200 },
    });
  });

  it("an unpublished kind of home vanishes with its villas: type list, type page, search and villa pages", async () => {
    const type: TypeRecord = (
      await send("POST", "/api/admin/catalogue/types", staff.content, newType("hidden-huts"))
    ).json().data;
    const villa: VillaRecord = (
      await send("POST", "/api/admin/catalogue/villas", staff.content, newVilla(type.id, "Hidden Hut One"))
    ).json().data;
    expect(await typeSlugs()).toContain("hidden-huts");
    expect(await listIds("hidden-huts")).toEqual([villa.id]);
    expect(await searchIds()).toContain(villa.id);

    expect(
      (await send("PATCH", `/api/admin/catalogue/types/${type.id}`, staff.content, { published: false })).statusCode,
    ).toBe(200);
    expect(await typeSlugs()).not.toContain("hidden-huts");
    expect(await listIds("hidden-huts")).toEqual([]);
    expect(await searchIds()).not.toContain(villa.id);
    expect((await detail(villa.id)).statusCode).toBe(404);
  });

  it("a villa in a member's plan is never deleted (409) but can be unpublished; its member still has it", async () => {
    const holder = await payingMember(t, { villaIndex: 3, steps: 2, paid: 1 });
    const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, holder.id));
    const refused = await send("DELETE", `/api/admin/catalogue/villas/${plan.propertyId}`, staff.content);
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.villaInUse]);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, plan.propertyId))).toHaveLength(1);

    expect(
      (await send("PATCH", `/api/admin/catalogue/villas/${plan.propertyId}`, staff.content, { published: false }))
        .statusCode,
    ).toBe(200);
    expect((await detail(plan.propertyId)).statusCode).toBe(404);
    const mine = await send("GET", "/api/property/getPropertyDetailsByUserId", holder);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((v: { _id: string }) => v._id)).toEqual([plan.propertyId]);
    const plans = await send("GET", "/api/payment-details", holder);
    if (plans.statusCode === 200) expect(JSON.stringify(plans.json().data)).toContain(plan.propertyId);

    // a villa no one holds is deleted, audited
    const [tree] = await t.database.db.select().from(propertyTypes).where(eq(propertyTypes.slug, "tree-houses"));
    const spare: VillaRecord = (
      await send("POST", "/api/admin/catalogue/villas", staff.content, newVilla(tree.id, "Spare Villa"))
    ).json().data;
    const deleted = await send("DELETE", `/api/admin/catalogue/villas/${spare.id}`, staff.content);
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, m.villaDeleted]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.villa.deleted"), eq(auditEvents.subjectId, spare.id)));
    expect(audit.detail).toMatchObject({ before: { name: "Spare Villa" }, after: null });
    expect((await send("DELETE", `/api/admin/catalogue/villas/${spare.id}`, staff.content)).statusCode).toBe(404);
  });

  it("keeps who a villa sleeps: derived from the bedrooms when left out, edited (audited), shown on the public records", async () => {
    const [tree] = await t.database.db.select().from(propertyTypes).where(eq(propertyTypes.slug, "tree-houses"));
    const derived: VillaRecord = (
      await send("POST", "/api/admin/catalogue/villas", staff.content, newVilla(tree.id, "Heron Nest"))
    ).json().data;
    expect(derived).toMatchObject({ bedrooms: 2, max_adults: 4, max_children: 2 });
    const given = await send("POST", "/api/admin/catalogue/villas", staff.content, {
      ...newVilla(tree.id, "Egret Nest"),
      max_adults: 3,
      max_children: 0,
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().data).toMatchObject({ max_adults: 3, max_children: 0 });

    const edited = await send("PATCH", `/api/admin/catalogue/villas/${derived.id}`, staff.content, {
      max_adults: 6,
      max_children: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ max_adults: 6, max_children: 3 });
    // another field changed alone keeps the occupancy as it is
    await send("PATCH", `/api/admin/catalogue/villas/${derived.id}`, staff.content, { bedrooms: 1 });
    expect((await detail(derived.id)).json().data).toMatchObject({ bedrooms: 1, maxAdults: 6, maxChildren: 3 });
    expect(
      (await send("PATCH", `/api/admin/catalogue/villas/${derived.id}`, staff.content, { max_children: 21 })).json()
        .message,
    ).toContain(m.maxChildren);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.villa.updated"), eq(auditEvents.subjectId, derived.id)));
    expect(audits.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ max_adults: 4, max_children: 2 }),
        after: expect.objectContaining({ max_adults: 6, max_children: 3 }),
      }),
    );
    const listed = (await send("GET", "/api/property/getProperties?slug=tree-houses")).json().data as PropertyRecord[];
    expect(listed.find((v) => v._id === given.json().data.id)).toMatchObject({ maxAdults: 3, maxChildren: 0 });
  });

  it("refuses a villa of an unknown kind of home or block, and values out of range", async () => {
    const [tree] = await t.database.db.select().from(propertyTypes).limit(1);
    const cases: [object, string][] = [
      [newVilla("00000000-0000-4000-8000-000000000000", "Nowhere"), m.type],
      [{ ...newVilla(tree.id, "Blockless"), block_id: "00000000-0000-4000-8000-000000000000" }, m.block],
      [{ ...newVilla(tree.id, "Free"), price_per_night: 0 }, m.pricePerNight],
      [{ ...newVilla(tree.id, "Seaside"), view: "Mountain" }, m.view],
      [{ ...newVilla(tree.id, "Paris"), location: "Paris" }, m.location],
      [{ ...newVilla(tree.id, "Escaping"), image: "../../etc/passwd" }, m.image],
      [{ ...newVilla(tree.id, "Empty"), max_adults: 0 }, m.maxAdults],
      [{ ...newVilla(tree.id, "Dormitory"), max_adults: 21 }, m.maxAdults],
      [{ ...newVilla(tree.id, "Half"), max_adults: 2.5 }, m.maxAdults],
      [{ ...newVilla(tree.id, "Creche"), max_children: 21 }, m.maxChildren],
      [{ ...newVilla(tree.id, "Minus"), max_children: -1 }, m.maxChildren],
    ];
    for (const [body, message] of cases) {
      const res = await send("POST", "/api/admin/catalogue/villas", staff.content, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe("the Hindi version of the catalogue", () => {
  const typeHindi = {
    name_hi: "झील कॉटेज",
    category_name_hi: "कॉटेज",
    size_hi: "1,100 वर्ग फ़ुट",
    features_hi: ["<strong>झील</strong> का नज़ारा<script>alert(1)</script>", "दो डेक"],
    about_hi: "झील के किनारे कॉटेज।",
    description_hi: "पानी के किनारे शांत कॉटेज।",
  };

  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 403],
  ] as const)("%s may not give a villa or a kind of home its Hindi", async (_label, who, status) => {
    const [type] = await t.database.db.select().from(propertyTypes).limit(1);
    const [villa] = await t.database.db.select().from(properties).limit(1);
    const person = callerFor(who);
    const typed = await send("PATCH", `/api/admin/catalogue/types/${type.id}`, person, { name_hi: "बदला हुआ" });
    const named = await send("PATCH", `/api/admin/catalogue/villas/${villa.id}`, person, { name_hi: "बदला हुआ" });
    expect([typed.statusCode, named.statusCode]).toEqual([status, status]);
    const [after] = await t.database.db.select().from(properties).where(eq(properties.id, villa.id));
    expect(after.nameHi).toBe(villa.nameHi);
  });

  it("content saves a kind of home's Hindi (features sanitised), the office reads it, audited before → after; empty clears it", async () => {
    const created = await send("POST", "/api/admin/catalogue/types", staff.content, {
      ...newType("hindi-cottages"),
      ...typeHindi,
    });
    expect(created.statusCode, created.body).toBe(201);
    const type: TypeRecord = created.json().data;
    expect(type).toMatchObject({ ...typeHindi, features_hi: ["<strong>झील</strong> का नज़ारा", "दो डेक"] });
    const listed = (await send("GET", "/api/admin/catalogue/types", staff.admin)).json().data as TypeRecord[];
    expect(listed.find((x) => x.id === type.id)).toMatchObject({ name_hi: "झील कॉटेज", about_hi: "झील के किनारे कॉटेज।" });

    // a field left out keeps its Hindi; an empty one (or an empty list) has none again
    const patched = await send("PATCH", `/api/admin/catalogue/types/${type.id}`, staff.content, {
      name_hi: "  झील के कॉटेज ",
      about_hi: "",
      features_hi: [],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      name: type.name,
      name_hi: "झील के कॉटेज",
      about_hi: null,
      features_hi: null,
      description_hi: typeHindi.description_hi,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.type.updated"), eq(auditEvents.subjectId, type.id)));
    expect(audit).toMatchObject({ userId: staff.content.id, actorRole: "content" });
    expect(audit.detail).toMatchObject({
      before: { name_hi: "झील कॉटेज", about_hi: "झील के किनारे कॉटेज।" },
      after: { name_hi: "झील के कॉटेज", about_hi: null, features_hi: null },
    });

    const tooLong = await send("PATCH", `/api/admin/catalogue/types/${type.id}`, staff.content, {
      name_hi: "क".repeat(121),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(m.tooLong("Hindi name"));
  });

  it("content saves a villa's Hindi; the public API keeps its English fields and adds the Hindi given, else nothing", async () => {
    const type: TypeRecord = (
      await send("POST", "/api/admin/catalogue/types", staff.content, { ...newType("hindi-huts"), ...typeHindi })
    ).json().data;
    const villaHindi = {
      name_hi: "किंगफ़िशर कुटिया",
      highlights_hi: "पानी के ऊपर एक डेक।",
      amenities_hi: [{ title: "रसोई", details: ["गैस चूल्हा", "फ़्रिज"] }],
    };
    const created = await send("POST", "/api/admin/catalogue/villas", staff.content, {
      ...newVilla(type.id, "Kingfisher Hut"),
      ...villaHindi,
    });
    expect(created.statusCode, created.body).toBe(201);
    const villa: VillaRecord = created.json().data;
    expect(villa).toMatchObject(villaHindi);
    expect((await send("GET", `/api/admin/catalogue/villas?q=Kingfisher Hut`, staff.content)).json().data).toEqual([
      expect.objectContaining(villaHindi),
    ]);

    const shown = (await detail(villa.id)).json().data as PropertyRecord;
    expect(shown).toMatchObject({
      name: "Kingfisher Hut",
      highlights: "A deck over the water.",
      amenities: [{ title: "Kitchen", details: ["Gas hob", "Fridge"] }],
      propertyType: { name: type.name, hi: { name: "झील कॉटेज" } },
      hi: { name: "किंगफ़िशर कुटिया", highlights: "पानी के ऊपर एक डेक।", amenities: villaHindi.amenities_hi },
    });
    const kind = ((await send("GET", "/api/propertyType/getPropertyType")).json().data as PropertyTypeRecord[]).find(
      (x) => x.slug === "hindi-huts",
    )!;
    expect(kind).toMatchObject({
      name: type.name,
      about: "Cottages by the lake.",
      hi: { name: "झील कॉटेज", categoryName: "कॉटेज", about: "झील के किनारे कॉटेज।" },
    });
    expect(kind.hi.features).toEqual(["<strong>झील</strong> का नज़ारा", "दो डेक"]);

    // the Hindi taken away, the public record carries none: pages show the English
    await send("PATCH", `/api/admin/catalogue/villas/${villa.id}`, staff.admin, {
      name_hi: "",
      highlights_hi: null,
      amenities_hi: [],
    });
    expect((await detail(villa.id)).json().data.hi).toEqual({});
    const search = (await send("GET", `/api/property/search?location=solan&${stay}&limit=50`)).json()
      .data as PropertyRecord[];
    expect(search.find((v) => v._id === villa.id)).toMatchObject({ name: "Kingfisher Hut", hi: {} });
  });
});

describe("blocks and option lists", () => {
  it("creates and renames blocks; a number that exists is 409", async () => {
    const created = await send("POST", "/api/admin/catalogue/blocks", staff.content, {
      block_name: "Lakshmi",
      block_number: 9,
    });
    expect(created.statusCode, created.body).toBe(201);
    const renamed = await send("PATCH", `/api/admin/catalogue/blocks/${created.json().data.id}`, staff.content, {
      block_name: "Parvati",
    });
    expect(renamed.json().data).toMatchObject({ block_name: "Parvati", block_number: 9 });
    const clash = await send("POST", "/api/admin/catalogue/blocks", staff.content, {
      block_name: "Twin",
      block_number: 1,
    });
    expect([clash.statusCode, clash.json().message]).toEqual([409, m.blockNumberTaken]);
    const listed = (await send("GET", "/api/block/getBlocks")).json().data as { block_name: string }[];
    expect(listed.map((b) => b.block_name)).toContain("Parvati");
  });

  it("adds, renames, reorders and removes options; one in use is 409; an unknown list 404", async () => {
    const added = await send("POST", "/api/admin/catalogue/options/qualifications", staff.content, {
      name: "Diploma in Yoga",
      sort_order: 0,
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id;
    expect(
      (await send("POST", "/api/admin/catalogue/options/qualifications", staff.content, { name: "Diploma in Yoga" }))
        .statusCode,
    ).toBe(409);
    await send("PATCH", `/api/admin/catalogue/options/qualifications/${id}`, staff.content, {
      name: "Diploma in Ayurveda",
      sort_order: 0,
    });
    const publicList = (await send("GET", "/api/qualification/qualifications")).json();
    expect(JSON.stringify(publicList.data)).toContain("Diploma in Ayurveda");
    const office = (await send("GET", "/api/admin/catalogue/options/qualifications", staff.content)).json().data as {
      name: string;
      sort_order: number;
    }[];
    expect(office.find((o) => o.name === "Diploma in Ayurveda")).toMatchObject({ sort_order: 0 });
    expect(office.map((o) => o.name)).not.toContain("Diploma in Yoga");
    expect((await send("DELETE", `/api/admin/catalogue/options/qualifications/${id}`, staff.content)).statusCode).toBe(
      200,
    );

    // the seeded first occupation is in the KYC of the paying member above
    await payingMember(t, { villaIndex: 5, steps: 1, paid: 0 });
    const [used] = await t.database.db.select().from(occupations).orderBy(asc(occupations.sortOrder)).limit(1);
    const refused = await send("DELETE", `/api/admin/catalogue/options/occupations/${used.id}`, staff.content);
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.optionInUse]);
    const unknown = await send("GET", "/api/admin/catalogue/options/hobbies", staff.content);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, m.unknownList]);
  });
});

describe("POST /api/admin/catalogue/images", () => {
  it("renders an image at 480, 960 and 1600 px in AVIF and WebP (3:2), recorded and audited", async () => {
    const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#6b8e23" } })
      .jpeg()
      .toBuffer();
    const body = multipart("file", { name: "veranda.jpg", bytes: photo, type: "image/jpeg" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/images",
      payload: body.payload,
      headers: { ...staff.content.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data as { key: string; width: number; height: number; urls: { url: string }[] };
    expect(image).toMatchObject({ width: 1200, height: 1200 });
    expect(image.key).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    expect(image.urls).toHaveLength(6);
    for (const width of [480, 960, 1600]) {
      for (const format of ["avif", "webp"] as const) {
        const url = `/media/${image.key}-${width}.${format}`;
        expect(image.urls.map((u) => u.url)).toContain(url);
        const bytes = await readFile(
          join(t.config.dataDir, "files", "public-media", `${image.key}-${width}.${format}`),
        );
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height, meta.format === "heif" ? "avif" : meta.format]).toEqual([
          width,
          Math.round((width * 2) / 3),
          format,
        ]);
      }
    }
    // served publicly where mediaUrl says (common/media.ts), by the media module's /media/uploads/ route
    const served = await t.app.inject({ method: "GET", url: `/media/${image.key}-960.webp` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
    const [row] = await t.database.db.select().from(catalogueImages).where(eq(catalogueImages.key, image.key));
    expect(row).toMatchObject({ originalName: "veranda.jpg", width: 1200, height: 1200, createdBy: staff.content.id });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.image.stored"), eq(auditEvents.subjectId, row.id)));
    expect(audit.userId).toBe(staff.content.id);
  });

  it("refuses a file that is not an image (415) and a request without one (400)", async () => {
    const exe = multipart("file", { name: "photo.jpg", bytes: fixtures.exe(), type: "image/jpeg" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/images",
      payload: exe.payload,
      headers: { ...staff.admin.headers, ...exe.headers },
    });
    expect([res.statusCode, res.json().message]).toEqual([415, m.notAnImage]);
    const pdf = multipart("file", { name: "brochure.pdf", bytes: await fixtures.pdf(), type: "application/pdf" });
    const pdfRes = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/images",
      payload: pdf.payload,
      headers: { ...staff.admin.headers, ...pdf.headers },
    });
    expect(pdfRes.statusCode).toBe(415);
    const none = await send("POST", "/api/admin/catalogue/images", staff.admin, { file: "x" });
    expect(none.statusCode).toBe(400);
  });
});

describe("GET /api/admin/catalogue/types.csv and villas.csv", () => {
  it("download the kinds of home and the villas the search and kind find, in the office's order; accounts and front office 403", async () => {
    const made = await send("POST", "/api/admin/catalogue/types", staff.content, newType("csv-cottages"));
    expect(made.statusCode, made.body).toBe(201);
    const type: TypeRecord = made.json().data;
    for (const name of ["Csv Cottage B", "Csv Cottage A"]) {
      const villa = await send("POST", "/api/admin/catalogue/villas", staff.content, {
        ...newVilla(type.id, name),
        villa_number: name.endsWith("A") ? "CC-1" : null,
      });
      expect(villa.statusCode, villa.body).toBe(201);
    }
    const types = await downloadCsv(t, "/api/admin/catalogue/types.csv", staff.content, "kinds-of-home");
    expect(types.header.slice(0, 3)).toEqual(["Kind of home id", "Name", "Slug"]);
    expect(types.rows.find((r) => r["Kind of home id"] === type.id)).toMatchObject({
      Slug: "csv-cottages",
      Villas: "2",
      Published: "yes",
    });
    const villas = await downloadCsv(
      t,
      `/api/admin/catalogue/villas.csv?type=${type.id}&page=2`,
      staff.admin,
      "villas",
    );
    expect(villas.header.slice(0, 3)).toEqual(["Villa id", "Name", "Villa number"]);
    // a villa without a number after those with one
    expect(villas.rows.map((r) => r.Name)).toEqual(["Csv Cottage A", "Csv Cottage B"]);
    expect(villas.rows[0]).toMatchObject({
      "Kind of home id": type.id,
      "Contribution (INR)": "4600000.00",
      "Price a night (INR)": "7500.00",
    });
    const one = await downloadCsv(t, "/api/admin/catalogue/villas.csv?q=cc-1", staff.content, "villas");
    expect(one.rows.map((r) => r.Name)).toEqual(["Csv Cottage A"]);
    for (const url of ["/api/admin/catalogue/types.csv", "/api/admin/catalogue/villas.csv"])
      for (const who of ["accounts", "front-office"] as const)
        expect((await send("GET", url, callerFor(who))).statusCode, `${who} ${url}`).toBe(403);
  });
});

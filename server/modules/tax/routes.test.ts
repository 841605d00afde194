import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { gstinCheckCharacter } from "../../../common/club-settings.ts";
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from "../../../common/gst.ts";
import { messages } from "../../../common/messages.ts";
import { taxMessages as m, type InvoiceDetailsRecord, type TaxSettingsRecord } from "../../../common/tax-schemas.ts";
import { auditEvents, paymentPlans, paymentSteps } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { type Caller, payingMember, signInEveryRole, staffMember, type TestMember } from "../../test/members.ts";

/*
 * GST's settings: GET and PUT /api/admin/tax-settings for accounts and administrators (anonymous 401, a member and
 * the other office roles 403), every field checked (400 with its message), a change audited before → after and
 * read by the invoices issued after it — never by one issued before. A member's invoice details: their own, a GSTIN
 * checked to its last character.
 */

let t: TestApp;
let staff: Record<StaffRole, TestMember>;
let member: TestMember;
let callerFor: (who: Caller) => TestMember | undefined;
beforeAll(async () => {
  t = await openTestApp();
  ({ staff, member, callerFor } = await signInEveryRole(t, "Kiran Rao"));
});
afterAll(async () => {
  await t?.close();
});

const get = (who?: TestMember) =>
  t.app.inject({ method: "GET", url: "/api/admin/tax-settings", headers: who?.headers ?? {} });
const put = (who: TestMember | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/tax-settings",
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const refused = (field: string, message: string) => `${messages.invalidRequest} (${field}: ${message})`;
const withRule = (kind: keyof TaxSettings, change: Record<string, unknown>) => ({
  ...DEFAULT_TAX_SETTINGS,
  [kind]: { ...DEFAULT_TAX_SETTINGS[kind], ...change },
});

describe("who may read and change the tax settings", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["front office", "front-office", 403],
    ["content", "content", 403],
    ["accounts", "accounts", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: GET and PUT answer as the role allows", async (_label, who, status) => {
    const person = callerFor(who);
    expect((await get(person)).statusCode).toBe(status);
    // refused before the body is read: even an empty body answers 401/403, not 400
    const change = await put(person, status === 200 ? DEFAULT_TAX_SETTINGS : {});
    expect(change.statusCode, change.body).toBe(status);
  });
});

describe("GET /api/admin/tax-settings", () => {
  it("answers the documented defaults before anyone saves", async () => {
    const fresh = await openTestApp();
    try {
      const accounts = await staffMember(fresh, "accounts");
      const res = await fresh.app.inject({ method: "GET", url: "/api/admin/tax-settings", headers: accounts.headers });
      expect(res.json()).toMatchObject({
        message: m.loaded,
        data: { settings: DEFAULT_TAX_SETTINGS, defaults: true, updated_at: null },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe("PUT /api/admin/tax-settings", () => {
  it.each([
    ["membership.sac", withRule("membership", { sac: "12345" }), m.sacInvalid],
    ["membership.rate_percent", withRule("membership", { rate_percent: 41 }), m.rateInvalid],
    ["membership.rate_percent", withRule("membership", { rate_percent: "eighteen" }), m.rateInvalid],
    ["stay.description", withRule("stay", { description: " " }), m.descriptionRequired],
    ["stay.rate_above_percent", withRule("stay", { rate_above_percent: null }), m.rateAboveRequired],
    ["stay.threshold_per_night", withRule("stay", { threshold_per_night: 7500.5 }), m.thresholdInvalid],
    ["instalment.place_of_supply", withRule("instalment", { place_of_supply: "moon" }), m.placeOfSupplyInvalid],
    [
      "instalment.description",
      withRule("instalment", { description: "Lease\u0000" }),
      "The description must not contain control characters.",
    ],
  ])("refuses a bad %s with 400 and its message", async (field, body, message) => {
    const res = await put(staff.accounts, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(refused(field, message));
  });

  it("saves every kind (from a form's text too), audits what changed before → after, and the next invoice follows", async () => {
    const res = await put(staff.accounts, {
      ...DEFAULT_TAX_SETTINGS,
      membership: { ...DEFAULT_TAX_SETTINGS.membership, sac: "999699", rate_percent: "12", description: "Club year" },
      stay: { ...DEFAULT_TAX_SETTINGS.stay, threshold_per_night: "8,000" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.saved);
    const saved = res.json().data as TaxSettingsRecord;
    expect(saved.defaults).toBe(false);
    expect(saved.settings.membership).toEqual({
      ...DEFAULT_TAX_SETTINGS.membership,
      sac: "999699",
      rate_percent: 12,
      description: "Club year",
    });
    expect(saved.settings.stay.threshold_per_night).toBe(8000);
    expect((await get(staff.admin)).json().data).toEqual(saved);

    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "tax-settings.updated"), eq(auditEvents.userId, staff.accounts.id)))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(entry.actorRole).toBe("accounts");
    expect(entry.detail).toEqual({
      changed: ["membership", "stay"],
      kinds: {
        membership: {
          before: { sac: "999599", description: DEFAULT_TAX_SETTINGS.membership.description, rate_percent: 18 },
          after: { sac: "999699", description: "Club year", rate_percent: 12 },
        },
        stay: { before: { threshold_per_night: 7500 }, after: { threshold_per_night: 8000 } },
      },
    });
    expect((await t.app.services.tax.settings()).membership.rate_percent).toBe(12);

    // an instalment's invoice issued now carries the instalments' rule; a later change leaves it as issued
    const payer = await payingMember(t, { villaIndex: 3, steps: 1, paid: 1, name: "Tax Rule Payer" });
    const number = (await invoiceNumberOf(payer.id))!;
    const issued = await t.app.services.tax.particulars(number);
    expect(issued?.lines[0]).toMatchObject({ sac: "997211", rate_bp: 1800 });
    expect((await put(staff.admin, withRule("instalment", { rate_percent: 5, sac: "997212" }))).statusCode).toBe(200);
    expect((await t.app.services.tax.particulars(number))?.lines[0]).toMatchObject({ sac: "997211", rate_bp: 1800 });
    expect((await put(staff.admin, DEFAULT_TAX_SETTINGS)).statusCode).toBe(200);
  });
});

async function invoiceNumberOf(userId: string) {
  const [row] = await t.database.db
    .select({ number: paymentSteps.invoiceNumber })
    .from(paymentSteps)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
    .where(eq(paymentPlans.userId, userId));
  return row.number;
}

describe("a member's invoice details", () => {
  const details = (who: TestMember | undefined, payload?: object) =>
    t.app.inject({
      method: payload ? "PUT" : "GET",
      url: "/api/invoice-details",
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const gstin = `07AAACB1234C1Z${gstinCheckCharacter("07AAACB1234C1Z")}`;

  it("are the signed-in member's own: anonymous 401", async () => {
    expect((await details(undefined)).statusCode).toBe(401);
    expect((await details(undefined, { gstin: "" })).statusCode).toBe(401);
  });

  it("start empty, with the application's address on record", async () => {
    const payer = await payingMember(t, { villaIndex: 5, steps: 2, paid: 0, name: "Address On Record" });
    const res = await details(payer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      business_name: null,
      gstin: null,
      address: null,
      state: null,
      address_on_record: "12 Mall Road, Solan, Himachal Pradesh",
    });
  });

  it.each([
    ["gstin", { gstin: "07AAACB1234C1Z" }, m.gstinInvalid],
    [
      "gstin",
      {
        gstin: `07AAACB1234C1Z${gstinCheckCharacter("07AAACB1234C1Z") === "A" ? "B" : "A"}`,
        business_name: "B",
        address: "A",
      },
      m.gstinCheck,
    ],
    ["business_name", { gstin, address: "Connaught Place" }, m.businessNameRequired],
    ["address", { gstin, business_name: "Bansal Exports" }, m.addressRequired],
    [
      "state",
      { gstin, business_name: "Bansal Exports", address: "Connaught Place", state: "Goa" },
      `${m.stateOfGstin} 07 is registered in Delhi: please choose Delhi.`,
    ],
    ["state", { state: "Atlantis" }, m.stateInvalid],
  ])("refuse a bad %s with 400 and its message", async (field, payload, message) => {
    const res = await details(member, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(refused(field, message));
  });

  it("save a GSTIN in capitals with its business, its state the GSTIN's, audited", async () => {
    const res = await details(member, {
      business_name: "Bansal Exports",
      gstin: gstin.toLowerCase(),
      address: "14 Connaught Place, New Delhi 110001",
      state: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.detailsSaved);
    expect(res.json().data as InvoiceDetailsRecord).toMatchObject({
      gstin,
      state: "Delhi",
      business_name: "Bansal Exports",
    });
    expect((await details(member)).json().data).toEqual(res.json().data);
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "invoice-details.updated"), eq(auditEvents.userId, member.id)));
    expect(entry.detail).toMatchObject({ before: null, after: { gstin, state: "Delhi" } });
    // and taken away again: empty fields are none
    const cleared = await details(member, { business_name: "", gstin: "", address: "", state: "" });
    expect(cleared.json().data).toMatchObject({ gstin: null, business_name: null, address: null, state: null });
  });
});

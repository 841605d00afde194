import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { DEMO_CLUB_SETTINGS, settingsMessages as m, type ClubSettingsRecord } from "../../../common/club-settings.ts";
import { messages } from "../../../common/messages.ts";
import { auditEvents } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { type Caller, signInEveryRole, type TestMember } from "../../test/members.ts";

/*
 * The club's settings: GET and PUT /api/admin/settings for administrators alone (anonymous 401, a member and the
 * other office roles 403); every field checked with the shared schema (400 with its message); a change audited
 * before → after in its transaction; `services.settings.get()` gives the saved settings, typed.
 */

let t: TestApp;
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
beforeAll(async () => {
  t = await openTestApp();
  ({ staff, callerFor } = await signInEveryRole(t, "Kiran Rao"));
});
afterAll(async () => {
  await t?.close();
});

const get = (who?: TestMember) =>
  t.app.inject({ method: "GET", url: "/api/admin/settings", headers: who?.headers ?? {} });
const put = (who: TestMember | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: who?.headers ?? {}, payload });
const refused = (field: string, message: string) => `${messages.invalidRequest} (${field}: ${message})`;

/** The Trust of a real-looking change: Uttarakhand (GST code 05), its PAN inside its GSTIN, a valid check character. */
const RISHIKESH = {
  ...DEMO_CLUB_SETTINGS,
  legal_name: "Vedanta Wellness Club Trust, Rishikesh",
  address: "Tapovan, Rishikesh\nUttarakhand 249192",
  state: "Uttarakhand",
  pan: "aaptv1234f",
  gstin: "05AAPTV1234F1ZH",
  bank_ifsc: "exmp0000002",
  upi_id: "trust@example",
};

describe("who may read and change the club's settings", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 403],
    ["content", "content", 403],
    ["an administrator", "admin", 200],
  ] as const)("%s: GET and PUT answer as the role allows", async (_label, who, status) => {
    const person = callerFor(who);
    expect((await get(person)).statusCode).toBe(status);
    // refused before the body is read: even an empty body answers 401/403, not 400
    const change = await put(person, status === 200 ? DEMO_CLUB_SETTINGS : {});
    expect(change.statusCode, change.body).toBe(status);
  });
});

describe("GET /api/admin/settings", () => {
  it("answers the demo data's plainly fake settings", async () => {
    const res = await get(staff.admin);
    const data = res.json().data as ClubSettingsRecord;
    expect(res.json().message).toBe(m.loaded);
    expect(data).toMatchObject({
      bank_name: "Example Bank",
      bank_account_number: "000000000000",
      upi_id: "club@example",
      state: "Himachal Pradesh",
    });
    expect(data.updated_at).toEqual(expect.any(String));
  });
});

describe("PUT /api/admin/settings", () => {
  it.each([
    ["pan", { pan: "AAATV000A" }, m.panInvalid],
    ["gstin", { gstin: "02AAATV0000A1Z" }, m.gstinInvalid],
    ["gstin", { gstin: "05AAATV0000A1ZQ" }, `${m.gstinState} (02 for Himachal Pradesh).`],
    ["gstin", { gstin: "02AAATV0001A1ZQ" }, m.gstinPan],
    ["gstin", { gstin: "02AAATV0000A1ZR" }, m.gstinCheck],
    ["bank_ifsc", { bank_ifsc: "EXMP1000001" }, m.ifscInvalid],
    ["upi_id", { upi_id: "club.example" }, m.upiInvalid],
    ["bank_account_number", { bank_account_number: "12345" }, m.accountNumberInvalid],
    ["state", { state: "Atlantis" }, m.stateRequired],
    ["legal_name", { legal_name: "  " }, m.legalNameRequired],
    ["legal_name", { legal_name: "Vedanta\u0000Trust" }, "The legal name must not contain control characters."],
    ["registration_12a_80g_number", { registration_12a_80g_number: "" }, m.registrationNumberRequired],
    ["registration_12a_80g_date", { registration_12a_80g_date: "2025-02-30" }, m.registrationDateInvalid],
    ["registration_12a_80g_date", { registration_12a_80g_date: "2999-01-01" }, m.registrationDateFuture],
  ])("refuses a bad %s with 400 and its message", async (field, change, message) => {
    const res = await put(staff.admin, { ...DEMO_CLUB_SETTINGS, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(refused(field, message));
  });

  it("saves every field (upper-casing PAN, GSTIN and IFSC), audits what changed before → after, and the service reads it", async () => {
    const res = await put(staff.admin, RISHIKESH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.saved);
    const saved = res.json().data as ClubSettingsRecord;
    expect(saved).toMatchObject({
      pan: "AAPTV1234F",
      gstin: "05AAPTV1234F1ZH",
      bank_ifsc: "EXMP0000002",
      address: "Tapovan, Rishikesh\nUttarakhand 249192",
    });
    expect((await get(staff.admin)).json().data).toEqual(saved);

    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "settings.updated"), eq(auditEvents.userId, staff.admin.id)))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(entry.actorRole).toBe("admin");
    expect(entry.detail).toEqual({
      changed: ["legal_name", "address", "state", "pan", "gstin", "bank_ifsc", "upi_id"],
      before: {
        legal_name: DEMO_CLUB_SETTINGS.legal_name,
        address: DEMO_CLUB_SETTINGS.address,
        state: DEMO_CLUB_SETTINGS.state,
        pan: DEMO_CLUB_SETTINGS.pan,
        gstin: DEMO_CLUB_SETTINGS.gstin,
        bank_ifsc: DEMO_CLUB_SETTINGS.bank_ifsc,
        upi_id: DEMO_CLUB_SETTINGS.upi_id,
      },
      after: {
        legal_name: RISHIKESH.legal_name,
        address: RISHIKESH.address,
        state: "Uttarakhand",
        pan: "AAPTV1234F",
        gstin: "05AAPTV1234F1ZH",
        bank_ifsc: "EXMP0000002",
        upi_id: "trust@example",
      },
    });

    const typed = await t.app.services.settings.get();
    expect(typed).toMatchObject({
      legal_name: RISHIKESH.legal_name,
      gstin: "05AAPTV1234F1ZH",
      registration_12a_80g_date: "2025-03-24",
    });
  });

  it("takes the GSTIN and the 12A/80G registration as optional (empty means none)", async () => {
    const res = await put(staff.admin, {
      ...DEMO_CLUB_SETTINGS,
      gstin: "",
      registration_12a_80g_number: "",
      registration_12a_80g_date: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      gstin: null,
      registration_12a_80g_number: null,
      registration_12a_80g_date: null,
    });
    expect(await t.app.services.settings.get()).toMatchObject({ gstin: null, registration_12a_80g_date: null });
  });
});

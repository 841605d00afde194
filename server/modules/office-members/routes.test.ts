import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { officeMembersMessages as m, type MemberListItem } from "../../../common/office-members.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { auditEvents, paymentPlans, paymentSteps, properties } from "../../db/schema.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, fixtures, payingMember, upload, staffMember, type TestMember } from "../../test/members.ts";

/*
 * The office's members: GET /api/admin/members and /api/admin/members/{id} for front office
 * and accounts (an administrator always); anonymous 401, a member or the content role 403.
 */

let t: TestApp;
const staff = {} as Record<StaffRole, TestMember>;
let paying: TestMember;
let fresh: TestMember;

beforeAll(async () => {
  t = await openTestApp();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  paying = await payingMember(t, { villaIndex: 3, steps: 2, paid: 1, name: "Meera Kapoor" });
  fresh = await createMember(t, "Tarun Bose");
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const search = async (query: string, who: TestMember = staff["front-office"]) => {
  const res = await get(`/api/admin/members?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: MemberListItem[]; total: number; page: number; pages: number };
};

describe("who may see the members", () => {
  for (const url of ["/api/admin/members", () => `/api/admin/members/${paying.id}`] as const) {
    const path = () => (typeof url === "string" ? url : url());
    it(`${typeof url === "string" ? url : "/api/admin/members/{id}"}: anonymous 401, a member 403, content 403, front office, accounts and admin 200`, async () => {
      expect((await get(path())).statusCode).toBe(401);
      expect((await get(path(), fresh)).statusCode).toBe(403);
      expect((await get(path(), paying)).statusCode).toBe(403);
      expect((await get(path(), staff.content)).statusCode).toBe(403);
      for (const role of ["front-office", "accounts", "admin"] as const) {
        const res = await get(path(), staff[role]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    });
  }

  it("a member's record is not visible to another member, and a staff account or an unknown id is not a member (404)", async () => {
    const res = await get(`/api/admin/members/${paying.id}`, fresh);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(paying.email);
    expect((await get(`/api/admin/members/${staff.accounts.id}`, staff.admin)).json()).toMatchObject({
      status: 404,
      message: m.notFound,
    });
    expect((await get("/api/admin/members/00000000-0000-4000-8000-000000000000", staff.admin)).statusCode).toBe(404);
    expect((await get("/api/admin/members/not-an-id", staff.admin)).statusCode).toBe(404);
  });
});

describe("GET /api/admin/members: search, step, paging", () => {
  it("finds a member by name, e-mail, phone (however written) and villa name or number; never staff", async () => {
    const [villa] = await t.database.db
      .select({ name: properties.name, villaNumber: properties.villaNumber })
      .from(properties)
      .orderBy(properties.name)
      .limit(1)
      .offset(3);
    const keys = ["Meera Kapoor", "meera", paying.email.toUpperCase(), "98765 43210", "9876543210", villa.name];
    if (villa.villaNumber) keys.push(villa.villaNumber);
    for (const q of keys) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((i) => i.id),
        q,
      ).toContain(paying.id);
    }
    const one = await search(`q=${encodeURIComponent(paying.email)}`);
    expect(one.total).toBe(1);
    expect(one.items[0]).toMatchObject({
      name: "Meera Kapoor",
      email: paying.email,
      phone: "+91 98765 43210",
      stage: "paying",
      villa: { name: villa.name },
    });
    expect((await search("q=Staff")).items.filter((i) => i.name.startsWith("Staff "))).toEqual([]);
    expect((await search("q=nobody-is-called-this")).items).toEqual([]);
  });

  it("filters by application step and pages", async () => {
    const kycOnly = await createMember(t, "Kiran Step");
    const doc = await upload(t.app, kycOnly, "/api/upload/upload-doc", "document", {
      name: "id.pdf",
      bytes: await fixtures.pdf(),
    });
    const villas = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .orderBy(properties.name)
      .limit(1)
      .offset(7);
    const { kycPayload, seededChoices } = await import("../../test/members.ts");
    const choices = await seededChoices(t, 0);
    const kyc = await t.app.inject({
      method: "POST",
      url: `/api/registration/kyc/${villas[0].id}`,
      payload: kycPayload(choices, doc.json().url),
      headers: kycOnly.headers,
    });
    expect(kyc.statusCode, kyc.body).toBe(200);
    const inKyc = await search("step=kyc&limit=50");
    expect(inKyc.items.map((i) => i.id)).toContain(kycOnly.id);
    expect(inKyc.items.every((i) => i.stage === "kyc")).toBe(true);
    const none = await search("step=none&q=Tarun");
    expect(none.items.map((i) => i.id)).toEqual([fresh.id]);
    expect((await search("step=paying&q=Tarun")).items).toEqual([]);
    expect((await search("step=paying&limit=50")).items.map((i) => i.id)).toContain(paying.id);

    const first = await search("limit=2&page=1");
    const second = await search("limit=2&page=2");
    expect(first.items).toHaveLength(2);
    expect(first.pages).toBeGreaterThanOrEqual(2);
    expect(second.page).toBe(2);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0].id);
    expect((await get("/api/admin/members?step=nonsense", staff.accounts)).statusCode).toBe(400);
  });

  it("finds by a part of a name, an e-mail or a phone (as written or its digits), each member once, counted as listed", async () => {
    const keys = ["eera Kap", "KAPOOR", paying.email.slice(3, 14), "765 43", "6543", "+91 98765"];
    for (const q of keys) {
      const found = await search(`q=${encodeURIComponent(q)}&limit=50`);
      const ids = found.items.map((i) => i.id);
      expect(ids, q).toContain(paying.id);
      expect(new Set(ids).size, q).toBe(ids.length);
      expect(found.total, q).toBe(ids.length);
    }
    // LIKE's own characters match themselves
    expect((await search("q=%25")).total).toBe(0);
    expect((await search("q=_")).total).toBe(0);
  });

  it("the office home's counts by step are the step filter's totals", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/members?limit=1", headers: staff.admin.headers });
    const everyone = res.json().data.total as number;
    const { membersByStage } = await import("./service.ts");
    const counts = await membersByStage(t.database.db);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(everyone);
    for (const { stage, count } of counts) expect((await search(`step=${stage}&limit=1`)).total, stage).toBe(count);
  });
});

describe("GET /api/admin/members/{id}", () => {
  it("answers the application step by step with the KYC unmasked, and writes the view to the audit log in its transaction", async () => {
    const before = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, paying.id), eq(auditEvents.action, "member.kyc_viewed")));
    const res = await get(`/api/admin/members/${paying.id}`, staff.accounts);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data;
    expect(record.account).toMatchObject({ id: paying.id, email: paying.email, name: "Meera Kapoor" });
    expect(record.stage).toBe("paying");
    expect(record.kyc).toMatchObject({
      account_number: "123456789012",
      verification_doc_number: "ABCDE1234F",
      phone_no: "+91 98765 43210",
    });
    expect(record.kyc.verification_doc_upload_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(record.family).toEqual([]);
    expect(record.plans).toHaveLength(1);
    const [plan] = record.plans;
    expect(plan.steps.map((s: { status: string }) => s.status)).toEqual(["paid", "pending"]);
    expect(plan.steps[0].payment_receipt_url).toMatch(/^\/files\//);
    expect(plan.steps[0].invoice_url).toBe(`/api/admin/members/${paying.id}/invoices/${plan.property_id}/1`);
    expect(record.moa).toBeNull();

    const after = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, paying.id), eq(auditEvents.action, "member.kyc_viewed")));
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((a) => !before.some((b) => b.id === a.id))!;
    expect(row).toMatchObject({
      userId: staff.accounts.id,
      actorRole: "accounts",
      memberId: paying.id,
      detail: { unmasked: ["account_number", "verification_doc_number"] },
    });
    // the history, newest first, shows this very view
    expect(record.audit[0]).toMatchObject({
      action: "member.kyc_viewed",
      actor: { email: staff.accounts.email, role: "accounts" },
    });
  });

  it("staff open the member's files (identity document, receipt) and the invoice; the content role and other members do not", async () => {
    const record = (await get(`/api/admin/members/${paying.id}`, staff["front-office"])).json().data;
    const files = [record.kyc.verification_doc_upload_url, record.plans[0].steps[0].payment_receipt_url];
    for (const url of files) {
      for (const role of ["front-office", "accounts", "admin"] as const)
        expect((await get(url, staff[role])).statusCode, `${role} ${url}`).toBe(200);
      expect((await get(url, staff.content)).statusCode).toBe(404);
      expect((await get(url, fresh)).statusCode).toBe(404);
      expect((await get(url, paying)).statusCode).toBe(200);
    }
    const invoice = await get(record.plans[0].steps[0].invoice_url, staff.accounts);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect((await get(record.plans[0].steps[0].invoice_url, paying)).statusCode).toBe(403);
  });

  it("a member without an application: no KYC, so no unmasked view is written", async () => {
    const res = await get(`/api/admin/members/${fresh.id}`, staff["front-office"]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stage: "none", kyc: null, plans: [], moa: null });
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.memberId, fresh.id));
    expect(rows.filter((r) => r.action === "member.kyc_viewed")).toEqual([]);
  });
});

describe("GET /api/admin/members.csv", () => {
  it("downloads every member the search and step find, with the balance due as a plain amount; content and members 403", async () => {
    // the second instalment fell due yesterday, unpaid: the member's balance due
    const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, paying.id));
    const [due] = await t.database.db
      .update(paymentSteps)
      .set({ dueDate: addClubDays(clubToday(), -1) })
      .where(and(eq(paymentSteps.planId, plan.id), eq(paymentSteps.step, 2)))
      .returning();
    const csv = await downloadCsv(
      t,
      `/api/admin/members.csv?q=${encodeURIComponent(paying.email)}&page=2&limit=1`,
      staff.accounts,
      "members",
    );
    expect(csv.header).toEqual([
      "Member id",
      "Name",
      "E-mail",
      "Phone",
      "Villa",
      "Villa number",
      "Application step",
      "Joined (IST)",
      "Balance due (INR)",
    ]);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]).toMatchObject({
      "Member id": paying.id,
      Name: "Meera Kapoor",
      // a cell starting with + is kept as text, never read as a formula
      Phone: "'+91 98765 43210",
      "Application step": "Paying",
      "Balance due (INR)": `${due.amount}.00`,
    });
    expect(csv.rows[0]["Joined (IST)"]).toMatch(ISO_MOMENT);
    // the step narrows it; the largest balance due comes first, as the list shows it
    const none = await downloadCsv(t, "/api/admin/members.csv?step=none", staff["front-office"], "members");
    expect(none.rows.map((r) => r["Member id"])).toContain(fresh.id);
    expect(none.rows.map((r) => r["Member id"])).not.toContain(paying.id);
    const byBalance = await downloadCsv(t, "/api/admin/members.csv?sort=balance", staff.admin, "members");
    expect(byBalance.rows[0]["Member id"]).toBe(paying.id);
    expect(byBalance.rows.length).toBe((await search("limit=1")).total);
    for (const who of [staff.content, fresh]) expect((await get("/api/admin/members.csv", who)).statusCode).toBe(403);
  });
});

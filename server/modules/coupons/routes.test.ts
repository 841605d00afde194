import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { couponMessages as m, type CouponList } from "../../../common/coupons.ts";
import { auditEvents, coupons } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { type Caller, signInEveryRole, type TestMember } from "../../test/members.ts";

/*
 * The office's coupons: GET, POST /api/admin/coupons and PATCH /api/admin/coupons/{id} for the
 * front office and accounts (an administrator always); anonymous 401, a member and content 403. Every change is
 * audited, before → after; a code that exists is refused with 409.
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

const send = (method: "GET" | "POST" | "PATCH", url: string, who?: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const newCoupon = (code: string) => ({ code, description: "₹500 off the room charges.", kind: "amount", value: 500 });

describe("who may keep the coupons", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["content", "content", 403],
    ["front office", "front-office", 200],
    ["accounts", "accounts", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: list, create and edit as the role allows", async (label, who, status) => {
    const person = callerFor(who);
    expect((await send("GET", "/api/admin/coupons", person)).statusCode).toBe(status);
    const created = await send(
      "POST",
      "/api/admin/coupons",
      person,
      newCoupon(`ROLE${status}${who ?? "ANON"}`.replace(/[^A-Z0-9]/gi, "").toUpperCase()),
    );
    expect(created.statusCode, created.body).toBe(status === 200 ? 201 : status);
    const [any] = await t.database.db.select({ id: coupons.id }).from(coupons).limit(1);
    expect(
      (await send("PATCH", `/api/admin/coupons/${any.id}`, person, { description: `Changed by ${label}` })).statusCode,
    ).toBe(status);
  });
});

describe("GET /api/admin/coupons", () => {
  it("lists the coupons by code with their uses; finds by code; filters active, switched off and expired", async () => {
    await t.database.db.insert(coupons).values([
      { code: "OLDMONSOON", description: "Monsoon 2025", kind: "percent", value: 20, validTo: "2025-09-30" },
      { code: "PAUSED", description: "Paused for now", kind: "percent", value: 5, active: false },
    ]);
    const all = (await send("GET", "/api/admin/coupons?limit=50", staff.accounts)).json();
    expect(all.message).toBe(m.list);
    const list: CouponList = all.data;
    const codes = list.items.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(list.items.find((c) => c.code === "FIRSTSTAY")).toMatchObject({
      kind: "percent",
      value: 10,
      uses: 0,
      state: "active",
    });

    const found: CouponList = (await send("GET", "/api/admin/coupons?q=satvik", staff["front-office"])).json().data;
    expect(found.items.map((c) => c.code)).toEqual(["SATVIK5"]);
    const expired: CouponList = (await send("GET", "/api/admin/coupons?status=expired", staff.admin)).json().data;
    expect(expired.items.map((c) => c.code)).toEqual(["OLDMONSOON"]);
    const off: CouponList = (await send("GET", "/api/admin/coupons?status=inactive", staff.admin)).json().data;
    expect(off.items.map((c) => c.code)).toEqual(["PAUSED"]);
    const on: CouponList = (await send("GET", "/api/admin/coupons?status=active", staff.admin)).json().data;
    expect(on.items.map((c) => c.code)).not.toContain("PAUSED");
    expect(on.items.map((c) => c.code)).not.toContain("OLDMONSOON");
    const paged: CouponList = (await send("GET", "/api/admin/coupons?limit=2&page=2", staff.admin)).json().data;
    expect(paged).toMatchObject({ page: 2, limit: 2, total: list.total });
    expect(paged.items.map((c) => c.code)).toEqual(codes.slice(2, 4));
  });
});

describe("POST and PATCH /api/admin/coupons", () => {
  it("creates a coupon with its code upper-cased, audited; a code that exists is 409", async () => {
    const res = await send("POST", "/api/admin/coupons", staff.accounts, {
      code: " diwali26 ",
      description: "12% off stays over Diwali.",
      kind: "percent",
      value: 12,
      min_nights: 2,
      valid_from: "2026-10-20",
      valid_to: "2026-11-10",
      usage_limit: 40,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(m.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: "DIWALI26",
      value: 12,
      min_nights: 2,
      usage_limit: 40,
      active: true,
      uses: 0,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coupon.created"), eq(auditEvents.subjectId, created.id)));
    expect(audit).toMatchObject({ userId: staff.accounts.id, actorRole: "accounts" });
    expect(audit.detail).toMatchObject({ before: null, after: { code: "DIWALI26", value: 12 } });

    const again = await send("POST", "/api/admin/coupons", staff["front-office"], newCoupon("Diwali26"));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.codeTaken);
  });

  it("refuses a coupon the rules do not allow, with the field's message", async () => {
    const cases: [object, string][] = [
      [{ ...newCoupon("AB"), value: 5 }, m.code],
      [{ ...newCoupon("NOVALUE"), value: 0 }, m.value],
      [{ ...newCoupon("TOOMUCH"), kind: "percent", value: 120 }, m.percentTooHigh],
      [{ ...newCoupon("BACKWARDS"), valid_from: "2026-12-10", valid_to: "2026-12-01" }, m.validToBeforeFrom],
      [{ ...newCoupon("BADDAY"), valid_from: "2026-02-30" }, m.date],
      [{ ...newCoupon("NOUSE"), usage_limit: 0 }, m.usageLimit],
    ];
    for (const [body, message] of cases) {
      const res = await send("POST", "/api/admin/coupons", staff.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("edits a coupon, audited before → after; another's code is 409; an unknown coupon 404", async () => {
    const created = (await send("POST", "/api/admin/coupons", staff.admin, newCoupon("EDITME"))).json().data;
    const res = await send("PATCH", `/api/admin/coupons/${created.id}`, staff["front-office"], {
      value: 750,
      active: false,
      usage_limit: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.saved);
    expect(res.json().data).toMatchObject({
      code: "EDITME",
      value: 750,
      active: false,
      usage_limit: 10,
      state: "inactive",
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coupon.updated"), eq(auditEvents.subjectId, created.id)))
      .orderBy(desc(auditEvents.createdAt));
    expect(audit.detail).toMatchObject({
      before: { value: 500, active: true, usage_limit: null },
      after: { value: 750, active: false, usage_limit: 10 },
    });

    const percentTooHigh = await send("PATCH", `/api/admin/coupons/${created.id}`, staff.admin, { kind: "percent" });
    expect(percentTooHigh.statusCode).toBe(400);
    expect(percentTooHigh.json().message).toBe(m.percentTooHigh);
    const clash = await send("PATCH", `/api/admin/coupons/${created.id}`, staff.admin, { code: "firststay" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(m.codeTaken);
    const missing = await send("PATCH", "/api/admin/coupons/00000000-0000-4000-8000-000000000000", staff.admin, {
      value: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("GET /api/admin/coupons.csv", () => {
  it("downloads every coupon of the state and search, by code, amounts plain and days ISO; content and members 403", async () => {
    const validTo = addClubDays(clubToday(), 30);
    await t.database.db.insert(coupons).values([
      { code: "CSVAMOUNT", description: "₹750 off", kind: "amount", value: 750, validTo },
      { code: "CSVPERCENT", description: "12% off", kind: "percent", value: 12, active: false },
    ]);
    const csv = await downloadCsv(t, "/api/admin/coupons.csv?q=csv&page=2&limit=1", staff["front-office"], "coupons");
    expect(csv.header.slice(0, 5)).toEqual(["Coupon id", "Code", "Description", "Percent off", "Amount off (INR)"]);
    expect(csv.rows.map((r) => r.Code)).toEqual(["CSVAMOUNT", "CSVPERCENT"]);
    expect(csv.rows[0]).toMatchObject({ "Percent off": "", "Amount off (INR)": "750.00", "Valid to": validTo });
    expect(csv.rows[1]).toMatchObject({ "Percent off": "12", "Amount off (INR)": "", State: "inactive" });
    expect(csv.rows[0]["Changed (IST)"]).toMatch(ISO_MOMENT);
    const off = await downloadCsv(t, "/api/admin/coupons.csv?q=csv&status=inactive", staff.accounts, "coupons");
    expect(off.rows.map((r) => r.Code)).toEqual(["CSVPERCENT"]);
    for (const who of ["content", "member"] as const)
      expect((await send("GET", "/api/admin/coupons.csv", callerFor(who))).statusCode).toBe(403);
  });
});

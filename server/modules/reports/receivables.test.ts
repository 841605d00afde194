import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import {
  AGEING_BUCKETS,
  reportMessages,
  type AgeingBucket,
  type ReceivablesReport,
} from "../../../common/office-reports.ts";
import type { MemberList } from "../../../common/office-members.ts";
import { paymentPlans, paymentSteps } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, payingMember, staffMember, type TestMember } from "../../test/members.ts";
import { readXlsx } from "../../test/xlsx.ts";

/*
 * Receivables: the instalments unpaid on a day, by age. The test makes members with plans, sets their steps' due
 * dates around the club's today, pays, verifies, rejects and cancels some, and checks that each bucket grew by
 * exactly the instalments it made there (a report that counts a paid, awaiting or cancelled step, or a plan made
 * after the day, fails), then the same on a past day, the downloads, the members' balances and the office home's
 * card.
 */

let t: TestApp;
let db: TestApp["database"]["db"];
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
const today = clubToday();
const day = (offset: number) => addClubDays(today, offset);

type Made = { plan: string; member: string; name: string };
const made = {} as Record<"asha" | "bala" | "chitra" | "dev" | "esha", Made>;
let baseline: ReceivablesReport;
let pastBaseline: ReceivablesReport;
const PAST = -40;

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const report = async (query = "", who: TestMember = staff.accounts) => {
  const res = await get(`/api/admin/reports/receivables${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReceivablesReport;
};

async function planOf(memberId: string) {
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.userId, memberId));
  return plan.id;
}
/** Sets a step's due date `offset` days from today. */
async function due(plan: string, step: number, offset: number) {
  await db
    .update(paymentSteps)
    .set({ dueDate: day(offset) })
    .where(and(eq(paymentSteps.planId, plan), eq(paymentSteps.step, step)));
}
async function amountOf(plan: string, step: number) {
  const [row] = await db
    .select({ amount: paymentSteps.amount })
    .from(paymentSteps)
    .where(and(eq(paymentSteps.planId, plan), eq(paymentSteps.step, step)));
  return row.amount;
}

async function make(key: keyof typeof made, options: Parameters<typeof payingMember>[1]) {
  const paying = await payingMember(t, options);
  made[key] = { plan: await planOf(paying.id), member: paying.id, name: paying.name };
}

beforeAll(async () => {
  t = await openTestApp();
  db = t.database.db;
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Plain Member");
  baseline = await report();
  pastBaseline = await report(`?as_of=${day(PAST)}`);

  // Asha: three steps, none paid — 45 days overdue, 5 days overdue, due in 20 days
  await make("asha", { villaIndex: 20, steps: 3, paid: 0, name: "Ledger Asha" });
  await due(made.asha.plan, 1, -45);
  await due(made.asha.plan, 2, -5);
  await due(made.asha.plan, 3, 20);
  // Bala: two steps, the first paid and verified (owed no more), the second 100 days overdue
  await make("bala", { villaIndex: 21, steps: 2, paid: 1, name: "Ledger Bala" });
  await due(made.bala.plan, 1, -150);
  await due(made.bala.plan, 2, -100);
  // Chitra: her plan cancelled today; a step 70 days overdue owed no more
  await make("chitra", { villaIndex: 22, steps: 2, paid: 0, name: "Ledger Chitra" });
  await due(made.chitra.plan, 1, -70);
  await due(made.chitra.plan, 2, -10);
  const cancelled = await t.app.inject({
    method: "POST",
    url: `/api/admin/payments/${made.chitra.plan}/cancel`,
    headers: staff.accounts.headers,
    payload: { reason: "The member asked to stop." },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // Dev: the first step's receipt awaits accounts (paid by the member), the second 61 days overdue
  await make("dev", { villaIndex: 23, steps: 2, paid: 1, verified: 0, name: "Ledger Dev" });
  await due(made.dev.plan, 1, -90);
  await due(made.dev.plan, 2, -61);
  // Esha (a name a spreadsheet would take for a formula): her receipt was rejected, so the step is owed, 31 days
  await make("esha", { villaIndex: 24, steps: 1, paid: 1, verified: 0, name: '=HYPERLINK("x","Ledger Esha")' });
  await due(made.esha.plan, 1, -31);
  const rejected = await t.app.inject({
    method: "POST",
    url: `/api/admin/payments/${made.esha.plan}/steps/1/reject`,
    headers: staff.accounts.headers,
    payload: { reason: "The transfer reference does not match our bank statement." },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  // every plan was made 200 days ago (a plan made after a day owes nothing on it)
  await db
    .update(paymentPlans)
    .set({ createdAt: sql`now() - interval '200 days'` })
    .where(
      inArray(
        paymentPlans.id,
        Object.values(made).map((m) => m.plan),
      ),
    );
});
afterAll(async () => {
  await t?.close();
});

/** Each bucket's growth since the baseline: instalments and rupees. */
function growth(before: ReceivablesReport, after: ReceivablesReport) {
  return Object.fromEntries(
    AGEING_BUCKETS.map(({ key }) => {
      const a = after.buckets.find((b) => b.key === key)!;
      const b = before.buckets.find((x) => x.key === key)!;
      return [key, { count: a.count - b.count, amount: a.amount - b.amount }];
    }),
  ) as Record<AgeingBucket, { count: number; amount: number }>;
}

const ours = (r: ReceivablesReport) =>
  r.items
    .filter((item) => Object.values(made).some((m) => m.plan === item.plan_id))
    .map((item) => `${item.member.name}|${item.step}|${item.due_date}|${item.days_overdue}|${item.bucket}`)
    .sort();

describe("the receivables on the club's today", () => {
  it("count in each bucket exactly the unpaid instalments made there, with their amounts", async () => {
    const now = await report("?limit=200");
    const [a1, a2, a3, b2, d2, e1] = await Promise.all([
      amountOf(made.asha.plan, 1),
      amountOf(made.asha.plan, 2),
      amountOf(made.asha.plan, 3),
      amountOf(made.bala.plan, 2),
      amountOf(made.dev.plan, 2),
      amountOf(made.esha.plan, 1),
    ]);
    expect(growth(baseline, now)).toEqual({
      "not-yet-due": { count: 1, amount: a3 },
      "0-30": { count: 1, amount: a2 },
      "31-60": { count: 2, amount: a1 + e1 },
      "61-90": { count: 1, amount: d2 },
      "over-90": { count: 1, amount: b2 },
    });
    expect(now.total.count - baseline.total.count).toBe(6);
    expect(now.total.amount - baseline.total.amount).toBe(a1 + a2 + a3 + b2 + d2 + e1);
    expect(now.as_of).toBe(today);
    expect(ours(now)).toEqual(
      [
        `Ledger Asha|1|${day(-45)}|45|31-60`,
        `Ledger Asha|2|${day(-5)}|5|0-30`,
        `Ledger Asha|3|${day(20)}|-20|not-yet-due`,
        `Ledger Bala|2|${day(-100)}|100|over-90`,
        `Ledger Dev|2|${day(-61)}|61|61-90`,
        `=HYPERLINK("x","Ledger Esha")|1|${day(-31)}|31|31-60`,
      ].sort(),
    );
    const asha = now.items.find((i) => i.plan_id === made.asha.plan && i.step === 1)!;
    expect(asha).toMatchObject({ member: { id: made.asha.member }, amount: a1, step_name: expect.any(String) });
    expect(asha.villa.name).toBeTruthy();
  });

  it("one bucket narrows the list, the totals stay every bucket's, and the list pages", async () => {
    const over90 = await report("?bucket=over-90&limit=200");
    expect(over90.bucket).toBe("over-90");
    expect(over90.items.every((i) => i.bucket === "over-90")).toBe(true);
    expect(over90.matched).toBe(over90.buckets.find((b) => b.key === "over-90")!.count);
    expect(ours(over90)).toEqual([`Ledger Bala|2|${day(-100)}|100|over-90`]);
    expect(over90.total).toEqual((await report()).total);
    const first = await report("?limit=2");
    expect(first.items).toHaveLength(Math.min(2, first.total.count));
    expect(first.pages).toBe(Math.ceil(first.total.count / 2));
    // earliest due first
    const dues = (await report("?limit=200")).items.map((i) => i.due_date);
    expect(dues).toEqual([...dues].sort());
  });
});

describe("the receivables on a past day", () => {
  it("count what was owed then: a step paid or a plan cancelled since was still owed, a step due later not yet due", async () => {
    const then = await report(`?as_of=${day(PAST)}&limit=200`);
    expect(then.as_of).toBe(day(PAST));
    // days overdue on that day: due −45 → 5; −5 → not yet due; +20 → not yet due; Bala's paid step 1 (−150 → 110) and
    // step 2 (−100 → 60); Chitra's live plan then: −70 → 30, −10 → not yet due; Dev's receipt sent today: −90 → 50,
    // −61 → 21; Esha's: −31 → not yet due
    expect(ours(then)).toEqual(
      [
        `Ledger Asha|1|${day(-45)}|5|0-30`,
        `Ledger Asha|2|${day(-5)}|-35|not-yet-due`,
        `Ledger Asha|3|${day(20)}|-60|not-yet-due`,
        `Ledger Bala|1|${day(-150)}|110|over-90`,
        `Ledger Bala|2|${day(-100)}|60|31-60`,
        `Ledger Chitra|1|${day(-70)}|30|0-30`,
        `Ledger Chitra|2|${day(-10)}|-30|not-yet-due`,
        `Ledger Dev|1|${day(-90)}|50|31-60`,
        `Ledger Dev|2|${day(-61)}|21|0-30`,
        `=HYPERLINK("x","Ledger Esha")|1|${day(-31)}|-9|not-yet-due`,
      ].sort(),
    );
    const grew = growth(pastBaseline, then);
    expect(Object.values(grew).reduce((n, b) => n + b.count, 0)).toBe(10);
    expect(grew["0-30"].count).toBe(3);
    expect(grew["over-90"]).toEqual({ count: 1, amount: await amountOf(made.bala.plan, 1) });
  });

  it("the default day is the club's today, which moves with the clock", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(Date.now() + 10 * 86_400_000));
      const later = await t.app.services.reports.receivables({
        as_of: undefined,
        bucket: undefined,
        page: 1,
        limit: 200,
      });
      expect(later.as_of).toBe(day(10));
      expect(ours(later)).toContain(`Ledger Asha|2|${day(-5)}|15|0-30`);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a day that is not one, and an age not in the list, with a clear message", async () => {
    const bad = await get("/api/admin/reports/receivables?as_of=2026-02-30", staff.accounts);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(reportMessages.invalidDay);
    const bucket = await get("/api/admin/reports/receivables?bucket=ancient", staff.accounts);
    expect(bucket.statusCode).toBe(400);
    expect(bucket.json().message).toContain(reportMessages.chooseBucket);
  });
});

describe("the receivables' downloads", () => {
  it("the CSV has a line per instalment of the bucket asked, ISO dates, formula-safe cells", async () => {
    const res = await get("/api/admin/reports/receivables.csv", staff.accounts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="receivables-${today}.csv"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Member,E-mail,Villa,Villa number,Location,Step,Instalment,Amount (INR),Due date,Days overdue,Age",
    );
    expect(lines).toHaveLength(1 + (await report()).total.count);
    const bala = lines.find((l) => l.startsWith("Ledger Bala,"))!;
    expect(bala).toContain(`,2,`);
    expect(bala).toContain(`,${await amountOf(made.bala.plan, 2)},${day(-100)},100,Over 90 days`);
    // the name a spreadsheet would run as a formula is quoted as text
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""x"",""Ledger Esha"")"`))).toBe(true);
    const oneBucket = await get("/api/admin/reports/receivables.csv?bucket=61-90", staff.admin);
    const rows = oneBucket.body.trimEnd().split("\r\n").slice(1);
    expect(rows.length).toBe((await report()).buckets.find((b) => b.key === "61-90")!.count);
    expect(rows.every((l) => l.endsWith(",61–90 days"))).toBe(true);
  });

  it("the XLSX holds the same instalments (days as dates, texts never formulas) and a sheet of the totals", async () => {
    const res = await get(`/api/admin/reports/receivables.xlsx?as_of=${day(PAST)}`, staff.accounts);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="receivables-${day(PAST)}.xlsx"`);
    const book = readXlsx(res.rawPayload);
    expect(Object.keys(book.sheets)).toEqual(["Receivables", "Totals by age"]);
    expect(book.formulas).toBe(0);
    const [header, ...rows] = book.sheets.Receivables;
    expect(header[0]).toBe("Member");
    const then = await report(`?as_of=${day(PAST)}`);
    expect(rows).toHaveLength(then.total.count);
    const chitra = rows.find((r) => r[0] === "Ledger Chitra" && r[5] === 1)!;
    expect(chitra.slice(7)).toEqual([await amountOf(made.chitra.plan, 1), day(-70), 30, "0–30 days"]);
    expect(rows.some((r) => r[0] === '=HYPERLINK("x","Ledger Esha")')).toBe(true);
    expect(book.sheets["Totals by age"].slice(1)).toEqual([
      ...then.buckets.map((b) => [b.label, b.count, b.amount]),
      ["All unpaid instalments", then.total.count, then.total.amount],
    ]);
  });
});

describe("a member's balance due and the office home's card", () => {
  it("the members list shows each member's balance due today and sorts by it, largest first", async () => {
    const res = await get("/api/admin/members?q=Ledger&sort=balance", staff.accounts);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as MemberList;
    const balance = (name: string) => list.items.find((i) => i.name.includes(name))!.balance_due;
    const [a1, a2, b2, d2, e1] = await Promise.all([
      amountOf(made.asha.plan, 1),
      amountOf(made.asha.plan, 2),
      amountOf(made.bala.plan, 2),
      amountOf(made.dev.plan, 2),
      amountOf(made.esha.plan, 1),
    ]);
    // what is due by today: not Asha's third step (due later), not Chitra's (cancelled), not Dev's awaiting receipt
    expect(balance("Asha")).toBe(a1 + a2);
    expect(balance("Bala")).toBe(b2);
    expect(balance("Chitra")).toBe(0);
    expect(balance("Dev")).toBe(d2);
    expect(balance("Esha")).toBe(e1);
    const balances = list.items.map((i) => i.balance_due);
    expect(balances).toEqual([...balances].sort((x, y) => y - x));
    // the default order is still the newest members first
    const newest = (await get("/api/admin/members?q=Ledger", staff.accounts)).json().data as MemberList;
    expect(newest.items.map((i) => i.name)[0]).toContain("Ledger Esha");
  });

  it("the office home's card counts the instalments past due and what they come to, for accounts", async () => {
    const card = async (role: StaffRole) =>
      (await t.app.services.officeHome.queueCounts(role)).find((q) => q.key === "overdue");
    const all = await report("?limit=200");
    expect(all.total.count).toBeLessThanOrEqual(200);
    // past due: unpaid with the due date gone by (an instalment due today is not overdue yet)
    const past = all.items.filter((i) => i.days_overdue > 0);
    expect(past.filter((i) => Object.values(made).some((m) => m.plan === i.plan_id))).toHaveLength(5);
    expect(await card("accounts")).toEqual({
      key: "overdue",
      label: "Instalments overdue",
      to: "/admin/reports/receivables",
      count: past.length,
      amount: past.reduce((sum, i) => sum + i.amount, 0),
    });
    expect(await card("admin")).toBeDefined();
    expect(await card("front-office")).toBeUndefined();
    expect(await card("content")).toBeUndefined();
  });
});

describe("who may read the receivables", () => {
  it.each([
    "/api/admin/reports/receivables",
    "/api/admin/reports/receivables.csv",
    "/api/admin/reports/receivables.xlsx",
  ])("%s: anonymous 401, a member 403, front office and content 403, accounts and admin 200", async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, member)).statusCode).toBe(403);
    expect((await get(url, staff["front-office"])).statusCode).toBe(403);
    expect((await get(url, staff.content)).statusCode).toBe(403);
    for (const role of ["accounts", "admin"] as const) {
      const res = await get(url, staff[role]);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

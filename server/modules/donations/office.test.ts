import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { donorMessages, type DonorList } from "../../../common/office-donors.ts";
import { clubToday } from "../../../common/club-time.ts";
import { financialYearOf } from "../../../common/statements.ts";
import { donationGifts, donationPlans, donationPledges, donationSubscriptions } from "../../db/schema.ts";
import { jobsDone, openTestApp, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { DONORS_CSV_HEADER } from "./office.ts";

/*
 * A donation pledge is acknowledged by e-mail with its reference (a failed mail leaves the pledge standing,
 * unacknowledged); the office's accounts read the pledges at GET /api/admin/donations and download them as CSV.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
let client = 0;

const pledge = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/donations",
    payload: body,
    remoteAddress: `198.51.100.${(client++ % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { reference: string };
};

const base = {
  amount: 9000,
  currency: "INR",
  kind: "recurring",
  frequency: "monthly",
  causes: ["Clean Himalayas", "Green Himalayas"],
};
const refs = {} as Record<"asha" | "john" | "formula", string>;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Vikram Shah");
  refs.asha = (await pledge({ ...base, name: "Asha Verma", email: "asha.donor@example.in" })).reference;
  refs.john = (
    await pledge({
      ...base,
      name: "John Smith",
      email: "john.donor@example.com",
      currency: "USD",
      amount: 250,
      kind: "one_time",
    })
  ).reference;
  refs.formula = (
    await pledge({ ...base, name: '=HYPERLINK("x")', email: "formula.donor@example.com", currency: "EUR", amount: 40 })
  ).reference;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });

describe("a pledge's acknowledgement", () => {
  it("e-mails the donor the reference and what was pledged, and notes when the mail went", async () => {
    const mail = await t.mail.mailTo("asha.donor@example.in");
    expect(mail.subject).toBe(`Thank you for your pledge (${refs.asha})`);
    expect(mail.text).toContain("Namaste Asha Verma,");
    expect(mail.text).toContain(refs.asha);
    expect(mail.text).toContain("You pledged ₹9,000 every month for: Clean Himalayas, Green Himalayas.");
    expect(mail.text).toContain("No payment has been taken.");
    const usd = await t.mail.mailTo("john.donor@example.com");
    expect(usd.text).toContain("You pledged $250 once for");
    // the job notes it once the mail server took it
    await jobsDone(t);
    const [row] = await t.database.db.select().from(donationPledges).where(eq(donationPledges.reference, refs.asha));
    expect(row.acknowledgedAt).toBeInstanceOf(Date);
  });

  it("a mail that cannot go is queued to be tried again; the pledge stands, unacknowledged", async () => {
    // a mail server that refuses connections
    const down = await openTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const res = await down.app.inject({
        method: "POST",
        url: "/api/donations",
        payload: { ...base, name: "Meera Das", email: "meera@example.in" },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await down.database.db
        .select()
        .from(donationPledges)
        .where(eq(donationPledges.reference, res.json().data.reference));
      expect(row.acknowledgedAt).toBeNull();
    } finally {
      await down.close();
    }
  });
});

describe("who may read the pledges", () => {
  it.each(["/api/admin/donations", "/api/admin/donations.csv"])(
    "%s: anonymous 401, a member 403, front office and content 403, accounts and admin 200",
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, staff["front-office"])).statusCode).toBe(403);
      expect((await get(url, staff.content)).statusCode).toBe(403);
      for (const role of ["accounts", "admin"] as const) {
        const res = await get(url, staff[role]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    },
  );
});

describe("GET /api/admin/donations", () => {
  const list = async (query: string) => {
    const res = await get(`/api/admin/donations?${query}`, staff.accounts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(donorMessages.list);
    return res.json().data as DonorList;
  };

  it("lists the pledges newest first, found by reference, name or e-mail, filtered by kind and currency, a page at a time", async () => {
    const all = await list("");
    expect(all.items.map((i) => i.reference).slice(0, 3)).toEqual([refs.formula, refs.john, refs.asha]);
    expect(all.items[2]).toMatchObject({
      name: "Asha Verma",
      amount: 9000,
      currency: "INR",
      kind: "recurring",
      frequency: "monthly",
    });
    expect(all.items[2].acknowledged_at).not.toBeNull();
    expect((await list("q=john.donor")).items.map((i) => i.reference)).toEqual([refs.john]);
    expect((await list(`q=${refs.asha}`)).items.map((i) => i.reference)).toEqual([refs.asha]);
    expect((await list("kind=one_time")).items.map((i) => i.reference)).toEqual([refs.john]);
    expect((await list("currency=EUR")).items.map((i) => i.reference)).toEqual([refs.formula]);
    expect((await list("q=nobody-at-all")).total).toBe(0);
    const paged = await list("limit=1&page=2");
    expect(paged).toMatchObject({ page: 2, limit: 1, total: all.total, pages: all.total });
    expect(paged.items.map((i) => i.reference)).toEqual([refs.john]);
    expect((await get("/api/admin/donations?currency=JPY", staff.accounts)).statusCode).toBe(400);
  });
});

/** A moment as every CSV writes it: ISO 8601 in the club's time with its offset. */
const ISO_MOMENT = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+05:30";

describe("GET /api/admin/donations.csv", () => {
  it("downloads the filtered pledges as CSV with the header, escaped cells and a formula made harmless", async () => {
    const res = await get("/api/admin/donations.csv?currency=EUR", staff.accounts);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="donation-pledges-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(DONORS_CSV_HEADER.join(","));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${refs.formula},${ISO_MOMENT},"'=HYPERLINK\\(""x""\\)",formula.donor@example.com,40\\.00,EUR,Recurring,monthly,Clean Himalayas; Green Himalayas,${ISO_MOMENT},Pledged \\(nothing received\\),online,3600\\.00,INR,0,0\\.00,,,no$`,
      ),
    );
    expect(lines[2]).toBe("");
  });
});

describe("what the office sees of each pledge's money", () => {
  it("each pledge's status, what was received, its subscription's state, filtered by status; totals per year and cause", async () => {
    const db = t.database.db;
    const [asha] = await db.select().from(donationPledges).where(eq(donationPledges.reference, refs.asha));
    const [john] = await db.select().from(donationPledges).where(eq(donationPledges.reference, refs.john));
    await db
      .insert(donationPlans)
      .values({ razorpayPlanId: "plan_office_9000", amount: 9000, currency: "INR", frequency: "monthly" });
    const [subscription] = await db
      .insert(donationSubscriptions)
      .values({
        pledgeId: asha.id,
        razorpaySubscriptionId: "sub_office_1",
        razorpayPlanId: "plan_office_9000",
        status: "active",
        paidCount: 2,
      })
      .returning();
    await db.update(donationPledges).set({ status: "active" }).where(eq(donationPledges.id, asha.id));
    const today = clubToday();
    await db.insert(donationGifts).values([
      {
        pledgeId: asha.id,
        subscriptionId: subscription.id,
        amount: 9000,
        amountInr: 9000,
        mode: "subscription",
        status: "received",
        paidOn: today,
        razorpayPaymentId: "pay_office_1",
      },
      {
        pledgeId: asha.id,
        subscriptionId: subscription.id,
        amount: 9001,
        amountInr: 9001,
        mode: "subscription",
        status: "received",
        paidOn: today,
        razorpayPaymentId: "pay_office_2",
      },
      {
        pledgeId: john.id,
        amount: 250,
        currency: "USD",
        amountInr: 21000,
        mode: "online",
        status: "received",
        paidOn: today,
        razorpayPaymentId: "pay_office_3",
      },
      {
        pledgeId: john.id,
        amount: 250,
        currency: "USD",
        amountInr: 21000,
        mode: "transfer",
        status: "awaiting",
        paidOn: today,
      },
    ]);
    await db
      .update(donationPledges)
      .set({ status: "paid", chargeCurrency: "USD", chargeAmount: 250 })
      .where(eq(donationPledges.id, john.id));

    const active = await get("/api/admin/donations?status=active", staff.accounts);
    expect(active.statusCode).toBe(200);
    const items = (active.json().data as DonorList).items;
    expect(items.map((i) => i.reference)).toEqual([refs.asha]);
    expect(items[0]).toMatchObject({
      status: "active",
      method: "online",
      charge_amount: 9000,
      charge_currency: "INR",
      gifts_received: 2,
      received_inr: 18001,
      received_foreign: 0,
      subscription_status: "active",
      has_pan: false,
    });
    const paid = (await get("/api/admin/donations?status=paid", staff.accounts)).json().data as DonorList;
    expect(paid.items[0]).toMatchObject({
      reference: refs.john,
      gifts_received: 1,
      received_inr: 0,
      received_foreign: 250,
      charge_currency: "USD",
      subscription_status: null,
    });
    expect((await get("/api/admin/donations?status=sleeping", staff.accounts)).statusCode).toBe(400);

    // a gift for two causes is split evenly between them (rounded to the rupee); dollars are counted apart
    const totals = await t.app.services.donationsOffice.totals();
    expect(totals).toEqual([
      {
        fy: financialYearOf(today).fy,
        gifts: 2,
        rupees: 18001,
        causes: [
          { cause: "Clean Himalayas", rupees: 9001 },
          { cause: "Green Himalayas", rupees: 9001 },
        ],
        foreign: [{ currency: "USD", amount: 250, gifts: 1 }],
      },
    ]);
  });
});

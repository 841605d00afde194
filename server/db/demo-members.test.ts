import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_REJECTION_REASON } from "../../common/demo-members.ts";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD } from "../../common/office.ts";
import type { MemberListItem } from "../../common/office-members.ts";
import { auditEvents, kycDetails, paymentPlans, paymentReceipts, paymentSteps, users } from "./schema.ts";
import { openTestApp, type TestApp } from "../test/app.ts";
import { seedDemoMembers } from "./demo-members.ts";

/*
 * The demo members: made through the services on the start that seeds the demo data, each at
 * its stage as the office sees it, with their files in the storage and the audit rows the member side writes.
 */

let t: TestApp;
let made: number;
const signIn = async (email: string, password: string, n: number) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: `192.0.2.${n}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
};
let admin: { authorization: string };
const byKey = Object.fromEntries(DEMO_MEMBERS.map((m) => [m.key, m]));

beforeAll(async () => {
  t = await openTestApp();
  made = await seedDemoMembers({ db: t.database.db, services: t.app.services });
  admin = await signIn(DEMO_OFFICE_ACCOUNTS[0].email, DEMO_OFFICE_PASSWORD, 10);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const api = async (url: string, headers = admin) => {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe("seedDemoMembers", () => {
  it("makes each demo member once, who signs in with the demo member password", async () => {
    expect(made).toBe(DEMO_MEMBERS.length);
    expect(await seedDemoMembers({ db: t.database.db, services: t.app.services })).toBe(0);
    for (const [i, m] of DEMO_MEMBERS.entries()) await signIn(m.email, DEMO_MEMBER_PASSWORD, 20 + i);
  });

  it("puts each at the stage /api/admin/members reports", async () => {
    const list = (await api("/api/admin/members?q=members.vedanta-club.example&limit=50")) as {
      items: MemberListItem[];
    };
    const stages = Object.fromEntries(list.items.map((i) => [i.email, i.stage]));
    expect(stages).toEqual({
      [byKey.document.email]: "family",
      [byKey.awaiting.email]: "paying",
      [byKey.rejected.email]: "plan",
      [byKey.member.email]: "moa",
      [byKey.owner.email]: "moa",
      [byKey.guest.email]: "none",
    });
  });

  it("makes the owner an owner of his villa with this year's maintenance dues bill, invoiced and due", async () => {
    const ownerId = await idOf(byKey.owner.email);
    expect(await t.app.services.owners.ownerVillas(ownerId)).toHaveLength(1);
    const dues = await t.app.services.owners.duesStanding(ownerId);
    expect(dues).toMatchObject({ status: "due", under_review: false });
    expect(dues.bills).toHaveLength(1);
    expect(dues.bills[0].invoice_number).toMatch(/^VWC-INV-\d{4}-\d+$/);
    expect(dues.owed).toBeGreaterThan(0);
    expect((await t.app.services.owners.settings()).settings).toMatchObject({ billing_day: 1, billing_month: 4 });
  });

  it("keeps the plans as the office decided them: awaiting, rejected with its history, verified with invoices", async () => {
    const db = t.database.db;
    const stepsOf = async (email: string) => {
      const [plan] = await db
        .select()
        .from(paymentPlans)
        .where(eq(paymentPlans.userId, await idOf(email)));
      return {
        plan,
        steps: await db.select().from(paymentSteps).where(eq(paymentSteps.planId, plan.id)).orderBy(paymentSteps.step),
      };
    };
    const awaiting = await stepsOf(byKey.awaiting.email);
    expect(awaiting.plan.status).toBe("reviewing");
    expect(awaiting.steps.map((s) => [s.status, s.verification])).toEqual([
      ["paid", "awaiting"],
      ["pending", null],
      ["pending", null],
    ]);

    const rejected = await stepsOf(byKey.rejected.email);
    expect(rejected.plan.status).toBe("pending");
    expect(rejected.steps[0]).toMatchObject({
      status: "pending",
      verification: "rejected",
      rejectionReason: DEMO_REJECTION_REASON,
    });
    const history = await db.select().from(paymentReceipts).where(eq(paymentReceipts.planId, rejected.plan.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ step: 1, status: "rejected", reason: DEMO_REJECTION_REASON });

    const member = await stepsOf(byKey.member.email);
    expect(member.plan.status).toBe("completed");
    for (const step of member.steps) {
      expect(step).toMatchObject({ status: "paid", verification: "verified" });
      expect(step.invoiceNumber).toMatch(/^VWC-INV-\d{4}-\d+$/);
      // the demo Trust has a GSTIN: a newcomer's demo invoices are GST tax invoices
      const particulars = await t.app.services.tax.particulars(step.invoiceNumber!);
      expect(particulars).toMatchObject({ taxed: true, supplier: { gstin: "02AAATV0000A1ZQ" } });
      expect(particulars!.totals.total).toBe(step.amount * 100);
    }
    const [full] = await db
      .select({ done: users.isPaymentDone })
      .from(users)
      .where(eq(users.email, byKey.member.email));
    expect(full.done).toBe(true);
  });

  it("stores their files where the office opens them: identity documents, receipts, the signed MOA", async () => {
    const record = await api(`/api/admin/members/${await idOf(byKey.member.email)}`);
    const urls: string[] = [
      record.kyc.verification_doc_upload_url,
      ...record.plans.flatMap((p: { steps: { payment_receipt_url: string | null }[] }) =>
        p.steps.map((s) => s.payment_receipt_url),
      ),
    ];
    expect(urls.every((u) => typeof u === "string" && u.startsWith("/files/"))).toBe(true);
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url, headers: admin });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(100);
    }
    const document = await api(`/api/admin/members/${await idOf(byKey.document.email)}`);
    expect(
      (await t.app.inject({ method: "GET", url: document.kyc.verification_doc_upload_url, headers: admin })).headers[
        "content-type"
      ],
    ).toContain("application/pdf");
  });

  it("gives the member an active Full Membership and leaves the guest's membership receipt with accounts", async () => {
    const vikram = await api("/api/membership", await signIn(byKey.member.email, DEMO_MEMBER_PASSWORD, 40));
    expect(vikram).toMatchObject({ status: "active", free_nights_left: 14 });
    expect(vikram.membership_id).toMatch(/^VWC-M-\d{4}-\d+$/);
    const ananya = await api("/api/membership", await signIn(byKey.guest.email, DEMO_MEMBER_PASSWORD, 41));
    expect(ananya).toMatchObject({ status: "under-review", pending: { status: "under-review" } });
    const queue = await api("/api/admin/memberships?status=under-review");
    expect(queue.items.map((i: { member: { email: string } }) => i.member.email)).toEqual([byKey.guest.email]);
  });

  it("fills the office's queues and writes the member side's audit rows", async () => {
    const counts = Object.fromEntries(
      (await t.app.services.officeHome.queueCounts("admin")).map((q) => [q.key, q.count]),
    );
    expect(counts).toEqual({
      receipts: 1,
      memberships: 1,
      agreements: 1,
      documents: 2,
      donationTransfers: 0,
      overdue: 0,
      claims: 1,
      payouts: 0,
      refunds: 0,
      ownerPayouts: 0,
      transfers: 1,
      conveyance: 1,
      arrivingToday: 1,
      arrivingWeek: 2,
      calendarConflicts: 0,
      programmeToday: 0,
    });
    const documents = async (key: string) =>
      (
        await t.database.db
          .select({ status: kycDetails.documentStatus })
          .from(kycDetails)
          .where(eq(kycDetails.userId, await idOf(byKey[key].email)))
      )[0].status;
    expect(await documents("document")).toBe("submitted");
    expect(await documents("rejected")).toBe("submitted");
    expect(await documents("awaiting")).toBe("approved");
    expect(await documents("member")).toBe("approved");

    const ids = await Promise.all(DEMO_MEMBERS.map((m) => idOf(m.email)));
    const actions = (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(inArray(auditEvents.memberId, ids)))
    ).map((a) => a.action);
    for (const action of [
      "identity-document.submitted",
      "identity-document.approved",
      "payment-plan.created",
      "payment-step.paid",
      "payment-step.verified",
      "payment-step.rejected",
      "application.submitted",
    ]) {
      expect(actions, action).toContain(action);
    }
    const stays = (
      await api("/api/admin/stays?arriving=week", await signIn(DEMO_OFFICE_ACCOUNTS[2].email, DEMO_OFFICE_PASSWORD, 11))
    ).items;
    expect(stays.map((s: { member: { email: string } }) => s.member.email)).toEqual([
      byKey.guest.email,
      byKey.guest.email,
    ]);
  });
});

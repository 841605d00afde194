import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { maintenanceMessages as m } from "../../../common/maintenance.ts";
import { auditEvents, maintenanceBills, maintenanceReminders, moaAgreements, propertyTypes } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { memberWithVilla } from "../../test/member-with-villa.ts";
import { fixtures, signInEveryRole, upload, type TestMember } from "../../test/members.ts";
import { razorpayEnv, startRazorpayStandIn, type RazorpayStandIn } from "../../test/razorpay-stand-in.ts";
import { clubDayStart } from "../jobs/service.ts";

/*
 * Villa owners' maintenance dues through the real HTTP stack, the real database, the mail catcher and the Razorpay
 * stand-in: accounts' settings by role, the yearly bill made once by the daily job, its reminders 30 and 7 days before
 * and on the due day, the late fee after the grace days, the overdue standing and its release by an online payment and
 * by a transfer verified by accounts, and the dues in the receivables and the collections.
 */

const keys = { keyId: "rzp_test_dues", keySecret: "dues_key_secret_42", webhookSecret: "dues_webhook_secret_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let everyone: Awaited<ReturnType<typeof signInEveryRole>>;
/** The club's day the tests start on: the billing date is set to it. */
const today = clubToday();
const noonOf = (day: string) => new Date(clubDayStart(day).getTime() + 12 * 60 * 60 * 1000);

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail(razorpayEnv(keys, standIn));
  everyone = await signInEveryRole(t, "Dues Member");
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

let address = 0;
/** `who` signed in again at the clock's time (a session begun weeks before the moved clock has ended). */
async function signedInNow(who: TestMember): Promise<TestMember> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: who.email, password: "lotus-pond-42" },
    remoteAddress: `192.0.2.${(address++ % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, headers: { authorization: `Bearer ${res.json().data.token as string}` } };
}

const inject = async (who: TestMember | undefined, method: "GET" | "PUT" | "POST", url: string, payload?: object) => {
  const caller = who && vi.isFakeTimers() ? await signedInNow(who) : who;
  return t.app.inject({ method, url, payload, headers: caller?.headers ?? {} });
};

/** An agreement as countersigning leaves it (its executed file stands in for the sealed one). */
const executed = () => ({
  status: "executed" as const,
  countersignedAt: new Date(),
  executedPdfFileId: sql`${moaAgreements.pdfFileId}`,
  executedSha256: sql`${moaAgreements.pdfSha256}`,
});

/** A member who owns a villa: fully paid and verified, the agreement signed and countersigned (executed). */
async function owner(villaIndex: number, name: string) {
  const { member, villa } = await memberWithVilla(t, villaIndex, { name, moaSignedAt: new Date() });
  await t.database.db.update(moaAgreements).set(executed()).where(eq(moaAgreements.userId, member.id));
  return { member, villa };
}

/** Moves the clock to noon of a club day and runs the daily jobs as the process does. */
async function runJobsOn(day: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(noonOf(day));
  const outcome = await t.app.services.jobs.runDaily(noonOf(day));
  await jobsDone(t);
  return outcome["maintenance-dues"];
}

const billOf = async (memberId: string) =>
  (await t.database.db.select().from(maintenanceBills).where(eq(maintenanceBills.userId, memberId)))[0];
const mailsTo = (member: TestMember) => t.mail.mails.filter((mail) => mail.to.includes(member.email));

/** Settings with the billing date today and a charge for every kind of home (₹12.50 a sq ft, or ₹50,000 a villa). */
async function saveSettings(change: Record<string, unknown> = {}) {
  const kinds = await t.database.db.select({ id: propertyTypes.id }).from(propertyTypes);
  const [, month, day] = today.split("-").map(Number);
  const res = await inject(everyone.staff.accounts, "PUT", "/api/admin/maintenance/settings", {
    billing_day: month === 2 && day === 29 ? 28 : day,
    billing_month: month,
    due_days: 40,
    grace_days: 5,
    late_fee_kind: "percent",
    late_fee: 2,
    rates: kinds.map((kind, i) => ({
      property_type_id: kind.id,
      basis: i % 2 === 0 ? "per-sqft" : "fixed",
      amount: i % 2 === 0 ? 12.5 : 50000,
    })),
    ...change,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("the maintenance settings", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["front office", "front-office", 403],
    ["content", "content", 403],
    ["accounts", "accounts", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: GET and PUT answer as the role allows", async (_label, who, status) => {
    const person = everyone.callerFor(who);
    expect((await inject(person, "GET", "/api/admin/maintenance/settings")).statusCode).toBe(status);
    const body =
      status === 200
        ? { billing_day: 31, billing_month: 2, grace_days: 0, late_fee_kind: "fixed", late_fee: 0, rates: [] }
        : {};
    // refused before the body is read; a February 31st is refused for the roles let through
    expect((await inject(person, "PUT", "/api/admin/maintenance/settings", body)).statusCode).toBe(
      status === 200 ? 400 : status,
    );
    expect((await inject(person, "GET", "/api/admin/maintenance/bills")).statusCode).toBe(status);
  });

  it("are saved with each kind's charge and audited before → after", async () => {
    const saved = await saveSettings();
    expect(saved.settings).toMatchObject({ due_days: 40, grace_days: 5, late_fee_kind: "percent", late_fee: 2 });
    expect(saved.kinds.every((k: { basis: string }) => k.basis !== "none")).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "maintenance-settings.updated"));
    expect(audits.length).toBeGreaterThan(0);
    expect(audits.at(-1)!.detail).toMatchObject({ before: { settings: null }, after: { settings: { due_days: 40 } } });
  });
});

describe("a villa's yearly dues", () => {
  let first: Awaited<ReturnType<typeof owner>>;
  let second: Awaited<ReturnType<typeof owner>>;
  beforeAll(async () => {
    first = await owner(40, "Owner Online");
    second = await owner(41, "Owner Transfer");
  }, 180_000);

  it("are billed once on the billing date to each owner, with a GST invoice e-mailed in their language", async () => {
    await t.database.db.update(moaAgreements).set({ status: "awaiting-countersign", countersignedAt: null });
    // not an owner until the agreement is executed: nothing billed, standing none
    const notYet = await t.app.services.owners.runDues(today);
    expect(notYet).toBe(0);
    await t.database.db.update(moaAgreements).set(executed());
    expect(await t.app.services.owners.ownerVillas(first.member.id)).toHaveLength(1);
    expect((await t.app.services.owners.duesStanding(first.member.id)).status).toBe("none");

    expect(await runJobsOn(today)).toMatchObject({ ran: true });
    const bill = await billOf(first.member.id);
    expect(bill).toMatchObject({ year: Number(today.slice(0, 4)), billedOn: today, dueOn: addClubDays(today, 40) });
    expect(bill.invoiceNumber).toMatch(/^VWC-INV-\d{4}-\d+$/);
    const particulars = await t.app.services.tax.particulars(bill.invoiceNumber!);
    expect(particulars!.lines[0]).toMatchObject({ kind: "maintenance", sac: "999599" });
    expect(particulars!.totals.total).toBe(bill.amount * 100);
    const billed = mailsTo(first.member).find((mail) => mail.subject.startsWith("Maintenance dues for"));
    expect(billed?.raw).toContain(`invoice-${bill.invoiceNumber}.pdf`);

    // a second run of the day, and the work itself again, bill nothing more
    expect((await t.app.services.jobs.runDaily(noonOf(today)))["maintenance-dues"].ran).toBe(false);
    expect(await t.app.services.owners.runDues(today)).toBe(0);
    const bills = await t.database.db
      .select()
      .from(maintenanceBills)
      .where(eq(maintenanceBills.propertyId, first.villa.id));
    expect(bills).toHaveLength(1);
    expect((await t.app.services.owners.duesStanding(first.member.id)).status).toBe("due");

    // the office's search finds the invoice and opens its PDF by its number
    const search = await inject(everyone.staff.accounts, "GET", `/api/admin/search?q=${bill.invoiceNumber}`);
    expect(search.json().data.groups.find((g: { kind: string }) => g.kind === "invoices").items[0].title).toBe(
      bill.invoiceNumber,
    );
    const pdf = await inject(everyone.staff.accounts, "GET", `/api/admin/invoices/${bill.invoiceNumber}`);
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
    // the member downloads their own invoice; another member's answers 404
    expect((await inject(first.member, "GET", `/api/portal/dues/${bill.id}/invoice`)).statusCode).toBe(200);
    expect((await inject(second.member, "GET", `/api/portal/dues/${bill.id}/invoice`)).statusCode).toBe(404);
  }, 120_000);

  it("remind 30 and 7 days before the due day and on it, once each", async () => {
    const bill = await billOf(first.member.id);
    const reminders = () => mailsTo(first.member).filter((mail) => mail.subject.startsWith("Your maintenance dues"));
    await runJobsOn(addClubDays(bill.dueOn, -30));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].text).toContain("are due in 30 days");
    await runJobsOn(addClubDays(bill.dueOn, -29));
    expect(reminders()).toHaveLength(1);
    await runJobsOn(addClubDays(bill.dueOn, -7));
    expect(reminders()[1].text).toContain("are due in 7 days");
    await runJobsOn(bill.dueOn);
    expect(reminders()[2].subject).toContain("are due today");
    expect(await t.app.services.owners.runDues(bill.dueOn)).toBe(0);
    const kinds = await t.database.db
      .select({ kind: maintenanceReminders.kind })
      .from(maintenanceReminders)
      .where(eq(maintenanceReminders.billId, bill.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["30-days", "7-days", "due-day"]);
    expect(reminders()).toHaveLength(3);
  }, 60_000);

  it("are overdue the day after the due day, and charge the late fee once after the grace days", async () => {
    const bill = await billOf(first.member.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(noonOf(addClubDays(bill.dueOn, 1)));
    const standing = await inject(first.member, "GET", "/api/portal/dues");
    expect(standing.json().data).toMatchObject({ status: "overdue", overdue_since: bill.dueOn, owed: bill.amount });

    await runJobsOn(addClubDays(bill.dueOn, 5));
    expect((await billOf(first.member.id)).lateFee).toBe(0);
    await runJobsOn(addClubDays(bill.dueOn, 6));
    const late = await billOf(first.member.id);
    expect(late.lateFee).toBe(Math.floor((2 * late.amount * 200 + 10_000) / 20_000));
    expect(late.lateFeeInvoiceNumber).toMatch(/^VWC-INV-\d{4}-\d+$/);
    const mail = mailsTo(first.member).find((m) => m.subject.startsWith("A late fee"));
    expect(mail?.raw).toContain(`invoice-${late.lateFeeInvoiceNumber}.pdf`);
    await runJobsOn(addClubDays(bill.dueOn, 7));
    expect((await billOf(first.member.id)).lateFeeInvoiceNumber).toBe(late.lateFeeInvoiceNumber);
    expect(mailsTo(first.member).filter((m) => m.subject.startsWith("A late fee"))).toHaveLength(1);
  });

  it("paid online through Razorpay: the order is the server's amount, the bill paid once and the hold released", async () => {
    const bill = await billOf(first.member.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(noonOf(addClubDays(bill.dueOn, 8)));
    const other = await inject(second.member, "POST", "/api/payments/razorpay/order", {
      purpose: "maintenance",
      bill_id: bill.id,
    });
    expect(other.statusCode).toBe(404);
    const order = await inject(first.member, "POST", "/api/payments/razorpay/order", {
      purpose: "maintenance",
      bill_id: bill.id,
      amount: 1,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.amount).toBe((bill.amount + bill.lateFee) * 100);
    const paid = standIn.pay(order.json().data.order_id);
    const forged = await inject(first.member, "POST", "/api/payments/razorpay/verify", {
      ...paid,
      razorpay_signature: "0".repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect((await billOf(first.member.id)).status).toBe("due");
    const verified = await inject(first.member, "POST", "/api/payments/razorpay/verify", paid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.maintenance).toMatchObject({ id: bill.id, status: "paid" });
    expect(await inject(first.member, "POST", "/api/payments/razorpay/verify", paid)).toMatchObject({
      statusCode: 200,
    });
    const row = await billOf(first.member.id);
    expect(row).toMatchObject({ status: "paid", paidVia: "razorpay", razorpayPaymentId: paid.razorpay_payment_id });
    expect((await t.app.services.owners.duesStanding(first.member.id)).status).toBe("paid");
    const again = await inject(first.member, "POST", "/api/payments/razorpay/order", {
      purpose: "maintenance",
      bill_id: bill.id,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, m.alreadyPaid]);
  });

  it("paid by transfer: the instructions quote the invoice, the receipt with its UTR waits for accounts, who verify it", async () => {
    const bill = await billOf(second.member.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(noonOf(addClubDays(bill.dueOn, 8)));
    const owed = bill.amount + bill.lateFee;
    const instructions = await inject(second.member, "GET", "/api/payment-instructions?purpose=maintenance");
    expect(instructions.statusCode, instructions.body).toBe(200);
    expect(instructions.json().data).toMatchObject({
      purpose: "maintenance",
      amount: owed,
      reference: bill.invoiceNumber,
    });

    const receipt = await upload(t.app, await signedInNow(second.member), "/api/upload/upload-doc", "document", {
      name: "dues-receipt.png",
      bytes: await fixtures.png(),
      type: "image/png",
    });
    const sent = await inject(second.member, "POST", `/api/portal/dues/${bill.id}/receipt`, {
      receipt_url: receipt.json().url,
      utr: "HDFCN52099120100042",
      paid_on: addClubDays(bill.dueOn, 8),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // the money is not the club's until accounts verify it: still overdue, with the receipt under review
    expect(sent.json().data).toMatchObject({ status: "overdue", under_review: true });
    const twice = await inject(second.member, "POST", `/api/portal/dues/${bill.id}/receipt`, {
      receipt_url: receipt.json().url,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, m.underReview]);

    const queue = await inject(everyone.staff.accounts, "GET", "/api/admin/maintenance/bills?status=under-review");
    expect(queue.json().data.items.map((i: { id: string }) => i.id)).toContain(bill.id);
    expect(
      (await inject(everyone.staff["front-office"], "POST", `/api/admin/maintenance/bills/${bill.id}/verify`))
        .statusCode,
    ).toBe(403);
    const done = await inject(everyone.staff.accounts, "POST", `/api/admin/maintenance/bills/${bill.id}/verify`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await billOf(second.member.id)).toMatchObject({
      status: "paid",
      paidVia: "receipt",
      utr: "HDFCN52099120100042",
    });
    expect((await t.app.services.owners.duesStanding(second.member.id)).status).toBe("paid");
    await jobsDone(t);
    expect(mailsTo(second.member).some((mail) => mail.subject.includes("received"))).toBe(true);
    const again = await inject(everyone.staff.accounts, "POST", `/api/admin/maintenance/bills/${bill.id}/verify`);
    expect(again.statusCode).toBe(409);
    const verifiedAudit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "maintenance.receipt-verified"), eq(auditEvents.subjectId, bill.id)));
    expect(verifiedAudit).toHaveLength(1);
  });

  it("are in the receivables while owed and in the collections once paid, as kind maintenance", async () => {
    const bill = await billOf(first.member.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(noonOf(addClubDays(bill.dueOn, 10)));
    const owedOn = addClubDays(bill.dueOn, 7);
    const receivables = await inject(everyone.staff.accounts, "GET", `/api/admin/reports/receivables?as_of=${owedOn}`);
    expect(receivables.statusCode, receivables.body).toBe(200);
    const dues = receivables.json().data.dues;
    const owedBill = dues.items.find((i: { bill_id: string }) => i.bill_id === bill.id);
    expect(owedBill).toMatchObject({ invoice_number: bill.invoiceNumber, amount: bill.amount + bill.lateFee });
    expect(dues.overdue_count).toBeGreaterThanOrEqual(2);
    const after = await inject(
      everyone.staff.accounts,
      "GET",
      `/api/admin/reports/receivables?as_of=${addClubDays(bill.dueOn, 9)}`,
    );
    expect(after.json().data.dues.items.map((i: { bill_id: string }) => i.bill_id)).not.toContain(bill.id);

    const paidOn = addClubDays(bill.dueOn, 8);
    const collections = await inject(
      everyone.staff.accounts,
      "GET",
      `/api/admin/reports/collections?from=${paidOn}&to=${paidOn}&group=kind&key=maintenance`,
    );
    expect(collections.statusCode, collections.body).toBe(200);
    const data = collections.json().data;
    const second_ = await billOf(second.member.id);
    const kind = data.groups.find((g: { key: string }) => g.key === "maintenance");
    expect(kind.collected).toBe(bill.amount + bill.lateFee + second_.amount + second_.lateFee);
    expect(data.entries.items.map((e: { document: { number: string } }) => e.document.number).sort()).toEqual(
      [bill.invoiceNumber, second_.invoiceNumber].sort(),
    );
  });
});

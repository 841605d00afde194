import { createHash } from "node:crypto";
import { addDays, format } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubMonth, clubToday } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { officePaymentsMessages } from "../../../common/office-payments.ts";
import { refundMessages as m } from "../../../common/refunds.ts";
import {
  auditEvents,
  bookings,
  creditNotes,
  paymentPlans,
  paymentSteps,
  properties,
  razorpayOrders,
  refunds,
  users,
} from "../../db/schema.ts";
import { MAIL_FORMAT } from "../../platform/mail-text.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import {
  createMember,
  multipart,
  payingMember,
  seededChoices,
  staffMember,
  type TestMember,
} from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";
import { issueCreditNote } from "./credit-notes.ts";

/*
 * Money the club owes back, and credit notes: a plan cancelled with verified instalments credits each invoice (a
 * credit note VWC-CN-<year>-<n>, gap-free, sealed and verifiable at /verify) and owes its amount back; a stay paid
 * online and cancelled is credited and refunded through Razorpay; accounts list what is owed at /api/admin/refunds,
 * record what the bank paid (never more than owed, audited, the member e-mailed with the credit note) and record a
 * duplicate payment as owed. Accounts and administrators only.
 */

const keys = { keyId: "rzp_test_refunds", keySecret: "refunds_key_secret_42", webhookSecret: "refunds_webhook_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({
    ...razorpayEnv(keys, standIn),
  });
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const as = (who: TestMember | undefined, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The PDF attachments of a caught mail: their file names and bytes. */
function pdfAttachments(raw: string): { filename: string; bytes: Buffer }[] {
  const found: { filename: string; bytes: Buffer }[] = [];
  for (const part of raw.replace(/\r\n/g, "\n").split(/\n--[^\n]*\n/)) {
    const end = part.indexOf("\n\n");
    const headers = part.slice(0, end).replace(/\n[ \t]+/g, " ");
    if (!/content-type: application\/pdf/i.test(headers)) continue;
    const filename = /filename="?([^";\n]+)"?/i.exec(headers)?.[1] ?? "";
    const body = part.slice(end + 2).replace(/[^A-Za-z0-9+/=]/g, "");
    found.push({ filename, bytes: Buffer.from(body, "base64") });
  }
  return found;
}

async function planOf(member: TestMember, villaIndex: number) {
  const villa = (await seededChoices(t, villaIndex)).villa;
  const [plan] = await t.database.db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.userId, member.id), eq(paymentPlans.propertyId, villa.id)));
  const steps = await t.database.db.select().from(paymentSteps).where(eq(paymentSteps.planId, plan.id));
  return { villa, plan, steps: steps.sort((a, b) => a.step - b.step) };
}

const owedOf = (userId: string) => t.database.db.select().from(refunds).where(eq(refunds.userId, userId));

async function listed(status: "owed" | "refunded", q: string) {
  const res = await as(staff.accounts, "GET", `/api/admin/refunds?status=${status}&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const numberPattern = new RegExp(`^VWC-CN-${clubMonth(new Date()).year}-(\\d+)$`);
const serialOf = (number: string) => Number(numberPattern.exec(number)?.[1]);

describe("who may see and record refunds", () => {
  it("anonymous 401, a member and the front office and content 403; accounts and an administrator may", async () => {
    const member = await createMember(t, "Roles Refund");
    const calls: [method: "GET" | "POST", url: string, payload?: object][] = [
      ["GET", "/api/admin/refunds?status=owed"],
      ["GET", "/api/admin/refunds?status=refunded"],
      ["POST", "/api/admin/refunds/00000000-0000-4000-8000-000000000000/record", {}],
      ["POST", "/api/admin/refunds", {}],
      ["GET", "/api/admin/credit-notes/00000000-0000-4000-8000-000000000000"],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(undefined, method, url, payload)).statusCode, url).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, url).toBe(403);
      expect((await as(staff["front-office"], method, url, payload)).statusCode, url).toBe(403);
      expect((await as(staff.content, method, url, payload)).statusCode, url).toBe(403);
      for (const role of ["accounts", "admin"] as const) {
        // past the role check: the list answers, a post is judged on its merits (400 input, 404 no such refund)
        const status = (await as(staff[role], method, url, payload)).statusCode;
        expect([200, 400, 404], `${role} ${method} ${url}`).toContain(status);
      }
    }
    expect((await as(staff.admin, "GET", "/api/admin/refunds")).headers["cache-control"]).toBe("no-store");
    // a member's own credit notes need a session
    expect((await as(undefined, "GET", "/api/credit-notes/00000000-0000-4000-8000-000000000000")).statusCode).toBe(401);
  });
});

describe("a plan cancelled with verified instalments", () => {
  it("credits each invoice (VWC-CN numbers without a gap), owes each amount back, and cannot be restarted", async () => {
    const member = await payingMember(t, { villaIndex: 30, steps: 2, paid: 2, verified: 2, name: "Credit Cancelled" });
    const { plan, steps } = await planOf(member, 30);
    const reason = "The member withdrew from the villa.";
    const cancelled = await as(staff.accounts, "POST", `/api/admin/payments/${plan.id}/cancel`, { reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { credit_notes: numbers, refund_owed } = cancelled.json().data;
    const total = steps[0].amount + steps[1].amount;
    expect(refund_owed).toBe(total);
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(numberPattern);
    expect(serialOf(numbers[1])).toBe(serialOf(numbers[0]) + 1);
    expect(cancelled.json().message).toBe(officePaymentsMessages.planCancelledCredited(formatRupees(total), numbers));

    // each credit note names its invoice and its amount
    const notes = await t.database.db.select().from(creditNotes).where(inArray(creditNotes.number, numbers));
    expect(notes.map((n) => [n.invoiceNumber, n.amount]).sort()).toEqual(
      steps.map((s) => [s.invoiceNumber, s.amount]).sort(),
    );

    // what is owed: one refund per instalment, by the bank (paid by receipt), with its credit note
    const owed = await owedOf(member.id);
    expect(owed.map((r) => [r.kind, r.status, r.method, r.amountOwed, r.amountRefunded]).sort()).toEqual(
      steps.map((s) => ["plan-cancelled", "owed", "bank", s.amount, 0]).sort(),
    );
    const page = await listed("owed", "Credit Cancelled");
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      kind: "plan-cancelled",
      member: { id: member.id, name: "Credit Cancelled", email: member.email },
      status: "owed",
      method: "bank",
      amount_refunded: 0,
      paid_on: null,
      credit_note: { number: expect.stringMatching(numberPattern) },
    });
    expect(page.items[0].what).toContain("Step 1 of 2");

    // audited in the cancellation's transaction
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.memberId, member.id));
    expect(audit.filter((a) => a.action === "credit-note.issued")).toHaveLength(2);
    expect(audit.filter((a) => a.action === "refund.owed")).toHaveLength(2);
    expect(audit.find((a) => a.action === "payment-plan.cancelled")?.detail).toMatchObject({
      creditNotes: numbers,
      owed: total,
    });

    // the member's mail carries both credit notes
    const mail = await mailAbout(t.mail, member.email, "Your payment plan was cancelled");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`are credited back to you`);
    expect(
      pdfAttachments(mail.raw)
        .map((a) => a.filename)
        .sort(),
    ).toEqual(numbers.map((n: string) => `credit-note-${n}.pdf`).sort());

    // what was credited stays credited
    const restart = await as(staff.accounts, "POST", `/api/admin/payments/${plan.id}/restart`);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(m.creditedNoRestart);
  });

  it("owes nothing and issues no credit note for a plan with no verified instalment", async () => {
    const member = await payingMember(t, { villaIndex: 31, steps: 2, paid: 1, verified: 0, name: "Nothing Verified" });
    const { plan } = await planOf(member, 31);
    const cancelled = await as(staff.accounts, "POST", `/api/admin/payments/${plan.id}/cancel`, { reason: "Overdue." });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: officePaymentsMessages.planCancelled,
      data: { credit_notes: [], refund_owed: 0 },
    });
    expect(await owedOf(member.id)).toEqual([]);
  });
});

describe("a refund paid by the bank", () => {
  it("is recorded never more than owed, in parts, audited, and the member e-mailed with the sealed credit note /verify knows", async () => {
    const member = await payingMember(t, { villaIndex: 32, steps: 1, paid: 1, verified: 1, name: "Bank Refund" });
    const { plan, steps } = await planOf(member, 32);
    expect(
      (await as(staff.admin, "POST", `/api/admin/payments/${plan.id}/cancel`, { reason: "Paid twice." })).statusCode,
    ).toBe(200);
    const [refund] = await owedOf(member.id);
    const owed = steps[0].amount;
    expect(refund.amountOwed).toBe(owed);
    const record = (payload: object, who = staff.accounts) =>
      as(who, "POST", `/api/admin/refunds/${refund.id}/record`, payload);
    const today = clubToday();

    // refused: more than owed (409 naming what is owed), a day to come, a day before it was owed, a blank reference
    const tooMuch = await record({ paid_on: today, amount: owed + 1, reference: "UTR0001" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(m.moreThanOwed(formatRupees(owed)));
    const future = await record({ paid_on: addClubDays(today, 1), amount: 1, reference: "UTR0001" });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(m.paidOnFuture);
    expect((await record({ paid_on: addClubDays(today, -400), amount: 1, reference: "UTR0001" })).statusCode).toBe(400);
    const blank = await record({ paid_on: today, amount: 1, reference: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(m.reference);
    expect((await record({ paid_on: "31-12-2026", amount: 1, reference: "UTR0001" })).json().message).toContain(
      m.paidOnDay,
    );

    // paid in two parts
    const part = owed - 1000;
    const first = await record({ paid_on: today, amount: part, reference: "UTR-PART-1" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { status: "owed", amount: part, left: 1000 },
      message: m.recorded(formatRupees(part), formatRupees(1000)),
    });
    expect((await record({ paid_on: today, amount: 1001, reference: "UTR-PART-2" })).json().message).toBe(
      m.moreThanOwed(formatRupees(1000)),
    );
    const rest = await record({ paid_on: today, amount: 1000, reference: "UTR-PART-2" }, staff.admin);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toEqual({ status: "refunded", amount: 1000, left: 0 });
    const again = await record({ paid_on: today, amount: 1, reference: "UTR-PART-3" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyRefunded);

    // it has moved to Refunded, with both payments and who recorded them
    expect((await listed("owed", "Bank Refund")).total).toBe(0);
    const [item] = (await listed("refunded", "Bank Refund")).items;
    expect(item).toMatchObject({
      status: "refunded",
      amount_owed: owed,
      amount_refunded: owed,
      paid_on: today,
      reference: "UTR-PART-2",
      recorded_by: "Staff admin",
    });
    expect(
      item.payments.map((p: { amount: number; reference: string; recorded_by: string }) => [
        p.amount,
        p.reference,
        p.recorded_by,
      ]),
    ).toEqual([
      [part, "UTR-PART-1", "Staff accounts"],
      [1000, "UTR-PART-2", "Staff admin"],
    ]);
    const paid = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, refund.id), eq(auditEvents.action, "refund.paid")));
    expect(paid.map((a) => a.detail)).toEqual([
      expect.objectContaining({
        amount: part,
        reference: "UTR-PART-1",
        after: { amountRefunded: part, status: "owed" },
      }),
      expect.objectContaining({
        amount: 1000,
        reference: "UTR-PART-2",
        after: { amountRefunded: owed, status: "refunded" },
      }),
    ]);

    // the member is e-mailed each payment, with the credit note (the queue sends them in either order)
    await jobsDone(t);
    const mailed = (subject: string) =>
      t.mail.mails.find((mail) => mail.to.includes(member.email) && mail.subject === subject)!;
    const firstMail = mailed(`Refund of ${formatRupees(part)} paid`);
    expect(firstMail.text).toContain("UTR-PART-1");
    expect(firstMail.text).toContain(`${formatRupees(1000)} of the ${formatRupees(owed)} we owe you`);
    const lastMail = mailed(`Refund of ${formatRupees(1000)} paid`);
    expect(lastMail.text).toContain(`This completes the refund of ${formatRupees(owed)}.`);
    const [attached] = pdfAttachments(lastMail.raw);
    expect(attached.filename).toBe(`credit-note-${item.credit_note.number}.pdf`);

    // the credit note as drawn: its number, the invoice it credits with its date, the amount
    const text = pdfText(attached.bytes);
    expect(text).toContain("Credit Note");
    expect(text).toContain(item.credit_note.number);
    expect(text).toContain(steps[0].invoiceNumber);
    expect(text).toContain(`Amount credited: ${formatRupees(owed)}`);
    expect(text).toMatch(/Verify this credit note at http\S+\/verify\//);
    // it quotes the GST particulars of the invoice it credits: the Trust's GSTIN, the place of supply, the taxes
    expect(text).toContain("GSTIN 02AAATV0000A1ZQ");
    expect(text).toContain("Place of supply");
    expect(text).toMatch(/CGST[\s\S]*SGST/);
    expect(text).toContain("Credit note number");
    expect(text).toContain("Against invoice");
    expect(text).not.toContain("?");

    // the member downloads the same file from the portal; another member cannot
    const mine = await as(member, "GET", `/api/credit-notes/${item.credit_note.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(sha256(mine.rawPayload)).toBe(sha256(attached.bytes));
    const other = await createMember(t, "Not The Owner");
    expect((await as(other, "GET", `/api/credit-notes/${item.credit_note.id}`)).statusCode).toBe(404);
    const documents = (await as(member, "GET", "/api/portal/documents")).json().data;
    expect(documents).toContainEqual(
      expect.objectContaining({
        kind: "credit-note",
        name: `Credit note ${item.credit_note.number} for invoice ${steps[0].invoiceNumber}`,
        status: "Available",
        download_url: `/api/credit-notes/${item.credit_note.id}`,
      }),
    );
    // accounts open it from the refunds page
    const office = await as(staff.accounts, "GET", item.credit_note.url);
    expect(sha256(office.rawPayload)).toBe(sha256(attached.bytes));

    // /verify knows it by its SHA-256, and its page says what it credits
    const body = multipart("file", { name: "credit-note.pdf", bytes: attached.bytes, type: "application/pdf" });
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: body.payload,
      headers: body.headers,
      remoteAddress: "192.0.2.77",
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      valid: true,
      kind: "credit-note",
      reference: item.credit_note.number,
      status: "issued",
      credits_invoice: steps[0].invoiceNumber,
    });
    const code = verified.json().verify_url.split("/").pop();
    const page = await t.app.services.verification.byCode(code);
    expect(page).toMatchObject({
      kind: "credit-note",
      subject: `Credit note ${item.credit_note.number} for invoice ${steps[0].invoiceNumber}`,
      sha256: sha256(attached.bytes),
      amount: owed,
    });
  });
});

describe("a duplicate payment found by accounts", () => {
  it("is recorded as owed to the member whose account has the e-mail, audited, and refused for an unknown e-mail", async () => {
    const member = await createMember(t, "Paid Twice");
    const input = {
      member_email: member.email.toUpperCase(),
      what: "Step 2 of the plan for Aranya, paid a second time by bank transfer",
      amount: 25000,
      received_on: clubToday(),
      payment_reference: "UTR-DUP-9",
    };
    const unknown = await as(staff.accounts, "POST", "/api/admin/refunds", {
      ...input,
      member_email: "nobody@example.org",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(m.memberNotFound);
    const future = await as(staff.accounts, "POST", "/api/admin/refunds", {
      ...input,
      received_on: addClubDays(clubToday(), 2),
    });
    expect(future.json().message).toBe(m.receivedOnFuture);
    const made = await as(staff.accounts, "POST", "/api/admin/refunds", input);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe(m.duplicateRecorded);
    const [item] = (await listed("owed", "Paid Twice")).items;
    expect(item).toMatchObject({
      id: made.json().data.id,
      kind: "duplicate",
      what: input.what,
      amount_owed: 25000,
      method: "bank",
      credit_note: null,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, item.id), eq(auditEvents.action, "refund.owed")));
    expect(audit).toMatchObject({ userId: staff.accounts.id, memberId: member.id });
    expect(audit.detail).toMatchObject({ kind: "duplicate", amount: 25000, paymentReference: "UTR-DUP-9" });
    // paid back without a credit note (nothing was invoiced twice)
    const paid = await as(staff.accounts, "POST", `/api/admin/refunds/${item.id}/record`, {
      paid_on: clubToday(),
      amount: 25000,
      reference: "UTR-BACK-9",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mail = await mailAbout(t.mail, member.email, `Refund of ${formatRupees(25000)} paid`);
    expect(pdfAttachments(mail.raw)).toEqual([]);
  });
});

describe("a Hindi member's refund mail", () => {
  it("tells of each part paid by the bank in Hindi, the day in Hindi and the amounts grouped the Indian way", async () => {
    const member = await createMember(t, "Hindi Refund");
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    const made = await as(staff.accounts, "POST", "/api/admin/refunds", {
      member_email: member.email,
      what: "Step 2 paid twice",
      amount: 125000,
      received_on: clubToday(),
      payment_reference: "UTR-DUP-HI",
    });
    expect(made.statusCode, made.body).toBe(201);
    const record = (amount: number, reference: string) =>
      as(staff.accounts, "POST", `/api/admin/refunds/${made.json().data.id}/record`, {
        paid_on: clubToday(),
        amount,
        reference,
      });
    expect((await record(100000, "UTR-HI-1")).statusCode).toBe(200);
    const part = await mailAbout(t.mail, member.email, "₹1,00,000 का रिफ़ंड कर दिया गया है");
    expect(part.html).toContain('<html lang="hi">');
    expect(part.text).toContain(
      `हमने ${MAIL_FORMAT.hi.day(clubToday())} को बैंक ट्रांसफ़र द्वारा ₹1,00,000 लौटा दिए हैं (संदर्भ UTR-HI-1)। यह रिफ़ंड इसके लिए है: Step 2 paid twice।`,
    );
    expect(part.text).toContain("आपको लौटाए जाने वाले ₹1,25,000 में से ₹25,000 का रिफ़ंड अभी बाकी है");
    expect((await record(25000, "UTR-HI-2")).statusCode).toBe(200);
    const rest = await mailAbout(t.mail, member.email, "₹25,000 का रिफ़ंड कर दिया गया है");
    expect(rest.text).toContain("इसके साथ ₹1,25,000 का रिफ़ंड पूरा हो गया है।");
    expect(rest.text).toContain("अपना सदस्य पोर्टल खोलें: ");
  });
});

describe("payments made online", () => {
  const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
  const guest = {
    bookingFor: "myself",
    title: "Mrs.",
    firstName: "Mira",
    lastName: "Online",
    phone: "+91 98765 43210",
    email: "mira.online@example.in",
    agreeTerms: true,
  };

  it("a stay paid online and cancelled: its invoice credited, refunded through Razorpay, the member e-mailed with the credit note", async () => {
    const member = await createMember(t, "Stay Refunded");
    const [villa] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Solan"))
      .orderBy(properties.name)
      .limit(1);
    const order = await as(member, "POST", "/api/payments/razorpay/order", {
      purpose: "stay",
      propertyId: villa.id,
      checkIn: day(50),
      checkOut: day(52),
      adults: 2,
      guest,
    });
    expect(order.statusCode, order.body).toBe(201);
    const paid = await as(member, "POST", "/api/payments/razorpay/verify", standIn.pay(order.json().data.order_id));
    expect(paid.statusCode, paid.body).toBe(200);
    const bookingId = paid.json().data.booking.id;
    const cancelled = await as(member, "POST", `/api/bookings/${bookingId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [stay] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [refund] = await owedOf(member.id);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.bookingId, bookingId));
    expect(note).toMatchObject({ invoiceNumber: stay.invoiceNumber, amount: stay.total });
    expect(refund).toMatchObject({
      kind: "stay-cancelled",
      method: "razorpay",
      status: "refunded",
      amountRefunded: stay.total,
      creditNoteId: note.id,
      reference: stay.refundId,
      paidOn: clubToday(),
    });
    const made = standIn.refunds.find((r) => r.idempotency_key === `stay-refund-${bookingId}`);
    expect(made).toMatchObject({ amount: stay.total * 100, payment_id: stay.razorpayPaymentId });
    expect(stay.refundId).toBe(made!.id);

    await jobsDone(t);
    const mailed = (subject: string) =>
      t.mail.mails.find((mail) => mail.to.includes(member.email) && mail.subject === subject)!;
    const cancelMail = mailed(`Your stay is cancelled: ${stay.reference}`);
    expect(cancelMail.text).toContain(`Credit note ${note.number} for invoice ${stay.invoiceNumber} is attached`);
    expect(pdfAttachments(cancelMail.raw).map((a) => a.filename)).toEqual([`credit-note-${note.number}.pdf`]);
    const refundMail = mailed(`Refund of ${formatRupees(stay.total)} paid`);
    expect(refundMail.text).toContain(`Razorpay refund ${made!.id}`);
    expect(pdfAttachments(refundMail.raw).map((a) => a.filename)).toEqual([`credit-note-${note.number}.pdf`]);
    // the bookings tab offers the credit note beside the invoice
    const rows = (await as(member, "GET", "/api/bookings")).json().data;
    expect(rows).toContainEqual(
      expect.objectContaining({ id: stay.reference, credit_note_url: `/api/credit-notes/${note.id}` }),
    );

    // accounts see it refunded by Razorpay, and cannot record it by hand
    const [item] = (await listed("refunded", "Stay Refunded")).items;
    expect(item).toMatchObject({ method: "razorpay", recorded_by: "Razorpay", reference: made!.id });
    const record = await as(staff.accounts, "POST", `/api/admin/refunds/${refund.id}/record`, {
      paid_on: clubToday(),
      amount: 1,
      reference: "UTR-NO",
    });
    expect(record.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, refund.id), eq(auditEvents.action, "refund.paid")));
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ via: "razorpay", refund: made!.id });
  });

  it("an instalment paid online in a cancelled plan goes back through Razorpay; one paid by receipt waits for accounts", async () => {
    const member = await payingMember(t, { villaIndex: 33, steps: 2, paid: 1, verified: 1, name: "Mixed Refund" });
    const { villa, plan } = await planOf(member, 33);
    const order = await as(member, "POST", "/api/payments/razorpay/order", {
      purpose: "instalment",
      property_id: villa.id,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(
      (await as(member, "POST", "/api/payments/razorpay/verify", standIn.pay(order.json().data.order_id))).statusCode,
    ).toBe(200);
    await jobsDone(t);
    const cancelled = await as(staff.accounts, "POST", `/api/admin/payments/${plan.id}/cancel`, {
      reason: "Withdrawn.",
    });
    expect(cancelled.json().data.credit_notes).toHaveLength(2);
    const owed = await owedOf(member.id);
    const online = owed.find((r) => r.method === "razorpay")!;
    const bank = owed.find((r) => r.method === "bank")!;
    expect(online).toMatchObject({ status: "refunded", kind: "plan-cancelled" });
    expect(standIn.refunds.find((r) => r.idempotency_key === `refund-${online.id}`)).toBeTruthy();
    expect(bank).toMatchObject({ status: "owed", amountRefunded: 0 });
  });

  it("a second online payment of something already paid is owed back and refunded through Razorpay", async () => {
    const member = await payingMember(t, { villaIndex: 34, steps: 2, paid: 1, verified: 1, name: "Paid Online Twice" });
    const { villa } = await planOf(member, 34);
    // two checkouts opened for the same instalment, both paid
    const first = await as(member, "POST", "/api/payments/razorpay/order", {
      purpose: "instalment",
      property_id: villa.id,
    });
    const second = await as(member, "POST", "/api/payments/razorpay/order", {
      purpose: "instalment",
      property_id: villa.id,
    });
    expect(
      (await as(member, "POST", "/api/payments/razorpay/verify", standIn.pay(first.json().data.order_id))).statusCode,
    ).toBe(200);
    expect(
      (await as(member, "POST", "/api/payments/razorpay/verify", standIn.pay(second.json().data.order_id))).statusCode,
    ).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(razorpayOrders)
      .where(eq(razorpayOrders.orderId, second.json().data.order_id));
    const [refund] = await owedOf(member.id);
    expect(refund).toMatchObject({
      kind: "duplicate",
      method: "razorpay",
      razorpayPaymentId: order.paymentId,
      amountOwed: order.amount / 100,
      status: "refunded",
      creditNoteId: null,
    });
    const mail = await mailAbout(t.mail, member.email, `Refund of ${formatRupees(order.amount / 100)} paid`);
    expect(mail.text).toContain("which was already paid");
  });
});

describe("credit note numbers", () => {
  it("run VWC-CN-<year>-<n> without a gap: a number taken in a transaction that rolls back is given back", async () => {
    const member = await createMember(t, "Numbering");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    const issue = (invoice: string) =>
      t.database.db.transaction((tx) =>
        issueCreditNote(tx, {
          userId: row.id,
          invoice: { kind: "membership", number: invoice, issuedAt: new Date() },
          billedTo: { name: row.name, email: row.email },
          lines: [{ description: "Full Membership", amount: 100000 }],
          reason: "Numbering test.",
          actor: null,
        }),
      );
    const a = await issue("VWC-INV-TEST-N1");
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueCreditNote(tx, {
          userId: row.id,
          invoice: { kind: "membership", number: "VWC-INV-TEST-N2", issuedAt: new Date() },
          billedTo: { name: row.name, email: row.email },
          lines: [{ description: "Full Membership", amount: 100000 }],
          reason: "Rolled back.",
          actor: null,
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const b = await issue("VWC-INV-TEST-N3");
    expect(a.number).toMatch(numberPattern);
    expect(b.serial).toBe(a.serial + 1);
    // an invoice is credited once: asking again answers the same credit note
    expect((await issue("VWC-INV-TEST-N1")).number).toBe(a.number);
  });

  it("start again at 1 in a new club year", async () => {
    const member = await createMember(t, "New Year");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    const next = clubMonth(new Date()).year + 1;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(`${next}-01-01T00:30:00+05:30`));
      const note = await t.database.db.transaction((tx) =>
        issueCreditNote(tx, {
          userId: row.id,
          invoice: { kind: "membership", number: "VWC-INV-TEST-Y1", issuedAt: new Date() },
          billedTo: { name: row.name, email: row.email },
          lines: [{ description: "Full Membership", amount: 100000 }],
          reason: "New year.",
          actor: null,
        }),
      );
      expect(note.number).toBe(`VWC-CN-${next}-1`);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("GET /api/admin/refunds.csv", () => {
  it("downloads every refund of the status and search, amounts plain and days ISO; front office and content 403", async () => {
    const member = await createMember(t, "Csv Refundee");
    const made = await as(staff.accounts, "POST", "/api/admin/refunds", {
      member_email: member.email,
      what: "=A transfer received twice",
      amount: 12500,
      received_on: clubToday(),
      payment_reference: "UTR-CSV-1",
    });
    expect(made.statusCode, made.body).toBe(201);
    const part = await as(staff.accounts, "POST", `/api/admin/refunds/${made.json().data.id}/record`, {
      paid_on: clubToday(),
      amount: 2500,
      reference: "UTR-CSV-BACK",
    });
    expect(part.statusCode, part.body).toBe(200);
    const csv = await downloadCsv(t, "/api/admin/refunds.csv?q=Csv%20Refundee&page=2", staff.accounts, "refunds");
    expect(csv.header.slice(0, 8)).toEqual([
      "Refund id",
      "Kind",
      "Member id",
      "Member",
      "E-mail",
      "For",
      "Owed (INR)",
      "Refunded (INR)",
    ]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Refund id": made.json().data.id,
        "Member id": member.id,
        For: "'=A transfer received twice",
        "Owed (INR)": "12500.00",
        "Refunded (INR)": "2500.00",
        Status: "owed",
        "Last paid on": clubToday(),
        Reference: "UTR-CSV-BACK",
      }),
    ]);
    expect(csv.rows[0]["Owed since (IST)"]).toMatch(ISO_MOMENT);
    const refunded = await downloadCsv(t, "/api/admin/refunds.csv?status=refunded&q=Csv", staff.admin, "refunds");
    expect(refunded.rows).toEqual([]);
    for (const role of ["front-office", "content"] as const)
      expect((await as(staff[role], "GET", "/api/admin/refunds.csv")).statusCode).toBe(403);
  });
});

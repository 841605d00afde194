import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { officePaymentsMessages as m } from "../../../common/office-payments.ts";
import { portalMessages } from "../../../common/portal.ts";
import { auditEvents, paymentPlans, paymentReceipts, properties, users } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_DAY, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  payingMember,
  seededChoices,
  staffMember,
  upload,
  type TestMember,
} from "../../test/members.ts";

/*
 * Receipts verified by a person: the accounts queue, verify (invoice numbered, issued and
 * e-mailed), reject with a reason (step pending again, the member told, the receipt kept in the history), cancel
 * a plan (villa freed) and restart it; every decision audited; accounts and administrators only.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: TestMember | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

async function receiptUrl(member: TestMember) {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.png",
    bytes: await fixtures.png(),
    type: "image/png",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

async function planOf(member: TestMember, villaId: string) {
  const res = await as(member, "GET", `/api/payment-details/${villaId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function awaiting(q?: string) {
  const res = await as(
    staff.accounts,
    "GET",
    `/api/admin/payments?status=awaiting${q ? `&q=${encodeURIComponent(q)}` : ""}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("who may act on receipts and plans", () => {
  it("anonymous 401, a member 403, front office and content 403; accounts and an administrator may", async () => {
    const member = await payingMember(t, { villaIndex: 20, steps: 2, paid: 1, verified: 0, name: "Roles Test" });
    const villa = (await seededChoices(t, 20)).villa;
    const plan = await planOf(member, villa.id);
    const calls: [string, string, object | undefined][] = [
      ["GET", "/api/admin/payments?status=awaiting", undefined],
      ["POST", `/api/admin/payments/${plan._id}/steps/1/reject`, { reason: "" }],
      ["POST", `/api/admin/payments/${plan._id}/steps/9/verify`, undefined],
      ["POST", `/api/admin/payments/${plan._id}/cancel`, { reason: "" }],
      ["POST", `/api/admin/payments/${plan._id}/restart`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(undefined, method as "GET", url, payload)).statusCode, url).toBe(401);
      expect((await as(member, method as "GET", url, payload)).statusCode, url).toBe(403);
      expect((await as(staff["front-office"], method as "GET", url, payload)).statusCode, url).toBe(403);
      expect((await as(staff.content, method as "GET", url, payload)).statusCode, url).toBe(403);
      for (const role of ["accounts", "admin"] as const) {
        // past the role check: the list answers, a decision is judged on its merits (400 reason, 400 step, 409 not cancelled)
        const status = (await as(staff[role], method as "GET", url, payload)).statusCode;
        expect([200, 400, 404, 409], `${role} ${url}`).toContain(status);
        expect(status).not.toBe(403);
      }
    }
    expect((await as(staff.admin, "GET", "/api/admin/payments?status=awaiting")).headers["cache-control"]).toBe(
      "no-store",
    );
  });
});

describe("a receipt is verified or rejected by accounts", () => {
  it("lists the awaiting receipt with plan_id, step, amount, member, villa, receipt_url and submitted_at; accounts are told by e-mail", async () => {
    const member = await payingMember(t, { villaIndex: 21, steps: 2, paid: 1, verified: 0, name: "Queue Listing" });
    const villa = (await seededChoices(t, 21)).villa;
    const plan = await planOf(member, villa.id);
    const { items } = await awaiting("Queue Listing");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      plan_id: plan._id,
      step: 1,
      amount: plan.steps[0].amount,
      due_date: plan.steps[0].due_date,
      member: { id: member.id, name: "Queue Listing", email: member.email },
      villa: { id: villa.id },
      receipt_url: plan.steps[0].payment_receipt_url,
      receipt_type: "image/png",
      status: "awaiting",
      invoice_number: null,
    });
    expect(Date.parse(items[0].submitted_at)).not.toBeNaN();
    // the staff member can open the receipt itself
    expect((await as(staff.accounts, "GET", items[0].receipt_url)).statusCode).toBe(200);
    // one e-mail to each accounts staff member who wants one per receipt
    const told = await mailAbout(t.mail, staff.accounts.email, "Receipt to verify: Queue Listing");
    expect(told.text).toContain("/admin/payments?status=awaiting");
  });

  it("rejects with a reason: the step is pending again with the reason, the member is e-mailed, the receipt stays in the history; paid again and verified, the invoice is issued and e-mailed", async () => {
    const member = await payingMember(t, {
      villaIndex: 22,
      steps: 2,
      paid: 1,
      verified: 0,
      name: "Reject Then Verify",
    });
    const villa = (await seededChoices(t, 22)).villa;
    let plan = await planOf(member, villa.id);
    expect(plan).toMatchObject({ status: "reviewing", amount_paid: plan.steps[0].amount, amount_verified: 0 });
    expect(plan.steps[0]).toMatchObject({
      status: "paid",
      verification: "awaiting",
      invoice_url: null,
      invoice_number: null,
    });
    const firstReceipt = plan.steps[0].payment_receipt_url;

    const blank = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/reject`, { reason: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(m.reasonRequired);

    const reason = "The amount on the receipt is ₹50,000 short of this step.";
    const rejected = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: m.rejected, data: { plan_status: "pending" } });
    expect(
      (await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/reject`, { reason })).statusCode,
    ).toBe(409);

    plan = await planOf(member, villa.id);
    expect(plan.status).toBe("pending");
    expect(plan.steps[0]).toMatchObject({
      status: "pending",
      verification: "rejected",
      rejection_reason: reason,
      payment_receipt_url: null,
    });
    expect((await as(member, "GET", "/api/portal/overview")).json().data.payment_status).toBe("pending");
    const told = await mailAbout(t.mail, member.email, "Your receipt for step 1 could not be verified");
    expect(told.text).toContain(reason);
    expect(told.html).toContain(`/registration/${villa.id}`);
    const history = (
      await as(
        staff.accounts,
        "GET",
        `/api/admin/payments?status=rejected&q=${encodeURIComponent("Reject Then Verify")}`,
      )
    ).json().data;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      step: 1,
      receipt_url: firstReceipt,
      status: "rejected",
      reason,
      decided_by: "Staff accounts",
    });

    // the member pays the step again: it awaits the club once more, with no reason left on it
    const again = await as(member, "PUT", `/api/payment-details/${villa.id}/step/1`, {
      payment_receipt_url: await receiptUrl(member),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.steps[0]).toMatchObject({
      status: "paid",
      verification: "awaiting",
      rejection_reason: null,
    });
    expect(again.json().data.status).toBe("reviewing");

    const verified = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    const invoiceNumber = verified.json().data.invoice_number as string;
    expect(invoiceNumber).toMatch(/^VWC-INV-\d{4}-\d+$/);
    expect(verified.json().message).toBe(m.verified(invoiceNumber));
    expect((await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/verify`)).statusCode).toBe(409);

    plan = await planOf(member, villa.id);
    expect(plan).toMatchObject({ status: "pending", amount_verified: plan.steps[0].amount });
    expect(plan.steps[0]).toMatchObject({ verification: "verified", invoice_number: invoiceNumber });
    const invoice = await as(member, "GET", plan.steps[0].invoice_url);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    const mailed = await mailAbout(t.mail, member.email, `Payment verified: invoice ${invoiceNumber}`);
    expect(mailed.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mailed.raw).toContain(`invoice-${invoiceNumber}.pdf`);

    // both receipts are in the history, each with its decision
    const receipts = await t.database.db.select().from(paymentReceipts).where(eq(paymentReceipts.planId, plan._id));
    expect(receipts.map((r) => r.status).sort()).toEqual(["rejected", "verified"]);

    // every decision is in the audit log with the staff member, their role and the change
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, member.id), eq(auditEvents.userId, staff.accounts.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["payment-step.rejected", "payment-step.verified"]);
    expect(audit.every((a) => a.actorRole === "accounts")).toBe(true);
    expect(audit.find((a) => a.action === "payment-step.rejected")?.detail).toMatchObject({
      reason,
      before: { verification: "awaiting" },
      after: { verification: "rejected" },
    });
  });

  it("keeps the MOA locked while the whole amount is paid but not verified, and opens it once it is", async () => {
    const member = await payingMember(t, {
      villaIndex: 23,
      steps: 1,
      paid: 1,
      verified: 0,
      submitted: true,
      name: "Unverified Total",
    });
    const villa = (await seededChoices(t, 23)).villa;
    const signature = (
      await upload(t.app, member, "/api/upload/upload-signature", "signature", {
        name: "sign.png",
        bytes: await fixtures.png(),
      })
    ).json().url;
    const locked = await as(member, "POST", "/api/moa/sign-moa", { signature_url: signature });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(portalMessages.completePaymentForMoa);
    const overview = (await as(member, "GET", "/api/portal/overview")).json().data;
    expect(overview).toMatchObject({
      payment_status: "reviewing",
      unlocked: { moa: false },
      payment: { amount_verified: 0 },
    });
    const plan = await planOf(member, villa.id);
    expect((await as(staff.admin, "POST", `/api/admin/payments/${plan._id}/steps/1/verify`)).statusCode).toBe(200);
    expect((await as(member, "GET", "/api/portal/overview")).json().data).toMatchObject({
      payment_status: "completed",
      unlocked: { moa: true },
    });
    expect((await as(member, "GET", "/api/moa/draft")).statusCode).toBe(200); // signing asks for the draft opened first
    expect((await as(member, "POST", "/api/moa/sign-moa", { signature_url: signature })).statusCode).toBe(200);
  });
});

describe("a plan is cancelled by accounts and restarted", () => {
  it("cancels with a reason (the villa is free for others, the member e-mailed, the portal offers Restart Payment); a taken villa cannot be restarted", async () => {
    // a receipt awaiting verification: nothing was invoiced, so the plan can come back as it was
    const member = await payingMember(t, { villaIndex: 24, steps: 2, paid: 1, verified: 0, name: "Cancel Me" });
    const villa = (await seededChoices(t, 24)).villa;
    const plan = await planOf(member, villa.id);
    expect((await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/cancel`, {})).statusCode).toBe(400);
    const reason = "The second instalment is three months overdue.";
    const cancelled = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/cancel`, { reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(m.planCancelled);
    expect((await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/cancel`, { reason })).statusCode).toBe(
      409,
    );

    const overview = (await as(member, "GET", "/api/portal/overview")).json().data;
    expect(overview).toMatchObject({
      payment_status: "cancelled",
      unlocked: { membership_form: false, moa: false },
      payment: { cancel_reason: reason },
    });
    expect((await mailAbout(t.mail, member.email, "Your payment plan was cancelled")).text).toContain(reason);
    const [row] = await t.database.db.select({ done: users.isPaymentDone }).from(users).where(eq(users.id, member.id));
    expect(row.done).toBe(false);
    // the catalogue no longer calls the villa taken
    expect((await as(undefined, "GET", `/api/property/getPropertyDetails?id=${villa.id}`)).json().data.taken).toBe(
      false,
    );

    // restarted while the villa is free: the plan comes back as it was, its receipt awaiting accounts
    const restarted = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/restart`);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().data.plan_status).toBe("reviewing");
    expect((await as(member, "GET", "/api/portal/overview")).json().data.payment_status).toBe("reviewing");

    // cancelled again, and another member takes the villa: it cannot be restarted
    expect((await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/cancel`, { reason })).statusCode).toBe(
      200,
    );
    const other = await createMember(t, "Next In Line");
    const choices = await seededChoices(t, 24);
    const identity = (
      await upload(t.app, other, "/api/upload/upload-doc", "document", { name: "id.pdf", bytes: await fixtures.pdf() })
    ).json().url;
    expect(
      (await as(other, "POST", `/api/registration/kyc/${villa.id}`, kycPayload(choices, identity))).statusCode,
    ).toBe(200);
    expect((await as(other, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
    const taken = await as(other, "POST", `/api/payment-details/${villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: villa.price,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const refused = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/restart`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.villaTakenMeanwhile);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, member.id), eq(auditEvents.subjectId, plan._id)));
    expect(audit.filter((a) => a.action === "payment-plan.cancelled")).toHaveLength(2);
    expect(audit.filter((a) => a.action === "payment-plan.restarted")).toHaveLength(1);
  });

  it("lets the member start again after a cancellation (Restart Payment): a new plan for the same villa, the cancelled one kept", async () => {
    const member = await payingMember(t, { villaIndex: 26, steps: 2, paid: 1, name: "Start Again" });
    const villa = (await seededChoices(t, 26)).villa;
    const old = await planOf(member, villa.id);
    expect(
      (await as(staff.admin, "POST", `/api/admin/payments/${old._id}/cancel`, { reason: "Paid to the wrong account." }))
        .statusCode,
    ).toBe(200);
    expect((await planOf(member, villa.id)).status).toBe("cancelled");
    const again = await as(member, "POST", `/api/payment-details/${villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: villa.price,
      payment_receipt_url: await receiptUrl(member),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data._id).not.toBe(old._id);
    expect(again.json().data).toMatchObject({ status: "reviewing", payment_steps: 1 });
    expect((await planOf(member, villa.id))._id).toBe(again.json().data._id);
    expect((await as(member, "GET", "/api/portal/overview")).json().data.payment_status).toBe("reviewing");
    // the old plan cannot come back while the new one holds the villa
    expect((await as(staff.accounts, "POST", `/api/admin/payments/${old._id}/restart`)).statusCode).toBe(409);
  });
});

describe("GET /api/admin/payments.csv", () => {
  it("downloads every receipt of the status and search, the amount plain and days ISO; front office and content 403", async () => {
    const member = await payingMember(t, { villaIndex: 27, steps: 2, paid: 1, verified: 0, name: "Csv Payer" });
    const [receipt] = await t.database.db
      .select()
      .from(paymentReceipts)
      .innerJoin(paymentPlans, eq(paymentPlans.id, paymentReceipts.planId))
      .where(eq(paymentPlans.userId, member.id));
    const csv = await downloadCsv(t, "/api/admin/payments.csv?q=Csv%20Payer&page=2", staff.accounts, "receipts");
    expect(csv.header).toContain("Amount (INR)");
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Receipt id": receipt.payment_receipts.id,
        "Member id": member.id,
        Instalment: "1",
        Instalments: "2",
        "Amount (INR)": `${receipt.payment_receipts.amount}.00`,
        Status: "awaiting",
      }),
    ]);
    expect(csv.rows[0]["Due date"]).toMatch(ISO_DAY);
    expect(csv.rows[0]["Submitted (IST)"]).toMatch(ISO_MOMENT);
    const verified = await downloadCsv(
      t,
      "/api/admin/payments.csv?status=verified&q=Csv%20Payer",
      staff.admin,
      "receipts",
    );
    expect(verified.rows).toEqual([]);
    for (const role of ["front-office", "content"] as const)
      expect((await as(staff[role], "GET", "/api/admin/payments.csv")).statusCode).toBe(403);
  });
});

describe("the member's mails in their language", () => {
  it("writes a Hindi member's rejection, invoice and cancellation in Hindi, amounts grouped the Indian way", async () => {
    const member = await payingMember(t, { villaIndex: 28, steps: 2, paid: 1, verified: 0, name: "Hindi Payer" });
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    const villa = (await seededChoices(t, 28)).villa;
    const plan = await planOf(member, villa.id);
    const amount = plan.steps[0].amount as number;
    const rupees = `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
    // the villa named in Hindi, as content staff gave it (decision 046)
    const [names] = await t.database.db
      .select({ name: properties.name, nameHi: properties.nameHi })
      .from(properties)
      .where(eq(properties.id, villa.id));
    expect(names.nameHi).toMatch(/[\u0900-\u097F]/);

    const reason = "रसीद पर राशि साफ़ नहीं दिख रही है।";
    expect(
      (await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/reject`, { reason })).statusCode,
    ).toBe(200);
    const rejected = await mailAbout(t.mail, member.email, "चरण 1 की आपकी रसीद सत्यापित नहीं हो सकी");
    expect(rejected.html).toContain('<html lang="hi">');
    expect(rejected.text).toContain("नमस्ते Hindi Payer जी,");
    expect(rejected.text).toContain(`के चरण 1 (`);
    expect(rejected.text).toContain(names.nameHi);
    expect(rejected.text).not.toContain(names.name);
    expect(rejected.text).toContain(rupees);
    expect(rejected.text).toContain(reason);
    expect(rejected.text).toContain("रसीद फिर से अपलोड करें: ");

    await as(member, "PUT", `/api/payment-details/${villa.id}/step/1`, {
      payment_receipt_url: await receiptUrl(member),
    });
    const verified = await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/steps/1/verify`);
    const invoiceNumber = verified.json().data.invoice_number as string;
    const invoiced = await mailAbout(t.mail, member.email, `भुगतान सत्यापित: इनवॉइस ${invoiceNumber}`);
    expect(invoiced.text).toContain(`के आपके भुगतान का सत्यापन कर लिया है।`);
    expect(invoiced.text).toContain(names.nameHi);
    expect(invoiced.text).toContain(`आपका इनवॉइस ${invoiceNumber} संलग्न है`);
    expect(invoiced.text).toContain("अपना सदस्य पोर्टल खोलें: ");
    expect(invoiced.raw).toContain(`invoice-${invoiceNumber}.pdf`);

    const cancelReason = "अगली किस्त तीन महीने से बकाया है।";
    expect(
      (await as(staff.accounts, "POST", `/api/admin/payments/${plan._id}/cancel`, { reason: cancelReason })).statusCode,
    ).toBe(200);
    const cancelled = await mailAbout(t.mail, member.email, "आपकी भुगतान योजना रद्द कर दी गई है");
    // the day in Hindi month names
    expect(cancelled.text).toMatch(
      /क्लब ने \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4} को /,
    );
    expect(cancelled.text).toContain(cancelReason);
    expect(cancelled.text).toContain(names.nameHi);
    expect(cancelled.text).toContain(`आपको वापस क्रेडिट कर दिए गए हैं: इनवॉइस ${invoiceNumber} का क्रेडिट नोट`);
    expect(cancelled.text).toContain(`हम ${rupees} बैंक ट्रांसफ़र द्वारा लौटाएँगे`);
  });
});

import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationMessages as m } from "../../../common/registration.ts";
import { auditEvents, kycDetails, paymentPlans } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { pdfText } from "../../test/pdf-text.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
  userRow,
  verifyAwaiting,
  type TestMember,
} from "../../test/members.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = (member: TestMember, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: member.headers });

async function uploadPdf(member: TestMember): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

async function uploadReceipt(member: TestMember): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.png",
    bytes: await fixtures.png(),
    type: "image/png",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A member with KYC and family done for villa number `index`. */
async function applicant(index: number) {
  const member = await createMember(t);
  const choices = await seededChoices(t, index);
  const kyc = await json(
    member,
    "POST",
    `/api/registration/kyc/${choices.villa.id}`,
    kycPayload(choices, await uploadPdf(member)),
  );
  expect(kyc.statusCode, kyc.body).toBe(200);
  const family = await json(member, "POST", "/api/registration/familyMember", { family_details: [] });
  expect(family.statusCode, family.body).toBe(200);
  return { member, choices, villa: choices.villa };
}

describe("uploads", () => {
  it("stores a PDF and serves it only to its owner", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const bytes = await fixtures.pdf("Asha's passport");
    const res = await upload(t.app, a, "/api/upload/upload-doc", "document", { name: "passport.pdf", bytes });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe("File uploaded successfully!");
    expect(body.success).toBe(true);
    expect(body.url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(body.data).toMatchObject({ content_type: "application/pdf", size: bytes.length, name: "passport.pdf" });

    const own = await t.app.inject({ method: "GET", url: body.url, headers: a.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: body.url, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: body.url })).statusCode).toBe(401);
  });

  it("refuses a 6 MB file with 413, a renamed .exe with 415 and an empty file with 400", async () => {
    const a = await createMember(t);
    const big = Buffer.concat([await fixtures.pdf(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(t.app, a, "/api/upload/upload-doc", "document", { name: "big.pdf", bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("File size must be less than 5MB");
    const exe = await upload(t.app, a, "/api/upload/upload-doc", "document", {
      name: "receipt.pdf",
      bytes: fixtures.exe(),
      type: "application/pdf",
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe("Please upload a JPG, PNG, or PDF file");
    const empty = await upload(t.app, a, "/api/upload/upload-doc", "document", {
      name: "empty.pdf",
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    const signatureAsPdf = await upload(t.app, a, "/api/upload/upload-signature", "signature", {
      name: "sign.pdf",
      bytes: await fixtures.pdf(),
    });
    expect(signatureAsPdf.statusCode).toBe(415);
    const signature = await upload(t.app, a, "/api/upload/upload-signature", "signature", {
      name: "sign.png",
      bytes: await fixtures.png(),
    });
    expect(signature.statusCode, signature.body).toBe(201);
    expect(signature.json()).toMatchObject({ success: true });
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/upload/upload-doc" });
    expect(res.statusCode).toBe(401);
  });
});

describe("personal & KYC details and family", () => {
  it("saves KYC with the numbers encrypted at rest, prefills it, and sets is_kyc_done", async () => {
    const a = await createMember(t, "Meera Shah");
    const choices = await seededChoices(t, 0);
    expect((await json(a, "GET", "/api/registration/getKyc")).statusCode).toBe(404);
    const res = await json(
      a,
      "POST",
      `/api/registration/kyc/${choices.villa.id}`,
      kycPayload(choices, await uploadPdf(a)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.flags).toEqual({
      is_kyc_done: true,
      is_family_details_done: false,
      is_payment_done: false,
      is_terms_agreed: false,
    });

    const kyc = (await json(a, "GET", "/api/registration/getKyc")).json().data;
    expect(kyc).toMatchObject({
      full_name: "Meera Shah",
      email: a.email,
      account_number: "123456789012",
      ifsc_code: "SBIN0001234",
      verification_doc_number: "ABCDE1234F",
      property_id: choices.villa.id,
    });
    expect(kyc.qualification_id._id).toBe(choices.qualificationId);

    const [row] = await t.database.db.select().from(kycDetails).where(eq(kycDetails.userId, a.id));
    expect(row.accountNumberEnc).not.toContain("123456789012");
    expect(row.verificationDocNumberEnc).not.toContain("ABCDE1234F");

    const properties = (await json(a, "GET", "/api/property/getPropertyDetailsByUserId")).json().data;
    expect(properties.map((p: { _id: string }) => p._id)).toEqual([choices.villa.id]);
  });

  it("wants the identity document as a PDF of the member's own, and names a bad field", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const choices = await seededChoices(t, 1);
    const png = await uploadReceipt(a);
    const notPdf = await json(a, "POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, png));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe(m.identityDocumentPdf);
    const others = await json(
      b,
      "POST",
      `/api/registration/kyc/${choices.villa.id}`,
      kycPayload(choices, await uploadPdf(a)),
    );
    expect(others.statusCode).toBe(400);
    const badIfsc = await json(a, "POST", `/api/registration/kyc/${choices.villa.id}`, {
      ...kycPayload(choices, await uploadPdf(a)),
      ifsc_code: "12",
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().message).toContain("IFSC");
    const unknownVilla = await json(
      a,
      "POST",
      `/api/registration/kyc/00000000-0000-4000-8000-000000000000`,
      kycPayload(choices, await uploadPdf(a)),
    );
    expect(unknownVilla.statusCode).toBe(404);
  });

  it("keeps family details per member, after KYC only", async () => {
    const a = await createMember(t);
    const early = await json(a, "POST", "/api/registration/familyMember", { family_details: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.kycFirst);

    const { member, choices } = await applicant(2);
    const family = [
      {
        family_member_name: "Kiran Verma",
        relation: "Spouse",
        dob: "1987-02-01",
        qualification_id: choices.qualificationId,
      },
      {
        family_member_name: "Anu Verma",
        relation: "Daughter",
        dob: "2015-09-30",
        qualification_id: choices.qualificationId,
      },
    ];
    const res = await json(member, "POST", "/api/registration/familyMember", { family_details: family });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await json(member, "GET", "/api/registration/familyMember")).json().data.family_details;
    expect(saved.map((f: { family_member_name: string }) => f.family_member_name)).toEqual([
      "Kiran Verma",
      "Anu Verma",
    ]);
    // another member sees none of it
    const b = await createMember(t);
    expect((await json(b, "GET", "/api/registration/familyMember")).json().data.family_details).toEqual([]);
    expect((await json(b, "GET", "/api/registration/getKyc")).statusCode).toBe(404);
  });
});

describe("payment plan, steps, invoices and final review", () => {
  it("runs a 3-step flexible plan to the end, in order, with invoices and flags", async () => {
    const { member, villa } = await applicant(3);
    const before = await json(member, "GET", `/api/payment-details/${villa.id}`);
    expect(before.statusCode).toBe(404);

    const created = await json(member, "POST", `/api/payment-details/${villa.id}`, {
      property_id: villa.id,
      payment_mode: "flexible",
      payment_steps: 3,
      total_amount: villa.price,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data;
    expect(plan).toMatchObject({
      property_id: villa.id,
      current_step: 1,
      status: "pending",
      payment_steps: 3,
      total_amount: villa.price,
      amount_paid: 0,
    });
    expect(plan.steps.map((s: { step_name: string }) => s.step_name)).toEqual([
      "Registration & Initiation",
      "Development",
      "Completion",
    ]);
    expect(plan.steps.map((s: { due_label: string }) => s.due_label)).toEqual([
      "Immediately",
      "Within 2 months",
      "Within 3 months",
    ]);
    expect(plan.steps.reduce((sum: number, s: { amount: number }) => sum + s.amount, 0)).toBe(villa.price);

    // a replay of the plan, and paying step 2 first, are refused
    const again = await json(member, "POST", `/api/payment-details/${villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: villa.price,
    });
    expect(again.statusCode).toBe(409);
    const outOfOrder = await json(member, "PUT", `/api/payment-details/${villa.id}/step/2`, {
      payment_receipt_url: await uploadReceipt(member),
    });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().message).toBe(m.stepOutOfOrder);
    const early = await json(member, "POST", `/api/finalReview/${villa.id}`, {
      confirm_details: true,
      confirm_membership: true,
    });
    expect(early.statusCode).toBe(409);

    for (const step of [1, 2, 3]) {
      const paid = await json(member, "PUT", `/api/payment-details/${villa.id}/step/${step}`, {
        payment_receipt_url: await uploadReceipt(member),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().message).toBe("Payment updated successfully!");
    }
    // every step paid: the receipts await the club's check, no invoice yet
    const paidAll = (await json(member, "GET", `/api/payment-details/${villa.id}`)).json().data;
    expect(paidAll).toMatchObject({
      status: "reviewing",
      current_step: 3,
      amount_paid: villa.price,
      amount_verified: 0,
    });
    expect(paidAll.steps.map((s: { verification: string }) => s.verification)).toEqual([
      "awaiting",
      "awaiting",
      "awaiting",
    ]);
    expect(paidAll.steps.map((s: { invoice_url: string | null }) => s.invoice_url)).toEqual([null, null, null]);
    expect((await userRow(t, member.id)).isPaymentDone).toBe(true);
    expect(await verifyAwaiting(t, plan._id)).toBe(3);
    const done = (await json(member, "GET", `/api/payment-details/${villa.id}`)).json().data;
    expect(done).toMatchObject({
      status: "completed",
      current_step: 3,
      amount_paid: villa.price,
      amount_verified: villa.price,
    });
    expect(
      done.steps.every((s: { invoice_number: string | null }) => /^VWC-INV-\d{4}-\d+$/.test(s.invoice_number ?? "")),
    ).toBe(true);

    const replay = await json(member, "PUT", `/api/payment-details/${villa.id}/step/3`, {
      payment_receipt_url: await uploadReceipt(member),
    });
    expect(replay.statusCode).toBe(409);

    const invoice = await t.app.inject({ method: "GET", url: done.steps[1].invoice_url, headers: member.headers });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(invoice.rawPayload);
    expect(pdf.getTitle()).toBe(`Invoice ${done.steps[1].invoice_number}`);
    expect(pdfText(invoice.rawPayload)).toContain(member.name);

    const missing = await json(member, "POST", `/api/finalReview/${villa.id}`, {
      confirm_details: true,
      confirm_membership: false,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Please accept both confirmations to proceed");
    const review = await json(member, "POST", `/api/finalReview/${villa.id}`, {
      confirm_details: true,
      confirm_membership: true,
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.flags).toEqual({
      is_kyc_done: true,
      is_family_details_done: true,
      is_payment_done: true,
      is_terms_agreed: true,
    });
    expect(
      (await json(member, "POST", `/api/finalReview/${villa.id}`, { confirm_details: true, confirm_membership: true }))
        .statusCode,
    ).toBe(409);

    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(audits.filter((a) => a.action === "payment-step.paid")).toHaveLength(3);
  });

  it("pays step 1 with the receipt sent when the plan is made; a full plan is one step", async () => {
    const { member, villa } = await applicant(4);
    const created = await json(member, "POST", `/api/payment-details/${villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: villa.price,
      payment_receipt_url: await uploadReceipt(member),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      status: "reviewing",
      payment_steps: 1,
      amount_paid: villa.price,
      amount_verified: 0,
    });
    expect(created.json().data.steps[0]).toMatchObject({
      step_name: "Full Payment",
      due_label: "Immediately",
      status: "paid",
      verification: "awaiting",
    });
  });

  it("takes the spec's client flow: the plan with the receipt, then the same receipt put on the current step", async () => {
    const { member, villa } = await applicant(9);
    const receipt = await uploadReceipt(member);
    const created = await json(member, "POST", `/api/payment-details/${villa.id}`, {
      payment_mode: "flexible",
      payment_steps: 2,
      total_amount: villa.price,
      payment_receipt_url: receipt,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data;
    expect(plan.current_step).toBe(1);

    const same = await json(member, "PUT", `/api/payment-details/${villa.id}/step/${plan.current_step}`, {
      payment_receipt_url: receipt,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toEqual(plan);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(audits.filter((a) => a.action === "payment-step.paid")).toHaveLength(1);

    const other = await json(member, "PUT", `/api/payment-details/${villa.id}/step/1`, {
      payment_receipt_url: await uploadReceipt(member),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(m.stepAlreadyPaid);
    // the same receipt sent twice at once (a double click) pays the step once, and both answer the plan
    const lastReceipt = await uploadReceipt(member);
    const both = await Promise.all(
      [1, 2].map(() =>
        json(member, "PUT", `/api/payment-details/${villa.id}/step/2`, { payment_receipt_url: lastReceipt }),
      ),
    );
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both[1].json().data).toMatchObject({ status: "reviewing", amount_paid: villa.price });
    const paidEvents = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(paidEvents.filter((a) => a.action === "payment-step.paid")).toHaveLength(2);
  });

  it("keeps a villa to one member's application and each plan to its owner", async () => {
    const a = await applicant(5);
    const created = await json(a.member, "POST", `/api/payment-details/${a.villa.id}`, {
      payment_mode: "flexible",
      payment_steps: 2,
      total_amount: a.villa.price,
    });
    expect(created.statusCode).toBe(201);
    const receipt = await uploadReceipt(a.member);

    const b = await createMember(t);
    const choices = await seededChoices(t, 5);
    const kycB = await json(b, "POST", `/api/registration/kyc/${a.villa.id}`, kycPayload(choices, await uploadPdf(b)));
    expect(kycB.statusCode).toBe(409);
    expect(kycB.json().message).toBe(m.villaTaken);

    // B cannot read or change A's plan, nor use A's receipt
    expect((await json(b, "GET", `/api/payment-details/${a.villa.id}`)).statusCode).toBe(404);
    expect(
      (await json(b, "PUT", `/api/payment-details/${a.villa.id}/step/1`, { payment_receipt_url: receipt })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/payment-details/${a.villa.id}/step/1/invoice`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: receipt, headers: b.headers })).statusCode).toBe(404);
    const bOwn = await applicant(6);
    const stolen = await json(bOwn.member, "POST", `/api/payment-details/${bOwn.villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: bOwn.villa.price,
      payment_receipt_url: receipt,
    });
    expect(stolen.statusCode).toBe(400);

    // two members racing for one villa: one plan only
    const c = await applicant(7);
    const d = await createMember(t);
    const dChoices = await seededChoices(t, 7);
    // d applies for the same villa before c has a plan
    expect(
      (await json(d, "POST", `/api/registration/kyc/${c.villa.id}`, kycPayload(dChoices, await uploadPdf(d))))
        .statusCode,
    ).toBe(200);
    expect((await json(d, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
    const results = await Promise.all([
      json(c.member, "POST", `/api/payment-details/${c.villa.id}`, {
        payment_mode: "full",
        payment_steps: 1,
        total_amount: c.villa.price,
      }),
      json(d, "POST", `/api/payment-details/${c.villa.id}`, {
        payment_mode: "full",
        payment_steps: 1,
        total_amount: c.villa.price,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses the plan before the family step and with a price that is not the villa's", async () => {
    const a = await createMember(t);
    const choices = await seededChoices(t, 8);
    await json(a, "POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, await uploadPdf(a)));
    const noFamily = await json(a, "POST", `/api/payment-details/${choices.villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: choices.villa.price,
    });
    expect(noFamily.statusCode).toBe(409);
    expect(noFamily.json().message).toBe(m.familyFirst);
    await json(a, "POST", "/api/registration/familyMember", { family_details: [] });
    const wrongTotal = await json(a, "POST", `/api/payment-details/${choices.villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: 1,
    });
    expect(wrongTotal.statusCode).toBe(400);
    const sixSteps = await json(a, "POST", `/api/payment-details/${choices.villa.id}`, {
      payment_mode: "flexible",
      payment_steps: 6,
      total_amount: choices.villa.price,
    });
    expect(sixSteps.statusCode).toBe(400);
    const plans = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, a.id));
    expect(plans).toHaveLength(0);
  });
});

import { createHash } from "node:crypto";
import { addYears, format } from "date-fns";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday, writtenDay } from "../../../common/club-time.ts";
import { moaMessages } from "../../../common/moa.ts";
import { LEASE_YEARS, portalMessages } from "../../../common/portal.ts";
import { auditEvents, moaAgreements, paymentPlans, paymentSteps, storedFiles } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { pdfText } from "../../test/pdf-text.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
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

const call = (member: TestMember | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: member?.headers ?? {}, remoteAddress: "198.51.100.7" });

async function uploaded(
  member: TestMember,
  url: string,
  field: string,
  file: { name: string; bytes: Buffer },
): Promise<string> {
  const res = await upload(t.app, member, url, field, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

const signatureOf = async (member: TestMember, kind: "png" | "jpg" = "png") =>
  uploaded(member, "/api/upload/upload-signature", "signature", {
    name: `signature.${kind}`,
    bytes: await fixtures[kind](),
  });
const receiptOf = async (member: TestMember) =>
  uploaded(member, "/api/upload/upload-doc", "document", { name: "receipt.png", bytes: await fixtures.png() });

/** A member with KYC, family and a plan of `steps` steps for villa number `villaIndex`, `paid` of them paid. */
async function memberWithPlan(villaIndex: number, options: { steps: number; paid: number; name?: string }) {
  const member = await createMember(t, options.name);
  const choices = await seededChoices(t, villaIndex);
  const identity = await uploaded(member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(),
  });
  expect(
    (await call(member, "POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, identity))).statusCode,
  ).toBe(200);
  expect((await call(member, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  const plan = await call(member, "POST", `/api/payment-details/${choices.villa.id}`, {
    payment_mode: options.steps === 1 ? "full" : "flexible",
    payment_steps: options.steps,
    total_amount: choices.villa.price,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  /** Pays a step; the club's accounts verify its receipt unless told not to. */
  const payStep = async (step: number, verify = true) => {
    const res = await call(member, "PUT", `/api/payment-details/${choices.villa.id}/step/${step}`, {
      payment_receipt_url: await receiptOf(member),
    });
    expect(res.statusCode, res.body).toBe(200);
    if (verify) await verifyAwaiting(t, plan.json().data._id);
  };
  for (let step = 1; step <= options.paid; step++) await payStep(step);
  const submit = async () => {
    const res = await call(member, "POST", `/api/finalReview/${choices.villa.id}`, {
      confirm_details: true,
      confirm_membership: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  if (options.paid === options.steps) await submit();
  return { member, villa: choices.villa, payStep, submit };
}

/** Signs as the portal does: the member opens the draft first (signing asks for it; before a plan it answers 404). */
const sign = async (member: TestMember, signatureUrl: string) => {
  await call(member, "GET", "/api/moa/draft");
  return t.app.inject({
    method: "POST",
    url: "/api/moa/sign-moa",
    payload: { signature_url: signatureUrl },
    headers: { ...member.headers, "user-agent": "Club test browser/1.0" },
    remoteAddress: "198.51.100.7",
  });
};

describe("POST /api/moa/sign-moa", () => {
  it("is locked until the whole amount is paid, then signs a real PDF memorandum once", async () => {
    const { member, villa, payStep, submit } = await memberWithPlan(0, { steps: 2, paid: 0, name: "Meera Iyer" });
    const signature = await signatureOf(member);

    const unpaid = await sign(member, signature);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(portalMessages.completePaymentForMoa);
    await payStep(1);
    const halfPaid = await sign(member, signature);
    expect(halfPaid.statusCode).toBe(403);
    expect(halfPaid.json().message).toBe("Please complete your payment to access the MOA");

    const before = await call(member, "GET", "/api/moa/signed-moa");
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(moaMessages.notSigned);

    await payStep(2, false);
    // fully paid, but a receipt the club has not verified opens nothing
    const unverified = await sign(member, signature);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(portalMessages.completePaymentForMoa);
    await verifyAwaiting(t, (await call(member, "GET", `/api/payment-details/${villa.id}`)).json().data._id);
    // verified in full, but the application is not submitted yet (step 5)
    const unsubmitted = await sign(member, signature);
    expect(unsubmitted.statusCode).toBe(403);
    expect(unsubmitted.json().message).toBe(moaMessages.applicationNotSubmitted);
    expect(await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id))).toHaveLength(0);
    await submit();
    const signedAt = new Date();
    const res = await sign(member, signature);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, success: true, message: "Your memorandum of agreement is signed." });
    expect(body.pdf_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(body.data).toMatchObject({ pdf_url: body.pdf_url, already_signed: false });
    expect(Math.abs(new Date(body.data.signed_at).getTime() - signedAt.getTime())).toBeLessThan(60_000);
    expect(body.data.lease_end).toBe(
      format(addYears(new Date(`${body.data.lease_start}T12:00:00`), LEASE_YEARS), "yyyy-MM-dd"),
    );

    // the PDF: a real document that names the member, the villa, the lease and the signing address
    const file = await t.app.inject({ method: "GET", url: `${body.pdf_url}?download=1`, headers: member.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="memorandum-of-agreement-[\w-]+\.pdf"$/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getTitle()).toContain("Memorandum of Agreement");
    const text = pdfText(file.rawPayload);
    expect(text).toContain("Meera Iyer");
    expect(text).toContain(member.email);
    expect(text).toContain("Ravi Verma"); // father's name from KYC
    expect(text).toContain(`${LEASE_YEARS} years`);
    expect(text).toContain("198.51.100.7");
    expect(text).toMatch(/₹\d/);
    // the signature image is drawn on it
    expect(file.rawPayload.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);

    // the record: time, address, browser, the PDF's fingerprint, and an audit entry
    const rows = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      signerIp: "198.51.100.7",
      signerUserAgent: "Club test browser/1.0",
      propertyId: villa.id,
      leaseStart: body.data.lease_start,
    });
    expect(rows[0].pdfSha256).toBe(createHash("sha256").update(file.rawPayload).digest("hex"));
    const [stored] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, rows[0].pdfFileId));
    expect(stored).toMatchObject({ ownerId: member.id, purpose: "moa", contentType: "application/pdf" });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, member.id), eq(auditEvents.action, "moa.signed")));
    expect(audits).toHaveLength(1);
    expect(audits[0].subjectId).toBe(rows[0].id);

    // Download MOA finds it; signing again makes nothing new
    const after = await call(member, "GET", "/api/moa/signed-moa");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      signed_pdf_url: body.pdf_url,
      data: {
        signed_pdf_url: body.pdf_url,
        download_url: `${body.pdf_url}?download=1`,
        signed_at: body.data.signed_at,
      },
    });
    const again = await sign(member, await signatureOf(member));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: moaMessages.alreadySigned,
      pdf_url: body.pdf_url,
      data: { already_signed: true },
    });
    expect(await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id))).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerId, member.id), eq(storedFiles.purpose, "moa"))),
    ).toHaveLength(1);

    // the portal overview shows the agreement and the lease from the day of signing
    const overview = (await call(member, "GET", "/api/portal/overview")).json().data;
    expect(overview.moa).toEqual({
      signed_at: body.data.signed_at,
      pdf_url: body.pdf_url,
      status: "awaiting-countersign",
      countersigned_at: null,
      revoked_at: null,
      revoked_reason: null,
    });
    expect(overview.lease).toMatchObject({ years: LEASE_YEARS, start_date: body.data.lease_start });
  });

  it("dates the invoice and the memorandum by the club's day: a payment at 23:40 UTC is paid on the next day in India", async () => {
    const { member, villa, payStep, submit } = await memberWithPlan(5, { steps: 1, paid: 0 });
    // paid three days ago at 23:40 UTC, before accounts verify it (the invoice is issued, and sealed, when verified)
    await payStep(1, false);
    const utcDay = addClubDays(clubToday(), -3);
    const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, member.id));
    await t.database.db
      .update(paymentSteps)
      .set({ paymentDate: new Date(`${utcDay}T23:40:00Z`) })
      .where(eq(paymentSteps.planId, plan.id));
    await verifyAwaiting(t, plan.id);
    await submit();
    const invoice = await call(member, "GET", `/api/payment-details/${villa.id}/step/1/invoice`);
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(writtenDay(addClubDays(utcDay, 1)));
    expect(text).not.toContain(writtenDay(utcDay));
    const signed = await sign(member, await signatureOf(member));
    expect(signed.statusCode, signed.body).toBe(200);
    const moa = await t.app.inject({ method: "GET", url: signed.json().pdf_url, headers: member.headers });
    expect(pdfText(moa.rawPayload).replace(/\s+/g, " ")).toContain(`paid on ${writtenDay(addClubDays(utcDay, 1))}`);
  });

  it("embeds a JPG signature as well", async () => {
    const { member } = await memberWithPlan(1, { steps: 1, paid: 1 });
    const res = await sign(member, await signatureOf(member, "jpg"));
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: "GET", url: res.json().pdf_url, headers: member.headers });
    expect(file.rawPayload.toString("latin1")).toMatch(/\/Filter\s*\/DCTDecode/);
  });

  it("keeps members apart: B cannot sign with A's signature, see A's MOA, or find it in the documents", async () => {
    const a = await memberWithPlan(2, { steps: 1, paid: 1, name: "Asha Verma" });
    const b = await memberWithPlan(3, { steps: 1, paid: 1, name: "Bala Krishnan" });
    const aSignature = await signatureOf(a.member);

    const borrowed = await sign(b.member, aSignature);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe(moaMessages.signatureNotFound);

    const signedA = await sign(a.member, aSignature);
    expect(signedA.statusCode).toBe(200);
    const aPdf = signedA.json().pdf_url as string;
    expect((await t.app.inject({ method: "GET", url: aPdf, headers: b.member.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: aPdf })).statusCode).toBe(401);
    expect((await call(b.member, "GET", "/api/moa/signed-moa")).statusCode).toBe(404);

    const bDocuments = (await call(b.member, "GET", "/api/portal/documents")).json().data as {
      view_url: string | null;
      download_url: string | null;
    }[];
    const aFiles = (
      await t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, a.member.id))
    ).map((f) => f.id);
    expect(aFiles.length).toBeGreaterThan(2);
    const bAddresses = bDocuments
      .flatMap((d) => [d.view_url, d.download_url])
      .filter(Boolean)
      .join(" ");
    for (const id of aFiles) expect(bAddresses).not.toContain(id);
    expect(bAddresses).not.toContain(a.villa.id);
  });

  it("wants the member's own PNG or JPG signature upload", async () => {
    const { member } = await memberWithPlan(4, { steps: 1, paid: 1 });
    const pngReceipt = await receiptOf(member);
    const notSignature = await sign(member, pngReceipt);
    expect(notSignature.statusCode).toBe(400);
    expect(notSignature.json().message).toBe(moaMessages.signatureNotImage);
    for (const url of [
      "/files/00000000-0000-4000-8000-000000000000",
      "https://example.org/sign.png",
      "../../etc/passwd",
    ]) {
      const res = await sign(member, url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await call(member, "POST", "/api/moa/sign-moa", {})).statusCode).toBe(400);
    expect(await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id))).toHaveLength(0);
  });

  it("needs a session and a plan", async () => {
    expect((await call(null, "POST", "/api/moa/sign-moa", { signature_url: "/files/x" })).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/moa/signed-moa")).statusCode).toBe(401);
    const newcomer = await createMember(t);
    const res = await sign(newcomer, await signatureOf(newcomer));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(portalMessages.completePaymentForMoa);
    expect((await call(newcomer, "GET", "/api/moa/signed-moa")).statusCode).toBe(404);
  });
});

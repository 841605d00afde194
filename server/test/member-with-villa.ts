import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { moaAgreements } from "../db/schema.ts";
import type { TestApp } from "./app.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
  verifyAwaiting,
  type TestMember,
} from "./members.ts";

/**
 * Members for the portal's claims, transfer and bookings tests: one with an application, a fully paid plan for
 * villa number `villaIndex` and, if asked, a signed MOA backdated to `moaSignedAt`.
 */
export async function memberWithVilla(
  t: TestApp,
  villaIndex: number,
  options: { name?: string; moaSignedAt?: Date } = {},
) {
  const member = await createMember(t, options.name);
  const choices = await seededChoices(t, villaIndex);
  const send = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: member.headers });
  const doc = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(),
  });
  expect(doc.statusCode, doc.body).toBe(201);
  const kyc = await send("POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, doc.json().url));
  expect(kyc.statusCode, kyc.body).toBe(200);
  expect((await send("POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  const receipt = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.png",
    bytes: await fixtures.png(),
    type: "image/png",
  });
  const plan = await send("POST", `/api/payment-details/${choices.villa.id}`, {
    payment_mode: "full",
    payment_steps: 1,
    total_amount: choices.villa.price,
    payment_receipt_url: receipt.json().url,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  // the club's accounts verify the receipt: the MOA opens only on verified payments
  await verifyAwaiting(t, plan.json().data._id);
  // fully paid: the application is submitted (step 5), as the MOA needs
  const submitted = await send("POST", `/api/finalReview/${choices.villa.id}`, {
    confirm_details: true,
    confirm_membership: true,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  if (options.moaSignedAt) await signMoa(t, member, options.moaSignedAt);
  return { member, villa: choices.villa };
}

/** Signs the member's MOA through the real endpoint, then dates the signature `signedAt`. */
export async function signMoa(t: TestApp, member: TestMember, signedAt: Date) {
  const signature = await upload(t.app, member, "/api/upload/upload-signature", "signature", {
    name: "sign.png",
    bytes: await fixtures.png(),
  });
  expect(signature.statusCode, signature.body).toBe(201);
  // signing asks for the agreement read first: its draft opened
  expect((await t.app.inject({ method: "GET", url: "/api/moa/draft", headers: member.headers })).statusCode).toBe(200);
  const signed = await t.app.inject({
    method: "POST",
    url: "/api/moa/sign-moa",
    payload: { signature_url: signature.json().url },
    headers: member.headers,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await t.database.db.update(moaAgreements).set({ signedAt }).where(eq(moaAgreements.userId, member.id));
}

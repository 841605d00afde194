import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalDocument } from "../../../common/portal-documents.ts";
import { membershipForms } from "../../db/schema.ts";
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
  t.app.inject({ method, url, payload, headers: member?.headers ?? {} });

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

async function documents(member: TestMember): Promise<PortalDocument[]> {
  const res = await call(member, "GET", "/api/portal/documents");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const byKey = (list: PortalDocument[]) => Object.fromEntries(list.map((d) => [d.key, d]));

describe("GET /api/portal/documents", () => {
  it("needs a session", async () => {
    expect((await call(null, "GET", "/api/portal/documents")).statusCode).toBe(401);
  });

  it("lists every document as not available yet for a new member", async () => {
    const member = await createMember(t);
    const list = await documents(member);
    expect(list.map((d) => d.kind)).toEqual(["identity-document", "receipt", "invoice", "moa", "membership-form"]);
    for (const document of list) {
      expect(document).toMatchObject({
        status: "Not available yet",
        can_download: false,
        view_url: null,
        download_url: null,
      });
    }
  });

  it("follows the application: identity document, receipts and invoices per step, the signed MOA, the membership form", async () => {
    const member = await createMember(t, "Kavya Rao");
    const choices = await seededChoices(t, 5);
    const identityBytes = await fixtures.pdf("Kavya's passport");
    const identity = await uploaded(member, "/api/upload/upload-doc", "document", {
      name: "passport.pdf",
      bytes: identityBytes,
    });
    expect(
      (await call(member, "POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, identity)))
        .statusCode,
    ).toBe(200);
    expect((await call(member, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
    const firstReceipt = await uploaded(member, "/api/upload/upload-doc", "document", {
      name: "receipt.png",
      bytes: await fixtures.png(),
    });
    const plan = await call(member, "POST", `/api/payment-details/${choices.villa.id}`, {
      payment_mode: "flexible",
      payment_steps: 2,
      total_amount: choices.villa.price,
      payment_receipt_url: firstReceipt,
    });
    expect(plan.statusCode, plan.body).toBe(201);

    let list = byKey(await documents(member));
    expect(list["identity-document"]).toMatchObject({
      status: "Available",
      can_download: true,
      view_url: identity,
      download_url: `${identity}?download=1`,
    });
    expect(list["identity-document"].name).toMatch(/^Identity document/);
    expect(list["receipt-1"]).toMatchObject({ status: "Available", view_url: firstReceipt });
    expect(list["receipt-1"].name).toContain("Registration & Initiation");
    expect(list["receipt-2"]).toMatchObject({ status: "Pending", can_download: false, view_url: null });
    // the invoice is issued when the club has verified the receipt
    expect(list["invoice-1"]).toMatchObject({ status: "Not available yet", can_download: false });
    await verifyAwaiting(t, plan.json().data._id);
    list = byKey(await documents(member));
    expect(list["invoice-1"]).toMatchObject({ status: "Available", can_download: true });
    expect(list["invoice-1"].name).toMatch(/^Invoice VWC-INV-\d{4}-\d+/);
    expect(list["invoice-2"]).toMatchObject({ status: "Not available yet", download_url: null });
    expect(list.moa).toMatchObject({ status: "Not available yet", can_download: false });
    expect(list["membership-form"]).toMatchObject({ status: "Not available yet" });

    // the addresses serve the member's own files
    const identityFile = await call(member, "GET", list["identity-document"].download_url!);
    expect(identityFile.statusCode).toBe(200);
    expect(identityFile.rawPayload.equals(identityBytes)).toBe(true);
    const invoice = await call(member, "GET", list["invoice-1"].download_url!);
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload)).toContain("Kavya Rao");

    // fully paid: the MOA is waiting for a signature; once signed it is available
    const secondReceipt = await uploaded(member, "/api/upload/upload-doc", "document", {
      name: "receipt.png",
      bytes: await fixtures.png(),
    });
    expect(
      (
        await call(member, "PUT", `/api/payment-details/${choices.villa.id}/step/2`, {
          payment_receipt_url: secondReceipt,
        })
      ).statusCode,
    ).toBe(200);
    await verifyAwaiting(t, plan.json().data._id);
    list = byKey(await documents(member));
    expect(list["receipt-2"]).toMatchObject({ status: "Available", view_url: secondReceipt });
    expect(list.moa).toMatchObject({ status: "Pending", can_download: false, view_url: null });

    expect(
      (
        await call(member, "POST", `/api/finalReview/${choices.villa.id}`, {
          confirm_details: true,
          confirm_membership: true,
        })
      ).statusCode,
    ).toBe(200);
    const signature = await uploaded(member, "/api/upload/upload-signature", "signature", {
      name: "sign.png",
      bytes: await fixtures.png(),
    });
    expect((await call(member, "GET", "/api/moa/draft")).statusCode).toBe(200); // signing asks for the draft opened first
    const signed = await call(member, "POST", "/api/moa/sign-moa", { signature_url: signature });
    expect(signed.statusCode, signed.body).toBe(200);
    list = byKey(await documents(member));
    expect(list.moa).toMatchObject({
      status: "Available",
      can_download: true,
      view_url: signed.json().pdf_url,
      download_url: `${signed.json().pdf_url}?download=1`,
    });
    const moa = await call(member, "GET", list.moa.download_url!);
    expect(pdfText(moa.rawPayload)).toContain("Kavya Rao");

    // the membership form: pending as a draft, available once submitted with its PDF
    await t.database.db.insert(membershipForms).values({ userId: member.id, status: "draft" });
    expect(byKey(await documents(member))["membership-form"]).toMatchObject({ status: "Pending", can_download: false });
    const formPdf = await uploaded(member, "/api/upload/upload-doc", "document", {
      name: "form.pdf",
      bytes: await fixtures.pdf("Membership form"),
    });
    const formFileId = formPdf.split("/").at(-1)!;
    await t.database.db
      .update(membershipForms)
      .set({ status: "submitted", pdfFileId: formFileId, submittedAt: new Date() })
      .where(eq(membershipForms.userId, member.id));
    expect(byKey(await documents(member))["membership-form"]).toMatchObject({
      status: "Available",
      view_url: formPdf,
      download_url: `${formPdf}?download=1`,
    });

    // another member sees none of it
    const other = await createMember(t);
    const theirs = await documents(other);
    expect(theirs.every((d) => d.status === "Not available yet" && d.view_url === null)).toBe(true);
  });
});

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFY_CODE_PATTERN } from "../../../common/agreements.ts";
import { paymentPlans, paymentSteps, sealedDocuments, sealedFiles, users } from "../../db/schema.ts";
import { PdfWriter } from "../../platform/pdf.ts";
import { invoiceSealDeps, jobsDone, openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, fixtures, payingMember, seededChoices, staffMember, upload } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { stayInvoicePdf } from "../bookings/stays.ts";
import type { MembershipInvoiceData } from "../membership/invoice-pdf.ts";
import { invoiceDocument, invoiceFooter, sealedInvoice, verificationUrl, type InvoiceSealDeps } from "./invoices.ts";

/*
 * Invoices anyone can verify: every invoice carries its verification link on every page, is
 * sealed with the club's certificate at its issue time and registered by SHA-256; the same invoice always gives the
 * same bytes, whichever way it is rendered (mail, member's download, office's download).
 */

let t: TestApp;
let deps: InvoiceSealDeps;

beforeAll(async () => {
  t = await openTestApp();
  deps = invoiceSealDeps(t);
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function documentOf(number: string) {
  const rows = await t.database.db.select().from(sealedDocuments).where(eq(sealedDocuments.reference, number));
  expect(rows).toHaveLength(1);
  const files = await t.database.db.select().from(sealedFiles).where(eq(sealedFiles.documentId, rows[0].id));
  return { document: rows[0], files };
}

/** The invoice `number` rendered as `bytes` is the one registered file, carries its link and the club's intact seal. */
async function expectIssued(number: string, bytes: Uint8Array) {
  const { document, files } = await documentOf(number);
  expect(files.map((f) => f.sha256)).toEqual([sha256(bytes)]);
  expect(pdfText(bytes)).toContain(`Verify this invoice at ${t.config.publicUrl}/verify/${document.code}`);
  const inspection = deps.sealer.inspect(bytes);
  expect(inspection).toMatchObject({ signed: true, intact: true, byClub: true });
  return inspection;
}

const membershipData = (invoiceNumber: string): MembershipInvoiceData => ({
  invoiceNumber,
  number: "VWC-M-2026-9001",
  amount: 100000,
  paidAt: new Date("2026-03-04T05:06:07.089Z"),
  paidVia: "razorpay",
  paymentId: "pay_SEALTEST",
  startsOn: "2026-03-04",
  validUntil: "2027-03-04",
  member: { name: "Seal Tester", email: "seal.tester@example.org" },
});

const sealedMembership = (data: MembershipInvoiceData) =>
  sealedInvoice(deps, { number: data.invoiceNumber, issuedAt: data.paidAt }, { kind: "membership", data });

describe("sealedInvoice", () => {
  it("gives the same sealed bytes every time, registered once, with a stable code and the link in its footer", async () => {
    const data = membershipData("VWC-INV-2026-SEAL-1");
    const first = await sealedMembership(data);
    const second = await sealedMembership(data);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);

    const { document, files } = await documentOf(data.invoiceNumber);
    expect(document).toMatchObject({
      kind: "invoice",
      reference: data.invoiceNumber,
      agreementId: null,
    });
    expect(document.code).toMatch(VERIFY_CODE_PATTERN);
    expect(document.issuedAt.getTime()).toBe(data.paidAt.getTime());
    expect(files.map((f) => f.sha256)).toEqual([sha256(first)]);

    const link = `${t.config.publicUrl}/verify/${document.code}`;
    expect(verificationUrl(t.config.publicUrl, document.code)).toBe(link);
    expect(pdfText(first)).toContain(`Verify this invoice at ${link}`);
    expect(pdfText(first)).toContain(data.invoiceNumber);
  });

  it("is sealed by the club at the invoice's issue time, and a changed byte is no longer intact", async () => {
    const data = membershipData("VWC-INV-2026-SEAL-2");
    const bytes = await sealedMembership(data);
    const inspection = deps.sealer.inspect(bytes);
    expect(inspection).toMatchObject({
      signed: true,
      intact: true,
      coversWholeFile: true,
      byClub: true,
    });
    expect(Math.floor(inspection.signingTime!.getTime() / 1000)).toBe(Math.floor(data.paidAt.getTime() / 1000));

    // a changed amount in the page's content: still signed by the club, but not intact
    const changed = Buffer.from(bytes);
    const at = changed.indexOf("stream\n") + 20;
    changed[at] = changed[at] ^ 0x01;
    const tampered = deps.sealer.inspect(changed);
    expect(tampered.signed).toBe(true);
    expect(tampered.intact).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(sealedFiles)
        .where(eq(sealedFiles.sha256, sha256(changed))),
    ).toHaveLength(0);
  });

  it("gives two renders at once one code and one file, the one stored", async () => {
    const data = membershipData("VWC-INV-2026-SEAL-3");
    const [a, b] = await Promise.all([sealedMembership(data), sealedMembership(data)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const { document, files } = await documentOf(data.invoiceNumber);
    expect(files).toHaveLength(1);
    expect(document.storageKey).toBe(`invoices/${sha256(a)}.pdf`);
    expect((await deps.storage.get(document.storageKey!))?.equals(Buffer.from(a))).toBe(true);
  });

  it("seals and stores on its first read an invoice issued before invoices were stored, then reads it from storage", async () => {
    const data = membershipData("VWC-INV-2026-SEAL-OLD");
    // issued earlier: its document and code exist, no file is stored
    const before = await invoiceDocument(t.database.db, { number: data.invoiceNumber, issuedAt: data.paidAt });
    expect(before.storageKey).toBeNull();
    const first = await sealedMembership(data);
    const { document } = await documentOf(data.invoiceNumber);
    expect(document.code).toBe(before.code);
    expect(document.storageKey).toBe(`invoices/${sha256(first)}.pdf`);
    // what is stored is what is served, whatever the data says now
    const later = await sealedMembership({
      ...data,
      member: { name: "Someone Else", email: "someone.else@example.org" },
    });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(true);
    await expectIssued(data.invoiceNumber, later);
  });

  it("puts the footer on every page of a long document, and fixes its dates", async () => {
    const write = async () => {
      const pdf = await PdfWriter.create("Long");
      pdf.dated(new Date("2026-01-02T03:04:05Z"));
      pdf.footer(invoiceFooter("https://club.example/verify/abcdefghijkl"));
      for (let i = 0; i < 120; i++) pdf.text(`Line ${i}`);
      return { pages: pdf.doc.getPageCount(), bytes: await pdf.bytes() };
    };
    const { pages, bytes } = await write();
    expect(pages).toBeGreaterThan(1);
    const footers = pdfText(bytes)
      .split("\n")
      .filter((line) => line === "Verify this invoice at https://club.example/verify/abcdefghijkl");
    expect(footers).toHaveLength(pages);
    expect(Buffer.from((await write()).bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("the club's invoices", () => {
  it("a payment step's invoice: the mail's, the member's and the office's are one sealed file, unchanged by a later step", async () => {
    const member = await payingMember(t, {
      villaIndex: 0,
      steps: 2,
      paid: 2,
      verified: 1,
      name: "Sealed Invoice Payer",
    });
    const { villa } = await seededChoices(t, 0);
    const mine = () =>
      t.app.inject({
        method: "GET",
        url: `/api/payment-details/${villa.id}/step/1/invoice`,
        headers: member.headers,
      });
    const first = await mine();
    expect(first.statusCode, first.body).toBe(200);
    const admin = await staffMember(t, "admin");
    const office = await t.app.inject({
      method: "GET",
      url: `/api/admin/members/${member.id}/invoices/${villa.id}/1`,
      headers: admin.headers,
    });
    expect(office.statusCode, office.body).toBe(200);
    expect(office.rawPayload.equals(first.rawPayload)).toBe(true);

    // accounts verify step 2: step 1's invoice does not change
    const plan = (
      await t.app.inject({
        method: "GET",
        url: `/api/payment-details/${villa.id}`,
        headers: member.headers,
      })
    ).json().data;
    const accounts = await staffMember(t, "accounts");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/payments/${plan._id}/steps/2/verify`,
          headers: accounts.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await mine()).rawPayload.equals(first.rawPayload)).toBe(true);

    // the mailed copy (rendered when accounts verified the step) is the same file
    await expectIssued(plan.steps[0].invoice_number as string, first.rawPayload);
  });

  it("is sealed once when issued and stored: a member's name changed later makes no second document", async () => {
    const member = await payingMember(t, { villaIndex: 1, steps: 1, paid: 1, name: "Stored Invoice Payer" });
    const { villa } = await seededChoices(t, 1);
    const [issued] = await t.database.db
      .select({ id: paymentSteps.id, invoiceNumber: paymentSteps.invoiceNumber })
      .from(paymentSteps)
      .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
      .where(eq(paymentPlans.userId, member.id));
    const number = issued.invoiceNumber!;
    // issued (accounts verified the step, its mail was sent by the queue): sealed and stored then
    await jobsDone(t);
    const atIssue = await documentOf(number);
    expect(atIssue.document.storageKey).toMatch(/^invoices\/[0-9a-f]{64}\.pdf$/);
    const stored = await deps.storage.get(atIssue.document.storageKey!);

    const download = () =>
      t.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}/step/1/invoice`, headers: member.headers });
    const first = await download();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.rawPayload.equals(stored!)).toBe(true);
    expect(pdfText(first.rawPayload)).toContain("Stored Invoice Payer");

    await t.database.db.update(users).set({ name: "Renamed Invoice Payer" }).where(eq(users.id, member.id));
    const second = await download();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // the one entry point of mails and jobs gives the same file
    const byId = await t.app.services.verification.invoicePdf("step", issued.id);
    expect(byId.number).toBe(number);
    expect(Buffer.from(byId.bytes).equals(first.rawPayload)).toBe(true);
    const { document, files } = await documentOf(number);
    expect(document.storageKey).toBe(atIssue.document.storageKey);
    expect(files.map((f) => f.sha256)).toEqual([sha256(first.rawPayload)]);
    await expect(t.app.services.verification.invoicePdf("stay", issued.id)).rejects.toMatchObject({ status: 404 });
  });

  it("a year of Full Membership's invoice is sealed and the same on every download", async () => {
    const member = await createMember(t, "Sealed Membership");
    const receipt = await upload(t.app, member, "/api/upload/upload-doc", "document", {
      name: "receipt.pdf",
      bytes: await fixtures.pdf("NEFT"),
    });
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/membership/receipt",
      payload: { receipt_url: receipt.json().url, accept_terms: true },
      headers: member.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const accounts = await staffMember(t, "accounts");
    const list = await t.app.inject({
      method: "GET",
      url: `/api/admin/memberships?q=${encodeURIComponent("Sealed Membership")}`,
      headers: accounts.headers,
    });
    const [item] = list.json().data.items;
    const verified = await t.app.inject({
      method: "POST",
      url: `/api/admin/memberships/${item.id}/verify`,
      headers: accounts.headers,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const number = verified.json().data.invoice_number as string;

    const download = () =>
      t.app.inject({
        method: "GET",
        url: "/api/membership/invoice",
        headers: member.headers,
      });
    const first = await download();
    expect(first.statusCode, first.body).toBe(200);
    expect((await download()).rawPayload.equals(first.rawPayload)).toBe(true);
    await expectIssued(number, first.rawPayload);
  });

  it("a stay's invoice is sealed at its payment time and the same on every render", async () => {
    const row = {
      invoiceNumber: "VWC-INV-2026-STAY-1",
      reference: "VWC-B-2026-0001",
      paidAt: new Date("2026-05-06T07:08:09.010Z"),
      razorpayPaymentId: "pay_STAYSEAL",
      checkIn: "2026-06-01",
      checkOut: "2026-06-03",
      adults: 2,
      children: 0,
      nights: 2,
      pricePerNight: 10000,
      freeNights: 0,
      nightPrices: [],
      roomCharges: 20000,
      extraGuests: 0,
      extraGuestCharge: 0,
      couponCode: null,
      discount: 0,
      taxes: 2000,
      total: 22000,
    } as unknown as Parameters<typeof stayInvoicePdf>[1];
    const render = () =>
      stayInvoicePdf(
        deps,
        row,
        { name: "Stay Guest", email: "stay.guest@example.org" },
        { name: "Cubic Dusk", location: "Solan" },
      );
    const first = await render();
    expect(Buffer.from(await render()).equals(Buffer.from(first))).toBe(true);
    const inspection = await expectIssued("VWC-INV-2026-STAY-1", first);
    expect(Math.floor(inspection.signingTime!.getTime() / 1000)).toBe(Math.floor(row.paidAt!.getTime() / 1000));
  });
});

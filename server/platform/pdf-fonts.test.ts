import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../common/club-time.ts";
import { pdfText } from "../test/pdf-text.ts";
import { renderExecutedAgreement } from "../modules/agreements/executed-pdf.ts";
import { renderMoa, type MoaDocument } from "../modules/agreements/moa-pdf.ts";
import { renderStayInvoice } from "../modules/bookings/stay-invoice.ts";
import { renderMembershipInvoice } from "../modules/membership/invoice-pdf.ts";
import { renderMembershipForm } from "../modules/membership-form/form-pdf.ts";
import { renderInvoice, type StepInvoiceData } from "../modules/payments/invoice-pdf.ts";
import { renderTransferRequest } from "../modules/transfers/transfer-pdf.ts";
import { PdfWriter } from "./pdf.ts";
import { inspectSeal, loadSealIdentity, sealPdf } from "./seal.ts";

/*
 * Every alphabet on every PDF (decision 032): a member's name in Devanagari, a name with the diacritics of
 * transliterated Sanskrit, the rupee sign and an ellipsis print as written on each kind of document the club issues,
 * and a reader copying the text (pdftotext) gets them back, nothing replaced by "?".
 */

const DEVANAGARI = "प्रिया शर्मा";
const DIACRITICS = "Śrī Gaṇeśa Āśram";
const ELLIPSIS = "Kather… Solan";
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const today = clubToday();

const member = { name: DEVANAGARI, email: "priya.sharma@example.org" };
const villa = { name: DIACRITICS, villaNumber: "7", location: ELLIPSIS };

/** What a reader copies from `bytes`: every sample back, "₹" before an amount, and no "?" or "�" in their place. */
function expectEveryAlphabet(bytes: Uint8Array) {
  const text = pdfText(bytes);
  for (const sample of [DEVANAGARI, DIACRITICS, ELLIPSIS]) expect(text).toContain(sample);
  expect(text).toMatch(/₹[\d,]+/);
  expect(text).not.toContain("?");
  expect(text).not.toContain("\uFFFD");
  // every text is drawn in the embedded fonts, none in a standard font
  const raw = Buffer.from(bytes).toString("latin1");
  expect(raw).toMatch(/\/FontFile2/);
  expect(raw).not.toMatch(/\/Subtype\s*\/Type1/);
  return text;
}

const png = (background: string) =>
  sharp({ create: { width: 120, height: 40, channels: 3, background } })
    .png()
    .toBuffer();

const stepData = (): StepInvoiceData =>
  ({
    plan: { payment_mode: "flexible", payment_steps: 2, total_amount: 2500000 },
    step: {
      step: 1,
      stepName: "Booking amount",
      dueLabel: "On booking",
      amount: 1250000,
      invoiceNumber: "VWC-INV-FONTS-1",
      paymentDate: daysAgo(3),
      verifiedAt: daysAgo(2),
      verification: "verified",
    },
    steps: [{ step: 1, amount: 1250000, verification: "verified", verifiedAt: daysAgo(2), paymentDate: daysAgo(3) }],
    member,
    villa: { ...villa, sqft: 1800 },
  }) as unknown as StepInvoiceData;

async function moaData(): Promise<MoaDocument> {
  return {
    reference: "VWC-MOA-FONTS-1",
    member: {
      ...member,
      fatherName: "राजेश शर्मा",
      currentAddress: `${DIACRITICS}, ${ELLIPSIS}`,
      permanentAddress: null,
    },
    villa: { ...villa, type: "Villa", block: "A", sqft: 1800 },
    plan: {
      mode: "full",
      stepCount: 1,
      total: 2500000,
      amountPaid: 2500000,
      steps: [{ step: 1, name: "Full payment", amount: 2500000, paidOn: daysAgo(5), invoiceNumber: "VWC-INV-FONTS-2" }],
    },
    lease: { years: 99, start: today, end: addClubDays(today, 99 * 365) },
    signature: { bytes: await png("#223344"), contentType: "image/png" },
    signedAt: daysAgo(1),
    signerIp: "198.51.100.7",
  };
}

describe("every document kind prints a Devanagari name, diacritics, ₹ and … as written", () => {
  it("a payment step's invoice and receipt", async () => {
    const text = expectEveryAlphabet(
      await renderInvoice(stepData(), "Verify this invoice at https://club.example/verify/abcdefghijkl"),
    );
    expect(text).toContain("₹12,50,000");
    expect(text).toContain("Verify this invoice at https://club.example/verify/abcdefghijkl");
  });

  it("a year of Full Membership's invoice", async () => {
    const bytes = await renderMembershipInvoice({
      invoiceNumber: "VWC-INV-FONTS-3",
      number: "VWC-M-2026-9100",
      amount: 100000,
      paidAt: daysAgo(1),
      paidVia: "razorpay",
      paymentId: "pay_FONTS",
      startsOn: today,
      validUntil: addClubDays(today, 365),
      member: { name: `${DEVANAGARI} (${DIACRITICS})`, email: member.email },
    });
    const text = pdfText(bytes);
    expect(text).toContain("₹1,00,000");
    expect(text).toContain(DEVANAGARI);
    expect(text).toContain(DIACRITICS);
    expect(text).not.toContain("?");
  });

  it("a stay's invoice, its price lines with the site's signs", async () => {
    const bytes = await renderStayInvoice({
      invoiceNumber: "VWC-INV-FONTS-4",
      reference: "VWC-B-FONTS-1",
      paidAt: daysAgo(1),
      paymentId: "pay_STAYFONTS",
      member,
      villa,
      checkIn: addClubDays(today, 10),
      checkOut: addClubDays(today, 12),
      adults: 2,
      children: 1,
      price: {
        nights: 2,
        pricePerNight: 10000,
        nightPrices: [10000, 10000],
        freeNights: 0,
        roomCharges: 20000,
        extraGuests: 0,
        extraGuestCharge: 0,
        couponCode: "DIWALI",
        discount: 1000,
        taxes: 1438,
        total: 20438,
      },
    });
    const text = expectEveryAlphabet(bytes);
    expect(text).toContain("2 nights × ₹10,000");
    expect(text).toContain("−₹1,000");
  });

  it("the memorandum of agreement as the member signs it", async () => {
    const text = expectEveryAlphabet(await renderMoa(await moaData()));
    expect(text).toContain("राजेश शर्मा");
    expect(text).toContain("₹25,00,000");
  });

  it("the executed memorandum: the countersignature, its certificate and audit pages", async () => {
    const signedPdf = await renderMoa(await moaData());
    const signer = async (name: string, role: string, at: Date, ip: string) => ({
      name,
      role,
      at,
      ip,
      signatureId: `signature of ${role}`,
      signature: { bytes: await png("#223344"), contentType: "image/png" },
    });
    const bytes = await renderExecutedAgreement({
      reference: "VWC-MOA-FONTS-1",
      villa: `${DIACRITICS} (Villa 7)`,
      signedPdf,
      signedSha256: "ab".repeat(32),
      member: await signer(DEVANAGARI, "Member", daysAgo(1), "198.51.100.7"),
      club: await signer("अनिल कुमार", "Authorised signatory (administrator)", daysAgo(0), "203.0.113.9"),
      verifyUrl: "https://club.example/verify/abcdefghijkl",
      qrPng: await QRCode.toBuffer("https://club.example/verify/abcdefghijkl", { type: "png", margin: 1, width: 220 }),
      events: [
        { kind: "created", actor: DIACRITICS, ip: null, at: daysAgo(3) },
        { kind: "signed", actor: DEVANAGARI, ip: "198.51.100.7", at: daysAgo(1) },
        { kind: "countersigned", actor: "अनिल कुमार", ip: "203.0.113.9", at: daysAgo(0) },
      ],
      seal: { subject: "CN=Vedanta Wellness Club Trust", fingerprint: "cd".repeat(32), selfSigned: true },
    });
    const text = expectEveryAlphabet(bytes);
    expect(text).toContain("अनिल कुमार");
    expect(text.replace(/\s+/g, " ")).toContain(`certificate SHA-256 ${"cd".repeat(8)}…)`);
    // the pages as the member signed them, and the three added: each font a subset named for this document alone
    const names = [
      ...Buffer.from(bytes)
        .toString("latin1")
        .matchAll(/\/BaseFont\s*\/([A-Z]{6}\+[\w-]+)/g),
    ].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    const perFont = new Map<string, number>();
    for (const name of names) perFont.set(name, (perFont.get(name) ?? 0) + 1);
    // a Type0 font and its descendant share a name; two fonts never do
    expect([...perFont.values()].every((count) => count === 2)).toBe(true);
  });

  it("the membership form", async () => {
    const personal = {
      fullName: DEVANAGARI,
      dateOfBirth: addClubDays(today, -40 * 365),
      phoneNumber: "+91 98160 40000",
      email: member.email,
      qualification: "M.A. (संस्कृत)",
      occupation: "Teacher…",
      currentAddress: `${DIACRITICS}, ${ELLIPSIS}`,
      permanentAddress: `${DIACRITICS}, ${ELLIPSIS}`,
      sameAsCurrentAddress: true,
      document: "/files/00000000-0000-4000-8000-000000000001",
    };
    const bytes = await renderMembershipForm({
      formId: "form-fonts-1",
      member,
      villa,
      personal,
      nominee: {
        fullName: "आरव शर्मा",
        phoneNumber: "+91 98160 40001",
        relationship: "Son",
        dob: addClubDays(today, -10 * 365),
        email: "aarav@example.org",
        idType: "Aadhaar",
        idFile: "/files/00000000-0000-4000-8000-000000000002",
      },
      documentName: "पहचान.pdf",
      nomineeIdName: "aadhaar.pdf",
      signature: { bytes: await png("#223344"), contentType: "image/png" },
      submittedAt: daysAgo(0),
    });
    const text = pdfText(bytes);
    for (const sample of [DEVANAGARI, DIACRITICS, ELLIPSIS, "आरव शर्मा", "M.A. (संस्कृत)", "पहचान.pdf"])
      expect(text).toContain(sample);
    expect(text).not.toContain("?");
    expect(text).not.toContain("\uFFFD");
  });

  it("the signed transfer request", async () => {
    const bytes = await renderTransferRequest({
      member,
      villa,
      request: {
        property_id: "00000000-0000-4000-8000-000000000003",
        transferee: {
          full_name: DIACRITICS,
          email: "ganesa@example.org",
          phone: "+91 98160 40002",
          relationship: "Brother",
          address: ELLIPSIS,
        },
        reason: "मेरे भाई को — for my brother, with ₹0 due…",
        signature: DEVANAGARI,
        consent: true,
      },
      signedAt: daysAgo(0),
    });
    const text = pdfText(bytes);
    for (const sample of [DEVANAGARI, DIACRITICS, ELLIPSIS, "मेरे भाई को — for my brother, with ₹0 due…"])
      expect(text).toContain(sample);
    expect(text).not.toContain("?");
  });
});

describe("the PDFs' fonts", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "club-fonts-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("an invoice with a Devanagari name is sealed, and its seal verifies", async () => {
    const identity = loadSealIdentity({ dataDir });
    const sealed = await sealPdf({
      key: { p12: identity.p12, passphrase: identity.passphrase },
      pdf: await renderInvoice(stepData(), "Verify this invoice at https://club.example/verify/abcdefghijkl"),
      options: { signingTime: daysAgo(2), reason: `Invoice VWC-INV-FONTS-1 for ${DEVANAGARI}` },
    });
    expect(inspectSeal(sealed, identity.fingerprint)).toMatchObject({ signed: true, intact: true, byClub: true });
    expect(pdfText(sealed)).toContain(DEVANAGARI);
  });

  it("draws each character in the face that has it: Devanagari runs apart, shared spaces and signs kept with them", async () => {
    const writer = await PdfWriter.create("runs");
    const runs = writer.fonts.runs(`Member: ${DEVANAGARI} (${DIACRITICS}) ₹5 → x`);
    expect(runs.map((run) => run.text).join("")).toBe(`Member: ${DEVANAGARI} (${DIACRITICS}) ₹5 -> x`);
    // Devanagari in Noto Sans Devanagari (shaped, its words kept as ActualText), nothing else in it
    for (const run of runs) expect(/\p{Script=Devanagari}/u.test(run.text)).toBe(run.face.source.shaped);
    expect(runs.filter((run) => run.face.source.shaped).map((run) => run.text.trim())).toEqual([DEVANAGARI]);
    // a character no face has is drawn as the replacement character, never as "?"
    expect(writer.fonts.runs("😀").map((run) => run.text)).toEqual(["\uFFFD"]);
  });

  it("wraps mixed text by the widths drawn, and cuts a word too long for a line between its letters, never inside a conjunct", async () => {
    const writer = await PdfWriter.create("wrap");
    const long = "क्षत्रिय".repeat(30);
    writer.text(`${DIACRITICS} ${long} ${DEVANAGARI}`, { width: 200 });
    const text = pdfText(await writer.bytes());
    expect(text.replace(/\s/g, "")).toContain(long);
    expect(text).toContain(DEVANAGARI);
    const lines = text.split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(4);
    // no line begins with a matra or a virama, nor ends with a virama: the cuts fall between whole letters
    for (const line of lines) {
      expect(line).not.toMatch(/^\p{M}/u);
      expect(line).not.toMatch(/\u094D$/u);
    }
  });
});

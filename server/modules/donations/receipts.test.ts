import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time.ts";
import { donorReceiptUrl, officeReceiptUrl } from "../../../common/donation-receipts.ts";
import { financialYearOf } from "../../../common/statements.ts";
import { clubSettings, donationGifts, donationPledges, sealedDocuments } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type CaughtMail, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, multipart, signInEveryRole, staffMember, type Caller } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { hindiAmountInWords } from "../tax/amount-words-hi.ts";
import { amountInWords } from "../tax/particulars.ts";
import { donorToken, receiveGift, verifyTransferGift, type GiftDeps } from "./gifts.ts";

/*
 * The donation receipt (decision 048): what section 80G(5) and rule 18AB ask it to carry, read from the PDF as a
 * reader copies it — the Trust's PAN and 80G registration, the donor's PAN, the amount in words, the receipt number
 * and financial year — and plainly why a receipt gives no deduction when it gives none; sealed and verifiable at
 * /verify; mailed with the PDF attached in the pledge's language; downloaded by the donor and by accounts alone.
 */

let t: TestApp & { mail: MailCatcher };
let deps: GiftDeps;
const REGISTRATION = { number: "AAATV0000AE20250", date: "2025-03-24" };

beforeAll(async () => {
  t = await openTestAppWithMail();
  const { services } = t.app;
  deps = {
    db: t.database.db,
    mail: services.mail,
    publicUrl: t.config.publicUrl,
    cipher: services.cipher,
    feedSecret: t.config.sessionSecret,
  };
  await setRegistration(REGISTRATION);
});
afterAll(async () => {
  await t?.close();
});

const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const DEVANAGARI = /[\u0900-\u097F]/;

async function setRegistration(registration: { number: string; date: string } | null) {
  await t.database.db
    .update(clubSettings)
    .set({
      registration12a80gNumber: registration?.number ?? null,
      registration12a80gDate: registration?.date ?? null,
    })
    .where(eq(clubSettings.id, true));
}

let nextReference = 1;
interface Gift {
  pan?: string;
  email?: string;
  name?: string;
  language?: "en" | "hi";
  currency?: "INR" | "USD";
  amount?: number;
  amountInr?: number;
  mode?: "online" | "transfer" | "subscription";
  userId?: string;
}

/** A pledge and its gift received (online, a subscription's charge) or a transfer verified by accounts. */
async function give(input: Gift = {}) {
  const db = t.database.db;
  const currency = input.currency ?? "INR";
  const amount = input.amount ?? 5000;
  const [pledge] = await db
    .insert(donationPledges)
    .values({
      reference: `VWC-D-2026-${7000 + nextReference++}`,
      name: input.name ?? "Meera Iyer",
      email: input.email ?? `donor-${randomUUID().slice(0, 8)}@example.in`,
      amount,
      currency,
      kind: input.mode === "subscription" ? "recurring" : "one_time",
      frequency: input.mode === "subscription" ? "monthly" : null,
      causes: ["Clean Himalayas", "Research for Ayurveda Medicine"],
      panEnc: input.pan ? deps.cipher.encrypt(input.pan) : null,
      panHash: input.pan ? deps.cipher.fingerprint(input.pan) : null,
      address: input.pan ? "12 Mall Road, Solan, Himachal Pradesh 173212" : null,
      method: input.mode === "transfer" ? "transfer" : "online",
      chargeCurrency: currency,
      language: input.language ?? "en",
      userId: input.userId ?? null,
    })
    .returning();
  const paidOn = clubToday();
  const amountInr = input.amountInr ?? amount;
  let gift: typeof donationGifts.$inferSelect;
  if (input.mode === "transfer") {
    const accounts = await staffMember(t, "accounts");
    gift = await db.transaction(async (tx) => {
      const [awaiting] = await tx
        .insert(donationGifts)
        .values({
          pledgeId: pledge.id,
          amount,
          currency,
          amountInr,
          mode: "transfer",
          status: "awaiting",
          paidOn,
          utr: `UTR${nextReference}9876543`,
        })
        .returning();
      return (await verifyTransferGift(deps, tx, awaiting.id, { id: accounts.id, role: "accounts", ip: "192.0.2.1" }))!;
    });
  } else {
    gift = (await db.transaction((tx) =>
      receiveGift(
        deps,
        tx,
        {
          pledgeId: pledge.id,
          amount,
          currency,
          amountInr,
          mode: input.mode ?? "online",
          paidOn,
          razorpayPaymentId: `pay_${randomUUID().replaceAll("-", "").slice(0, 14)}`,
        },
        null,
      ),
    ))!;
  }
  return { pledge, gift, number: gift.receiptNumber!, token: donorToken(deps, pledge.reference) };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

async function officePdf(number: string) {
  const admin = await staffMember(t, "admin");
  const res = await get(officeReceiptUrl(number), admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return res.rawPayload;
}

/** The PDF attached to a mail (base64 in its MIME part). */
function attachedPdf(mail: CaughtMail): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  expect(part, "a PDF attached").toBeTruthy();
  return Buffer.from(part![1].replace(/\s+/g, ""), "base64");
}

describe("the receipt's text", () => {
  it("eligible: the Trust's PAN and 80G registration, the donor's PAN and address, the amount in words, number and FY", async () => {
    const { gift, number, pledge } = await give({ pan: "ABCPI1234K", amount: 5000 });
    expect(gift.receiptEligible80g).toBe(true);
    const fy = financialYearOf(clubToday()).fy;
    expect(number).toMatch(new RegExp(`^VWC-DR-${fy}-\\d+$`));
    expect(gift.receiptYear).toBe(fy);
    const text = textOf(await officePdf(number));
    const [settings] = await t.database.db.select().from(clubSettings);
    expect(text).toContain("Donation Receipt");
    expect(text).toContain(number);
    expect(text).toContain(`Financial year ${fy}`);
    expect(text).toContain(pledge.reference);
    expect(text).toContain(settings.legalName);
    expect(text).toContain(settings.pan);
    expect(text).toContain(`80G registration number ${REGISTRATION.number}`);
    expect(text).toContain("80G registration date 24 March 2025");
    expect(text).toContain("Meera Iyer");
    expect(text).toContain("PAN ABCPI1234K");
    expect(text).toContain("12 Mall Road, Solan");
    expect(text).toContain("₹5,000");
    expect(text).toContain(amountInWords(5000 * 100));
    expect(amountInWords(5000 * 100)).toBe("Five Thousand Rupees Only");
    expect(text).toContain(`Online, through Razorpay (payment ID ${gift.razorpayPaymentId})`);
    expect(text).toContain("Clean Himalayas");
    expect(text).toContain("This donation is eligible for deduction under section 80G of the Income Tax Act, 1961.");
    expect(text).toContain("Form 10BE");
    expect(text).not.toContain("gives no deduction");
    expect(text).not.toMatch(DEVANAGARI);
  });

  it("without a PAN: it says plainly that it gives no 80G deduction, and why", async () => {
    const { gift, number } = await give({ amount: 2500, mode: "transfer" });
    expect(gift.receiptEligible80g).toBe(false);
    const text = textOf(await officePdf(number));
    expect(text).toContain("This receipt gives no deduction under section 80G of the Income Tax Act, 1961, because:");
    expect(text).toContain("no PAN was given with this donation");
    expect(text).not.toContain("the Trust had no registration");
    expect(text).not.toContain("is eligible for deduction");
    expect(text).toContain("PAN Not given");
    expect(text).toContain(amountInWords(2500 * 100));
    expect(text).toContain(`Bank transfer or UPI (UTR ${gift.utr})`);
    expect(text).toContain(`80G registration number ${REGISTRATION.number}`);
  });

  it("without the Trust's 80G registration: no deduction, because there is none", async () => {
    await setRegistration(null);
    try {
      const { gift, number } = await give({ pan: "ABCPI1234K", amount: 1200 });
      expect(gift.receiptEligible80g).toBe(false);
      const text = textOf(await officePdf(number));
      expect(text).toContain("80G registration number Not registered under section 80G");
      expect(text).toContain("the Trust had no registration under section 80G when the donation was received");
      expect(text).not.toContain("no PAN was given");
      expect(text).toContain("PAN ABCPI1234K");
      expect(text).toContain("One Thousand Two Hundred Rupees Only");
      await jobsDone(t);
    } finally {
      await setRegistration(REGISTRATION);
    }
  });

  it("a gift in a foreign currency: its amount, what it counts for in rupees, and no 80G deduction", async () => {
    const { gift, number } = await give({ pan: "ABCPI1234K", currency: "USD", amount: 100, amountInr: 8400 });
    expect(gift.receiptEligible80g).toBe(false);
    const text = textOf(await officePdf(number));
    expect(text).toContain("$100");
    expect(text).toContain("₹8,400");
    expect(text).toContain("One Hundred US Dollars Only");
    expect(text).toContain("the donation was received in a foreign currency");
    expect(text).not.toContain("no PAN was given");
    expect(text).not.toContain("is eligible for deduction");
  });

  it("a recurring gift's charge names Razorpay's payment; a Hindi reader's is English with Hindi", async () => {
    const { gift, number } = await give({
      pan: "ABCPI1234K",
      amount: 2000,
      mode: "subscription",
      language: "hi",
      name: "अनन्या शर्मा",
    });
    const text = textOf(await officePdf(number));
    expect(text).toContain("Donation Receipt / दान रसीद");
    expect(text).toContain("अनन्या शर्मा");
    expect(text).toContain(`Recurring gift, charged through Razorpay (payment ID ${gift.razorpayPaymentId})`);
    expect(text).toContain("Two Thousand Rupees Only");
    expect(text).toContain(hindiAmountInWords(2000 * 100));
    expect(text).toContain("धारा 80G के अंतर्गत कटौती के योग्य है");
    expect(text).toContain("Clean Himalayas / स्वच्छ हिमालय");
    expect(text).toContain("इस रसीद की जाँच");
    expect(text).not.toContain("\uFFFD");
  });
});

describe("sealed and verifiable", () => {
  it("is sealed once, the same bytes every time, registered for /verify with its code on the page", async () => {
    const { number, pledge } = await give({ pan: "ABCPI1234K", amount: 3000, name: "Kavya Ramesh Rao" });
    const first = await officePdf(number);
    const again = await officePdf(number);
    expect(sha256(again)).toBe(sha256(first));
    expect(t.app.services.sealer.inspect(first)).toMatchObject({ signed: true, byClub: true, intact: true });

    const body = multipart("file", { name: "receipt.pdf", bytes: Buffer.from(first), type: "application/pdf" });
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
      kind: "donation-receipt",
      reference: number,
      status: "issued",
    });

    const [document] = await t.database.db.select().from(sealedDocuments).where(eq(sealedDocuments.reference, number));
    expect(document.kind).toBe("donation-receipt");
    expect(document.storageKey).toMatch(/^donation-receipts\/[0-9a-f]{64}\.pdf$/);
    const text = textOf(first);
    expect(text).toContain(`Verify this receipt at ${t.config.publicUrl.replace(/\/$/, "")}/verify/${document.code}`);
    const fy = financialYearOf(clubToday()).fy;
    expect(await t.app.services.verification.byCode(document.code)).toMatchObject({
      kind: "donation-receipt",
      reference: number,
      status: "issued",
      subject: `Donation receipt ${number} of K. R. Rao, FY ${fy}`,
      financialYear: fy,
      amount: 3000,
      currency: "INR",
      parties: ["K. R. Rao"],
      sha256: sha256(first),
    });
    expect(pledge.reference).toBeTruthy();
  });
});

describe("the receipt mail", () => {
  it("carries the sealed PDF, says whether it gives a deduction, and keeps the donor's link", async () => {
    const { number, pledge } = await give({ pan: "ABCPI1234K", amount: 4000 });
    const mail = await mailAbout(t.mail, pledge.email, `Your donation receipt ${number}`);
    expect(mail.raw).toContain(`donation-receipt-${number}.pdf`);
    expect(mail.text).toContain("eligible for deduction under section 80G");
    expect(mail.text).toContain("/donations/mine?t=");
    expect(mail.text).not.toContain("pause or cancel");
    const attached = attachedPdf(mail);
    expect(sha256(attached)).toBe(sha256(await officePdf(number)));
  });

  it("in Hindi for a Hindi pledge; a recurring charge's says where to pause or cancel it", async () => {
    const { number, pledge } = await give({ amount: 2000, mode: "subscription", language: "hi" });
    const mail = await mailAbout(t.mail, pledge.email, `आपके दान की रसीद ${number}`);
    expect(mail.text).toContain("नमस्ते Meera Iyer जी");
    expect(mail.text).toContain("कोई कटौती नहीं मिलती");
    expect(mail.text).toContain("रोक या रद्द");
    expect(mail.text).toContain("/donations/mine?t=");
    expect(mail.raw).toContain("application/pdf");
  });
});

describe("GET /api/donations/receipts/{number}.pdf", () => {
  it("answers the donor's signed link, another of their pledges' link, or their account; 404 to anyone else", async () => {
    const member = await createMember(t, "Rohan Mehta");
    const email = `Donor-${randomUUID().slice(0, 8)}@Example.in`;
    const { number, token } = await give({ pan: "ABCPI1234K", email, userId: member.id });
    const other = await give({ email: email.toLowerCase() });
    const stranger = await give({});
    const pdf = async (url: string, headers?: Record<string, string>) => (await get(url, headers)).statusCode;

    expect(await pdf(donorReceiptUrl(number, token))).toBe(200);
    // a link of another pledge given with the same address (in any case) opens it too
    expect(await pdf(donorReceiptUrl(number, other.token))).toBe(200);
    expect(await pdf(donorReceiptUrl(other.number, token))).toBe(200);
    // the account that gave it, without a token
    expect(await pdf(donorReceiptUrl(number), member.headers)).toBe(200);
    const res = await get(donorReceiptUrl(number, token));
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="donation-receipt-${number}.pdf"`);
    expect(sha256(res.rawPayload)).toBe(sha256(await officePdf(number)));

    // anyone else: another donor's link, a forged or no link, another account, an unknown number
    expect(await pdf(donorReceiptUrl(number, stranger.token))).toBe(404);
    expect(await pdf(donorReceiptUrl(number, `${token.split(".")[0]}.forged`))).toBe(404);
    expect(await pdf(donorReceiptUrl(number))).toBe(404);
    expect(await pdf(donorReceiptUrl(number), (await createMember(t, "Someone Else")).headers)).toBe(404);
    expect(await pdf(donorReceiptUrl("VWC-DR-2001-02-99999", token))).toBe(404);
    expect(await pdf(donorReceiptUrl("not-a-receipt", token))).toBe(404);
  });
});

describe("GET /api/admin/donations/receipts/{number}.pdf", () => {
  it.each<[Caller, number]>([
    ["admin", 200],
    ["accounts", 200],
    ["front-office", 403],
    ["content", 403],
    ["member", 403],
    [undefined, 401],
  ])("as %s: %i", async (who, status) => {
    const { number } = await give({ pan: "ABCPI1234K" });
    const { callerFor } = await signInEveryRole(t, "Office Caller");
    const caller = callerFor(who);
    const res = await get(officeReceiptUrl(number), caller?.headers);
    expect(res.statusCode, res.body).toBe(status);
  });

  it("404 for a number that is no receipt", async () => {
    const accounts = await staffMember(t, "accounts");
    expect((await get(officeReceiptUrl("VWC-DR-2001-02-99999"), accounts.headers)).statusCode).toBe(404);
  });
});

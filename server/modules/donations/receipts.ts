import { and, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { ToWords } from "to-words";
import {
  DONATION_RECEIPT_PATTERN,
  donationReceiptFileName,
  donationReceiptMessages as m,
} from "../../../common/donation-receipts.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Db } from "../../db/open.ts";
import { clubSettings, donationGifts, donationPledges } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import { CLUB } from "../../platform/pdf.ts";
import { documentLanguage } from "../../platform/pdf-text.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { amountInWords } from "../tax/particulars.ts";
import { hindiAmountInWords, hindiNumberWords } from "../tax/amount-words-hi.ts";
import { invoiceDocument, sealedInvoice, verificationUrl, type InvoiceSealDeps } from "../verification/invoices.ts";
import { readDonorToken } from "./gifts.ts";
import type { DonationReceiptData, NotEligibleReason } from "./receipt-pdf.ts";

/**
 * Donation receipts (decision 048): each received gift's receipt drawn from the gift, its pledge and the Trust's
 * settings, sealed once at its issue time as sealed_documents kind "donation-receipt" (its code on every page and in
 * its QR code), stored, and read from the storage ever after (`sealedInvoice`, like invoices). Mailed with the gift,
 * downloaded by the donor (their signed token, or signed in) and by accounts, verifiable at /verify.
 */
export interface DonationReceiptDeps extends InvoiceSealDeps {
  cipher: FieldCipher;
  /** The secret the donors' signed links are made with (gifts.ts). */
  feedSecret: string;
}

type GiftRow = typeof donationGifts.$inferSelect;
type PledgeRow = typeof donationPledges.$inferSelect;

export interface DonationReceiptPdf {
  number: string;
  name: string;
  bytes: Buffer;
}

const englishWords = new ToWords({ localeCode: "en-IN" });

/** A foreign currency's name in the words of a receipt. */
const CURRENCY_WORDS: Record<string, { en: string; hi: string }> = {
  USD: { en: "US Dollars", hi: "अमेरिकी डॉलर" },
  EUR: { en: "Euros", hi: "यूरो" },
};

/** A gift's amount in words: rupees as invoices write them (English and Hindi), another currency by its name. */
function wordsOf(amount: number, currency: string): DonationReceiptData["words"] {
  if (currency === "INR") return { en: amountInWords(amount * 100), hi: hindiAmountInWords(amount * 100) };
  const name = CURRENCY_WORDS[currency] ?? { en: currency, hi: currency };
  return { en: `${englishWords.convert(amount)} ${name.en} Only`, hi: `${hindiNumberWords(amount)} ${name.hi} मात्र` };
}

/**
 * Why a receipt gives no 80G deduction, as it says it: the gift in a foreign currency, no PAN given, no registration
 * in the settings. A receipt issued as not eligible whose reasons have since gone (the registration set later) says
 * the registration was not there when it was issued.
 */
function reasonsOf(gift: GiftRow, pledge: PledgeRow, registered: boolean): NotEligibleReason[] {
  if (gift.receiptEligible80g) return [];
  const reasons: NotEligibleReason[] = [];
  if (!registered) reasons.push("noRegistration");
  if (!pledge.panEnc) reasons.push("noPan");
  if (gift.currency !== "INR") reasons.push("foreignCurrency");
  return reasons.length > 0 ? reasons : ["noRegistration"];
}

/** What a gift's receipt is drawn from: the gift, its pledge (the PAN decrypted), the Trust as the settings name it. */
async function receiptData(
  deps: DonationReceiptDeps,
  gift: GiftRow,
  pledge: PledgeRow,
  code: string,
): Promise<DonationReceiptData> {
  const [settings] = await deps.db.select().from(clubSettings).limit(1);
  const registration =
    settings?.registration12a80gNumber && settings.registration12a80gDate
      ? { number: settings.registration12a80gNumber, date: settings.registration12a80gDate }
      : null;
  const verifyUrl = verificationUrl(deps.publicUrl, code);
  return {
    number: gift.receiptNumber!,
    fy: gift.receiptYear!,
    issuedAt: gift.receiptIssuedAt!,
    language: documentLanguage(pledge.language),
    pledgeReference: pledge.reference,
    trust: {
      name: settings?.legalName ?? CLUB.name,
      address: settings?.address ?? CLUB.address,
      pan: settings?.pan ?? "-",
      registration,
    },
    donor: {
      name: pledge.name,
      email: pledge.email,
      address: pledge.address,
      pan: pledge.panEnc ? deps.cipher.decrypt(pledge.panEnc) : null,
    },
    amount: gift.amount,
    currency: gift.currency,
    amountInr: gift.amountInr,
    exchangeRate: gift.currency === "INR" ? null : (pledge.exchangeRate ?? round(gift.amountInr / gift.amount)),
    words: wordsOf(gift.amount, gift.currency),
    mode: gift.mode,
    paymentId: gift.razorpayPaymentId,
    utr: gift.utr,
    paidOn: gift.paidOn,
    causes: pledge.causes,
    eligible: gift.receiptEligible80g === true,
    reasons: reasonsOf(gift, pledge, registration !== null),
    verifyUrl,
    qrPng: new Uint8Array(
      await QRCode.toBuffer(verifyUrl, { type: "png", margin: 1, width: 220, errorCorrectionLevel: "M" }),
    ),
  };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A received gift's receipt, sealed once at its issue time and stored; its stored bytes every time after. */
export async function sealedDonationReceipt(
  deps: DonationReceiptDeps,
  gift: GiftRow,
  pledge: PledgeRow,
): Promise<DonationReceiptPdf> {
  if (!gift.receiptNumber || !gift.receiptIssuedAt) throw new AppError(404, m.notFound);
  const issued = { number: gift.receiptNumber, issuedAt: gift.receiptIssuedAt, document: "donation-receipt" as const };
  // the document's code first: the receipt's QR code carries its verification page
  const document = await invoiceDocument(deps.db, issued);
  const bytes = await sealedInvoice(
    deps,
    { ...issued, issuedAt: document.issuedAt },
    { kind: "donation-receipt", data: await receiptData(deps, gift, pledge, document.code) },
  );
  return { number: gift.receiptNumber, name: donationReceiptFileName(gift.receiptNumber), bytes };
}

/** A received gift with its receipt, and its pledge, by the receipt's number; null when there is none. */
async function receiptGift(db: Db, number: string): Promise<{ gift: GiftRow; pledge: PledgeRow } | null> {
  if (!DONATION_RECEIPT_PATTERN.test(number)) return null;
  const [row] = await db
    .select({ gift: donationGifts, pledge: donationPledges })
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(and(eq(donationGifts.receiptNumber, number), eq(donationGifts.status, "received")));
  return row ?? null;
}

/** A receipt by its gift's id (the receipt mail's attachment); 404 when the gift has no receipt. */
export async function donationReceiptOfGift(deps: DonationReceiptDeps, giftId: string): Promise<DonationReceiptPdf> {
  const [row] = isUuid(giftId)
    ? await deps.db
        .select({ gift: donationGifts, pledge: donationPledges })
        .from(donationGifts)
        .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
        .where(eq(donationGifts.id, giftId))
    : [];
  if (!row?.gift.receiptNumber) throw new AppError(404, m.notFound);
  return sealedDonationReceipt(deps, row.gift, row.pledge);
}

/** GET /api/admin/donations/receipts/{number}.pdf: any receipt, for accounts; 404 for an unknown number. */
export async function officeDonationReceipt(deps: DonationReceiptDeps, number: string): Promise<DonationReceiptPdf> {
  const found = await receiptGift(deps.db, number);
  if (!found) throw new AppError(404, m.notFound);
  return sealedDonationReceipt(deps, found.gift, found.pledge);
}

/** Who asks for a receipt on the donor's side: the holder of a donor's signed token, or a signed-in account. */
export interface DonorAccess {
  token?: string;
  user?: { id: string; email: string };
}

/**
 * GET /api/donations/receipts/{number}.pdf: the donor's own receipt. Theirs when the signed token's pledge was given
 * with the receipt's e-mail address (a donor's link opens all their gifts), or when the signed-in account gave the
 * pledge or has its e-mail address. Anyone else, like an unknown number, gets 404: a receipt's existence is not told.
 */
export async function donorDonationReceipt(
  deps: DonationReceiptDeps,
  number: string,
  access: DonorAccess,
): Promise<DonationReceiptPdf> {
  const found = await receiptGift(deps.db, number);
  if (!found || !(await mayOpen(deps, found.pledge, access))) throw new AppError(404, m.notFound);
  return sealedDonationReceipt(deps, found.gift, found.pledge);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function mayOpen(deps: DonationReceiptDeps, pledge: PledgeRow, access: DonorAccess): Promise<boolean> {
  if (access.user && (pledge.userId === access.user.id || sameAddress(pledge.email, access.user.email))) return true;
  if (!access.token) return false;
  const reference = readDonorToken(deps, access.token);
  if (!reference) return false;
  const [holder] = await deps.db
    .select({ email: donationPledges.email })
    .from(donationPledges)
    .where(eq(donationPledges.reference, reference));
  return !!holder && sameAddress(holder.email, pledge.email);
}

/**
 * What /verify/{code} says of a donation receipt: its number and financial year, the donor's name (the page shows
 * initials and surname), the amount and its currency. null: no received gift has that receipt.
 */
export async function donationReceiptByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      number: donationGifts.receiptNumber,
      fy: donationGifts.receiptYear,
      donor: donationPledges.name,
      amount: donationGifts.amount,
      currency: donationGifts.currency,
    })
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(and(eq(donationGifts.receiptNumber, number), eq(donationGifts.status, "received")));
  return row ? { ...row, number: row.number!, fy: row.fy ?? "" } : null;
}

/** The receipts of the gifts of a donor's e-mail address, newest first (the donor's page may list them). */
export async function donorReceipts(db: Db, email: string) {
  return db
    .select({
      number: donationGifts.receiptNumber,
      paidOn: donationGifts.paidOn,
      amount: donationGifts.amount,
      currency: donationGifts.currency,
      eligible80g: donationGifts.receiptEligible80g,
    })
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(
      and(
        eq(donationGifts.status, "received"),
        sql`lower(${donationPledges.email}) = lower(${email})`,
        sql`${donationGifts.receiptNumber} is not null`,
      ),
    )
    .orderBy(sql`${donationGifts.paidOn} desc`, sql`${donationGifts.receiptIssuedAt} desc`);
}

/** Donation receipts: the donor's download, the office's, and a gift's (the receipt mail's attachment). */
export function createDonationReceiptsService(deps: DonationReceiptDeps) {
  return {
    forDonor: withDeps(deps, donorDonationReceipt),
    forOffice: withDeps(deps, officeDonationReceipt),
    ofGift: withDeps(deps, donationReceiptOfGift),
    ofDonor: withDeps(deps.db, donorReceipts),
  };
}

import type { GiftMode } from "../../../common/donation-money.ts";
import { formatRupees } from "../../../common/format.ts";
import type { Language } from "../../../common/language.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import { documentWords } from "../../platform/pdf-text.ts";
import { CAUSE_NAMES_HI, DONATION_RECEIPT_TEXT } from "./pdf-text.ts";

/** Why a receipt gives no 80G deduction (decision 048); a receipt may have more than one. */
export const NOT_ELIGIBLE_REASONS = ["noRegistration", "noPan", "foreignCurrency"] as const;
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number];

/**
 * What a donation receipt is drawn from (plain data: it is drawn in a worker thread of the CPU pool), as the gift, its
 * pledge and the club's settings say it, with the verification page's address and its QR code: everything section
 * 80G(5) and rule 18AB ask a receipt to carry.
 */
export interface DonationReceiptData {
  number: string;
  /** The financial year of the day paid, e.g. "2026-27". */
  fy: string;
  /** When the receipt was issued (the gift received): its date, and the document's. */
  issuedAt: Date;
  /** The language of the pledge: a Hindi reader's receipt is English with Hindi (decision 047). */
  language: Language;
  pledgeReference: string;
  trust: {
    name: string;
    address: string;
    pan: string;
    /** The 80G registration (the settings' 12A/80G number and date); null when there is none. */
    registration: { number: string; date: string } | null;
  };
  donor: { name: string; email: string; address: string | null; pan: string | null };
  /** The amount in its currency (whole units), and what it counts for in rupees. */
  amount: number;
  currency: string;
  amountInr: number;
  /** Rupees a unit, for a gift in a foreign currency. */
  exchangeRate: number | null;
  /** The amount in words: English ("Five Thousand Rupees Only"), and Hindi for a Hindi reader. */
  words: { en: string; hi: string };
  mode: GiftMode;
  paymentId: string | null;
  utr: string | null;
  paidOn: string;
  causes: string[];
  eligible: boolean;
  /** Why not, when not eligible (never empty then). */
  reasons: NotEligibleReason[];
  verifyUrl: string;
  /** A PNG of the QR code of verifyUrl. */
  qrPng: Uint8Array;
}

/**
 * The donation receipt: the letterhead; its number, financial year, date and the pledge's reference; the Trust (name,
 * address, PAN, 80G registration number and date); the donor (name, address, PAN, e-mail); the donation (amount in
 * figures and words, mode and date of payment, the causes); then whether it gives an 80G deduction — the law's
 * sentence and Form 10BD/10BE, or plainly why not — and the seal's note with the QR code of its verification page.
 * Dated when issued, so one receipt always gives the same bytes, with `footer` (its verification link) on every page.
 */
export async function renderDonationReceipt(data: DonationReceiptData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Donation receipt ${data.number}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  const w = documentWords(DONATION_RECEIPT_TEXT, data.language);
  const heading = (pick: (t: typeof DONATION_RECEIPT_TEXT.en) => string) =>
    pdf.text(w.beside(pick), { bold: true, size: 11, gap: 2 });
  const notGiven = w.below((t) => t.notGiven);

  pdf.letterhead(w.beside((t) => t.title));
  pdf.rows([
    [w.below((t) => t.receiptNumber), data.number],
    [w.below((t) => t.financialYear), data.fy],
    [w.below((t) => t.receiptDate), w.dayOf(data.issuedAt)],
    [w.below((t) => t.pledgeReference), data.pledgeReference],
  ]);
  pdf.rule();

  heading((t) => t.trust);
  const registration = data.trust.registration;
  pdf.rows([
    [w.below((t) => t.name), data.trust.name],
    [w.below((t) => t.address), data.trust.address],
    [w.below((t) => t.pan), data.trust.pan],
    [w.below((t) => t.registration80g), registration ? registration.number : w.below((t) => t.notRegistered)],
    ...(registration ? [[w.below((t) => t.registration80gDate), w.day(registration.date)] as [string, string]] : []),
  ]);
  pdf.rule();

  heading((t) => t.donor);
  pdf.rows([
    [w.below((t) => t.name), data.donor.name],
    [w.below((t) => t.address), data.donor.address ?? notGiven],
    [w.below((t) => t.pan), data.donor.pan ?? notGiven],
    [w.below((t) => t.email), data.donor.email],
  ]);
  pdf.rule();

  heading((t) => t.donation);
  const rupees = data.currency === "INR";
  pdf.rows([
    [w.below((t) => t.amount), rupees ? formatRupees(data.amount) : formatPledgeAmount(data.amount, data.currency)],
    ...(rupees
      ? []
      : [
          [
            w.below((t) => t.amountInRupees),
            `${formatRupees(data.amountInr)}${data.exchangeRate ? ` (${w.en.rupeesAt(String(data.exchangeRate))})` : ""}`,
          ] as [string, string],
        ]),
    [w.below((t) => t.amountInWords), w.bilingual ? `${data.words.en}\n${data.words.hi}` : data.words.en],
    [w.below((t) => t.modeOfPayment), w.below((t) => modeWords(t, data))],
    [w.below((t) => t.datePaid), w.day(data.paidOn)],
    [
      w.below((t) => t.causes),
      data.causes
        .map((cause) => (w.bilingual && CAUSE_NAMES_HI[cause] ? `${cause} / ${CAUSE_NAMES_HI[cause]}` : cause))
        .join("\n"),
    ],
  ]);
  pdf.rule();

  if (data.eligible) {
    pdf.text(
      w.below((t) => t.eligible),
      { bold: true, size: 11, colour: colours.accent, gap: 4 },
    );
    pdf.text(
      w.below((t) => t.form10be),
      { size: 9.5, colour: colours.muted, gap: 4 },
    );
  } else {
    pdf.text(
      w.below((t) => t.notEligible),
      { bold: true, size: 11, colour: colours.accent, gap: 2 },
    );
    for (const reason of data.reasons) pdf.text(`• ${w.below((t) => t[reason])}`, { size: 10, x: 8, gap: 2 });
    pdf.space(4);
  }
  pdf.rule();

  // the seal's note beside the QR code of the verification page
  const qrSize = 84;
  pdf.keep(qrSize + 8);
  const qr = await pdf.doc.embedPng(data.qrPng);
  const top = pdf.y;
  pdf.page.drawImage(qr, { x: pdf.margin, y: top - qrSize, width: qrSize, height: qrSize });
  const textWidth = pdf.width - qrSize - 12;
  pdf.text(
    w.below((t) => t.sealed),
    { size: 9, colour: colours.muted, x: qrSize + 12, width: textWidth, gap: 4 },
  );
  pdf.text(
    w.below((t) => t.scanToVerify),
    { size: 9, colour: colours.muted, x: qrSize + 12, width: textWidth, gap: 2 },
  );
  pdf.text(data.verifyUrl, { size: 9, x: qrSize + 12, width: textWidth });
  pdf.y = Math.min(pdf.y, top - qrSize - 8);
  return pdf.bytes();
}

/** How the money came: online with its Razorpay payment id, by transfer with its UTR, or a recurring gift's charge. */
function modeWords(t: typeof DONATION_RECEIPT_TEXT.en, data: DonationReceiptData): string {
  switch (data.mode) {
    case "online":
      return t.online(data.paymentId ?? "-");
    case "transfer":
      return t.transfer(data.utr);
    case "subscription":
      return t.subscription(data.paymentId);
  }
}

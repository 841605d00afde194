import { eq } from "drizzle-orm";
import { ToWords } from "to-words";
import { gstStateCode } from "../../../common/club-settings.ts";
import {
  placeOfSupply,
  roundDiv,
  stateNamedIn,
  stateOfGstin,
  stateOfLocation,
  stateTaxName,
  taxIncluded,
  taxTotals,
  untaxedLines,
  type InvoiceParticulars,
  type TaxKind,
  type TaxLine,
  type TaxSettings,
  type TaxesAndFees,
} from "../../../common/gst.ts";
import type { Language } from "../../../common/language.ts";
import type { Db, Tx } from "../../db/open.ts";
import { invoiceParticulars, kycDetails, memberInvoiceDetails, users } from "../../db/schema.ts";
import { CLUB } from "../../platform/pdf.ts";
import { getClubSettings } from "../club-settings/service.ts";
import { getTaxSettings } from "./settings.ts";

/**
 * An invoice's tax particulars, taken once, in the transaction that issues the invoice (decision 037): the Trust as
 * the club's settings name it (GST charged only with a GSTIN), the member as their invoice details and application
 * name them, the place of supply, each line's SAC, taxable value, rate and tax from the tax settings in force, the
 * totals and the amount in words, and the member's language (decision 047). Stored by the invoice's number; the
 * invoice is drawn from them ever after.
 */

const words = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true } });

/** An amount (paise) in words, the Indian way: "One Lakh Eighteen Thousand Rupees And Fifty Paise Only". */
export const amountInWords = (paise: number) => words.convert(paise / 100);

/** What an invoice being issued is for: its kind of invoice, the supply whose place-of-supply rule applies, its lines. */
export interface InvoiceIssue {
  number: string;
  invoice: "step" | "membership" | "stay" | "maintenance" | "programme";
  /** The member billed; null for a visitor (a programme registration's booker), billed as `visitor` names them. */
  memberId: string | null;
  visitor?: { name: string; email: string; language: Language };
  /** The kind of supply whose rule decides the place of supply. */
  supply: TaxKind;
  /** The villa's location (Solan, Rishikesh…) for a supply in relation to a villa. */
  villaLocation?: string | null;
  /** The invoice's lines from the tax settings in force, within or across states. */
  lines: (rules: TaxSettings, interState: boolean) => { lines: TaxLine[]; taxesAndFees?: TaxesAndFees };
}

/** The recipient as the member's records name them: their invoice details first, then their application's address. */
async function recipientOf(
  tx: Db | Tx,
  memberId: string,
): Promise<{ recipient: InvoiceParticulars["recipient"]; language: Language }> {
  const [row] = await tx
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      details: {
        businessName: memberInvoiceDetails.businessName,
        gstin: memberInvoiceDetails.gstin,
        address: memberInvoiceDetails.address,
        state: memberInvoiceDetails.state,
      },
      kycAddress: kycDetails.currentAddress,
    })
    .from(users)
    .leftJoin(memberInvoiceDetails, eq(memberInvoiceDetails.userId, users.id))
    .leftJoin(kycDetails, eq(kycDetails.userId, users.id))
    .where(eq(users.id, memberId));
  const details = row.details;
  const gstin = details?.gstin ?? null;
  const address = details?.address?.trim() || row.kycAddress?.trim() || null;
  const state = (gstin && stateOfGstin(gstin)) || details?.state || (address ? stateNamedIn(address) : null);
  return {
    recipient: {
      name: (gstin && details?.businessName) || row.name,
      member_name: row.name,
      email: row.email,
      address,
      state,
      state_code: state ? (gstStateCode(state) ?? null) : null,
      gstin,
    },
    language: row.language,
  };
}

/**
 * A visitor billed (a programme place booked without an account): the name and e-mail they booked with; no address is
 * on record, so the place of supply falls to the estate's state or, online, the supplier's.
 */
function visitorRecipient(visitor: InvoiceIssue["visitor"]) {
  if (!visitor) throw new Error("An invoice without a member names its visitor.");
  return Promise.resolve({
    recipient: {
      name: visitor.name,
      member_name: visitor.name,
      email: visitor.email,
      address: null,
      state: null,
      state_code: null,
      gstin: null,
    } satisfies InvoiceParticulars["recipient"],
    language: visitor.language,
  });
}

/** The particulars of an invoice about to be issued, from the settings as they are in `tx`. */
export async function particularsFor(tx: Db | Tx, issue: InvoiceIssue): Promise<InvoiceParticulars> {
  const [settings, rules, { recipient, language }] = await Promise.all([
    getClubSettings(tx),
    getTaxSettings(tx),
    issue.memberId ? recipientOf(tx, issue.memberId) : visitorRecipient(issue.visitor),
  ]);
  // before the office has entered the club's settings: the club's name and address, no GSTIN (a payment receipt)
  const supplierState = settings?.state ?? stateNamedIn(CLUB.address) ?? "";
  const supplier: InvoiceParticulars["supplier"] = {
    name: settings?.legal_name ?? CLUB.name,
    address: settings?.address ?? CLUB.address,
    state: supplierState,
    state_code: gstStateCode(supplierState) ?? "",
    pan: settings?.pan ?? null,
    gstin: settings?.gstin ?? null,
  };
  const villaState = issue.villaLocation ? stateOfLocation(issue.villaLocation) : null;
  const place = placeOfSupply(rules[issue.supply].place_of_supply, recipient, villaState, supplierState);
  const interState = place.state !== supplierState;
  const taxed = supplier.gstin !== null;
  const made = issue.lines(rules, interState);
  const lines = taxed ? made.lines : untaxedLines(made.lines);
  const totals = taxTotals(lines);
  return {
    version: 1,
    taxed,
    supplier,
    recipient,
    place_of_supply: place,
    inter_state: interState,
    state_tax: stateTaxName(supplierState) as "SGST" | "UTGST",
    lines,
    totals,
    amount_in_words: amountInWords(totals.total),
    ...(made.taxesAndFees && taxed ? { taxes_and_fees: made.taxesAndFees } : {}),
    // the member's language as the invoice is issued: the invoice keeps it, whatever they choose later (decision 047)
    language,
  };
}

/**
 * Takes an invoice's particulars in the transaction that issues it (the row that numbers it already updated): once
 * per invoice number — an invoice issued again (a repeated payment event) keeps the particulars it was issued with.
 */
export async function issueInvoiceParticulars(tx: Tx, issue: InvoiceIssue): Promise<void> {
  const particulars = await particularsFor(tx, issue);
  await tx
    .insert(invoiceParticulars)
    .values({ invoiceNumber: issue.number, kind: issue.invoice, particulars })
    .onConflictDoNothing();
}

/** The particulars an invoice was issued with; null for one issued before particulars were taken. */
export async function invoiceParticularsOf(db: Db | Tx, number: string): Promise<InvoiceParticulars | null> {
  const [row] = await db
    .select({ particulars: invoiceParticulars.particulars })
    .from(invoiceParticulars)
    .where(eq(invoiceParticulars.invoiceNumber, number));
  return row?.particulars ?? null;
}

/**
 * The part of an invoice's particulars a credit note credits when it credits only part of the invoice (a stay
 * cancelled under the club's cancellation terms; decision 052): `creditedPaise` shared among the lines in proportion
 * to their totals (the last line takes what rounding leaves), and in each line the taxable value and the tax worked
 * out of its share at the line's own rate, as the invoice worked them out of what was paid (tax included), so the
 * taxable value and every tax fall in the same proportion and the lines add up to the credit exactly. The whole
 * invoice credited: its particulars as they are.
 */
export function creditedParticulars(particulars: InvoiceParticulars, creditedPaise: number): InvoiceParticulars {
  const whole = particulars.totals.total;
  if (creditedPaise >= whole || whole <= 0) return particulars;
  let left = creditedPaise;
  const lines = particulars.lines.map((line, index, all) => {
    const share = index === all.length - 1 ? left : Math.min(left, roundDiv(line.total * creditedPaise, whole));
    left -= share;
    const tax =
      particulars.taxed && line.rate_bp > 0
        ? taxIncluded(share, line.rate_bp, particulars.inter_state)
        : { taxable: share, cgst: 0, sgst: 0, igst: 0 };
    return { ...line, ...tax, total: share };
  });
  // the whole stay's "taxes and fees" no longer describe the part credited
  return {
    ...particulars,
    taxes_and_fees: undefined,
    lines,
    totals: taxTotals(lines),
    amount_in_words: amountInWords(creditedPaise),
  };
}

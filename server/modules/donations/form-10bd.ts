import { and, asc, between, eq, isNotNull, isNull } from "drizzle-orm";
import { parseFinancialYear, type FinancialYear } from "../../../common/statements.ts";
import { form10bdMessages, type Form10bdSummary } from "../../../common/office-donors.ts";
import type { Db } from "../../db/open.ts";
import { clubSettings, donationGifts, donationPledges } from "../../db/schema.ts";
import { csvLines, type CsvDownload } from "../../platform/csv.ts";
import { badRequest } from "../../platform/errors.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";

/**
 * Form 10BD (rule 18AB): the statement of the donations the Trust received in a financial year, as the income-tax
 * portal's CSV template of Part B ("Details of donors and donation") wants it, for accounts to upload by 31 May.
 *
 * The file holds the gifts received in rupees whose day paid is in the year, one line per donor (by PAN) and kind of
 * donation — the template's donation type and mode of receipt — their amounts summed. A gift without a PAN cannot be
 * reported: those are listed apart (form-10bd-missing.csv) so accounts can ask the donor for it. Money kept in a
 * foreign currency is not deductible under 80G and is left out (counted in the summary).
 */

export interface Form10bdDeps {
  db: Db;
  cipher: FieldCipher;
}

/** The template's columns of Part B, in its order. */
export const FORM_10BD_HEADER = [
  "Sr. No.",
  "Pre Acknowledgement Number",
  "ID Code",
  "Unique Identification Number",
  "Section Code",
  "Unique Registration Number (URN)",
  "Date of Issuance of Unique Registration Number",
  "Name of donor",
  "Address of donor",
  "Donation Type",
  "Mode of receipt",
  "Amount of donation (Indian rupees)",
];

/** The template's ID codes (Annexure I): the club asks its donors for a PAN only. */
export const ID_CODE = { pan: "1", aadhaar: "2", tin: "3", passport: "4", elector: "5", driving: "6", ration: "7" };
/** The template's section code of a donation deductible under section 80G. */
export const SECTION_80G = "Section 80G";
/**
 * The template's donation types: Corpus (given with the donor's written direction that it form part of the corpus),
 * Specific grant, Others. The donate page takes gifts for the Trust's causes, none with a direction to the corpus:
 * every gift is "Others" until a pledge records otherwise.
 */
export const DONATION_TYPE = { corpus: "Corpus", specificGrant: "Specific grant", others: "Others" } as const;
/** The template's modes of receipt: every way the club takes money (Razorpay, a transfer, UPI) is electronic. */
export const MODE_OF_RECEIPT = {
  cash: "Cash",
  kind: "Kind",
  electronic: "Electronic modes including account payee cheque/draft",
  others: "Others",
} as const;

/** The year named, or 400 with the words of every financial-year question. */
function yearOf(fy: string): FinancialYear {
  const year = parseFinancialYear(fy);
  if (!year) throw badRequest(form10bdMessages.badYear);
  return year;
}

/** A day as the template writes it: DD-MM-YYYY. */
const templateDay = (day: string | null | undefined) => (day ? day.split("-").reverse().join("-") : "");

/** The gifts in rupees received in the year, each with its pledge (the donor), with or without a PAN. */
function giftsOfYear(db: Db, year: FinancialYear, withPan: boolean) {
  return db
    .select({ gift: donationGifts, pledge: donationPledges })
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(
      and(
        eq(donationGifts.status, "received"),
        eq(donationGifts.currency, "INR"),
        between(donationGifts.paidOn, year.start, year.end),
        withPan ? isNotNull(donationPledges.panHash) : isNull(donationPledges.panHash),
      ),
    )
    .orderBy(asc(donationGifts.paidOn), asc(donationGifts.createdAt), asc(donationGifts.id));
}

export interface Form10bdRow {
  pan: string;
  name: string;
  address: string;
  type: string;
  mode: string;
  amount: number;
}

/** The lines of the year's 10BD: one per donor's PAN, donation type and mode, in the order each donor first gave. */
export async function form10bdRows(deps: Form10bdDeps, fy: string): Promise<Form10bdRow[]> {
  const year = yearOf(fy);
  const gifts = await giftsOfYear(deps.db, year, true);
  const rows = new Map<string, Form10bdRow>();
  for (const { gift, pledge } of gifts) {
    const type = DONATION_TYPE.others;
    const mode = MODE_OF_RECEIPT.electronic;
    const key = `${pledge.panHash}|${type}|${mode}`;
    const row = rows.get(key);
    if (row) {
      row.amount += gift.amountInr;
      // the donor's latest name and address stand
      row.name = pledge.name;
      row.address = pledge.address ?? row.address;
      continue;
    }
    rows.set(key, {
      pan: deps.cipher.decrypt(pledge.panEnc!).toUpperCase(),
      name: pledge.name,
      address: pledge.address ?? "",
      type,
      mode,
      amount: gift.amountInr,
    });
  }
  return [...rows.values()];
}

/** GET /api/admin/donations/form-10bd.csv?fy=: the year's Part B as the portal's template. */
export function form10bdCsv(deps: Form10bdDeps, fy: string): CsvDownload {
  const year = yearOf(fy);
  async function* lines() {
    const [rows, [settings]] = await Promise.all([
      form10bdRows(deps, year.fy),
      deps.db
        .select({ urn: clubSettings.registration12a80gNumber, date: clubSettings.registration12a80gDate })
        .from(clubSettings),
    ]);
    yield rows.map((row, i) => [
      String(i + 1),
      "",
      ID_CODE.pan,
      row.pan,
      SECTION_80G,
      settings?.urn ?? "",
      templateDay(settings?.date),
      row.name,
      row.address,
      row.type,
      row.mode,
      String(row.amount),
    ]);
  }
  return { name: `form-10bd-${year.fy}.csv`, lines: csvLines(FORM_10BD_HEADER, lines()) };
}

export const FORM_10BD_MISSING_HEADER = [
  "Receipt number",
  "Paid on",
  "Reference",
  "Name",
  "E-mail",
  "Phone",
  "Address",
  "Amount (INR)",
  "Mode",
];

/** GET /api/admin/donations/form-10bd-missing.csv?fy=: the year's gifts in rupees without a PAN, to ask for one. */
export function form10bdMissingCsv(deps: Form10bdDeps, fy: string): CsvDownload {
  const year = yearOf(fy);
  async function* lines() {
    const gifts = await giftsOfYear(deps.db, year, false);
    yield gifts.map(({ gift, pledge }) => [
      gift.receiptNumber,
      gift.paidOn,
      pledge.reference,
      pledge.name,
      pledge.email,
      pledge.phone,
      pledge.address,
      gift.amountInr.toFixed(2),
      gift.mode,
    ]);
  }
  return { name: `form-10bd-missing-pan-${year.fy}.csv`, lines: csvLines(FORM_10BD_MISSING_HEADER, lines()) };
}

/** What the office's Form 10BD panel says of a year: its lines and gifts, the gifts without a PAN, the foreign ones. */
export async function form10bdSummary(deps: Form10bdDeps, fy: string): Promise<Form10bdSummary> {
  const year = yearOf(fy);
  const gifts = await deps.db
    .select({ currency: donationGifts.currency, panHash: donationPledges.panHash })
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(and(eq(donationGifts.status, "received"), between(donationGifts.paidOn, year.start, year.end)));
  const rupees = gifts.filter((g) => g.currency === "INR");
  return {
    fy: year.fy,
    rows: (await form10bdRows(deps, year.fy)).length,
    gifts: rupees.filter((g) => g.panHash).length,
    missingPan: rupees.filter((g) => !g.panHash).length,
    foreign: gifts.length - rupees.length,
  };
}

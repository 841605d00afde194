import { GSTIN_PATTERN, INDIAN_STATES, gstStateCode, gstinCheckCharacter } from "./club-settings.ts";
import type { Language } from "./language.ts";
import { clubLocation } from "./locations.ts";

/**
 * GST on what the club charges (decision 037): the kinds of supply and their SAC, description and rate (kept by
 * accounts at /admin/tax-settings), the place of supply, and the tax of each invoice line in paise, worked out from
 * the amounts the member pays (which the spec fixes, so GST is included in them). Pure functions: the server takes a
 * snapshot of their answer when it issues an invoice, and the invoice is drawn from the snapshot.
 */

/** The kinds of supply the club invoices. */
export const TAX_KINDS = ["instalment", "membership", "stay", "extra-guests", "maintenance", "programme"] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export const TAX_KIND_LABELS: Record<TaxKind, string> = {
  instalment: "Villa contribution instalments",
  membership: "Full Membership",
  stay: "Stays (accommodation)",
  "extra-guests": "Extra guests on a stay",
  maintenance: "Villa maintenance dues",
  programme: "Events, retreats and courses",
};

/** The kinds whose rate may step up above a value per night (a unit of accommodation's value per day). */
export const PER_NIGHT_KINDS: readonly TaxKind[] = ["stay", "extra-guests"];
/**
 * The kinds supplied in relation to a villa or an estate, whose place of supply may be its state (a programme item held
 * at an estate; one given online is supplied where the recipient is).
 */
export const VILLA_KINDS: readonly TaxKind[] = ["instalment", "stay", "extra-guests", "maintenance", "programme"];

export const PLACE_OF_SUPPLY_RULES = ["villa", "recipient"] as const;
export type PlaceOfSupplyRule = (typeof PLACE_OF_SUPPLY_RULES)[number];

/** One kind of supply's tax: its SAC, its description on the invoice, its rate (stepping up above a value per night). */
export interface TaxRule {
  sac: string;
  description: string;
  rate_percent: number;
  /** Stays and extra guests: the value per night (rupees) above which `rate_above_percent` applies; else null. */
  threshold_per_night: number | null;
  rate_above_percent: number | null;
  /** Whose state is the place of supply: the villa's, or the recipient's (Full Membership: always the recipient's). */
  place_of_supply: PlaceOfSupplyRule;
}
export type TaxSettings = Record<TaxKind, TaxRule>;

/**
 * The defaults until accounts save their own (decision 037 says which rules they follow and what a real club must
 * confirm with its accountant): a contribution is a 99-year lease of a villa (real estate services, SAC 997211, 18%,
 * supplied where the villa is); Full Membership is a club's membership (SAC 999599, 18%, where the member is); a stay
 * and its extra guests are accommodation (SAC 996311), 5% up to ₹7,500 a night and 18% above (the rates in force
 * since 22 September 2025), supplied where the villa is; a villa's yearly maintenance dues (and their late fee) are
 * maintenance charged by the Trust to its villa's owner (SAC 999599, 18%, where the villa is; decision 056 says what
 * a club must confirm: whether they are taxable at all, and the SAC).
 * a place at an event, retreat or course is commercial training
 * and coaching (SAC 999293, 18%; decision 055), supplied where the estate is, or where the recipient is when online.
 */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  instalment: {
    sac: "997211",
    description: "Villa contribution: lease of a villa for 99 years",
    rate_percent: 18,
    threshold_per_night: null,
    rate_above_percent: null,
    place_of_supply: "villa",
  },
  membership: {
    sac: "999599",
    description: "Full Membership of the club, one year",
    rate_percent: 18,
    threshold_per_night: null,
    rate_above_percent: null,
    place_of_supply: "recipient",
  },
  stay: {
    sac: "996311",
    description: "Accommodation in a villa",
    rate_percent: 5,
    threshold_per_night: 7500,
    rate_above_percent: 18,
    place_of_supply: "villa",
  },
  "extra-guests": {
    sac: "996311",
    description: "Extra guests' accommodation",
    rate_percent: 5,
    threshold_per_night: 7500,
    rate_above_percent: 18,
    place_of_supply: "villa",
  },
  maintenance: {
    sac: "999599",
    description: "Maintenance of the villa and the estate's common areas, one year",
    rate_percent: 18,
    threshold_per_night: null,
    rate_above_percent: null,
    place_of_supply: "villa",
  },
  programme: {
    sac: "999293",
    description: "Places at the club's events, retreats and courses",
    rate_percent: 18,
    threshold_per_night: null,
    rate_above_percent: null,
    place_of_supply: "villa",
  },
};

/** A percentage as basis points (18 → 1800, 2.5 → 250): the maths works in whole numbers. */
export const basisPoints = (percent: number) => Math.round(percent * 100);
/** Basis points as a percentage for people: 1800 → "18%", 250 → "2.5%". */
export const percentLabel = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** n / d rounded half up, for whole numbers n ≥ 0 and d > 0 (paise are rounded half up). */
export const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** The tax of one line: CGST and SGST (equal halves) within the supplier's state, IGST across states; in paise. */
export interface LineTax {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * GST on a taxable value (paise) at `rateBp`: IGST at the whole rate, or CGST and SGST each at half the rate (so the
 * two are always equal and their sum is the tax).
 */
export function taxOnTaxable(taxable: number, rateBp: number, interState: boolean): LineTax {
  if (interState) return { taxable, cgst: 0, sgst: 0, igst: roundDiv(taxable * rateBp, 10_000) };
  const half = roundDiv(taxable * rateBp, 20_000);
  return { taxable, cgst: half, sgst: half, igst: 0 };
}

/**
 * GST taken out of an amount that includes it (paise), by the tax-inclusive formula (CGST Rules, rule 35: tax =
 * amount × rate / (100 + rate)): the taxable value and the tax add up to the amount exactly, CGST and SGST equal.
 */
export function taxIncluded(amount: number, rateBp: number, interState: boolean): LineTax {
  if (interState) {
    const igst = roundDiv(amount * rateBp, 10_000 + rateBp);
    return { taxable: amount - igst, cgst: 0, sgst: 0, igst };
  }
  const half = roundDiv(amount * rateBp, 2 * (10_000 + rateBp));
  return { taxable: amount - 2 * half, cgst: half, sgst: half, igst: 0 };
}

export const taxOf = (line: Pick<LineTax, "cgst" | "sgst" | "igst">) => line.cgst + line.sgst + line.igst;

/** The rate of a kind of supply at a value per night (paise): the rate above the threshold when the value exceeds it. */
export function rateFor(rule: TaxRule, valuePerNight = 0): number {
  const above =
    rule.threshold_per_night !== null &&
    rule.rate_above_percent !== null &&
    valuePerNight > rule.threshold_per_night * 100;
  return basisPoints(above ? rule.rate_above_percent! : rule.rate_percent);
}

/** The state and union territories' GST: the union territories without a legislature levy UTGST instead of SGST. */
const UNION_TERRITORIES_WITHOUT_LEGISLATURE = new Set([
  "Chandigarh",
  "Ladakh",
  "Lakshadweep",
  "Andaman and Nicobar Islands",
  "Dadra and Nagar Haveli and Daman and Diu",
]);
export const stateTaxName = (state: string) => (UNION_TERRITORIES_WITHOUT_LEGISLATURE.has(state) ? "UTGST" : "SGST");

/** The state a GSTIN is registered in (its first two digits), or null. */
export const stateOfGstin = (gstin: string): string | null =>
  INDIAN_STATES.find((s) => s.code === gstin.slice(0, 2))?.name ?? null;

/** Whether a GSTIN is well formed, of a known state, with its check character right. */
export const isValidGstin = (gstin: string) =>
  GSTIN_PATTERN.test(gstin) && stateOfGstin(gstin) !== null && gstinCheckCharacter(gstin) === gstin[14];

/** The state a villa's location is in (Solan → Himachal Pradesh), or null for an unknown location. */
export const stateOfLocation = (location: string): string | null => clubLocation(location)?.region ?? null;

/**
 * The state an address names ("…, Solan, Himachal Pradesh 173212" → Himachal Pradesh): the one named last, as an
 * address ends with its state; null when none is named.
 */
export function stateNamedIn(address: string): string | null {
  const lower = ` ${address.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  let found: { name: string; at: number } | null = null;
  for (const { name } of INDIAN_STATES) {
    const at = lower.lastIndexOf(` ${name.toLowerCase()} `);
    if (at >= 0 && (!found || at > found.at || (at === found.at && name.length > found.name.length)))
      found = { name, at };
  }
  return found?.name ?? null;
}

/** The place of supply: a state, and why (the villa's, the recipient's, or the supplier's when no address is on record). */
export interface PlaceOfSupply {
  state: string;
  code: string;
  basis: "villa" | "recipient" | "supplier";
}

/**
 * The place of supply (IGST Act, section 12): a service in relation to a villa (its accommodation, its lease) where
 * the villa is, when the kind's rule says so; otherwise where the recipient is — a registered recipient's GSTIN
 * state, else the state of the address on record, else (no address) the supplier's state.
 */
export function placeOfSupply(
  rule: PlaceOfSupplyRule,
  recipient: { gstin: string | null; state: string | null },
  villaState: string | null,
  supplierState: string,
): PlaceOfSupply {
  const at = (state: string, basis: PlaceOfSupply["basis"]): PlaceOfSupply => ({
    state,
    code: gstStateCode(state) ?? "",
    basis,
  });
  if (rule === "villa" && villaState) return at(villaState, "villa");
  const registered = recipient.gstin ? stateOfGstin(recipient.gstin) : null;
  if (registered) return at(registered, "recipient");
  if (recipient.state) return at(recipient.state, "recipient");
  return at(supplierState, "supplier");
}

/** One line of a tax invoice, in paise: what was supplied, its SAC, its taxable value, rate and tax, and its total. */
export interface TaxLine extends LineTax {
  kind: TaxKind;
  description: string;
  sac: string;
  rate_bp: number;
  total: number;
}

const line = (kind: TaxKind, rule: TaxRule, detail: string, rateBp: number, tax: LineTax): TaxLine => ({
  kind,
  description: detail ? `${rule.description}: ${detail}` : rule.description,
  sac: rule.sac,
  rate_bp: rateBp,
  ...tax,
  total: tax.taxable + taxOf(tax),
});

/** A supply charged at one price with GST included (an instalment, a year of Full Membership): one line. */
export function includedTaxLine(
  kind: TaxKind,
  rule: TaxRule,
  detail: string,
  amountRupees: number,
  interState: boolean,
): TaxLine {
  const rateBp = rateFor(rule);
  return line(kind, rule, detail, rateBp, taxIncluded(amountRupees * 100, rateBp, interState));
}

/** What a stay's price lines charge (whole rupees, as `priceBreakup` gives them). */
export interface StayCharges {
  nights: number;
  roomCharges: number;
  discount: number;
  extraGuestCharge: number;
  /** The spec's taxes and fees: ₹719 a night. */
  taxes: number;
}

/** What the stay's "taxes and fees" consist of, in paise. */
export interface TaxesAndFees {
  /** The charge itself (nights × ₹719). */
  charged: number;
  /** The part of it that is the stay's GST. */
  gst: number;
  /** The rest of it, the club's stay fee (taxed as accommodation, in the stay line's taxable value). */
  fee: number;
  /** The stay's GST beyond the charge, included in the room and extra guests' charges (0 when the charge covers it). */
  gstBeyond: number;
}

export interface StayTax {
  lines: TaxLine[];
  taxesAndFees: TaxesAndFees;
  /** The value of the unit of accommodation per night (paise) the rates were chosen by. */
  valuePerNight: number;
}

/**
 * The GST of a stay from its price lines, which are what the member pays. The room's and the extra guests' charges
 * are the tariff; the stay's "taxes and fees" (₹719 a night, the spec's) pay its GST first — the extra guests' GST at
 * their rate, then the stay's — and the rest of them is the club's stay fee, taxed as accommodation. When the GST is
 * more than the taxes and fees (a villa above ₹7,500 a night at 18%), the GST is taken out of the room's charges too:
 * every line's GST is worked out of its amount with GST included, so the lines always add up to what was paid.
 *
 * The rate steps by the value of the unit per night (the stay line's and the extra guests' taxable values over the
 * nights, free nights included), worked out at the lower rates; a value above the threshold takes the higher rate
 * (so that between the two — where either rate would put the value on the other side — tax is never short).
 */
export function stayTax(
  charges: StayCharges,
  rules: { stay: TaxRule; extra: TaxRule },
  interState: boolean,
  detail: { stay: string; extra: string },
): StayTax {
  const room = (charges.roomCharges - charges.discount) * 100;
  const extra = charges.extraGuestCharge * 100;
  const fees = charges.taxes * 100;
  const nights = Math.max(1, charges.nights);
  const split = (stayBp: number, extraBp: number) => {
    // the extra guests' GST first (as far as the taxes and fees go), then everything else is the stay's
    const extraGst = Math.min(taxOf(taxOnTaxable(extra, extraBp, interState)), fees);
    const extraLine = extra > 0 ? taxIncluded(extra + extraGst, extraBp, interState) : null;
    const stayLine = taxIncluded(room + fees - (extra > 0 ? extraGst : 0), stayBp, interState);
    return { stayLine, extraLine };
  };
  const lower = split(basisPoints(rules.stay.rate_percent), basisPoints(rules.extra.rate_percent));
  const valuePerNight = Math.round((lower.stayLine.taxable + (lower.extraLine?.taxable ?? 0)) / nights);
  const stayBp = rateFor(rules.stay, valuePerNight);
  const extraBp = rateFor(rules.extra, valuePerNight);
  const { stayLine, extraLine } = split(stayBp, extraBp);
  const lines = [line("stay", rules.stay, detail.stay, stayBp, stayLine)];
  if (extraLine) lines.push(line("extra-guests", rules.extra, detail.extra, extraBp, extraLine));
  const gst = lines.reduce((sum, l) => sum + taxOf(l), 0);
  const taxesAndFees =
    gst <= fees
      ? { charged: fees, gst, fee: fees - gst, gstBeyond: 0 }
      : { charged: fees, gst: fees, fee: 0, gstBeyond: gst - fees };
  return { lines, taxesAndFees, valuePerNight };
}

/** The totals of an invoice's lines, in paise. */
export interface TaxTotals extends LineTax {
  tax: number;
  total: number;
}

export function taxTotals(lines: readonly TaxLine[]): TaxTotals {
  const sum = (key: keyof LineTax | "total") => lines.reduce((total, l) => total + l[key], 0);
  const cgst = sum("cgst");
  const sgst = sum("sgst");
  const igst = sum("igst");
  return { taxable: sum("taxable"), cgst, sgst, igst, tax: cgst + sgst + igst, total: sum("total") };
}

const paiseFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as rupees with Indian grouping and two decimals: 8474576 → ₹84,745.76. */
export const formatPaise = (paise: number) => paiseFormat.format(paise / 100);

/**
 * What an issued invoice says about tax, as a snapshot taken in the transaction that issued it (JSON in
 * invoice_particulars): the invoice is drawn from it, and a credit note against the invoice quotes it.
 * Amounts in paise.
 */
export interface InvoiceParticulars {
  version: 1;
  /** GST charged: the Trust had a GSTIN when the invoice was issued. Otherwise the document is a payment receipt. */
  taxed: boolean;
  supplier: {
    name: string;
    address: string;
    state: string;
    state_code: string;
    pan: string | null;
    gstin: string | null;
  };
  recipient: {
    /** The business's legal name when the member gave a GSTIN, else the member's name. */
    name: string;
    member_name: string;
    email: string;
    address: string | null;
    state: string | null;
    state_code: string | null;
    gstin: string | null;
  };
  place_of_supply: PlaceOfSupply;
  inter_state: boolean;
  /** The name of the state's share: SGST, or UTGST in a union territory without a legislature. */
  state_tax: "SGST" | "UTGST";
  lines: TaxLine[];
  totals: TaxTotals;
  amount_in_words: string;
  /** A stay's: what its "taxes and fees" consist of. */
  taxes_and_fees?: TaxesAndFees;
  /**
   * The language of the member billed when the invoice was issued (users.language): "hi" draws it in English and
   * Hindi. Absent on an invoice issued before invoices kept it, which is drawn in English (decision 047).
   */
  language?: Language;
}

/** The lines of an untaxed document (no GSTIN): each amount as it was paid, no tax. */
export const untaxedLines = (lines: readonly TaxLine[]): TaxLine[] =>
  lines.map((l) => ({ ...l, taxable: l.total, rate_bp: 0, cgst: 0, sgst: 0, igst: 0 }));

import type { MoaTextSection } from "../../../common/moa.ts";
import { writtenClubDay, writtenDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import type { Language } from "../../../common/language.ts";
import { CLUB } from "../../platform/pdf.ts";

/**
 * The words of the memorandum of agreement, said once: the PDF (moa-pdf.ts) draws them, and the portal shows the
 * same sections as text before the member signs ("Show the agreement text").
 */

/** A value of the sample agreement where a member's value goes: "[Member's name]", "[Amount]", "[Date]". */
export type Placeholder = `[${string}]`;

/** Everything the memorandum states; gathered by the agreements service. */
export interface MoaDocument {
  reference: string;
  member: {
    name: string;
    email: string;
    fatherName: string | null;
    currentAddress: string | null;
    permanentAddress: string | null;
  };
  villa: {
    name: string;
    villaNumber: string | null;
    type: string;
    block: string | null;
    location: string;
    sqft: number | Placeholder;
  };
  plan: {
    mode: "flexible" | "full";
    stepCount: number;
    total: number | Placeholder;
    amountPaid: number | Placeholder;
    steps: {
      step: number;
      name: string;
      amount: number | Placeholder;
      paidOn: Date | Placeholder | null;
      invoiceNumber: string | null;
    }[];
  };
  lease: { years: number; start: string; end: string };
  signature: { bytes: Uint8Array; contentType: string };
  signedAt: Date;
  signerIp: string | null;
  /**
   * The language the member reads the club in when the memorandum is drawn (users.language): "hi" draws its headings,
   * labels and notes in English and Hindi (decision 047). English when not given (the public sample).
   */
  language?: Language;
}

/**
 * The memorandum before it is signed, drawn by the same code: the member's draft (their own data) or the public
 * sample (placeholders where a member's values go). No signature, no reference of an executed agreement.
 */
export type MoaDraft = Omit<MoaDocument, "signature" | "signedAt" | "signerIp">;

/** A draft's or a sample's mark, drawn across every page. */
export type MoaWatermark = "DRAFT" | "SAMPLE";

export const partiesSentence = `This memorandum is made between ${CLUB.name}, ${CLUB.address} (the "Trust"), and the member named below (the "Member").`;

export const leaseSentence = (years: number) =>
  `In return for the contribution above, received in full, the Trust grants the Member a lease of the villa for ${years} years from the date of this memorandum, on the terms below.`;

export const MOA_TERMS = [
  "The Trust keeps the land and the common facilities; the Member holds the villa for the term of the lease and may use it as the club's rules allow.",
  "The Member's stays, free days and club services follow the membership held by the Member, as published by the club from time to time.",
  "The Trust maintains the villa and the common areas; the Member uses them with care and does not alter the villa's structure without the Trust's written consent.",
  "The lease may be transferred or conveyed only through the club's transfer and conveyance procedures, with the Trust's approval.",
  "The contribution is not refundable except as the law requires. This memorandum is governed by the laws of India; the courts at Solan, Himachal Pradesh have jurisdiction.",
] as const;

/** An amount in rupees as the memorandum prints it, or its placeholder. */
export const moaRupees = (amount: number | Placeholder) => (typeof amount === "number" ? formatRupees(amount) : amount);

/** A club day (yyyy-MM-dd) written out, or its placeholder. */
export const moaDay = (day: string) => (day.startsWith("[") ? day : writtenDay(day));

/** An instalment's line: its amount, when it was paid and its invoice. */
export function moaStepLine(step: MoaDraft["plan"]["steps"][number]): string {
  const paid =
    step.paidOn === null
      ? ", not paid"
      : `, paid on ${typeof step.paidOn === "string" ? step.paidOn : writtenClubDay(step.paidOn)}`;
  return `${moaRupees(step.amount)}${paid}${step.invoiceNumber ? ` (invoice ${step.invoiceNumber})` : ""}`;
}

/** The member's rows of section 1 (the father's name and addresses when the member gave them). */
export function moaMemberRows(member: MoaDraft["member"]): [string, string][] {
  const rows: [string, string][] = [
    ["Member", member.name],
    ["E-mail", member.email],
  ];
  if (member.fatherName) rows.push(["Father's name", member.fatherName]);
  if (member.currentAddress) rows.push(["Address", member.currentAddress]);
  if (member.permanentAddress && member.permanentAddress !== member.currentAddress)
    rows.push(["Permanent address", member.permanentAddress]);
  return rows;
}

/** The head and sections 1 to 5 of the memorandum (the parties, the villa, the contribution, the lease, the terms) as text, in the PDF's order. */
export function moaSections(data: MoaDraft): MoaTextSection[] {
  return [
    {
      heading: "Memorandum of Agreement",
      parts: [
        {
          rows: [
            ["Agreement reference", data.reference],
            ["Date of agreement", moaDay(data.lease.start)],
            ["Place", "Solan, Himachal Pradesh"],
          ],
        },
      ],
    },
    { heading: "1. The parties", parts: [{ text: partiesSentence }, { rows: moaMemberRows(data.member) }] },
    {
      heading: "2. The villa",
      parts: [
        {
          rows: [
            ["Villa", data.villa.name],
            ["Villa number", data.villa.villaNumber ?? "-"],
            ["Type", data.villa.type],
            ["Block", data.villa.block ?? "-"],
            ["Location", data.villa.location],
            ["Area", `${data.villa.sqft} sq ft`],
          ],
        },
      ],
    },
    {
      heading: "3. The contribution",
      parts: [
        {
          rows: [
            ["Total contribution", moaRupees(data.plan.total)],
            [
              "Payment mode",
              data.plan.mode === "full" ? "Full payment (1 step)" : `Flexible, ${data.plan.stepCount} steps`,
            ],
            ["Amount paid", moaRupees(data.plan.amountPaid)],
          ],
        },
        { rows: data.plan.steps.map((s): [string, string] => [`Step ${s.step}: ${s.name}`, moaStepLine(s)]) },
      ],
    },
    {
      heading: "4. The lease",
      parts: [
        {
          rows: [
            ["Term", `${data.lease.years} years`],
            ["Starts on", moaDay(data.lease.start)],
            ["Ends on", moaDay(data.lease.end)],
          ],
        },
        { text: leaseSentence(data.lease.years) },
      ],
    },
    { heading: "5. Terms", parts: MOA_TERMS.map((term, index) => ({ text: `5.${index + 1}  ${term}` })) },
  ];
}

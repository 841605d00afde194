import type { FormResult } from "../../lib/forms";
import type { PropertyRecord } from "../../../common/catalog-schemas";
import type { BankAccountRows } from "../../../common/club-settings";
import { registrationMessages as m, type ApplicationFlags, type RegistrationStepNumber } from "../../../common/registration";
import type { FamilyMemberRecord, KycRecord, PaymentRecord } from "../../../common/registration-schemas";

/**
 * The application's forms as posted: the same reading of a step's FormData in the
 * browser (before the script posts it) and in the route's action (a post with or without JavaScript), so one
 * shared schema (common/registration-schemas.ts) checks both.
 */

export const REGISTRATION_INTENTS = ["kyc", "family", "plan", "pay", "final"] as const;
export type RegistrationIntent = (typeof REGISTRATION_INTENTS)[number];

/** The file fields of a post made without JavaScript (with JavaScript the page uploads first and posts the address). */
export const IDENTITY_DOCUMENT_FIELD = "verification_doc_file";
export const RECEIPT_FIELD = "payment_receipt_file";

export interface Option {
  _id: string;
  name: string;
}
export interface OptionList {
  options: Option[];
  /** The spec's failure message (§8) when the list could not be loaded. */
  error: string | null;
}
export type OptionLists = Record<"qualifications" | "occupations" | "idTypes", OptionList>;

export interface ApplicationMember {
  name: string;
  email: string;
  flags: ApplicationFlags;
}

/** What the page's loader gives: everything the first HTML shows (no GET from the browser). */
export interface ApplicationData {
  propertyId: string;
  property: PropertyRecord;
  user: ApplicationMember;
  /** The saved KYC when it is usable to prefill the form, else null. */
  kyc: KycRecord | null;
  family: FamilyMemberRecord[];
  options: OptionLists;
  /** The plan, null when none was started. */
  payment: PaymentRecord | null;
  /** The club's bank account for transfers, from its settings (null before the office has entered it). */
  bankAccount: BankAccountRows | null;
  paymentError: string;
  /** Why the club cancelled the member's earlier plan for this villa, when it did (step 3 starts again). */
  paymentNotice: string | null;
  /** The step shown first: the resume step, or the `?step=` asked for when the flags allow it. */
  step: RegistrationStepNumber;
  /** The step of `?pay=N` (the payment form of one due step, without JavaScript), else null. */
  pay: number | null;
  /** The club takes online payment (Razorpay configured): a due step may also be paid online. */
  onlinePayment: boolean;
}

/** A family member's row as typed (strings, as the form holds them). */
export interface FamilyRow {
  family_member_name: string;
  relation: string;
  dob: string;
  qualification_id: string;
}

/** The action's answer: FormResult, plus what a post without JavaScript sent, to render the form again. */
export type ApplicationResult = FormResult & { errors?: Record<string, string>; values?: Record<string, string>; family?: FamilyRow[] };

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const KYC_FIELDS = [
  "dob",
  "phone_no",
  "father_name",
  "qualification_id",
  "occupation_id",
  "current_address",
  "permanent_address",
  "verification_doc_id",
  "verification_doc_number",
  "verification_doc_upload_url",
  "account_holder_name",
  "bank_name",
  "account_number",
  "branch_name",
  "ifsc_code",
] as const;

/** Step 1 as posted: the typed values (kept for the form) and the request of kycInput (name and e-mail from the account). */
export function kycFromForm(form: FormData, user: { name: string; email: string }) {
  const values: Record<string, string> = Object.fromEntries(KYC_FIELDS.map((f) => [f, str(form, f)]));
  const same = form.get("same_as_current_address") === "on";
  values.same_as_current_address = same ? "on" : "";
  // a permanent address "same as current" is the current one (its field is disabled, so not sent)
  const input: Record<string, string> = {
    ...values,
    full_name: user.name,
    email: user.email,
    permanent_address: same ? values.current_address : values.permanent_address,
  };
  delete input.same_as_current_address;
  return { values, input };
}

/** Step 2 as posted: rows `family_details.{i}.{field}` in their order. */
export function familyFromForm(form: FormData): FamilyRow[] {
  const rows = new Map<number, FamilyRow>();
  for (const [key, value] of form.entries()) {
    const match = /^family_details\.(\d+)\.(family_member_name|relation|dob|qualification_id)$/.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { family_member_name: "", relation: "", dob: "", qualification_id: "" };
    row[match[2] as keyof FamilyRow] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** Step 5's confirmations as posted (checkboxes: present when ticked). */
export function finalFromForm(form: FormData) {
  return { confirm_details: form.get("confirm_details") === "on", confirm_membership: form.get("confirm_membership") === "on" };
}

/** A saved KYC fills the form and the review, unless it lacks its qualification or document type. */
export function usableKyc(record: KycRecord | null): KycRecord | null {
  return record && record.qualification_id?._id && record.verification_doc_id?._id ? record : null;
}

/** The saved family list as rows of the form. */
export const familyRows = (family: FamilyMemberRecord[]): FamilyRow[] =>
  family.map((f) => ({
    family_member_name: f.family_member_name,
    relation: f.relation,
    dob: f.dob.slice(0, 10),
    qualification_id: f.qualification_id?._id ?? "",
  }));

/** The failure message of a step's form when the post itself fails (the spec's words, member-side §8). */
export function failureFor(intent: string): string {
  if (intent === "kyc") return m.submitPersonalFailed;
  if (intent === "family") return m.submitFamilyFailed;
  if (intent === "plan") return m.submitPaymentFailed;
  if (intent === "pay") return m.paymentUpdateFailed;
  return m.submitFinalReviewFailed;
}

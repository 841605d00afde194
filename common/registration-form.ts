import { registrationMessages as m } from "./registration.ts";
import type { FamilyMemberRecord, KycRecord } from "./registration-schemas.ts";

/*
 * The application's forms as posted (spec member-side §2, §7): the same reading of a step's FormData in the browser
 * (before the script posts it) and in the route's action (a post with or without JavaScript), so one shared schema
 * (registration-schemas.ts) checks both; and the forms' other rules (what they start with, Add and Remove without
 * JavaScript, the message of a failed post).
 */

/** The file fields of a post made without JavaScript (with JavaScript the page uploads first and posts the address). */
export const IDENTITY_DOCUMENT_FIELD = "verification_doc_file";
export const RECEIPT_FIELD = "payment_receipt_file";

/** A family member's row as typed (strings, as the form holds them). */
export interface FamilyRow {
  family_member_name: string;
  relation: string;
  dob: string;
  qualification_id: string;
}

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
  return {
    confirm_details: form.get("confirm_details") === "on",
    confirm_membership: form.get("confirm_membership") === "on",
  };
}

/** A saved KYC fills the form and the review, unless it lacks its qualification or document type (spec §5). */
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

/** Step 1's first values: what a post without JavaScript sent, else the saved details, else empty. */
export function kycFormValues(
  record: KycRecord | null,
  posted: Record<string, string> | undefined,
): Record<string, string> {
  if (posted) return posted;
  if (!record) return {};
  return {
    dob: record.dob.slice(0, 10),
    phone_no: record.phone_no,
    father_name: record.father_name,
    qualification_id: record.qualification_id?._id ?? "",
    occupation_id: record.occupation_id?._id ?? "",
    current_address: record.current_address,
    permanent_address: record.permanent_address,
    same_as_current_address: record.same_as_current_address ? "on" : "",
    verification_doc_id: record.verification_doc_id?._id ?? "",
    verification_doc_number: record.verification_doc_number,
    verification_doc_upload_url: record.verification_doc_upload_url,
    account_holder_name: record.account_holder_name,
    bank_name: record.bank_name,
    account_number: record.account_number,
    branch_name: record.branch_name,
    ifsc_code: record.ifsc_code,
  };
}

/** An empty row of step 2. */
export const blankFamilyRow = (): FamilyRow => ({
  family_member_name: "",
  relation: "",
  dob: "",
  qualification_id: "",
});

/**
 * Step 2 without JavaScript: Add and Remove post the list typed so far and get it back changed (`add`: one more empty
 * row; `remove=<index>`: that row gone); null when the post is a save.
 */
export function familyAfterAddOrRemove(form: FormData, rows: FamilyRow[]): FamilyRow[] | null {
  if (form.has("add")) return [...rows, blankFamilyRow()];
  if (form.has("remove")) {
    const removed = Number(form.get("remove"));
    return rows.filter((_, index) => index !== removed);
  }
  return null;
}

/** The failure message of a step's form when the post itself fails (spec §8). */
export function failureFor(intent: string): string {
  if (intent === "kyc") return m.submitPersonalFailed;
  if (intent === "family") return m.submitFamilyFailed;
  if (intent === "plan") return m.submitPaymentFailed;
  if (intent === "pay") return m.paymentUpdateFailed;
  return m.submitFinalReviewFailed;
}

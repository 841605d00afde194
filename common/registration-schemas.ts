import { z } from "./zod.ts";
import { clubDay, clubToday } from "./club-time.ts";
import { FLEXIBLE_STEP_CHOICES, MAX_PLAN_STEPS, PAYMENT_STATUSES } from "./registration.ts";
import { text } from "./text.ts";
import { transferDetailsFields } from "./payment-instructions.ts";

/**
 * The application's requests and answers (spec member-side §3, §7): one schema validates the form in the
 * browser and the same request on the server. Field names are the spec's, snake_case as sent.
 */

/** A step of a payment plan in an address (/…/steps/{step}): 1 to MAX_PLAN_STEPS. */
export const planStepParam = z.coerce.number().int().min(1).max(MAX_PLAN_STEPS);

/** How the application's messages name its fields ("Please enter your father's name."): the pages say each in their language. */
export const KYC_LABELS = {
  fatherName: "your father's name",
  currentAddress: "your current address",
  permanentAddress: "your permanent address",
  documentNumber: "the document number",
  accountHolder: "the account holder's name",
  bankName: "the bank name",
  branchName: "the branch name",
  familyName: "the family member's name",
  relation: "the relationship",
  qualification: "your qualification",
  occupation: "your occupation",
  idType: "an identity document type",
  familyQualification: "the family member's qualification",
} as const;

export const kycMessages = {
  required: (label: string) => `Please enter ${label}.`,
  tooLong: (label: string) => `${label} is too long.`,
  dob: "Please enter a valid date of birth.",
  adult: "The applicant must be at least 18 years old.",
  phone: "Please enter a valid phone number (10 to 15 digits).",
  ifsc: "Please enter a valid IFSC code, for example SBIN0001234.",
  accountNumber: "Please enter a valid account number (9 to 18 digits).",
  option: (label: string) => `Please choose ${label}.`,
  document: "Please upload your identity document (PDF).",
  familyName: "Please enter the family member's name.",
  relation: "Please enter the relationship.",
  familyDob: "Please enter a valid date of birth for the family member.",
  familyQualification: "Please choose the family member's qualification.",
  tooManyFamily: "At most 12 family members can be added.",
} as const;

const requiredText = (label: string, max = 200, multiline = false) =>
  text(label, { error: kycMessages.required(label), multiline })
    .trim()
    .min(1, kycMessages.required(label))
    .max(max, kycMessages.tooLong(label));

/** yyyy-mm-dd, a real calendar date, not in the future. */
export const isoDate = (message: string, label = "the date") =>
  text(label, { error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      // not after the club's today (a day that has begun in India is not in the future)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= clubToday();
    }, message);

/** Whole years between a yyyy-mm-dd birth date and the club's day of `today`. */
export function ageOn(dob: string, today = new Date()): number {
  const [y, m, d] = dob.split("-").map(Number);
  const [ty, tm, td] = clubDay(today).split("-").map(Number);
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

const optionId = (label: string) =>
  text(label, { error: kycMessages.option(label) })
    .trim()
    .uuid(kycMessages.option(label));

/** A file reference returned by an upload: /files/{id}. */
export const fileUrl = text("the file address", { error: "Please upload the file first." })
  .trim()
  .regex(/^\/files\/[0-9a-f-]{36}$/i, "Please upload the file first.");

/** POST /api/registration/kyc/{propertyId} — Submit personal details. */
export const kycInput = z.object({
  full_name: text("your full name").trim().max(120).optional(),
  email: text("your e-mail address").trim().optional(),
  father_name: requiredText(KYC_LABELS.fatherName, 120),
  dob: isoDate(kycMessages.dob, "your date of birth").refine((value) => ageOn(value) >= 18, kycMessages.adult),
  phone_no: text("your phone number", { error: kycMessages.phone })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,18}$/, kycMessages.phone)
    .refine((v) => v.replace(/\D/g, "").length >= 10 && v.replace(/\D/g, "").length <= 15, kycMessages.phone),
  qualification_id: optionId(KYC_LABELS.qualification),
  occupation_id: optionId(KYC_LABELS.occupation),
  current_address: requiredText(KYC_LABELS.currentAddress, 500, true),
  permanent_address: requiredText(KYC_LABELS.permanentAddress, 500, true),
  verification_doc_id: optionId(KYC_LABELS.idType),
  verification_doc_number: requiredText(KYC_LABELS.documentNumber, 40),
  verification_doc_upload_url: text("the identity document", { error: kycMessages.document })
    .trim()
    .regex(/^\/files\/[0-9a-f-]{36}$/i, kycMessages.document),
  account_holder_name: requiredText(KYC_LABELS.accountHolder, 120),
  bank_name: requiredText(KYC_LABELS.bankName, 120),
  account_number: text("the account number", { error: kycMessages.accountNumber })
    .trim()
    .regex(/^\d{9,18}$/, kycMessages.accountNumber),
  branch_name: requiredText(KYC_LABELS.branchName, 120),
  ifsc_code: text("the IFSC code", { error: kycMessages.ifsc })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, kycMessages.ifsc),
});
export type KycInput = z.infer<typeof kycInput>;

const option = z.object({ _id: z.string(), name: z.string() });

/** GET /api/registration/getKyc — the member's saved details (their own, so numbers are not masked). */
export const kycRecord = z.object({
  _id: z.string(),
  property_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  father_name: z.string(),
  dob: z.string(),
  phone_no: z.string(),
  current_address: z.string(),
  permanent_address: z.string(),
  same_as_current_address: z.boolean(),
  account_holder_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  branch_name: z.string(),
  ifsc_code: z.string(),
  qualification_id: option.nullable(),
  occupation_id: option.nullable(),
  verification_doc_id: option.nullable(),
  verification_doc_number: z.string(),
  verification_doc_upload_url: z.string(),
  /** The office's review of the identity document: to check, approved, or sent back with a reason. */
  document_status: z.enum(["submitted", "approved", "returned"]),
  document_review_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type KycRecord = z.infer<typeof kycRecord>;

export const familyMemberInput = z.object({
  family_member_name: requiredText(KYC_LABELS.familyName, 120),
  relation: requiredText(KYC_LABELS.relation, 60),
  dob: isoDate(kycMessages.familyDob, "the family member's date of birth"),
  qualification_id: optionId(KYC_LABELS.familyQualification),
});
export type FamilyMemberInput = z.infer<typeof familyMemberInput>;

/** POST /api/registration/familyMember — the whole list (it replaces the saved one). */
export const familyInput = z.object({ family_details: z.array(familyMemberInput).max(12, kycMessages.tooManyFamily) });
export type FamilyInput = z.infer<typeof familyInput>;

export const familyMemberRecord = z.object({
  _id: z.string(),
  family_member_name: z.string(),
  relation: z.string(),
  dob: z.string(),
  qualification_id: option.nullable(),
});
export type FamilyMemberRecord = z.infer<typeof familyMemberRecord>;
export const familyRecord = z.object({ family_details: z.array(familyMemberRecord) });

/** POST /api/payment-details/{propertyId} — Submit payment details. "single" is read as "full". */
export const paymentPlanInput = z.object({
  property_id: text("the villa").trim().optional(),
  payment_mode: z.preprocess(
    (v) => (v === "single" ? "full" : v),
    z.enum(["flexible", "full"], { error: "Please choose a payment mode." }),
  ),
  payment_steps: z.coerce
    .number()
    .int()
    .refine(
      (n) => n === 1 || (FLEXIBLE_STEP_CHOICES as readonly number[]).includes(n),
      "A flexible plan has 2, 3, 4 or 5 steps.",
    ),
  total_amount: z.coerce.number().int().positive("Invalid property price. Please contact support."),
  payment_receipt_url: fileUrl.optional(),
  // the transfer's UTR and day paid, with the receipt (optional: the spec's client sends the receipt alone)
  ...transferDetailsFields,
});
export type PaymentPlanInput = z.infer<typeof paymentPlanInput>;

/** PUT /api/payment-details/{propertyId}/step/{step}: the receipt, with the transfer's UTR and day paid if given. */
export const paymentStepInput = z.object({ payment_receipt_url: fileUrl, ...transferDetailsFields });
export type PaymentStepInput = z.infer<typeof paymentStepInput>;

export const paymentStepRecord = z.object({
  step: z.number().int(),
  step_name: z.string(),
  amount: z.number().int(),
  due_label: z.string(),
  due_date: z.string(),
  payment_date: z.string().nullable(),
  status: z.enum(["pending", "paid"]),
  payment_receipt_url: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_url: z.string().nullable(),
  /**
   * The club's check of the step's receipt: awaiting (paid, being checked), verified (the invoice is
   * issued), rejected (the step is pending again; `rejection_reason` says why); null before a receipt is sent.
   */
  verification: z.enum(["awaiting", "verified", "rejected"]).nullable(),
  rejection_reason: z.string().nullable(),
});
export type PaymentStepRecord = z.infer<typeof paymentStepRecord>;

/** GET /api/payment-details/{propertyId}: the payment record of spec §3. */
export const paymentRecord = z.object({
  _id: z.string(),
  property_id: z.string(),
  /** Steps paid so far, at least 1 (the step being paid when none is): progress = current_step / payment_steps. */
  current_step: z.number().int(),
  /** The next step to pay (the first pending one), null when all are paid. */
  next_step: z.number().int().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  payment_mode: z.enum(["flexible", "full"]),
  payment_steps: z.number().int(),
  total_amount: z.number().int(),
  amount_paid: z.number().int(),
  /** What the club has verified of `amount_paid`: the MOA opens when it covers the total. */
  amount_verified: z.number().int(),
  steps: z.array(paymentStepRecord),
  created_at: z.string(),
  /** Why the club cancelled the plan, when it did. */
  cancel_reason: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** POST /api/finalReview/{propertyId} */
export const finalReviewInput = z.object({
  confirm_details: z.literal(true, { error: "Please accept both confirmations to proceed" }),
  confirm_membership: z.literal(true, { error: "Please accept both confirmations to proceed" }),
});
export type FinalReviewInput = z.infer<typeof finalReviewInput>;

/** Answer of the upload endpoints: the spec reads `url` (and `success` for the signature). */
export const uploadRecord = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadRecord = z.infer<typeof uploadRecord>;

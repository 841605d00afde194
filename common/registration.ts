import { addClubMonths, clubDay } from "./club-time.ts";

/**
 * Rules and constants of the five-step ownership application (spec member-side §2 Registration, §4, §5, §9),
 * shared by the server (which enforces them) and the page (which shows them).
 */

export const REGISTRATION_STEPS = [
  "Personal & KYC Details",
  "Family Member Details",
  "Payment Process",
  "Payment Summary & Invoice Download",
  "Final Review & Confirmation",
] as const;
export type RegistrationStepNumber = 1 | 2 | 3 | 4 | 5;

/** Uploads: receipts and documents (spec §5, §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export const SIGNATURE_TYPES = ["image/jpeg", "image/png"] as const;
export const IDENTITY_DOCUMENT_TYPES = ["application/pdf"] as const;

/** The kinds of file a member chooses: the types the server takes, and the extensions that say them when the browser names no type. */
export const UPLOAD_KINDS = {
  receipt: { types: RECEIPT_TYPES, extension: /\.(jpe?g|png|pdf)$/i },
  identityDocument: { types: IDENTITY_DOCUMENT_TYPES, extension: /\.pdf$/i },
  signature: { types: SIGNATURE_TYPES, extension: /\.(jpe?g|png)$/i },
} as const satisfies Record<string, { types: readonly string[]; extension: RegExp }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/**
 * The browser's one check of a chosen file before it is sent (the server checks again, by content; this only spares
 * the member a pointless upload): its type (the browser's, else the name's extension), at most MAX_UPLOAD_BYTES,
 * not empty. Null when the file may be sent; else the message, `wrongType` for a type the kind does not take.
 */
export function chosenFileProblem(
  file: { name: string; type: string; size: number },
  kind: UploadKind,
  wrongType: string,
): string | null {
  const { types, extension } = UPLOAD_KINDS[kind];
  const typeOk = file.type ? (types as readonly string[]).includes(file.type) : extension.test(file.name);
  if (!typeOk) return wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return registrationMessages.uploadSize;
  if (file.size === 0) return registrationMessages.emptyFile;
  return null;
}

/** Default property price fallback of spec §9 (only for display; the server never charges it). */
export const DEFAULT_PROPERTY_PRICE = 10000;

export const PAYMENT_MODES = ["flexible", "full"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const FLEXIBLE_STEP_CHOICES = [2, 3, 4, 5] as const;
export const DEFAULT_FLEXIBLE_STEPS = 2;
/** A plan's steps are numbered 1 to MAX_PLAN_STEPS (a full payment has one step, a flexible plan up to this many). */
export const MAX_PLAN_STEPS = FLEXIBLE_STEP_CHOICES[FLEXIBLE_STEP_CHOICES.length - 1];

export const PAYMENT_STATUSES = ["pending", "completed", "cancelled", "reviewing"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The portal's view of a member's payment: not_started when no plan exists (GET answers 404). */
export type PortalPaymentStatus = PaymentStatus | "not_started";

/** Flexible payment step names by step count (spec §4); a full payment has one step. */
export const STEP_NAMES: Record<number, readonly string[]> = {
  1: ["Full Payment"],
  2: ["Registration & Initiation", "Completion"],
  3: ["Registration & Initiation", "Development", "Completion"],
  4: ["Registration & Initiation", "Development", "Finishing", "Completion"],
  5: ["Registration", "Initiation", "Development", "Finishing", "Completion"],
};

export function stepNames(stepCount: number): readonly string[] {
  const names = STEP_NAMES[stepCount];
  if (!names) throw new RangeError(`A payment plan has 1 to ${MAX_PLAN_STEPS} steps, not ${stepCount}`);
  return names;
}

/**
 * Splits a total into `stepCount` whole-rupee amounts: each step is total ÷ steps rounded, and the last
 * step takes what is left, so the parts always add up to the total exactly.
 */
export function splitAmount(total: number, stepCount: number): number[] {
  if (!Number.isInteger(total) || total <= 0)
    throw new RangeError("The total must be a positive whole number of rupees");
  if (!Number.isInteger(stepCount) || stepCount < 1 || stepCount > MAX_PLAN_STEPS)
    throw new RangeError(`A plan has 1 to ${MAX_PLAN_STEPS} steps`);
  const part = Math.round(total / stepCount);
  const parts = Array.from({ length: stepCount - 1 }, () => part);
  parts.push(total - part * (stepCount - 1));
  return parts;
}

/** 'Immediately' for the first step (and a full payment); 'Within N months' for step N from the second (spec §4). */
export function dueLabel(stepNumber: number): string {
  return stepNumber <= 1 ? "Immediately" : `Within ${stepNumber} months`;
}

/**
 * The due date (a club day, yyyy-MM-dd) of step N of a plan made at the moment `start`: the club's day of it for step 1,
 * N months later for step N ≥ 2.
 */
export function dueDate(start: Date, stepNumber: number): string {
  const day = clubDay(start);
  return stepNumber <= 1 ? day : addClubMonths(day, stepNumber);
}

export interface PlannedStep {
  step: number;
  stepName: string;
  amount: number;
  dueLabel: string;
  /** A club day, yyyy-MM-dd. */
  dueDate: string;
}

/** The steps of a new plan: names, amounts and due dates. */
export function planSteps(input: { total: number; mode: PaymentMode; steps: number; start: Date }): PlannedStep[] {
  const count = input.mode === "full" ? 1 : input.steps;
  const names = stepNames(count);
  return splitAmount(input.total, count).map((amount, index) => ({
    step: index + 1,
    stepName: names[index],
    amount,
    dueLabel: dueLabel(index + 1),
    dueDate: dueDate(input.start, index + 1),
  }));
}

export interface ApplicationFlags {
  is_kyc_done: boolean;
  is_family_details_done: boolean;
  is_payment_done: boolean;
  is_terms_agreed: boolean;
}

/**
 * Where the application resumes: "dashboard" when all four flags are set, else the step 1–4.
 * Step 3 (Payment Process) is done once the plan is created: a member with steps still due resumes on
 * step 4, the summary with Pay Now (`is_payment_done` is set only when every step is paid).
 */
export function startStep(flags: ApplicationFlags, planCreated = false): RegistrationStepNumber | "dashboard" {
  if (flags.is_kyc_done && flags.is_family_details_done && flags.is_payment_done && flags.is_terms_agreed)
    return "dashboard";
  if (flags.is_kyc_done && flags.is_family_details_done && (flags.is_payment_done || planCreated)) return 4;
  if (flags.is_kyc_done && flags.is_family_details_done) return 3;
  if (flags.is_kyc_done) return 2;
  return 1;
}

/** Square metres as the registration summary card shows them (factor 0.09290304, spec §2). */
export const SQFT_TO_SQM_CARD = 0.09290304;

/** Messages of the application, verbatim from spec §5 and §8, and the server's own where the spec is silent. */
export const registrationMessages = {
  loadingPropertyData: "Loading property data...",
  failedToLoadPropertyDetails: "Failed to load property details",
  failedToLoadPaymentDetails: "Failed to load payment details. Please try again.",
  uploadType: "Please upload a JPG, PNG, or PDF file",
  uploadSize: "File size must be less than 5MB",
  uploadReceiptFirst: "Please upload a receipt first",
  uploadReceiptBeforeProceeding: "Please upload payment receipt before proceeding",
  uploadReceiptFirstShort: "Please upload payment receipt first",
  acceptBothConfirmations: "Please accept both confirmations to proceed",
  invalidPropertyPrice: "Invalid property price. Please contact support.",
  fileUploaded: "File uploaded successfully!",
  documentUploaded: "Document uploaded successfully",
  uploadFailed: "Failed to upload document. Please try again.",
  paymentUpdated: "Payment updated successfully!",
  paymentUpdateFailed: "Failed to update payment. Please try again.",
  submitPersonalFailed: "Failed to submit personal details",
  submitFamilyFailed: "Failed to submit family details",
  submitPaymentFailed: "Failed to submit payment details",
  submitFinalReviewFailed: "Failed to submit final review",
  redirectingToDashboard: "Redirecting to dashboard...",
  redirectingToHomepage: "Redirecting to homepage...",
  // the server's words where the spec has none
  identityDocumentPdf: "The identity document must be a PDF file.",
  signatureType: "Please upload a PNG or JPG image of your signature.",
  emptyFile: "The file is empty. Please choose another file.",
  noFile: "Please choose a file to upload.",
  oneFileOnly: "Please upload one file at a time.",
  fileNotFound: "We could not find that file.",
  uploadedFileUnknown: "That upload was not found. Please upload the file again.",
  kycSaved: "Personal details saved",
  familySaved: "Family details saved",
  paymentCreated: "Payment plan created",
  finalReviewSaved: "Your application is complete",
  kycFirst: "Please complete your personal and KYC details first.",
  familyFirst: "Please complete your family member details first.",
  planExists: "A payment plan already exists for this villa. Continue with its next step.",
  villaTaken: "This villa is already part of another member's application. Please choose another villa.",
  otherApplication: "You already have an application for another villa. Please continue that one.",
  noPaymentPlan: "No payment has been started for this villa yet.",
  stepNotFound: "That payment step does not exist.",
  stepAlreadyPaid: "This payment step is already paid.",
  stepOutOfOrder: "Please pay the earlier steps first.",
  notAllPaid: "Please complete every payment step first.",
  alreadySubmitted: "Your application has already been submitted.",
  confirmationsRequired: "Please accept both confirmations to proceed",
  invoiceNotReady: "The invoice is ready once the club has verified this step's payment.",
  planCancelled: "This payment plan was cancelled. Please contact the club.",
} as const;

import { z } from "./zod.ts";
import { ageOn } from "./registration-schemas.ts";
import { portalMessages } from "./portal.ts";
import { text } from "./text.ts";

/**
 * The membership form of the member portal: four steps, a draft
 * saved between them, submitted once. One set of schemas checks a step in the browser and the submission on
 * the server. Field names are the spec's.
 */

export const MEMBERSHIP_FORM_STEPS = ["Personal", "Nominee Details", "E-Signature", "Submit"] as const;
/** Where a member is in the form: step 1 to the number of its steps. */
const formStep = z.number().int().min(1).max(MEMBERSHIP_FORM_STEPS.length);
export type MembershipFormStep = 1 | 2 | 3 | 4;

export const membershipFormMessages = {
  locked: portalMessages.membershipFormLocked,
  alreadySubmitted: "Your membership form has already been submitted.",
  submitted: "Your membership form has been submitted.",
  draftSaved: "Your membership form is saved as a draft.",
  loaded: "Your membership form",
  loading: "Loading your membership form...",
  loadFailed: "We could not load your membership form. Please try again.",
  saveFailed: "We could not save your membership form. Please try again.",
  submitFailed: "We could not submit your membership form. Please try again.",
  uploadFailed: "We could not upload the file. Please try again.",
  incomplete: (missing: readonly string[]) => `Please complete the membership form: ${missing.join("; ")}.`,

  fullName: "Please enter your full name.",
  dateOfBirth: "Please enter a valid date of birth.",
  dateOfBirthFuture: "Your date of birth cannot be in the future.",
  adult: "You must be at least 18 years old.",
  phoneNumber: "Please enter a valid phone number (10 to 15 digits).",
  email: "Please enter a valid e-mail address.",
  qualification: "Please choose your qualification.",
  occupation: "Please choose your occupation.",
  currentAddress: "Please enter your current address.",
  permanentAddress: "Please enter your permanent address.",
  document: "Please upload your identity document (PDF, JPG or PNG).",
  nomineeFullName: "Please enter the nominee's full name.",
  nomineePhone: "Please enter the nominee's phone number (10 to 15 digits).",
  relationship: "Please enter the nominee's relationship to you.",
  nomineeDob: "Please enter the nominee's date of birth.",
  nomineeDobFuture: "The nominee's date of birth cannot be in the future.",
  nomineeEmail: "Please enter the nominee's e-mail address.",
  idType: "Please choose the nominee's ID type.",
  idFile: "Please upload the nominee's ID (PDF, JPG or PNG).",
  signature: "Please upload your signature (PNG or JPG).",
  documentType: "The document must be a PDF, JPG or PNG file.",
  signatureType: "The signature must be a PNG or JPG image.",
} as const;
const m = membershipFormMessages;

// ── field rules ───────────────────────────────────────────────────────────────────────────────────

const requiredText = (label: string, message: string, max: number, multiline = false) =>
  text(label, { error: message, multiline }).trim().min(1, message).max(max, message);

/**
 * yyyy-mm-dd, a real calendar date, not after today. A date in the future is refused with `futureMessage`
 * (it says what is wrong), anything else that is not a date with `message`.
 */
export const pastDate = (message: string, futureMessage = message) =>
  text("the date", { error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message)
    // only a real date can be in the future: anything else has its one message above
    .refine((value) => !isCalendarDate(value) || new Date(`${value}T00:00:00Z`).getTime() <= Date.now(), futureMessage);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01";
}

export const phoneNumber = (message: string) =>
  text("the phone number", { error: message })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,18}$/, message)
    .refine((v) => v.replace(/\D/g, "").length >= 10 && v.replace(/\D/g, "").length <= 15, message);

const email = (message: string) =>
  text("the e-mail address", { error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));

/** An uploaded file as the upload answer names it: /files/{id}. */
export const uploadedFile = (message: string) =>
  text("the file address", { error: message })
    .trim()
    .regex(/^\/files\/[0-9a-f-]{36}$/i, message);

export const FILE_URL_PATTERN = /^\/files\/[0-9a-f-]{36}$/i;

// ── the steps, complete ───────────────────────────────────────────────────────────────────────────

/** Step 1, Personal. With sameAsCurrentAddress the permanent address is the current one. */
export const personalDetails = z.object({
  fullName: requiredText("your full name", m.fullName, 120),
  dateOfBirth: pastDate(m.dateOfBirth, m.dateOfBirthFuture).refine((value) => ageOn(value) >= 18, m.adult),
  phoneNumber: phoneNumber(m.phoneNumber),
  email: email(m.email),
  qualification: requiredText("your qualification", m.qualification, 120),
  occupation: requiredText("your occupation", m.occupation, 120),
  currentAddress: requiredText("your current address", m.currentAddress, 500, true),
  permanentAddress: requiredText("your permanent address", m.permanentAddress, 500, true),
  sameAsCurrentAddress: z.boolean(),
  document: uploadedFile(m.document),
});
export type PersonalDetails = z.infer<typeof personalDetails>;

/** Step 2, Nominee Details (the conveyance request asks for the same nominee fields). */
export const nomineeDetails = z.object({
  fullName: requiredText("the nominee's full name", m.nomineeFullName, 120),
  phoneNumber: phoneNumber(m.nomineePhone),
  relationship: requiredText("the relationship", m.relationship, 60),
  dob: pastDate(m.nomineeDob, m.nomineeDobFuture),
  email: email(m.nomineeEmail),
  idType: requiredText("the ID type", m.idType, 120),
  idFile: uploadedFile(m.idFile),
});
export type NomineeDetails = z.infer<typeof nomineeDetails>;

/** Step 3, E-Signature. */
export const signatureStep = z.object({ signature: uploadedFile(m.signature) });

/** What each field is called when the form says what is still missing. */
export const PERSONAL_LABELS: Record<keyof PersonalDetails, string> = {
  fullName: "full name",
  dateOfBirth: "date of birth",
  phoneNumber: "phone number",
  email: "e-mail",
  qualification: "qualification",
  occupation: "occupation",
  currentAddress: "current address",
  permanentAddress: "permanent address",
  sameAsCurrentAddress: "same as current address",
  document: "uploaded document",
};
export const NOMINEE_LABELS: Record<keyof NomineeDetails, string> = {
  fullName: "full name",
  phoneNumber: "phone number",
  relationship: "relationship",
  dob: "date of birth",
  email: "e-mail",
  idType: "ID type",
  idFile: "ID file",
};

// ── drafts ────────────────────────────────────────────────────────────────────────────────────────

const draftText = (label: string, max: number, multiline = false) =>
  text(label, { multiline }).trim().max(max).optional();
const draftFile = text("the file address")
  .trim()
  .refine((v) => v === "" || FILE_URL_PATTERN.test(v), "Please upload the file first.")
  .optional();

/** A step's values as a draft: any field may still be empty. */
export const personalDraft = z.object({
  fullName: draftText("your full name", 120),
  dateOfBirth: draftText("your date of birth", 10),
  phoneNumber: draftText("your phone number", 20),
  email: draftText("your e-mail address", 254),
  qualification: draftText("your qualification", 120),
  occupation: draftText("your occupation", 120),
  currentAddress: draftText("your current address", 500, true),
  permanentAddress: draftText("your permanent address", 500, true),
  sameAsCurrentAddress: z.boolean().optional(),
  document: draftFile,
});
export const nomineeDraft = z.object({
  fullName: draftText("the nominee's full name", 120),
  phoneNumber: draftText("the nominee's phone number", 20),
  relationship: draftText("the relationship", 60),
  dob: draftText("the nominee's date of birth", 10),
  email: draftText("the nominee's e-mail address", 254),
  idType: draftText("the ID type", 120),
  idFile: draftFile,
});

/** PUT /api/membership-form: saves the given steps as a draft; `step` is where the member goes on. */
export const membershipFormDraftInput = z.object({
  step: formStep.optional(),
  personal: personalDraft.optional(),
  nominee: nomineeDraft.optional(),
  signature: draftFile,
});
export type MembershipFormDraftInput = z.infer<typeof membershipFormDraftInput>;

// ── the answer ────────────────────────────────────────────────────────────────────────────────────

export const personalValues = z.object({
  fullName: z.string(),
  dateOfBirth: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  qualification: z.string(),
  occupation: z.string(),
  currentAddress: z.string(),
  permanentAddress: z.string(),
  sameAsCurrentAddress: z.boolean(),
  document: z.string(),
});
export type PersonalValues = z.infer<typeof personalValues>;

export const nomineeValues = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  relationship: z.string(),
  dob: z.string(),
  email: z.string(),
  idType: z.string(),
  idFile: z.string(),
});
export type NomineeValues = z.infer<typeof nomineeValues>;

export const emptyPersonal: PersonalValues = {
  fullName: "",
  dateOfBirth: "",
  phoneNumber: "",
  email: "",
  qualification: "",
  occupation: "",
  currentAddress: "",
  permanentAddress: "",
  sameAsCurrentAddress: false,
  document: "",
};
export const emptyNominee: NomineeValues = {
  fullName: "",
  phoneNumber: "",
  relationship: "",
  dob: "",
  email: "",
  idType: "",
  idFile: "",
};

/** GET /api/membership-form: the member's form (prefilled from their KYC while new) and the option lists. */
export const membershipFormRecord = z.object({
  status: z.enum(["new", "draft", "submitted"]),
  step: formStep,
  personal: personalValues,
  nominee: nomineeValues,
  signature: z.string(),
  /** The original names of the uploaded files named above, by address. */
  files: z.record(z.string(), z.string()),
  pdf_url: z.string().nullable(),
  submitted_at: z.string().nullable(),
  options: z.object({
    qualifications: z.array(z.string()),
    occupations: z.array(z.string()),
    idTypes: z.array(z.string()),
  }),
});
export type MembershipFormRecord = z.infer<typeof membershipFormRecord>;

/**
 * What is still missing before the form can be submitted, by step: e.g.
 * ["Personal (date of birth)", "E-Signature (signature)"]. Empty when complete.
 */
export function missingParts(form: { personal: unknown; nominee: unknown; signature: unknown }): string[] {
  const parts: string[] = [];
  const personal = personalDetails.safeParse(form.personal);
  if (!personal.success)
    parts.push(`${MEMBERSHIP_FORM_STEPS[0]} (${fieldsOf(personal.error.issues, PERSONAL_LABELS).join(", ")})`);
  const nominee = nomineeDetails.safeParse(form.nominee);
  if (!nominee.success)
    parts.push(`${MEMBERSHIP_FORM_STEPS[1]} (${fieldsOf(nominee.error.issues, NOMINEE_LABELS).join(", ")})`);
  if (!signatureStep.safeParse({ signature: form.signature }).success)
    parts.push(`${MEMBERSHIP_FORM_STEPS[2]} (signature)`);
  return parts;
}

function fieldsOf(issues: readonly { path: readonly PropertyKey[] }[], labels: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    names.add(labels[key] ?? key);
  }
  return [...names];
}

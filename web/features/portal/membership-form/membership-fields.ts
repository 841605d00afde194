import {
  nomineeDetails,
  personalDetails,
  signatureStep,
  type MembershipFormStep,
} from "../../../../common/membership-form";

/**
 * The membership form's steps as posted forms (the Personal, Nominee Details and E-Signature steps, intent
 * `membership.save`): the fields each step posts, read into the values its shared schema checks — in the browser
 * before the post and again in the dashboard's action (membership-form.server.ts).
 */

/** The step's message above its fields when one of them is refused. */
export const CHECK_FIELDS = "Please check the fields marked below.";

/** The intents of the membership form's posts. */
export const SAVE_INTENT = "membership.save";
export const SUBMIT_INTENT = "membership.submit";

/** The steps saved as a draft (the fourth is the review, which submits). */
export type SavedStep = Exclude<MembershipFormStep, 4>;
export const isSavedStep = (step: number): step is SavedStep => step === 1 || step === 2 || step === 3;

/** Each saved step's file field: a hidden input with the uploaded file's address, `${name}File` the file itself. */
export const STEP_FILE = { 1: "document", 2: "idFile", 3: "signature" } as const satisfies Record<SavedStep, string>;
export const STEP_FILE_KIND = { 1: "document", 2: "document", 3: "signature" } as const satisfies Record<
  SavedStep,
  "document" | "signature"
>;

/** The text fields each step posts (given back to a refused post made without JavaScript). */
export const STEP_TEXT_FIELDS = {
  1: [
    "fullName",
    "dateOfBirth",
    "phoneNumber",
    "email",
    "qualification",
    "occupation",
    "currentAddress",
    "permanentAddress",
    "sameAsCurrentAddress",
    "document",
  ],
  2: ["fullName", "phoneNumber", "relationship", "dob", "email", "idType", "idFile"],
  3: ["signature"],
} as const satisfies Record<SavedStep, readonly string[]>;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Step 1's values; with "same as current address" ticked the permanent address is the current one. */
export function personalFromForm(form: FormData) {
  const same = form.get("sameAsCurrentAddress") !== null;
  const currentAddress = textOf(form, "currentAddress");
  return {
    fullName: textOf(form, "fullName"),
    dateOfBirth: textOf(form, "dateOfBirth"),
    phoneNumber: textOf(form, "phoneNumber"),
    email: textOf(form, "email"),
    qualification: textOf(form, "qualification"),
    occupation: textOf(form, "occupation"),
    currentAddress,
    permanentAddress: same ? currentAddress : textOf(form, "permanentAddress"),
    sameAsCurrentAddress: same,
    document: textOf(form, "document"),
  };
}

/** Step 2's values. */
export function nomineeFromForm(form: FormData) {
  return {
    fullName: textOf(form, "fullName"),
    phoneNumber: textOf(form, "phoneNumber"),
    relationship: textOf(form, "relationship"),
    dob: textOf(form, "dob"),
    email: textOf(form, "email"),
    idType: textOf(form, "idType"),
    idFile: textOf(form, "idFile"),
  };
}

/** A file address that passes the schema's check while the posted file itself is not stored yet. */
const FILE_TO_STORE = "/files/00000000-0000-0000-0000-000000000000";

/**
 * The posted step checked with its shared schema. `withPostedFile`: the step's file was posted itself (a form sent
 * without JavaScript), so its address is not checked (the action stores the file once the other fields pass).
 */
export function checkStep(step: SavedStep, form: FormData, withPostedFile = false) {
  const file = withPostedFile ? { [STEP_FILE[step]]: FILE_TO_STORE } : {};
  if (step === 1)
    return { section: "personal" as const, check: personalDetails.safeParse({ ...personalFromForm(form), ...file }) };
  if (step === 2)
    return { section: "nominee" as const, check: nomineeDetails.safeParse({ ...nomineeFromForm(form), ...file }) };
  return {
    section: "signature" as const,
    check: signatureStep.safeParse({ signature: textOf(form, "signature"), ...file }),
  };
}

import { appointmentDate, conveyanceMessages as m } from "../../../../common/conveyance";
import { nomineeDetails, uploadedFile } from "../../../../common/membership-form";
import { z } from "../../../../common/zod";

/**
 * The conveyance request as one posted form (intent `conveyance.submit`): the fields of steps 2 to 5, read into
 * the body of POST /api/conveyance, each step checked with the shared schemas — in the browser before moving on
 * and again in the dashboard's action (conveyance.server.ts).
 */

export const SUBMIT_INTENT = "conveyance.submit";
export const SEND_OTP_INTENT = "conveyance.send-otp";
export const VERIFY_OTP_INTENT = "conveyance.verify-otp";

/** The text fields of the request (given back to a refused post made without JavaScript). */
export const REQUEST_FIELDS = [
  "fullName",
  "phoneNumber",
  "relationship",
  "dob",
  "email",
  "idType",
  "idFile",
  "document",
  "appointmentDate",
] as const;

/** The file fields: a hidden input with the uploaded file's address, `${name}File` the file itself (without JavaScript). */
export const FILE_FIELDS = ["idFile", "document"] as const;

const textOf = (form: FormData | Record<string, string>, name: string) => {
  const value = form instanceof FormData ? form.get(name) : form[name];
  return typeof value === "string" ? value : "";
};

/** The body of POST /api/conveyance from the form's fields. */
export function requestFromForm(form: FormData | Record<string, string>) {
  return {
    nominee: {
      fullName: textOf(form, "fullName"),
      phoneNumber: textOf(form, "phoneNumber"),
      relationship: textOf(form, "relationship"),
      dob: textOf(form, "dob"),
      email: textOf(form, "email"),
      idType: textOf(form, "idType"),
      idFile: textOf(form, "idFile"),
    },
    document: textOf(form, "document"),
    appointmentDate: textOf(form, "appointmentDate"),
  };
}

/** Each step's check (step 1, the OTP, is the server's to know; step 3 shows the villa only). */
const STEP_CHECKS: Partial<Record<number, z.ZodType>> = {
  2: z.object({ nominee: nomineeDetails }),
  4: z.object({ document: uploadedFile(m.document) }),
  5: z.object({ appointmentDate }),
};

/** Step `step` of the posted request checked with its shared schema: null when it passes, else its field messages. */
export function stepProblems(step: number, body: ReturnType<typeof requestFromForm>): Record<string, string> | null {
  const check = STEP_CHECKS[step];
  if (!check) return null;
  const parsed = check.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // the nominee's fields are named without their prefix in the form
    const key = issue.path[0] === "nominee" ? String(issue.path[1] ?? "") : String(issue.path[0] ?? "");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

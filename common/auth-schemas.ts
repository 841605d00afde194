import { z } from "./zod.ts";
import {
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  RESET_CODE_LENGTH,
  ROLES,
} from "./auth-limits.ts";
import { authMessages as m } from "./auth-messages.ts";
import { LANGUAGES } from "./language.ts";
import { text } from "./text.ts";

/** One schema per form, used by the page and by the API (ARCHITECTURE.md, "Rules of the house"). */

export const emailField = text("the e-mail address", { error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

/** A new password (sign-up, reset): not trimmed, spaces count. */
export const newPasswordField = text("the password", { error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, m.passwordTooLong);

/** The language a member reads the club in (their mails): "en" or "hi". */
export const languageField = z.enum(LANGUAGES, { error: m.languageInvalid });

/**
 * Sign-up's requests may name the language of the new account (and of its code's mail); without it, the request's
 * own language counts (`?lng=`, the `lng` cookie, Accept-Language).
 */
export const sendOtpInput = z.object({ email: emailField, language: languageField.optional() });
export type SendOtpInput = z.infer<typeof sendOtpInput>;

export const registerInput = z.object({
  name: text("the name", { error: m.nameRequired }).trim().min(1, m.nameRequired).max(MAX_NAME_LENGTH, m.nameTooLong),
  email: emailField,
  password: newPasswordField,
  otp: text("the OTP", { error: m.enterOtp })
    .trim()
    .min(1, m.enterOtp)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), m.otpFormat),
  language: languageField.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  // any length is accepted at sign-in (a password set before a rule change still works); capped against abuse
  password: text("the password", { error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(1024, m.invalidCredentials),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  email: emailField,
  code: text("the code", { error: m.resetCodeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), m.resetCodeFormat),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** Sign-up step 1: the details checked before the OTP is sent. */
export const signUpDetailsInput = registerInput.pick({ name: true, email: true, password: true });

/** A text field of a submitted form ("" when it is missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The sign-in form's fields as `loginInput` reads them (the remember-me box sends "on" when ticked). */
export function loginFormInput(form: FormData) {
  return {
    email: formText(form, "email"),
    password: formText(form, "password"),
    remember: form.get("remember") === "on",
  };
}

/** The name of the OTP box `n` (1-based) of the sign-up form. */
export const otpBoxName = (n: number) => `otp-digit-${n}`;

/** The code typed into the OTP boxes (a whole code pasted into one box without JavaScript counts too). */
export function otpFromForm(form: FormData): string {
  return Array.from({ length: OTP_LENGTH }, (_, i) => formText(form, otpBoxName(i + 1)))
    .join("")
    .replace(/\s/g, "");
}

/** The fields of sign-up step 1, in the form's order. */
export const SIGN_UP_FIELDS = ["name", "email", "password"] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/**
 * Sign-up step 1's message for each field that is empty or not valid (the first message of each), shown beside the
 * field; the form's one message (a toast) stays signUpDetailsProblem's.
 */
export function signUpDetailsErrors(values: { name: string; email: string; password: string }): SignUpErrors {
  const parsed = signUpDetailsInput.safeParse(values);
  const errors: SignUpErrors = {};
  if (parsed.success) return errors;
  for (const field of SIGN_UP_FIELDS) {
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    if (issue) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What is wrong with the sign-up details, or null: "Please fill all fields" while one is empty (spec §5),
 * else the schema's first message. The page checks it before sending and the action again.
 */
export function signUpDetailsProblem(values: { name: string; email: string; password: string }): string | null {
  if (!values.name.trim() || !values.email.trim() || !values.password) return m.fillAllFields;
  const parsed = signUpDetailsInput.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? m.fillAllFields);
}

/**
 * Sign-up step 1's check, the page's before sending and the action's: null when the details pass, else the form's
 * message (signUpDetailsProblem's), each field's message and the first field to fix.
 */
export function signUpDetailsFailure(values: { name: string; email: string; password: string }) {
  const problem = signUpDetailsProblem(values);
  if (!problem) return null;
  const errors = signUpDetailsErrors(values);
  const field = SIGN_UP_FIELDS.find((f) => errors[f]);
  return { ok: false as const, message: problem, ...(field ? { field } : {}), errors };
}

/** GET /api/auth/user-details: the spec's User (§3) plus the role. */
export const userDetailsRecord = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_kyc_done: z.boolean(),
  is_family_details_done: z.boolean(),
  is_payment_done: z.boolean(),
  is_terms_agreed: z.boolean(),
  /** The language the member reads the club in: "en" or "hi". */
  language: z.enum(LANGUAGES),
});
export type UserDetails = z.infer<typeof userDetailsRecord>;

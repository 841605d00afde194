import { z } from "./zod.ts";
import { clubToday } from "./club-time.ts";
import { nomineeDetails, nomineeValues, uploadedFile } from "./membership-form.ts";
import { isTuesday, portalMessages } from "./portal.ts";
import { text } from "./text.ts";

/**
 * The conveyance request of the member portal: five steps, the member's
 * e-mail verified with a 4-digit OTP, the villa from their payment plan, an appointment on a Tuesday.
 */

export const CONVEYANCE_STEPS = [
  "Verification",
  "Nominee Details",
  "Villa Details",
  "Document",
  "Legal Process",
] as const;
export type ConveyanceStep = 1 | 2 | 3 | 4 | 5;

/** How long a verified OTP lets the member submit a request. */
export const CONVEYANCE_VERIFICATION_MINUTES = 30;

export const conveyanceMessages = {
  propertyInformationNotFound: portalMessages.propertyInformationNotFound,
  tuesdaysOnly: "Appointments are on Tuesdays only. Please choose a Tuesday.",
  appointmentRequired: "Please choose a date for your appointment.",
  appointmentInFuture: "Please choose a Tuesday after today.",
  document: "Please upload the document (PDF, JPG or PNG).",
  documentType: "The document must be a PDF, JPG or PNG file.",
  otpSent: "We have sent a 4-digit code (OTP) to your e-mail.",
  otpVerified: "Your e-mail is verified.",
  enterOtp: "Please enter the 4-digit OTP from the e-mail.",
  verifyFirst: `Please verify your e-mail with the OTP first (a verification is valid for ${CONVEYANCE_VERIFICATION_MINUTES} minutes).`,
  openRequest: "You already have a conveyance request in progress.",
  submitted: "Your conveyance request has been submitted.",
  loaded: "Your conveyance requests",
  loading: "Loading your conveyance requests...",
  loadFailed: "We could not load your conveyance requests. Please try again.",
  submitFailed: "We could not submit your conveyance request. Please try again.",
  sendFailed: "We could not send the OTP. Please try again.",
} as const;
const m = conveyanceMessages;

/** The appointment: a real yyyy-mm-dd date, a Tuesday, after today (spec §2: "Tuesdays only"). */
export const appointmentDate = text("the appointment date", { error: m.appointmentRequired })
  .trim()
  .min(1, m.appointmentRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.appointmentRequired)
  .refine(
    (value) =>
      !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    m.appointmentRequired,
  )
  .refine(isTuesday, m.tuesdaysOnly)
  .refine((value) => value > clubToday(), m.appointmentInFuture);

/** The appointment field's message in the browser, or null when the date may be sent. */
export function appointmentProblem(value: string): string | null {
  const parsed = appointmentDate.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? m.appointmentRequired);
}

export const otpInput = z.object({
  otp: text("the OTP", { error: m.enterOtp })
    .trim()
    .regex(/^\d{4}$/, m.enterOtp),
});

/** POST /api/conveyance: the request. The villa's details are taken from the member's payment plan. */
export const conveyanceInput = z.object({
  property_id: text("the villa").trim().max(64).optional(),
  nominee: nomineeDetails,
  document: uploadedFile(m.document),
  appointmentDate,
});
export type ConveyanceInput = z.infer<typeof conveyanceInput>;

/** The shape of the request body as the API documents it (the rules above are checked by the service). */
export const conveyanceBody = z.object({
  property_id: text("the villa").max(64).optional(),
  nominee: z.record(z.string(), z.unknown()),
  document: text("the document").max(100),
  appointmentDate: text("the appointment date").max(20),
});

/** Villa Details: read from the member's villa and plan, never typed in. */
export const villaDetails = z.object({
  villaNumber: z.string(),
  villaType: z.string(),
  block: z.string(),
  location: z.string(),
  contributionAmount: z.number().int(),
});
export type VillaDetails = z.infer<typeof villaDetails>;

export const conveyanceRequestRecord = z.object({
  _id: z.string(),
  status: z.string(),
  appointmentDate: z.string(),
  villa: villaDetails,
  nominee: z.object({ fullName: z.string(), relationship: z.string() }),
  document: z.string().nullable(),
  created_at: z.string(),
  /** The Tuesday the member asked for; `appointmentDate` is the one the office confirmed or proposed. */
  requestedDate: z.string().optional(),
  confirmed_at: z.string().nullable().optional(),
  completed_at: z.string().nullable().optional(),
});
export type ConveyanceRequestRecord = z.infer<typeof conveyanceRequestRecord>;

/** GET /api/conveyance: the member's requests, their villa, whether the e-mail is verified, and a nominee to start from. */
export const conveyanceOverview = z.object({
  requests: z.array(conveyanceRequestRecord),
  villa: villaDetails.extend({ property_id: z.string() }).nullable(),
  email: z.string(),
  verified_until: z.string().nullable(),
  nominee: nomineeValues,
  files: z.record(z.string(), z.string()),
  /** The identity documents a nominee's ID may be. */
  idTypes: z.array(z.string()),
});
export type ConveyanceOverview = z.infer<typeof conveyanceOverview>;

export const STATUS_LABELS: Record<string, string> = {
  submitted: "Submitted",
  confirmed: "Appointment confirmed",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};

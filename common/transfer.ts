import { z } from "./zod.ts";
import { text } from "./text.ts";

/**
 * Transfer of a villa contribution to another person: four steps, the
 * request's shape (one schema per step, for the form, and the whole request, for the server) and messages.
 */

export const TRANSFER_STEPS = [
  "Select Property",
  "Transferee Details",
  "Transfer Reason",
  "E Sign and Consent",
] as const;

/** A request in one of these states blocks another for the same villa. */
export const TRANSFER_OPEN_STATUSES = ["submitted", "under_review"] as const;
export const TRANSFER_STATUS_LABELS: Record<string, string> = {
  submitted: "Submitted",
  under_review: "Under review",
  approved: "Approved",
  refused: "Refused",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};
export const transferStatusLabel = (status: string) => TRANSFER_STATUS_LABELS[status] ?? status;

export const TRANSFER_CONSENT_TEXT = "I confirm this transfer is voluntary and approved by the legal contributor.";

export const TRANSFER_RELATIONSHIPS = [
  "Spouse",
  "Son",
  "Daughter",
  "Father",
  "Mother",
  "Brother",
  "Sister",
  "Relative",
  "Friend",
  "Other",
] as const;

export const transferMessages = {
  required: (label: string) => `Please enter ${label}.`,
  property: "Please select the property to transfer.",
  email: "Please enter a valid e-mail address.",
  phone: "Please enter a valid phone number (10 to 15 digits).",
  relationship: "Please choose the transferee's relationship to you.",
  reasonShort: "Please tell us the reason in at least 10 characters.",
  signature: "Please type your full name as your e-signature.",
  signatureMismatch: (name: string) => `Please type your full name exactly as on your account (${name}).`,
  consent: "Please confirm that this transfer is voluntary and approved by the legal contributor.",
  villaNotYours: "Property information not found.",
  alreadyOpen: "A transfer request for this property is already open.",
  submitted: "Your transfer request has been submitted.",
  // the page's own words
  loading: "Loading your transfer requests...",
  loadFailed: "We could not load your transfer requests. Please try again.",
} as const;

const requiredText = (label: string, max = 200, multiline = false) =>
  text(label, { error: transferMessages.required(label), multiline })
    .trim()
    .min(1, transferMessages.required(label))
    .max(max, `${label} is too long.`);

/** Step 1. */
export const transferPropertyStep = z.object({
  property_id: text("the villa", { error: transferMessages.property }).trim().uuid(transferMessages.property),
});

/** Step 2. */
export const transfereeInput = z.object({
  full_name: requiredText("the transferee's full name", 120),
  email: text("the transferee's e-mail address", { error: transferMessages.email })
    .trim()
    .toLowerCase()
    .max(254, transferMessages.email)
    .email(transferMessages.email),
  phone: text("the transferee's phone number", { error: transferMessages.phone })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,18}$/, transferMessages.phone)
    .refine((v) => v.replace(/\D/g, "").length >= 10 && v.replace(/\D/g, "").length <= 15, transferMessages.phone),
  relationship: z.enum(TRANSFER_RELATIONSHIPS, { error: transferMessages.relationship }),
  address: requiredText("the transferee's address", 500, true),
});
export const transfereeStep = z.object({ transferee: transfereeInput });

/** Step 3. */
export const transferReasonStep = z.object({
  reason: text("the reason", { error: transferMessages.reasonShort, multiline: true })
    .trim()
    .min(10, transferMessages.reasonShort)
    .max(2000, "The reason is too long."),
});

/** Step 4: the member types their full name as the e-signature and gives the consent. */
export const transferConsentStep = z.object({
  signature: text("the signature", { error: transferMessages.signature })
    .trim()
    .min(2, transferMessages.signature)
    .max(120, transferMessages.signature),
  consent: z.literal(true, { error: transferMessages.consent }),
});

/** POST /api/transfers: the four steps together. */
export const transferInput = transferPropertyStep.extend({
  ...transfereeStep.shape,
  ...transferReasonStep.shape,
  ...transferConsentStep.shape,
});
export type TransferInput = z.infer<typeof transferInput>;

/** A typed signature matches a name when they are the same words, ignoring case and spacing. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

export const transferRecord = z.object({
  _id: z.string(),
  property: z.object({ _id: z.string(), name: z.string(), villaNumber: z.string().nullable(), location: z.string() }),
  transferee: transfereeInput,
  reason: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The signed request as a PDF, served to its owner. */
  document_url: z.string().nullable(),
  /** The office's decision: when, and the reason given when refused. */
  decided_at: z.string().nullable().optional(),
  decision_reason: z.string().nullable().optional(),
});
export type TransferRecord = z.infer<typeof transferRecord>;

import { z } from "./zod.ts";
import { portalMessages } from "./portal.ts";
import { text } from "./text.ts";
import { AGREEMENT_STATUSES } from "./agreements.ts";

/**
 * The memorandum of agreement: the
 * request and answers of its calls (Sign MOA, Download MOA) and its messages, shared by the server and the portal's MOA tab.
 */

export const moaMessages = {
  signed: portalMessages.moaSigned,
  alreadySigned: portalMessages.moaAlreadySigned,
  notSigned: portalMessages.moaNotSigned,
  locked: portalMessages.completePaymentForMoa,
  /** Fully paid, but the application's final review (step 5) is not submitted yet. */
  applicationNotSubmitted: "Please submit your application (the final review) before you sign the MOA.",
  signatureNotFound: "That signature image was not found. Please upload your signature again.",
  signatureNotImage: "Your signature must be a PNG or JPG image. Please upload it again.",
  chooseSignature: "Please choose an image of your signature, or draw it.",
  drawSignature: "Please draw your signature in the box first.",
  signedFound: "Your signed memorandum of agreement",
  /** GET /api/moa/draft before the member has a payment plan. */
  noPlanForDraft:
    "Your agreement is drawn up once you choose a payment plan for your villa. Until then you can read the sample agreement.",
  /** POST /api/moa/sign-moa before the member has opened the draft or shown its text. */
  readBeforeSigning: "Please read the agreement before you sign it: open the draft PDF or show its text, then sign.",
  textShown: "The agreement's text was shown to you. You can now sign it.",
} as const;

/** The member's agreement before they sign it, as a PDF watermarked DRAFT (inline, their own data). */
export const MOA_DRAFT_URL = "/api/moa/draft";
/** The sample agreement anyone may read: the same text with placeholders, watermarked SAMPLE. */
export const MOA_SAMPLE_URL = "/api/moa/sample";

/** A section of the memorandum's text as the portal shows it: its heading, then sentences and label–value rows in order. */
export type MoaTextSection = { heading: string; parts: ({ text: string } | { rows: [string, string][] })[] };

/** POST /api/moa/sign-moa: the /files/{id} address of the member's uploaded signature image. */
export const signMoaInput = z.object({
  signature_url: text("the signature").trim().min(1, moaMessages.chooseSignature).max(300),
});
export type SignMoaInput = z.infer<typeof signMoaInput>;

export const signedMoa = z.object({
  pdf_url: z.string(),
  signed_at: z.string(),
  lease_start: z.string(),
  lease_end: z.string(),
  /** True when the agreement had been signed before this request (nothing new was made). */
  already_signed: z.boolean(),
});
export type SignedMoa = z.infer<typeof signedMoa>;

/** The answer of Sign MOA: success and pdf_url at the top (as the spec reads them) and in data. */
export const signMoaAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  success: z.literal(true),
  pdf_url: z.string(),
  data: signedMoa,
});

/** The answer of Download MOA (GET /api/moa/signed-moa): signed_pdf_url at the top and in data. */
export const signedMoaAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  signed_pdf_url: z.string(),
  data: z.object({
    signed_pdf_url: z.string(),
    download_url: z.string(),
    signed_at: z.string(),
    /** Its status: awaiting-countersign (signed_pdf_url is the PDF as the member signed it), executed (the sealed PDF), revoked. */
    status: z.enum(AGREEMENT_STATUSES),
    countersigned_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    revoked_reason: z.string().nullable(),
    /** The agreement's public verification page (/verify/{code}). */
    verify_url: z.string(),
  }),
});
export type SignedMoaData = z.infer<typeof signedMoaAnswer>["data"];

/** A stored file's address for download (the server names the file in Content-Disposition). */
export const downloadUrl = (url: string) => `${url}?download=1`;

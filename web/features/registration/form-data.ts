import type { FormResult } from "../../lib/form";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import type { TransferInstructionsView } from "../../../common/payment-instructions";
import type { ApplicationFlags, RegistrationStepNumber } from "../../../common/registration";
import type { FamilyRow } from "../../../common/registration-form";
import type { FamilyMemberRecord, KycRecord, PaymentRecord } from "../../../common/registration-schemas";

/* The application page's data and its forms' answers; how the forms are read is common/registration-form.ts. */

export const REGISTRATION_INTENTS = ["kyc", "family", "plan", "pay", "final"] as const;
export type RegistrationIntent = (typeof REGISTRATION_INTENTS)[number];

export interface Option {
  _id: string;
  name: string;
}
export interface OptionList {
  options: Option[];
  /** The spec's failure message (§8) when the list could not be loaded. */
  error: string | null;
}
export type OptionLists = Record<"qualifications" | "occupations" | "idTypes", OptionList>;

export interface ApplicationMember {
  name: string;
  email: string;
  flags: ApplicationFlags;
}

/** What the page's loader gives: everything the first HTML shows (no GET from the browser). */
export interface ApplicationData {
  propertyId: string;
  property: PropertyRecord;
  user: ApplicationMember;
  /** The saved KYC when it is usable to prefill the form, else null. */
  kyc: KycRecord | null;
  family: FamilyMemberRecord[];
  options: OptionLists;
  /** The plan, null when none was started. */
  payment: PaymentRecord | null;
  /** Where and how to pay by bank transfer (the club's account, the amount, the reference, the UPI QR code). */
  transfer: ApplicationTransfer;
  paymentError: string;
  /** The club cancelled the member's earlier plan for this villa, and why, when it did (step 3 starts again). */
  paymentNotice: { reason: string } | null;
  /** The step shown first: the resume step, or the `?step=` asked for when the flags allow it. */
  step: RegistrationStepNumber;
  /** The step of `?pay=N` (the payment form of one due step, without JavaScript), else null. */
  pay: number | null;
  /** The club takes online payment (Razorpay configured): a due step may also be paid online. */
  onlinePayment: boolean;
}

/** The application's instructions for a transfer, for whichever step the page shows. */
export interface ApplicationTransfer {
  /** Before the plan is made (step 3): its first step's, by the plan's number of steps (1 for a full payment). */
  firstStep: Record<number, TransferInstructionsView> | null;
  /** With a live plan: its next step to pay. */
  step: { step: number; view: TransferInstructionsView } | null;
}

/** The action's answer: FormResult, plus what a post without JavaScript sent, to render the form again. */
export type ApplicationResult = FormResult & {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  family?: FamilyRow[];
};

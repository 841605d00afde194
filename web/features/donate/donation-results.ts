import type { DonationFormValues, DonationOnlinePayment, DonationPledgeCharged } from "../../../common/donations";
import type { TransferInstructionsView } from "../../../common/payment-instructions";
import type { FormResult } from "../../lib/form";

/* What /donate-now's action answers (donate.server.ts), for the form and its thank-you. */

/** How the donor completes the gift after the pledge: Razorpay Checkout, a transfer and its UTR, or nothing yet. */
export type PaymentStep =
  | { kind: "online"; reference: string; payment: DonationOnlinePayment }
  | { kind: "transfer"; reference: string; token: string; view: TransferInstructionsView }
  | { kind: "pledge" };

/** What /donate-now's action answers (donate.server.ts): the pledge recorded, or the messages and what was typed. */
export type DonationResult =
  | (FormResult & { ok: true; pledge: DonationPledgeCharged; step: PaymentStep })
  | (FormResult & { ok: false; values: DonationFormValues });

/** The answer to a gift by transfer's details: given, or the messages with the step shown again. */
export type TransferResult =
  | (FormResult & { ok: true; given: { reference: string; amount: number; utr: string; paid_on: string } })
  | (FormResult & {
      ok: false;
      values: { utr: string; paid_on: string };
      step: Extract<PaymentStep, { kind: "transfer" }>;
    });

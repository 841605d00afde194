import { and, eq } from "drizzle-orm";
import { clubDay, clubToday } from "../../../common/club-time.ts";
import { paymentInstructionsMessages as m, type TransferDetails } from "../../../common/payment-instructions.ts";
import type { Tx } from "../../db/open.ts";
import { transferReferences } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * The transfer's details a receipt carries: its transaction reference (UTR), claimed once across every kind of
 * receipt (`transfer_references`, whose primary key decides two claims at once), and the day the member paid, which is
 * neither after today nor before the payment began.
 */

export type UtrClaim =
  | { kind: "instalment"; receiptId: string }
  | { kind: "membership"; membershipId: string }
  | { kind: "donation"; donationGiftId: string }
  | { kind: "maintenance"; maintenanceBillId: string };

/**
 * Claims the UTR for a receipt in the receipt's transaction: a UTR another receipt holds (or claims at this moment;
 * the insert waits for it) answers 409 with the message, and the caller's transaction is rolled back.
 */
export async function claimUtr(tx: Tx, utr: string, claim: UtrClaim): Promise<void> {
  const claimed = await tx
    .insert(transferReferences)
    .values({
      utr,
      kind: claim.kind,
      receiptId: claim.kind === "instalment" ? claim.receiptId : null,
      membershipId: claim.kind === "membership" ? claim.membershipId : null,
      donationGiftId: claim.kind === "donation" ? claim.donationGiftId : null,
      maintenanceBillId: claim.kind === "maintenance" ? claim.maintenanceBillId : null,
    })
    .onConflictDoNothing({ target: transferReferences.utr })
    .returning({ utr: transferReferences.utr });
  if (claimed.length === 0) throw new AppError(409, m.utrTaken);
}

/** A rejected receipt gives its UTR back (the receipt keeps it in its history), in the rejection's transaction. */
export async function releaseUtr(tx: Tx, claim: UtrClaim): Promise<void> {
  await tx
    .delete(transferReferences)
    .where(
      claim.kind === "instalment"
        ? and(eq(transferReferences.kind, "instalment"), eq(transferReferences.receiptId, claim.receiptId))
        : claim.kind === "membership"
          ? and(eq(transferReferences.kind, "membership"), eq(transferReferences.membershipId, claim.membershipId))
          : claim.kind === "donation"
            ? and(eq(transferReferences.kind, "donation"), eq(transferReferences.donationGiftId, claim.donationGiftId))
            : and(
                eq(transferReferences.kind, "maintenance"),
                eq(transferReferences.maintenanceBillId, claim.maintenanceBillId),
              ),
    );
}

/**
 * The day paid, checked against the payment's beginning (`earliest`, a moment; `since` says what it was, e.g. "the
 * day you applied for this villa") and today (the form's schema checks it too; a clock moved by a test is read here).
 */
export function checkPaidOn(details: TransferDetails, earliest: Date, since: string, now = new Date()): void {
  if (!details.paidOn) return;
  if (details.paidOn > clubToday(now)) throw new AppError(400, m.paidOnFuture);
  const first = clubDay(earliest);
  if (details.paidOn < first) throw new AppError(400, m.paidOnBefore(first, since));
}

/** The details as an audit entry records them. */
export const auditedTransfer = (details: TransferDetails) => ({
  utr: details.utr ?? null,
  paidOn: details.paidOn ?? null,
});

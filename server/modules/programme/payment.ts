import { eq } from "drizzle-orm";
import type { Tx } from "../../db/open.ts";
import { programmeRegistrations } from "../../db/schema.ts";
import { recordAudit } from "../audit/service.ts";
import { oweRefund, refundOnline, type RefundsDeps } from "../refunds/service.ts";
import { queueConfirmation, type ProgrammeMailDeps } from "./mail.ts";
import { takeSeats } from "./seats.ts";

/**
 * Credits a verified online payment to its registration, in the transaction that marks the Razorpay order paid (the
 * booker's verification or the webhook, whichever first: the order's row lock decides). A held registration is
 * confirmed and its confirmation with the tickets queued. One whose hold ran out first is confirmed if its places can
 * still be taken; otherwise — or when its booker cancelled it meanwhile — it stays as it is with the payment recorded,
 * and the club owes it back (a refund `unapplied`, through Razorpay after the commit: the answer).
 */
export async function creditRegistration(
  deps: ProgrammeMailDeps & RefundsDeps,
  tx: Tx,
  order: { programmeRegistrationId: string | null; orderId: string; amount: number },
  paymentId: string,
  now: Date,
): Promise<(() => Promise<void>) | void> {
  if (!order.programmeRegistrationId) throw new Error(`The programme order ${order.orderId} names no registration.`);
  const [found] = await tx
    .select()
    .from(programmeRegistrations)
    .where(eq(programmeRegistrations.id, order.programmeRegistrationId))
    .for("update");
  if (!found) throw new Error(`The registration of order ${order.orderId} is gone.`);
  if (found.status === "confirmed" || found.razorpayPaymentId) return;
  const keep =
    found.status === "held" || (found.status === "expired" && (await takeSeats(tx, found.itemId, found.seats)));
  await tx
    .update(programmeRegistrations)
    .set({ status: keep ? "confirmed" : found.status, paidAt: now, razorpayPaymentId: paymentId, holdExpiresAt: null })
    .where(eq(programmeRegistrations.id, found.id));
  await recordAudit(tx, {
    actor: null,
    action: keep ? "programme.paid-online" : "programme.paid-after-hold",
    memberId: found.userId,
    subjectId: found.id,
    detail: {
      reference: found.reference,
      amount: order.amount / 100,
      paymentId,
      orderId: order.orderId,
      seats: found.seats,
      ...(keep ? {} : { refundOwed: order.amount / 100 }),
    },
  });
  if (keep) {
    await queueConfirmation(deps, tx, found.id);
    return;
  }
  // the payment could not keep the places (gone meanwhile, or the registration cancelled): the club owes it back
  const refund = await oweRefund(tx, {
    kind: "unapplied",
    userId: found.userId,
    what: `Online payment for programme registration ${found.reference}, whose places were ${found.status === "cancelled" ? "cancelled" : "taken"} before the payment came`,
    amount: order.amount / 100,
    razorpayPaymentId: paymentId,
    programmeRegistrationId: found.id,
    actor: null,
  });
  return () => refundOnline(deps, refund.id);
}

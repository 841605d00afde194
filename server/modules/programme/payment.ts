import { and, count, eq, gte } from "drizzle-orm";
import type { Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions } from "../../db/schema.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { recordAudit } from "../audit/service.ts";
import { oweRefund, refundOnline, type RefundsDeps } from "../refunds/service.ts";
import { mailBooker, oweRegistrationRefund, refundAfterCommit } from "./refund-rule.ts";
import { issueRegistrationInvoice, registrationInvoiceNumber } from "./invoice.ts";
import { queueConfirmation, titleIn, type ProgrammeMailDeps } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { sessionRecordOf } from "./records.ts";
import { takeSeats } from "./seats.ts";

/**
 * Credits a verified online payment to its registration, in the transaction that marks the Razorpay order paid (the
 * booker's verification or the webhook, whichever first: the order's row lock decides). A held registration is
 * confirmed, invoiced (its GST particulars taken here) and its confirmation with the tickets and the invoice queued. One whose hold ran out first is confirmed if its places can
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
  const [credited] = await tx
    .update(programmeRegistrations)
    .set({
      status: keep ? "confirmed" : found.status,
      paidAt: now,
      razorpayPaymentId: paymentId,
      holdExpiresAt: null,
      // places kept are invoiced, numbered like every invoice of the club (decision 055)
      ...(keep && found.amount > 0 ? { invoiceNumber: registrationInvoiceNumber(now) } : {}),
    })
    .where(eq(programmeRegistrations.id, found.id))
    .returning();
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
    const [item] = await tx.select().from(programmeItems).where(eq(programmeItems.id, found.itemId));
    await issueRegistrationInvoice(tx, credited, item);
    await queueConfirmation(deps, tx, found.id);
    const shares = await oweSharesCancelledWhileHeld(deps, tx, credited, item);
    if (shares.length > 0) return () => refundAfterCommit(deps, shares);
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

/**
 * Places paid for while held, when the office cancelled one of the item's sessions meanwhile (the cancellation owes
 * shares only to registrations confirmed then): each such session's share is owed back now, as it was to the others —
 * the registration's amount over the item's sessions, rounded down to the rupee — and the booker told, in their
 * language, with the reason. Answers the refunds owed (through Razorpay after the commit).
 */
async function oweSharesCancelledWhileHeld(
  deps: ProgrammeMailDeps,
  tx: Tx,
  registration: typeof programmeRegistrations.$inferSelect,
  item: typeof programmeItems.$inferSelect,
) {
  const cancelled = await tx
    .select()
    .from(programmeSessions)
    .where(and(eq(programmeSessions.itemId, item.id), gte(programmeSessions.cancelledAt, registration.createdAt)));
  if (cancelled.length === 0 || registration.amount <= 0) return [];
  const [{ total }] = await tx
    .select({ total: count() })
    .from(programmeSessions)
    .where(eq(programmeSessions.itemId, item.id));
  const share = Math.floor(registration.amount / total);
  const owed = [];
  for (const session of cancelled) {
    const refund = await oweRegistrationRefund(tx, registration, item, null, { row: session, share });
    if (!refund) continue;
    owed.push(refund);
    const language = mailLanguage(registration.language);
    const words = PROGRAMME_MAIL_TEXT[language].officeCancelled;
    const title = titleIn(item, language);
    await mailBooker(deps, tx, registration, {
      subject: words.sessionSubject(title, session.day),
      paragraphs: [words.session(title, sessionRecordOf(session)), words.reason],
      reason: session.cancelReason ?? undefined,
      afterReason: [words.refund(refund.amountOwed)],
      summary: `programme session cancelled while held: ${registration.reference}, ${session.day}`,
    });
  }
  return owed;
}

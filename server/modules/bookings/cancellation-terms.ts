import { desc, sql } from "drizzle-orm";
import {
  DEFAULT_CANCELLATION_TIERS,
  stayRefund,
  type CancellationTermsInput,
  type StayRefund,
  type CancellationTermsRecord,
  type CancellationTier,
} from "../../../common/stay-cancellation.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookings, stayCancellationTerms } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * The club's cancellation terms for stays (decision 052), a row a tier in `stay_cancellation_terms`: read by every
 * cancellation (in its transaction, so a cancellation uses the terms as they are when it is made), the booking review,
 * the confirmation and its mail; replaced whole by the front office, audited before → after.
 */

/** The terms' tiers, most days first (a club whose table is empty has the terms it started with). */
export async function cancellationTiers(db: Db | Tx): Promise<CancellationTier[]> {
  const rows = await db
    .select({ days_before: stayCancellationTerms.daysBefore, refund_percent: stayCancellationTerms.refundPercent })
    .from(stayCancellationTerms)
    .orderBy(desc(stayCancellationTerms.daysBefore));
  return rows.length ? rows : DEFAULT_CANCELLATION_TIERS.map((t) => ({ ...t }));
}

/** GET /api/admin/stays/cancellation-terms: the tiers and when they were last changed. */
export async function cancellationTermsRecord(db: Db): Promise<CancellationTermsRecord> {
  const [tiers, [last]] = await Promise.all([
    cancellationTiers(db),
    db.select({ at: sql<Date | null>`max(${stayCancellationTerms.updatedAt})` }).from(stayCancellationTerms),
  ]);
  return { tiers, updated_at: last?.at ? new Date(last.at).toISOString() : null };
}

/**
 * PUT /api/admin/stays/cancellation-terms: the tiers (checked by `cancellationTermsInput`) replace the old ones in one
 * transaction under the table's lock (two saves at once are made and audited one after the other), audited before →
 * after. The next cancellation uses them.
 */
export async function saveCancellationTerms(
  db: Db,
  actor: AuditActor,
  input: CancellationTermsInput,
  now = new Date(),
): Promise<CancellationTermsRecord> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${stayCancellationTerms} in share row exclusive mode`);
    const before = await cancellationTiers(tx);
    await tx.delete(stayCancellationTerms);
    await tx.insert(stayCancellationTerms).values(
      input.tiers.map((t) => ({
        daysBefore: t.days_before,
        refundPercent: t.refund_percent,
        updatedAt: now,
        updatedBy: actor.id,
      })),
    );
    const after = await cancellationTiers(tx);
    await recordAudit(tx, {
      actor,
      action: "stay-cancellation-terms.updated",
      memberId: null,
      subjectId: null,
      detail: { before: { tiers: before }, after: { tiers: after } },
    });
    return { tiers: after, updated_at: now.toISOString() };
  });
}

/**
 * What cancelling `booking` on `today` gives back under the terms as they are in `tx` (decision 052): the share of
 * what was paid — online, or an advance received at the property — for the club days left before check-in; all of it
 * when the desk waives the terms.
 */
export async function stayRefundOn(
  tx: Db | Tx,
  booking: Pick<typeof bookings.$inferSelect, "checkIn" | "total" | "razorpayPaymentId" | "advancePaid">,
  today: string,
  waived = false,
): Promise<StayRefund> {
  return stayRefund(await cancellationTiers(tx), { checkIn: booking.checkIn, paid: paidFor(booking) }, today, waived);
}

/** What was paid for a stay before it began: its total when paid online, else the advance the desk received. */
export const paidFor = (booking: Pick<typeof bookings.$inferSelect, "total" | "razorpayPaymentId" | "advancePaid">) =>
  booking.razorpayPaymentId ? booking.total : booking.advancePaid;

/** The reason a credit note and the audit give for a cancellation's refund. */
export const refundReason = (who: string, refund: StayRefund) =>
  refund.waived
    ? `${who}; the cancellation terms waived: full refund.`
    : `${who} ${refund.days_before} ${refund.days_before === 1 ? "day" : "days"} before check-in: ${refund.percent}% refunded under the club's cancellation terms.`;

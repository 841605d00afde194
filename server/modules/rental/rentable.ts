import { and, eq, isNull, sql } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import type { Db, Tx } from "../../db/open.ts";
import { paymentPlans, properties, rentalPoolPeriods } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * Whether a villa is offered to guests (decision 057), kept on `properties.rentable` so the villa search stays one
 * indexed read: the club's own villa (no fully-paid live plan) always; an owned one (its live plan completed) only while
 * an open rental pool period holds it. Called in the transaction of each change that moves it: a plan settling or
 * cancelled, the owner joining or leaving the pool. A villa that is no longer owned closes any open period.
 */
export async function syncRentable(tx: Tx, propertyId: string, now = new Date()): Promise<boolean> {
  const [owned] = await tx
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.propertyId, propertyId), eq(paymentPlans.status, "completed")))
    .limit(1);
  if (!owned) {
    const today = clubToday(now);
    await tx
      .update(rentalPoolPeriods)
      .set({ to: sql`greatest(${rentalPoolPeriods.from}, ${today}::date)`, closedAt: now })
      .where(and(eq(rentalPoolPeriods.propertyId, propertyId), isNull(rentalPoolPeriods.to)));
  }
  const [open] = owned
    ? await tx
        .select({ id: rentalPoolPeriods.id })
        .from(rentalPoolPeriods)
        .where(and(eq(rentalPoolPeriods.propertyId, propertyId), isNull(rentalPoolPeriods.to)))
    : [];
  const rentable = !owned || Boolean(open);
  await tx.update(properties).set({ rentable }).where(eq(properties.id, propertyId));
  return rentable;
}

/**
 * May this booker stay in the villa from `checkIn`? Yes for a villa offered to guests whose pool period (if owned)
 * began by the check-in, and always for its owner (the member of its completed live plan). Read under the villa's row
 * lock in the booking's transaction, so a pool change waits for it or it for the change.
 */
export async function mayBookVilla(db: Db | Tx, propertyId: string, bookerId: string, checkIn: string) {
  const [[villa], [plan], [open]] = await Promise.all([
    db.select({ rentable: properties.rentable }).from(properties).where(eq(properties.id, propertyId)),
    db
      .select({ userId: paymentPlans.userId })
      .from(paymentPlans)
      .where(and(eq(paymentPlans.propertyId, propertyId), eq(paymentPlans.status, "completed")))
      .limit(1),
    db
      .select({ from: rentalPoolPeriods.from })
      .from(rentalPoolPeriods)
      .where(and(eq(rentalPoolPeriods.propertyId, propertyId), isNull(rentalPoolPeriods.to))),
  ]);
  if (!villa || !plan) return true;
  if (plan.userId === bookerId) return true;
  return villa.rentable && open !== undefined && open.from <= checkIn;
}

/**
 * A transfer of the villa approved (transfers/office.ts, in its transaction): the owner's open pool period ends on the
 * club's today (or the day it began, if later) and stays theirs with every earlier one — the stays that began in them
 * earn that owner, on their statements, as before — and the villa leaves the pool: whoever owns it next starts out of
 * it and joins on their own terms. Guest stays already booked stay booked. Answers whether a period was closed.
 */
export async function closePoolOnTransfer(
  tx: Tx,
  actor: AuditActor,
  of: { userId: string; propertyId: string; transferId: string },
  now = new Date(),
): Promise<boolean> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, of.propertyId)).for("update");
  const [closed] = await tx
    .update(rentalPoolPeriods)
    .set({ to: sql`greatest(${rentalPoolPeriods.from}, ${clubToday(now)}::date)`, closedAt: now })
    .where(
      and(
        eq(rentalPoolPeriods.propertyId, of.propertyId),
        eq(rentalPoolPeriods.userId, of.userId),
        isNull(rentalPoolPeriods.to),
      ),
    )
    .returning({ id: rentalPoolPeriods.id, from: rentalPoolPeriods.from, to: rentalPoolPeriods.to });
  await syncRentable(tx, of.propertyId, now);
  if (!closed) return false;
  await recordAudit(tx, {
    actor,
    action: "rental-pool.left",
    memberId: of.userId,
    subjectId: closed.id,
    detail: { propertyId: of.propertyId, from: closed.to, reason: "transfer", transferId: of.transferId },
  });
  return true;
}

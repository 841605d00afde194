import { and, eq, isNull, sql } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import type { Db, Tx } from "../../db/open.ts";
import { paymentPlans, properties, rentalPoolPeriods } from "../../db/schema.ts";

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
  const [villa] = await db
    .select({
      rentable: properties.rentable,
      owner: sql<string | null>`(select ${paymentPlans.userId} from ${paymentPlans}
        where ${paymentPlans.propertyId} = ${properties.id} and ${paymentPlans.status} = 'completed' limit 1)`,
      poolFrom: sql<string | null>`(select to_char(${rentalPoolPeriods.from}, 'YYYY-MM-DD') from ${rentalPoolPeriods}
        where ${rentalPoolPeriods.propertyId} = ${properties.id} and ${rentalPoolPeriods.to} is null)`,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!villa) return true;
  if (villa.owner === bookerId) return true;
  if (!villa.rentable) return false;
  return villa.owner === null || (villa.poolFrom !== null && villa.poolFrom <= checkIn);
}

import { and, eq, lte, sql } from "drizzle-orm";
import type { Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations } from "../../db/schema.ts";

/**
 * Registrations held while paid online whose 15 minutes ran out (at `now`) are marked expired and their places given
 * back to the item: an item's before a booking takes places, or every item's for the upkeep timer. Rows locked by
 * someone else (a payment being credited at this moment) are left to them.
 */
export async function releaseExpiredRegistrations(tx: Tx, now: Date, itemId?: string): Promise<number> {
  const expired = await tx
    .select({
      id: programmeRegistrations.id,
      itemId: programmeRegistrations.itemId,
      seats: programmeRegistrations.seats,
    })
    .from(programmeRegistrations)
    .where(
      and(
        eq(programmeRegistrations.status, "held"),
        lte(programmeRegistrations.holdExpiresAt, now),
        itemId ? eq(programmeRegistrations.itemId, itemId) : undefined,
      ),
    )
    .for("update", { skipLocked: true });
  for (const hold of expired) {
    await tx.update(programmeRegistrations).set({ status: "expired" }).where(eq(programmeRegistrations.id, hold.id));
    await giveBackSeats(tx, hold.itemId, hold.seats);
  }
  return expired.length;
}

/** Takes `seats` places of an item by one conditional UPDATE: false when fewer are left (the CHECK is the last word). */
export async function takeSeats(tx: Tx, itemId: string, seats: number): Promise<boolean> {
  const taken = await tx
    .update(programmeItems)
    .set({ seatsTaken: sql`${programmeItems.seatsTaken} + ${seats}` })
    .where(
      and(eq(programmeItems.id, itemId), sql`${programmeItems.seatsTaken} + ${seats} <= ${programmeItems.capacity}`),
    )
    .returning({ id: programmeItems.id });
  return taken.length > 0;
}

export async function giveBackSeats(tx: Tx, itemId: string, seats: number): Promise<void> {
  await tx
    .update(programmeItems)
    .set({ seatsTaken: sql`greatest(${programmeItems.seatsTaken} - ${seats}, 0)` })
    .where(eq(programmeItems.id, itemId));
}

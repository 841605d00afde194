import { and, eq, lte } from "drizzle-orm";
import type { Tx } from "../../db/open.ts";
import { programmeRegistrations } from "../../db/schema.ts";
import { giveBackSeats } from "./seats.ts";
import { offerFreedPlaces, type WaitlistDeps } from "./waitlist.ts";

/**
 * Registrations held while paid online whose 15 minutes ran out (at `now`) are marked expired and their places given
 * back to the item — and offered to its waiting list: an item's before a booking takes places, or every item's for the
 * upkeep timer. Rows locked by someone else (a payment being credited at this moment) are left to them.
 */
export async function releaseExpiredRegistrations(
  deps: WaitlistDeps,
  tx: Tx,
  now: Date,
  itemId?: string,
): Promise<number> {
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
  for (const id of new Set(expired.map((hold) => hold.itemId))) await offerFreedPlaces(deps, tx, id, now);
  return expired.length;
}

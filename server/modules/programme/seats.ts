import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/open.ts";
import { programmeItems } from "../../db/schema.ts";

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

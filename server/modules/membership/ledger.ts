import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/open.ts";
import { memberships } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * The free nights of a Full Membership year (spec: member-side, "free days deducted first"). Each
 * active year has its nights (14) and the nights its stays took; a stay takes them under the year's row lock, so two
 * stays booked at the same moment are decided one after the other, and a check constraint bounds the count.
 */

export interface MembershipYear {
  id: string;
  number: string | null;
  freeNightsLeft: number;
}

const yearCovering = (userId: string, day: string) =>
  and(
    eq(memberships.userId, userId),
    eq(memberships.status, "active"),
    lte(memberships.startsOn, day),
    gt(memberships.validUntil, day),
  );

const yearOf = (row: {
  id: string;
  number: string | null;
  freeNights: number;
  freeNightsUsed: number;
}): MembershipYear => ({
  id: row.id,
  number: row.number,
  freeNightsLeft: row.freeNights - row.freeNightsUsed,
});

/** The member's active year that covers `day` (a stay's check-in), without a lock: for quotes. */
export async function membershipYearOn(db: Db | Tx, userId: string, day: string): Promise<MembershipYear | undefined> {
  const [row] = await db.select().from(memberships).where(yearCovering(userId, day)).limit(1);
  return row && yearOf(row);
}

/** The same, locked for the rest of the transaction: the free nights it has left are then the stay's to take. */
export async function lockMembershipYear(tx: Tx, userId: string, day: string): Promise<MembershipYear | undefined> {
  const [row] = await tx.select().from(memberships).where(yearCovering(userId, day)).limit(1).for("update");
  return row && yearOf(row);
}

/** Takes `nights` free nights of a locked year for a stay (the check constraint refuses more than it has). */
export async function takeFreeNights(
  tx: Tx,
  year: MembershipYear,
  nights: number,
  audit: { actor: AuditActor | null; memberId: string; reference: string },
) {
  if (nights <= 0) return;
  await tx
    .update(memberships)
    .set({ freeNightsUsed: sql`${memberships.freeNightsUsed} + ${nights}` })
    .where(eq(memberships.id, year.id));
  await recordAudit(tx, {
    actor: audit.actor,
    action: "membership.free-nights.taken",
    memberId: audit.memberId,
    subjectId: year.id,
    detail: { stay: audit.reference, nights, left: year.freeNightsLeft - nights },
  });
}

/** Gives a cancelled or expired stay's free nights back to the year they came from. */
export async function giveBackFreeNights(
  tx: Tx,
  stay: { membershipRow: string | null; freeNights: number; reference: string; userId: string | null },
  actor: AuditActor | null,
) {
  if (!stay.membershipRow || stay.freeNights <= 0) return;
  await tx
    .update(memberships)
    .set({ freeNightsUsed: sql`greatest(0, ${memberships.freeNightsUsed} - ${stay.freeNights})` })
    .where(eq(memberships.id, stay.membershipRow));
  await recordAudit(tx, {
    actor,
    action: "membership.free-nights.returned",
    memberId: stay.userId,
    subjectId: stay.membershipRow,
    detail: { stay: stay.reference, nights: stay.freeNights },
  });
}

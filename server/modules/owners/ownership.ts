import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/open.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * Who owns a villa: a member whose plan for it is live (not cancelled), every step verified by the club and the
 * verified amount covering the plan's total, and whose agreement of that plan is executed (countersigned) — the rule
 * of `memberStanding` (server/modules/portal/standing.ts: `unlocked.moa` and an executed `agreement`), as a set. An
 * owner is one from the later of the last verification and the countersignature.
 */
export interface OwnedVilla {
  userId: string;
  propertyId: string;
  planId: string;
  /** When they became its owner (the later of the last step verified and the countersignature). */
  ownerSince: Date;
}

/** Every owned villa (or one member's), as a set of (user_id, property_id, plan_id, owner_since). */
export const ownedVillasSet = (userId?: string): SQL => sql`(select p.user_id, p.property_id, p.id as plan_id,
    greatest(max(a.countersigned_at), max(s.verified_at)) as owner_since
  from payment_plans p
    join moa_agreements a on a.plan_id = p.id and a.user_id = p.user_id and a.status = 'executed'
    join payment_steps s on s.plan_id = p.id
  where p.status <> 'cancelled' ${userId ? sql`and p.user_id = ${userId}` : sql``}
  group by p.id
  having bool_and(s.verification = 'verified')
    and coalesce(sum(s.amount) filter (where s.verification = 'verified'), 0) >= p.total_amount)`;

interface OwnedRow {
  user_id: string;
  property_id: string;
  plan_id: string;
  owner_since: Date | string;
}

const ownedOf = (row: OwnedRow): OwnedVilla => ({
  userId: row.user_id,
  propertyId: row.property_id,
  planId: row.plan_id,
  ownerSince: new Date(row.owner_since),
});

/** The villas a member owns (none: not an owner). */
export async function ownerVillas(db: Db | Tx, userId: string): Promise<OwnedVilla[]> {
  const rows = await rowsOf<OwnedRow>(db, sql`select * from ${ownedVillasSet(userId)} o order by o.owner_since`);
  return rows.map(ownedOf);
}

/** Every owned villa, for the yearly billing. */
export async function allOwnedVillas(db: Db | Tx): Promise<OwnedVilla[]> {
  const rows = await rowsOf<OwnedRow>(db, sql`select * from ${ownedVillasSet()} o order by o.owner_since, o.plan_id`);
  return rows.map(ownedOf);
}

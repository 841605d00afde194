import type { Db, Tx } from "../../db/open.ts";
import { auditEvents } from "../../db/schema.ts";

/** Who did it: the account, its role at the time, and the address the request came from. */
export interface AuditActor {
  id: string;
  role: string;
  ip?: string | null;
}

/** One entry of the audit log: what was done (`action`, e.g. "staff.invited"), to what, for which member, before → after. */
export interface AuditEntry {
  actor: AuditActor | null;
  action: string;
  /** The member whose record it is (a member acting on their own: their id). */
  memberId?: string | null;
  subjectId?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Writes an entry of the audit log. Call it with the transaction of the change it records,
 * so both are written or neither. The table is append-only: the database refuses any UPDATE or DELETE.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    userId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? null,
    ip: entry.actor?.ip ?? null,
    memberId: entry.memberId ?? (entry.actor?.role === "member" ? entry.actor.id : null),
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    detail: entry.detail ?? {},
  });
}

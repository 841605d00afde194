import { createHash, randomBytes } from "node:crypto";
import { hash as hashPassword } from "@node-rs/argon2";
import { and, asc, eq, ilike, isNotNull, isNull, ne, not, or, sql } from "drizzle-orm";
import { isStaffRole, STAFF_INVITE_HOURS, type StaffRole } from "../../../common/auth-limits.ts";
import { isUuid } from "../../../common/ids.ts";
import { mayOffice } from "../../../common/office-access.ts";
import { ROLE_LABELS } from "../../../common/office.ts";
import {
  staffMessages as m,
  STAFF_STATUS_LABELS,
  type StaffInviteInput,
  type StaffQuery,
  type StaffRecord,
  type StaffStatus,
} from "../../../common/office-staff.ts";
import type { Db, Tx } from "../../db/open.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { sessions, staffInvites, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { staffInviteMail } from "./mail.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import type { Config } from "../../config.ts";
import { openSession } from "../auth/service.ts";

export interface StaffDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

/** The administrator (or other staff member) acting, as the audit log records them. */
export interface StaffActor extends AuditActor {
  name: string;
}

/** A password no sign-in can match: an invited account signs in only once it has chosen its own. */
const UNUSABLE_PASSWORD = "!invited";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Invited: has an invitation and has used none yet (column names qualified: the subquery has an id of its own). */
const pending = sql<boolean>`(exists (select 1 from staff_invites i where i.user_id = "users"."id")
  and not exists (select 1 from staff_invites i where i.user_id = "users"."id" and i.used_at is not null))`;

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  pending,
};

const staffItem = (row: {
  id: string;
  name: string;
  email: string;
  role: string;
  disabledAt: Date | null;
  createdAt: Date;
  pending: boolean;
}): StaffRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  status: (row.disabledAt ? "disabled" : row.pending ? "invited" : "active") satisfies StaffStatus,
  created_at: row.createdAt.toISOString(),
});

/** The staff accounts (every role but member), with their status: disabled, invited (never accepted) or active. */
export async function listStaff(db: Db): Promise<StaffRecord[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(ne(users.role, "member"))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map(staffItem);
}

const STAFF_CSV_COLUMNS: CsvColumn<StaffRecord>[] = [
  { header: "Staff id", value: (s) => s.id },
  { header: "Name", value: (s) => s.name },
  { header: "E-mail", value: (s) => s.email },
  { header: "Role", value: (s) => ROLE_LABELS[s.role] },
  { header: "Status", value: (s) => STAFF_STATUS_LABELS[s.status] },
  { header: "Added (IST)", value: (s) => csvMoment(s.created_at) },
];

/** GET /api/admin/staff.csv: the staff accounts the search (name or e-mail), role and status find, by name. */
export function staffCsv(db: Db, query: StaffQuery): CsvDownload {
  const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    ne(users.role, "member"),
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status === "disabled" ? isNotNull(users.disabledAt) : undefined,
    query.status === "invited" ? and(isNull(users.disabledAt), pending) : undefined,
    query.status === "active" ? and(isNull(users.disabledAt), not(pending)) : undefined,
  );
  const order = keyset({ by: users.name }, { by: users.email }, { by: users.id });
  return csvDownload(
    "staff",
    STAFF_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        db
          .select({ ...staffColumns, cursor: order.cursor })
          .from(users)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(staffItem),
    ),
  );
}

async function staffRow(db: Db | Tx, id: string, lock = false) {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, "member")))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError(404, m.notFound);
  return row;
}

const recordOf = async (db: Db, id: string) => (await listStaff(db)).find((s) => s.id === id)!;

/** A new one-time link for the account, stored hashed, its mail queued in the caller's transaction (no link, no mail). */
async function sendInvitation(
  deps: StaffDeps,
  tx: Tx,
  actor: StaffActor,
  person: { id: string; email: string; name: string; role: StaffRole },
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + STAFF_INVITE_HOURS * 3_600_000);
  await tx
    .insert(staffInvites)
    .values({ userId: person.id, tokenHash: tokenHash(token), invitedBy: actor.id, expiresAt });
  const link = `${deps.publicUrl.replace(/\/$/, "")}/staff-invite/${token}`;
  await deps.mail.send(
    tx,
    staffInviteMail({
      to: person.email,
      name: person.name,
      role: person.role,
      invitedBy: actor.name,
      link,
      publicUrl: deps.publicUrl,
    }),
  );
}

/**
 * Invites a staff member: the account is made with an unusable password, and a one-time link (a random token,
 * stored hashed, valid STAFF_INVITE_HOURS) is e-mailed: the mail is queued in the account's transaction and
 * retried until the mail server takes it (decision 026).
 */
export async function inviteStaff(deps: StaffDeps, actor: StaffActor, input: StaffInviteInput): Promise<StaffRecord> {
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, role: input.role, passwordHash: UNUSABLE_PASSWORD })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) throw new AppError(409, m.emailTaken);
      await recordAudit(tx, {
        actor,
        action: "staff.invited",
        subjectId: created.id,
        detail: { email: input.email, name: input.name, role: input.role },
      });
      await sendInvitation(deps, tx, actor, { id: created.id, ...input });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.emailTaken);
    throw error;
  }
  return recordOf(deps.db, id);
}

/** A new link for someone invited who has not accepted yet (the earlier links stop working). */
export async function resendInvite(deps: StaffDeps, actor: StaffActor, id: string): Promise<StaffRecord> {
  await deps.db.transaction(async (tx) => {
    const row = await staffRow(tx, id, true);
    const invites = await tx.select().from(staffInvites).where(eq(staffInvites.userId, row.id));
    if (row.disabledAt || invites.length === 0 || invites.some((invite) => invite.usedAt))
      throw new AppError(409, m.notInvited);
    await tx
      .update(staffInvites)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(staffInvites.userId, row.id), isNull(staffInvites.usedAt)));
    await recordAudit(tx, {
      actor,
      action: "staff.invite_resent",
      subjectId: row.id,
      detail: { email: row.email, role: row.role },
    });
    await sendInvitation(deps, tx, actor, {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as StaffRole,
    });
  });
  return recordOf(deps.db, id);
}

/** Changes a staff member's role (never one's own: an administrator cannot demote themself). */
export async function changeStaffRole(
  deps: Pick<StaffDeps, "db">,
  actor: StaffActor,
  id: string,
  role: StaffRole,
): Promise<StaffRecord> {
  await deps.db.transaction(async (tx) => {
    const row = await staffRow(tx, id, true);
    if (row.id === actor.id && role !== row.role) throw new AppError(409, m.notSelf);
    if (row.role === role) return;
    await tx.update(users).set({ role }).where(eq(users.id, row.id));
    await recordAudit(tx, {
      actor,
      action: "staff.role_changed",
      subjectId: row.id,
      detail: { before: { role: row.role }, after: { role } },
    });
  });
  return recordOf(deps.db, id);
}

/** Disables a staff account: it cannot sign in, and its sessions are revoked (authenticate refuses them at once too). */
export async function setStaffDisabled(
  deps: Pick<StaffDeps, "db">,
  actor: StaffActor,
  id: string,
  disabled: boolean,
): Promise<StaffRecord> {
  await deps.db.transaction(async (tx) => {
    const row = await staffRow(tx, id, true);
    if (row.id === actor.id) throw new AppError(409, m.notSelf);
    if (Boolean(row.disabledAt) === disabled) return;
    await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(users.id, row.id));
    if (disabled) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, row.id), isNull(sessions.revokedAt)));
    }
    await recordAudit(tx, {
      actor,
      action: disabled ? "staff.disabled" : "staff.enabled",
      subjectId: row.id,
      detail: { email: row.email, role: row.role },
    });
  });
  return recordOf(deps.db, id);
}

/** The person an invitation names. */
export interface StaffInvitee {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** What an invitation link stands for: the person and role, or why it cannot be used (404 unknown, 410 used or expired). */
export async function findInvite(db: Db | Tx, token: string) {
  if (!token || token.length > 200) throw new AppError(404, m.inviteInvalid);
  const [row] = await db
    .select({ invite: staffInvites, user: users })
    .from(staffInvites)
    .innerJoin(users, eq(users.id, staffInvites.userId))
    .where(eq(staffInvites.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row || row.user.disabledAt || !isStaffRole(row.user.role)) throw new AppError(404, m.inviteInvalid);
  if (row.invite.usedAt) throw new AppError(410, m.inviteUsed);
  if (row.invite.expiresAt.getTime() <= Date.now()) throw new AppError(410, m.inviteExpired);
  return {
    inviteId: row.invite.id,
    user: {
      id: row.user.id,
      name: row.user.name,
      email: row.user.email,
      role: row.user.role as StaffRole,
    } satisfies StaffInvitee,
  };
}

/**
 * Sets the invited person's password, uses the link up (once: a second use, even in a race, is refused) and,
 * in the same transaction, does `then` with the account (the caller opens the person's session there). Accepting
 * never passes through the sign-in limits: either all of it happens, or nothing changes and the link still works.
 */
export async function acceptInvite<T = StaffInvitee>(
  deps: Pick<StaffDeps, "db">,
  input: { token: string; password: string; ip?: string },
  then: (tx: Tx, user: StaffInvitee) => Promise<T> = async (_tx, user) => user as T,
): Promise<T> {
  const { user } = await findInvite(deps.db, input.token);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const found = await findInvite(tx, input.token);
    const used = await tx
      .update(staffInvites)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffInvites.id, found.inviteId), isNull(staffInvites.usedAt)))
      .returning({ id: staffInvites.id });
    if (used.length === 0) throw new AppError(410, m.inviteUsed);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: { id: user.id, role: user.role, ip: input.ip },
      action: "staff.invite_accepted",
      subjectId: user.id,
    });
    return then(tx, user);
  });
}

/** The office home's staff counts, for an administrator (null for any other role): accounts by status. */
export async function officeCounts(db: Db, role: StaffRole) {
  if (!mayOffice(role, "staff")) return { staff: null };
  const staff = await listStaff(db);
  const byStatus = (status: StaffStatus) => staff.filter((s) => s.status === status).length;
  return { staff: { active: byStatus("active"), invited: byStatus("invited"), disabled: byStatus("disabled") } };
}

/** The club office's staff: administrators invite them and set their roles; an invitation accepted signs the person in. */
export function createStaffService(deps: StaffDeps & { config: Pick<Config, "sessionSecret"> }) {
  return {
    list: withDeps(deps.db, listStaff),
    csv: withDeps(deps.db, staffCsv),
    invite: withDeps(deps, inviteStaff),
    resendInvite: withDeps(deps, resendInvite),
    changeRole: withDeps(deps, changeStaffRole),
    setDisabled: withDeps(deps, setStaffDisabled),
    /** The invitation a link stands for (404 unknown, 410 used or expired). */
    findInvite: async (token: string) => (await findInvite(deps.db, token)).user,
    /** Sets the password of the invitation and signs the person in. */
    acceptInvite: async (input: { token: string; password: string; ip: string; userAgent?: string }) => {
      // the session opens in the acceptance's transaction, never through the sign-in limits (decision 020)
      return acceptInvite(deps, input, (tx, user) =>
        openSession({ db: tx, config: deps.config }, user.id, {
          remember: false,
          ip: input.ip,
          userAgent: input.userAgent,
        }),
      );
    },
    officeCounts: withDeps(deps.db, officeCounts),
  };
}

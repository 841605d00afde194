import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { clubIsoMoment, clubMoment, clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { programmeMessages as m, sessionMoment, slugOf } from "../../../common/programme.ts";
import type {
  CheckInRecord,
  OfficeProgrammeItem,
  OfficeProgrammeList,
  OfficeProgrammeQuery,
  ProgrammeItemInput,
  ProgrammeItemPatch,
  SessionAttendees,
  SessionInput,
} from "../../../common/programme-schemas.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { escapeLike } from "../../db/like.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  programmeAttendance,
  programmeItems,
  programmeRegistrations,
  programmeSessions,
  programmeTickets,
} from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { programmeSettingsRecord, saveProgrammeSettings } from "./settings.ts";
import type { ProgrammeSettingsInput } from "../../../common/programme-schemas.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import {
  attendeesCsv,
  cancelItem,
  cancelSession,
  messageAttendees,
  type ProgrammeChangeDeps,
} from "./office-changes.ts";
import { itemRecordOf, sessionRecordOf, sessionsOf, type ItemRow, type SessionRow } from "./records.ts";
import { offerFreedPlaces } from "./waitlist.ts";

/**
 * The office's side of the programme (decision 050): content staff create and edit events, retreats and courses (each
 * change audited before → after in its transaction) and see them with the places taken; the front office checks
 * tickets in at a session (the key of `programme_attendance` refuses a second check-in) and lists a session's attendees.
 */

export interface ProgrammeOfficeDeps extends ProgrammeChangeDeps {
  db: Db;
  /** The public pages kept in memory are rendered again (they show the programme). */
  villasChanged?: () => void;
}

/** A session's moments from its club day and India times; 400 when it ends before it starts. */
function sessionMoments(session: SessionInput) {
  const startsAt = new Date(sessionMoment(session.day, session.start_time));
  const endsAt = new Date(sessionMoment(session.day, session.end_time));
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) throw badRequest(m.sessionDay);
  if (endsAt <= startsAt) throw badRequest(m.sessionTimes);
  return { day: session.day, startsAt, endsAt };
}

async function confirmedCounts(db: Db | Tx, itemIds: string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: programmeRegistrations.itemId, n: count() })
    .from(programmeRegistrations)
    .where(and(inArray(programmeRegistrations.itemId, itemIds), eq(programmeRegistrations.status, "confirmed")))
    .groupBy(programmeRegistrations.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

function officeRecordOf(item: ItemRow, sessions: SessionRow[], registrations: number): OfficeProgrammeItem {
  return {
    ...itemRecordOf(item, sessions),
    published: item.published,
    seats_taken: item.seatsTaken,
    title_hi: item.titleHi,
    description_hi: item.descriptionHi,
    registrations,
    created_at: clubIsoMoment(item.createdAt),
    updated_at: clubIsoMoment(item.updatedAt),
  };
}

async function officeRecord(db: Db | Tx, id: string): Promise<OfficeProgrammeItem> {
  const [item] = isUuid(id) ? await db.select().from(programmeItems).where(eq(programmeItems.id, id)) : [];
  if (!item) throw new AppError(404, m.itemNotFound);
  const sessions = await sessionsOf(db, [item.id]);
  const counts = await confirmedCounts(db, [item.id]);
  return officeRecordOf(item, sessions.get(item.id) ?? [], counts.get(item.id) ?? 0);
}

/** GET /api/admin/programme/{id}. */
export const getOfficeItem = (db: Db, id: string) => officeRecord(db, id);

/** A slug free for a new item: the one asked for, or the title's with -2, -3… when another item has it. */
async function freeSlug(tx: Tx, asked: string | undefined, title: string): Promise<string> {
  if (asked) return asked;
  const base = slugOf(title) || "programme";
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: programmeItems.id })
      .from(programmeItems)
      .where(eq(programmeItems.slug, slug))
      .limit(1);
    if (!taken) return slug;
  }
  return `${base}-${Date.now()}`;
}

const slugTaken = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.slugTaken);
    throw error;
  }
};

/** What an item's fields are, as the audit log records before → after. */
const auditedFields = (item: ItemRow) => ({
  slug: item.slug,
  kind: item.kind,
  title: item.title,
  titleHi: item.titleHi,
  image: item.image,
  instructor: item.instructor,
  level: item.level,
  location: item.location,
  capacity: item.capacity,
  price: item.price,
  whoMayBook: item.whoMayBook,
  fullMembersFree: item.fullMembersFree,
  cancelDaysBefore: item.cancelDaysBefore,
  published: item.published,
});

/** POST /api/admin/programme: a new item and its sessions, audited. */
export async function createItem(
  deps: ProgrammeOfficeDeps,
  actor: AuditActor,
  input: ProgrammeItemInput,
): Promise<OfficeProgrammeItem> {
  const sessions = input.sessions.map(sessionMoments);
  const record = await deps.db.transaction(async (tx) => {
    const slug = await freeSlug(tx, input.slug, input.title);
    const [item] = await slugTaken(() =>
      tx
        .insert(programmeItems)
        .values({
          slug,
          kind: input.kind,
          title: input.title,
          titleHi: input.title_hi ?? null,
          description: input.description,
          descriptionHi: input.description_hi ?? null,
          image: input.image,
          instructor: input.instructor,
          level: input.level ?? null,
          location: input.location,
          capacity: input.capacity,
          price: input.price,
          whoMayBook: input.who_may_book,
          fullMembersFree: input.full_members_free,
          cancellationTerms: input.cancellation_terms,
          cancelDaysBefore: input.cancel_days_before,
          published: input.published,
        })
        .returning(),
    );
    await tx.insert(programmeSessions).values(sessions.map((s) => ({ ...s, itemId: item.id })));
    await recordAudit(tx, {
      actor,
      action: "programme.created",
      subjectId: item.id,
      detail: { after: { ...auditedFields(item), sessions: sessions.length } },
    });
    return officeRecord(tx, item.id);
  });
  deps.villasChanged?.();
  return record;
}

/**
 * Changes an item's sessions to `wanted`: one with the id of an existing session is changed, one without is added,
 * an existing one left out is removed — refused (409) when someone checked in at it.
 */
async function replaceSessions(tx: Tx, itemId: string, wanted: SessionInput[]) {
  const existing = await tx.select().from(programmeSessions).where(eq(programmeSessions.itemId, itemId));
  const known = new Set(existing.map((s) => s.id));
  for (const session of wanted) if (session.id && !known.has(session.id)) throw badRequest(m.sessionUnknown);
  const kept = new Set(wanted.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = existing.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (removed.length > 0) {
    const [attended] = await tx
      .select({ id: programmeAttendance.sessionId })
      .from(programmeAttendance)
      .where(inArray(programmeAttendance.sessionId, removed))
      .limit(1);
    if (attended) throw new AppError(409, m.sessionAttended);
    await tx.delete(programmeSessions).where(inArray(programmeSessions.id, removed));
  }
  for (const session of wanted) {
    const moments = sessionMoments(session);
    if (session.id) await tx.update(programmeSessions).set(moments).where(eq(programmeSessions.id, session.id));
    else await tx.insert(programmeSessions).values({ ...moments, itemId });
  }
  return { before: existing.length, after: wanted.length };
}

/** PATCH /api/admin/programme/{id}: any of its fields, under its row lock; a capacity below the places taken is refused. */
export async function updateItem(
  deps: ProgrammeOfficeDeps,
  actor: AuditActor,
  id: string,
  patch: ProgrammeItemPatch,
): Promise<OfficeProgrammeItem> {
  const record = await deps.db.transaction(async (tx) => {
    const [before] = isUuid(id)
      ? await tx.select().from(programmeItems).where(eq(programmeItems.id, id)).for("update")
      : [];
    if (!before) throw new AppError(404, m.itemNotFound);
    if (patch.capacity !== undefined && patch.capacity < before.seatsTaken)
      throw new AppError(409, m.capacityBelowTaken(before.seatsTaken));
    const set: Partial<typeof programmeItems.$inferInsert> = {
      ...(patch.slug !== undefined ? { slug: patch.slug } : {}),
      ...(patch.kind !== undefined ? { kind: patch.kind } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.title_hi !== undefined ? { titleHi: patch.title_hi } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.description_hi !== undefined ? { descriptionHi: patch.description_hi } : {}),
      ...(patch.image !== undefined ? { image: patch.image } : {}),
      ...(patch.instructor !== undefined ? { instructor: patch.instructor } : {}),
      ...(patch.level !== undefined ? { level: patch.level } : {}),
      ...(patch.location !== undefined ? { location: patch.location } : {}),
      ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
      ...(patch.price !== undefined ? { price: patch.price } : {}),
      ...(patch.who_may_book !== undefined ? { whoMayBook: patch.who_may_book } : {}),
      ...(patch.full_members_free !== undefined ? { fullMembersFree: patch.full_members_free } : {}),
      ...(patch.cancellation_terms !== undefined ? { cancellationTerms: patch.cancellation_terms } : {}),
      ...(patch.cancel_days_before !== undefined ? { cancelDaysBefore: patch.cancel_days_before } : {}),
      ...(patch.published !== undefined ? { published: patch.published } : {}),
    };
    const [after] = await slugTaken(() =>
      tx
        .update(programmeItems)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(programmeItems.id, before.id))
        .returning(),
    );
    const sessions = patch.sessions ? await replaceSessions(tx, before.id, patch.sessions) : undefined;
    // more places: the waiting list's first in line are offered them
    if (after.capacity > before.capacity) await offerFreedPlaces(deps, tx, before.id, new Date());
    await recordAudit(tx, {
      actor,
      action: "programme.updated",
      subjectId: before.id,
      detail: {
        before: auditedFields(before),
        after: auditedFields(after),
        ...(sessions ? { sessions } : {}),
      },
    });
    return officeRecord(tx, before.id);
  });
  deps.villasChanged?.();
  return record;
}

/** The first session of each item (its order in the office's list). */
const firstStart = sql`(select min(${programmeSessions.startsAt}) from ${programmeSessions} where ${programmeSessions.itemId} = ${programmeItems.id})`;
const lastEnd = sql`(select max(${programmeSessions.endsAt}) from ${programmeSessions} where ${programmeSessions.itemId} = ${programmeItems.id})`;

/**
 * GET /api/admin/programme (the page /admin/programme): items with their places taken and registrations, by title or
 * instructor, kind, and whether still to come (soonest first) or past (latest first).
 */
export async function listOfficeItems(
  db: Db,
  query: OfficeProgrammeQuery,
  now = new Date(),
): Promise<OfficeProgrammeList> {
  const search = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    search ? or(ilike(programmeItems.title, search), ilike(programmeItems.instructor, search)) : undefined,
    query.kind ? eq(programmeItems.kind, query.kind) : undefined,
    query.when === "upcoming" ? sql`coalesce(${lastEnd} > ${now}, true)` : undefined,
    query.when === "past" ? sql`${lastEnd} <= ${now}` : undefined,
  ) as SQL | undefined;
  const [{ total }] = await db.select({ total: count() }).from(programmeItems).where(where);
  const rows = await db
    .select()
    .from(programmeItems)
    .where(where)
    .orderBy(query.when === "past" ? desc(firstStart) : asc(firstStart), asc(programmeItems.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const ids = rows.map((r) => r.id);
  const [sessions, counts] = await Promise.all([sessionsOf(db, ids), confirmedCounts(db, ids)]);
  return {
    items: rows.map((row) => officeRecordOf(row, sessions.get(row.id) ?? [], counts.get(row.id) ?? 0)),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * POST /api/admin/tickets/{reference}/check-in: the ticket checked in at a session of its item — the one given, or its
 * session on the club's today (the one not yet ended, else the day's last). 404 for an unknown ticket or session,
 * 409 for a registration not confirmed, no session today, or a ticket already checked in (with when). Audited.
 */
export async function checkInTicket(
  db: Db,
  actor: AuditActor,
  reference: string,
  sessionId?: string,
  now = new Date(),
): Promise<CheckInRecord> {
  const [found] = await db
    .select({ ticket: programmeTickets, registration: programmeRegistrations, item: programmeItems })
    .from(programmeTickets)
    .innerJoin(programmeRegistrations, eq(programmeRegistrations.id, programmeTickets.registrationId))
    .innerJoin(programmeItems, eq(programmeItems.id, programmeRegistrations.itemId))
    .where(eq(sql`upper(${programmeTickets.reference})`, reference.trim().toUpperCase()))
    .limit(1);
  if (!found) throw new AppError(404, m.ticketNotFound);
  const { ticket, registration, item } = found;
  if (registration.status !== "confirmed") throw new AppError(409, m.ticketNotConfirmed);
  let session: SessionRow | undefined;
  if (sessionId) {
    [session] = await db
      .select()
      .from(programmeSessions)
      .where(and(eq(programmeSessions.id, sessionId), eq(programmeSessions.itemId, item.id)));
    if (!session) throw new AppError(404, m.sessionNotFound);
  } else {
    const today = await db
      .select()
      .from(programmeSessions)
      .where(and(eq(programmeSessions.itemId, item.id), eq(programmeSessions.day, clubToday(now))))
      .orderBy(asc(programmeSessions.startsAt));
    session = today.find((s) => s.endsAt > now) ?? today[today.length - 1];
    if (!session) throw new AppError(409, m.noSessionToday);
  }
  if (session.cancelledAt) throw new AppError(409, m.sessionCancelledCheckIn);
  const chosen = session;
  return db.transaction(async (tx) => {
    const [attended] = await tx
      .insert(programmeAttendance)
      .values({ ticketId: ticket.id, sessionId: chosen.id, checkedInAt: now, checkedInBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!attended) {
      const [earlier] = await tx
        .select({ at: programmeAttendance.checkedInAt })
        .from(programmeAttendance)
        .where(and(eq(programmeAttendance.ticketId, ticket.id), eq(programmeAttendance.sessionId, chosen.id)));
      throw new AppError(409, m.alreadyCheckedIn(clubMoment(earlier.at)));
    }
    await recordAudit(tx, {
      actor,
      action: "programme.checked-in",
      memberId: registration.userId,
      subjectId: ticket.id,
      detail: { ticket: ticket.reference, item: item.slug, session: chosen.id, day: chosen.day },
    });
    return {
      ticket: ticket.reference,
      name: ticket.name,
      registration: registration.reference,
      item: { slug: item.slug, title: item.title },
      session: sessionRecordOf(chosen),
      checked_in_at: clubIsoMoment(attended.checkedInAt),
    };
  });
}

/** A session's attendees (the tickets of confirmed registrations) with their check-in state: the check-in page's list. */
export async function sessionAttendees(db: Db, sessionId: string): Promise<SessionAttendees> {
  const [found] = isUuid(sessionId)
    ? await db
        .select({ session: programmeSessions, item: programmeItems })
        .from(programmeSessions)
        .innerJoin(programmeItems, eq(programmeItems.id, programmeSessions.itemId))
        .where(eq(programmeSessions.id, sessionId))
    : [];
  if (!found) throw new AppError(404, m.sessionNotFound);
  const rows = await db
    .select({
      ticket: programmeTickets.reference,
      name: programmeTickets.name,
      email: programmeTickets.email,
      registration: programmeRegistrations.reference,
      booker: programmeRegistrations.bookerName,
      checkedInAt: programmeAttendance.checkedInAt,
    })
    .from(programmeTickets)
    .innerJoin(programmeRegistrations, eq(programmeRegistrations.id, programmeTickets.registrationId))
    .leftJoin(
      programmeAttendance,
      and(eq(programmeAttendance.ticketId, programmeTickets.id), eq(programmeAttendance.sessionId, sessionId)),
    )
    .where(and(eq(programmeRegistrations.itemId, found.item.id), eq(programmeRegistrations.status, "confirmed")))
    .orderBy(asc(programmeTickets.name), asc(programmeTickets.reference));
  const attendees = rows.map((r) => ({
    ticket: r.ticket,
    name: r.name,
    email: r.email,
    registration: r.registration,
    booker: r.booker,
    checked_in_at: r.checkedInAt ? clubIsoMoment(r.checkedInAt) : null,
  }));
  return {
    item: { _id: found.item.id, slug: found.item.slug, title: found.item.title },
    session: sessionRecordOf(found.session),
    attendees,
    checked_in: attendees.filter((a) => a.checked_in_at).length,
  };
}

/**
 * The office's programme: items kept (and cancelled, a session or the whole) by content staff, check-in by the front
 * office, and the attendees' CSV and a message to them by either.
 */
export function createProgrammeOfficeService(deps: ProgrammeOfficeDeps) {
  return {
    list: (query: OfficeProgrammeQuery, now?: Date) => listOfficeItems(deps.db, query, now),
    get: (id: string) => getOfficeItem(deps.db, id),
    create: withDeps(deps, createItem),
    update: withDeps(deps, updateItem),
    checkIn: (actor: AuditActor, reference: string, sessionId?: string, now?: Date) =>
      checkInTicket(deps.db, actor, reference, sessionId, now),
    attendees: (sessionId: string) => sessionAttendees(deps.db, sessionId),
    cancelItem: withDeps(deps, cancelItem),
    cancelSession: withDeps(deps, cancelSession),
    message: withDeps(deps, messageAttendees),
    attendeesCsv: (id: string) => attendeesCsv(deps.db, id),
    settings: () => programmeSettingsRecord(deps.db),
    saveSettings: (actor: AuditActor, input: ProgrammeSettingsInput) => saveProgrammeSettings(deps.db, actor, input),
  };
}

import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { addClubDays, clubIsoMoment } from "../../../common/club-time.ts";
import type { ProgrammeKind, RegistrationStatus, WhoMayBook } from "../../../common/programme.ts";
import type { ProgrammeItemRecord, RegistrationRecord, SessionRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions, programmeTickets } from "../../db/schema.ts";
import { registrationInvoicePath } from "./links.ts";

/** An item's and a session's rows, and how the API tells them (India time, `hi` as the catalogue's). */
export type ItemRow = typeof programmeItems.$inferSelect;
export type SessionRow = typeof programmeSessions.$inferSelect;

/** A session as the API tells it: its club day, its times in India time, and its moments with India's offset. */
export function sessionRecordOf(row: SessionRow): SessionRecord {
  const starts = clubIsoMoment(row.startsAt);
  const ends = clubIsoMoment(row.endsAt);
  return {
    _id: row.id,
    day: row.day,
    start_time: starts.slice(11, 16),
    end_time: ends.slice(11, 16),
    starts_at: starts,
    ends_at: ends,
    cancelled: row.cancelledAt !== null,
  };
}

/**
 * The last club day a booker may cancel a registration of the item under its terms: `cancel_days_before` days before
 * its first session (0: that day, until it starts); null when the item allows no cancellation by the booker.
 */
export function cancelUntil(item: Pick<ItemRow, "cancelDaysBefore">, sessions: SessionRow[]): string | null {
  const first = sessions[0];
  if (item.cancelDaysBefore === null || !first) return null;
  return addClubDays(first.day, -item.cancelDaysBefore);
}

/** The sessions of some items, each item's in order of their start. */
export async function sessionsOf(db: Db | Tx, itemIds: string[]): Promise<Map<string, SessionRow[]>> {
  const byItem = new Map<string, SessionRow[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(programmeSessions)
    .where(inArray(programmeSessions.itemId, itemIds))
    .orderBy(asc(programmeSessions.startsAt), asc(programmeSessions.id));
  for (const row of rows) byItem.get(row.itemId)?.push(row);
  return byItem;
}

/** An item as the public API tells it, with its sessions and the places left. */
export function itemRecordOf(item: ItemRow, sessions: SessionRow[]): ProgrammeItemRecord {
  const records = sessions.map(sessionRecordOf);
  return {
    _id: item.id,
    slug: item.slug,
    kind: item.kind as ProgrammeKind,
    title: item.title,
    description: item.description,
    hi: {
      ...(item.titleHi ? { title: item.titleHi } : {}),
      ...(item.descriptionHi ? { description: item.descriptionHi } : {}),
    },
    image: item.image,
    instructor: item.instructor,
    level: item.level,
    location: item.location,
    online: item.location === null,
    sessions: records,
    first_day: records[0]?.day ?? "",
    last_day: records[records.length - 1]?.day ?? "",
    capacity: item.capacity,
    seats_left: Math.max(0, item.capacity - item.seatsTaken),
    price: item.price,
    who_may_book: item.whoMayBook as WhoMayBook,
    full_members_free: item.fullMembersFree,
    cancellation_terms: item.cancellationTerms,
    cancel_days_before: item.cancelDaysBefore,
    cancelled: item.cancelledAt !== null,
  };
}

/** Registrations as their booker sees them (a member's own, a payment's outcome): with tickets and sessions. */
export async function registrationRecords(db: Db | Tx, where: SQL): Promise<RegistrationRecord[]> {
  const rows = await db
    .select({ registration: programmeRegistrations, item: programmeItems })
    .from(programmeRegistrations)
    .innerJoin(programmeItems, eq(programmeItems.id, programmeRegistrations.itemId))
    .where(where)
    .orderBy(desc(programmeRegistrations.createdAt), desc(programmeRegistrations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.registration.id);
  const tickets = await db
    .select()
    .from(programmeTickets)
    .where(inArray(programmeTickets.registrationId, ids))
    .orderBy(asc(programmeTickets.position));
  const sessions = await sessionsOf(db, [...new Set(rows.map((r) => r.item.id))]);
  return rows.map(({ registration, item }) => ({
    reference: registration.reference,
    status: registration.status as RegistrationStatus,
    item: {
      slug: item.slug,
      title: item.title,
      kind: item.kind as ProgrammeKind,
      hi: item.titleHi ? { title: item.titleHi } : {},
    },
    sessions: (sessions.get(item.id) ?? []).map(sessionRecordOf),
    cancel_until: cancelUntil(item, sessions.get(item.id) ?? []),
    cancelled_at: registration.cancelledAt ? clubIsoMoment(registration.cancelledAt) : null,
    seats: registration.seats,
    amount: registration.amount,
    tickets: tickets
      .filter((t) => t.registrationId === registration.id)
      .map((t) => ({ reference: t.reference, name: t.name, email: t.email, free: t.free })),
    hold_expires_at: registration.holdExpiresAt ? clubIsoMoment(registration.holdExpiresAt) : null,
    payment: null,
    invoice_number: registration.invoiceNumber,
    invoice_url: registration.invoiceNumber ? registrationInvoicePath(registration.reference) : null,
    created_at: clubIsoMoment(registration.createdAt),
  }));
}

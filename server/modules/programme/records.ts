import { asc, inArray } from "drizzle-orm";
import { clubIsoMoment } from "../../../common/club-time.ts";
import type { ProgrammeKind, WhoMayBook } from "../../../common/programme.ts";
import type { ProgrammeItemRecord, SessionRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeItems, programmeSessions } from "../../db/schema.ts";

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
  };
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
  };
}

import { and, count, eq, gte, ilike, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import {
  ARRIVAL_WEEK_DAYS,
  guestName,
  officeStaysMessages,
  type ArrivalWindow,
  type StayList,
  type StayListItem,
  type StaySearchQuery,
} from "../../../common/office-stays.ts";
import type { Db } from "../../db/open.ts";
import { bookings, properties, users } from "../../db/schema.ts";
import { maskNumber, type FieldCipher } from "../../platform/field-crypto.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { isUuid } from "../../../common/ids.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * The office's stays arriving: the stays members booked (not cancelled), by arrival date, for
 * the front office. Reads only; dates are the club's days (yyyy-mm-dd, as a stay's check-in is stored).
 */

/** The club day `days` after `day` (both yyyy-mm-dd). */
export const dayAfter = addClubDays;

/** The check-in days of a window, from the club's today: today only, the next 7 days (today included), or today on. */
export function arrivalRange(window: ArrivalWindow, today: string): { from: string; to?: string } {
  if (window === "today") return { from: today, to: today };
  if (window === "week") return { from: today, to: dayAfter(today, ARRIVAL_WEEK_DAYS - 1) };
  return { from: today };
}

/** The stays (not cancelled) whose check-in falls in the window: what the office home counts and the list shows. */
export function arrivingWhere(window: ArrivalWindow, today: string): SQL {
  const range = arrivalRange(window, today);
  return and(
    ne(bookings.status, "cancelled"),
    gte(bookings.checkIn, range.from),
    range.to ? lte(bookings.checkIn, range.to) : undefined,
  )!;
}

/** What the desk's lists select of a stay: the booking, its member (none for a phone booking) and its villa. */
export const stayColumns = {
  booking: bookings,
  member: { id: users.id, name: users.name, email: users.email },
  villa: {
    id: properties.id,
    name: properties.name,
    villaNumber: properties.villaNumber,
    location: properties.location,
  },
};

export interface StayRow {
  booking: typeof bookings.$inferSelect;
  member: { id: string; name: string; email: string } | null;
  villa: { id: string; name: string; villaNumber: string | null; location: string };
}

/** A stay as the office's lists answer it; the identity document's number masked (read with the field cipher). */
export function stayItem({ booking, member, villa }: StayRow, cipher?: FieldCipher): StayListItem {
  const idNumber = booking.guestIdNumber && cipher ? maskNumber(cipher.decrypt(booking.guestIdNumber)) : null;
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    total: booking.total,
    payment_method: booking.paymentMethod,
    guest: {
      name: guestName(booking.guest, member?.name ?? ""),
      phone: booking.guest.phone || null,
      email: booking.guest.email || null,
    },
    member: member ? { id: member.id, name: member.name, email: member.email } : null,
    villa: { id: villa.id, name: villa.name, villa_number: villa.villaNumber, location: villa.location },
    source: booking.source,
    kind: booking.kind === "owner" ? "owner" : "guest",
    guest_id: booking.guestIdType && idNumber ? { type: booking.guestIdType, number: idNumber } : null,
    cancel_reason: booking.cancelReason,
    departed_on: booking.departedOn,
  };
}

function stayConditions(query: Pick<StaySearchQuery, "arriving" | "q">, today: string): SQL | undefined {
  const filters: SQL[] = [arrivingWhere(query.arriving, today)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(bookings.reference, like),
        ilike(users.name, like),
        ilike(users.email, like),
        // the guest's names as the booking holds them, alone or together ("Priya Nair")
        ilike(sql`concat_ws(' ', ${bookings.guest}->>'firstName', ${bookings.guest}->>'lastName')`, like),
      )!,
    );
  }
  return and(...filters);
}

/** The earliest arrival first. */
const stayOrder = keyset({ by: bookings.checkIn }, { by: bookings.reference }, { by: bookings.id });

function stayRows(db: Db) {
  return db
    .select({ ...stayColumns, cursor: stayOrder.cursor })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .$dynamic();
}

/** GET /api/admin/stays: the stays arriving in the window, earliest first, found by reference, guest or member name, a page at a time. */
export async function listArrivingStays(
  db: Db,
  query: StaySearchQuery,
  now = new Date(),
  cipher?: FieldCipher,
): Promise<StayList> {
  const today = clubToday(now);
  const where = stayConditions(query, today);
  const [[{ total }], rows] = await Promise.all([
    // the count joins the members only when the search reads their names
    query.q
      ? db.select({ total: count() }).from(bookings).leftJoin(users, eq(users.id, bookings.userId)).where(where)
      : db.select({ total: count() }).from(bookings).where(where),
    stayRows(db)
      .where(where)
      .orderBy(...stayOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map((row) => stayItem(row, cipher)),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    today,
  };
}

const STAY_CSV_COLUMNS: CsvColumn<StayListItem>[] = [
  { header: "Stay id", value: (s) => s.id },
  { header: "Reference", value: (s) => s.reference },
  { header: "Status", value: (s) => s.status },
  { header: "Check-in", value: (s) => s.check_in },
  { header: "Check-out", value: (s) => s.check_out },
  { header: "Nights", value: (s) => s.nights },
  { header: "Adults", value: (s) => s.adults },
  { header: "Children", value: (s) => s.children },
  { header: "Total (INR)", value: (s) => csvAmount(s.total) },
  { header: "Payment method", value: (s) => s.payment_method },
  { header: "Guest", value: (s) => s.guest.name },
  { header: "Guest's phone", value: (s) => s.guest.phone },
  { header: "Guest's e-mail", value: (s) => s.guest.email },
  { header: "Member id", value: (s) => s.member?.id },
  { header: "Member", value: (s) => s.member?.name },
  { header: "Member's e-mail", value: (s) => s.member?.email },
  { header: "Villa id", value: (s) => s.villa.id },
  { header: "Villa", value: (s) => s.villa.name },
  { header: "Villa number", value: (s) => s.villa.villa_number },
  { header: "Location", value: (s) => s.villa.location },
  { header: "Booked through", value: (s) => s.source },
  { header: "Departed on", value: (s) => s.departed_on },
  { header: "Reason cancelled", value: (s) => s.cancel_reason },
];

/** GET /api/admin/stays.csv: every stay arriving in the window and found by the search, the earliest first. */
export function staysCsv(db: Db, query: Pick<StaySearchQuery, "arriving" | "q">, now = new Date()): CsvDownload {
  const where = stayConditions(query, clubToday(now));
  return csvDownload(
    "stays",
    STAY_CSV_COLUMNS,
    keysetBatches(
      stayOrder,
      (after, limit) =>
        stayRows(db)
          .where(and(where, after))
          .orderBy(...stayOrder.orderBy)
          .limit(limit),
      // the identity document's number stays out of the file
      (rows) => rows.map((row) => stayItem(row)),
    ),
  );
}

/** One stay as the office's lists answer it (its record's page), or a 404. */
export async function getStay(db: Db, id: string, cipher?: FieldCipher): Promise<StayListItem> {
  const [row] = isUuid(id)
    ? await db
        .select(stayColumns)
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.userId))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(eq(bookings.id, id))
        .limit(1)
    : [];
  if (!row) throw new AppError(404, officeStaysMessages.notFound);
  return stayItem(row, cipher);
}

/** The office's list of stays arriving: read-only, by arrival date; and one stay's record. */
export function createOfficeStaysService(deps: { db: Db; cipher: FieldCipher }) {
  return {
    list: (query: StaySearchQuery) => listArrivingStays(deps.db, query, new Date(), deps.cipher),
    csv: (query: Pick<StaySearchQuery, "arriving" | "q">) => staysCsv(deps.db, query),
    get: (id: string) => getStay(deps.db, id, deps.cipher),
  };
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { DESTINATIONS } from "../../../common/catalogue.ts";
import { clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import {
  BLOCK_MAX_NIGHTS,
  blockReasonLabel,
  deskMessages as m,
  guestName,
  idNumberOf,
  nightsBetween,
  stayStatusLabel,
  type BlockBody,
  type BlockRecord,
  type CalendarEntry,
  type CalendarMonth,
  type CalendarQuery,
  CALENDAR_PAGE_SIZE,
  DESK_LIST_SIZE,
  DESK_LISTS,
  type DeskListKey,
  type CheckInBody,
  type DeskDay,
  type DeskDayQuery,
  type DeskVilla,
  type PhoneBookingBody,
  type AdvanceBody,
  type DeskCancelBody,
} from "../../../common/office-stays.ts";
import { formatRupees } from "../../../common/money.ts";
import { catalogueLocation } from "../../../common/property-search.ts";
import { checkStay, extraGuestsOf, nightsOf, priceBreakup, stayMessages } from "../../../common/stays.ts";
import type { Db, Tx } from "../../db/open.ts";
import { blocks, bookings, properties, propertyTypes, stayBlocks, users } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import { maskNumber } from "../../platform/field-crypto.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { stayCancellationMail, stayConfirmationMail } from "../bookings/mail.ts";
import {
  bookingRecordOf,
  cancelledMoney,
  checkOccupancy,
  lockVilla,
  nextBookingReference,
  nightPricesOf,
  nightsTakenBy,
  ratedVilla,
  refundStay,
  releaseExpiredHolds,
  stayHoldsNights,
  stayIsBooked,
  takingNights,
  type StayDeps,
} from "../bookings/stays.ts";
import { nightRates, ratedStay } from "../bookings/rates.ts";
import { giveBackFreeNights } from "../membership/ledger.ts";
import { creditCancelledStay } from "../refunds/service.ts";
import { cancellationTiers, refundReason, stayRefundOn } from "../bookings/cancellation-terms.ts";
import type { StayRefund } from "../../../common/stay-cancellation.ts";
import { stayIcsAttachment, villaFeedIcs } from "../bookings/stay-ics.ts";
import { getProperty } from "../catalogue/service.ts";
import { couponForStay } from "../coupons/service.ts";
import { dayAfter, stayColumns, stayItem } from "./service.ts";
import { inviteToReview } from "../reviews/service.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { memberLanguage } from "../auth/member-language.ts";
import { villaNameOf } from "../catalogue/names.ts";
import { DEFAULT_LANGUAGE } from "../../../common/language.ts";
import { calendarMessages } from "../../../common/calendar-imports.ts";

/**
 * The stays desk, for the front office: the day's arrivals, departures and guests in house; a
 * month's calendar of each villa of a location; blocks (maintenance or the owner's use) that search and booking
 * respect; check-in with the primary guest's identity document, check-out, no-show, cancellation for a guest with a
 * reason; a stay booked by phone for a caller; and each villa's .ics feed for the estate's staff.
 *
 * Every change to a villa's nights (a block, a phone booking, a member's booking) takes the villa's row lock first
 * and then looks for a stay or a live block over the nights, so the database decides a race: one wins, the other is
 * refused. Every desk change writes its audit row in its own transaction, and happens once (a second try is a 409).
 */

export interface DeskDeps {
  db: Db;
  mail: MailQueue;
  cipher: FieldCipher;
  publicUrl: string;
  /** The secret the villas' feed keys are made with (the configuration's session secret). */
  feedSecret: string;
  logError: (message: string, error: unknown) => void;
  /** Razorpay's refunds, for a stay paid online that the desk cancels. */
  refunds?: StayDeps["refunds"];
}

/** A hold's end as the calendar says it: "14:35" (club time). */
const heldUntil = (at: Date) =>
  at.toLocaleTimeString("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" });

/** The catalogue's location for a name the desk sends ("solan", "Solan"), or a 400. */
function locationOf(value: string): string {
  const found = DESTINATIONS.find((d) => d.toLowerCase() === value.trim().toLowerCase()) ?? catalogueLocation(value);
  if (!found) throw badRequest(m.chooseLocation);
  return found;
}

const staysQuery = (db: Db | Tx) =>
  db
    .select(stayColumns)
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId));

/** The day a stay's nights end: its early departure, else its check-out day. */
const stayEnd = sql<string>`coalesce(${bookings.departedOn}, ${bookings.checkOut})`;

/**
 * GET /api/admin/stays/day: the day's arrivals (not cancelled), departures (not cancelled or no-show; an early
 * departure on the day the guest left) and guests in house (checked in, not yet out).
 */
export async function deskDay(
  deps: Pick<DeskDeps, "db" | "cipher">,
  query: Pick<DeskDayQuery, "date" | "location"> & Partial<DeskDayQuery>,
  now = new Date(),
): Promise<DeskDay> {
  const today = clubToday(now);
  const date = query.date ?? today;
  const location = query.location ? locationOf(query.location) : null;
  const at = location ? eq(properties.location, location) : undefined;
  const order = [
    asc(properties.location),
    sql`${properties.villaNumber} asc nulls last`,
    asc(properties.name),
    asc(bookings.reference),
  ];
  const where: Record<DeskListKey, SQL | undefined> = {
    arrivals: and(eq(bookings.checkIn, date), stayIsBooked, at),
    departures: and(eq(stayEnd, date), stayIsBooked, ne(bookings.status, "no-show"), at),
    // who is in: checked in on or before the day and not yet checked out (today: every guest checked in, even one
    // whose check-out day has passed; another day: the stays checked in whose nights reach it)
    in_house: and(
      eq(bookings.status, "checked-in"),
      lte(bookings.checkIn, date),
      date === today ? undefined : gte(bookings.checkOut, date),
      at,
    ),
  };
  const pageAsked: Record<DeskListKey, number> = {
    arrivals: query.arrivals_page ?? 1,
    departures: query.departures_page ?? 1,
    in_house: query.in_house_page ?? 1,
  };
  // each list: its count (the stays alone, and their villa when a location is asked), then its page
  const lists = await Promise.all(
    DESK_LISTS.map(async (key) => {
      const counted = deps.db.select({ total: count() }).from(bookings);
      const [{ total }] = await (
        location ? counted.innerJoin(properties, eq(properties.id, bookings.propertyId)) : counted
      ).where(where[key]);
      const pages = Math.max(1, Math.ceil(total / DESK_LIST_SIZE));
      const page = Math.min(pageAsked[key], pages);
      const rows =
        total === 0
          ? []
          : await staysQuery(deps.db)
              .where(where[key])
              .orderBy(...order)
              .limit(DESK_LIST_SIZE)
              .offset((page - 1) * DESK_LIST_SIZE);
      return { rows: rows.map((row) => stayItem(row, deps.cipher)), page: { page, pages, total } };
    }),
  );
  const [arrivals, departures, inHouse] = lists;
  return {
    date,
    today,
    location,
    arrivals: arrivals.rows,
    departures: departures.rows,
    in_house: inHouse.rows,
    pages: { arrivals: arrivals.page, departures: departures.page, in_house: inHouse.page },
  };
}

/** A month (yyyy-mm): its first day, the months before and after, and each of its days. */
function monthRange(month: string): { first: string; next: string; previous: string; days: string[] } {
  const [year, mon] = month.split("-").map(Number);
  const shift = (by: number) => new Date(Date.UTC(year, mon - 1 + by, 1)).toISOString().slice(0, 7);
  const first = `${month}-01`;
  const next = shift(1);
  const days: string[] = [];
  for (let day = first; day < `${next}-01`; day = dayAfter(day, 1)) days.push(day);
  return { first, next, previous: shift(-1), days };
}

/** The key of a villa's feed: an HMAC of its id with the feed secret (unguessable, the same every time). */
export function villaFeedKey(secret: string, propertyId: string): string {
  return createHmac("sha256", secret).update(`villa-feed:${propertyId}`).digest("base64url");
}

const feedUrl = (deps: Pick<DeskDeps, "publicUrl" | "feedSecret">, propertyId: string) =>
  `${deps.publicUrl}/calendar/villas/${propertyId}.ics?key=${villaFeedKey(deps.feedSecret, propertyId)}`;

/**
 * GET /api/admin/stays/calendar: a location's villas (or one) for a month, each with the stays (not cancelled) and
 * live blocks that hold any of its nights. An entry has a kind, so payment holds can join as a third.
 */
export async function deskCalendar(
  deps: Pick<DeskDeps, "db" | "publicUrl" | "feedSecret">,
  query: CalendarQuery,
  now = new Date(),
): Promise<CalendarMonth> {
  const location = locationOf(query.location);
  const month = query.month ?? clubToday(now).slice(0, 7);
  const range = monthRange(month);
  // a page of at most CALENDAR_PAGE_SIZE villas of the location, of a kind of home and a block when asked
  const where = and(
    eq(properties.location, location),
    query.propertyId ? eq(properties.id, query.propertyId) : undefined,
    query.type ? eq(properties.propertyTypeId, query.type) : undefined,
    query.block ? eq(properties.blockId, query.block) : undefined,
  );
  const [[{ total }], types, blockRows] = await Promise.all([
    deps.db.select({ total: count() }).from(properties).where(where),
    deps.db
      .select({ id: propertyTypes.id, name: propertyTypes.name })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.name)),
    deps.db
      .select({ id: blocks.id, name: blocks.blockName, number: blocks.blockNumber })
      .from(blocks)
      .orderBy(asc(blocks.blockNumber)),
  ]);
  const pages = Math.max(1, Math.ceil(total / CALENDAR_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const villas = await deps.db
    .select({ id: properties.id, name: properties.name, villaNumber: properties.villaNumber })
    .from(properties)
    .where(where)
    .orderBy(sql`${properties.villaNumber} asc nulls last`, asc(properties.name), asc(properties.id))
    .limit(CALENDAR_PAGE_SIZE)
    .offset((page - 1) * CALENDAR_PAGE_SIZE);
  const ids = villas.map((v) => v.id);
  const entries = new Map<string, CalendarEntry[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const [stays, liveBlocks] = await Promise.all([
      deps.db
        .select({ booking: bookings, memberName: users.name })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(
          and(
            inArray(bookings.propertyId, ids),
            stayHoldsNights,
            // a hold counts until its time is up, whether or not it has been marked expired yet
            or(ne(bookings.status, "held"), gt(bookings.holdExpiresAt, sql`now()`)),
            lt(bookings.checkIn, range.next + "-01"),
            gt(stayEnd, range.first),
            // a guest who left on their arrival day held no night
            gt(stayEnd, bookings.checkIn),
          ),
        )
        .orderBy(asc(bookings.checkIn)),
      deps.db
        .select()
        .from(stayBlocks)
        .where(
          and(
            inArray(stayBlocks.propertyId, ids),
            isNull(stayBlocks.removedAt),
            lt(stayBlocks.startDate, range.next + "-01"),
            gt(stayBlocks.endDate, range.first),
          ),
        )
        .orderBy(asc(stayBlocks.startDate)),
    ]);
    for (const { booking, memberName } of stays) {
      const held = booking.status === "held";
      const owner = booking.kind === "owner";
      entries.get(booking.propertyId)!.push({
        kind: held ? "hold" : owner ? "owner" : "stay",
        id: booking.id,
        start: booking.checkIn,
        end: booking.departedOn ?? booking.checkOut,
        title: guestName(booking.guest, memberName ?? ""),
        detail: held
          ? `${booking.reference} · paying online until ${heldUntil(booking.holdExpiresAt!)}`
          : `${booking.reference} · ${owner ? "Owner stay · " : ""}${stayStatusLabel(booking.status)}${booking.departedOn ? " early" : ""}${booking.source === "phone" ? " · booked by phone" : ""}`,
        status: booking.status,
        reference: booking.reference,
      });
    }
    for (const block of liveBlocks) {
      entries.get(block.propertyId)!.push({
        kind: "block",
        id: block.id,
        start: block.startDate,
        end: block.endDate,
        title: `Blocked: ${blockReasonLabel(block.reason)}`,
        detail: block.note,
        status: block.reason,
        reference: null,
      });
    }
  }
  return {
    location,
    month,
    days: range.days,
    previous: range.previous,
    next: range.next,
    type: query.type ?? null,
    block: query.block ?? null,
    page,
    pages,
    total,
    types,
    blocks: blockRows.map((b) => ({ id: b.id, name: `${b.name} (${b.number})` })),
    villas: villas.map((v) => ({
      id: v.id,
      name: v.name,
      villa_number: v.villaNumber,
      entries: entries.get(v.id)!.sort((a, b) => a.start.localeCompare(b.start)),
      feed_url: feedUrl(deps, v.id),
    })),
  };
}

/** Every villa the desk may block or book for, by location and number. */
export async function deskVillas(db: Db): Promise<DeskVilla[]> {
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      villaNumber: properties.villaNumber,
      location: properties.location,
      maxAdults: properties.maxAdults,
      maxChildren: properties.maxChildren,
    })
    .from(properties)
    .orderBy(asc(properties.location), sql`${properties.villaNumber} asc nulls last`, asc(properties.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    villa_number: r.villaNumber,
    location: r.location,
    max_adults: r.maxAdults,
    max_children: r.maxChildren,
  }));
}

const blockRecordOf = (row: typeof stayBlocks.$inferSelect): BlockRecord => ({
  id: row.id,
  property_id: row.propertyId,
  start_date: row.startDate,
  end_date: row.endDate,
  reason: row.reason,
  note: row.note,
  removed_at: row.removedAt ? row.removedAt.toISOString() : null,
});

/**
 * POST /api/admin/stays/blocks: blocks a villa's nights [start_date, end_date) under the villa's row lock; refused
 * (409) when a stay (not cancelled) or another live block holds any of them.
 */
export async function createBlock(
  deps: Pick<DeskDeps, "db">,
  actor: AuditActor,
  body: BlockBody,
  today = clubToday(),
): Promise<BlockRecord> {
  if (body.start_date < today) throw badRequest(m.blockPast);
  if (body.end_date <= body.start_date) throw badRequest(stayMessages.checkOutBeforeCheckIn);
  if (nightsOf(body.start_date, body.end_date) > BLOCK_MAX_NIGHTS) throw badRequest(m.blockTooLong);
  // an unpublished villa is blocked too (its stays booked before still come; the desk lists every villa)
  await getProperty(deps.db, body.property_id, { unpublished: true });
  const row = await deps.db.transaction(async (tx) => {
    await lockVilla(tx, body.property_id);
    await releaseExpiredHolds(tx, body.property_id);
    const taken = await nightsTakenBy(tx, body.property_id, body.start_date, body.end_date);
    if (taken)
      throw new AppError(
        409,
        taken === "stay" ? m.blockOverStay : taken === "hold" ? m.blockOverHold : m.blockOverBlock,
      );
    // the key of villa_nights is the last word on a night
    const [created] = await takingNights(() =>
      tx
        .insert(stayBlocks)
        .values({
          propertyId: body.property_id,
          startDate: body.start_date,
          endDate: body.end_date,
          reason: body.reason,
          note: body.note ?? "",
          createdBy: actor.id,
        })
        .returning(),
    ).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 409 ? new AppError(409, m.blockOverStay) : error;
    });
    await recordAudit(tx, {
      actor,
      action: "stay.block_created",
      subjectId: created.id,
      detail: {
        before: null,
        after: {
          property_id: created.propertyId,
          start_date: created.startDate,
          end_date: created.endDate,
          reason: created.reason,
        },
      },
    });
    return created;
  });
  return blockRecordOf(row);
}

/** DELETE /api/admin/stays/blocks/{id}: lifts a block (kept on record with who lifted it); a second time is a 409. */
export async function liftBlock(deps: Pick<DeskDeps, "db">, actor: AuditActor, id: string): Promise<BlockRecord> {
  const row = await deps.db.transaction(async (tx) => {
    const [block] = isUuid(id) ? await tx.select().from(stayBlocks).where(eq(stayBlocks.id, id)).for("update") : [];
    if (!block) throw new AppError(404, m.blockNotFound);
    if (block.removedAt) throw new AppError(409, m.blockAlreadyLifted);
    // an outside calendar's block is that calendar's: the next read would only write it again
    if (block.reason === "external") throw new AppError(409, calendarMessages.externalBlock);
    const [lifted] = await tx
      .update(stayBlocks)
      .set({ removedAt: new Date(), removedBy: actor.id })
      .where(eq(stayBlocks.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "stay.block_lifted",
      subjectId: id,
      detail: {
        property_id: block.propertyId,
        start_date: block.startDate,
        end_date: block.endDate,
        reason: block.reason,
      },
    });
    return lifted;
  });
  return blockRecordOf(row);
}

type Booking = typeof bookings.$inferSelect;

/**
 * One desk change of a stay: its row locked, `check` says why it may not happen (a 409), `change` are the columns
 * set; the audit row in the same transaction. Answers the stay as the desk's lists do.
 */
async function changeStay(
  deps: Pick<DeskDeps, "db" | "cipher">,
  actor: AuditActor,
  id: string,
  action: string,
  check: (booking: Booking) => string | null,
  change: (booking: Booking) => Partial<Booking>,
  detail: (booking: Booking) => Record<string, unknown> = () => ({}),
  effect?: (tx: Tx, booking: Booking) => Promise<void>,
  after?: (tx: Tx, item: ReturnType<typeof stayItem>) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    const [booking] = isUuid(id) ? await tx.select().from(bookings).where(eq(bookings.id, id)).for("update") : [];
    if (!booking) throw new AppError(404, m.stayNotFound);
    const refusal = check(booking);
    if (refusal) throw new AppError(409, refusal);
    const set = change(booking);
    await tx.update(bookings).set(set).where(eq(bookings.id, id));
    await effect?.(tx, booking);
    await recordAudit(tx, {
      actor,
      action,
      memberId: booking.userId,
      subjectId: id,
      detail: {
        reference: booking.reference,
        before: { status: booking.status },
        after: { status: set.status },
        ...detail(booking),
      },
    });
    const [row] = await staysQuery(tx).where(eq(bookings.id, id));
    const item = stayItem(row, deps.cipher);
    await after?.(tx, item);
    return item;
  });
}

/** POST /api/admin/stays/{id}/check-in: a confirmed stay, from its check-in day until its check-out day; the document's number encrypted. */
export function checkInStay(
  deps: Pick<DeskDeps, "db" | "cipher">,
  actor: AuditActor,
  id: string,
  body: CheckInBody,
  today = clubToday(),
) {
  const number = idNumberOf(body.id_number);
  return changeStay(
    deps,
    actor,
    id,
    "stay.checked_in",
    (b) =>
      b.status !== "confirmed"
        ? m.notConfirmed(b.status)
        : today < b.checkIn
          ? m.checkInTooEarly
          : today >= b.checkOut
            ? m.checkInTooLate
            : null,
    () => ({
      status: "checked-in",
      checkedInAt: new Date(),
      checkedInBy: actor.id,
      guestIdType: body.id_type,
      guestIdNumber: deps.cipher.encrypt(number),
    }),
    () => ({ id_type: body.id_type, id_number: maskNumber(number) }),
  );
}

/**
 * POST /api/admin/stays/{id}/check-out: a stay checked in. Before the stay's check-out day (the club's today) it is an
 * early departure: refused (409, naming the nights it frees) unless `confirmEarly`; confirmed, the stay records the
 * day the guest left (`departed_on`), and the nights from that day on are free again (the villa_nights trigger), in
 * the desk's calendar and the villa's feed. The price stays as booked.
 */
export function checkOutStay(
  deps: Pick<DeskDeps, "db" | "cipher" | "mail" | "publicUrl" | "feedSecret">,
  actor: AuditActor,
  id: string,
  options: { confirmEarly?: boolean } = {},
  now = new Date(),
) {
  const today = clubToday(now);
  const early = (b: Booking) => today < b.checkOut;
  const checkedOut = (b: Booking): Partial<Booking> => ({
    status: "checked-out",
    checkedOutAt: now,
    ...(early(b) ? { departedOn: today } : {}),
  });
  return changeStay(
    deps,
    actor,
    id,
    "stay.checked_out",
    (b) =>
      b.status !== "checked-in"
        ? m.notCheckedIn(b.status)
        : early(b) && !options.confirmEarly
          ? m.earlyCheckOut(b.checkOut, nightsBetween(today, b.checkOut))
          : null,
    checkedOut,
    (b) =>
      early(b)
        ? {
            early_departure: {
              departed_on: today,
              booked_check_out: b.checkOut,
              nights_freed: nightsBetween(today, b.checkOut),
            },
          }
        : {},
    // the guest is asked to review the stay, the mail queued with the check-out (decision 053)
    async (tx, b) => {
      await inviteToReview(deps, tx, { ...b, ...checkedOut(b) });
    },
  );
}

/** POST /api/admin/stays/{id}/no-show: a confirmed stay whose check-in day has come. */
export function markNoShow(deps: Pick<DeskDeps, "db" | "cipher">, actor: AuditActor, id: string, today = clubToday()) {
  return changeStay(
    deps,
    actor,
    id,
    "stay.no_show",
    (b) => (b.status !== "confirmed" ? m.notConfirmed(b.status) : today < b.checkIn ? m.noShowTooEarly : null),
    () => ({ status: "no-show", noShowAt: new Date() }),
  );
}

/**
 * POST /api/admin/stays/{id}/cancel: the desk cancels a confirmed stay for a guest, with a reason; its nights are
 * free at once, and the guest and the member are e-mailed the reason (queued with the change). What was paid is
 * refunded as the club's cancellation terms give on the day (decision 052), unless the desk waives them (`waive_terms`,
 * the reason saying why): then all of it. A Full Member's free nights always go back to their year. Audited, with the
 * refund and whether the terms were waived.
 */
export async function cancelForGuest(
  deps: DeskDeps,
  actor: AuditActor,
  id: string,
  body: DeskCancelBody,
  today = clubToday(),
) {
  const { reason } = body;
  const waived = body.waive_terms === true;
  let owed: Awaited<ReturnType<typeof creditCancelledStay>> = null;
  let refund: StayRefund | null = null;
  const item = await changeStay(
    deps,
    actor,
    id,
    "stay.cancelled_by_desk",
    (b) => (b.status !== "confirmed" ? m.notConfirmed(b.status) : null),
    () => ({ status: "cancelled", cancelledAt: new Date(), cancelledBy: actor.id, cancelReason: reason }),
    (b) => ({
      reason,
      ...(refund && refund.paid > 0
        ? {
            paid: refund.paid,
            refund: owed?.refund.amountOwed ?? 0,
            percent: refund.percent,
            daysBefore: refund.days_before,
          }
        : {}),
      ...(waived ? { termsWaived: true } : {}),
      ...(b.freeNights > 0 && b.userId ? { freeNightsReturned: b.freeNights } : {}),
    }),
    // its free nights go back to the member's year; what was paid is refunded as the terms give (or all of it, waived):
    // an online payment credited (its invoice) and refunded through Razorpay after the commit, an advance owed back
    async (tx, b) => {
      await giveBackFreeNights(tx, b, actor);
      refund = await stayRefundOn(tx, b, today, waived);
      owed = await creditCancelledStay(
        tx,
        b,
        actor,
        refundReason(`Stay cancelled by the club: ${reason}`, refund),
        refund,
      );
    },
    // the guest's and the member's mail of the reason, queued with the change
    async (tx, item) => {
      const to = [
        ...new Set(
          [item.member?.email, item.guest.email].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()),
        ),
      ];
      if (to.length === 0) return;
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, item.id));
      const money = refund ? cancelledMoney(booking, refund, owed) : undefined;
      // the credit note is the member's: it rides along only when the mail goes to the member alone
      const memberAlone = item.member !== null && to.length === 1;
      // the member's language (the villa named in it); a stay booked by phone has no member: English
      const language = item.member ? await memberLanguage(tx, item.member.id) : DEFAULT_LANGUAGE;
      const villaName = language === "en" ? null : await villaNameOf(tx, item.villa.id, language);
      await deps.mail.send(
        tx,
        stayCancellationMail({
          to: to.join(", "),
          memberName: item.member?.name ?? item.guest.name,
          ...(item.member ? { language } : {}),
          reference: item.reference,
          villaName: villaName ?? item.villa.name,
          checkIn: item.check_in,
          checkOut: item.check_out,
          reason,
          ...(money ? { money: { ...money, creditNote: memberAlone ? money.creditNote : null } } : {}),
          ...(item.member && booking.freeNights > 0 ? { freeNights: booking.freeNights } : {}),
        }),
      );
    },
  );
  await refundStay(deps, item.id);
  return item;
}

/**
 * POST /api/admin/stays/{id}/advance: the desk records rupees received for a confirmed stay paid at the property
 * before it began (cash, card or UPI at the property, or a bank transfer), at most what is still to be paid; audited
 * with its reference. A cancellation refunds the terms' share of it through the refunds queue (decision 052).
 */
export async function recordAdvance(
  deps: Pick<DeskDeps, "db" | "cipher">,
  actor: AuditActor,
  id: string,
  body: AdvanceBody,
) {
  return deps.db.transaction(async (tx) => {
    const [booking] = isUuid(id) ? await tx.select().from(bookings).where(eq(bookings.id, id)).for("update") : [];
    if (!booking) throw new AppError(404, m.stayNotFound);
    if (booking.status !== "confirmed") throw new AppError(409, m.notConfirmed(booking.status));
    if (booking.paymentMethod !== "cod" || booking.razorpayPaymentId) throw new AppError(409, m.advanceNotAtProperty);
    // a refund is owed to a member's account: a caller booked by phone without one pays at check-in
    if (!booking.userId) throw new AppError(409, m.advanceWithoutAccount);
    const left = booking.total - booking.advancePaid;
    if (body.amount > left) throw new AppError(409, m.advanceTooMuch(formatRupees(left)));
    const advancePaid = booking.advancePaid + body.amount;
    await tx.update(bookings).set({ advancePaid }).where(eq(bookings.id, id));
    await recordAudit(tx, {
      actor,
      action: "stay.advance_received",
      memberId: booking.userId,
      subjectId: id,
      detail: {
        reference: booking.reference,
        amount: body.amount,
        paymentReference: body.reference,
        before: { advancePaid: booking.advancePaid },
        after: { advancePaid },
      },
    });
    const [row] = await staysQuery(tx).where(eq(bookings.id, id));
    return stayItem(row, deps.cipher);
  });
}

/**
 * POST /api/admin/stays: a stay booked by phone for a caller without an account (`source` phone, no member, booked
 * by the staff member), priced here with the rules of a member's booking (coupon optional), under the villa's row
 * lock; the confirmation with its .ics is e-mailed when the caller gave an address.
 */
export async function bookByPhone(deps: DeskDeps, actor: AuditActor, body: PhoneBookingBody, today = clubToday()) {
  const stay = { propertyId: body.property_id, checkIn: body.check_in, checkOut: body.check_out };
  const problem = checkStay(stay, today);
  if (problem) throw badRequest(problem);
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  // a caller without an account is no member: a coupon for members, first stays or Full Members is refused
  const caller = { memberId: null, checkIn: stay.checkIn };
  if (body.coupon) await couponForStay(deps.db, body.coupon, nights, today, false, caller);
  const property = await getProperty(deps.db, stay.propertyId);
  checkOccupancy(property, { adults: body.adults, children: body.children });
  const guest = {
    bookingFor: "someoneElse",
    title: body.title ?? "",
    firstName: body.first_name,
    lastName: body.last_name,
    phone: body.phone,
    email: body.email ?? "",
  };
  const { row } = await deps.db.transaction(async (tx) => {
    await lockVilla(tx, stay.propertyId);
    await releaseExpiredHolds(tx, stay.propertyId);
    if (await nightsTakenBy(tx, stay.propertyId, stay.checkIn, stay.checkOut))
      throw new AppError(409, stayMessages.unavailable);
    const coupon = body.coupon ? await couponForStay(tx, body.coupon, nights, today, true, caller) : undefined;
    // each night at its rate period's price (the same rules of length and check-in day as a member's booking); a
    // caller has no membership here: extra guests charged
    const rates = await ratedStay(tx, ratedVilla(property), stay);
    const price = priceBreakup(nightPricesOf(rates), coupon, {
      extraGuests: extraGuestsOf(body.adults, body.children),
    });
    const [inserted] = await takingNights(() =>
      tx
        .insert(bookings)
        .values({
          reference: nextBookingReference(),
          userId: null,
          propertyId: stay.propertyId,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          adults: body.adults,
          children: body.children,
          status: "confirmed",
          guest,
          nights: price.nights,
          pricePerNight: price.pricePerNight,
          nightPrices: price.nightPrices,
          roomCharges: price.roomCharges,
          couponCode: price.couponCode,
          discount: price.discount,
          taxes: price.taxes,
          total: price.total,
          extraGuests: price.extraGuests,
          extraGuestCharge: price.extraGuestCharge,
          paymentMethod: "cod",
          source: "phone",
          bookedBy: actor.id,
        })
        .returning(),
    );
    await recordAudit(tx, {
      actor,
      action: "stay.phone_booked",
      subjectId: inserted.id,
      detail: {
        reference: inserted.reference,
        property_id: stay.propertyId,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        total: price.total,
      },
    });
    if (body.email) {
      // the caller's confirmation with its .ics, queued with the booking
      const record = bookingRecordOf(inserted, property, price);
      const name = [guest.title, guest.firstName, guest.lastName].filter(Boolean).join(" ");
      const mail = stayConfirmationMail({
        to: body.email,
        memberName: name,
        guest,
        booking: record,
        publicUrl: deps.publicUrl,
        byPhone: true,
        terms: await cancellationTiers(tx),
      });
      const ics = stayIcsAttachment({
        id: inserted.id,
        reference: inserted.reference,
        checkIn: inserted.checkIn,
        checkOut: inserted.checkOut,
        villaName: property.name,
        location: property.location,
        guestName: name,
      });
      await deps.mail.send(tx, { ...mail, attachments: [ics] });
    }
    return { row: inserted, price };
  });
  const emailed = Boolean(body.email);
  return { id: row.id, reference: row.reference, total: row.total, emailed };
}

/**
 * GET /calendar/villas/{id}.ics?key=…: a villa's stays and live blocks from a month ago on, for the estate's staff.
 * The feed follows every change of a stay: one cancelled, expired unpaid or a no-show stays in it as STATUS:CANCELLED
 * (so a calendar that had it removes it), an early departure ends when the guest was checked out; a lifted block
 * is CANCELLED too. The key is compared in constant time; a wrong or missing one is a 404 (the address
 * says nothing of whether the villa exists).
 */
export async function villaFeed(
  deps: Pick<DeskDeps, "db" | "feedSecret">,
  propertyId: string,
  key: string,
  today = clubToday(),
): Promise<string> {
  const expected = Buffer.from(isUuid(propertyId) ? villaFeedKey(deps.feedSecret, propertyId) : "");
  const given = Buffer.from(key);
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(404, m.feedRefused);
  const [villa] = await deps.db
    .select({
      name: properties.name,
      location: properties.location,
      id: properties.id,
      propertyTypeId: properties.propertyTypeId,
      pricePerNight: properties.pricePerNight,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!villa) throw new AppError(404, m.feedRefused);
  const since = dayAfter(today, -31);
  const [stays, blocks, rates] = await Promise.all([
    deps.db
      .select({ booking: bookings, memberName: users.name })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(and(eq(bookings.propertyId, propertyId), gte(bookings.checkOut, since)))
      .orderBy(asc(bookings.checkIn)),
    deps.db
      .select()
      .from(stayBlocks)
      .where(and(eq(stayBlocks.propertyId, propertyId), gte(stayBlocks.endDate, since)))
      .orderBy(asc(stayBlocks.startDate)),
    // the days closed to arrival from the feed's first day to a year ahead
    nightRates(deps.db, villa, since, dayAfter(today, FEED_DAYS_AHEAD)),
  ]);
  return villaFeedIcs(
    villa,
    stays.map(({ booking, memberName }) => ({
      id: booking.id,
      reference: booking.reference,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      villaName: villa.name,
      location: villa.location,
      guestName: guestName(booking.guest, memberName ?? ""),
      status: booking.status,
      owner: booking.kind === "owner",
      departedOn: booking.departedOn,
      checkedOutAt: booking.checkedOutAt,
    })),
    blocks.map((b) => ({
      id: b.id,
      startDate: b.startDate,
      endDate: b.endDate,
      reason: b.reason,
      note: b.note,
      lifted: b.removedAt !== null,
    })),
    rates.filter((rate) => rate.closedToArrival).map((rate) => rate.night),
  );
}

/** How far ahead a villa's feed shows the days closed to arrival. */
const FEED_DAYS_AHEAD = 366;

/** The stays desk: the day, the calendar, blocks, check-in and out, no-show, cancel, phone bookings, villa feeds. */
export function createDeskService(deps: DeskDeps) {
  return {
    day: (query: Parameters<typeof deskDay>[1]) => deskDay(deps, query),
    calendar: (query: CalendarQuery) => deskCalendar(deps, query),
    villas: withDeps(deps.db, deskVillas),
    block: (actor: AuditActor, body: BlockBody) => createBlock(deps, actor, body),
    liftBlock: withDeps(deps, liftBlock),
    checkIn: (actor: AuditActor, id: string, body: CheckInBody) => checkInStay(deps, actor, id, body),
    checkOut: (actor: AuditActor, id: string, options?: { confirmEarly?: boolean }) =>
      checkOutStay(deps, actor, id, options),
    noShow: (actor: AuditActor, id: string) => markNoShow(deps, actor, id),
    cancel: withDeps(deps, cancelForGuest),
    advance: withDeps(deps, recordAdvance),
    bookByPhone: (actor: AuditActor, body: PhoneBookingBody) => bookByPhone(deps, actor, body),
    feed: (propertyId: string, key: string) => villaFeed(deps, propertyId, key),
  };
}

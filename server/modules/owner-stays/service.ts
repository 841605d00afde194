import { and, asc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { addClubMonths, clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import {
  ownerStayMessages as m,
  ownerStayRefusal,
  type OwnerStayBooked,
  type OwnerStayQuote,
  type OwnerStayRecord,
  type OwnerStayRefusal,
  type OwnerStayRequest,
  type OwnerStaysOverview,
} from "../../../common/owner-stays.ts";
import { checkStay, nightsOf } from "../../../common/stays.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookings, properties, users } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { ratedStay } from "../bookings/rates.ts";
import { stayIcsAttachment } from "../bookings/stay-ics.ts";
import {
  checkOccupancy,
  lockVilla,
  nextBookingReference,
  nightsTakenBy,
  RELEASED_STAY_STATUSES,
  releaseExpiredHolds,
  takingNights,
} from "../bookings/stays.ts";
import { villaNameIn } from "../catalogue/names.ts";
import { duesStanding } from "../owners/dues.ts";
import { ownerVillas } from "../owners/ownership.ts";
import { OWNER_STAY_MAIL_TEXT } from "./mail-text.ts";
import { ownerStaySettingsOf, saveOwnerStaySettings, settingsRecord, type OwnerStaySettings } from "./settings.ts";

/**
 * Owner stays (decision 059): an owner books their own villa from the portal. The stay is a booking of kind `owner`
 * (its nights taken as any stay's: the villa's row lock, `villa_nights`' key), confirmed at once, without a room
 * charge: its total is the club's housekeeping fee a stay, due at the property. Its rules, read in this order, each
 * refusing with its words: the owner's maintenance dues overdue (held, 423), a check-in beyond the owners' window
 * (422), more nights than the villa's owner nights left in the check-in's year (422), more peak nights than left
 * (422), nights another stay, hold or block takes (409). Cancelled like any stay (the Bookings tab, POST
 * /api/bookings/{id}/cancel): its nights come back to the allowance, since only owner stays not cancelled count.
 */
export interface OwnerStaysDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

interface OwnedVillaRow {
  id: string;
  name: string;
  villaNumber: string | null;
  location: string;
  propertyTypeId: string;
  pricePerNight: number;
  maxAdults: number;
  maxChildren: number;
}

const villaOf = (v: Pick<OwnedVillaRow, "id" | "name" | "villaNumber" | "location">) => ({
  id: v.id,
  name: v.name,
  villa_number: v.villaNumber,
  location: v.location,
});

/** The villas the member owns (`ownerVillas`), named in `language`; none: not an owner. */
async function ownedVillaRows(db: Db | Tx, userId: string, language: Language): Promise<OwnedVillaRow[]> {
  const owned = isUuid(userId) ? await ownerVillas(db, userId) : [];
  if (owned.length === 0) return [];
  const rows = await db
    .select({
      id: properties.id,
      name: villaNameIn(language),
      villaNumber: properties.villaNumber,
      location: properties.location,
      propertyTypeId: properties.propertyTypeId,
      pricePerNight: properties.pricePerNight,
      maxAdults: properties.maxAdults,
      maxChildren: properties.maxChildren,
    })
    .from(properties)
    .where(
      inArray(
        properties.id,
        owned.map((o) => o.propertyId),
      ),
    );
  // in the order the member became their owner
  return owned.flatMap((o) => rows.filter((r) => r.id === o.propertyId));
}

/** The villa of the stay: the one named (it must be the member's), else the first they own; 403 for a non-owner. */
function villaFor(villas: OwnedVillaRow[], propertyId: string | undefined): OwnedVillaRow {
  if (villas.length === 0) throw new AppError(403, m.notOwner);
  if (!propertyId) return villas[0];
  const villa = villas.find((v) => v.id === propertyId);
  if (!villa) throw new AppError(403, m.notYourVilla);
  return villa;
}

/** An owner stay that counts against the allowance: not cancelled (nor, never for an owner stay, expired). */
const countsAgainst = and(eq(bookings.kind, "owner"), notInArray(bookings.status, [...RELEASED_STAY_STATUSES]));

/** The owner nights and peak nights the member's owner stays of the villa take in `year` (by check-in day). */
async function usedIn(db: Db | Tx, userId: string, propertyId: string, year: number) {
  const [row] = await db
    .select({
      nights: sql<number>`coalesce(sum(${bookings.nights}), 0)::int`,
      peak: sql<number>`coalesce(sum(${bookings.peakNights}), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        countsAgainst,
        eq(bookings.userId, userId),
        eq(bookings.propertyId, propertyId),
        gte(bookings.checkIn, `${year}-01-01`),
        lt(bookings.checkIn, `${year + 1}-01-01`),
      ),
    );
  return { nights: Number(row?.nights ?? 0), peak: Number(row?.peak ?? 0) };
}

/** The year a stay counts in: its check-in's. */
const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * A stay weighed against the owner's rules (no lock: the quote; under the villa's lock in the booking's transaction):
 * 400 for the stay rules every stay keeps (dates, at most 30 nights, what the villa sleeps, the rate periods' minimum
 * stay and days closed to arrival), 403 for a member who does not own the villa; otherwise the quote, with the first
 * rule that refuses it.
 */
async function weigh(
  db: Db | Tx,
  userId: string,
  request: OwnerStayRequest,
  options: { today: string; language: Language; settings?: OwnerStaySettings },
): Promise<{ quote: OwnerStayQuote; villa: OwnedVillaRow; settings: OwnerStaySettings }> {
  const { today } = options;
  const problem = checkStay(request, today);
  if (problem) throw badRequest(problem);
  const villas = await ownedVillaRows(db, userId, options.language);
  const villa = villaFor(villas, request.propertyId);
  checkOccupancy(villa, request);
  // each night by the rate periods covering it: the peak ones, and the rules of a stay's length and check-in day
  const rates = await ratedStay(db, villa, request);
  const nights = nightsOf(request.checkIn, request.checkOut);
  const peakNights = rates.filter((rate) => rate.peak).length;
  const settings = options.settings ?? (await ownerStaySettingsOf(db));
  const year = yearOf(request.checkIn);
  const [used, dues, taken] = await Promise.all([
    usedIn(db, userId, villa.id, year),
    duesStanding(db, userId, { today }),
    nightsTakenBy(db, villa.id, request.checkIn, request.checkOut),
  ]);
  const nightsLeft = Math.max(0, settings.nightsPerYear - used.nights);
  const peakLeft = Math.max(0, settings.peakNightsPerYear - used.peak);
  const lastCheckIn = addClubMonths(today, settings.windowMonths);
  const refusal: OwnerStayRefusal | null =
    dues.status === "overdue"
      ? ownerStayRefusal.dues()
      : request.checkIn > lastCheckIn
        ? ownerStayRefusal.window(settings.windowMonths, lastCheckIn)
        : nights > nightsLeft
          ? ownerStayRefusal.allowance(nightsLeft, year)
          : peakNights > peakLeft
            ? ownerStayRefusal.peak(peakNights, peakLeft, year)
            : taken
              ? ownerStayRefusal.unavailable()
              : null;
  return {
    villa,
    settings,
    quote: {
      villa: villaOf(villa),
      check_in: request.checkIn,
      check_out: request.checkOut,
      adults: request.adults,
      children: request.children,
      nights,
      peak_nights: peakNights,
      year,
      nights_per_year: settings.nightsPerYear,
      nights_left_before: nightsLeft,
      nights_left_after: nights <= nightsLeft ? nightsLeft - nights : null,
      peak_nights_per_year: settings.peakNightsPerYear,
      peak_nights_left_before: peakLeft,
      peak_nights_left_after: peakNights <= peakLeft ? peakLeft - peakNights : null,
      window_months: settings.windowMonths,
      last_check_in: lastCheckIn,
      housekeeping_fee: settings.housekeepingFee,
      available: taken === null,
      ok: refusal === null,
      refusal,
    },
  };
}

/** GET /api/owner-stays/quote: the stay against the owner's nights, window, peak nights and dues (reserves nothing). */
export async function quoteOwnerStay(
  deps: Pick<OwnerStaysDeps, "db">,
  userId: string,
  request: OwnerStayRequest,
  options: { today?: string; language?: Language } = {},
): Promise<OwnerStayQuote> {
  const { quote } = await weigh(deps.db, userId, request, {
    today: options.today ?? clubToday(),
    language: options.language ?? DEFAULT_LANGUAGE,
  });
  return quote;
}

const recordOf = (row: typeof bookings.$inferSelect, villa: ReturnType<typeof villaOf>): OwnerStayRecord => ({
  id: row.id,
  reference: row.reference,
  villa,
  check_in: row.checkIn,
  check_out: row.checkOut,
  nights: row.nights,
  peak_nights: row.peakNights,
  adults: row.adults,
  children: row.children,
  status: row.status,
  housekeeping_fee: row.housekeepingFee,
});

/** What booking answers: the stay booked, or the quote whose rule refused it. */
export type OwnerStayOutcome = { booked: OwnerStayBooked; refused?: undefined } | { refused: OwnerStayQuote };

/**
 * POST /api/owner-stays: the stay weighed again under the villa's row lock (its expired holds released first), then
 * stored confirmed as a booking of kind `owner` — no room charge, the housekeeping fee its total, paid at the property,
 * its peak nights kept — with the next VWC-B reference; the key of `villa_nights` has the last word on its nights. The
 * audit row and the owner's mail (in their language, with the stay's calendar entry) in the same transaction.
 * Answers the refusing quote instead when a rule refuses it.
 */
export async function bookOwnerStay(
  deps: OwnerStaysDeps,
  actor: { id: string; ip?: string | null },
  request: OwnerStayRequest,
  today = clubToday(),
): Promise<OwnerStayOutcome> {
  return deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, actor.id));
    const language = member?.language ?? DEFAULT_LANGUAGE;
    // the owner's villa (403 before any lock for a member who owns none)
    const villa = villaFor(await ownedVillaRows(tx, actor.id, language), request.propertyId);
    await lockVilla(tx, villa.id);
    await releaseExpiredHolds(tx, villa.id);
    const settings = await ownerStaySettingsOf(tx);
    const { quote } = await weigh(tx, actor.id, { ...request, propertyId: villa.id }, { today, language, settings });
    if (!quote.ok) return { refused: quote };
    const fee = settings.housekeepingFee;
    const [row] = await takingNights(() =>
      tx
        .insert(bookings)
        .values({
          reference: nextBookingReference(),
          userId: actor.id,
          propertyId: villa.id,
          checkIn: request.checkIn,
          checkOut: request.checkOut,
          adults: request.adults,
          children: request.children,
          status: "confirmed",
          kind: "owner",
          guest: { bookingFor: "myself", email: member?.email ?? "" },
          nights: quote.nights,
          pricePerNight: 0,
          nightPrices: Array.from({ length: quote.nights }, () => 0),
          roomCharges: 0,
          taxes: 0,
          total: fee,
          housekeepingFee: fee,
          peakNights: quote.peak_nights,
          paymentMethod: "cod",
        })
        .returning(),
    );
    const booked: OwnerStayBooked = {
      ...recordOf(row, quote.villa),
      year: quote.year,
      nights_left: quote.nights_left_after ?? 0,
      peak_nights_left: quote.peak_nights_left_after ?? 0,
    };
    await recordAudit(tx, {
      actor: { id: actor.id, role: "member", ip: actor.ip ?? null },
      action: "owner-stay.booked",
      memberId: actor.id,
      subjectId: row.id,
      detail: {
        reference: row.reference,
        propertyId: villa.id,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        nights: row.nights,
        peakNights: row.peakNights,
        housekeepingFee: fee,
        nightsLeft: booked.nights_left,
      },
    });
    if (member) {
      const words = OWNER_STAY_MAIL_TEXT[language];
      const about = {
        villa: villa.villaNumber ? `${villa.name} (${villa.villaNumber})` : villa.name,
        reference: row.reference,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        nights: row.nights,
        fee,
        nightsLeft: booked.nights_left,
        year: quote.year,
      };
      await deps.mail.send(
        tx,
        noticeMail({
          to: member.email,
          name: member.name,
          language,
          subject: words.booked.subject(about),
          paragraphs: [words.booked.lead(about), words.booked.fee(about), words.booked.left(about)],
          link: { label: words.portal, url: new URL("/dashboard", deps.publicUrl).toString() },
          publicUrl: deps.publicUrl,
          summary: `owner stay ${row.reference} booked`,
          attachments: [
            stayIcsAttachment({
              id: row.id,
              reference: row.reference,
              checkIn: row.checkIn,
              checkOut: row.checkOut,
              villaName: villa.name,
              location: villa.location,
              guestName: member.name,
            }),
          ],
        }),
      );
    }
    return { booked };
  });
}

/**
 * GET /api/owner-stays: the owner's nights this year in each villa they own, the club's rules, the owner stays to come
 * (the next first) and whether owner stays are held by dues overdue. A member who owns no villa: `owner` false.
 */
export async function ownerStaysOverview(
  deps: Pick<OwnerStaysDeps, "db">,
  userId: string,
  options: { today?: string; language?: Language } = {},
): Promise<OwnerStaysOverview> {
  const { db } = deps;
  const today = options.today ?? clubToday();
  const language = options.language ?? DEFAULT_LANGUAGE;
  const year = yearOf(today);
  const [villas, settings] = await Promise.all([ownedVillaRows(db, userId, language), ownerStaySettingsOf(db)]);
  const rules = {
    year,
    nights_per_year: settings.nightsPerYear,
    peak_nights_per_year: settings.peakNightsPerYear,
    window_months: settings.windowMonths,
    last_check_in: addClubMonths(today, settings.windowMonths),
    housekeeping_fee: settings.housekeepingFee,
    today,
  };
  if (villas.length === 0) return { owner: false, ...rules, villas: [], upcoming: [], held: false };
  const [allowances, upcoming, dues] = await Promise.all([
    Promise.all(
      villas.map(async (villa) => {
        const used = await usedIn(db, userId, villa.id, year);
        return {
          villa: villaOf(villa),
          nights_used: used.nights,
          nights_left: Math.max(0, settings.nightsPerYear - used.nights),
          peak_nights_used: used.peak,
          peak_nights_left: Math.max(0, settings.peakNightsPerYear - used.peak),
        };
      }),
    ),
    db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.kind, "owner"),
          eq(bookings.userId, userId),
          inArray(bookings.status, ["confirmed", "checked-in"]),
          sql`coalesce(${bookings.departedOn}, ${bookings.checkOut}) > ${today}`,
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.reference)),
    duesStanding(db, userId, { today }),
  ]);
  const named = new Map(villas.map((v) => [v.id, villaOf(v)]));
  return {
    owner: true,
    ...rules,
    villas: allowances,
    upcoming: upcoming.flatMap((row) => {
      const villa = named.get(row.propertyId);
      return villa ? [recordOf(row, villa)] : [];
    }),
    held: dues.status === "overdue",
  };
}

/** The office's list at /admin/owner-stays: the owner stays not yet over (at most `limit`), the next first. */
export async function upcomingOwnerStays(db: Db, limit = 50, today = clubToday()) {
  const rows = await db
    .select({
      booking: bookings,
      member: { id: users.id, name: users.name },
      villa: {
        id: properties.id,
        name: properties.name,
        villaNumber: properties.villaNumber,
        location: properties.location,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.kind, "owner"),
        inArray(bookings.status, ["confirmed", "checked-in"]),
        sql`coalesce(${bookings.departedOn}, ${bookings.checkOut}) > ${today}`,
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.reference))
    .limit(limit);
  return rows.map(({ booking, member, villa }) => ({ ...recordOf(booking, villaOf(villa)), member }));
}

/** Owner stays: the owner's quote, booking and overview; the office's settings and the owner stays to come. */
export function createOwnerStaysService(deps: OwnerStaysDeps) {
  return {
    quote: withDeps(deps, quoteOwnerStay),
    book: (actor: { id: string; ip?: string | null }, request: OwnerStayRequest) => bookOwnerStay(deps, actor, request),
    overview: withDeps(deps, ownerStaysOverview),
    settings: async () => settingsRecord(await ownerStaySettingsOf(deps.db)),
    upcoming: () => upcomingOwnerStays(deps.db),
    saveSettings: (actor: AuditActor, input: Parameters<typeof saveOwnerStaySettings>[2]) =>
      saveOwnerStaySettings(deps, actor, input),
  };
}

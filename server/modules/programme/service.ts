import { and, asc, count, eq, exists, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { clubIsoMoment } from "../../../common/club-time.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import { clubLocation } from "../../../common/locations.ts";
import {
  ONLINE,
  PROGRAMME_HOLD_MINUTES,
  REGISTRATION_PREFIX,
  programmeMessages as m,
  type ProgrammeKind,
  type RegistrationStatus,
} from "../../../common/programme.ts";
import type {
  ProgrammeItemRecord,
  ProgrammeList,
  ProgrammeQuery,
  RegistrationInput,
  RegistrationRecord,
} from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  programmeItems,
  programmeReferenceSeq,
  programmeRegistrations,
  programmeSessions,
  programmeTickets,
  users,
} from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit } from "../audit/service.ts";
import { membershipYearOn } from "../membership/ledger.ts";
import type { OrderAnswer } from "../payments/razorpay-service.ts";
import type { ProgrammeDeps } from "./deps.ts";
import { registrationInvoicePath, registrationToken } from "./links.ts";
import { cancelRegistration, registrationForBooker, registrationInvoice } from "./changes.ts";
import { releaseExpiredRegistrations } from "./holds.ts";
import { giveBackSeats, takeSeats } from "./seats.ts";
import { queueConfirmation } from "./mail.ts";
import {
  cancelUntil,
  itemRecordOf,
  registrationRecords,
  sessionRecordOf,
  sessionsOf,
  type ItemRow,
} from "./records.ts";
import { sendProgrammeReminders } from "./reminders.ts";
import { claimOffer, expireOffers, offerFreedPlaces } from "./waitlist.ts";
import { joinWaitlist, leaveWaitlist, waitlistView } from "./waitlist-service.ts";

/**
 * The programme's public side (decision 050): the published, upcoming events, retreats and courses with their places
 * left, and booking places — free ones confirmed at once, paid ones held 15 minutes while the booker pays through
 * Razorpay (an order for the amount computed here). Places are taken by one conditional UPDATE of the item's
 * `seats_taken` in the booking's transaction, so the database decides who gets the last one.
 */

export type { ProgrammeDeps };

/** A booking stores what a person types: bounded per client address, as pledges are. */
export const REGISTRATION_RATE: RateRule = {
  name: "programme:address",
  limit: 20,
  windowSeconds: 3600,
  message: m.tooMany,
};

/** An item still to come: one of its sessions has not ended. */
const upcoming = (now: Date) =>
  exists(
    sql`(select 1 from ${programmeSessions} where ${programmeSessions.itemId} = ${programmeItems.id} and ${programmeSessions.endsAt} > ${now})`,
  );

/** The filter's location: a location's search value (or name), or `online`; 400 for another. */
function locationFilter(value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  if (value === ONLINE) return isNull(programmeItems.location);
  const location = clubLocation(value);
  if (!location) throw badRequest(m.location);
  return eq(programmeItems.location, location.name);
}

/**
 * GET /api/events: the published items still to come, the soonest first; by kind, location (`online` for those
 * given online) and month (`yyyy-mm`: an item with a session in it).
 */
export async function listProgramme(db: Db, query: ProgrammeQuery, now = new Date()): Promise<ProgrammeList> {
  const where = and(
    eq(programmeItems.published, true),
    isNull(programmeItems.cancelledAt),
    upcoming(now),
    query.kind ? eq(programmeItems.kind, query.kind) : undefined,
    locationFilter(query.location),
    query.month
      ? exists(
          sql`(select 1 from ${programmeSessions} where ${programmeSessions.itemId} = ${programmeItems.id} and ${programmeSessions.day} like ${`${query.month}-%`})`,
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(programmeItems).where(where);
  const next = sql`(select min(${programmeSessions.startsAt}) from ${programmeSessions} where ${programmeSessions.itemId} = ${programmeItems.id} and ${programmeSessions.endsAt} > ${now})`;
  const rows = await db
    .select()
    .from(programmeItems)
    .where(where)
    .orderBy(asc(next), asc(programmeItems.title), asc(programmeItems.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const sessions = await sessionsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => itemRecordOf(row, sessions.get(row.id) ?? [])),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

async function publishedItem(db: Db | Tx, slug: string): Promise<ItemRow> {
  const [item] = await db
    .select()
    .from(programmeItems)
    .where(and(eq(programmeItems.slug, slug.trim().toLowerCase()), eq(programmeItems.published, true)))
    .limit(1);
  if (!item) throw new AppError(404, m.itemNotFound);
  return item;
}

/** GET /api/events/{slug}: a published item with its sessions and places left (404 for none or one not published). */
export async function getProgrammeItem(db: Db, slug: string): Promise<ProgrammeItemRecord> {
  const item = await publishedItem(db, slug);
  const sessions = await sessionsOf(db, [item.id]);
  return itemRecordOf(item, sessions.get(item.id) ?? []);
}

/** Who books: a signed-in member, or a visitor (their details in the body); the language of their mails. */
export interface Booker {
  member?: { id: string; email: string; name: string } | null;
  language?: Language;
  ip?: string;
  /** Booking an offer of the waiting list (its signed link): its places are already the holder's. */
  offerToken?: string;
}

/** The next registration reference, VWC-E-<year>-<n>, from a sequence in the INSERT. */
const nextReference = () =>
  sql<string>`${REGISTRATION_PREFIX} || '-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || nextval(${programmeReferenceSeq.seqName!}::regclass)`;

/**
 * POST /api/events/{slug}/registrations. Checks who may book (a members-only item refuses a visitor, 403; a Full
 * Members' item a member without a year covering its first day), prices the places here (a Full Member's own place
 * free where the item says so), takes the places (409 when fewer are left) and stores the registration with a ticket
 * per attendee. Free: confirmed, its confirmation queued. Paid: held 15 minutes with a Razorpay order for the amount.
 */
export async function registerForItem(
  deps: ProgrammeDeps,
  slug: string,
  input: RegistrationInput,
  booker: Booker = {},
  now = new Date(),
): Promise<RegistrationRecord> {
  const member = booker.member ?? null;
  if (!member && booker.ip && !booker.offerToken) await hitRateLimit(deps.db, REGISTRATION_RATE, booker.ip);
  // a visitor booking an offer is the person the offer was mailed to
  let contact = member
    ? { name: member.name, email: member.email, phone: input.booker?.phone ?? null }
    : input.booker?.name && input.booker.email && input.booker.phone
      ? { name: input.booker.name, email: input.booker.email, phone: input.booker.phone }
      : null;
  if (!contact && !booker.offerToken) throw badRequest(m.bookerRequired);
  const language = member
    ? ((await deps.db.select({ language: users.language }).from(users).where(eq(users.id, member.id)))[0]?.language ??
      DEFAULT_LANGUAGE)
    : (booker.language ?? DEFAULT_LANGUAGE);

  const record = await deps.db.transaction(async (tx) => {
    const offer = booker.offerToken ? await claimOffer(deps, tx, booker.offerToken, input, now) : null;
    if (offer && !contact)
      contact = {
        name: input.booker?.name ?? offer.entry.name,
        email: offer.entry.email,
        phone: input.booker?.phone ?? null,
      };
    if (!contact) throw badRequest(m.bookerRequired);
    const item = offer ? offer.item : await publishedItem(tx, slug);
    if (item.cancelledAt) throw new AppError(409, m.itemCancelled);
    const [first] = await tx
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, item.id))
      .orderBy(asc(programmeSessions.startsAt))
      .limit(1);
    if (!first) throw new AppError(409, m.notBookable);
    if (first.startsAt <= now) throw new AppError(409, m.alreadyStarted);

    const fullMember = member ? !!(await membershipYearOn(tx, member.id, first.day)) : false;
    if (item.whoMayBook !== "anyone" && !member) throw new AppError(403, m.membersOnly);
    if (item.whoMayBook === "full-members" && !fullMember) throw new AppError(403, m.fullMembersOnly);

    const seats = input.attendees.length;
    const freeSeats = member && input.includes_me && item.fullMembersFree && fullMember && item.price > 0 ? 1 : 0;
    const amount = item.price * (seats - freeSeats);
    if (amount > 0 && !deps.onlinePayment.available()) throw new AppError(503, m.onlinePaymentUnavailable);

    if (offer) {
      // the offer's places are the holder's already; those they do not name go to the next in line
      if (offer.entry.seats > seats) {
        await giveBackSeats(tx, item.id, offer.entry.seats - seats);
        await offerFreedPlaces(deps, tx, item.id, now);
      }
    } else {
      await releaseExpiredRegistrations(deps, tx, now, item.id);
      await expireOffers(deps, tx, now, item.id);
    }
    if (!offer && !(await takeSeats(tx, item.id, seats))) {
      const [current] = await tx
        .select({ capacity: programmeItems.capacity, taken: programmeItems.seatsTaken })
        .from(programmeItems)
        .where(eq(programmeItems.id, item.id));
      throw new AppError(409, m.seatsLeft(Math.max(0, current.capacity - current.taken)));
    }

    const held = amount > 0;
    const [registration] = await tx
      .insert(programmeRegistrations)
      .values({
        reference: nextReference(),
        itemId: item.id,
        userId: member?.id ?? null,
        bookerName: contact.name,
        bookerEmail: contact.email,
        bookerPhone: contact.phone,
        language,
        seats,
        status: held ? "held" : "confirmed",
        pricePerSeat: item.price,
        freeSeats,
        amount,
        holdExpiresAt: held ? new Date(now.getTime() + PROGRAMME_HOLD_MINUTES * 60_000) : null,
        waitlistId: offer?.entry.id ?? null,
        createdAt: now,
      })
      .returning();
    const tickets = await tx
      .insert(programmeTickets)
      .values(
        input.attendees.map((attendee, i) => ({
          registrationId: registration.id,
          reference: `${registration.reference}-${i + 1}`,
          position: i + 1,
          name: attendee.name,
          email: attendee.email ?? (i === 0 && member && input.includes_me ? member.email : null),
          free: i < freeSeats,
        })),
      )
      .returning();

    let payment: OrderAnswer | null = null;
    if (held) {
      payment = await deps.onlinePayment.placeOrder(tx, {
        purpose: "programme",
        userId: member?.id ?? null,
        amount: amount * 100,
        currency: "INR",
        receipt: registration.reference,
        description: `${item.title}: ${seats} ${seats === 1 ? "place" : "places"} (${registration.reference})`,
        programmeRegistrationId: registration.id,
        now,
      });
      await recordAudit(tx, {
        actor: member ? { id: member.id, role: "member", ip: booker.ip } : null,
        action: "payment.razorpay.order-created",
        memberId: member?.id ?? null,
        subjectId: registration.id,
        detail: { purpose: "programme", reference: registration.reference, orderId: payment.order_id, amount, seats },
      });
    } else {
      await queueConfirmation(deps, tx, registration.id);
    }
    if (freeSeats > 0) {
      // a Full Member's benefit is money not charged: recorded beside the registration
      await recordAudit(tx, {
        actor: { id: member!.id, role: "member", ip: booker.ip },
        action: "programme.full-member-free-place",
        memberId: member!.id,
        subjectId: registration.id,
        detail: { reference: registration.reference, item: item.slug, price: item.price },
      });
    }
    const sessions = await sessionsOf(tx, [item.id]);
    const itemSessions = sessions.get(item.id) ?? [];
    return {
      reference: registration.reference,
      status: registration.status as RegistrationStatus,
      item: {
        slug: item.slug,
        title: item.title,
        kind: item.kind as ProgrammeKind,
        hi: item.titleHi ? { title: item.titleHi } : {},
      },
      sessions: itemSessions.map(sessionRecordOf),
      seats,
      amount,
      tickets: tickets.map((t) => ({ reference: t.reference, name: t.name, email: t.email, free: t.free })),
      hold_expires_at: registration.holdExpiresAt ? clubIsoMoment(registration.holdExpiresAt) : null,
      payment: payment
        ? {
            order_id: payment.order_id,
            key_id: payment.key_id,
            amount: payment.amount,
            currency: payment.currency,
            checkout_url: payment.checkout_url,
            description: payment.description,
          }
        : null,
      cancel_until: cancelUntil(item, itemSessions),
      cancelled_at: null,
      invoice_number: null,
      invoice_url: null,
      created_at: clubIsoMoment(registration.createdAt),
    };
  });
  // the places taken show on the item's page and the lists at once, not at the page cache's next look
  deps.villasChanged?.();
  return record;
}

/**
 * A member's own registrations (the portal's Bookings tab): confirmed ones and those being paid, newest first; an
 * expired hold is left out.
 */
export function memberRegistrations(db: Db, userId: string): Promise<RegistrationRecord[]> {
  return registrationRecords(
    db,
    and(eq(programmeRegistrations.userId, userId), inArray(programmeRegistrations.status, ["held", "confirmed"]))!,
  );
}

/** A registration by the Razorpay order that paid it (the answer of a payment's verification). */
export async function registrationOfOrder(db: Db, registrationId: string): Promise<RegistrationRecord> {
  const [record] = await registrationRecords(db, eq(programmeRegistrations.id, registrationId));
  if (!record) throw new AppError(404, m.registrationNotFound);
  return record;
}

/** A rate for payments verified without an account, per address (as a gift's). */
export const PAYMENT_RATE: RateRule = {
  name: "programme-payment:address",
  limit: 30,
  windowSeconds: 3600,
  message: m.tooMany,
};

/**
 * POST /api/events/payments/verify: the payment Razorpay Checkout handed the page, for places held (a visitor's or a
 * member's; no sign-in). The signature is checked against the stored order, the registration confirmed once (the
 * webhook may have done it first) and its confirmation queued; answers the registration as it now is.
 */
export async function verifyRegistrationPayment(
  deps: ProgrammeDeps,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ip?: string,
): Promise<RegistrationRecord> {
  if (ip) await hitRateLimit(deps.db, PAYMENT_RATE, ip);
  const outcome = await deps.onlinePayment.verify({ visitor: true, ip }, input);
  if (!outcome.registration) throw new AppError(404, m.registrationNotFound);
  const record = await registrationOfOrder(deps.db, outcome.registration.id);
  // the payment proves its booker: a visitor downloads the invoice by its signed address
  return record.invoice_url
    ? { ...record, invoice_url: registrationInvoicePath(record.reference, registrationToken(deps, record.reference)) }
    : record;
}

/**
 * The programme's upkeep in the process, beside the stays': every minute, places held past their 15 minutes are given
 * back and offers of the waiting list that ran out pass to the next in line (each freed place offered to the list).
 * Refunds through Razorpay that failed are retried by the stays' upkeep (every refund's). `stop()` ends the timer and
 * waits for a run in progress.
 */
export function scheduleProgrammeUpkeep(
  deps: Pick<ProgrammeDeps, "db" | "logError" | "mail" | "publicUrl" | "feedSecret">,
  everyMs = 60_000,
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => releaseExpiredHolds(deps))
      .catch((error: unknown) => deps.logError("The programme's upkeep failed", error));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Gives back the places of registrations held while paid whose hold ran out, and of offers of the waiting list that
 * ran out, at `now` (every item's), offering them to the waiting list. Answers how many holds and offers ended.
 */
export const releaseExpiredHolds = (
  deps: Pick<ProgrammeDeps, "db" | "mail" | "publicUrl" | "feedSecret">,
  now = new Date(),
) =>
  deps.db.transaction(
    async (tx) => (await releaseExpiredRegistrations(deps, tx, now)) + (await expireOffers(deps, tx, now)),
  );

/** The programme's public side: the list and an item, a booking, a member's own registrations, holds and reminders. */
export function createProgrammeService(deps: ProgrammeDeps) {
  return {
    list: (query: ProgrammeQuery, now?: Date) => listProgramme(deps.db, query, now),
    get: (slug: string) => getProgrammeItem(deps.db, slug),
    register: withDeps(deps, registerForItem),
    verifyPayment: withDeps(deps, verifyRegistrationPayment),
    mine: (userId: string) => memberRegistrations(deps.db, userId),
    registrationOf: (registrationId: string) => registrationOfOrder(deps.db, registrationId),
    releaseExpiredHolds: (now?: Date) => releaseExpiredHolds(deps, now),
    joinWaitlist: withDeps(deps, joinWaitlist),
    waitlist: withDeps(deps, waitlistView),
    leaveWaitlist: withDeps(deps, leaveWaitlist),
    /** Books the places an offer of the waiting list keeps, through its signed link (as `register` otherwise). */
    bookOffer: (token: string, input: RegistrationInput, booker: Booker = {}, now?: Date) =>
      registerForItem(deps, "", input, { ...booker, offerToken: token }, now),
    registration: withDeps(deps, registrationForBooker),
    cancel: withDeps(deps, cancelRegistration),
    /** A registration's invoice (PDF) for its booker: the signed-in owner, or by the confirmation's signed link. */
    invoice: withDeps(deps, registrationInvoice),
    scheduleUpkeep: () => scheduleProgrammeUpkeep(deps),
    sendReminders: (day: string) => sendProgrammeReminders(deps, day),
  };
}

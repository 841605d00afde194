import { and, asc, count, eq, inArray, lte, or, sql } from "drizzle-orm";
import { clubIsoMoment } from "../../../common/club-time.ts";
import type { Language } from "../../../common/language.ts";
import { programmeMessages as m, type ProgrammeKind, type WaitlistStatus } from "../../../common/programme.ts";
import type { RegistrationInput, WaitlistRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions, programmeWaitlist } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { MAIL_FORMAT, mailLanguage } from "../../platform/mail-text.ts";
import { recordAudit } from "../audit/service.ts";
import { giveBackSeats, takeSeats } from "./seats.ts";
import { waitlistOfferHours } from "./settings.ts";
import { readWaitlistToken, waitlistUrl, type LinkDeps } from "./links.ts";
import { titleIn } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";

/**
 * The waiting list of a full item (decision 050). People join when no places are left (409 while some are); when
 * places free up — a cancellation, a hold that ran out, more capacity, an offer not taken — the first in line is
 * offered them by mail: the places are taken for them in the item's seats_taken (so nobody else gets them) for
 * the hours the programme's settings say (one day by default), booked through the offer's signed link, or, unclaimed, passed to the next by the programme's
 * upkeep. First come, first served: someone asking for more places than are free waits, and so do those behind them.
 */

export interface WaitlistDeps extends LinkDeps {
  mail: MailQueue;
}

type EntryRow = typeof programmeWaitlist.$inferSelect;
type ItemRow = typeof programmeItems.$inferSelect;

/** An entry's place in line among those waiting or offered (1: next); null once it is out of the line. */
async function positionOf(db: Db | Tx, entry: EntryRow): Promise<number | null> {
  if (entry.status !== "waiting" && entry.status !== "offered") return null;
  const [{ ahead }] = await db
    .select({ ahead: count() })
    .from(programmeWaitlist)
    .where(
      and(
        eq(programmeWaitlist.itemId, entry.itemId),
        inArray(programmeWaitlist.status, ["waiting", "offered"]),
        or(
          sql`${programmeWaitlist.createdAt} < ${entry.createdAt}`,
          and(eq(programmeWaitlist.createdAt, entry.createdAt), sql`${programmeWaitlist.id} < ${entry.id}`),
        ),
      ),
    );
  return ahead + 1;
}

export async function recordOf(db: Db | Tx, entry: EntryRow, item: ItemRow): Promise<WaitlistRecord> {
  const [booked] =
    entry.status === "booked"
      ? await db
          .select({ reference: programmeRegistrations.reference })
          .from(programmeRegistrations)
          .where(eq(programmeRegistrations.waitlistId, entry.id))
          .limit(1)
      : [];
  return {
    item: { slug: item.slug, title: item.title, kind: item.kind as ProgrammeKind },
    name: entry.name,
    email: entry.email,
    seats: entry.seats,
    status: entry.status as WaitlistStatus,
    position: await positionOf(db, entry),
    offer_expires_at: entry.status === "offered" && entry.offerExpiresAt ? clubIsoMoment(entry.offerExpiresAt) : null,
    registration: booked?.reference ?? null,
    created_at: clubIsoMoment(entry.createdAt),
  };
}

/** A moment as the mails write it: its club day written out and its time (India time). */
const mailMoment = (language: Language, at: Date) => {
  const iso = clubIsoMoment(at);
  return `${MAIL_FORMAT[language].day(iso.slice(0, 10))}, ${iso.slice(11, 16)}`;
};

/**
 * Offers the item's free places to the waiting list, first in line first, in the caller's transaction (under the
 * item's row lock): each offer takes its places and mails its holder the signed link. Stops at someone asking for
 * more places than are free, and for an item cancelled or begun. Answers how many were offered.
 */
export async function offerFreedPlaces(deps: WaitlistDeps, tx: Tx, itemId: string, now: Date): Promise<number> {
  const [item] = await tx.select().from(programmeItems).where(eq(programmeItems.id, itemId)).for("update");
  if (!item || item.cancelledAt) return 0;
  const [first] = await tx
    .select({ startsAt: programmeSessions.startsAt })
    .from(programmeSessions)
    .where(eq(programmeSessions.itemId, itemId))
    .orderBy(asc(programmeSessions.startsAt))
    .limit(1);
  if (!first || first.startsAt <= now) return 0;
  let offered = 0;
  // the hours an offer keeps its places, as the office set them (programme settings)
  const hours = await waitlistOfferHours(tx);
  for (;;) {
    const [next] = await tx
      .select()
      .from(programmeWaitlist)
      .where(and(eq(programmeWaitlist.itemId, itemId), eq(programmeWaitlist.status, "waiting")))
      .orderBy(asc(programmeWaitlist.createdAt), asc(programmeWaitlist.id))
      .limit(1)
      .for("update");
    if (!next || !(await takeSeats(tx, itemId, next.seats))) break;
    const expires = new Date(now.getTime() + hours * 3_600_000);
    const [entry] = await tx
      .update(programmeWaitlist)
      .set({ status: "offered", offeredAt: now, offerExpiresAt: expires })
      .where(eq(programmeWaitlist.id, next.id))
      .returning();
    await recordAudit(tx, {
      actor: null,
      action: "programme.waitlist-offered",
      memberId: entry.userId,
      subjectId: entry.id,
      detail: { item: item.slug, email: entry.email, seats: entry.seats, until: clubIsoMoment(expires) },
    });
    const language = mailLanguage(entry.language);
    const words = PROGRAMME_MAIL_TEXT[language].waitlist;
    const title = titleIn(item, language);
    await deps.mail.send(
      tx,
      noticeMail({
        to: entry.email,
        name: entry.name,
        language,
        subject: words.offerSubject(title),
        paragraphs: [words.offer(title, entry.seats, mailMoment(language, expires)), words.offerHow],
        link: { label: words.offerLink, url: waitlistUrl(deps, entry.id) },
        publicUrl: deps.publicUrl,
        summary: `programme waiting list offer for ${item.slug}`,
      }),
    );
    offered += 1;
  }
  return offered;
}

/**
 * Offers that ran out unclaimed (at `now`) lapse: their holder is mailed (in their language) that the places passed
 * on, the places are given back and offered to the next in line (an item's, or every item's for the upkeep). Rows locked by someone booking the offer this moment are left to them.
 */
export async function expireOffers(deps: WaitlistDeps, tx: Tx, now: Date, itemId?: string): Promise<number> {
  const lapsed = await tx
    .select()
    .from(programmeWaitlist)
    .where(
      and(
        eq(programmeWaitlist.status, "offered"),
        lte(programmeWaitlist.offerExpiresAt, now),
        itemId ? eq(programmeWaitlist.itemId, itemId) : undefined,
      ),
    )
    .for("update", { skipLocked: true });
  for (const entry of lapsed) {
    await tx.update(programmeWaitlist).set({ status: "lapsed" }).where(eq(programmeWaitlist.id, entry.id));
    await giveBackSeats(tx, entry.itemId, entry.seats);
    const [item] = await tx.select().from(programmeItems).where(eq(programmeItems.id, entry.itemId));
    // the holder is told, in their language, that the places passed on and how to come back
    const language = mailLanguage(entry.language);
    const words = PROGRAMME_MAIL_TEXT[language].waitlist;
    const title = titleIn(item, language);
    await deps.mail.send(
      tx,
      noticeMail({
        to: entry.email,
        name: entry.name,
        language,
        subject: words.lapsedSubject(title),
        paragraphs: [words.lapsed(title, entry.seats), words.lapsedAgain],
        link: { label: words.lapsedLink, url: `${deps.publicUrl.replace(/\/$/, "")}/events/${item.slug}` },
        publicUrl: deps.publicUrl,
        summary: `programme waiting list offer lapsed for ${item.slug}`,
      }),
    );
    await recordAudit(tx, {
      actor: null,
      action: "programme.waitlist-lapsed",
      memberId: entry.userId,
      subjectId: entry.id,
      detail: { email: entry.email, seats: entry.seats },
    });
  }
  for (const id of new Set(lapsed.map((e) => e.itemId))) await offerFreedPlaces(deps, tx, id, now);
  return lapsed.length;
}

/** The programme's upkeep of the waiting lists: offers run out passed to the next (every item's). */
export const expireWaitlistOffers = (deps: WaitlistDeps & { db: Db }, now = new Date()) =>
  deps.db.transaction((tx) => expireOffers(deps, tx, now));

/** The entry a signed link names, with its item; 404 for a link not signed by the club or an entry gone. */
export async function entryOfToken(deps: Pick<WaitlistDeps, "feedSecret">, db: Db | Tx, token: string, lock = false) {
  const id = readWaitlistToken(deps, token);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError(404, m.waitlistLinkInvalid);
  const query = db
    .select({ entry: programmeWaitlist, item: programmeItems })
    .from(programmeWaitlist)
    .innerJoin(programmeItems, eq(programmeItems.id, programmeWaitlist.itemId))
    .where(eq(programmeWaitlist.id, id));
  const [found] = lock ? await query.for("update", { of: programmeWaitlist }) : await query;
  if (!found) throw new AppError(404, m.waitlistLinkInvalid);
  return found;
}

/**
 * The offer a signed link names, checked and locked for booking in the caller's transaction: 409 when it is not (or
 * no longer) an offer, 400 for more attendees than the places it keeps.
 */
export async function claimOffer(
  deps: Pick<WaitlistDeps, "feedSecret">,
  tx: Tx,
  token: string,
  input: RegistrationInput,
  now: Date,
) {
  const { entry, item } = await entryOfToken(deps, tx, token, true);
  if (entry.status === "waiting") throw new AppError(409, m.waitlistNoOffer);
  if (entry.status === "lapsed" || (entry.status === "offered" && entry.offerExpiresAt! <= now))
    throw new AppError(409, m.waitlistOfferLapsed);
  if (entry.status !== "offered") throw new AppError(409, m.waitlistNotWaiting);
  if (input.attendees.length > entry.seats) throw badRequest(m.waitlistTooMany(entry.seats));
  await tx.update(programmeWaitlist).set({ status: "booked" }).where(eq(programmeWaitlist.id, entry.id));
  return { entry, item };
}

/** An item cancelled by the office: everyone waiting or offered is told, in the cancellation's transaction. */
export async function closeWaitlist(deps: WaitlistDeps, tx: Tx, item: ItemRow): Promise<number> {
  const open = await tx
    .update(programmeWaitlist)
    .set({ status: "cancelled" })
    .where(and(eq(programmeWaitlist.itemId, item.id), inArray(programmeWaitlist.status, ["waiting", "offered"])))
    .returning();
  for (const entry of open) {
    const language = mailLanguage(entry.language);
    const words = PROGRAMME_MAIL_TEXT[language].waitlist;
    const title = titleIn(item, language);
    await deps.mail.send(
      tx,
      noticeMail({
        to: entry.email,
        name: entry.name,
        language,
        subject: words.cancelledSubject(title),
        paragraphs: [words.cancelled(title)],
        reason: item.cancelReason ?? undefined,
        publicUrl: deps.publicUrl,
        summary: `programme waiting list closed: ${item.slug}`,
      }),
    );
  }
  return open.length;
}

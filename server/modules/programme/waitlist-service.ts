import { and, asc, eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import { programmeMessages as m } from "../../../common/programme.ts";
import type { WaitlistInput, WaitlistRecord } from "../../../common/programme-schemas.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { programmeItems, programmeSessions, programmeWaitlist, users } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { recordAudit } from "../audit/service.ts";
import { membershipYearOn } from "../membership/ledger.ts";
import type { ProgrammeDeps } from "./deps.ts";
import { releaseExpiredRegistrations } from "./holds.ts";
import { waitlistUrl } from "./links.ts";
import { titleIn } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { giveBackSeats } from "./seats.ts";
import { entryOfToken, expireOffers, offerFreedPlaces, recordOf } from "./waitlist.ts";

/**
 * The waiting list's public side (decision 050): joining a full item, the holder's page by its signed link, and
 * leaving the line by it. The offers themselves are waitlist.ts's.
 */

/** Joining stores what a person types: bounded per client address, as bookings are. */
export const WAITLIST_RATE: RateRule = {
  name: "programme-waitlist:address",
  limit: 20,
  windowSeconds: 3600,
  message: m.tooMany,
};

/** Who joins the waiting list: a signed-in member or a visitor, and the language of their mails. */
export interface WaitlistJoiner {
  member?: { id: string; email: string; name: string } | null;
  language?: Language;
  ip?: string;
}

/**
 * POST /api/events/{slug}/waitlist: a place in line for `seats` places at a full item. 409 while enough places are
 * free (book them instead), for an address already in line, an item cancelled or begun; 403 as booking is (who may
 * book). The holder is mailed their place with the signed link to leave. Answers the place with its position.
 */
export async function joinWaitlist(
  deps: ProgrammeDeps,
  slug: string,
  input: WaitlistInput,
  joiner: WaitlistJoiner = {},
  now = new Date(),
): Promise<WaitlistRecord> {
  const member = joiner.member ?? null;
  const name = input.name ?? member?.name;
  const email = input.email ?? member?.email;
  if (!name || !email) throw badRequest(m.waitlistDetails);
  if (!member && joiner.ip) await hitRateLimit(deps.db, WAITLIST_RATE, joiner.ip);
  const language = member
    ? ((await deps.db.select({ language: users.language }).from(users).where(eq(users.id, member.id)))[0]?.language ??
      DEFAULT_LANGUAGE)
    : (joiner.language ?? DEFAULT_LANGUAGE);
  try {
    return await deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(programmeItems)
        .where(and(eq(programmeItems.slug, slug.trim().toLowerCase()), eq(programmeItems.published, true)))
        .limit(1);
      if (!found) throw new AppError(404, m.itemNotFound);
      if (found.cancelledAt) throw new AppError(409, m.itemCancelled);
      const [first] = await tx
        .select()
        .from(programmeSessions)
        .where(eq(programmeSessions.itemId, found.id))
        .orderBy(asc(programmeSessions.startsAt))
        .limit(1);
      if (!first) throw new AppError(409, m.notBookable);
      if (first.startsAt <= now) throw new AppError(409, m.alreadyStarted);
      if (found.whoMayBook !== "anyone" && !member) throw new AppError(403, m.membersOnly);
      if (found.whoMayBook === "full-members" && !(member && (await membershipYearOn(tx, member.id, first.day))))
        throw new AppError(403, m.fullMembersOnly);
      // places held past their time or offers run out are free again before the places left are counted
      await releaseExpiredRegistrations(deps, tx, now, found.id);
      await expireOffers(deps, tx, now, found.id);
      const [item] = await tx.select().from(programmeItems).where(eq(programmeItems.id, found.id)).for("update");
      const free = item.capacity - item.seatsTaken;
      if (free >= input.seats) throw new AppError(409, m.waitlistSeatsFree(free));
      const [entry] = await tx
        .insert(programmeWaitlist)
        .values({
          itemId: item.id,
          userId: member?.id ?? null,
          name,
          email,
          seats: input.seats,
          language,
          createdAt: now,
        })
        .returning();
      const record = await recordOf(tx, entry, item);
      await recordAudit(tx, {
        actor: member ? { id: member.id, role: "member", ip: joiner.ip } : null,
        action: "programme.waitlist-joined",
        memberId: member?.id ?? null,
        subjectId: entry.id,
        detail: { item: item.slug, email, seats: input.seats, position: record.position },
      });
      const mailLang = mailLanguage(language);
      const words = PROGRAMME_MAIL_TEXT[mailLang].waitlist;
      const title = titleIn(item, mailLang);
      await deps.mail.send(
        tx,
        noticeMail({
          to: email,
          name,
          language: mailLang,
          subject: words.joinedSubject(title),
          paragraphs: [words.joined(title, input.seats, record.position ?? 1), words.leave],
          link: { label: words.link, url: waitlistUrl(deps, entry.id) },
          publicUrl: deps.publicUrl,
          summary: `programme waiting list ${item.slug}`,
        }),
      );
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.waitlistAlready);
    throw error;
  }
}

/** GET /api/events/waitlist/{token}: the holder's place as the signed link's page shows it. */
export async function waitlistView(deps: ProgrammeDeps, token: string): Promise<WaitlistRecord> {
  const { entry, item } = await entryOfToken(deps, deps.db, token);
  return recordOf(deps.db, entry, item);
}

/**
 * POST /api/events/waitlist/{token}/leave: the holder leaves the line by the signed link of their mail; an offer they
 * held gives its places back to the next in line. Leaving twice is not an error; 409 once booked or closed otherwise.
 */
export async function leaveWaitlist(deps: ProgrammeDeps, token: string, now = new Date()): Promise<WaitlistRecord> {
  return deps.db.transaction(async (tx) => {
    const { entry, item } = await entryOfToken(deps, tx, token, true);
    if (entry.status === "left") return recordOf(tx, entry, item);
    if (entry.status !== "waiting" && entry.status !== "offered") throw new AppError(409, m.waitlistNotWaiting);
    const [left] = await tx
      .update(programmeWaitlist)
      .set({ status: "left" })
      .where(eq(programmeWaitlist.id, entry.id))
      .returning();
    await recordAudit(tx, {
      actor: null,
      action: "programme.waitlist-left",
      memberId: entry.userId,
      subjectId: entry.id,
      detail: { item: item.slug, email: entry.email, wasOffered: entry.status === "offered" },
    });
    if (entry.status === "offered") {
      await giveBackSeats(tx, item.id, entry.seats);
      await offerFreedPlaces(deps, tx, item.id, now);
    }
    return recordOf(tx, left, item);
  });
}

import { and, asc, desc, eq, gte, lt, notExists, sql } from "drizzle-orm";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import {
  firstNameOf,
  REVIEW_WINDOW_DAYS,
  reviewMessages as m,
  VILLA_PAGE_REVIEWS,
  type PublishedReview,
  type ReviewInput,
  type ReviewStatus,
} from "../../../common/reviews.ts";
import type { Db, Tx } from "../../db/open.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { bookings, properties, stayReviewInvitations, stayReviews, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaNameOf } from "../catalogue/names.ts";
import { readReviewToken, reviewUrl, type ReviewLinkDeps } from "./links.ts";
import { REVIEW_MAIL_TEXT } from "./mail-text.ts";

/**
 * Guests' reviews of their stays (decision 053). A stay is reviewed once (the unique booking of `stay_reviews`
 * decides a race), once it is checked out and within REVIEW_WINDOW_DAYS of the day it ended, by its guest through the
 * signed link of the mail sent at check-out or by the member who booked it. A review waits for the front office
 * (office.ts); a villa's pages read its published ones.
 */
export interface ReviewsDeps extends ReviewLinkDeps {
  db: Db;
  mail: MailQueue;
}

type Booking = typeof bookings.$inferSelect;

/** The day a stay ended: its early departure, else its check-out day. */
const endOf = (booking: Pick<Booking, "departedOn" | "checkOut">) => booking.departedOn ?? booking.checkOut;

/** Why a stay may not be reviewed today (checked out, within the window), or null. */
export function reviewRefusal(
  booking: Pick<Booking, "status" | "departedOn" | "checkOut" | "kind">,
  today = clubToday(),
) {
  // an owner does not review their own villa (decision 059)
  if (booking.kind === "owner") return m.ownerStay;
  if (booking.status !== "checked-out") return m.notCheckedOut;
  if (addClubDays(endOf(booking), REVIEW_WINDOW_DAYS) < today) return m.tooLate;
  return null;
}

/** Who is asked to review a stay: the member who booked it, else the e-mail the desk took for a caller. */
async function reviewerOf(
  tx: Db | Tx,
  booking: Booking,
): Promise<{ to: string; name: string; language: Language } | null> {
  if (booking.userId) {
    const [member] = await tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, booking.userId));
    return member ? { to: member.email, name: member.name, language: mailLanguage(member.language) } : null;
  }
  const email = booking.guest.email?.trim();
  if (!email) return null;
  const name = [booking.guest.firstName, booking.guest.lastName].filter(Boolean).join(" ");
  return { to: email, name, language: DEFAULT_LANGUAGE };
}

/**
 * Asks the stay's guest to review it: its `stay_review_invitations` row first (a second ask for the stay does
 * nothing), then the mail with the signed link, queued in the caller's transaction. A stay without an address to write
 * to is recorded all the same, so the daily job does not look at it again. An owner stay is never asked about (its
 * owner does not review their own villa). Answers whether a mail was queued.
 */
export async function inviteToReview(deps: ReviewLinkDeps & { mail: MailQueue }, tx: Tx, booking: Booking) {
  if (booking.kind === "owner") return false;
  const [recorded] = await tx
    .insert(stayReviewInvitations)
    .values({ bookingId: booking.id })
    .onConflictDoNothing()
    .returning({ id: stayReviewInvitations.bookingId });
  if (!recorded) return false;
  const reviewer = await reviewerOf(tx, booking);
  if (!reviewer) return false;
  const words = REVIEW_MAIL_TEXT[reviewer.language];
  const villaName = (await villaNameOf(tx, booking.propertyId, reviewer.language)) ?? "";
  await deps.mail.send(
    tx,
    noticeMail({
      to: reviewer.to,
      name: reviewer.name,
      language: reviewer.language,
      subject: words.subject(villaName),
      paragraphs: [words.lead(villaName, endOf(booking)), words.ask],
      link: { label: words.link, url: reviewUrl(deps, booking.id) },
      publicUrl: deps.publicUrl,
      summary: `stay review invitation ${booking.reference}`,
    }),
  );
  return true;
}

/**
 * The daily job's part (server/modules/jobs): the stays checked out whose last day has passed, within the review
 * window, that were never asked (checked out before the desk asked at check-out, or asked by no one) nor reviewed.
 * Answers how many mails were queued.
 */
export async function sendReviewInvitations(deps: ReviewsDeps, day: string): Promise<number> {
  const ended = sql<string>`coalesce(${bookings.departedOn}, ${bookings.checkOut})`;
  const due = await deps.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "checked-out"),
        eq(bookings.kind, "guest"),
        lt(ended, day),
        gte(ended, addClubDays(day, -REVIEW_WINDOW_DAYS)),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(stayReviewInvitations)
            .where(eq(stayReviewInvitations.bookingId, bookings.id)),
        ),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(stayReviews)
            .where(eq(stayReviews.bookingId, bookings.id)),
        ),
      ),
    )
    .orderBy(asc(bookings.checkOut), asc(bookings.id));
  let sent = 0;
  for (const booking of due) {
    if (await deps.db.transaction((tx) => inviteToReview(deps, tx, booking))) sent += 1;
  }
  return sent;
}

/** A stay's review as its guest sees it again. */
export interface OwnReview {
  rating: number;
  text: string;
  status: ReviewStatus;
}

/** What the review page shows for a signed link: the stay, and whether it can be reviewed or already was. */
export interface ReviewPage {
  villaName: string;
  checkIn: string;
  checkOut: string;
  /** null: it may be reviewed now; else why not (in English, as the page says it in its language). */
  refusal: string | null;
  review: OwnReview | null;
}

async function reviewOf(db: Db | Tx, bookingId: string): Promise<OwnReview | null> {
  const [row] = await db
    .select({ rating: stayReviews.rating, text: stayReviews.text, status: stayReviews.status })
    .from(stayReviews)
    .where(eq(stayReviews.bookingId, bookingId));
  return row ? { ...row, status: row.status as ReviewStatus } : null;
}

async function bookingOfToken(deps: ReviewsDeps, token: string): Promise<Booking> {
  const id = readReviewToken(deps, token);
  const [booking] = id && isUuid(id) ? await deps.db.select().from(bookings).where(eq(bookings.id, id)) : [];
  if (!booking) throw new AppError(404, m.linkInvalid);
  return booking;
}

/** The page of a review link: the stay in the page's language, and its review or why it cannot be reviewed. */
export async function reviewPage(deps: ReviewsDeps, token: string, language: Language, today = clubToday()) {
  const booking = await bookingOfToken(deps, token);
  const review = await reviewOf(deps.db, booking.id);
  return {
    villaName: (await villaNameOf(deps.db, booking.propertyId, language)) ?? "",
    checkIn: booking.checkIn,
    checkOut: endOf(booking),
    refusal: review ? m.alreadyReviewed : reviewRefusal(booking, today),
    review,
  } satisfies ReviewPage;
}

/**
 * Records a stay's review, waiting for the office: refused (409) before the stay is checked out, after the window,
 * or when the stay has one already (the unique booking decides two sent at once).
 */
async function recordReview(
  db: Db,
  booking: Booking,
  input: ReviewInput,
  language: Language,
  today: string,
): Promise<{ id: string; status: ReviewStatus }> {
  const refusal = reviewRefusal(booking, today);
  if (refusal) throw new AppError(409, refusal);
  let guestName = [booking.guest.firstName, booking.guest.lastName].filter(Boolean).join(" ").trim();
  if (!guestName && booking.userId) {
    const [member] = await db.select({ name: users.name }).from(users).where(eq(users.id, booking.userId));
    guestName = member?.name ?? "";
  }
  try {
    const [row] = await db
      .insert(stayReviews)
      .values({
        bookingId: booking.id,
        propertyId: booking.propertyId,
        userId: booking.userId,
        guestName: guestName || "Guest",
        stayMonth: booking.checkIn.slice(0, 7),
        rating: input.rating,
        text: input.text,
        language,
      })
      .returning({ id: stayReviews.id, status: stayReviews.status });
    return { id: row.id, status: row.status as ReviewStatus };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.alreadyReviewed);
    throw error;
  }
}

/** The review page's form: the stay its signed link names. */
export async function reviewByLink(
  deps: ReviewsDeps,
  token: string,
  input: ReviewInput,
  language: Language,
  today = clubToday(),
) {
  const booking = await bookingOfToken(deps, token);
  return recordReview(deps.db, booking, input, language, today);
}

/** POST /api/bookings/{id}/review: the signed-in member's own stay (another's answers 404). */
export async function reviewByMember(
  db: Db,
  member: { id: string; language?: Language },
  bookingId: string,
  input: ReviewInput,
  today = clubToday(),
) {
  const [booking] = isUuid(bookingId)
    ? await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, member.id)))
    : [];
  if (!booking) throw new AppError(404, m.stayNotFound);
  return recordReview(db, booking, input, member.language ?? DEFAULT_LANGUAGE, today);
}

/** A villa's published reviews, newest first: the guest's first name, the month of the stay, stars, words, reply. */
export async function villaReviews(db: Db, propertyId: string, limit = VILLA_PAGE_REVIEWS): Promise<PublishedReview[]> {
  if (!isUuid(propertyId)) return [];
  const rows = await db
    .select({
      id: stayReviews.id,
      guestName: stayReviews.guestName,
      month: stayReviews.stayMonth,
      rating: stayReviews.rating,
      text: stayReviews.text,
      reply: stayReviews.reply,
    })
    .from(stayReviews)
    .where(and(eq(stayReviews.propertyId, propertyId), eq(stayReviews.status, "published")))
    .orderBy(desc(stayReviews.createdAt), desc(stayReviews.id))
    .limit(limit);
  return rows.map(({ guestName, ...row }) => ({ ...row, name: firstNameOf(guestName) }));
}

/**
 * A villa's average and count of published reviews, written on its row in the transaction that publishes or hides one
 * (the search sorts and the cards read them from there; null and 0 with none).
 */
export async function refreshVillaRating(tx: Tx, propertyId: string) {
  const published = and(eq(stayReviews.propertyId, propertyId), eq(stayReviews.status, "published"));
  await tx
    .update(properties)
    .set({
      rating: sql`(select round(avg(${stayReviews.rating})::numeric, 1) from ${stayReviews} where ${published})`,
      reviews: sql`(select count(*)::integer from ${stayReviews} where ${published})`,
    })
    .where(eq(properties.id, propertyId));
}

/** The reviews: a guest's by link or as the member, the review page, a villa's published ones, the daily invitations. */
export function createReviewsService(deps: ReviewsDeps) {
  return {
    page: withDeps(deps, reviewPage),
    byLink: withDeps(deps, reviewByLink),
    byMember: withDeps(deps.db, reviewByMember),
    ofVilla: withDeps(deps.db, villaReviews),
    sendInvitations: withDeps(deps, sendReviewInvitations),
  };
}

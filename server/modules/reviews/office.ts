import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import {
  reviewMessages as m,
  type ReviewQueue,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type ReviewStatus,
} from "../../../common/reviews.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Db, Tx } from "../../db/open.ts";
import { escapeLike } from "../../db/like.ts";
import { bookings, properties, stayReviews } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { refreshVillaRating } from "./service.ts";

/**
 * The front office's side of guests' reviews (decision 053): the list by status, and each review published or hidden
 * (with the reason, for the office's record) and answered by a public reply. Each decision takes the review's row lock,
 * writes the villa's average and count in the same transaction (`refreshVillaRating`) and its audit row; the public
 * pages kept in memory are rendered again after it (their version counts the reviews too).
 */
export interface ReviewsOfficeDeps {
  db: Db;
  /** The public pages kept in memory are rendered again (the villa's page shows its reviews). */
  villasChanged?: () => void;
}

const columns = {
  review: stayReviews,
  booking: { id: bookings.id, reference: bookings.reference, checkIn: bookings.checkIn, checkOut: bookings.checkOut },
  villa: { id: properties.id, name: properties.name, location: properties.location },
};

type Row = {
  review: typeof stayReviews.$inferSelect;
  booking: { id: string; reference: string; checkIn: string; checkOut: string };
  villa: { id: string; name: string; location: string };
};

function itemOf({ review: r, booking, villa }: Row): ReviewQueueItem {
  return {
    id: r.id,
    status: r.status as ReviewStatus,
    rating: r.rating,
    text: r.text,
    guest_name: r.guestName,
    stay: { id: booking.id, reference: booking.reference, check_in: booking.checkIn, check_out: booking.checkOut },
    villa,
    written_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    hidden_reason: r.hiddenReason,
    reply: r.reply,
  };
}

/** GET /api/admin/reviews: the reviews of a status, newest first, by the guest's name, the villa or the stay's reference. */
export async function reviewQueue(db: Db, query: ReviewQueueQuery): Promise<ReviewQueue> {
  const filters: SQL[] = [eq(stayReviews.status, query.status)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(ilike(stayReviews.guestName, like), ilike(properties.name, like), ilike(bookings.reference, like))!,
    );
  }
  const where = and(...filters);
  const [{ total }] = await db
    .select({ total: count() })
    .from(stayReviews)
    .innerJoin(bookings, eq(bookings.id, stayReviews.bookingId))
    .innerJoin(properties, eq(properties.id, stayReviews.propertyId))
    .where(where);
  const pages = Math.ceil(total / query.limit);
  const page = Math.min(query.page, Math.max(pages, 1));
  const rows = await db
    .select(columns)
    .from(stayReviews)
    .innerJoin(bookings, eq(bookings.id, stayReviews.bookingId))
    .innerJoin(properties, eq(properties.id, stayReviews.propertyId))
    .where(where)
    .orderBy(desc(stayReviews.createdAt), desc(stayReviews.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit);
  return { items: rows.map(itemOf), total, page, limit: query.limit, pages };
}

async function lockedReview(tx: Tx, id: string) {
  const [review] = isUuid(id) ? await tx.select().from(stayReviews).where(eq(stayReviews.id, id)).for("update") : [];
  if (!review) throw new AppError(404, m.reviewNotFound);
  return review;
}

async function readItem(tx: Tx, id: string) {
  const [row] = await tx
    .select(columns)
    .from(stayReviews)
    .innerJoin(bookings, eq(bookings.id, stayReviews.bookingId))
    .innerJoin(properties, eq(properties.id, stayReviews.propertyId))
    .where(eq(stayReviews.id, id));
  return itemOf(row);
}

/** One decision on a review: its row locked, the change, the villa's figures, the audit; the pages rendered again. */
async function decide(
  deps: ReviewsOfficeDeps,
  actor: AuditActor,
  id: string,
  action: string,
  change: (review: typeof stayReviews.$inferSelect) => Partial<typeof stayReviews.$inferInsert>,
  detail: (review: typeof stayReviews.$inferSelect) => Record<string, unknown>,
) {
  const item = await deps.db.transaction(async (tx) => {
    const review = await lockedReview(tx, id);
    const set = change(review);
    await tx.update(stayReviews).set(set).where(eq(stayReviews.id, id));
    if (set.status && set.status !== review.status) await refreshVillaRating(tx, review.propertyId);
    await recordAudit(tx, {
      actor,
      action,
      memberId: review.userId,
      subjectId: id,
      detail: { booking_id: review.bookingId, property_id: review.propertyId, ...detail(review) },
    });
    return readItem(tx, id);
  });
  deps.villasChanged?.();
  return item;
}

/** POST /api/admin/reviews/{id}/publish: a waiting or hidden review shown on its villa's page; a second time a 409. */
export const publishReview = (deps: ReviewsOfficeDeps, actor: AuditActor, id: string) =>
  decide(
    deps,
    actor,
    id,
    "review.published",
    (review) => {
      if (review.status === "published") throw new AppError(409, m.alreadyPublished);
      return { status: "published", decidedAt: new Date(), decidedBy: actor.id, hiddenReason: null };
    },
    (review) => ({ before: { status: review.status }, after: { status: "published" }, rating: review.rating }),
  );

/** POST /api/admin/reviews/{id}/hide: a review kept off the villa's page, with the office's reason; twice a 409. */
export const hideReview = (deps: ReviewsOfficeDeps, actor: AuditActor, id: string, reason: string) =>
  decide(
    deps,
    actor,
    id,
    "review.hidden",
    (review) => {
      if (review.status === "hidden") throw new AppError(409, m.alreadyHidden);
      return { status: "hidden", decidedAt: new Date(), decidedBy: actor.id, hiddenReason: reason };
    },
    (review) => ({ before: { status: review.status }, after: { status: "hidden" }, reason }),
  );

/** POST /api/admin/reviews/{id}/reply: the club's public reply under the review (blank removes it). */
export const replyToReview = (deps: ReviewsOfficeDeps, actor: AuditActor, id: string, text: string) =>
  decide(
    deps,
    actor,
    id,
    "review.replied",
    () =>
      text
        ? { reply: text, repliedAt: new Date(), repliedBy: actor.id }
        : { reply: null, repliedAt: null, repliedBy: null },
    (review) => ({ before: { reply: review.reply }, after: { reply: text || null } }),
  );

/** The office's reviews: the list, publish, hide, reply. */
export function createReviewsOfficeService(deps: ReviewsOfficeDeps) {
  return {
    queue: withDeps(deps.db, reviewQueue),
    publish: withDeps(deps, publishReview),
    hide: withDeps(deps, hideReview),
    reply: withDeps(deps, replyToReview),
  };
}

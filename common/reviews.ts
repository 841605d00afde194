import { z } from "./zod.ts";
import { text } from "./text.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";

/**
 * Guests' reviews of their stays (decision 053): one per stay, written after the stay is checked out, through the
 * signed link of the mail sent at check-out (`/stays/review/{token}`) or by the signed-in member who booked it
 * (`POST /api/bookings/{id}/review`). A review waits for the front office, who publishes or hides it (with a reason)
 * and may reply publicly; a villa's pages show its published reviews, and its cards and the search their average and
 * count (`properties.rating`, `properties.reviews`, kept in the transaction that publishes or hides).
 */

/** The stars a review gives: 1 to 5. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
/** The longest review text and reply. */
export const REVIEW_TEXT_MAX = 2000;
/**
 * "Highest Rated" ranks by the average only the villas with at least this many published reviews; those with fewer
 * come after them (two five-star reviews are not yet a reputation). The club's constant: the search's index holds it.
 */
export const MIN_REVIEWS_TO_RANK = 3;
/** How long after its check-out day a stay may still be reviewed, and the daily job still invites its guest. */
export const REVIEW_WINDOW_DAYS = 90;
/** The reviews a villa's page shows, newest first. */
export const VILLA_PAGE_REVIEWS = 12;

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Waiting",
  published: "Published",
  hidden: "Hidden",
};

export const reviewMessages = {
  submitted: "Thank you for your review. The club reads every review before it is published.",
  chooseStars: "Choose from 1 to 5 stars.",
  writeText: "Write a few words about your stay.",
  textTooLong: `Keep the review within ${REVIEW_TEXT_MAX} characters.`,
  linkInvalid: "This review link is not valid. Please use the link in the club's e-mail.",
  stayNotFound: "Stay not found.",
  notCheckedOut: "A stay can be reviewed once it is checked out.",
  ownerStay: "An owner's stay in their own villa is not reviewed.",
  tooLate: `A stay can be reviewed within ${REVIEW_WINDOW_DAYS} days of its check-out.`,
  alreadyReviewed: "This stay has already been reviewed.",
  // the office
  reviews: "Reviews",
  reviewNotFound: "Review not found.",
  published: "The review is published on the villa's page.",
  hidden: "The review is hidden.",
  replied: "The club's reply is saved.",
  replyRemoved: "The club's reply is removed.",
  alreadyPublished: "The review is already published.",
  alreadyHidden: "The review is already hidden.",
  hideReason: "Give the reason for hiding the review (at least 5 characters).",
  hideReasonLong: "Keep the reason within 1000 characters.",
  replyTooLong: `Keep the reply within ${REVIEW_TEXT_MAX} characters.`,
  invalidFilter: "Choose a status from the list.",
  loadFailed: "The reviews could not be loaded. Try again.",
  unknownForm: "This form is not known. Please reload the page.",
} as const;

const m = reviewMessages;

/** What a guest sends: the stars and the words. */
export const reviewInput = z.object({
  rating: z.coerce.number({ error: m.chooseStars }).int(m.chooseStars).min(1, m.chooseStars).max(5, m.chooseStars),
  text: text("the review", { error: m.writeText, multiline: true })
    .trim()
    .min(1, m.writeText)
    .max(REVIEW_TEXT_MAX, m.textTooLong),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** The answer to a review sent. */
export const reviewSent = z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) });

/** A review as a villa's page shows it: the guest's first name, the month of the stay, the stars, the words. */
export const publishedReview = z.object({
  id: z.string(),
  name: z.string(),
  /** The month of the stay: yyyy-MM. */
  month: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reply: z.string().nullable(),
});
export type PublishedReview = z.infer<typeof publishedReview>;

/** GET /api/admin/reviews: status (waiting by default), the guest, villa or stay reference, a page. */
export const reviewQueueQuery = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.enum(REVIEW_STATUSES, { error: m.invalidFilter }).default("pending"),
  ),
  q: listSearch,
  page: listPage,
  limit: listLimit(20, 50),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;

/** POST /api/admin/reviews/{id}/hide: the reason, for the office's record (the guest is not told). */
export const hideReviewInput = z.object({
  reason: text("the reason", { error: m.hideReason, multiline: true })
    .trim()
    .min(5, m.hideReason)
    .max(1000, m.hideReasonLong),
});
export type HideReviewInput = z.infer<typeof hideReviewInput>;

/** POST /api/admin/reviews/{id}/reply: the club's public reply; blank removes it. */
export const replyInput = z.object({
  text: text("the reply", { multiline: true }).trim().max(REVIEW_TEXT_MAX, m.replyTooLong).default(""),
});
export type ReplyInput = z.infer<typeof replyInput>;

export const reviewQueueItem = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  text: z.string(),
  guest_name: z.string(),
  stay: z.object({ id: z.string(), reference: z.string(), check_in: z.string(), check_out: z.string() }),
  villa: z.object({ id: z.string(), name: z.string(), location: z.string() }),
  written_at: z.string(),
  decided_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const reviewQueue = z.object({
  items: z.array(reviewQueueItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueue>;

/** The guest's first name as a villa's page shows it: the first word of the name given ("Asha" of "Asha Verma"). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** A villa's figures on its cards and in the search: its average of published reviews (one decimal) and their count. */
export interface VillaRating {
  rating: number | null;
  reviews: number;
}

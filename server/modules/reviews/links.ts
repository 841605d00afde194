import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed link of the mail that asks a guest to review their stay (no account needed: a stay booked by phone has
 * none): `/stays/review/<token>`, the token the stay's id and a keyed hash of it with the app's secret, so a link
 * cannot be made for another stay (as the programme's links, server/modules/programme/links.ts).
 */
export interface ReviewLinkDeps {
  /** The secret links are signed with (the app's session secret). */
  feedSecret: string;
  publicUrl: string;
}

const signature = (secret: string, bookingId: string) =>
  createHmac("sha256", secret).update(`stay-review:${bookingId}`).digest("base64url").slice(0, 32);

/** A stay's review token: its id, signed. */
export const reviewToken = (deps: Pick<ReviewLinkDeps, "feedSecret">, bookingId: string) =>
  `${bookingId}.${signature(deps.feedSecret, bookingId)}`;

/** The stay's id a token names when its signature matches; null otherwise. */
export function readReviewToken(deps: Pick<ReviewLinkDeps, "feedSecret">, value: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0 || value.length > 200) return null;
  const bookingId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(deps.feedSecret, bookingId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : null;
}

/** The guest's page to review the stay. */
export const reviewUrl = (deps: ReviewLinkDeps, bookingId: string) =>
  `${deps.publicUrl}/stays/review/${encodeURIComponent(reviewToken(deps, bookingId))}`;

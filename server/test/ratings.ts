import { MIN_REVIEWS_TO_RANK } from "../../common/reviews.ts";

/** A villa's place in "Highest Rated" (decision 053): enough reviews to rank, its average (none last), its count. */
export type Rank = [ranked: number, rating: number, reviews: number];
export const rank = (villa: { rating: number | null; reviews: number }): Rank => [
  villa.reviews >= MIN_REVIEWS_TO_RANK ? 1 : 0,
  villa.rating ?? -1,
  villa.reviews,
];
/** The order "Highest Rated" lists villas in, by their ranks (ties keep their order: the name decides them). */
export const byRank = (a: Rank, b: Rank) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2];

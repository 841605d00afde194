/**
 * The legal pages: privacy policy, terms of use, and the cancellation and refund policy. Plain words for the club's
 * visitors, members and guests, in the `legal` catalogue (web/locales/<language>/legal.json; the English text is the
 * binding one, as the Hindi page says). The stay cancellation rule is the one the bookings service enforces
 * (server/modules/bookings/stays.ts `cancelStay`: until the day before check-in, in the club's time).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export const legalPages = [
  { path: "/privacy-policy", key: "privacy", updated: "2026-11-24" },
  { path: "/terms-of-use", key: "terms", updated: "2026-11-24" },
  { path: "/cancellation-and-refund-policy", key: "cancellation", updated: "2026-11-24" },
] as const;

export type LegalPage = (typeof legalPages)[number];

/** The legal page of a path (the route table registers its module once per page). */
export const legalPageAt = (pathname: string): LegalPage =>
  legalPages.find((page) => page.path === pathname.replace(/\/$/, "")) ?? legalPages[0];

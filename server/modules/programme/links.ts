import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed links of the programme's mails (no account needed, as a donor's page): a registration's (its visitor
 * cancels through it) and a place on the waiting list's (its holder books an offer or leaves through it). A token is
 * what it names and a keyed hash of it with the app's secret, so a link cannot be made for another.
 */

export interface LinkDeps {
  /** The secret links are signed with (the app's session secret, as the villas' feeds and donors' pages). */
  feedSecret: string;
  publicUrl: string;
}

const signature = (secret: string, kind: string, subject: string) =>
  createHmac("sha256", secret).update(`programme-${kind}:${subject}`).digest("base64url").slice(0, 32);

const token = (secret: string, kind: string, subject: string) => `${subject}.${signature(secret, kind, subject)}`;

/** What a token names when its signature matches; null otherwise. */
function read(secret: string, kind: string, value: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0 || value.length > 200) return null;
  const subject = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(secret, kind, subject));
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}

/** A registration's token: its reference, signed. */
export const registrationToken = (deps: Pick<LinkDeps, "feedSecret">, reference: string) =>
  token(deps.feedSecret, "registration", reference);

/** Whether `value` is the signed token of the registration `reference`. */
export const isRegistrationToken = (deps: Pick<LinkDeps, "feedSecret">, reference: string, value: string) =>
  read(deps.feedSecret, "registration", value)?.toUpperCase() === reference.toUpperCase();

/** The booker's page of their registration (a visitor cancels there): `/events/registrations/<reference>?t=<token>`. */
export const registrationUrl = (deps: LinkDeps, reference: string) =>
  `${deps.publicUrl}/events/registrations/${encodeURIComponent(reference)}?t=${encodeURIComponent(registrationToken(deps, reference))}`;

/** A place on the waiting list's token: its id, signed. */
export const waitlistToken = (deps: Pick<LinkDeps, "feedSecret">, id: string) => token(deps.feedSecret, "waitlist", id);

/** The waiting list entry's id a token names, or null. */
export const readWaitlistToken = (deps: Pick<LinkDeps, "feedSecret">, value: string) =>
  read(deps.feedSecret, "waitlist", value);

/** The holder's page of their place in line: the offer is booked there, and the list left. */
export const waitlistUrl = (deps: LinkDeps, id: string) =>
  `${deps.publicUrl}/events/waitlist/${encodeURIComponent(waitlistToken(deps, id))}`;

/**
 * Where a registration's invoice is downloaded (GET /api/events/registrations/{reference}/invoice): signed for a
 * visitor (the answer to their payment, the page of their mail's link), plain for the signed-in owner.
 */
export const registrationInvoicePath = (reference: string, token?: string | null) =>
  `/api/events/registrations/${encodeURIComponent(reference)}/invoice${token ? `?t=${encodeURIComponent(token)}` : ""}`;

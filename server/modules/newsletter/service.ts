import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { newsletterMessages as m } from "../../../common/newsletter.ts";
import type { Db } from "../../db/open.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError } from "../../platform/errors.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { confirmationMail } from "./mail.ts";
import { withDeps } from "../../platform/with-deps.ts";

export interface NewsletterDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

export const NEWSLETTER_RATE: RateRule = {
  name: "newsletter:address",
  limit: 5,
  windowSeconds: 600,
  message: m.tooMany,
};

/** Confirmation mails to one e-mail address: a few an hour, so the box cannot be used to flood someone's inbox. */
export const NEWSLETTER_CONFIRM_RATE: RateRule = {
  name: "newsletter:confirm-mail",
  limit: 3,
  windowSeconds: 3600,
  message: m.resendTooSoon,
};

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** A token from an address: anything this long is not one of ours. */
const plausible = (token: string) => token.length > 0 && token.length <= 200;

/**
 * Double opt-in: a new address is stored unconfirmed and e-mailed a link (a random token, stored as its
 * hash); a repeat before the link was opened sends a new link (at most NEWSLETTER_CONFIRM_RATE an hour per address);
 * a confirmed address is told it is subscribed; an address that unsubscribed starts again. The mail is queued in the
 * transaction of its link (decision 026). Rate-limited per client address first.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  input: { email: string; clientAddress: string },
): Promise<{ created: boolean; message: string }> {
  const { db } = deps;
  await hitRateLimit(db, NEWSLETTER_RATE, input.clientAddress);
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { created: false, message: m.alreadySubscribed };

  await hitRateLimit(db, NEWSLETTER_CONFIRM_RATE, email);
  const token = newToken();
  try {
    await db.transaction(async (tx) => {
      const [row] = existing
        ? await tx
            .update(newsletterSubscribers)
            .set({
              confirmTokenHash: tokenHash(token),
              ...(existing.unsubscribedAt ? { unsubscribedAt: null, confirmedAt: null } : {}),
            })
            .where(eq(newsletterSubscribers.id, existing.id))
            .returning()
        : await tx
            .insert(newsletterSubscribers)
            .values({ email, confirmTokenHash: tokenHash(token) })
            .returning();
      await deps.mail.send(
        tx,
        confirmationMail({ to: email, token, unsubscribeToken: row.unsubscribeToken, publicUrl: deps.publicUrl }),
      );
    });
  } catch (error) {
    // the same address sent twice at once: the other request stored it and mailed the link
    if (isUniqueViolation(error)) return { created: false, message: m.confirmationResent };
    console.error(`newsletter: the confirmation mail to ${email} failed`, error);
    throw new AppError(503, m.failed);
  }
  return existing && !existing.unsubscribedAt
    ? { created: false, message: m.confirmationResent }
    : { created: true, message: m.confirmationSent };
}

/** The confirmation link opened: the subscription counts from now (a second visit says so again). 404 for an unknown link. */
export async function confirmSubscription(db: Db, token: string): Promise<{ email: string }> {
  if (!plausible(token)) throw new AppError(404, m.confirmLinkInvalid);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(
      sql`${newsletterSubscribers.confirmTokenHash} = ${tokenHash(token)} and ${newsletterSubscribers.unsubscribedAt} is null`,
    )
    .returning({ email: newsletterSubscribers.email });
  if (!row) throw new AppError(404, m.confirmLinkInvalid);
  return row;
}

/** The unsubscribe page's state: whose link it is and whether it was used. 404 for an unknown link. */
export async function unsubscribeView(db: Db, token: string): Promise<{ email: string; unsubscribed: boolean }> {
  if (!plausible(token)) throw new AppError(404, m.unsubscribeLinkInvalid);
  const [row] = await db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) throw new AppError(404, m.unsubscribeLinkInvalid);
  return { email: row.email, unsubscribed: row.unsubscribedAt !== null };
}

/** Unsubscribes the link's address (again is not an error); the row stays, marked, so the office sees it. 404 for an unknown link. */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string }> {
  if (!plausible(token)) throw new AppError(404, m.unsubscribeLinkInvalid);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  if (!row) throw new AppError(404, m.unsubscribeLinkInvalid);
  return row;
}

/** The newsletter: subscribed with a confirmation (double opt-in), unsubscribed by its link. */
export function createNewsletterService(deps: NewsletterDeps) {
  return {
    subscribe: withDeps(deps, subscribeToNewsletter),
    confirm: withDeps(deps.db, confirmSubscription),
    unsubscribeView: withDeps(deps.db, unsubscribeView),
    unsubscribe: withDeps(deps.db, unsubscribe),
  };
}

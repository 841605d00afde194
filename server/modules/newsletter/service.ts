import { newsletterMessages } from "../../../common/newsletter.ts";
import type { Db } from "../../db/open.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";

export const NEWSLETTER_RATE: RateRule = {
  name: "newsletter:address",
  limit: 5,
  windowSeconds: 600,
  message: newsletterMessages.tooMany,
};

/** Stores the address once; a repeat is not an error. Rate-limited per client address. */
export async function subscribeToNewsletter(
  db: Db,
  input: { email: string; clientAddress: string },
): Promise<{ created: boolean; message: string }> {
  await hitRateLimit(db, NEWSLETTER_RATE, input.clientAddress);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0
    ? { created: true, message: newsletterMessages.subscribed }
    : { created: false, message: newsletterMessages.alreadySubscribed };
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { rateLimits } from "../db/schema.ts";
import { AppError } from "./errors.ts";

export interface RateRule {
  /** What is limited, e.g. "newsletter:ip". */
  name: string;
  /** At most this many hits … */
  limit: number;
  /** … per window of this many seconds. */
  windowSeconds: number;
  /** The 429 message. */
  message: string;
}

/**
 * Counts one hit of `subject` (an address, an account) against a rule, in the database so that every
 * instance shares the counters (fixed window, one atomic upsert). Throws a 429 AppError past the limit.
 */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string): Promise<void> {
  const key = rateKey(rule, subject);
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row.count > rule.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((row.windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
    );
    throw new AppError(429, rule.message, { "retry-after": String(retryAfter) });
  }
}

/** Forgets the counters whose window has long passed (called now and then; keeps the table small). */
export async function pruneRateLimits(db: Db, olderThanSeconds = 86_400): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}

/** Takes back one hit of `subject` (a rule that counts only failures: the attempt turned out to succeed). */
export async function refundRateLimit(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, rateKey(rule, subject)));
}

/** Forgets `subject`'s counter of a rule (e.g. the hit of a request whose work then failed on our side). */
export async function clearRateLimit(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rateKey(rule, subject)));
}

const rateKey = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

import { sql } from "drizzle-orm";
import { describeDonationIssues, donationPledgeInput, type DonationPledgeInput } from "../../../common/donation-schema.ts";
import { DONATION_REFERENCE_PREFIX, donationMessages, type DonationPledge } from "../../../common/donations.ts";
import { messages } from "../../../common/messages.ts";
import type { Db } from "../../db/open.ts";
import { donationPledges, donationReferenceSeq } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";

/** Pledges are not payments, but a form that stores what it is sent is bounded per client address. */
export const DONATION_RATE: RateRule = { name: "donation:address", limit: 10, windowSeconds: 3600, message: donationMessages.tooMany };

/** The club keeps Indian time: a pledge made on 1 January after midnight in India belongs to the new year. */
const REFERENCE_TIME_ZONE = "Asia/Kolkata";

/**
 * Records a donation pledge (no payment is taken here). The reference VWC-D-<year>-<n> takes n from
 * the database sequence inside the INSERT itself, so allocating it and storing the pledge are one
 * atomic statement: two pledges never share a number, and each is stored exactly once.
 */
export async function pledgeDonation(db: Db, input: DonationPledgeInput, clientAddress?: string): Promise<DonationPledge> {
  if (clientAddress) await hitRateLimit(db, DONATION_RATE, clientAddress);
  const parsed = donationPledgeInput.safeParse(input);
  if (!parsed.success) throw badRequest(`${messages.invalidRequest} (${describeDonationIssues(parsed.error)})`);
  const pledge = parsed.data;

  const reference = sql<string>`${DONATION_REFERENCE_PREFIX} || '-' || to_char(now() at time zone ${REFERENCE_TIME_ZONE}, 'YYYY') || '-' || nextval(${donationReferenceSeq.seqName!}::regclass)`;
  const [row] = await db.transaction(async (tx) =>
    tx
      .insert(donationPledges)
      .values({
        reference,
        name: pledge.name,
        email: pledge.email,
        amount: pledge.amount,
        currency: pledge.currency,
        kind: pledge.kind,
        frequency: pledge.frequency,
        causes: pledge.causes,
      })
      .returning(),
  );
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    amount: row.amount,
    currency: pledge.currency,
    kind: pledge.kind,
    frequency: pledge.frequency,
    causes: pledge.causes,
    createdAt: row.createdAt.toISOString(),
  };
}

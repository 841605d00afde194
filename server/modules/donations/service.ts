import { eq, sql } from "drizzle-orm";
import {
  describeDonationIssues,
  donationPledgeInput,
  type DonationPledgeInput,
} from "../../../common/donation-schema.ts";
import { DONATION_REFERENCE_PREFIX, donationMessages, type DonationPledge } from "../../../common/donations.ts";
import { messages } from "../../../common/messages.ts";
import type { Db } from "../../db/open.ts";
import { donationPledges, donationReferenceSeq } from "../../db/schema.ts";
import type { SubscriptionPaymentAnswer } from "../../../common/donor-page-schema.ts";
import { badRequest } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { startSubscription, type SubscriptionDeps } from "./subscriptions.ts";

export interface DonationDeps extends SubscriptionDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

/** Pledges are not payments, but a form that stores what it is sent is bounded per client address. */
export const DONATION_RATE: RateRule = {
  name: "donation:address",
  limit: 10,
  windowSeconds: 3600,
  message: donationMessages.tooMany,
};

/** The club keeps Indian time: a pledge made on 1 January after midnight in India belongs to the new year. */
const REFERENCE_TIME_ZONE = "Asia/Kolkata";

/**
 * Records a donation pledge (no payment is taken here). The reference VWC-D-<year>-<n> takes n from
 * the database sequence inside the INSERT itself, so allocating it and storing the pledge are one
 * atomic statement: two pledges never share a number, and each is stored exactly once.
 */
export async function pledgeDonation(
  deps: DonationDeps,
  input: DonationPledgeInput,
  clientAddress?: string,
): Promise<DonationPledge & { payment?: SubscriptionPaymentAnswer | null }> {
  const { db } = deps;
  if (clientAddress) await hitRateLimit(db, DONATION_RATE, clientAddress);
  const parsed = donationPledgeInput.safeParse(input);
  if (!parsed.success) throw badRequest(`${messages.invalidRequest} (${describeDonationIssues(parsed.error)})`);
  const pledge = parsed.data;

  const reference = sql<string>`${DONATION_REFERENCE_PREFIX} || '-' || to_char(now() at time zone ${REFERENCE_TIME_ZONE}, 'YYYY') || '-' || nextval(${donationReferenceSeq.seqName!}::regclass)`;
  const record = await db.transaction(async (tx) => {
    const [row] = await tx
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
      .returning();
    // a recurring gift is always online: its Razorpay subscription, which Checkout opens (null without keys)
    const payment = pledge.kind === "recurring" ? await startSubscription(deps, tx, row) : undefined;
    const record: DonationPledge = {
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
    // the donor's acknowledgement, queued with the pledge; acknowledged_at is set once the mail has gone
    await deps.mail.send(tx, { ...pledgeMail(record, deps.publicUrl), afterSent: { pledgeAcknowledged: row.id } });
    return payment === undefined ? record : { ...record, payment };
  });
  return record;
}

const FREQUENCY_WORDS = { monthly: "every month", quarterly: "every quarter", yearly: "every year" } as const;

/** The acknowledgement's mail: the reference to quote, what was pledged, and that nothing was charged. */
export function pledgeMail(pledge: DonationPledge, publicUrl: string) {
  const amount = formatPledgeAmount(pledge.amount, pledge.currency);
  const given =
    pledge.kind === "recurring" && pledge.frequency
      ? `${amount} ${FREQUENCY_WORDS[pledge.frequency]}`
      : `${amount} once`;
  return noticeMail({
    to: pledge.email,
    name: pledge.name,
    subject: `Thank you for your pledge (${pledge.reference})`,
    paragraphs: [
      `Thank you for your pledge to the Vedanta Wellness Club. Its reference is ${pledge.reference}; please quote it whenever you write to us about it.`,
      `You pledged ${given} for: ${pledge.causes.join(", ")}.`,
      "No payment has been taken. The club's accounts team will write to you with the ways to give.",
    ],
    publicUrl,
    summary: `pledge ${pledge.reference}`,
  });
}

/** The pledge's acknowledgement went (the mail job, once the mail server took it): the office's list shows it mailed. */
export async function pledgeAcknowledged(db: Db, id: string) {
  await db
    .update(donationPledges)
    .set({ acknowledgedAt: sql`now()` })
    .where(eq(donationPledges.id, id));
}

/** The public's donation pledges, acknowledged by mail. */
export function createDonationsService(deps: DonationDeps) {
  return {
    pledge: withDeps(deps, pledgeDonation),
  };
}

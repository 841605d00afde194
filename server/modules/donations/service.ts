import { eq, sql } from "drizzle-orm";
import {
  describeDonationIssues,
  donationPledgeInput,
  type DonationPledgeInput,
} from "../../../common/donation-schema.ts";
import {
  DONATION_REFERENCE_PREFIX,
  donationCharge,
  donationMessages,
  type DonationPledge,
} from "../../../common/donations.ts";
import { DEFAULT_INR_RATES } from "../../../common/club-settings.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import type { PaymentInstructions } from "../../../common/payment-instructions.ts";
import { messages } from "../../../common/messages.ts";
import type { Db } from "../../db/open.ts";
import { donationPledges, donationReferenceSeq } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import type { OrderAnswer } from "../payments/razorpay-service.ts";
import type { DonationDeps } from "./deps.ts";
import { getClubSettings } from "../club-settings/service.ts";
import { recordAudit } from "../audit/service.ts";
import { donorToken } from "./gifts.ts";
import { donationInstructions, pledgeInstructions, transferGiven, verifyDonationPayment } from "./transfers.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { startSubscription } from "./subscriptions.ts";

export type { DonationDeps };

/** Who gives: the page's language (their mails follow it) and the signed-in member, if any. */
export interface Donor {
  language?: Language;
  userId?: string | null;
}

/** How a pledge is paid, as POST /api/donations answers it (the contract of the donate page). */
export type DonationPayment =
  | ({ method: "online" } & OrderAnswer)
  | ({ method: "online"; subscription_id: string } & Omit<OrderAnswer, "order_id">)
  | { method: "transfer"; instructions: PaymentInstructions }
  | null;

/** A recorded pledge with what is charged and how to pay it. */
export interface DonationPledgeAnswer extends DonationPledge {
  status: string;
  method: "online" | "transfer";
  chargeCurrency: string;
  chargeAmount: number;
  exchangeRate: number | null;
  /** The donor's signed token (their page, the transfer's details) without an account. */
  donorToken: string;
  payment: DonationPayment;
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
  donor: Donor = {},
): Promise<DonationPledgeAnswer> {
  const { db } = deps;
  if (clientAddress) await hitRateLimit(db, DONATION_RATE, clientAddress);
  const parsed = donationPledgeInput.safeParse(input);
  if (!parsed.success) throw badRequest(`${messages.invalidRequest} (${describeDonationIssues(parsed.error)})`);
  const pledge = parsed.data;

  // what is charged: a foreign gift in its currency with the Trust's FCRA registration, else in rupees at its rate
  const settings = await getClubSettings(db);
  const charge = donationCharge(pledge.amount, pledge.currency, {
    USD: settings?.usd_inr_rate ?? DEFAULT_INR_RATES.USD,
    EUR: settings?.eur_inr_rate ?? DEFAULT_INR_RATES.EUR,
    fcra: !!settings?.fcra_registration_number,
  });
  if (pledge.method === "transfer" && charge.currency !== "INR")
    throw badRequest(`${messages.invalidRequest} (method: ${donationMessages.transferForeign})`);
  const pan = pledge.pan;

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
        userId: donor.userId ?? null,
        panEnc: pan ? deps.cipher.encrypt(pan) : null,
        panHash: pan ? deps.cipher.fingerprint(pan) : null,
        address: pledge.address,
        phone: pledge.phone,
        method: pledge.method,
        chargeCurrency: charge.currency,
        chargeAmount: charge.amount,
        exchangeRate: charge.rate,
        language: donor.language ?? DEFAULT_LANGUAGE,
      })
      .returning();
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
    let payment: DonationPayment = null;
    if (pledge.kind === "recurring") {
      // a recurring gift is always online: its Razorpay subscription, which Checkout opens (null without keys)
      payment = await startSubscription(deps, tx, row);
    } else if (pledge.method === "transfer") {
      const instructions = settings ? donationInstructions(settings, row) : null;
      payment = instructions ? { method: "transfer", instructions } : null;
    } else if (pledge.kind === "one_time" && deps.onlinePayment.available()) {
      const order = await deps.onlinePayment.placeOrder(tx, {
        purpose: "donation",
        userId: donor.userId ?? null,
        amount: charge.amount * 100,
        currency: charge.currency,
        receipt: row.reference,
        description: `Donation ${row.reference}`,
        donationPledgeId: row.id,
        now: row.createdAt,
      });
      await recordAudit(tx, {
        actor: donor.userId ? { id: donor.userId, role: "member", ip: clientAddress } : null,
        action: "payment.razorpay.order-created",
        memberId: donor.userId ?? null,
        subjectId: row.id,
        detail: {
          purpose: "donation",
          reference: row.reference,
          orderId: order.order_id,
          amount: charge.amount,
          currency: charge.currency,
        },
      });
      payment = { method: "online", ...order };
    }
    // the donor's acknowledgement, queued with the pledge; acknowledged_at is set once the mail has gone
    await deps.mail.send(tx, {
      ...pledgeMail(record, deps.publicUrl, payment),
      afterSent: { pledgeAcknowledged: row.id },
    });
    return {
      ...record,
      status: row.status,
      method: pledge.method,
      chargeCurrency: charge.currency,
      chargeAmount: charge.amount,
      exchangeRate: charge.rate,
      donorToken: donorToken(deps, row.reference),
      payment,
    } satisfies DonationPledgeAnswer;
  });
  return record;
}

const FREQUENCY_WORDS = { monthly: "every month", quarterly: "every quarter", yearly: "every year" } as const;

/** The acknowledgement's mail: the reference to quote, what was pledged, and that nothing was charged. */
export function pledgeMail(pledge: DonationPledge, publicUrl: string, payment: DonationPayment = null) {
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
      ...paymentWords(payment),
    ],
    publicUrl,
    summary: `pledge ${pledge.reference}`,
  });
}

/** What the acknowledgement says of paying: the transfer's details, the online payment to come, or nothing taken yet. */
function paymentWords(payment: DonationPayment): string[] {
  if (payment?.method === "transfer") {
    const { instructions: i } = payment;
    return [
      `To give by bank transfer or UPI, please send ${formatPledgeAmount(i.amount, "INR")} to ${i.account.account_name}, ${i.account.bank_name} (${i.account.branch}), account ${i.account.account_number}, IFSC ${i.account.ifsc}, or UPI ${i.account.upi_id}, quoting ${i.reference}.`,
      "Then give us the transfer's reference (UTR) on the donate page or from the link in this mail; your receipt follows once accounts see the money.",
    ];
  }
  if (payment?.method === "online")
    return ["Once your online payment goes through, your receipt follows by e-mail. No payment has been taken yet."];
  return ["No payment has been taken. The club's accounts team will write to you with the ways to give."];
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
    /** A gift by transfer's details given by the donor (their token or their session). */
    giveTransfer: withDeps(deps, transferGiven),
    /** A one-time online gift's payment, as Razorpay Checkout handed it to the page. */
    verifyOnline: withDeps(deps, verifyDonationPayment),
    /** The transfer instructions of a pledge (the donor's page, GET …/instructions). */
    instructions: withDeps(deps, pledgeInstructions),
  };
}

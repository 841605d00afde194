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
import { PLEDGE_MAIL_TEXT } from "./mail-text.ts";
import { CAUSE_NAMES_HI } from "./pdf-text.ts";

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
      ...pledgeMail(record, deps.publicUrl, payment, row.language),
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

/**
 * The acknowledgement's mail, in the language the donor gave the pledge in: the reference to quote, what was pledged,
 * and how to pay (the transfer's details, the online payment to come, or that nothing was charged).
 */
export function pledgeMail(
  pledge: DonationPledge,
  publicUrl: string,
  payment: DonationPayment = null,
  language: Language = DEFAULT_LANGUAGE,
) {
  const words = PLEDGE_MAIL_TEXT[language];
  const causes = language === "hi" ? pledge.causes.map((c) => CAUSE_NAMES_HI[c] ?? c) : pledge.causes;
  return noticeMail({
    to: pledge.email,
    name: pledge.name,
    language,
    subject: words.subject(pledge.reference),
    paragraphs: [
      words.thanks(pledge.reference),
      words.pledged({
        amount: formatPledgeAmount(pledge.amount, pledge.currency),
        frequency: pledge.kind === "recurring" ? pledge.frequency : null,
        causes: causes.join(", "),
      }),
      ...paymentWords(payment, words),
    ],
    publicUrl,
    summary: `pledge ${pledge.reference}`,
  });
}

/** What the acknowledgement says of paying: the transfer's details, the online payment to come, or nothing taken yet. */
function paymentWords(payment: DonationPayment, words: (typeof PLEDGE_MAIL_TEXT)[Language]): string[] {
  if (payment?.method === "transfer") {
    const { instructions: i } = payment;
    return [
      words.transfer({
        amount: formatPledgeAmount(i.amount, "INR"),
        accountName: i.account.account_name,
        bank: i.account.bank_name,
        branch: i.account.branch,
        accountNumber: i.account.account_number,
        ifsc: i.account.ifsc,
        upi: i.account.upi_id,
        reference: i.reference,
      }),
      words.transferThen,
    ];
  }
  if (payment?.method === "online") return [words.online];
  return [words.nothingTaken];
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

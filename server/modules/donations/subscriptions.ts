import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { clubDay } from "../../../common/club-time.ts";
import type { SubscriptionStatus } from "../../../common/donation-money.ts";
import type {
  DonorView,
  SubscriptionPaymentAnswer,
  SubscriptionVerifyBody,
} from "../../../common/donor-page-schema.ts";
import {
  SUBSCRIPTION_TOTAL_COUNT,
  subscriptionMessages as m,
  type SubscriptionAction,
} from "../../../common/donor-page.ts";
import { roleAllows } from "../../../common/auth-limits.ts";
import { OFFICE_ACCESS } from "../../../common/office-access.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import type { RazorpayConfig } from "../../config.ts";
import type { Tx } from "../../db/open.ts";
import {
  clubSettings,
  donationCertificates,
  donationGifts,
  donationPlans,
  donationPledges,
  donationSubscriptions,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import {
  PLAN_PERIODS,
  RazorpayError,
  verifySubscriptionSignature,
  type RazorpayGateway,
  type RazorpaySubscriptionEntity,
} from "../../platform/razorpay.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { donorToken, readDonorToken, receiveGift, type GiftDeps, type PledgeRow } from "./gifts.ts";

/**
 * Recurring gifts through Razorpay Subscriptions: a plan per amount, currency and frequency (made once; the table's
 * unique key decides a race), a subscription per recurring pledge, its first payment verified by Checkout's signature,
 * each later charge recorded from the `subscription.charged` webhook as a gift with its own receipt (through
 * receiveGift, once per payment id), the subscription's state following Razorpay's events, and the donor's pause,
 * resume and cancel (by their signed link, as the signed-in member who gave, or by accounts). Also the donor's page:
 * their pledges, gifts, recurring gifts and 10BE certificates.
 */

export interface SubscriptionDeps extends GiftDeps {
  /** null: online payment is not configured (no keys). */
  razorpay: RazorpayGateway | null;
  config: { razorpay?: RazorpayConfig };
  logError: (message: string, error: unknown) => void;
}

type Frequency = keyof typeof SUBSCRIPTION_TOTAL_COUNT;
type SubscriptionRow = typeof donationSubscriptions.$inferSelect;

/** Who acts on a recurring gift: the donor by their signed link, or a signed-in account (its owner or accounts). */
export type DonorActor =
  | { token: string; ip?: string }
  | { user: { id: string; email: string; role: string }; ip?: string; token?: undefined };

const FREQUENCY_WORDS: Record<Frequency, string> = { monthly: "monthly", quarterly: "quarterly", yearly: "yearly" };

/** What is charged for a pledge: the rupees it converts to when the page converted it, else its own amount. */
function chargeOf(pledge: PledgeRow): { amount: number; currency: string } {
  return pledge.chargeAmount
    ? { amount: pledge.chargeAmount, currency: pledge.chargeCurrency }
    : { amount: pledge.amount, currency: pledge.currency };
}

/** What a gift in `currency` counts for in rupees: itself, or at the rate kept on the pledge, else the club's rate. */
async function rupeesOf(tx: Tx, pledge: PledgeRow, amount: number, currency: string): Promise<number> {
  if (currency === "INR") return amount;
  if (pledge.exchangeRate) return Math.round(amount * pledge.exchangeRate);
  const [settings] = await tx
    .select({ usd: clubSettings.usdInrRate, eur: clubSettings.eurInrRate })
    .from(clubSettings)
    .limit(1);
  const rate = currency === "USD" ? (settings?.usd ?? 84) : (settings?.eur ?? 90);
  return Math.round(amount * rate);
}

function gatewayRefusal(deps: SubscriptionDeps, what: string, error: unknown): AppError {
  deps.logError(what, error);
  return new AppError(error instanceof RazorpayError && error.statusCode === 401 ? 503 : 502, m.gatewayFailed);
}

/** The plan for an amount, currency and frequency: the stored one, else made with Razorpay and stored (the key decides). */
async function planFor(
  deps: SubscriptionDeps,
  gateway: RazorpayGateway,
  tx: Tx,
  charge: { amount: number; currency: string },
  frequency: Frequency,
): Promise<string> {
  const where = and(
    eq(donationPlans.amount, charge.amount),
    eq(donationPlans.currency, charge.currency),
    eq(donationPlans.frequency, frequency),
  );
  const [known] = await tx.select({ id: donationPlans.razorpayPlanId }).from(donationPlans).where(where);
  if (known) return known.id;
  let plan;
  try {
    plan = await gateway.createPlan({
      ...PLAN_PERIODS[frequency],
      name: `Donation of ${formatPledgeAmount(charge.amount, charge.currency)} ${FREQUENCY_WORDS[frequency]}`,
      amount: charge.amount * 100,
      currency: charge.currency,
      description: "A recurring gift to the Vedanta Wellness Club",
      notes: { purpose: "donation", frequency },
    });
  } catch (error) {
    throw gatewayRefusal(deps, `Razorpay refused a plan of ${charge.amount} ${charge.currency} ${frequency}`, error);
  }
  // two donors at once: the unique key keeps the first plan stored; the other's plan at Razorpay is simply unused
  await tx
    .insert(donationPlans)
    .values({ razorpayPlanId: plan.id, amount: charge.amount, currency: charge.currency, frequency })
    .onConflictDoNothing();
  const [stored] = await tx.select({ id: donationPlans.razorpayPlanId }).from(donationPlans).where(where);
  return stored.id;
}

/**
 * A recurring pledge's Razorpay subscription, in the pledge's transaction: the plan for its amount and frequency, a
 * subscription of ten years' charges, stored and audited; answers what Checkout opens. Null when online payment is not
 * configured (the pledge stays a pledge).
 */
export async function startSubscription(
  deps: SubscriptionDeps,
  tx: Tx,
  pledge: PledgeRow,
): Promise<SubscriptionPaymentAnswer | null> {
  const gateway = deps.razorpay;
  const config = deps.config.razorpay;
  if (!gateway || !config || pledge.kind !== "recurring" || !pledge.frequency) return null;
  const frequency = pledge.frequency as Frequency;
  const charge = chargeOf(pledge);
  const planId = await planFor(deps, gateway, tx, charge, frequency);
  let subscription: RazorpaySubscriptionEntity;
  try {
    subscription = await gateway.createSubscription({
      planId,
      totalCount: SUBSCRIPTION_TOTAL_COUNT[frequency],
      notes: { purpose: "donation", reference: pledge.reference },
    });
  } catch (error) {
    throw gatewayRefusal(deps, `Razorpay refused a subscription for ${pledge.reference}`, error);
  }
  await tx.insert(donationSubscriptions).values({
    pledgeId: pledge.id,
    razorpaySubscriptionId: subscription.id,
    razorpayPlanId: planId,
    status: "created",
  });
  await recordAudit(tx, {
    actor: null,
    action: "donation.subscription.created",
    memberId: pledge.userId,
    subjectId: pledge.id,
    detail: { reference: pledge.reference, subscriptionId: subscription.id, planId, ...charge, frequency },
  });
  return {
    method: "online",
    subscription_id: subscription.id,
    key_id: gateway.keyId,
    amount: charge.amount * 100,
    currency: charge.currency,
    checkout_url: config.checkoutUrl,
    description: `${formatPledgeAmount(charge.amount, charge.currency)} ${FREQUENCY_WORDS[frequency]} · ${pledge.reference}`,
  };
}

/** The pledge's state that follows its subscription's. */
const PLEDGE_STATUS_OF: Partial<Record<SubscriptionStatus, PledgeRow["status"]>> = {
  active: "active",
  paused: "paused",
  // charges failed until Razorpay stopped trying: no money comes, as when paused
  halted: "paused",
  cancelled: "cancelled",
  completed: "completed",
  expired: "cancelled",
};
const ENDED = new Set<SubscriptionStatus>(["cancelled", "completed", "expired"]);

/** Records a subscription's state (and its pledge's) from Razorpay's entity; an ended one never moves back. */
async function recordState(
  tx: Tx,
  row: SubscriptionRow,
  entity: Partial<RazorpaySubscriptionEntity> & { status?: string },
  now: Date,
): Promise<SubscriptionStatus> {
  const status = (entity.status as SubscriptionStatus | undefined) ?? row.status;
  const next = ENDED.has(row.status) ? row.status : status;
  await tx
    .update(donationSubscriptions)
    .set({
      status: next,
      ...(typeof entity.paid_count === "number" ? { paidCount: Math.max(entity.paid_count, row.paidCount) } : {}),
      ...(typeof entity.current_end === "number" ? { currentEnd: new Date(entity.current_end * 1000) } : {}),
      updatedAt: now,
    })
    .where(eq(donationSubscriptions.id, row.id));
  const pledgeStatus = PLEDGE_STATUS_OF[next];
  if (pledgeStatus)
    await tx.update(donationPledges).set({ status: pledgeStatus }).where(eq(donationPledges.id, row.pledgeId));
  return next;
}

/** A charge of a subscription recorded as a gift (once per payment id) with its receipt. Null when already recorded. */
async function recordCharge(
  deps: SubscriptionDeps,
  tx: Tx,
  row: SubscriptionRow,
  payment: { id: string; amount: number; currency: string },
  actor: AuditActor | null,
  now: Date,
) {
  const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, row.pledgeId));
  const amount = Math.round(payment.amount / 100);
  return receiveGift(
    deps,
    tx,
    {
      pledgeId: pledge.id,
      amount,
      currency: payment.currency,
      amountInr: await rupeesOf(tx, pledge, amount, payment.currency),
      mode: "subscription",
      paidOn: clubDay(now),
      razorpayPaymentId: payment.id,
      subscriptionId: row.id,
    },
    actor,
    now,
  );
}

/**
 * POST /api/donations/subscriptions/verify: the first payment Checkout handed the page. The signature is over the
 * payment id and the STORED subscription id; Razorpay is asked for the payment (captured, the plan's amount) and the
 * subscription; the charge is recorded as a gift with its receipt, the pledge active. A second call answers the same.
 */
export async function verifySubscriptionPayment(
  deps: SubscriptionDeps,
  input: SubscriptionVerifyBody,
  now = new Date(),
): Promise<{ reference: string; status: string; receipt_number: string | null }> {
  const gateway = deps.razorpay;
  const config = deps.config.razorpay;
  if (!gateway || !config) throw new AppError(503, m.unavailable);
  const [row] = await deps.db
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.razorpaySubscriptionId, input.razorpay_subscription_id));
  if (!row) throw new AppError(404, m.notFound);
  if (
    !verifySubscriptionSignature(
      input.razorpay_payment_id,
      row.razorpaySubscriptionId,
      input.razorpay_signature,
      config.keySecret,
    )
  )
    throw new AppError(400, m.notVerified);
  const [plan] = await deps.db.select().from(donationPlans).where(eq(donationPlans.razorpayPlanId, row.razorpayPlanId));
  let payment;
  let subscription;
  try {
    payment = await gateway.fetchPayment(input.razorpay_payment_id);
    subscription = await gateway.fetchSubscription(row.razorpaySubscriptionId);
  } catch (error) {
    throw gatewayRefusal(deps, `Razorpay could not tell payment ${input.razorpay_payment_id}`, error);
  }
  if (payment.amount !== plan.amount * 100 || payment.currency !== plan.currency)
    throw new AppError(400, m.notVerified);
  if (payment.status !== "captured" && payment.status !== "authorized") throw new AppError(409, m.notVerified);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, row.id))
      .for("update");
    await recordCharge(deps, tx, locked, payment, null, now);
    await recordState(tx, locked, subscription, now);
    const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, row.pledgeId));
    const [gift] = await tx
      .select({ receipt: donationGifts.receiptNumber })
      .from(donationGifts)
      .where(eq(donationGifts.razorpayPaymentId, payment.id));
    return { reference: pledge.reference, status: pledge.status, receipt_number: gift?.receipt ?? null };
  });
}

interface SubscriptionEventPayload {
  subscription?: { entity?: Partial<RazorpaySubscriptionEntity> & { id?: unknown; status?: unknown } };
  payment?: { entity?: { id?: unknown; amount?: unknown; currency?: unknown; status?: unknown } };
}

/** The subscription events the club follows. */
const SUBSCRIPTION_EVENTS = new Set([
  "subscription.authenticated",
  "subscription.activated",
  "subscription.charged",
  "subscription.pending",
  "subscription.paused",
  "subscription.resumed",
  "subscription.halted",
  "subscription.cancelled",
  "subscription.completed",
]);

/**
 * A well-signed `subscription.*` webhook, in the webhook's transaction (which recorded its event id once): `charged`
 * records the charge as a gift (once per payment id) with its receipt; every event records the subscription's state
 * and its pledge's, audited. Answers whether anything changed.
 */
export async function subscriptionEvent(
  deps: SubscriptionDeps,
  tx: Tx,
  event: string,
  payload: unknown,
  now = new Date(),
): Promise<boolean> {
  if (!SUBSCRIPTION_EVENTS.has(event)) return false;
  const body = (payload ?? {}) as SubscriptionEventPayload;
  const entity = body.subscription?.entity;
  if (!entity || typeof entity.id !== "string") return false;
  const [row] = await tx
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.razorpaySubscriptionId, entity.id))
    .for("update");
  if (!row) return false;
  let receipt: string | null = null;
  if (event === "subscription.charged") {
    const payment = body.payment?.entity;
    if (
      payment &&
      typeof payment.id === "string" &&
      typeof payment.amount === "number" &&
      typeof payment.currency === "string"
    ) {
      const [plan] = await tx.select().from(donationPlans).where(eq(donationPlans.razorpayPlanId, row.razorpayPlanId));
      if (payment.amount !== plan.amount * 100 || payment.currency !== plan.currency) {
        deps.logError(`Razorpay charged ${payment.amount} for subscription ${entity.id} of plan ${plan.amount}`, null);
      } else {
        const gift = await recordCharge(
          deps,
          tx,
          row,
          { id: payment.id, amount: payment.amount, currency: payment.currency },
          null,
          now,
        );
        receipt = gift?.receiptNumber ?? null;
      }
    }
  }
  const before = row.status;
  const after = await recordState(tx, row, entity as Partial<RazorpaySubscriptionEntity>, now);
  const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, row.pledgeId));
  await recordAudit(tx, {
    actor: null,
    action: `donation.subscription.${event.slice("subscription.".length)}`,
    memberId: pledge.userId,
    subjectId: pledge.id,
    detail: {
      reference: pledge.reference,
      subscriptionId: row.razorpaySubscriptionId,
      before,
      after,
      ...(receipt ? { receiptNumber: receipt } : {}),
    },
  });
  return true;
}

/** What a donor may do with a recurring gift in a state. */
export function actionsFor(status: SubscriptionStatus): SubscriptionAction[] {
  if (status === "active") return ["pause", "cancel"];
  if (status === "paused") return ["resume", "cancel"];
  if (ENDED.has(status)) return [];
  return ["cancel"];
}

const lower = (s: string) => s.trim().toLowerCase();

/** The e-mail whose pledges a signed token opens, or a 403 when the token is not the club's. */
async function emailOfToken(deps: SubscriptionDeps, token: string): Promise<string> {
  const reference = readDonorToken(deps, token);
  if (!reference) throw new AppError(403, m.linkInvalid);
  const [pledge] = await deps.db
    .select({ email: donationPledges.email })
    .from(donationPledges)
    .where(eq(donationPledges.reference, reference));
  if (!pledge) throw new AppError(403, m.linkInvalid);
  return lower(pledge.email);
}

/** Whether `who` may act on `pledge`: the same donor's link, the member who gave (or with its e-mail), or accounts. */
async function mayAct(deps: SubscriptionDeps, who: DonorActor, pledge: PledgeRow): Promise<AuditActor | null> {
  if (who.token !== undefined) {
    const email = await emailOfToken(deps, who.token);
    if (email !== lower(pledge.email)) throw new AppError(404, m.pledgeNotFound);
    return null;
  }
  const { user } = who as Extract<DonorActor, { user: unknown }>;
  if (roleAllows(user.role, OFFICE_ACCESS.donors)) return { id: user.id, role: user.role, ip: who.ip };
  if (pledge.userId === user.id || lower(pledge.email) === lower(user.email))
    return { id: user.id, role: user.role, ip: who.ip };
  throw new AppError(404, m.pledgeNotFound);
}

const ACTION_RULES: Record<SubscriptionAction, { message: string; done: string }> = {
  pause: { message: m.cannotPause, done: m.paused },
  resume: { message: m.cannotResume, done: m.resumed },
  cancel: { message: m.cannotCancel, done: m.cancelled },
};

/**
 * The donor pauses, resumes or cancels a recurring gift (by the pledge's reference): who may is checked, the state
 * allows it, Razorpay is asked, then the state Razorpay answers is recorded for the subscription and the pledge, audited.
 */
export async function changeSubscription(
  deps: SubscriptionDeps,
  reference: string,
  action: SubscriptionAction,
  who: DonorActor,
  now = new Date(),
): Promise<{ reference: string; status: SubscriptionStatus; message: string }> {
  const [pledge] = await deps.db.select().from(donationPledges).where(eq(donationPledges.reference, reference));
  if (!pledge) {
    if (who.token !== undefined) await emailOfToken(deps, who.token);
    throw new AppError(404, m.pledgeNotFound);
  }
  const actor = await mayAct(deps, who, pledge);
  const [row] = await deps.db.select().from(donationSubscriptions).where(eq(donationSubscriptions.pledgeId, pledge.id));
  if (!row) throw new AppError(404, m.notFound);
  const rule = ACTION_RULES[action];
  if (!actionsFor(row.status).includes(action)) throw new AppError(409, rule.message);
  const gateway = deps.razorpay;
  if (!gateway) throw new AppError(503, m.unavailable);
  let entity: RazorpaySubscriptionEntity;
  try {
    entity =
      action === "pause"
        ? await gateway.pauseSubscription(row.razorpaySubscriptionId)
        : action === "resume"
          ? await gateway.resumeSubscription(row.razorpaySubscriptionId)
          : await gateway.cancelSubscription(row.razorpaySubscriptionId);
  } catch (error) {
    // Razorpay refused for its state: the club's record was behind; it says so rather than fail
    if (error instanceof RazorpayError && error.statusCode === 400) {
      deps.logError(`Razorpay refused to ${action} ${row.razorpaySubscriptionId}`, error);
      throw new AppError(409, rule.message);
    }
    throw gatewayRefusal(deps, `Razorpay could not ${action} ${row.razorpaySubscriptionId}`, error);
  }
  const status = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, row.id))
      .for("update");
    const after = await recordState(tx, locked, entity, now);
    await recordAudit(tx, {
      actor,
      action: `donation.subscription.${action}-requested`,
      memberId: pledge.userId,
      subjectId: pledge.id,
      detail: {
        reference: pledge.reference,
        subscriptionId: row.razorpaySubscriptionId,
        before: locked.status,
        after,
        by: actor ? (actor.role === "member" ? "member" : "staff") : "donor-link",
      },
    });
    return after;
  });
  return { reference: pledge.reference, status, message: rule.done };
}

/** Who looks at the donor's page: a signed-in account, or anyone with a signed link. */
export type DonorViewer = { token: string } | { user: { id: string; email: string } };

/**
 * The donor's page: for a signed-in member, the pledges they made or that carry their e-mail; for a signed link, the
 * pledges of that pledge's e-mail. Each with its gifts (receipt links signed with the pledge's token), its recurring
 * gift's state and what the donor may do, and the 10BE certificates matched to that e-mail. Newest first.
 */
export async function donorView(deps: SubscriptionDeps, viewer: DonorViewer): Promise<DonorView> {
  let email: string;
  let where;
  if ("token" in viewer) {
    email = await emailOfToken(deps, viewer.token);
    where = sql`lower(${donationPledges.email}) = ${email}`;
  } else {
    email = lower(viewer.user.email);
    where = or(eq(donationPledges.userId, viewer.user.id), sql`lower(${donationPledges.email}) = ${email}`);
  }
  const pledges = await deps.db.select().from(donationPledges).where(where).orderBy(desc(donationPledges.createdAt));
  const ids = pledges.map((p) => p.id);
  const gifts = ids.length
    ? await deps.db
        .select()
        .from(donationGifts)
        .where(inArray(donationGifts.pledgeId, ids))
        .orderBy(desc(donationGifts.paidOn), desc(donationGifts.createdAt))
    : [];
  const subscriptions = ids.length
    ? await deps.db.select().from(donationSubscriptions).where(inArray(donationSubscriptions.pledgeId, ids))
    : [];
  const certificates = await deps.db
    .select()
    .from(donationCertificates)
    .where(sql`lower(${donationCertificates.donorEmail}) = ${email}`)
    .orderBy(desc(donationCertificates.year));
  const tokenOf = (reference: string) => donorToken(deps, reference);
  const certificateToken =
    "token" in viewer ? viewer.token : pledges.length ? tokenOf(pledges[0].reference) : undefined;
  return {
    email,
    via: "token" in viewer ? "link" : "member",
    pledges: pledges.map((p) => {
      const token = tokenOf(p.reference);
      const sub = subscriptions.find((s) => s.pledgeId === p.id);
      return {
        reference: p.reference,
        amount: p.amount,
        currency: p.currency,
        kind: p.kind as "one_time" | "recurring",
        frequency: (p.frequency as Frequency | null) ?? null,
        causes: p.causes,
        status: p.status,
        created_at: p.createdAt.toISOString(),
        token,
        gifts: gifts
          .filter((g) => g.pledgeId === p.id)
          .map((g) => ({
            paid_on: g.paidOn,
            amount: g.amount,
            currency: g.currency,
            mode: g.mode,
            status: g.status,
            receipt_number: g.receiptNumber,
            receipt_url: g.receiptNumber
              ? `/api/donations/receipts/${encodeURIComponent(g.receiptNumber)}.pdf?t=${encodeURIComponent(token)}`
              : null,
          })),
        subscription: sub
          ? {
              status: sub.status,
              paid_count: sub.paidCount,
              current_end: sub.currentEnd ? clubDay(sub.currentEnd) : null,
              actions: actionsFor(sub.status),
            }
          : null,
      };
    }),
    certificates: certificates.map((c) => ({
      id: c.id,
      year: c.year,
      file_name: c.fileName,
      url: `/api/donations/certificates/${c.id}.pdf${certificateToken ? `?t=${encodeURIComponent(certificateToken)}` : ""}`,
    })),
  };
}

/** Recurring gifts and the donor's page. */
export function createDonationSubscriptionsService(deps: SubscriptionDeps) {
  return {
    verify: withDeps(deps, verifySubscriptionPayment),
    change: withDeps(deps, changeSubscription),
    donorView: withDeps(deps, donorView),
    /** The webhook's dispatch of `subscription.*` events (server/modules/payments/razorpay-service.ts). */
    event: withDeps(deps, subscriptionEvent),
  };
}

import { and, asc, desc, eq } from "drizzle-orm";
import { settingsMessages, type ClubSettings } from "../../../common/club-settings.ts";
import { donationRejectInput, donationTransferInput } from "../../../common/donation-schema.ts";
import { donationMessages as m } from "../../../common/donations.ts";
import type { DonationTransferItem, GiftStatus } from "../../../common/donation-money.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import { isUuid } from "../../../common/ids.ts";
import { messages } from "../../../common/messages.ts";
import type { PaymentInstructions } from "../../../common/payment-instructions.ts";
import type { Db } from "../../db/open.ts";
import { donationGifts, donationPledges } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { getClubSettings } from "../club-settings/service.ts";
import { withAccount } from "../payments/instructions.ts";
import { checkPaidOn, claimUtr, releaseUtr } from "../payments/transfer-details.ts";
import type { DonationDeps } from "./deps.ts";
import { donorPageUrl, readDonorToken, verifyTransferGift, type PledgeRow } from "./gifts.ts";

/**
 * A gift by bank transfer or UPI, and a one-time gift paid online: the instructions a donor is given (the club's
 * account, the pledge's reference to quote, the rupees), the transfer's details they give back (its UTR, claimed once
 * across every kind of receipt, and the day paid), the online payment's verification, and the accounts' queue of gifts
 * by transfer (verify: the gift received and its receipt mailed; reject: the UTR released, the donor told).
 */

/** A donor's payment steps are bounded per client address, as the pledge is. */
export const DONATION_PAYMENT_RATE: RateRule = {
  name: "donation-payment:address",
  limit: 20,
  windowSeconds: 3600,
  message: m.tooMany,
};

/** Who may act on a pledge: the holder of its signed token, or the signed-in member who made it. */
export interface DonorAccess {
  token?: string | null;
  userId?: string | null;
}

/**
 * The instructions of a pledge paid by transfer: the club's account, the pledge's reference to quote and the rupees
 * charged (a foreign gift without FCRA registration: the converted rupees). Null when the pledge is not charged in
 * rupees (a foreign gift with the Trust's FCRA registration is paid online only).
 */
export function donationInstructions(settings: ClubSettings, pledge: PledgeRow): PaymentInstructions | null {
  if (pledge.chargeCurrency !== "INR") return null;
  return withAccount(
    {
      purpose: "donation",
      amount: pledge.chargeAmount ?? pledge.amount,
      description: `Donation ${pledge.reference} to ${settings.legal_name}`,
      reference: pledge.reference,
    },
    settings,
  );
}

/** The pledge of `reference` when the donor may act on it; else 404 (whether it exists is not said). */
async function donorsPledge(deps: Pick<DonationDeps, "db" | "feedSecret">, reference: string, access: DonorAccess) {
  const fromToken = access.token ? readDonorToken(deps, access.token) : null;
  const [pledge] = await deps.db
    .select()
    .from(donationPledges)
    .where(eq(donationPledges.reference, reference.trim().toUpperCase()))
    .limit(1);
  const allowed = pledge && (fromToken === pledge.reference || (!!access.userId && pledge.userId === access.userId));
  if (!allowed) throw new AppError(404, m.pledgeNotFound);
  return pledge;
}

/** GET /api/donations/{reference}/instructions: how to pay a pledge by transfer (the donor's token or session). */
export async function pledgeInstructions(
  deps: DonationDeps,
  reference: string,
  access: DonorAccess,
): Promise<PaymentInstructions> {
  const pledge = await donorsPledge(deps, reference, access);
  if (pledge.status !== "pledged") throw new AppError(409, m.pledgeAlreadyPaid);
  const settings = await getClubSettings(deps.db);
  if (!settings) throw new AppError(409, settingsMessages.bankDetailsMissing);
  const instructions = pledge.kind === "one_time" ? donationInstructions(settings, pledge) : null;
  if (!instructions) throw new AppError(409, m.pledgeNotTransfer);
  return instructions;
}

/** What the donor is answered once their transfer's details are with accounts. */
export interface DonationTransferAnswer {
  reference: string;
  gift_id: string;
  status: GiftStatus;
  amount: number;
  utr: string;
  paid_on: string;
}

/**
 * POST /api/donations/{reference}/transfer: the donor's transfer (its UTR and the day paid) for a one-time pledge in
 * rupees. One transaction: the gift recorded awaiting accounts, its UTR claimed once (another receipt's → 409), the
 * accounts told, the audit entry. One transfer awaits at a time; a rejected one may be followed by another.
 */
export async function transferGiven(
  deps: DonationDeps,
  reference: string,
  input: unknown,
  access: Omit<DonorAccess, "token">,
  clientAddress?: string,
  now = new Date(),
): Promise<DonationTransferAnswer> {
  if (clientAddress) await hitRateLimit(deps.db, DONATION_PAYMENT_RATE, clientAddress);
  const parsed = donationTransferInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidRequest);
  const { utr, paid_on: paidOn, t } = parsed.data;
  const found = await donorsPledge(deps, reference, { ...access, token: t });
  if (found.kind !== "one_time" || found.chargeCurrency !== "INR") throw new AppError(409, m.pledgeNotTransfer);
  checkPaidOn({ utr, paidOn }, found.createdAt, "the day you pledged", now);
  return deps.db.transaction(async (tx) => {
    const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, found.id)).for("update");
    if (pledge.status !== "pledged") throw new AppError(409, m.pledgeAlreadyPaid);
    const [waiting] = await tx
      .select({ id: donationGifts.id })
      .from(donationGifts)
      .where(and(eq(donationGifts.pledgeId, pledge.id), eq(donationGifts.status, "awaiting")))
      .limit(1);
    if (waiting) throw new AppError(409, m.transferAlreadyGiven);
    const amount = pledge.chargeAmount ?? pledge.amount;
    const [gift] = await tx
      .insert(donationGifts)
      .values({
        pledgeId: pledge.id,
        amount,
        currency: "INR",
        amountInr: amount,
        mode: "transfer",
        status: "awaiting",
        paidOn: paidOn!,
        utr: utr!,
        createdAt: now,
      })
      .returning();
    await claimUtr(tx, utr!, { kind: "donation", donationGiftId: gift.id });
    // a donor who meant to pay online (and could not) paid by transfer instead
    if (pledge.method !== "transfer")
      await tx.update(donationPledges).set({ method: "transfer" }).where(eq(donationPledges.id, pledge.id));
    await deps.notify(tx, {
      kind: "donation-transfer",
      memberName: pledge.name,
      summary: `a gift of ${formatPledgeAmount(amount, "INR")} by transfer (${pledge.reference}), UTR ${utr}, paid on ${paidOn}`,
    });
    await recordAudit(tx, {
      actor: access.userId ? { id: access.userId, role: "member", ip: clientAddress } : null,
      action: "donation.transfer.given",
      memberId: pledge.userId,
      subjectId: gift.id,
      detail: { reference: pledge.reference, amount, utr, paidOn },
    });
    return { reference: pledge.reference, gift_id: gift.id, status: gift.status, amount, utr: utr!, paid_on: paidOn! };
  });
}

/** What the donor is answered once their online payment is verified. */
export interface DonationPaidAnswer {
  reference: string;
  status: string;
  receipt_number: string | null;
  order_id: string;
  payment_id: string;
  amount: number;
  currency: string;
}

/**
 * POST /api/donations/verify: a one-time gift's payment as Razorpay Checkout handed it to the page (no sign-in: the
 * signature over the stored order proves it). Credited once, whichever of this and the webhook comes first.
 */
export async function verifyDonationPayment(
  deps: DonationDeps,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  clientAddress?: string,
): Promise<DonationPaidAnswer> {
  if (clientAddress) await hitRateLimit(deps.db, DONATION_PAYMENT_RATE, clientAddress);
  const outcome = await deps.onlinePayment.verify({ donor: true, ip: clientAddress }, input);
  if (!outcome.donation) throw new AppError(404, m.pledgeNotFound);
  return {
    reference: outcome.donation.reference,
    status: outcome.donation.status,
    receipt_number: outcome.donation.receipt_number,
    order_id: outcome.order_id,
    payment_id: outcome.payment_id,
    amount: outcome.amount,
    currency: outcome.currency ?? "INR",
  };
}

// the accounts' queue

const itemColumns = {
  gift: donationGifts,
  reference: donationPledges.reference,
  name: donationPledges.name,
  email: donationPledges.email,
};

function itemOf(row: {
  gift: typeof donationGifts.$inferSelect;
  reference: string;
  name: string;
  email: string;
}): DonationTransferItem {
  const { gift } = row;
  return {
    id: gift.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    amount: gift.amount,
    utr: gift.utr,
    paid_on: gift.paidOn,
    status: gift.status,
    created_at: gift.createdAt.toISOString(),
    decided_at: gift.decidedAt?.toISOString() ?? null,
    rejection_reason: gift.rejectionReason,
    receipt_number: gift.receiptNumber,
  };
}

/** GET /api/admin/donations/transfers: gifts by transfer of a status (awaiting: oldest first; else newest first). */
export async function transferQueue(db: Db, status: GiftStatus = "awaiting"): Promise<DonationTransferItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(and(eq(donationGifts.mode, "transfer"), eq(donationGifts.status, status)))
    .orderBy(status === "awaiting" ? asc(donationGifts.createdAt) : desc(donationGifts.decidedAt))
    .limit(500);
  return rows.map(itemOf);
}

async function queueItem(db: Db, giftId: string): Promise<DonationTransferItem> {
  const [row] = await db
    .select(itemColumns)
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(eq(donationGifts.id, giftId));
  return itemOf(row);
}

/** The gift by transfer of `giftId`, or 404. */
async function transferGift(db: Db, giftId: string) {
  const [gift] = isUuid(giftId)
    ? await db
        .select({ id: donationGifts.id, status: donationGifts.status })
        .from(donationGifts)
        .where(and(eq(donationGifts.id, giftId), eq(donationGifts.mode, "transfer")))
    : [];
  if (!gift) throw new AppError(404, m.pledgeNotFound);
  return gift;
}

/**
 * POST /api/admin/donations/transfers/{giftId}/verify (accounts): the money is on the club's statement; the gift is
 * received, its receipt numbered and mailed (verifyTransferGift). 409 when it no longer awaits.
 */
export async function verifyTransfer(
  deps: DonationDeps,
  giftId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<DonationTransferItem> {
  await transferGift(deps.db, giftId);
  const verified = await deps.db.transaction((tx) => verifyTransferGift(deps, tx, giftId, actor, now));
  if (!verified) throw new AppError(409, m.giftNotAwaiting);
  return queueItem(deps.db, giftId);
}

/**
 * POST /api/admin/donations/transfers/{giftId}/reject (accounts) with a reason: the gift is rejected, its UTR given back,
 * the donor told why (in their language's frame, with their link), the audit entry written, in one transaction.
 */
export async function rejectTransfer(
  deps: DonationDeps,
  giftId: string,
  input: unknown,
  actor: AuditActor,
  now = new Date(),
): Promise<DonationTransferItem> {
  const parsed = donationRejectInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? m.reasonRequired);
  const { reason } = parsed.data;
  await transferGift(deps.db, giftId);
  await deps.db.transaction(async (tx) => {
    const [gift] = await tx
      .update(donationGifts)
      .set({ status: "rejected", rejectionReason: reason, decidedBy: actor.id, decidedAt: now })
      .where(and(eq(donationGifts.id, giftId), eq(donationGifts.status, "awaiting")))
      .returning();
    if (!gift) throw new AppError(409, m.giftNotAwaiting);
    await releaseUtr(tx, { kind: "donation", donationGiftId: gift.id });
    const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, gift.pledgeId));
    await deps.mail.send(
      tx,
      noticeMail({
        to: pledge.email,
        name: pledge.name,
        language: pledge.language,
        subject: `Your transfer for ${pledge.reference} could not be matched`,
        paragraphs: [
          `Thank you for your gift to the Vedanta Wellness Club (${pledge.reference}). Our accounts team could not match your transfer of ${formatPledgeAmount(gift.amount, "INR")} (UTR ${gift.utr}, paid on ${gift.paidOn}) to the club's bank statement, for this reason:`,
        ],
        reason,
        afterReason: [
          "If the money has left your account, please check the reference with your bank and give it again from your page, or reply to this mail.",
        ],
        link: { label: "Your gifts", url: donorPageUrl(deps, pledge.reference) },
        publicUrl: deps.publicUrl,
        summary: `donation transfer rejected ${pledge.reference}`,
      }),
    );
    await recordAudit(tx, {
      actor,
      action: "donation.transfer.rejected",
      memberId: pledge.userId,
      subjectId: gift.id,
      detail: { reference: pledge.reference, amount: gift.amount, utr: gift.utr, paidOn: gift.paidOn, reason },
    });
  });
  return queueItem(deps.db, giftId);
}

/** The accounts' queue of gifts by transfer: listed, verified, rejected. */
export function createDonationTransfersOfficeService(deps: DonationDeps) {
  return {
    list: (status?: GiftStatus) => transferQueue(deps.db, status),
    verify: withDeps(deps, verifyTransfer),
    reject: withDeps(deps, rejectTransfer),
  };
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { DONATION_RECEIPT_PREFIX, type GiftMode } from "../../../common/donation-money.ts";
import { financialYearOf } from "../../../common/statements.ts";
import type { Db, Tx } from "../../db/open.ts";
import { clubSettings, donationGifts, donationPledges, donationReceiptCounters } from "../../db/schema.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { donationReceiptMail } from "./receipt-mail.ts";

/**
 * Money given (decision 048): a gift received — online, by a verified transfer, or one charge of a recurring gift — is
 * recorded here, once, with its receipt number, its audit entry and its receipt mail, all in the caller's transaction.
 * Every way money comes in (the Razorpay purpose, the subscription webhook, accounts' verification) calls `receiveGift`.
 */

export interface GiftDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  cipher: FieldCipher;
  /** The secret the donors' signed links are made with. */
  feedSecret: string;
}

export type GiftRow = typeof donationGifts.$inferSelect;
export type PledgeRow = typeof donationPledges.$inferSelect;

export interface ReceivedGift {
  pledgeId: string;
  amount: number;
  currency: string;
  /** What the gift counts for in rupees (the amount itself for rupees). */
  amountInr: number;
  mode: GiftMode;
  /** The club day the money was paid. */
  paidOn: string;
  razorpayPaymentId?: string;
  subscriptionId?: string;
}

/** The next receipt number of a financial year, taken under the counter's row lock: no gaps, no repeats. */
async function nextReceiptNumber(tx: Tx, fy: string): Promise<string> {
  const [row] = await tx
    .insert(donationReceiptCounters)
    .values({ year: fy, last: 1 })
    .onConflictDoUpdate({
      target: donationReceiptCounters.year,
      set: { last: sql`${donationReceiptCounters.last} + 1` },
    })
    .returning({ last: donationReceiptCounters.last });
  return `${DONATION_RECEIPT_PREFIX}-${fy}-${row.last}`;
}

/**
 * Whether a receipt gives an 80G deduction: the Trust's 80G registration is in the settings, the donor gave a PAN, and
 * the gift is in rupees (money from abroad is not deductible in India). Fixed on the gift when its receipt is issued.
 */
async function eligibleFor80g(tx: Tx, pledge: PledgeRow, currency: string): Promise<boolean> {
  if (!pledge.panEnc || currency !== "INR") return false;
  const [settings] = await tx
    .select({ number: clubSettings.registration12a80gNumber, date: clubSettings.registration12a80gDate })
    .from(clubSettings);
  return !!settings?.number && !!settings.date;
}

/**
 * Issues the receipt of a received gift: its number in the financial year of the day paid, whether it gives an 80G
 * deduction, and the receipt mail queued with it. The gift's row lock makes it once.
 */
async function issueReceipt(deps: GiftDeps, tx: Tx, gift: GiftRow, pledge: PledgeRow, now: Date): Promise<GiftRow> {
  if (gift.receiptNumber) return gift;
  const fy = financialYearOf(gift.paidOn).fy;
  const [issued] = await tx
    .update(donationGifts)
    .set({
      receiptNumber: await nextReceiptNumber(tx, fy),
      receiptYear: fy,
      receiptIssuedAt: now,
      receiptEligible80g: await eligibleFor80g(tx, pledge, gift.currency),
    })
    .where(eq(donationGifts.id, gift.id))
    .returning();
  await deps.mail.send(
    tx,
    donationReceiptMail({ gift: issued, pledge, donorUrl: donorPageUrl(deps, pledge.reference) }, deps.publicUrl),
  );
  return issued;
}

/**
 * Records money received for a pledge, in the caller's transaction: the gift (an online payment id is recorded once:
 * a second call for it answers null), the pledge marked paid (a one-time gift), the receipt numbered and mailed, and
 * the audit entry.
 */
export async function receiveGift(
  deps: GiftDeps,
  tx: Tx,
  input: ReceivedGift,
  actor: AuditActor | null,
  now = new Date(),
): Promise<GiftRow | null> {
  const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, input.pledgeId)).for("update");
  if (!pledge) throw new Error(`The pledge ${input.pledgeId} does not exist`);
  const [gift] = await tx
    .insert(donationGifts)
    .values({
      pledgeId: pledge.id,
      subscriptionId: input.subscriptionId ?? null,
      amount: input.amount,
      currency: input.currency,
      amountInr: input.amountInr,
      mode: input.mode,
      status: "received",
      paidOn: input.paidOn,
      razorpayPaymentId: input.razorpayPaymentId ?? null,
      decidedAt: now,
    })
    .onConflictDoNothing({ target: donationGifts.razorpayPaymentId })
    .returning();
  if (!gift) return null;
  return received(deps, tx, gift, pledge, { actor, action: "donation.gift.received" }, now);
}

/** A gift now received: a one-time pledge paid, the receipt numbered and mailed, the audit entry written. */
async function received(
  deps: GiftDeps,
  tx: Tx,
  gift: GiftRow,
  pledge: PledgeRow,
  audit: { actor: AuditActor | null; action: string },
  now: Date,
): Promise<GiftRow> {
  if (pledge.kind === "one_time") {
    await tx.update(donationPledges).set({ status: "paid" }).where(eq(donationPledges.id, pledge.id));
  }
  const issued = await issueReceipt(deps, tx, gift, pledge, now);
  await recordAudit(tx, {
    ...audit,
    memberId: pledge.userId,
    subjectId: gift.id,
    detail: giftAudit(issued, pledge),
  });
  return issued;
}

/**
 * Accounts verify a gift by transfer that awaited them: it becomes received (only while awaiting, under its row lock),
 * the pledge paid, the receipt numbered and mailed, the audit entry written. Answers null when it no longer awaited.
 */
export async function verifyTransferGift(
  deps: GiftDeps,
  tx: Tx,
  giftId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<GiftRow | null> {
  const [gift] = await tx
    .update(donationGifts)
    .set({ status: "received", decidedBy: actor.id, decidedAt: now })
    .where(and(eq(donationGifts.id, giftId), eq(donationGifts.status, "awaiting")))
    .returning();
  if (!gift) return null;
  const [pledge] = await tx.select().from(donationPledges).where(eq(donationPledges.id, gift.pledgeId)).for("update");
  return received(deps, tx, gift, pledge, { actor, action: "donation.transfer.verified" }, now);
}

const giftAudit = (gift: GiftRow, pledge: PledgeRow) => ({
  reference: pledge.reference,
  amount: gift.amount,
  currency: gift.currency,
  amountInr: gift.amountInr,
  mode: gift.mode,
  paidOn: gift.paidOn,
  receiptNumber: gift.receiptNumber,
  eligible80g: gift.receiptEligible80g,
  ...(gift.razorpayPaymentId ? { paymentId: gift.razorpayPaymentId } : {}),
  ...(gift.utr ? { utr: gift.utr } : {}),
});

/** The signature of a donor's link: a keyed hash of the pledge's reference. */
const donorSignature = (secret: string, reference: string) =>
  createHmac("sha256", secret).update(`donor:${reference}`).digest("base64url").slice(0, 32);

/** A donor's signed token: the reference of one of their pledges and its signature (no account needed). */
export const donorToken = (deps: Pick<GiftDeps, "feedSecret">, reference: string) =>
  `${reference}.${donorSignature(deps.feedSecret, reference)}`;

/** The donor's page for anyone holding the link: `/donations/mine?t=<token>`. */
export const donorPageUrl = (deps: Pick<GiftDeps, "feedSecret" | "publicUrl">, reference: string) =>
  `${deps.publicUrl}/donations/mine?t=${encodeURIComponent(donorToken(deps, reference))}`;

/** The pledge reference a signed token names, or null when its signature does not match. */
export function readDonorToken(deps: Pick<GiftDeps, "feedSecret">, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const reference = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(donorSignature(deps.feedSecret, reference));
  return given.length === expected.length && timingSafeEqual(given, expected) ? reference : null;
}

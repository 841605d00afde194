import { eq } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import type { Tx } from "../../db/open.ts";
import { donationPledges } from "../../db/schema.ts";
import { receiveGift, type GiftDeps } from "./gifts.ts";

/**
 * A one-time gift paid online (the Razorpay purpose `donation`): the order was made with the pledge for the amount it
 * charges (rupees, or with the Trust's FCRA registration dollars or euros, in their smallest unit). Credited once the
 * payment is proven (the donor's verification or the webhook, whichever first: the order's row lock decides), through
 * `receiveGift`: the gift in the order's currency, what it counts for in rupees at the pledge's rate.
 */
export async function creditDonationOrder(
  deps: GiftDeps,
  tx: Tx,
  order: { donationPledgeId: string | null; amount: number; currency: string; orderId: string },
  paymentId: string,
  now: Date,
): Promise<void> {
  if (!order.donationPledgeId) throw new Error(`The donation order ${order.orderId} names no pledge.`);
  const [pledge] = await tx
    .select({ id: donationPledges.id, rate: donationPledges.exchangeRate })
    .from(donationPledges)
    .where(eq(donationPledges.id, order.donationPledgeId));
  if (!pledge) throw new Error(`The pledge of order ${order.orderId} is gone.`);
  const amount = order.amount / 100;
  await receiveGift(
    deps,
    tx,
    {
      pledgeId: pledge.id,
      amount,
      currency: order.currency,
      amountInr: order.currency === "INR" ? amount : Math.round(amount * Number(pledge.rate)),
      mode: "online",
      paidOn: clubToday(now),
      razorpayPaymentId: paymentId,
    },
    null,
    now,
  );
}

import { text } from "./text.ts";
import { z } from "./zod.ts";

/** Razorpay's ids (orders, payments, subscriptions): letters, digits and underscores. */
export const razorpayId = (label: string) =>
  text(label)
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/, `The ${label} is not valid.`);

/** What Razorpay Checkout hands the page after an order's payment: the three fields the server verifies. */
export const razorpayVerifyBody = z.object({
  razorpay_order_id: razorpayId("order id"),
  razorpay_payment_id: razorpayId("payment id"),
  razorpay_signature: text("the signature").trim().min(1).max(128),
});

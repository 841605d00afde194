import { site } from "../content/site";
import { callApi, messageOr } from "./api";

/**
 * Online payment with Razorpay Checkout, in the browser. The server makes the order for the
 * amount it computed (whatever the page shows), the member pays in Razorpay's own dialog, and the server checks
 * the payment's signature before anything is marked paid. Nothing here decides an amount.
 */

/** What POST /api/payments/razorpay/order asks for: the purpose and what it pays for (never an amount). */
export type RazorpayOrderBody =
  | { purpose: "instalment"; property_id: string }
  | { purpose: "membership"; accept_terms: true }
  | { purpose: "maintenance"; bill_id: string }
  | ({ purpose: "stay" } & Record<string, unknown>);

/** The order the server made, as POST /api/payments/razorpay/order answers it. */
export interface RazorpayOrder {
  order_id: string;
  /** In paise, as Razorpay counts it. */
  amount: number;
  currency: string;
  key_id: string;
  checkout_url: string;
  description: string;
}

/**
 * A recurring gift's Razorpay subscription, as POST /api/donations answers it: Checkout takes `subscription_id` in
 * place of `order_id` (its first payment authorises the mandate).
 */
export interface RazorpaySubscriptionCheckout extends Omit<RazorpayOrder, "order_id"> {
  subscription_id: string;
}

/** What Razorpay Checkout hands the page after a payment: the three fields the server verifies. */
export interface RazorpayPaymentResponse {
  razorpay_payment_id: string;
  /** An order's payment (absent for a subscription's). */
  razorpay_order_id?: string;
  /** A subscription's first payment (absent for an order's). */
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/** The few options of Razorpay Checkout the club uses: an order's, or a subscription's. */
export interface RazorpayCheckoutOptions {
  key: string;
  order_id?: string;
  subscription_id?: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string };
  handler: (response: RazorpayPaymentResponse) => void;
  modal?: { ondismiss?: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayCheckoutOptions) => {
      open(): void;
      on?(event: string, handler: (payload: unknown) => void): void;
    };
  }
}

export type RazorpayResult<T> = { ok: true; data: T } | { ok: false; message: string };

export const razorpayCheckoutMessages = {
  unavailable: "Online payment could not start. Please try again, or pay by bank transfer and upload the receipt.",
  scriptFailed: "The payment window could not be opened. Please check your connection and try again.",
  cancelled: "Payment cancelled.",
  failed: "The payment could not be completed. Please try again.",
  notVerified: "The payment could not be verified.",
} as const;

/** The checkout script, loaded once per page whatever the number of payments. */
let scriptLoading: Promise<void> | undefined;

function loadCheckoutScript(src: string): Promise<void> {
  if (typeof window !== "undefined" && window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      script.remove();
      scriptLoading = undefined;
      reject(new Error("checkout script failed to load"));
    });
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** What the page shows in Checkout's window (the club's name and the order's description by default). */
export interface CheckoutDisplay {
  name?: string;
  description?: string;
  prefill?: { name?: string; email?: string };
}

/**
 * Pays `body` online: the server's order, Razorpay Checkout, then the server's verification of the payment.
 * Resolves with the verification's data (what was paid for), or a message to show ("Payment cancelled." when the
 * member closed the window). A 401 on the way sends the member to sign-in (web/lib/api.ts).
 */
export async function payWithRazorpay<T = Record<string, unknown>>(
  body: RazorpayOrderBody,
  display: CheckoutDisplay = {},
): Promise<RazorpayResult<T>> {
  const order = await callApi<RazorpayOrder>("POST", "/api/payments/razorpay/order", body).catch(() => null);
  if (!order) return { ok: false, message: razorpayCheckoutMessages.unavailable };
  if (!order.ok || !order.data) return { ok: false, message: messageOr(order, razorpayCheckoutMessages.unavailable) };
  return checkoutAndVerify<T>(order.data, "/api/payments/razorpay/verify", display);
}

/**
 * Pays an order or a subscription the server has already made (a donation's, in POST /api/donations's answer) in
 * Razorpay Checkout, then posts what Checkout handed back to `verifyPath`: an order's three fields, or a
 * subscription's (`razorpay_subscription_id` in place of the order's id). Resolves as payWithRazorpay does.
 */
export async function checkoutAndVerify<T = Record<string, unknown>>(
  payable: RazorpayOrder | RazorpaySubscriptionCheckout,
  verifyPath: string,
  display: CheckoutDisplay = {},
): Promise<RazorpayResult<T>> {
  const { amount, currency, key_id, checkout_url, description } = payable;
  const subscriptionId = "subscription_id" in payable ? payable.subscription_id : undefined;
  const orderId = "order_id" in payable ? payable.order_id : undefined;
  try {
    await loadCheckoutScript(checkout_url);
  } catch {
    return { ok: false, message: razorpayCheckoutMessages.scriptFailed };
  }
  const Checkout = window.Razorpay;
  if (!Checkout) return { ok: false, message: razorpayCheckoutMessages.scriptFailed };

  const paid = await new Promise<RazorpayPaymentResponse | null>((resolve) => {
    const checkout = new Checkout({
      key: key_id,
      ...(subscriptionId ? { subscription_id: subscriptionId } : { order_id: orderId }),
      amount,
      currency,
      name: display.name ?? site.name,
      description: display.description ?? description,
      prefill: display.prefill,
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
  if (!paid) return { ok: false, message: razorpayCheckoutMessages.cancelled };

  const verified = await callApi<T>(
    "POST",
    verifyPath,
    subscriptionId
      ? {
          razorpay_subscription_id: paid.razorpay_subscription_id ?? subscriptionId,
          razorpay_payment_id: paid.razorpay_payment_id,
          razorpay_signature: paid.razorpay_signature,
        }
      : {
          razorpay_order_id: paid.razorpay_order_id,
          razorpay_payment_id: paid.razorpay_payment_id,
          razorpay_signature: paid.razorpay_signature,
        },
  ).catch(() => null);
  if (!verified) return { ok: false, message: razorpayCheckoutMessages.failed };
  if (!verified.ok || verified.data === null)
    return { ok: false, message: messageOr(verified, razorpayCheckoutMessages.notVerified) };
  return { ok: true, data: verified.data };
}

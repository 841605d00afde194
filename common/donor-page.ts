/**
 * Recurring gifts (Razorpay Subscriptions) and the donor's page `/donations/mine`: the shapes the API answers and the
 * page reads, and the messages the server says (in English; the page says them in Hindi through known-messages).
 */

export const SUBSCRIPTION_ACTIONS = ["pause", "resume", "cancel"] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** How many charges a recurring gift's subscription is made for: ten years of each frequency. */
export const SUBSCRIPTION_TOTAL_COUNT = { monthly: 120, quarterly: 40, yearly: 10 } as const;

export const subscriptionMessages = {
  notFound: "The recurring gift was not found.",
  pledgeNotFound: "The donation was not found.",
  linkInvalid: "This link is not valid. Please use the link in your receipt mail, or sign in.",
  signInOrLink: "Please sign in, or use the link in your receipt mail.",
  notVerified: "The payment could not be verified.",
  cannotPause: "Only an active recurring gift can be paused.",
  cannotResume: "Only a paused recurring gift can be resumed.",
  cannotCancel: "This recurring gift has already ended.",
  paused: "Your recurring gift is paused.",
  resumed: "Your recurring gift is resumed.",
  cancelled: "Your recurring gift is cancelled. No further payment will be taken.",
  firstPaymentRecorded: "Thank you! Your first gift is received; its receipt is on its way.",
  gatewayFailed: "Razorpay could not be reached. Please try again in a moment.",
  unavailable: "Online payment is not available yet.",
  yourDonations: "Your donations",
} as const;

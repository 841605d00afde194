/** Messages of the footer newsletter box (the spec does not word them). */
export const newsletterMessages = {
  subscribed: "Thank you for subscribing! News from the club will reach your inbox.",
  alreadySubscribed: "You are already subscribed. Thank you for staying in touch!",
  invalidEmail: "Please enter a valid e-mail address.",
  tooMany: "Too many sign-ups from your connection. Please try again in a few minutes.",
  failed: "We could not subscribe you just now. Please try again.",
} as const;

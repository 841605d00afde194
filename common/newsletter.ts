/** Messages of the footer newsletter box (the spec does not word them). */
export const newsletterMessages = {
  /** A new address is not subscribed until its confirmation link is opened (double opt-in): the box says so. */
  confirmationSent: "Check your inbox to confirm your subscription: we are e-mailing you a link.",
  alreadySubscribed: "You are already subscribed. Thank you for staying in touch!",
  invalidEmail: "Please enter a valid e-mail address.",
  tooMany: "Too many sign-ups from your connection. Please try again in a few minutes.",
  failed: "We could not subscribe you just now. Please try again.",
  /** /newsletter/subscribe opened without a post (the box posts there before the page's script runs). */
  subscribeHere: "Enter your e-mail address in the newsletter box at the foot of this page.",
  /** Double opt-in: a repeat before the link was opened sends the link again. */
  confirmationResent:
    "We are e-mailing you the confirmation link again. Please check your inbox to confirm your subscription.",
  resendTooSoon:
    "We have already sent the confirmation link to this address. Please check your inbox, or try again in an hour.",
  confirmed: "Your subscription is confirmed. News from the club will reach your inbox.",
  confirmLinkInvalid:
    "This confirmation link is not valid. Please subscribe again from the box at the foot of any page.",
  unsubscribeQuestion: "Stop receiving the club's newsletter at this address?",
  unsubscribed: "You are unsubscribed. The club will send no more newsletters to this address.",
  unsubscribeLinkInvalid:
    "This unsubscribe link is not valid. If you still receive our newsletter, please write to the club.",
} as const;

/** The confirmation mail's subject (the first newsletter mail). */
export const NEWSLETTER_CONFIRM_SUBJECT = "Please confirm your subscription to the club's newsletter";

/** Where a newsletter mail's links lead (the tokens are the mail's own). */
export const newsletterConfirmPath = (token: string) => `/newsletter/confirm/${token}`;
export const newsletterUnsubscribePath = (token: string) => `/newsletter/unsubscribe/${token}`;
export const newsletterOneClickPath = (token: string) => `/api/newsletter/unsubscribe/${token}`;

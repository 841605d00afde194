import { LOCATION_NAMES } from "../../common/locations";
import {
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  OTP_VALID_MINUTES,
  REMEMBER_ME_DAYS,
  RESET_CODE_LENGTH,
} from "../../common/auth-limits";
import { sceneKey } from "../../common/media";

/**
 * The words of /sign-in, /sign-up and /forgot-password (spec member-side §2 "Sign-in", "Sign-up").
 * The messages the spec words (toasts) are in common/auth-messages.ts, shared with the server.
 */

/** The picture and words beside every account form. */
export interface AccountAside {
  image: string;
  alt: string;
  eyebrow: string;
  quote: string;
  points: readonly string[];
}

const retreatAside: AccountAside = {
  image: sceneKey("himalaya-retreat"),
  alt: "A retreat home among deodar trees on a Himalayan ridge at first light",
  eyebrow: "Vedanta Wellness Club",
  quote: "A spiritual retreat, not a resort — a home among the hills you can return to every season.",
  points: [LOCATION_NAMES.join(" · "), "Yoga, Ayurveda and Vedic learning", "Eco-designed homes for members"],
};

export const signInPage = {
  title: "Sign in",
  description:
    "Sign in to your Vedanta Wellness Club account to continue your application and reach your member portal.",
  eyebrow: "Welcome back",
  heading: "Sign in to your club account",
  intro: "Continue your villa application, follow your payments and plan your next stay.",
  email: "E-mail address",
  password: "Password",
  remember: `Remember me for ${REMEMBER_ME_DAYS} days`,
  forgot: "Forgot password?",
  submit: "Sign in",
  submitting: "Signing in…",
  noAccount: "New to the club?",
  signUp: "Create an account",
  signedIn: {
    heading: "You are already signed in.",
    text: "Carry on where you left off, or sign in below as someone else.",
    action: "Continue",
  },
  aside: retreatAside,
} as const;

export const signUpPage = {
  title: "Sign up",
  description: "Create your Vedanta Wellness Club account with a one-time code sent to your e-mail.",
  eyebrow: "Join the club",
  heading: "Create your club account",
  intro: "Two short steps: tell us who you are, then enter the code we e-mail you.",
  steps: ["Your details", "Verify e-mail"] as const,
  stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
  name: "Full name",
  email: "E-mail address",
  password: "Password",
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  remember: "Remember me",
  sendOtp: "Send OTP",
  sendingOtp: "Sending…",
  otpLegend: "Verification code",
  otpDigit: (n: number, total: number) => `Digit ${n} of ${total}`,
  otpSentTo: (email: string) =>
    `We sent a ${OTP_LENGTH}-digit code to ${email}. It is valid for ${OTP_VALID_MINUTES} minutes.`,
  submit: "Sign Up",
  submitting: "Signing up…",
  changeEmail: "Change e-mail",
  resend: "Resend code",
  resending: "Sending…",
  resendHint: "No mail? Check the spam folder, or ask for a new code (one a minute).",
  haveAccount: "Already a member?",
  signIn: "Sign in",
  aside: {
    ...retreatAside,
    image: "types/vedantavillas",
    alt: "A Vedanta villa of stone and timber with a garden terrace",
    quote: "Own a share of a home in the hills, and return to it for yoga, Ayurveda and quiet.",
  } satisfies AccountAside,
} as const;

export const forgotPasswordPage = {
  title: "Forgot password",
  description: "Reset the password of your Vedanta Wellness Club account with a code sent to your e-mail.",
  eyebrow: "Password help",
  heading: "Reset your password",
  intro: "Enter the e-mail of your account. We will send you a code to choose a new password.",
  email: "E-mail address",
  send: "Send code",
  sending: "Sending…",
  codeIntro: (email: string) =>
    `Enter the ${RESET_CODE_LENGTH}-digit code we sent to ${email}, and choose a new password.`,
  code: "Code from the e-mail",
  password: "New password",
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters. Setting it signs you out on every device.`,
  submit: "Set new password",
  submitting: "Saving…",
  changeEmail: "Use another e-mail",
  resend: "Send a new code",
  backToSignIn: "Back to sign in",
  /** Fallbacks when the server gives no message (the spec words none for this page). */
  sendFailed: "We could not send the code. Please try again.",
  resetFailed: "We could not change the password. Please try again.",
  fillAllFields: "Please fill all fields",
  aside: {
    ...retreatAside,
    image: sceneKey("meditation-hall"),
    alt: "A quiet meditation hall with cushions facing a garden window",
    quote: "Breathe. A new password takes a minute; the hills will wait.",
  } satisfies AccountAside,
} as const;

/** Shown on the eye button of a password field. */
export const passwordToggle = { show: "Show password", hide: "Hide password" } as const;

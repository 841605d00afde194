import {
  CODE_MAX_ATTEMPTS,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  OTP_VALID_MINUTES,
  RESET_CODE_LENGTH,
  RESET_CODE_VALID_MINUTES,
  SIGN_IN_WINDOW_MINUTES,
} from "./auth-limits.ts";

/** Every message of sign-up, sign-in, sessions and password reset, shared by server and web. */
export const authMessages = {
  // spec member-side §5 and §8, verbatim (the pages show them)
  fillAllFields: "Please fill all fields",
  enterOtp: "Please enter OTP",
  otpSent: "OTP Sent",
  failedToSendOtp: "Failed to send OTP",
  registered: "Registered Successfully",
  signUpFailed: "Sign Up Failed",
  loginSuccessful: "Login successful",
  loginFailed: "Login failed",
  somethingWentWrong: "Something went wrong. Please try again.",

  // not worded by the spec
  nameRequired: "Please enter your full name.",
  nameTooLong: `Your name can be at most ${MAX_NAME_LENGTH} characters long.`,
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  passwordRequired: "Please enter your password.",
  passwordTooShort: `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  passwordTooLong: `Your password can be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  otpFormat: `The OTP is the ${OTP_LENGTH}-digit code from the e-mail.`,
  emailTaken: "An account with this e-mail already exists. Please sign in instead.",
  codeResendWait: "A new code can be sent once a minute. Please wait a moment and try again.",
  otpMissing: "No OTP has been sent to this e-mail yet. Please ask for one first.",
  otpInvalid: "Invalid OTP. Please check the code in the e-mail and try again.",
  otpExpired: `This OTP has expired (it is valid for ${OTP_VALID_MINUTES} minutes). Please ask for a new one.`,
  otpLocked: `This OTP no longer works after ${CODE_MAX_ATTEMPTS} wrong tries. Please ask for a new one.`,
  tooManyCodesToday: "Too many codes have been asked for this e-mail today. Please try again tomorrow.",
  tooManyCodeRequests: "Too many codes asked for from your connection. Please try again in a few minutes.",
  tooManySignUps: "Too many sign-up attempts. Please try again in a few minutes.",

  invalidCredentials: "Invalid email or password",
  tooManySignIns: `Too many sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`,
  notSignedIn: "Please sign in to continue.",
  sessionEnded: "Your session has ended. Please sign in again.",
  adminOnly: "Only administrators can do this.",
  staffOnly: "Your role in the club office does not allow this.",
  signedOut: "You have signed out.",
  sessionState: "Session state",
  userDetails: "User details",
  memberProperties: "Your properties",

  resetCodeFormat: `The code is the ${RESET_CODE_LENGTH}-digit code from the e-mail.`,
  resetRequested: `If an account exists for this e-mail, we have sent it a code to reset the password. The code is valid for ${RESET_CODE_VALID_MINUTES} minutes.`,
  resetCodeMissing: "This code is not valid. Please ask for a new one.",
  resetCodeInvalid: "Invalid code. Please check the code in the e-mail and try again.",
  resetCodeExpired: `This code has expired (it is valid for ${RESET_CODE_VALID_MINUTES} minutes). Please ask for a new one.`,
  resetCodeLocked: `This code no longer works after ${CODE_MAX_ATTEMPTS} wrong tries. Please ask for a new one.`,
  tooManyResets: "Too many password reset attempts. Please try again in a few minutes.",
  passwordChanged: "Your password has been changed. Please sign in with the new password.",

  mailFailed: "We could not send the e-mail just now. Please try again in a few minutes.",

  languageInvalid: 'The language must be "en" (English) or "hi" (Hindi).',
  languageSaved: "Language saved",
} as const;

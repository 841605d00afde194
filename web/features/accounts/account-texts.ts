import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import {
  CODE_MAX_ATTEMPTS,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  OTP_VALID_MINUTES,
  REMEMBER_ME_DAYS,
  RESET_CODE_LENGTH,
  RESET_CODE_VALID_MINUTES,
  SIGN_IN_WINDOW_MINUTES,
} from "../../../common/auth-limits";
import { authMessages } from "../../../common/auth-messages";

/*
 * The words of /sign-in, /sign-up and /forgot-password are in the `accounts` catalogues (web/locales/<language>/
 * accounts.json). The messages the forms show come from the server (and from the shared schemas the page checks
 * with first) in English, as the specs word them: the page says each one it knows in its own language, and any
 * other message as it came.
 */

/** The figures the catalogue's texts ask for: the limits the server enforces, so the words never disagree with it. */
export const ACCOUNT_VALUES = {
  days: REMEMBER_ME_DAYS,
  minPassword: MIN_PASSWORD_LENGTH,
  maxPassword: MAX_PASSWORD_LENGTH,
  maxName: MAX_NAME_LENGTH,
  otpLength: OTP_LENGTH,
  otpMinutes: OTP_VALID_MINUTES,
  codeLength: RESET_CODE_LENGTH,
  codeMinutes: RESET_CODE_VALID_MINUTES,
  tries: CODE_MAX_ATTEMPTS,
  windowMinutes: SIGN_IN_WINDOW_MINUTES,
} as const;

/** The password reset's own fallbacks, when the server gives no message (the spec words none for that page). */
export const resetPageMessages = {
  sendFailed: "We could not send the code. Please try again.",
  resetFailed: "We could not change the password. Please try again.",
} as const;

/** The auth service's messages a member can meet on the account pages (not the office's, nor the API's labels). */
const SHOWN = [
  "fillAllFields",
  "enterOtp",
  "otpSent",
  "failedToSendOtp",
  "registered",
  "signUpFailed",
  "loginSuccessful",
  "loginFailed",
  "somethingWentWrong",
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "otpFormat",
  "emailTaken",
  "codeResendWait",
  "otpMissing",
  "otpInvalid",
  "otpExpired",
  "otpLocked",
  "tooManyCodesToday",
  "tooManyCodeRequests",
  "tooManySignUps",
  "invalidCredentials",
  "tooManySignIns",
  "resetCodeFormat",
  "resetRequested",
  "resetCodeMissing",
  "resetCodeInvalid",
  "resetCodeExpired",
  "resetCodeLocked",
  "tooManyResets",
  "passwordChanged",
  "mailFailed",
] as const satisfies readonly (keyof typeof authMessages)[];

/** Every message the account pages translate, in English as it arrives, by its key in the catalogue's `messages`. */
export const ACCOUNT_MESSAGES: Readonly<Record<AccountMessage, string>> = {
  ...(Object.fromEntries(SHOWN.map((key) => [key, authMessages[key]])) as Record<(typeof SHOWN)[number], string>),
  ...resetPageMessages,
};
export type AccountMessage = (typeof SHOWN)[number] | keyof typeof resetPageMessages;

const KEY_OF = new Map(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text, key as AccountMessage]));

/** The catalogue key of a message as the server (or the shared schemas) words it, if the pages know it. */
export const accountMessageKey = (message: string): AccountMessage | undefined => KEY_OF.get(message);

/**
 * The account pages' texts in the page's language: `t` (the `accounts` namespace, with the limits' figures at hand)
 * and `say`, which gives a known message in the page's language and any other as it came.
 */
export function useAccountTexts() {
  const { t } = useTranslation("accounts");
  const say = useCallback(
    (message: string) => {
      const key = accountMessageKey(message);
      return key ? t(`messages.${key}`, ACCOUNT_VALUES) : message;
    },
    [t],
  );
  return { t, say };
}

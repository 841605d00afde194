import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CODE_MAX_ATTEMPTS, OTP_LENGTH, OTP_VALID_MINUTES } from "../../../../common/auth-limits";
import { authMessages } from "../../../../common/auth-messages";
import { CONVEYANCE_VERIFICATION_MINUTES, conveyanceMessages as m } from "../../../../common/conveyance";
import { membershipFormMessages as mf } from "../../../../common/membership-form";
import { portalMessages } from "../../../../common/portal";
import { registrationMessages as rm } from "../../../../common/registration";
import { useLanguage } from "../../../lib/i18n";
import { messageFinder, sayWith, type KnownMessages } from "../../../lib/known-messages";
import type requests from "../../../locales/en/requests.json";

/*
 * The Conveyance tab's words are the `requests` catalogue's `conveyance` (web/locales/<language>/requests.json). The
 * answers of its forms, the shared schemas' messages (the nominee's fields, the appointment) and the OTP's come in
 * English: the tab says those it knows in the page's language, any other as it came.
 */

type RequestsMessage = keyof typeof requests.messages;

/** The figures the catalogue's texts ask for: the limits the server enforces. */
export const CONVEYANCE_VALUES = {
  otpLength: OTP_LENGTH,
  otpMinutes: OTP_VALID_MINUTES,
  tries: CODE_MAX_ATTEMPTS,
  verificationMinutes: CONVEYANCE_VERIFICATION_MINUTES,
} as const;

/** The page's own message above a step whose fields are refused. */
export const CHECK_FIELDS = "Please check the fields marked below.";

/** The messages the Conveyance tab can meet, as the server and common/ word them. */
export const CONVEYANCE_MESSAGES = {
  texts: {
    unknownForm: portalMessages.unknownForm,
    somethingWentWrong: authMessages.somethingWentWrong,
    propertyInformationNotFound: m.propertyInformationNotFound,
    checkFields: CHECK_FIELDS,
    uploadType: rm.uploadType,
    uploadSize: rm.uploadSize,
    emptyFile: rm.emptyFile,
    tooManyUploads: "Too many uploads in a short time. Please try again in a while.",
    tuesdaysOnly: m.tuesdaysOnly,
    appointmentRequired: m.appointmentRequired,
    appointmentInFuture: m.appointmentInFuture,
    conveyanceDocument: m.document,
    documentType: m.documentType,
    otpSent: m.otpSent,
    otpVerified: m.otpVerified,
    enterOtp: m.enterOtp,
    verifyFirst: m.verifyFirst,
    openRequest: m.openRequest,
    conveyanceSubmitted: m.submitted,
    conveyanceSubmitFailed: m.submitFailed,
    sendFailed: m.sendFailed,
    codeResendWait: authMessages.codeResendWait,
    otpMissing: authMessages.otpMissing,
    otpInvalid: authMessages.otpInvalid,
    otpExpired: authMessages.otpExpired,
    otpLocked: authMessages.otpLocked,
    tooManyCodesToday: authMessages.tooManyCodesToday,
    mailFailed: authMessages.mailFailed,
    nomineeFullName: mf.nomineeFullName,
    nomineePhone: mf.nomineePhone,
    nomineeRelationship: mf.relationship,
    nomineeDob: mf.nomineeDob,
    nomineeDobFuture: mf.nomineeDobFuture,
    nomineeEmail: mf.nomineeEmail,
    idType: mf.idType,
    idFile: mf.idFile,
  },
} satisfies KnownMessages<RequestsMessage>;

const find = messageFinder<RequestsMessage>(CONVEYANCE_MESSAGES);

/**
 * The Conveyance tab's texts in the page's language: `t` (the `requests` namespace, with the limits' figures at
 * hand), `say` (a message of the server or the schemas: known ones in the page's language, others as they came),
 * `sayAll` (a step's field messages) and the language (for amounts and days).
 */
export function useConveyanceTexts() {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  return useMemo(() => {
    const say = sayWith(find, (key) => t(`messages.${key}`, CONVEYANCE_VALUES));
    const sayAll = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
    return { t, language, say, sayAll };
  }, [t, language]);
}

import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../common/auth-messages";
import { clubDay, shortClubDay } from "../../../common/club-time";
import { formatDate, formatRupees } from "../../../common/format";
import { identityDocumentMessages } from "../../../common/identity-documents";
import { messages as siteMessages } from "../../../common/messages";
import { paymentInstructionsMessages as pim } from "../../../common/payment-instructions";
import { registrationMessages as rm, STEP_NAMES } from "../../../common/registration";
import { KYC_LABELS, kycMessages } from "../../../common/registration-schemas";
import { useLanguage } from "../../lib/i18n";
import { razorpayCheckoutMessages as rcm } from "../../lib/razorpay-checkout";
import { messageFinder, useSay } from "../../lib/say";

/*
 * The words of the ownership application (/registration/{id}) and its thank-you page are in the `application`
 * catalogues (web/locales/<language>/application.json). The messages its forms show come from the server and from
 * the shared schemas in English, as the specs word them: the page says each one it knows in its own language, and
 * any other as it came.
 */

/** The application's messages as common/ words them (spec member-side §5, §8, and the server's own). */
const RM_SHOWN = [
  "failedToLoadPropertyDetails",
  "failedToLoadPaymentDetails",
  "uploadType",
  "uploadSize",
  "uploadReceiptFirst",
  "uploadReceiptBeforeProceeding",
  "uploadReceiptFirstShort",
  "acceptBothConfirmations",
  "invalidPropertyPrice",
  "fileUploaded",
  "documentUploaded",
  "uploadFailed",
  "paymentUpdated",
  "paymentUpdateFailed",
  "submitPersonalFailed",
  "submitFamilyFailed",
  "submitPaymentFailed",
  "submitFinalReviewFailed",
  "redirectingToDashboard",
  "redirectingToHomepage",
  "identityDocumentPdf",
  "emptyFile",
  "noFile",
  "oneFileOnly",
  "uploadedFileUnknown",
  "kycSaved",
  "familySaved",
  "finalReviewSaved",
  "kycFirst",
  "familyFirst",
  "planExists",
  "villaTaken",
  "otherApplication",
  "noPaymentPlan",
  "stepNotFound",
  "stepAlreadyPaid",
  "stepOutOfOrder",
  "notAllPaid",
  "alreadySubmitted",
  "planCancelled",
] as const satisfies readonly (keyof typeof rm)[];

/** The fields a message names by their label: "Please enter …" and "… is too long.", "Please choose …". */
const REQUIRED_FIELDS = [
  "fatherName",
  "currentAddress",
  "permanentAddress",
  "documentNumber",
  "accountHolder",
  "bankName",
  "branchName",
  "familyName",
  "relation",
] as const satisfies readonly (keyof typeof KYC_LABELS)[];
const OPTION_FIELDS = [
  "qualification",
  "occupation",
  "idType",
  "familyQualification",
] as const satisfies readonly (keyof typeof KYC_LABELS)[];

/** Every message the application translates, in English as it arrives, by its key in the catalogue's `messages`. */
export const APPLICATION_MESSAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(RM_SHOWN.map((key) => [key, rm[key]])),
  failedToLoadQualifications: siteMessages.failedToLoadQualifications,
  failedToLoadOccupations: siteMessages.failedToLoadOccupations,
  failedToLoadIdTypes: siteMessages.failedToLoadIdTypes,
  returnedNotice: identityDocumentMessages.returnedNotice,
  returnedHint: identityDocumentMessages.returnedHint,
  dob: kycMessages.dob,
  adult: kycMessages.adult,
  phone: kycMessages.phone,
  ifsc: kycMessages.ifsc,
  accountNumber: kycMessages.accountNumber,
  document: kycMessages.document,
  familyDob: kycMessages.familyDob,
  tooManyFamily: kycMessages.tooManyFamily,
  paymentMode: "Please choose a payment mode.",
  flexibleSteps: "A flexible plan has 2, 3, 4 or 5 steps.",
  fileFirst: "Please upload the file first.",
  utrInvalid: pim.utrInvalid,
  utrTaken: pim.utrTaken,
  paidOnInvalid: pim.paidOnInvalid,
  paidOnFuture: pim.paidOnFuture,
  onlineUnavailable: rcm.unavailable,
  onlineScriptFailed: rcm.scriptFailed,
  onlineCancelled: rcm.cancelled,
  onlineFailed: rcm.failed,
  onlineNotVerified: rcm.notVerified,
  somethingWentWrong: authMessages.somethingWentWrong,
  storageFull: siteMessages.storageFull,
  serviceUnavailable: siteMessages.serviceUnavailable,
  busy: siteMessages.busy,
  ...Object.fromEntries(REQUIRED_FIELDS.map((field) => [`required.${field}`, kycMessages.required(KYC_LABELS[field])])),
  ...Object.fromEntries(REQUIRED_FIELDS.map((field) => [`tooLong.${field}`, kycMessages.tooLong(KYC_LABELS[field])])),
  ...Object.fromEntries(OPTION_FIELDS.map((field) => [`option.${field}`, kycMessages.option(KYC_LABELS[field])])),
};

const findMessage = messageFinder(APPLICATION_MESSAGES);

/** The catalogue key of each payment step's name (common/registration.ts STEP_NAMES), by its English name. */
const STEP_NAME_KEYS: Readonly<Record<string, string>> = {
  "Full Payment": "fullPayment",
  "Registration & Initiation": "registrationInitiation",
  Registration: "registration",
  Initiation: "initiation",
  Development: "development",
  Finishing: "finishing",
  Completion: "completion",
};
/** Every name a plan's step can have (the stored `step_name`): each has its key above. */
export const PLAN_STEP_NAMES = [...new Set(Object.values(STEP_NAMES).flat())];

/**
 * The application's texts in the page's language: `t` (the `application` namespace), `say` for a message that came in
 * English, the plan's step names and due labels (stored in English), the statuses, money and days.
 */
export function useApplicationTexts() {
  const { t } = useTranslation("application");
  const language = useLanguage();
  const say = useSay(t, findMessage);
  return useMemo(
    () => ({
      t,
      say,
      language,
      rupees: (amount: number) => formatRupees(amount, language),
      /** A day (yyyy-mm-dd) or a moment, as the club's day: "12 Mar 2027" in English, "12 मार्च 2027" in Hindi. */
      day: (iso: string | null) =>
        !iso ? "—" : language === "en" ? shortClubDay(iso) : formatDate(clubDay(new Date(iso)), language),
      /** A payment step's name (stored in English) in the page's language; a name the club made up shows as it is. */
      stepName: (name: string) => {
        const key = STEP_NAME_KEYS[name];
        return key ? t(`plan.stepNames.${key}` as "plan.stepNames.completion") : name;
      },
      /** 'Immediately', 'Within N months' (stored in English) in the page's language. */
      dueLabel: (label: string) => {
        if (label === "Immediately") return t("plan.immediately");
        const months = /^Within (\d+) months$/.exec(label)?.[1];
        return months ? t("plan.withinMonths", { count: Number(months) }) : label;
      },
      /** A plan's or step's status (pending, paid, completed, cancelled, reviewing). */
      status: (status: string) =>
        status in STATUS_KEYS ? t(`summary.statuses.${status as keyof typeof STATUS_KEYS}`) : status,
    }),
    [t, say, language],
  );
}

const STATUS_KEYS = { pending: 1, paid: 1, completed: 1, cancelled: 1, reviewing: 1 } as const;

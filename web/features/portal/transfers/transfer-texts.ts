import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../../common/auth-messages";
import { portalMessages } from "../../../../common/portal";
import { TRANSFER_RELATIONSHIPS, transferMessages as m } from "../../../../common/transfer";
import { useLanguage } from "../../../lib/i18n";
import { messageFinder, sayWith, type KnownMessages } from "../../../lib/known-messages";
import type requests from "../../../locales/en/requests.json";

/*
 * The Transfer tab's words are the `requests` catalogue's `transfer` (web/locales/<language>/requests.json). The
 * answers of its form and the shared schema's messages (common/transfer.ts) come in English: the tab says those it
 * knows in the page's language, any other as it came.
 */

type RequestsMessage = keyof typeof requests.messages;

/** The messages the Transfer tab can meet, as the server and common/transfer.ts word them. */
export const TRANSFER_MESSAGES = {
  texts: {
    unknownForm: portalMessages.unknownForm,
    somethingWentWrong: authMessages.somethingWentWrong,
    propertyInformationNotFound: m.villaNotYours,
    email: m.email,
    phone: m.phone,
    transferProperty: m.property,
    transfereeName: m.required("the transferee's full name"),
    transfereeNameTooLong: "the transferee's full name is too long.",
    transfereeRelationship: m.relationship,
    transfereeAddress: m.required("the transferee's address"),
    transfereeAddressTooLong: "the transferee's address is too long.",
    reasonShort: m.reasonShort,
    reasonTooLong: "The reason is too long.",
    signature: m.signature,
    consent: m.consent,
    transferOpen: m.alreadyOpen,
    transferSubmitted: m.submitted,
  },
  templates: {
    signatureMismatch: { template: (name) => m.signatureMismatch(name), names: ["name"] },
  },
} satisfies KnownMessages<RequestsMessage>;

const find = messageFinder<RequestsMessage>(TRANSFER_MESSAGES);

type Relationship = (typeof TRANSFER_RELATIONSHIPS)[number];
const isRelationship = (value: string): value is Relationship =>
  (TRANSFER_RELATIONSHIPS as readonly string[]).includes(value);
/** Each status's name in the catalogue (`transfer.statuses`), by the status the API gives. */
const STATUS_KEYS: Partial<Record<string, keyof typeof requests.transfer.statuses>> = {
  submitted: "submitted",
  under_review: "underReview",
  approved: "approved",
  refused: "refused",
  rejected: "rejected",
  withdrawn: "withdrawn",
};

/**
 * The Transfer tab's texts in the page's language: `t` (the `requests` namespace), `say` (a message of the server or
 * the schema: known ones in the page's language, others as they came), a relationship's and a status's name (their
 * values stay the English ones the API takes), and the language (for days).
 */
export function useTransferTexts() {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  return useMemo(
    () => ({
      t,
      language,
      say: sayWith(find, (key, parts) => t(`messages.${key}`, { ...(parts as object) })),
      relationship: (value: string) => (isRelationship(value) ? t(`transfer.relationships.${value}`) : value),
      status: (value: string) => (STATUS_KEYS[value] ? t(`transfer.statuses.${STATUS_KEYS[value]}`) : value),
    }),
    [t, language],
  );
}

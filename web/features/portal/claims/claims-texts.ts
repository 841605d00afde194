import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../../common/auth-messages";
import { claimsMessages as m, MAX_BANK_ACCOUNTS, MONTH_NAMES } from "../../../../common/claims";
import { formatMonth } from "../../../../common/format";
import { portalMessages } from "../../../../common/portal";
import { kycMessages } from "../../../../common/registration-schemas";
import { useLanguage } from "../../../lib/i18n";
import { messageFinder, sayWith, type KnownMessages } from "../../../lib/known-messages";
import type requests from "../../../locales/en/requests.json";

/*
 * The Claims tab's words are the `requests` catalogue's `claims` (web/locales/<language>/requests.json). The answers
 * of its forms and the shared schemas' messages come in English: the tab says those it knows in the page's language
 * (their keys in the catalogue's `messages`), any other as it came.
 */

export type RequestsMessage = keyof typeof requests.messages;

/** The figures the catalogue's messages ask for. */
export const CLAIMS_VALUES = { maxBankAccounts: MAX_BANK_ACCOUNTS } as const;

/** The messages the Claims tab can meet, as the server and common/claims.ts word them. */
export const CLAIMS_MESSAGES = {
  texts: {
    unknownForm: portalMessages.unknownForm,
    somethingWentWrong: authMessages.somethingWentWrong,
    alreadyClaimed: m.alreadyClaimed,
    alreadySkipped: m.alreadySkipped,
    notYetEligible: m.notYetEligible,
    moaRequired: m.moaRequired,
    bankAccountRequired: m.bankAccountRequired,
    bankAccountNotFound: m.bankAccountNotFound,
    bankAccountExists: m.bankAccountExists,
    tooManyBankAccounts: m.tooManyBankAccounts,
    bankAccountAdded: m.bankAccountAdded,
    year: m.year,
    month: m.month,
    claimOrSkip: "Please choose to claim or to skip the month.",
    holderRequired: kycMessages.required("the account holder's name"),
    holderTooLong: "the account holder's name is too long.",
    bankNameRequired: kycMessages.required("the bank name"),
    bankNameTooLong: "the bank name is too long.",
    accountNumber: kycMessages.accountNumber,
    ifsc: kycMessages.ifsc,
  },
  templates: {
    claimed: { template: (month, amount) => m.claimed(month, amount), names: ["month", "amount"] },
    skipped: { template: (month) => m.skipped(month), names: ["month"] },
  },
} satisfies KnownMessages<RequestsMessage>;

const find = messageFinder<RequestsMessage>(CLAIMS_MESSAGES);

/** A month as common/claims.ts writes it in English ("March 2027"), in the reader's language; else as it came. */
function monthIn(label: string, language: Parameters<typeof formatMonth>[2]): string {
  const [name, year] = label.split(" ");
  const month = MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]) + 1;
  return month > 0 && /^\d{4}$/.test(year ?? "") ? formatMonth(Number(year), month, language) : label;
}

/**
 * The Claims tab's texts in the page's language: `t` (the `requests` namespace), `say` (a message of the server or
 * the schemas: known ones in the page's language, others as they came), `monthName` (a month of a year) and the
 * language (for amounts and days).
 */
export function useClaimsTexts() {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  return useMemo(
    () => ({
      t,
      language,
      monthName: (year: number, month: number) => formatMonth(year, month, language),
      say: sayWith(find, (key, parts) =>
        t(`messages.${key}`, {
          ...CLAIMS_VALUES,
          ...parts,
          ...(parts.month ? { month: monthIn(parts.month, language) } : {}),
        }),
      ),
    }),
    [t, language],
  );
}

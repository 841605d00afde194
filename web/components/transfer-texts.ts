import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/format";
import { useLanguage } from "../lib/i18n";
import type { TransferDetailsTexts } from "./transfer-details-fields";
import type { TransferTexts } from "./transfer-instructions";

/**
 * The words of the shared transfer panel and its detail fields, from the `transfer` group of the `application`
 * catalogue: a page that shows them sends that namespace (the application, the Full Membership checkout). `say` is the
 * page's own, for a message that came in English.
 */
export function useBankTransferTexts(say: (message: string) => string): {
  panel: TransferTexts;
  details: TransferDetailsTexts;
} {
  const { t } = useTranslation("application");
  const language = useLanguage();
  return useMemo(
    () => ({
      panel: {
        heading: t("transfer.heading"),
        text: t("transfer.text"),
        amount: t("transfer.amount"),
        reference: t("transfer.reference"),
        rows: t("transfer.rows", { returnObjects: true }),
        bankValue: (bank, branch) => t("transfer.bankValue", { bank, branch }),
        what: t("transfer.what", { returnObjects: true }),
        copyOf: (what) => t("transfer.copyOf", { what }),
        copiedWhat: (what) => t("transfer.copiedWhat", { what }),
        copy: { copy: t("transfer.copy"), copied: t("transfer.copied"), notCopied: t("transfer.notCopied") },
        qrCode: (amount) => t("transfer.qrCode", { amount }),
        scan: (amount, upi) => t("transfer.scan", { amount, upi }),
        openApp: t("transfer.openApp"),
        scanEnd: t("transfer.scanEnd"),
        quote: (reference) => t("transfer.quote", { reference }),
        upiLimit: t("transfer.upiLimit"),
        rupees: (amount: number) => formatRupees(amount, language),
        say,
      },
      details: {
        utr: t("transfer.utr"),
        utrHint: t("transfer.utrHint"),
        paidOn: t("transfer.paidOn"),
        paidOnHint: t("transfer.paidOnHint"),
      },
    }),
    [t, say, language],
  );
}

import type { TFunction } from "i18next";
import { formatDate, formatMonth } from "../../../../common/format";
import type { Language } from "../../../../common/language";
import type { PortalDocument } from "../../../../common/portal-documents";
import { parseFinancialYear } from "../../../../common/statements";

/**
 * A document's name in the page's language, from what it is (the English is the API's `name`, word for word); what
 * is data (the kind of identity document, an instalment's name, numbers) stays as it is.
 */
export function documentTitleWords(document: PortalDocument, t: TFunction<"portal">, language: Language): string {
  const { title } = document;
  const step = (s: { number: number; of: number; name: string }) =>
    s.of === 1 ? s.name : t("documents.names.step", { number: s.number, of: s.of, name: s.name });
  switch (title.what) {
    case "identity-document":
      return title.id_type
        ? t("documents.names.identityDocumentOf", { type: title.id_type })
        : t("documents.names.identityDocument");
    case "receipts":
      return t("documents.names.receipts");
    case "receipt":
      return t("documents.names.receipt", { step: step(title.step) });
    case "invoices":
      return t("documents.names.invoices");
    case "invoice":
      return title.number
        ? t("documents.names.invoiceNumbered", { number: title.number, step: step(title.step) })
        : t("documents.names.invoice", { step: step(title.step) });
    case "credit-note":
      return t("documents.names.creditNote", { number: title.number, invoice: title.invoice_number });
    case "statement": {
      const year = parseFinancialYear(title.fy);
      return year
        ? t("documents.names.statement", {
            fy: year.fy,
            from: formatDate(year.start, language),
            to: formatDate(year.end, language),
          })
        : document.name;
    }
    case "rental-statement":
      return t("documents.names.rentalStatement", {
        month: formatMonth(Number(title.month.slice(0, 4)), Number(title.month.slice(5, 7)), language),
      });
    case "moa":
      return t("documents.names.moa");
    case "membership-form":
      return t("documents.names.membershipForm");
  }
}

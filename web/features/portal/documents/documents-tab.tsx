import { Link } from "react-router";
import type { DocumentStatus, PortalDocument } from "../../../../common/portal-documents";
import { documentTitleWords } from "./document-names";
import { usePortalTexts } from "../shared/portal-texts";
import { DOCUMENTS_MESSAGES } from "./documents-messages";
import { TabButton } from "../shared/tab-button";
import type { PortalTabProps } from "../tab-props";
import { InvoiceDetailsForm } from "./invoice-details-form";

const STATUS_STYLES: Record<DocumentStatus, string> = {
  Available: "bg-forest-100 text-forest-900",
  Pending: "border border-saffron-600 bg-cream-100 text-ink",
  "Not available yet": "bg-stone-100 text-ink/80",
};

/** A status's key in the catalogue's `documents.statuses`. */
const STATUS_KEYS = {
  Available: "available",
  Pending: "pending",
  "Not available yet": "notAvailable",
} as const satisfies Record<DocumentStatus, string>;

const NOT_FOUND = "/document-not-found";
const action =
  "inline-flex items-center rounded-full border border-forest-700 px-4 py-1.5 text-sm font-semibold text-forest-900 transition-colors hover:bg-forest-100";

/** View and Download of one document: its own address when it exists, else the Document Not Available page. */
function DocumentActions({ document, name }: { document: PortalDocument; name: string }) {
  const { t } = usePortalTexts(DOCUMENTS_MESSAGES);
  const named = <span className="sr-only"> {name}</span>;
  if (!document.can_download || !document.view_url || !document.download_url) {
    return (
      <>
        <Link to={NOT_FOUND} className={action}>
          {t("shared.view")}
          {named}
        </Link>
        <Link to={NOT_FOUND} className={action}>
          {t("shared.download")}
          {named}
        </Link>
      </>
    );
  }
  return (
    <>
      <a href={document.view_url} target="_blank" rel="noreferrer" className={action}>
        {t("shared.view")}
        {named}
        <span className="sr-only"> {t("shared.newTab")}</span>
      </a>
      <a href={document.download_url} download className={action}>
        {t("shared.download")}
        {named}
      </a>
    </>
  );
}

/**
 * The Documents tab: the member's own documents from the dashboard's loader, each with its
 * state, View and Download.
 */
export function DocumentsTab({ overview, data, openTab, actionData }: PortalTabProps<"documents">) {
  const { t, language } = usePortalTexts(DOCUMENTS_MESSAGES);
  const documents = data?.documents ?? null;
  const { property } = overview;
  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="documents-heading" className="font-display text-2xl text-forest-950">
            {t("documents.heading")}
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            {property
              ? t("documents.of", {
                  villa: property.villaNumber
                    ? t("shared.villaNumbered", { name: property.name, number: property.villaNumber })
                    : property.name,
                })
              : t("documents.none")}
          </p>
        </div>
        {!overview.moa && overview.unlocked.moa && (
          <TabButton tab="moa" openTab={openTab} className="btn-secondary">
            {t("documents.signMoa")}
          </TabButton>
        )}
      </div>

      {!documents && (
        <p role="status" className="mt-6 text-sm text-ink/80">
          {t("messages.documentsLoading")}
        </p>
      )}

      {documents && documents.length === 0 && (
        <p className="mt-6 text-sm text-ink/80">{t("messages.documentsEmpty")}</p>
      )}

      {documents && documents.length > 0 && (
        <ul aria-label={t("tabs.documents")} className="mt-6 divide-y divide-forest-100 border-y border-forest-100">
          {documents.map((document) => {
            const name = documentTitleWords(document, t, language);
            return (
              <li
                key={document.key}
                data-document={document.key}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-forest-950 [overflow-wrap:anywhere]">{name}</p>
                  <p className="mt-1">
                    <span className="sr-only">{t("shared.statusPrefix")} </span>
                    <span
                      className={`inline-block rounded-full px-3 py-0.5 text-xs font-semibold ${STATUS_STYLES[document.status]}`}
                    >
                      {t(`documents.statuses.${STATUS_KEYS[document.status]}`)}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <DocumentActions document={document} name={name} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data?.invoiceDetails && <InvoiceDetailsForm details={data.invoiceDetails} actionData={actionData} />}
    </section>
  );
}

import { Link } from "react-router";
import { documentsMessages as dm, type DocumentStatus, type PortalDocument } from "../../../../common/portal-documents";
import { TabButton } from "../shared/tab-button";
import type { PortalTabProps } from "../tab-props";
import { InvoiceDetailsForm } from "./invoice-details-form";

const STATUS_STYLES: Record<DocumentStatus, string> = {
  Available: "bg-forest-100 text-forest-900",
  Pending: "border border-saffron-600 bg-cream-100 text-ink",
  "Not available yet": "bg-stone-100 text-ink/80",
};

const NOT_FOUND = "/document-not-found";
const action =
  "inline-flex items-center rounded-full border border-forest-700 px-4 py-1.5 text-sm font-semibold text-forest-900 transition-colors hover:bg-forest-100";

/** View and Download of one document: its own address when it exists, else the Document Not Available page. */
function DocumentActions({ document }: { document: PortalDocument }) {
  const named = <span className="sr-only"> {document.name}</span>;
  if (!document.can_download || !document.view_url || !document.download_url) {
    return (
      <>
        <Link to={NOT_FOUND} className={action}>
          View{named}
        </Link>
        <Link to={NOT_FOUND} className={action}>
          Download{named}
        </Link>
      </>
    );
  }
  return (
    <>
      <a href={document.view_url} target="_blank" rel="noreferrer" className={action}>
        View{named}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a href={document.download_url} download className={action}>
        Download{named}
      </a>
    </>
  );
}

/**
 * The Documents tab: the member's own documents from the dashboard's loader, each with its
 * state, View and Download.
 */
export function DocumentsTab({ overview, data, openTab, actionData }: PortalTabProps<"documents">) {
  const documents = data?.documents ?? null;
  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="documents-heading" className="font-display text-2xl text-forest-950">
            Your documents
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            {overview.property
              ? `Documents of ${overview.property.name}${overview.property.villaNumber ? `, villa ${overview.property.villaNumber}` : ""}.`
              : "Your documents appear here as you apply, pay and sign."}
          </p>
        </div>
        {!overview.moa && overview.unlocked.moa && (
          <TabButton tab="moa" openTab={openTab} className="btn-secondary">
            Sign your MOA
          </TabButton>
        )}
      </div>

      {!documents && (
        <p role="status" className="mt-6 text-sm text-ink/80">
          {dm.loading}
        </p>
      )}

      {documents && documents.length === 0 && <p className="mt-6 text-sm text-ink/80">{dm.empty}</p>}

      {documents && documents.length > 0 && (
        <ul aria-label="Documents" className="mt-6 divide-y divide-forest-100 border-y border-forest-100">
          {documents.map((document) => (
            <li
              key={document.key}
              data-document={document.key}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-forest-950 [overflow-wrap:anywhere]">{document.name}</p>
                <p className="mt-1">
                  <span className="sr-only">Status: </span>
                  <span
                    className={`inline-block rounded-full px-3 py-0.5 text-xs font-semibold ${STATUS_STYLES[document.status]}`}
                  >
                    {document.status}
                  </span>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <DocumentActions document={document} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data?.invoiceDetails && <InvoiceDetailsForm details={data.invoiceDetails} actionData={actionData} />}
    </section>
  );
}

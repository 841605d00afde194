import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublishedTrustDocuments, TrustDocumentGroup } from "../../../common/trust-documents";

/**
 * The Trust's published documents as /why-trust-us links them (its loader reads them; the office publishes them at
 * /admin/trust): a place with a document links View and Download to it, a place without keeps the page's own links
 * (the spec's /document-not-found, the Darpan certificate's file).
 */
const PublishedDocuments = createContext<PublishedTrustDocuments>({});

export function PublishedDocumentsProvider({
  documents,
  children,
}: {
  documents: PublishedTrustDocuments;
  children: ReactNode;
}) {
  return <PublishedDocuments.Provider value={documents}>{children}</PublishedDocuments.Provider>;
}

/** The published document of a place, if any. */
export const usePublishedDocument = (key: TrustDocumentGroup) => useContext(PublishedDocuments)[key];

/**
 * A View or Download link of a place: to its published PDF when there is one (View opens it in a new tab, Download
 * saves it), else to `fallback` as the page had it (a page of the site, or a file opened in a new tab).
 */
export function DocumentLink({
  document,
  kind,
  fallback,
  fallbackInNewTab = false,
  label,
  className,
  children,
}: {
  document: TrustDocumentGroup;
  kind: "view" | "download";
  fallback: string;
  fallbackInNewTab?: boolean;
  /** What the link is of, for screen readers, as it follows the link's words (e.g. " the Rajgarh land records"). */
  label: string;
  className: string;
  children: ReactNode;
}) {
  const published = usePublishedDocument(document);
  const { t } = useTranslation("trust");
  if (published && kind === "download") {
    return (
      <a href={published.download} download className={className}>
        {children}
        <span className="sr-only">{t("links.pdf", { label })}</span>
      </a>
    );
  }
  if (published || fallbackInNewTab) {
    return (
      <a href={published ? published.view : fallback} target="_blank" rel="noopener" className={className}>
        {children}
        <span className="sr-only">{t("links.pdfNewTab", { label })}</span>
      </a>
    );
  }
  return (
    <Link to={fallback} className={className}>
      {children}
      <span className="sr-only">{label}</span>
    </Link>
  );
}

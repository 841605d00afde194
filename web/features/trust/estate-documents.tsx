import { useTranslation } from "react-i18next";
import { Accordion } from "../../components/accordion";
import {
  estateDocuments as frame,
  type EstateDocument,
  type EstateDocumentGroup,
  type SectionWords,
} from "../../content/why-trust-us";
import { DocumentLink } from "./document-links";
import { DocumentIcon, DownloadIcon, EyeIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useTrustSection } from "./trust-words";

/** Estate documents: one accordion group open at a time, each document with View and Download. */
export function EstateDocuments() {
  const { t, section: estateDocuments } = useTrustSection<SectionWords & { groups: EstateDocumentGroup[] }>(
    "documents",
    frame,
  );
  return (
    <section
      aria-labelledby="documents-heading"
      className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[2fr_3fr]"
    >
      <SectionHeading
        id="documents-heading"
        eyebrow={estateDocuments.eyebrow}
        title={estateDocuments.title}
        intro={estateDocuments.intro}
      />
      <Accordion
        items={estateDocuments.groups.map((group) => ({
          id: group.id,
          title: (
            <span className="flex items-center gap-3">
              <DocumentIcon className="h-5 w-5 shrink-0 text-saffron-700" />
              <span>{group.title}</span>
              <span className="rounded-full bg-forest-100 px-2 py-0.5 text-xs font-semibold text-forest-900">
                {group.documents.length}
                <span className="sr-only"> {t("documents.count", { count: group.documents.length })}</span>
              </span>
            </span>
          ),
          content: (
            <ul className="divide-y divide-forest-900/10 rounded-2xl bg-cream-50 ring-1 ring-forest-900/10">
              {group.documents.map((document) => (
                <DocumentRow key={document.name} document={document} />
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}

const action =
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-forest-900/20 transition-colors hover:bg-forest-100";

function DocumentRow({ document }: { document: EstateDocument }) {
  const { t } = useTranslation("trust");
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-forest-900">{document.name}</p>
        <p className="text-sm text-ink/75">{document.detail}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <DocumentLink
          document={document.document}
          kind="view"
          fallback={document.viewHref}
          fallbackInNewTab={document.viewInNewTab}
          label={` ${document.name}`}
          className={`${action} text-forest-900`}
        >
          <EyeIcon />
          {t("links.view")}
        </DocumentLink>
        <DocumentLink
          document={document.document}
          kind="download"
          fallback={document.downloadHref}
          label={` ${document.name}`}
          className={`${action} text-forest-900`}
        >
          <DownloadIcon />
          {t("links.download")}
        </DocumentLink>
      </div>
    </li>
  );
}

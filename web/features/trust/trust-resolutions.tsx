import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  RESOLUTION_TABS,
  resolutions as frame,
  type Resolution,
  type ResolutionTab,
  type SectionWords,
} from "../../content/why-trust-us";
import { DocumentLink } from "./document-links";
import { DocumentIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useTrustSection } from "./trust-words";

/**
 * Trust resolutions: tabs Upcoming (default) and Past, a WAI-ARIA tablist (arrow keys, Home and End
 * move between tabs and select them), each resolution with its PDF.
 */
export function TrustResolutions() {
  const { t, section: resolutions } = useTrustSection<SectionWords & { items: Record<ResolutionTab, Resolution[]> }>(
    "resolutions",
    frame,
  );
  const [selected, setSelected] = useState<ResolutionTab>("Upcoming");
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = RESOLUTION_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(RESOLUTION_TABS[next]);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby="resolutions-heading" className="bg-cream-100 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <SectionHeading
          id="resolutions-heading"
          eyebrow={resolutions.eyebrow}
          title={resolutions.title}
          intro={resolutions.intro}
        />
        <div>
          <div
            role="tablist"
            aria-label={t("resolutions.tabsLabel")}
            className="inline-flex rounded-full bg-white p-1 ring-1 ring-forest-900/10"
          >
            {RESOLUTION_TABS.map((tab, i) => {
              const active = tab === selected;
              return (
                <button
                  key={tab}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  id={`${base}-${tab}-tab`}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls={`${base}-${tab}-panel`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => setSelected(tab)}
                  onKeyDown={(event) => onKeyDown(event, i)}
                  className={`rounded-full px-6 py-2 text-sm font-semibold transition-colors ${
                    active ? "bg-forest-900 text-cream-50" : "text-forest-900 hover:bg-forest-100"
                  }`}
                >
                  {t(`resolutions.tabs.${tab}`)}
                </button>
              );
            })}
          </div>
          {RESOLUTION_TABS.map((tab) => (
            <div
              key={tab}
              id={`${base}-${tab}-panel`}
              role="tabpanel"
              aria-labelledby={`${base}-${tab}-tab`}
              hidden={tab !== selected}
              tabIndex={0}
              className="mt-6 space-y-4"
            >
              {resolutions.items[tab].map((item) => (
                <ResolutionCard key={item.isoDate} resolution={item} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function ResolutionCard({ resolution }: { resolution: Resolution }) {
  const { t } = useTranslation("trust");
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { details } = resolution;
  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8">
      <p className="text-sm font-semibold text-saffron-700">
        <time dateTime={resolution.isoDate}>{resolution.date}</time>
      </p>
      <h3 className="mt-2 text-3xl font-semibold leading-tight text-forest-900">{resolution.title}</h3>
      <p className="mt-3 text-ink/80">{resolution.summary}</p>
      {details ? (
        <>
          <div id={detailsId} hidden={!expanded} className="mt-4">
            <p className="font-medium text-forest-900">{details.intro}</p>
            <ol className="mt-3 space-y-3">
              {details.initiatives.map((initiative, i) => (
                <li key={initiative.title} className="flex gap-4 rounded-2xl bg-cream-50 p-4">
                  <span aria-hidden="true" className="font-display text-3xl leading-none text-saffron-700">
                    {i + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-forest-900">{initiative.title}</span>
                    <span className="mt-1 block text-sm text-ink/80">{initiative.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-4 font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900"
          >
            {expanded ? t("resolutions.readLess") : t("resolutions.readMore")}
          </button>
        </>
      ) : null}
      <div className="mt-6 border-t border-forest-900/10 pt-5">
        <DocumentLink
          document={resolution.document}
          kind="view"
          fallback={resolution.pdfHref}
          label={`: ${resolution.title}`}
          className="btn-secondary"
        >
          <DocumentIcon className="h-4 w-4" />
          {t("resolutions.viewPdf")}
        </DocumentLink>
      </div>
    </article>
  );
}

import { updates as frame, type SectionWords, type TrustUpdate } from "../../content/why-trust-us";
import { DocumentLink } from "./document-links";
import { CertificateIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useTrustSection } from "./trust-words";

/** The Trust's 80G registration as the club's settings hold it (its day written out); null when there is none. */
export interface TaxDeduction {
  number: string;
  date: string;
}

/**
 * Trust updates: the four dated entries of 2025 on a timeline, each with its certificate. Only when the 80G
 * registration is in the club's settings does the 12A and 80G entry say that gifts are tax-deductible.
 */
export function TrustUpdates({ taxDeduction }: { taxDeduction: TaxDeduction | null }) {
  const { t, section: updates } = useTrustSection<SectionWords & { items: TrustUpdate[] }>("updates", frame);
  return (
    <section aria-labelledby="updates-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="updates-heading" eyebrow={updates.eyebrow} title={updates.title} />
      <ol className="relative mt-12 grid gap-10 border-l-2 border-saffron-300/70 pl-6 lg:grid-cols-4 lg:gap-6 lg:border-l-0 lg:border-t-2 lg:pl-0 lg:pt-8">
        {updates.items.map((item) => (
          <li key={item.isoDate} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[33px] top-1 h-4 w-4 rounded-full border-4 border-cream-50 bg-saffron-700 ring-2 ring-saffron-300 lg:-top-[43px] lg:left-0"
            />
            <p>
              <time
                dateTime={item.isoDate}
                className="inline-block rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900"
              >
                {item.date}
              </time>
            </p>
            <h3 className="mt-3 text-2xl font-semibold leading-tight text-forest-900">{item.title}</h3>
            <p className="mt-2 text-ink/80">{item.text}</p>
            {item.document === "trust-12a-80g" && taxDeduction && (
              <p className="mt-2 font-semibold text-forest-900">
                {t("updates.taxDeductible", { number: taxDeduction.number, date: taxDeduction.date })}
              </p>
            )}
            <DocumentLink
              document={item.document}
              kind="view"
              fallback={item.certificateHref}
              label={`: ${item.title}`}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-saffron-700 underline-offset-4 hover:underline"
            >
              <CertificateIcon />
              {t("updates.viewCertificate")}
            </DocumentLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

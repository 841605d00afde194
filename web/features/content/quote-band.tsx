import type { QuoteSection } from "../../content/page-types";
import { ContentIcon } from "./content-icon";

/** A line of teaching set large between sections. */
export function QuoteBand({ section }: { section: QuoteSection }) {
  return (
    <figure className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
      <ContentIcon name="lotus" className="mx-auto h-10 w-10 text-saffron-700" />
      <blockquote className="mt-6 font-display text-3xl font-semibold italic leading-snug text-forest-900 sm:text-4xl">
        <p>“{section.text}”</p>
      </blockquote>
      <figcaption className="mt-5 text-sm font-semibold uppercase tracking-[0.2em] text-ink/75">
        {section.source}
      </figcaption>
    </figure>
  );
}

import type { CtaSection } from "../../content/page-types";
import { PageLinkButton } from "./page-link";

/** The closing invitation of a page: join the club or give. */
export function CtaBand({ section }: { section: CtaSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20">
      <div className="relative isolate overflow-hidden rounded-3xl bg-forest-900 px-6 py-12 text-cream-50 sm:px-12 sm:py-16">
        <Mandala className="absolute -bottom-24 -right-20 -z-10 h-80 w-80 text-cream-50/[0.08] sm:-bottom-16 sm:right-6" />
        <div
          className="absolute -left-24 -top-24 -z-10 h-72 w-72 rounded-full bg-saffron-500/10 blur-2xl"
          aria-hidden="true"
        />
        <div className="max-w-2xl">
          {section.eyebrow && <p className="eyebrow text-saffron-300">{section.eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-semibold leading-tight text-cream-50 sm:text-5xl">
            {section.heading}
          </h2>
          <p className="mt-4 leading-relaxed text-cream-100/90 sm:text-lg">{section.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {section.actions.map((a) => (
              <PageLinkButton key={a.to} link={a} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A twelve-petalled mandala drawn behind the band; decorative. */
function Mandala({ className }: { className?: string }) {
  const petals = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg
      viewBox="0 0 200 200"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="100" cy="100" r="18" />
      <circle cx="100" cy="100" r="92" />
      <circle cx="100" cy="100" r="60" strokeDasharray="2 6" />
      {petals.map((deg) => (
        <path key={deg} d="M100 82c10-18 10-40 0-58-10 18-10 40 0 58Z" transform={`rotate(${deg} 100 100)`} />
      ))}
      {petals.map((deg) => (
        <path
          key={`o${deg}`}
          d="M100 40c14-8 20-18 20-30-10 0-18 6-20 12-2-6-10-12-20-12 0 12 6 22 20 30Z"
          transform={`rotate(${deg + 15} 100 100)`}
        />
      ))}
    </svg>
  );
}

import { Picture } from "../../components/picture";
import type { TextImageSection } from "../../content/page-types";
import { PageLinkButton } from "./page-link";
import { SectionHeading } from "./section-heading";

/** Words on one side, a scene on the other; alternates sides down the page. */
export function TextImage({ section }: { section: TextImageSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div className={section.reverse ? "md:order-2" : undefined}>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
          <div className="mt-5 space-y-4 leading-relaxed text-ink/80">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          {section.points && (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {section.points.map((point) => (
                <li key={point} className="flex gap-3 text-sm font-medium text-forest-900">
                  <span
                    className="mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-forest-100 text-forest-700"
                    aria-hidden="true"
                  >
                    <svg viewBox="0 0 16 16" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="2.2">
                      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
          {section.link && <PageLinkButton link={{ variant: "secondary", ...section.link }} className="mt-8" />}
        </div>
        <div className="relative">
          <div
            className={`absolute -inset-3 -z-10 rounded-[2rem] bg-cream-200/70 ${section.reverse ? "-rotate-2" : "rotate-2"}`}
            aria-hidden="true"
          />
          <Picture
            mediaKey={section.image.key}
            alt={section.image.alt}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[3/2] w-full rounded-3xl bg-forest-100 object-cover shadow-lg shadow-forest-950/10"
          />
        </div>
      </div>
    </section>
  );
}

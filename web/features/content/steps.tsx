import type { StepsSection } from "../../content/page-types";
import { SectionHeading } from "./section-heading";

/** An ordered path: a day's rhythm, a course of treatment, the way a journey unfolds. */
export function Steps({ section }: { section: StepsSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ol className="relative space-y-8 border-l-2 border-saffron-300/60 pl-8">
          {section.steps.map((step) => (
            <li key={step.title} className="relative">
              <span
                className="absolute -left-[2.6rem] top-1 h-4 w-4 rounded-full border-4 border-cream-50 bg-saffron-700"
                aria-hidden="true"
              />
              <p className="text-sm font-semibold uppercase tracking-wider text-saffron-700">{step.label}</p>
              <h3 className="mt-1 text-2xl font-semibold text-forest-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

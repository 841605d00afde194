import type { FeatureGridSection } from "../../content/page-types";
import { ContentIcon } from "./content-icon";
import { SectionHeading } from "./section-heading";

/** A grid of short points, each with an icon; light on cream or on the dark forest band. */
export function FeatureGrid({ section }: { section: FeatureGridSection }) {
  const headingId = `${section.id}-heading`;
  const dark = section.tone === "forest";
  const count = section.items.length;
  const columns = count === 4 ? "lg:grid-cols-4" : count === 5 ? "lg:grid-cols-5" : "lg:grid-cols-3";
  return (
    <section aria-labelledby={headingId} className={dark ? "bg-forest-950" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <SectionHeading
          id={headingId}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
          tone={dark ? "forest" : "light"}
        />
        <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${columns}`}>
          {section.items.map((item) => (
            <li
              key={item.title}
              className={`flex flex-col rounded-2xl p-6 ring-1 ${dark ? "bg-forest-900 ring-cream-50/10" : "bg-white shadow-sm ring-forest-900/10"}`}
            >
              <span
                className={`grid h-12 w-12 place-items-center rounded-full ${dark ? "bg-saffron-300/15 text-saffron-300" : "bg-forest-100 text-forest-700"}`}
              >
                <ContentIcon name={item.icon} />
              </span>
              <h3 className={`mt-5 text-2xl font-semibold leading-snug ${dark ? "text-cream-50" : "text-forest-900"}`}>
                {item.title}
              </h3>
              <p className={`mt-2 text-sm leading-relaxed ${dark ? "text-cream-100/90" : "text-ink/80"}`}>
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

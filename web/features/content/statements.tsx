import type { StatementsSection } from "../../content/page-types";
import { ContentIcon } from "./content-icon";
import { SectionHeading } from "./section-heading";

/** Side-by-side statements, such as the club's Vision and Mission. */
export function Statements({ section }: { section: StatementsSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <div className={`mt-10 grid gap-6 ${section.items.length > 2 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
        {section.items.map((item, i) => (
          <article
            key={item.label}
            aria-labelledby={`${section.id}-${i}`}
            className={`relative overflow-hidden rounded-3xl p-8 sm:p-10 ${i % 2 === 0 ? "bg-forest-900 text-cream-50" : "bg-white text-ink ring-1 ring-forest-900/10"}`}
          >
            <ContentIcon
              name={item.icon}
              className={`absolute -right-6 -top-6 h-36 w-36 ${i % 2 === 0 ? "text-cream-50/10" : "text-forest-900/[0.06]"}`}
            />
            <p className={`eyebrow ${i % 2 === 0 ? "text-saffron-300" : ""}`}>{item.label}</p>
            <h3
              id={`${section.id}-${i}`}
              className={`mt-3 text-3xl font-semibold leading-tight ${i % 2 === 0 ? "text-cream-50" : "text-forest-900"}`}
            >
              {item.title}
            </h3>
            <p className={`mt-4 leading-relaxed ${i % 2 === 0 ? "text-cream-100/90" : "text-ink/80"}`}>{item.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

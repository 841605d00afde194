import type { StatsSection } from "../../content/page-types";

/** The club in numbers, on a saffron-edged band. */
export function StatsBand({ section }: { section: StatsSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="border-y border-saffron-300/40 bg-cream-100">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2
          id={headingId}
          className="text-center font-sans text-xs font-semibold uppercase tracking-[0.2em] text-saffron-700"
        >
          {section.heading}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8 text-center lg:grid-cols-4">
          {section.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-ink/80">{item.label}</dt>
              <dd className="font-display text-4xl font-bold text-forest-900 sm:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import type { Amenity } from "../../../common/catalogue-schemas";

/** AMENITIES: one panel per group (title and its details), the first one open. */
export function AmenitiesAccordion({ amenities }: { amenities: Amenity[] }) {
  return (
    <div className="divide-y divide-forest-900/10 rounded-2xl bg-white ring-1 ring-forest-900/10">
      {amenities.map((a, i) => (
        <details key={a.title} name="amenities" open={i === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 text-lg font-semibold text-forest-900 [&::-webkit-details-marker]:hidden">
            {a.title}
            <span aria-hidden="true" className="text-saffron-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <ul className="list-disc space-y-1 px-10 pb-5 text-ink/80">
            {a.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

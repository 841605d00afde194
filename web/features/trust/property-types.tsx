import { Link } from "react-router";
import { Picture } from "../../components/picture";
import { propertyTypes as frame, type PropertyTypeItem, type SectionWords } from "../../content/why-trust-us";
import { SectionHeading } from "./section-heading";
import { useTrustSection } from "./trust-words";

/** The seven kinds of home the trust builds, each leading to its villas. */
export function PropertyTypes() {
  const { section: propertyTypes } = useTrustSection<SectionWords & { items: PropertyTypeItem[] }>(
    "propertyTypes",
    frame,
  );
  return (
    <section aria-labelledby="types-heading" className="bg-forest-950 py-16 text-cream-50 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="types-heading"
          eyebrow={propertyTypes.eyebrow}
          title={propertyTypes.title}
          intro={propertyTypes.intro}
          tone="dark"
        />
        <ol className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
          {propertyTypes.items.map((item, i) => (
            <li key={item.name}>
              <Link
                to={item.href}
                className="group block h-full overflow-hidden rounded-2xl bg-forest-900 ring-1 ring-cream-50/10 transition hover:ring-saffron-300"
              >
                <Picture
                  mediaKey={item.image}
                  alt=""
                  sizes="(min-width: 1024px) 170px, (min-width: 640px) 25vw, 50vw"
                  width={480}
                  className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105"
                />
                <span className="flex items-baseline gap-2 px-3 py-3">
                  <span aria-hidden="true" className="font-display text-lg text-saffron-300">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <span className="font-semibold text-cream-50">{item.name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

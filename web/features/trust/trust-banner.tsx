import { Picture } from "../../components/picture";
import { banner as frame, type Banner } from "../../content/why-trust-us";
import { useTrustSection } from "./trust-words";

/** The banner of /why-trust-us: the page's one h1 over the estate, with three plain facts. */
export function TrustBanner() {
  const { section: banner } = useTrustSection<Banner>("banner", frame);
  return (
    <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
      <div className="absolute inset-0 -z-10 opacity-50">
        <Picture
          mediaKey={banner.image}
          alt=""
          sizes="100vw"
          width={1600}
          priority
          className="h-full w-full object-cover"
        />
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950 via-forest-950/85 to-forest-950/30" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="eyebrow text-saffron-300">{banner.eyebrow}</p>
        <h1 className="mt-3 text-5xl font-semibold sm:text-7xl">{banner.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-cream-100/90">{banner.intro}</p>
        <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-4 border-t border-cream-50/15 pt-6">
          {banner.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-cream-100/85">{fact.label}</dt>
              <dd className="font-display text-4xl font-semibold text-saffron-300 sm:text-5xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { messages } from "../../common/messages";
import { formatRupees } from "../../common/money";
import { typeImageKey } from "../../common/media";
import { Picture } from "../components/picture";
import { pageTitle, site } from "../content/site";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { types: await context.services.catalog.listPropertyTypes() };
}

export const meta = () => [
  { title: pageTitle("Yoga, Ayurveda and eco-designed homes") },
  { name: "description", content: `${site.name}: ${site.tagline}. Contribute to a villa in Solan, Rishikesh or Amarkantak.` },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-60">
          <Picture mediaKey="types/vedantavillas" alt="" sizes="100vw" width={1600} priority className="h-full w-full object-cover" />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/90 to-forest-950/20" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-36">
          <p className="eyebrow text-saffron-300">A retreat, not a resort</p>
          <h1 className="mt-3 max-w-3xl text-5xl font-semibold sm:text-7xl">Welcome to the club</h1>
          <p className="mt-5 max-w-xl text-lg text-cream-100/90">
            Yoga, Ayurveda and meditation in eco-designed homes in Solan, Rishikesh and Amarkantak.
          </p>
          <Link to="/property-list" className="btn-primary mt-8">
            Explore homes to contribute
          </Link>
        </div>
      </section>

      <section aria-labelledby="types-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <p className="eyebrow">Our homes</p>
        <h2 id="types-heading" className="mt-2 text-4xl font-semibold text-forest-900">
          A symphony of luxury and nature
        </h2>
        {types.length === 0 ? (
          <p role="status" className="mt-8 text-lg text-forest-900">
            {messages.noPropertiesFound}
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {types.map((t) => (
              <li key={t.slug} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10">
                <Picture
                  mediaKey={typeImageKey(t.image)}
                  alt={`${t.name}: illustration of the homes`}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="p-5">
                  <p className="eyebrow">{t.category.name}</p>
                  <h3 className="mt-1 text-2xl font-semibold text-forest-900">{t.name}</h3>
                  <p className="mt-1 text-sm text-ink/75">
                    From {formatRupees(t.price)} · {t.size}
                  </p>
                  <Link to={`/property-number/${t.slug}`} className="btn-secondary mt-4" aria-label={`View Villa: ${t.name}`}>
                    View Villa
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

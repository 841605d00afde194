import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { DESTINATION_FILTERS } from "../../common/catalogue";
import { typeInLanguage } from "../../common/catalogue-language";
import { formatRupees } from "../../common/format";
import { typeImageKey } from "../../common/media";
import { Picture } from "../components/picture";
import { seo, type PageMetaArgs } from "../content/site";
import { withoutEmptyFields } from "../features/catalogue/villa-filters";
import type { Route } from "./+types/property-list";
import { app } from "../lib/app-context.server.ts";
import { useCatalogueWords } from "../lib/catalogue-words";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const destinations = url.searchParams
    .getAll("dest")
    .filter((d) => (DESTINATION_FILTERS as readonly string[]).includes(d));
  const { services, language } = app(context);
  const [all, types] = await Promise.all([
    services.catalogue.listPropertyTypes(),
    services.catalogue.searchPropertyTypes({ q, destinations }),
  ]);
  return {
    // the kinds of home in the page's language: the Hindi the office gave, else the English (decision 046)
    types: types.map((type) => typeInLanguage(type, language)),
    total: all.length,
    q,
    destinations,
    messages: messagesFor(context, ["catalogue"]),
  };
}

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "catalogue");
  return seo(
    {
      title: t("meta.listTitle"),
      description: t("meta.listDescription", { places: t("placesInWords") }),
      image: "types/villa",
    },
    args,
  );
};

export default function PropertyList({ loaderData }: Route.ComponentProps) {
  const { types, total, q, destinations } = loaderData;
  const words = useCatalogueWords();
  const { t, language } = words;
  const submit = useSubmit();
  const [activeSlug, setActiveSlug] = useState<string | undefined>(undefined);
  const active = activeSlug && types.some((type) => type.slug === activeSlug) ? activeSlug : types[0]?.slug;

  const showType = (slug: string) => {
    setActiveSlug(slug);
    document.getElementById(`type-${slug}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <>
      <section className="bg-forest-950 text-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="eyebrow text-saffron-300">{t("list.eyebrow")}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold sm:text-6xl">{t("list.title")}</h1>
          <p className="mt-4 max-w-2xl text-cream-100/90">{t("list.intro", { places: t("placesInWords") })}</p>
          <Form
            method="get"
            role="search"
            aria-label={t("list.searchLabel")}
            className="mt-8 flex flex-col gap-4 rounded-2xl bg-cream-50 p-4 text-ink sm:p-5"
            onChange={(event) => {
              // checkboxes apply at once; typing waits for the Search button
              if ((event.target as unknown as HTMLInputElement).type === "checkbox") {
                submit(withoutEmptyFields(event.currentTarget), { preventScrollReset: true, replace: true });
              }
            }}
          >
            <div className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor="home-search" className="sr-only">
                {t("list.searchLabel")}
              </label>
              <input
                id="home-search"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                placeholder={t("list.searchPlaceholder")}
                className="field flex-1 py-3"
              />
              <button type="submit" className="btn-primary">
                {t("list.search")}
              </button>
            </div>
            <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <legend className="mb-2 text-sm font-semibold text-forest-900">{t("list.destination")}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={destinations.length === 0}
                  onChange={(event) => {
                    event.stopPropagation();
                    submit(q ? { q } : {}, { preventScrollReset: true, replace: true });
                  }}
                  className="h-4 w-4 accent-forest-700"
                />
                {t("list.all")}
              </label>
              {DESTINATION_FILTERS.map((d) => (
                <label key={`${d}-${destinations.includes(d)}`} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="dest"
                    value={d}
                    defaultChecked={destinations.includes(d)}
                    className="h-4 w-4 accent-forest-700"
                  />
                  {words.location(d)}
                </label>
              ))}
              <Link
                to={q ? `?q=${encodeURIComponent(q)}` : "?"}
                replace
                preventScrollReset
                className="btn-secondary ml-auto py-1.5"
              >
                {t("clear")}
              </Link>
            </fieldset>
          </Form>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {types.length > 0 && (
          <nav
            aria-label={t("list.typesLabel")}
            className="sticky top-[61px] z-20 -mx-4 overflow-x-auto bg-cream-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:px-0"
          >
            <ul className="flex gap-2">
              {types.map((type) => (
                <li key={type.slug}>
                  <a
                    href={`#type-${type.slug}`}
                    aria-current={active === type.slug ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      showType(type.slug);
                    }}
                    className={`block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 ${active === type.slug ? "bg-forest-900 text-cream-50 ring-forest-900" : "bg-white text-forest-900 ring-forest-900/20 hover:bg-forest-100"}`}
                  >
                    {type.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {types.length === 0 ? (
          <p
            role="status"
            className="my-16 rounded-2xl bg-white p-10 text-center text-lg text-forest-900 ring-1 ring-forest-900/10"
          >
            {total === 0 ? t("list.noProperties") : t("list.noMatch")}
          </p>
        ) : (
          <div className="flex flex-col gap-12 py-10">
            {types.map((type, i) => (
              <section
                key={type.slug}
                id={`type-${type.slug}`}
                aria-labelledby={`type-heading-${type.slug}`}
                className="grid scroll-mt-32 items-center gap-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10 md:grid-cols-2"
              >
                <div className={i % 2 === 1 ? "md:order-2" : undefined}>
                  <Picture
                    mediaKey={typeImageKey(type.image)}
                    alt={t("list.imageAlt", { name: type.name })}
                    sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
                    priority={i === 0}
                    className="aspect-[3/2] h-full w-full object-cover"
                  />
                </div>
                <div className="p-6 md:p-10">
                  <p className="eyebrow">{type.category.name}</p>
                  <h2 id={`type-heading-${type.slug}`} className="mt-2 text-4xl font-semibold text-forest-900">
                    {type.name}
                  </h2>
                  <p className="mt-4 text-ink/80">{type.about}</p>
                  <p className="mt-4 text-sm text-ink/75">
                    {[
                      words.locations(type.locations),
                      type.price !== null && t("list.from", { price: formatRupees(type.price, language) }),
                      type.size,
                      t("list.villaCount", { count: type.villaCount }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <Link
                    to={`/property-number/${type.slug}`}
                    className="btn-primary mt-6"
                    aria-label={t("list.viewVillaLabel", { name: type.name })}
                  >
                    {t("viewVilla")}
                  </Link>
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

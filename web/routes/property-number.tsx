import { data, Link, useNavigation, useSearchParams } from "react-router";
import { PAGE_SIZE } from "../../common/catalogue";
import { typeInLanguage, villaInLanguage } from "../../common/catalogue-language";
import { propertyListQuery } from "../../common/catalogue-schemas";
import { formatRupees } from "../../common/format";
import { messages } from "../../common/messages";
import { typeImageKey } from "../../common/media";
import { Pagination } from "../components/pagination";
import { Picture } from "../components/picture";
import { pageTitle, seo } from "../content/site";
import { PropertyCard, type CardLayout } from "../features/catalogue/property-card";
import { VillaFilters } from "../features/catalogue/villa-filters";
import type { Route } from "./+types/property-number";
import { app } from "../lib/app-context.server.ts";
import { useCatalogueWords } from "../lib/catalogue-words";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, language } = app(context);
  const { catalogue } = services;
  const url = pageUrl(request);
  const type = await catalogue.findPropertyTypeBySlug(params.slug);
  if (!type) throw data(messages.propertyTypeNotFound, { status: 404 });
  const parsed = propertyListQuery.safeParse({ ...Object.fromEntries(url.searchParams), slug: params.slug });
  const query = parsed.success ? parsed.data : { slug: params.slug };
  const [result, blocks] = await Promise.all([
    catalogue.listProperties({ ...query, page: query.page ?? 1, limit: PAGE_SIZE }),
    catalogue.listBlocks(),
  ]);
  const filtered = Boolean(query.blockId || query.view || query.price || query.status);
  return {
    // the kind and its villas in the page's language: the Hindi the office gave, else the English (decision 046)
    type: typeInLanguage(type, language),
    result: { ...result, data: result.data.map((villa) => villaInLanguage(villa, language)) },
    blocks,
    filtered,
    values: { sort: query.sort, blockId: query.blockId, view: query.view, price: query.price, status: query.status },
    messages: messagesFor(context, ["catalogue"]),
  };
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "catalogue");
  if (!data) return [{ title: pageTitle(t("meta.typeNotFound")) }];
  return seo(
    {
      title: t("meta.typeTitle", { name: data.type.name }),
      description: data.type.description,
      image: typeImageKey(data.type.image),
    },
    args,
  );
}

export default function PropertyNumber({ loaderData }: Route.ComponentProps) {
  const { type, result, blocks, filtered, values } = loaderData;
  const words = useCatalogueWords();
  const { t, language } = words;
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const layout: CardLayout = search.get("layout") === "list" ? "list" : "grid";
  const busy = navigation.state === "loading" && navigation.location?.pathname === `/property-number/${type.slug}`;

  const setLayout = (next: CardLayout) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === "list") params.set("layout", "list");
        else params.delete("layout");
        return params;
      },
      { preventScrollReset: true, replace: true },
    );

  const first = (result.currentPage - 1) * PAGE_SIZE + 1;
  const last = first + result.data.length - 1;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-55">
          <Picture
            mediaKey={typeImageKey(type.image)}
            alt=""
            sizes="100vw"
            priority
            width={1600}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/90 via-forest-950/60 to-transparent" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <nav aria-label={t("breadcrumb")} className="text-sm text-cream-100/85">
            <Link to="/property-list" className="underline-offset-4 hover:underline">
              {t("allHomes")}
            </Link>{" "}
            / <span aria-current="page">{type.name}</span>
          </nav>
          <p className="eyebrow mt-6 text-saffron-300">{type.category.name}</p>
          <h1 className="mt-2 max-w-2xl text-4xl font-semibold sm:text-6xl">{type.name}</h1>
          <p className="mt-4 max-w-2xl text-base text-cream-100/90 sm:text-lg">{type.description}</p>
          <p className="mt-4 text-sm text-cream-100/85">
            {[
              type.price !== null && t("type.from", { price: formatRupees(type.price, language) }),
              words.locations(type.locations),
              t("type.villaCount", { count: type.villaCount }),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[280px_minmax(0,1fr)]">
        <aside aria-label={t("type.filtersLabel")}>
          <VillaFilters values={values} blocks={blocks} layout={layout} />
        </aside>
        <section aria-labelledby="villas-heading" aria-busy={busy}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="villas-heading" className="text-3xl font-semibold text-forest-900">
              {t("type.villas")}
            </h2>
            <div className="flex items-center gap-3">
              <p className="text-sm text-ink/75" aria-live="polite">
                {result.totalCount > 0 ? t("type.showing", { first, last, total: result.totalCount }) : ""}
              </p>
              <div
                role="group"
                aria-label={t("type.layout")}
                className="flex rounded-full bg-white p-1 ring-1 ring-forest-900/15"
              >
                {(["grid", "list"] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={layout === option}
                    onClick={() => setLayout(option)}
                    className={`rounded-full px-3 py-1.5 text-sm font-semibold ${layout === option ? "bg-forest-900 text-cream-50" : "text-forest-900 hover:bg-forest-100"}`}
                  >
                    {option === "grid" ? t("type.grid") : t("type.list")}
                  </button>
                ))}
              </div>
            </div>
          </div>
          {result.blockIgnored && (
            <p role="status" className="mt-4 rounded-lg bg-cream-100 px-4 py-3 text-sm text-forest-900">
              {t("type.blockIgnored")}
            </p>
          )}
          {busy && (
            <p role="status" className="mt-4 text-sm text-ink/75">
              {t("loading")}
            </p>
          )}
          {result.data.length === 0 ? (
            <div className="mt-8 rounded-2xl bg-white p-10 text-center ring-1 ring-forest-900/10">
              <p className="text-lg text-forest-900">{filtered ? t("type.noMatch") : t("type.noVillas")}</p>
              {filtered && (
                <Link to="?" className="btn-secondary mt-6" replace>
                  {t("clear")}
                </Link>
              )}
            </div>
          ) : (
            <div
              className={`mt-6 grid gap-6 transition-opacity ${busy ? "opacity-60" : ""} ${layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1"}`}
            >
              {result.data.map((p) => (
                <PropertyCard key={p._id} property={p} layout={layout} />
              ))}
            </div>
          )}
          <Pagination
            current={result.currentPage}
            total={result.totalPages}
            search={search}
            label={words.pagination.label}
            texts={words.pagination.texts}
          />
        </section>
      </div>
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

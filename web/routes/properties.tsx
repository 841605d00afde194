import { useId, useRef, useState, type ReactNode } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { clubToday } from "../../common/club-time";
import { clubLocation } from "../../common/locations";
import { hasFilters, SEARCH_PAGE_SIZE } from "../../common/property-search";
import { SEARCH_PATH } from "../../common/search";
import { searchMessages } from "../../common/search-messages";
import { stayDates } from "../../common/stay-label";
import { Pagination } from "../components/pagination";
import { LotusMark } from "../components/lotus-mark";
import { Picture } from "../components/picture";
import { locationScenes, propertiesScene } from "../content/properties";
import { seo } from "../content/site";
import { SearchFilterBar } from "../features/search/search-filter-bar";
import { SearchResultCard } from "../features/search/search-result-card";
import { SearchSidebar, type SidebarOptions } from "../features/search/search-sidebar";
import { useSearchTexts } from "../features/search/search-texts";
import { loadSearchOptions, runSearch, type SearchOutcome } from "../features/search/search-page.server";
import type { Route } from "./+types/properties";
import { app } from "../lib/app-context.server.ts";
import { useCatalogueWords } from "../lib/catalogue-words";
import { messagesAtHand, metaT, useLanguage, type PageMessages } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = pageUrl(request).searchParams;
  const { services, language } = app(context);
  const [outcome, options] = await Promise.all([
    // the villas and kinds of home in the page's language: the Hindi the office gave, else the English (decision 046)
    runSearch(params, services, request.signal, language),
    loadSearchOptions(services, request.signal, language),
  ]);
  return {
    outcome,
    options: options as SidebarOptions | null,
    today: clubToday(),
    messages: messagesFor(context, ["search", "catalogue"]) as PageMessages | undefined,
  };
}

/** A search the server never answered (network down) is the error state, not a broken page. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (request.signal.aborted) throw error;
    const outcome: SearchOutcome = {
      state: "error",
      result: { data: [], totalCount: 0, currentPage: 1, totalPages: 0 },
      pageSize: SEARCH_PAGE_SIZE,
      message: searchMessages.failedToLoadProperties,
    };
    // the page keeps the words it has: its language's catalogues are already in the browser
    const messages = messagesAtHand(["search", "catalogue"]);
    return { outcome, options: null as SidebarOptions | null, today: clubToday(), messages };
  }
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches, "search");
  return seo({ title: t("meta.title"), description: t("meta.description"), image: propertiesScene }, args);
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const { t, say } = useSearchTexts();
  const words = useCatalogueWords();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sidebarId = useId();
  // the sidebar keeps its lists when a search fails in the browser
  const lastOptions = useRef<SidebarOptions>({ blocks: [], types: [] });
  if (loaderData.options) lastOptions.current = loaderData.options;

  const loading = navigation.state === "loading" && navigation.location?.pathname === SEARCH_PATH;
  // while a search is on its way the sidebar already shows the choice made (and builds on it)
  const shown =
    navigation.location?.pathname === SEARCH_PATH ? new URLSearchParams(navigation.location.search) : search;
  const { result } = outcome;
  const place = clubLocation(search.get("location") ?? "");
  const stayDays = stayDates(search.get("checkIn"), search.get("checkOut"), language);
  const stay = stayDays ? t("stay", { from: stayDays.from, to: stayDays.to, count: stayDays.nights }) : "";
  const first = (result.currentPage - 1) * outcome.pageSize + 1;
  const last = first + result.data.length - 1;

  const applyFilters = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });

  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-55">
          <Picture
            mediaKey={place ? locationScenes[place.value] : propertiesScene}
            alt=""
            sizes="100vw"
            priority
            width={1600}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/90 via-forest-950/65 to-forest-950/30" />
        <div className="mx-auto max-w-7xl px-4 pb-28 pt-14 sm:px-6 sm:pb-32 sm:pt-20">
          <p className="eyebrow text-saffron-300">{t("eyebrow")}</p>
          <h1 className="mt-2 max-w-2xl text-4xl font-semibold sm:text-6xl">{t("title")}</h1>
          <p className="mt-4 max-w-2xl text-base text-cream-100/90 sm:text-lg">
            {place ? t(`stories.${place.value}`) : t("intro")}
          </p>
        </div>
      </section>

      <div className="relative z-10 mx-auto -mt-20 max-w-7xl px-4 sm:px-6">
        <SearchFilterBar search={shown} today={loaderData.today} />
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[290px_minmax(0,1fr)]">
        <div>
          <button
            type="button"
            className="btn-secondary w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={sidebarId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t("hideFilters") : t("showFilters")}
            {hasFilters(shown) && (
              <>
                <span className="h-2 w-2 rounded-full bg-saffron-700" aria-hidden="true" />
                <span className="sr-only">{t("filtersInUse")}</span>
              </>
            )}
          </button>
          <aside
            id={sidebarId}
            aria-label={t("filtersLabel")}
            className={`${filtersOpen ? "mt-4 block" : "hidden"} lg:mt-0 lg:block`}
          >
            <SearchSidebar search={shown} options={lastOptions.current} onChange={applyFilters} />
          </aside>
        </div>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="results-heading" className="text-3xl font-semibold text-forest-900 sm:text-4xl">
                {place ? t("resultsIn", { place: words.location(place.name) }) : t("resultsHeading")}
              </h2>
              {stay && <p className="mt-1 text-sm text-ink/80">{stay}</p>}
            </div>
            <p className="text-sm text-ink/80" aria-live="polite">
              {outcome.state === "results" && !loading ? t("showing", { first, last, total: result.totalCount }) : ""}
            </p>
          </div>

          <div
            role="status"
            className={
              loading
                ? "mt-4 flex items-center gap-3 rounded-xl bg-cream-100 px-4 py-3 text-sm font-medium text-forest-900"
                : "sr-only"
            }
          >
            {loading && (
              <>
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-forest-700 border-t-transparent"
                  aria-hidden="true"
                />
                {t("messages.loadingProperties")}
              </>
            )}
          </div>

          <div className={`transition-opacity ${loading ? "opacity-50" : ""}`}>
            {outcome.state === "prompt" && (
              <Notice title={t("promptHeading")} tone="calm" testId="search-prompt">
                <p className="font-semibold text-forest-900">{t("messages.chooseLocationAndDates")}</p>
                <p className="mt-2">{t("messages.choosePrompt")}</p>
              </Notice>
            )}
            {outcome.state === "error" && (
              <Notice tone="alert" testId="search-error">
                <p role="alert" className="font-semibold text-terracotta-600">
                  {say(outcome.message)}
                </p>
              </Notice>
            )}
            {outcome.state === "empty" && (
              <Notice tone="calm" testId="search-empty">
                <p className="text-lg text-forest-900">{t("messages.noPropertiesFound")}</p>
              </Notice>
            )}
            {outcome.state === "results" && (
              <ul className="mt-6 flex flex-col gap-6" aria-label={t("villasLabel")}>
                {result.data.map((p, i) => (
                  <li key={p._id}>
                    <SearchResultCard property={p} priority={i === 0} stay={search} />
                  </li>
                ))}
              </ul>
            )}
          </div>
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

function Notice({
  title,
  tone,
  testId,
  children,
}: {
  title?: string;
  tone: "calm" | "alert";
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className={`mt-6 rounded-2xl p-8 text-center text-ink/80 ring-1 sm:p-12 ${tone === "alert" ? "bg-white ring-terracotta-600/30" : "bg-white ring-forest-900/10"}`}
    >
      <LotusMark className="mx-auto mb-4 h-10 w-10" />
      {title && <h3 className="mb-3 text-2xl font-semibold text-forest-900">{title}</h3>}
      {children}
    </div>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

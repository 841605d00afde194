import { isAppError } from "../../../common/app-error";
import { typeInLanguage, villaInLanguage } from "../../../common/catalogue-language";
import { propertySearchQuery, type PropertySearchResult } from "../../../common/catalogue-schemas";
import { messages } from "../../../common/messages";
import { hasSearchEssentials, SEARCH_PAGE_SIZE } from "../../../common/property-search";
import type { Language } from "../../../common/language";
import { searchMessages } from "../../../common/search-messages";
import { type AppContext } from "../../lib/app-context.server.ts";

/** What the /properties page shows (loading, results, empty, error; plus the prompt). */
export type SearchOutcome = { result: PropertySearchResult; pageSize: number } & (
  { state: "prompt" | "results" | "empty" } | { state: "error"; message: string }
);

const NOTHING: PropertySearchResult = { data: [], totalCount: 0, currentPage: 1, totalPages: 0 };

/**
 * The search of /properties, run on the server with the same service the API calls. Without
 * location, checkIn and checkOut it runs nothing. A failure empties the list and carries
 * the service's message, else 'Failed to load properties' (spec: member-side §8). The villas come in `language`: the
 * Hindi the office gave, else the English (decision 046).
 */
export async function runSearch(
  params: URLSearchParams,
  services: AppContext["services"],
  signal?: AbortSignal,
  language: Language = "en",
): Promise<SearchOutcome> {
  if (!hasSearchEssentials(params)) return { state: "prompt", result: NOTHING, pageSize: SEARCH_PAGE_SIZE };
  const parsed = propertySearchQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success)
    return { state: "error", result: NOTHING, pageSize: SEARCH_PAGE_SIZE, message: messages.invalidRequest };
  try {
    const found = await services.catalogue.searchProperties(parsed.data, signal);
    const result = { ...found, data: found.data.map((villa) => villaInLanguage(villa, language)) };
    return { state: result.totalCount > 0 ? "results" : "empty", result, pageSize: parsed.data.limit };
  } catch (error) {
    // the client hung up: nobody to show anything to, nothing went wrong
    if (signal?.aborted) throw error;
    if (isAppError(error) && error.status < 500 && error.message) {
      return { state: "error", result: NOTHING, pageSize: SEARCH_PAGE_SIZE, message: error.message };
    }
    // through the app's log: the error without the query's values (the place and dates searched)
    services.logError("villa search failed", error);
    return {
      state: "error",
      result: NOTHING,
      pageSize: SEARCH_PAGE_SIZE,
      message: searchMessages.failedToLoadProperties,
    };
  }
}

/** The sidebar's option lists: blocks and property types from the catalogue (the types' names in `language`). */
export async function loadSearchOptions(
  services: AppContext["services"],
  signal?: AbortSignal,
  language: Language = "en",
) {
  signal?.throwIfAborted();
  const [blocks, types] = await Promise.all([services.catalogue.listBlocks(), services.catalogue.listPropertyTypes()]);
  return {
    blocks: blocks.map((b) => ({ _id: b._id, label: `${b.block_name} ${b.block_number}` })),
    types: types.map((t) => ({ slug: t.slug, name: typeInLanguage(t, language).name })),
  };
}

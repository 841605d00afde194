import { Link } from "react-router";
import { MAX_PAGE_BUTTONS } from "../../common/catalogue";

/** The page numbers to show: at most MAX_PAGE_BUTTONS, centred on the current page. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const count = Math.min(max, total);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The words of the links: English unless a translated page gives its own. */
export interface PaginationTexts {
  previous: string;
  next: string;
  /** A number's accessible name ("Page 2"). */
  page: (page: number) => string;
}

/**
 * Previous / numbered / next links that keep the rest of the query string. Every paged list
 * that shows a page renders them, a single page too: at either end Previous or Next is there, disabled, never
 * removed. Only a list with no page at all (nothing found, nothing asked) has none.
 */
export function Pagination({
  current,
  total,
  search,
  param = "page",
  label = "Pagination",
  texts,
}: {
  current: number;
  total: number;
  search: URLSearchParams;
  /** The query parameter of the page (a page with several paged lists gives each its own). */
  param?: string;
  label?: string;
  texts?: PaginationTexts;
}) {
  if (total < 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete(param);
    else params.set(param, String(page));
    const qs = params.toString();
    return qs ? `?${qs}` : "?";
  };
  const step = "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link
          to={href(current - 1)}
          className={`${step} text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100`}
          preventScrollReset
        >
          {texts?.previous ?? "Previous"}
        </Link>
      ) : (
        <span className={`${step} cursor-not-allowed text-ink/40 ring-1 ring-forest-900/10`} aria-disabled="true">
          {texts?.previous ?? "Previous"}
        </span>
      )}
      {pageWindow(current, total).map((page) => (
        <Link
          key={page}
          to={href(page)}
          aria-label={texts ? texts.page(page) : label === "Pagination" ? `Page ${page}` : `${label}, page ${page}`}
          aria-current={page === current ? "page" : undefined}
          className={`${step} ${page === current ? "bg-forest-900 text-cream-50" : "text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"}`}
        >
          {page}
        </Link>
      ))}
      {current < total ? (
        <Link
          to={href(current + 1)}
          className={`${step} text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100`}
        >
          {texts?.next ?? "Next"}
        </Link>
      ) : (
        <span className={`${step} cursor-not-allowed text-ink/40 ring-1 ring-forest-900/10`} aria-disabled="true">
          {texts?.next ?? "Next"}
        </span>
      )}
    </nav>
  );
}

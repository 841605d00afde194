import { Link } from "react-router";
import {
  OFFICE_SEARCH_PATH,
  OFFICE_SEARCH_PER_KIND,
  officeSearchMessages as m,
  type OfficeSearchGroup,
  type OfficeSearchItem,
} from "../../../../common/office-search";
import { ErrorBox } from "../../../components/form-fields";
import { linkClass, useListLoading } from "../shared/queue-parts";
import type { OfficeSearchPageData } from "./search.server";

/** A result's link: an office page, or a PDF the office opens (an invoice, a credit note) in the browser. */
function ResultLink({ item }: { item: OfficeSearchItem }) {
  if (item.url.startsWith("/api/")) {
    return (
      <a href={item.url} className={linkClass}>
        {item.title} <span className="font-normal">(PDF)</span>
      </a>
    );
  }
  return (
    <Link to={item.url} className={linkClass}>
      {item.title}
    </Link>
  );
}

function ResultGroup({ group }: { group: OfficeSearchGroup }) {
  const headingId = `search-${group.kind}`;
  const count = group.more ? `first ${OFFICE_SEARCH_PER_KIND}` : String(group.items.length);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-forest-950">
        {group.label} <span className="text-base font-normal text-ink/80">({count})</span>
      </h2>
      <ul className="mt-3 grid gap-2">
        {group.items.map((item, index) => (
          <li key={`${index}-${item.url}`} className="rounded-2xl bg-white px-4 py-3 shadow-sm">
            <ResultLink item={item} />
            {item.detail && <p className="mt-1 text-sm break-words text-ink/80">{item.detail}</p>}
          </li>
        ))}
      </ul>
      {group.more &&
        (group.more_url ? (
          <p className="mt-3 text-sm">
            <Link to={group.more_url} className={linkClass}>
              {`See all the ${group.label.toLowerCase()} found, in their list`}
            </Link>
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink/80">
            {`More were found: only the first ${OFFICE_SEARCH_PER_KIND} are shown. Type more of the reference to narrow it.`}
          </p>
        ))}
    </section>
  );
}

/** What the role's search looks at, said before a search and when nothing is found. */
function SearchedKinds({ searched }: { searched: OfficeSearchPageData["searched"] }) {
  if (searched.length === 0) return <p className="mt-2 text-ink/80">Your role searches nothing in the office.</p>;
  return (
    <p className="mt-2 text-ink/80">
      {`Your role searches: ${searched.map((s) => s.label).join(", ")}. Names, e-mails and phone numbers are found by any part of them (two letters find the words they begin); references by their first characters.`}
    </p>
  );
}

/**
 * /admin/search: the office's search box's results, grouped by kind (members, villas, stays, invoices…), each a link
 * to the page that opens it; the search itself is the box at the top of every office page (a GET form, so the page
 * works before its JavaScript). While the next search loads, the status line says so; nothing found, a refused
 * search (too short), and no search yet each say so.
 */
export function OfficeSearchPage({ q, searched, answer, error }: OfficeSearchPageData) {
  const loading = useListLoading(OFFICE_SEARCH_PATH);
  const found = answer?.groups.reduce((sum, group) => sum + group.items.length, 0) ?? 0;
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="font-display text-3xl text-forest-950">
        Search
      </h1>
      <SearchedKinds searched={searched} />

      <div aria-live="polite" aria-busy={loading} className="mt-6">
        {loading ? (
          <p className="text-sm font-semibold text-forest-900">Searching…</p>
        ) : (
          answer &&
          found > 0 && (
            <p className="text-sm text-ink/80">{`${found === 1 ? "1 result" : `${found} results`} for “${answer.q}”`}</p>
          )
        )}
      </div>

      <div className={loading ? "opacity-60" : undefined}>
        {error && (
          <div className="mt-4">
            <ErrorBox>{error}</ErrorBox>
          </div>
        )}
        {!answer && !error && (
          <p className="mt-4 rounded-2xl bg-forest-50 p-6 text-forest-950">
            Type a name, an e-mail, a phone number or a reference in the search box at the top of the page.
          </p>
        )}
        {answer && answer.groups.length === 0 && (
          <div className="mt-4 rounded-2xl bg-forest-50 p-6">
            <p className="font-semibold text-forest-950">{m.nothingFound(answer.q || q)}</p>
            <p className="mt-1 text-sm text-ink/80">
              Try another spelling or a part of the e-mail, or type the reference from its beginning, as printed (VWC-…,
              MOA-…, or the UTR).
            </p>
          </div>
        )}
        {answer?.groups.map((group) => (
          <ResultGroup key={group.kind} group={group} />
        ))}
      </div>
    </section>
  );
}

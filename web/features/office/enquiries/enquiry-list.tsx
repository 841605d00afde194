import { Link, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import {
  ENQUIRY_FILTERS,
  ENQUIRY_STATUS_LABELS,
  enquiryMessages as m,
  type EnquiryFilter,
  type EnquiryList,
} from "../../../../common/enquiries";
import { Pagination } from "../../../components/pagination";
import { ListFilters, QueueCount, QueueEmpty, linkClass, useListLoading } from "../shared/queue-parts";
import { EnquiryStatusBadge, topicLabel } from "./enquiry-status";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/enquiries";
const FILTER_LABELS: Record<EnquiryFilter, string> = { ...ENQUIRY_STATUS_LABELS, all: "All" };
const statusOptions = ENQUIRY_FILTERS.map((status) => ({ value: status, label: FILTER_LABELS[status] }));

/**
 * /admin/enquiries: visitors' questions, new ones first by default; a search and the status filter
 * in a plain GET form, a table on wide screens and cards on a phone, paging links, loading and empty states.
 */
export function EnquiriesPage({ query, list }: { query: { q: string; status: EnquiryFilter }; list: EnquiryList }) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const empty = query.q
    ? m.noMatch
    : query.status === "new"
      ? "No new questions"
      : `No ${FILTER_LABELS[query.status].toLowerCase()} questions`;
  return (
    <section aria-labelledby="enquiries-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="enquiries-heading" className="font-display text-3xl text-forest-950">
          Visitors&rsquo; questions
        </h1>
        <CsvLink href={csvHref("/api/admin/enquiries.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Questions sent from the Contact Us page. Open one to read it and reply by e-mail; close it when nothing more is
        needed.
      </p>

      <ListFilters
        key={`${query.q}|${query.status}`}
        label="Visitors' questions"
        idPrefix="enquiries"
        q={query.q}
        searchLabel="Search questions"
        placeholder="Name, e-mail or words of the question"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
      />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["question", "questions"]}
        after={query.status === "all" ? "" : ` · ${FILTER_LABELS[query.status].toLowerCase()}`}
        loadingText="Loading questions…"
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={empty}
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every question"
          hint="Try another spelling, a name or part of the e-mail"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm lg:table">
            <caption className="sr-only">Visitors&rsquo; questions</caption>
            <thead className="bg-forest-100 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  From
                </th>
                <th scope="col" className="px-4 py-3">
                  Question
                </th>
                <th scope="col" className="px-4 py-3">
                  Received
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <Link
                      to={`${PATH}/${item.id}`}
                      className={linkClass}
                      aria-label={`Open the question of ${item.name}`}
                    >
                      {item.name}
                    </Link>
                    <p className="break-all text-ink/80">{item.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-semibold text-forest-950">
                      {topicLabel(item.topic)}
                      {item.villa ? ` · ${item.villa.name}` : ""}
                    </p>
                    <p className="text-ink/80">{item.preview}</p>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">{shortClubDay(item.created_at)}</td>
                  <td className="px-4 py-3">
                    <EnquiryStatusBadge status={item.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 lg:hidden" aria-label="Visitors' questions">
            {list.items.map((item) => (
              <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`${PATH}/${item.id}`}
                    className={`${linkClass} text-lg`}
                    aria-label={`Open the question of ${item.name}`}
                  >
                    {item.name}
                  </Link>
                  <EnquiryStatusBadge status={item.status} />
                </div>
                <p className="mt-1 break-all text-sm text-ink/80">{item.email}</p>
                <p className="mt-2 text-sm font-semibold text-forest-950">
                  {topicLabel(item.topic)}
                  {item.villa ? ` · ${item.villa.name}` : ""}
                </p>
                <p className="mt-1 text-sm text-ink/90">{item.preview}</p>
                <p className="mt-2 text-xs text-ink/80">Received {shortClubDay(item.created_at)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

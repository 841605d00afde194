import { Form, Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { PROGRAMME_KINDS } from "../../../../common/programme";
import { KIND_LABELS, programmeOfficeMessages as m } from "../../../../common/programme-form";
import type {
  OfficeProgrammeItem,
  OfficeProgrammeList,
  ProgrammeSettingsRecord,
  SessionRecord,
} from "../../../../common/programme-schemas";
import { Pagination } from "../../../components/pagination";
import { linkClass, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { ProgrammeSettingsForm, type ProgrammeSettingsResult } from "./programme-settings";

const PATH = "/admin/programme";

export type ProgrammeListData = {
  query: { q: string; kind: string; when: "upcoming" | "past" | "all" };
  kindError: string | null;
  list: OfficeProgrammeList;
  settings: ProgrammeSettingsRecord;
  saved: string | null;
};

/** A session as the office reads it: 15 January 2027, 06:30–08:00. */
export const sessionText = (s: SessionRecord) => `${writtenDay(s.day)}, ${s.start_time}–${s.end_time}`;
export const placeText = (item: { location: string | null }) => item.location ?? "Online";
export const priceText = (price: number) => (price === 0 ? "Free" : formatRupees(price));
const placesText = (item: OfficeProgrammeItem) => `${item.seats_taken} of ${item.capacity}`;
const stateText = (item: OfficeProgrammeItem) => (item.published ? "Published" : "Not published");
const firstText = (item: OfficeProgrammeItem) => (item.sessions[0] ? sessionText(item.sessions[0]) : "No sessions");
const lastText = (item: OfficeProgrammeItem) =>
  item.sessions.length > 1 ? sessionText(item.sessions[item.sessions.length - 1]) : "—";

const WHEN_OPTIONS = [
  { value: "upcoming", label: "To come" },
  { value: "past", label: "Past" },
  { value: "all", label: "All" },
];

/** The search (title or instructor), the kind and whether to come or past, in a GET form: the address keeps them. */
function ProgrammeFilters({ query, kindError }: { query: ProgrammeListData["query"]; kindError: string | null }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Programme"
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <div>
        <label htmlFor="programme-q" className="block text-sm font-semibold text-forest-950">
          Search by title or instructor
        </label>
        <input
          id="programme-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          placeholder="For example Satsang"
          className="field mt-1 w-full"
        />
      </div>
      <div>
        <label htmlFor="programme-kind" className="block text-sm font-semibold text-forest-950">
          Kind
        </label>
        <select
          id="programme-kind"
          name="kind"
          defaultValue={query.kind}
          className="field mt-1 w-full"
          aria-invalid={kindError ? true : undefined}
          aria-describedby={kindError ? "programme-kind-error" : undefined}
        >
          <option value="">Every kind</option>
          {PROGRAMME_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        {kindError && (
          <p id="programme-kind-error" role="alert" className="mt-1 text-sm text-terracotta-600">
            {kindError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="programme-when" className="block text-sm font-semibold text-forest-950">
          When
        </label>
        <select id="programme-when" name="when" defaultValue={query.when} className="field mt-1 w-full">
          {WHEN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary h-11">
        Show
      </button>
    </Form>
  );
}

/**
 * The office's programme: the events, retreats and courses with their first and last sessions, where, the places
 * taken of the capacity, the price and whether published — a table on wide screens, cards on a phone —, paged, with
 * a search, the loading and empty states, a link to create one and to edit (and check in at) each.
 */
export function ProgrammeListPage({
  data,
  settingsResult,
}: {
  data: ProgrammeListData;
  settingsResult?: ProgrammeSettingsResult;
}) {
  const { query, list } = data;
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.kind || query.when !== "upcoming");
  return (
    <section aria-labelledby="programme-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="programme-heading" className="font-display text-3xl text-forest-950">
          Programme
        </h1>
        <Link to={`${PATH}/new`} className="btn btn-primary h-11">
          New event, retreat or course
        </Link>
      </div>
      <p className="mt-2 text-ink/80">
        The events, retreats and courses the club offers. Published ones are listed on the site and can be booked.
      </p>
      {data.saved && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {data.saved}
        </p>
      )}

      <ProgrammeFilters key={`${query.q}|${query.kind}|${query.when}`} query={query} kindError={data.kindError} />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["item", "items"]}
        after={query.q ? " found" : ""}
        loadingText="Loading the programme…"
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.q || query.kind ? m.noMatch : query.when === "upcoming" ? m.noneUpcoming : m.none}
          searched={filtered}
          path={PATH}
          resetLabel="show everything to come"
          hint="Try another title or kind, or past ones"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Events, retreats and courses by first session</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Title
                </th>
                <th scope="col" className="px-4 py-3">
                  First session
                </th>
                <th scope="col" className="px-4 py-3">
                  Last session
                </th>
                <th scope="col" className="px-4 py-3">
                  Where
                </th>
                <th scope="col" className="px-4 py-3">
                  Places taken
                </th>
                <th scope="col" className="px-4 py-3">
                  Price
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item._id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <span className="font-semibold text-forest-950">{item.title}</span>
                    <span className="block text-ink/80">
                      {KIND_LABELS[item.kind]} · {item.instructor}
                    </span>
                  </td>
                  <td className="px-4 py-3">{firstText(item)}</td>
                  <td className="px-4 py-3">{lastText(item)}</td>
                  <td className="px-4 py-3">{placeText(item)}</td>
                  <td className="px-4 py-3">{placesText(item)}</td>
                  <td className="px-4 py-3">{priceText(item.price)}</td>
                  <td className="px-4 py-3">{stateText(item)}</td>
                  <td className="px-4 py-3">
                    <ItemLinks item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Events, retreats and courses by first session">
            {list.items.map((item) => (
              <li key={item._id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-lg font-semibold text-forest-950">{item.title}</p>
                <p className="text-sm text-ink/80">
                  {KIND_LABELS[item.kind]} · {item.instructor}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">First session</dt>
                  <dd>{firstText(item)}</dd>
                  <dt className="text-ink/80">Last session</dt>
                  <dd>{lastText(item)}</dd>
                  <dt className="text-ink/80">Where</dt>
                  <dd>{placeText(item)}</dd>
                  <dt className="text-ink/80">Places taken</dt>
                  <dd>{placesText(item)}</dd>
                  <dt className="text-ink/80">Price</dt>
                  <dd>{priceText(item.price)}</dd>
                  <dt className="text-ink/80">Status</dt>
                  <dd>{stateText(item)}</dd>
                </dl>
                <div className="mt-2">
                  <ItemLinks item={item} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
      <ProgrammeSettingsForm record={data.settings} result={settingsResult} />
    </section>
  );
}

function ItemLinks({ item }: { item: OfficeProgrammeItem }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to={`${PATH}/${item._id}`} className={linkClass} aria-label={`Edit ${item.title}`}>
        Edit
      </Link>
      <Link to={`${PATH}/${item._id}/check-in`} className={linkClass} aria-label={`Check-in at ${item.title}`}>
        Check-in
      </Link>
    </span>
  );
}

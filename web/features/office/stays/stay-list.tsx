import { CALENDARS_PATH, CONFLICTS_PATH } from "../../../../common/calendar-imports";
import { Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  ARRIVAL_LABELS,
  ARRIVAL_WINDOWS,
  officeStaysMessages as m,
  type ArrivalWindow,
  type StayList,
  type StayListItem,
  stayStatusLabel,
} from "../../../../common/office-stays";
import { Pagination } from "../../../components/pagination";
import { ListFilters, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { DeskDaySection, type DeskAnswer } from "./desk-day";
import type { DeskDay } from "../../../../common/office-stays";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/stays";
const arrivingOptions = ARRIVAL_WINDOWS.map((window) => ({ value: window, label: ARRIVAL_LABELS[window] }));

const villaText = (villa: StayListItem["villa"]) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}`;
const guestsText = (stay: StayListItem) =>
  `${stay.adults} ${stay.adults === 1 ? "adult" : "adults"}${stay.children > 0 ? `, ${stay.children} ${stay.children === 1 ? "child" : "children"}` : ""}`;
const nightsText = (nights: number) => `${nights} ${nights === 1 ? "night" : "nights"}`;
const statusText = (status: string) => stayStatusLabel(status);
const arrivalText = (stay: StayListItem, today: string) =>
  stay.check_in === today ? `Today, ${writtenDay(stay.check_in)}` : writtenDay(stay.check_in);

/** Who booked a stay: the member (a link to their record), or the desk by phone. */
function BookedBy({ member, kind }: { member: StayListItem["member"]; kind?: StayListItem["kind"] }) {
  if (!member) return <>Phone booking</>;
  return (
    <>
      <Link to={`/admin/members/${member.id}`} className="text-forest-900 underline underline-offset-4">
        {member.name}
      </Link>
      {kind === "owner" && <span className="block text-ink/80">Owner stay</span>}
    </>
  );
}

/**
 * The stays desk and the office's upcoming stays: the desk's day with its
 * forms, links to the calendar and the phone booking; then the arrival window and a search in a plain GET form, the
 * stays by arrival date as a table on wide screens and as cards on a phone, paging links; loading and empty states.
 */
export function StayListPage({
  query,
  arrivingError,
  list,
  day,
  dayError,
  booked,
  answer,
}: {
  query: { q: string; arriving: ArrivalWindow };
  arrivingError: string | null;
  list: StayList;
  day: DeskDay;
  dayError: string | null;
  booked: string | null;
  answer?: DeskAnswer;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.arriving !== "all");
  return (
    <section aria-labelledby="stays-heading">
      <h1 id="stays-heading" className="font-display text-3xl text-forest-950">
        Stays
      </h1>
      <p className="mt-2 text-ink/80">
        The desk: the day&apos;s arrivals and departures, the villas&apos; calendar, and stays booked by phone.
      </p>
      <nav aria-label="The stays desk" className="mt-4 flex flex-wrap gap-3">
        <Link to="/admin/stays/calendar" className="btn h-11">
          Calendar and blocks
        </Link>
        <Link to={CALENDARS_PATH} className="btn h-11">
          Outside calendars
        </Link>
        <Link to={CONFLICTS_PATH} className="btn h-11">
          Calendar conflicts
        </Link>
        <Link to="/admin/stays/cancellation-terms" className="btn h-11">
          Cancellation terms
        </Link>
        <Link to="/admin/owner-stays" className="btn h-11">
          Owner stays
        </Link>
        <Link to="/admin/stays/new" className="btn btn-primary h-11">
          Book a stay by phone
        </Link>
      </nav>
      {booked && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {`Stay booked by phone: ${booked}`}
        </p>
      )}

      <DeskDaySection day={day} dayError={dayError} answer={answer} />

      <div className="mt-10 flex flex-wrap items-end justify-between gap-3">
        <h2 id="upcoming-heading" className="text-2xl font-semibold text-forest-950">
          Upcoming stays
        </h2>
        <CsvLink href={csvHref("/api/admin/stays.csv", query)} describedBy="upcoming-heading" />
      </div>
      <p className="mt-2 text-ink/80">The stays booked, by arrival date, from today ({writtenDay(list.today)}) on.</p>

      {/* keyed by the query: the fields show the one in the address after every navigation, not the first one */}
      <ListFilters
        key={`${query.arriving}|${query.q}`}
        label="Stays"
        idPrefix="stays"
        q={query.q}
        searchLabel="Search stays"
        placeholder="Reference, guest or member"
        filterName="arriving"
        filterLabel="Arriving"
        filter={query.arriving}
        options={arrivingOptions}
        filterError={arrivingError}
        submitLabel="Show stays"
      />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["stay", "stays"]}
        before={`${ARRIVAL_LABELS[query.arriving]}: `}
        after={query.q ? " found" : ""}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={m.noMatch}
          searched={filtered}
          path={PATH}
          resetLabel="show every upcoming stay"
          hint="Try another reference or name"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Stays by arrival date</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Arrives
                </th>
                <th scope="col" className="px-4 py-3">
                  Guest
                </th>
                <th scope="col" className="px-4 py-3">
                  Member
                </th>
                <th scope="col" className="px-4 py-3">
                  Villa
                </th>
                <th scope="col" className="px-4 py-3">
                  Stay
                </th>
                <th scope="col" className="px-4 py-3">
                  Reference
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((stay) => (
                <tr key={stay.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3 font-semibold">{arrivalText(stay, list.today)}</td>
                  <td className="px-4 py-3">
                    {stay.guest.name}
                    {stay.guest.phone && <span className="block text-ink/80">{stay.guest.phone}</span>}
                  </td>
                  <td className="px-4 py-3">
                    <BookedBy member={stay.member} kind={stay.kind} />
                  </td>
                  <td className="px-4 py-3">
                    {villaText(stay.villa)}
                    <span className="block text-ink/80">{stay.villa.location}</span>
                  </td>
                  <td className="px-4 py-3">
                    {nightsText(stay.nights)}
                    <span className="block text-ink/80">{guestsText(stay)}</span>
                  </td>
                  <td className="px-4 py-3 font-mono text-xs">
                    <Link
                      to={`/admin/stays/${stay.id}`}
                      className="text-forest-900 underline underline-offset-4"
                      aria-label={`Stay ${stay.reference}: record and notes`}
                    >
                      {stay.reference}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{statusText(stay.status)}</td>
                  <td className="px-4 py-3 text-right">{formatRupees(stay.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Stays by arrival date">
            {list.items.map((stay) => (
              <li key={stay.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-lg font-semibold text-forest-950">{stay.guest.name}</p>
                <p className="text-sm text-ink/80">{arrivalText(stay, list.today)}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Member</dt>
                  <dd>
                    <BookedBy member={stay.member} kind={stay.kind} />
                  </dd>
                  <dt className="text-ink/80">Villa</dt>
                  <dd>{villaText(stay.villa)}</dd>
                  <dt className="text-ink/80">Stay</dt>
                  <dd>
                    {nightsText(stay.nights)}, {guestsText(stay)}
                  </dd>
                  <dt className="text-ink/80">Reference</dt>
                  <dd className="break-all font-mono text-xs">
                    <Link
                      to={`/admin/stays/${stay.id}`}
                      className="text-forest-900 underline underline-offset-4"
                      aria-label={`Stay ${stay.reference}: record and notes`}
                    >
                      {stay.reference}
                    </Link>
                  </dd>
                  <dt className="text-ink/80">Status</dt>
                  <dd>{statusText(stay.status)}</dd>
                  <dt className="text-ink/80">Total</dt>
                  <dd>{formatRupees(stay.total)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

import { useSearchParams } from "react-router";
import { clubMoment } from "../../../../common/club-time";
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  subscriberMessages as m,
  type SubscriberItem,
  type SubscriberList,
} from "../../../../common/office-donors";
import { Pagination } from "../../../components/pagination";
import { ListFilters, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { CsvLink } from "../shared/csv-link";

const PATH = "/admin/subscribers";
const statusOptions = [
  { value: "", label: "Any status" },
  ...SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: SUBSCRIBER_STATUS_LABELS[s] })),
];
const moment = (at: string | null) => (at ? clubMoment(new Date(at)) : "—");
const STATUS_STYLE: Record<SubscriberItem["status"], string> = {
  confirmed: "bg-forest-100 text-forest-900",
  unconfirmed: "bg-saffron-300 text-forest-950",
  unsubscribed: "bg-cream-100 text-ink",
};
const StatusBadge = ({ status }: { status: SubscriberItem["status"] }) => (
  <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[status]}`}>
    {SUBSCRIBER_STATUS_LABELS[status]}
  </span>
);

/**
 * The office's newsletter subscribers: newest first, a search of the address and the status
 * filter in a plain GET form, a table on wide screens and cards on a phone, paging links and the CSV of what is shown.
 */
export function SubscriberListPage({
  query,
  statusError,
  csvHref,
  list,
}: {
  query: { q: string; status: string };
  statusError: string | null;
  csvHref: string;
  list: SubscriberList;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.status);
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="flex flex-wrap items-end gap-3">
        <h1 id="subscribers-heading" className="font-display text-3xl text-forest-950">
          Subscribers
        </h1>
        <CsvLink href={csvHref} className="ml-auto" />
      </div>
      <p className="mt-2 text-ink/80">
        Addresses entered in the newsletter box, newest first. An address counts once its owner has opened the
        confirmation link.
      </p>

      <ListFilters
        key={`${query.status}|${query.q}`}
        label="Subscribers"
        idPrefix="subscribers"
        q={query.q}
        searchLabel="Search subscribers"
        placeholder="E-mail address"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
        filterError={statusError}
        submitLabel="Show subscribers"
      />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["subscriber", "subscribers"]}
        after={filtered ? " found" : ""}
      />

      {list.items.length === 0 ? (
        <QueueEmpty message={m.noMatch} searched={filtered} path={PATH} resetLabel="show every subscriber" />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Subscribed
                </th>
                <th scope="col" className="px-4 py-3">
                  Confirmed
                </th>
                <th scope="col" className="px-4 py-3">
                  Unsubscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((subscriber) => (
                <tr key={subscriber.id} className="border-t border-forest-100 align-top">
                  <td className="break-all px-4 py-3 font-semibold">{subscriber.email}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={subscriber.status} />
                  </td>
                  <td className="px-4 py-3">{moment(subscriber.created_at)}</td>
                  <td className="px-4 py-3">{moment(subscriber.confirmed_at)}</td>
                  <td className="px-4 py-3">{moment(subscriber.unsubscribed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Newsletter subscribers, newest first">
            {list.items.map((subscriber) => (
              <li key={subscriber.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="break-all font-semibold text-forest-950">{subscriber.email}</p>
                <p className="mt-1">
                  <StatusBadge status={subscriber.status} />
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Subscribed</dt>
                  <dd>{moment(subscriber.created_at)}</dd>
                  {subscriber.confirmed_at && (
                    <>
                      <dt className="text-ink/80">Confirmed</dt>
                      <dd>{moment(subscriber.confirmed_at)}</dd>
                    </>
                  )}
                  {subscriber.unsubscribed_at && (
                    <>
                      <dt className="text-ink/80">Unsubscribed</dt>
                      <dd>{moment(subscriber.unsubscribed_at)}</dd>
                    </>
                  )}
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

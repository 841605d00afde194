import { Link, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import {
  TRANSFER_DECISION_STATUSES,
  TRANSFER_QUEUE_LABELS,
  type TransferQueue,
  type TransferQueueItem,
} from "../../../../common/office-requests";
import { transferStatusLabel } from "../../../../common/transfer";
import { Pagination } from "../../../components/pagination";
import type { RequestFormResult } from "./requests.server";
import { DecisionAnswer, linkClass, QueueCount, QueueEmpty, QueueFilters } from "../shared/queue-parts";
import { ApproveForm, Facts, ItemAnswer, RefuseForm, useSending } from "./queue-parts";

const PATH = "/admin/transfers";
const statusOptions = TRANSFER_DECISION_STATUSES.map((status) => ({ value: status, label: TRANSFER_QUEUE_LABELS[status] }));

const villaText = (item: TransferQueueItem) =>
  `${item.villa.name}${item.villa.villa_number ? ` · ${item.villa.villa_number}` : ""}, ${item.villa.location}`;

function Transferee({ item }: { item: TransferQueueItem }) {
  const t = item.transferee;
  return (
    <>
      <span className="font-semibold">{t.full_name}</span> ({t.relationship})
      <span className="block break-all text-ink/80">
        {t.email} · {t.phone}
      </span>
      <span className="block text-ink/80">{t.address}</span>
    </>
  );
}

function SignedRequest({ item }: { item: TransferQueueItem }) {
  return item.document_url ? (
    <a href={item.document_url} target="_blank" rel="noopener" className={linkClass}>
      Signed request (PDF)<span className="sr-only"> of {item.member.name}</span>
    </a>
  ) : (
    <>—</>
  );
}

function Status({ item }: { item: TransferQueueItem }) {
  return (
    <>
      <span className="font-semibold">{transferStatusLabel(item.status)}</span>
      {item.decided_at && <span className="block text-ink/80">on {shortClubDay(item.decided_at)}</span>}
      {item.decision_reason && <span className="block text-ink/80">Reason: {item.decision_reason}</span>}
    </>
  );
}

function TransferDecision({ item, prefix, result }: { item: TransferQueueItem; prefix: string; result: RequestFormResult | undefined }) {
  const sending = useSending(item.id);
  if (item.status !== "submitted") return <p className="text-sm text-ink/80">Decided.</p>;
  return (
    <div className="grid gap-3">
      <ApproveForm id={item.id} sending={sending} />
      <RefuseForm id={item.id} prefix={prefix} result={result} sending={sending} />
      <ItemAnswer result={result} id={item.id} />
    </div>
  );
}

/**
 * /admin/transfers (issue 15 point 5): members' requests to transfer their villa's contribution, by status and
 * member; each submitted one approved or refused with a reason (front office). Table on wide screens, cards on a phone.
 */
export function TransferQueuePage({
  query,
  filterError,
  list,
  result,
}: {
  query: { q: string; status: string };
  filterError: string | null;
  list: TransferQueue;
  result: RequestFormResult | undefined;
}) {
  const [search] = useSearchParams();
  // a failure is shown beside its item while it is listed; a success (or an item gone from the list) at the top
  const listed = Boolean(result && !result.ok && list.items.some((item) => item.id === result.id));
  return (
    <section aria-labelledby="transfers-heading">
      <h1 id="transfers-heading" className="font-display text-3xl text-forest-950">
        Transfer requests
      </h1>
      <p className="mt-2 text-ink/80">
        Members asking to transfer their villa's contribution to another person: approve or refuse each request.
      </p>

      <QueueFilters
        path={PATH}
        label="Transfer requests"
        q={query.q}
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
        filterError={filterError}
      />
      {!listed && <DecisionAnswer result={result} />}
      <QueueCount path={PATH} total={list.total} page={list.page} pages={list.pages} noun={["request", "requests"]} />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.status === "submitted" ? "No transfer request is waiting for a decision." : "No transfer requests match."}
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every request in this state"
        />
      ) : (
        <>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm lg:table">
            <caption className="sr-only">Transfer requests</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                {["Member", "Villa", "Transferee", "Reason", "Signature", "Filed", "Status", "Decision"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <Link to={`/admin/members/${item.member.id}`} className={linkClass}>
                      {item.member.name}
                    </Link>
                    <span className="block break-all text-ink/80">{item.member.email}</span>
                  </td>
                  <td className="px-4 py-3">{villaText(item)}</td>
                  <td className="px-4 py-3">
                    <Transferee item={item} />
                  </td>
                  <td className="max-w-60 whitespace-pre-line px-4 py-3">{item.reason}</td>
                  <td className="px-4 py-3">
                    <SignedRequest item={item} />
                  </td>
                  <td className="px-4 py-3">{shortClubDay(item.filed_at)}</td>
                  <td className="px-4 py-3">
                    <Status item={item} />
                  </td>
                  <td className="min-w-60 px-4 py-3">
                    <TransferDecision item={item} prefix="t" result={result} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 lg:hidden" aria-label="Transfer requests">
            {list.items.map((item) => (
              <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <article aria-label={`${item.member.name}, ${item.villa.name}`}>
                  <Link to={`/admin/members/${item.member.id}`} className={`${linkClass} text-lg`}>
                    {item.member.name}
                  </Link>
                  <Facts
                    items={[
                      ["E-mail", <span className="break-all">{item.member.email}</span>],
                      ["Villa", villaText(item)],
                      ["Transferee", <Transferee item={item} />],
                      ["Reason", <span className="whitespace-pre-line">{item.reason}</span>],
                      ["Signature", <SignedRequest item={item} />],
                      ["Filed", shortClubDay(item.filed_at)],
                      ["Status", <Status item={item} />],
                    ]}
                  />
                  <div className="mt-3">
                    <TransferDecision item={item} prefix="c" result={result} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

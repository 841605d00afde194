import { useSearchParams } from "react-router";
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
import { DecisionAnswer, linkClass, QueueCount, QueueEmpty, QueueFilters, useDecisions } from "../shared/queue-parts";
import { ApproveOrRefuse, MemberQueueList, type RequestDecisions } from "./queue-parts";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/transfers";
const statusOptions = TRANSFER_DECISION_STATUSES.map((status) => ({
  value: status,
  label: TRANSFER_QUEUE_LABELS[status],
}));

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

function TransferDecision({
  item,
  prefix,
  decisions,
}: {
  item: TransferQueueItem;
  prefix: string;
  decisions: RequestDecisions;
}) {
  if (item.status !== "submitted") return <p className="text-sm text-ink/80">Decided.</p>;
  return <ApproveOrRefuse id={item.id} prefix={prefix} decisions={decisions} />;
}

/**
 * /admin/transfers: members' requests to transfer their villa's contribution, by status and
 * member; each submitted one approved or refused with a reason (front office). Table on wide screens, cards on a phone.
 */
export function TransferQueuePage({
  query,
  filterError,
  list,
  result: posted,
}: {
  query: { q: string; status: string };
  filterError: string | null;
  list: TransferQueue;
  result: RequestFormResult | undefined;
}) {
  const [search] = useSearchParams();
  // each item's forms answer on their own (decision 031); the last answer is the page's
  const decisions = useDecisions(posted);
  const result = decisions.result;
  // a failure is shown beside its item while it is listed; a success (or an item gone from the list) at the top
  const listed = Boolean(result && !result.ok && list.items.some((item) => item.id === result.id));
  return (
    <section aria-labelledby="transfers-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="transfers-heading" className="font-display text-3xl text-forest-950">
          Transfer requests
        </h1>
        <CsvLink href={csvHref("/api/admin/transfers.csv", query)} />
      </div>
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
          message={
            query.status === "submitted"
              ? "No transfer request is waiting for a decision."
              : "No transfer requests match."
          }
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every request in this state"
        />
      ) : (
        <MemberQueueList
          label="Transfer requests"
          items={list.items}
          columns={[
            { header: "Villa", cell: villaText },
            { header: "Transferee", cell: (item) => <Transferee item={item} /> },
            { header: "Reason", cell: (item) => item.reason, className: "max-w-60 whitespace-pre-line" },
            { header: "Signature", cell: (item) => <SignedRequest item={item} /> },
            { header: "Filed", cell: (item) => shortClubDay(item.filed_at) },
            { header: "Status", cell: (item) => <Status item={item} /> },
          ]}
          decision={(item, prefix) => <TransferDecision item={item} prefix={prefix} decisions={decisions} />}
          cardLabel={(item) => `${item.member.name}, ${item.villa.name}`}
        />
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

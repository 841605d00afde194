import { useSearchParams } from "react-router";
import { clubToday, shortClubDay, writtenDay } from "../../../../common/club-time";
import { STATUS_LABELS } from "../../../../common/conveyance";
import {
  CONVEYANCE_FILTERS,
  CONVEYANCE_QUEUE_LABELS,
  type ConveyanceQueue,
  type ConveyanceQueueItem,
} from "../../../../common/office-requests";
import { Pagination } from "../../../components/pagination";
import type { RequestFormResult } from "./requests.server";
import { DecisionAnswer, linkClass, QueueCount, QueueEmpty, QueueFilters, useDecisions } from "../shared/queue-parts";
import {
  FieldMessage,
  ItemAnswer,
  keptValues,
  MemberQueueList,
  secondaryButton,
  useRequestForm,
  type RequestDecisions,
} from "./queue-parts";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/conveyance";
const statusOptions = CONVEYANCE_FILTERS.map((status) => ({ value: status, label: CONVEYANCE_QUEUE_LABELS[status] }));

const villaText = (item: ConveyanceQueueItem) =>
  [
    item.villa.villa_number ? `Villa ${item.villa.villa_number}` : "",
    item.villa.villa_type,
    item.villa.block ? `${item.villa.block} block` : "",
    item.villa.location,
  ]
    .filter(Boolean)
    .join(" · ");

function Appointment({ item }: { item: ConveyanceQueueItem }) {
  return (
    <>
      <span className="font-semibold">{writtenDay(item.appointment_date)}</span>
      {item.requested_date !== item.appointment_date && (
        <span className="block text-ink/80">Asked for {writtenDay(item.requested_date)}</span>
      )}
    </>
  );
}

function Status({ item }: { item: ConveyanceQueueItem }) {
  return (
    <>
      <span className="font-semibold">{STATUS_LABELS[item.status] ?? item.status}</span>
      {item.completed_at && <span className="block text-ink/80">on {shortClubDay(item.completed_at)}</span>}
    </>
  );
}

function Documents({ item }: { item: ConveyanceQueueItem }) {
  return item.document_url ? (
    <a href={item.document_url} target="_blank" rel="noopener" className={linkClass}>
      Document<span className="sr-only"> of {item.member.name}</span>
    </a>
  ) : (
    <>—</>
  );
}

/** Confirm the member's Tuesday, or propose another (the date field); once confirmed, mark the conveyance done. */
function ConveyanceStep({
  item,
  prefix,
  decisions,
}: {
  item: ConveyanceQueueItem;
  prefix: string;
  decisions: RequestDecisions;
}) {
  if (item.status === "submitted") return <ConfirmOrPropose item={item} prefix={prefix} decisions={decisions} />;
  if (item.status === "confirmed") return <MarkDone item={item} prefix={prefix} decisions={decisions} />;
  return <p className="text-sm text-ink/80">Done.</p>;
}

function ConfirmOrPropose({
  item,
  prefix,
  decisions,
}: {
  item: ConveyanceQueueItem;
  prefix: string;
  decisions: RequestDecisions;
}) {
  const confirm = useRequestForm(decisions, prefix, "confirm", item.id);
  const propose = useRequestForm(decisions, prefix, "propose", item.id);
  const sending = confirm.busy || propose.busy;
  const error = propose.errors.appointment_date;
  const date = propose.control("appointment_date", { id: `${prefix}-date-${item.id}`, hint: !error });
  return (
    <div className="grid gap-3">
      <confirm.Form {...confirm.props}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" disabled={sending} className="btn-primary h-11">
          Confirm appointment
        </button>
      </confirm.Form>
      <propose.Form {...propose.props} className="grid gap-2">
        <input type="hidden" name="intent" value="propose" />
        <input type="hidden" name="id" value={item.id} />
        <div>
          <label htmlFor={date.id} className="block text-sm font-semibold text-forest-900">
            Another Tuesday
          </label>
          <input
            {...date}
            type="date"
            required
            min={clubToday()}
            step={7}
            defaultValue={keptValues(propose)?.appointment_date}
            className="field mt-1 h-11 w-full"
          />
          {error ? (
            <FieldMessage id={date.id!} message={error} />
          ) : (
            <p id={`${date.id}-hint`} className="mt-1 text-xs text-ink/75">
              Appointments are on Tuesdays only.
            </p>
          )}
        </div>
        <button type="submit" disabled={sending} className={`${secondaryButton} justify-self-start`}>
          Propose another Tuesday
        </button>
      </propose.Form>
      <ItemAnswer result={decisions.result} id={item.id} />
    </div>
  );
}

function MarkDone({
  item,
  prefix,
  decisions,
}: {
  item: ConveyanceQueueItem;
  prefix: string;
  decisions: RequestDecisions;
}) {
  const complete = useRequestForm(decisions, prefix, "complete", item.id);
  return (
    <div className="grid gap-2">
      <complete.Form {...complete.props}>
        <input type="hidden" name="intent" value="complete" />
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" disabled={complete.busy} className="btn-primary h-11">
          Mark conveyance done
        </button>
      </complete.Form>
      <ItemAnswer result={decisions.result} id={item.id} />
    </div>
  );
}

/**
 * /admin/conveyance: members' conveyance requests; the front office confirms each Tuesday
 * appointment (or proposes another Tuesday), then marks the conveyance done. Table on wide screens, cards on a phone.
 */
export function ConveyanceQueuePage({
  query,
  filterError,
  list,
  result: posted,
}: {
  query: { q: string; status: string };
  filterError: string | null;
  list: ConveyanceQueue;
  result: RequestFormResult | undefined;
}) {
  const [search] = useSearchParams();
  // each item's forms answer on their own (decision 031); the last answer is the page's
  const decisions = useDecisions(posted);
  const result = decisions.result;
  // a failure is shown beside its item while it is listed; a success (or an item gone from the list) at the top
  const listed = Boolean(result && !result.ok && list.items.some((item) => item.id === result.id));
  return (
    <section aria-labelledby="conveyance-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="conveyance-heading" className="font-display text-3xl text-forest-950">
          Conveyance requests
        </h1>
        <CsvLink href={csvHref("/api/admin/conveyance.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Confirm each member's Tuesday appointment or propose another Tuesday, then mark the conveyance done.
      </p>

      <QueueFilters
        path={PATH}
        label="Conveyance requests"
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
            query.status === "open"
              ? "No conveyance request is waiting for the office."
              : "No conveyance requests match."
          }
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every request in this state"
        />
      ) : (
        <MemberQueueList
          label="Conveyance requests"
          items={list.items}
          columns={[
            { header: "Villa", cell: villaText },
            { header: "Nominee", cell: (item) => `${item.nominee.full_name} (${item.nominee.relationship})` },
            { header: "Document", cell: (item) => <Documents item={item} /> },
            { header: "Appointment", cell: (item) => <Appointment item={item} /> },
            { header: "Filed", cell: (item) => shortClubDay(item.filed_at) },
            { header: "Status", cell: (item) => <Status item={item} /> },
          ]}
          decisionHeader="Next step"
          decision={(item, prefix) => <ConveyanceStep item={item} prefix={prefix} decisions={decisions} />}
          cardLabel={(item) => `${item.member.name}, conveyance`}
        />
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

import { Form, useSearchParams } from "react-router";
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
import { DecisionAnswer, linkClass, QueueCount, QueueEmpty, QueueFilters } from "../shared/queue-parts";
import { ItemAnswer, secondaryButton, useSending, MemberQueueList } from "./queue-parts";

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
  result,
}: {
  item: ConveyanceQueueItem;
  prefix: string;
  result: RequestFormResult | undefined;
}) {
  const sending = useSending(item.id);
  if (item.status === "submitted") {
    const mine = result?.id === item.id && result.intent === "propose" && !result.ok ? result : undefined;
    const fieldId = `${prefix}-date-${item.id}`;
    const error = mine?.errors?.appointment_date;
    return (
      <div className="grid gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" disabled={sending} className="btn-primary h-11">
            Confirm appointment
          </button>
        </Form>
        <Form method="post" preventScrollReset className="grid gap-2">
          <input type="hidden" name="intent" value="propose" />
          <input type="hidden" name="id" value={item.id} />
          <div>
            <label htmlFor={fieldId} className="block text-sm font-semibold text-forest-900">
              Another Tuesday
            </label>
            <input
              id={fieldId}
              name="appointment_date"
              type="date"
              required
              min={clubToday()}
              step={7}
              defaultValue={mine?.values?.appointment_date}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
              className="field mt-1 h-11 w-full"
            />
            {error ? (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
                {error}
              </p>
            ) : (
              <p id={`${fieldId}-hint`} className="mt-1 text-xs text-ink/75">
                Appointments are on Tuesdays only.
              </p>
            )}
          </div>
          <button type="submit" disabled={sending} className={`${secondaryButton} justify-self-start`}>
            Propose another Tuesday
          </button>
        </Form>
        <ItemAnswer result={result} id={item.id} />
      </div>
    );
  }
  if (item.status === "confirmed") {
    return (
      <div className="grid gap-2">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" disabled={sending} className="btn-primary h-11">
            Mark conveyance done
          </button>
        </Form>
        <ItemAnswer result={result} id={item.id} />
      </div>
    );
  }
  return <p className="text-sm text-ink/80">Done.</p>;
}

/**
 * /admin/conveyance: members' conveyance requests; the front office confirms each Tuesday
 * appointment (or proposes another Tuesday), then marks the conveyance done. Table on wide screens, cards on a phone.
 */
export function ConveyanceQueuePage({
  query,
  filterError,
  list,
  result,
}: {
  query: { q: string; status: string };
  filterError: string | null;
  list: ConveyanceQueue;
  result: RequestFormResult | undefined;
}) {
  const [search] = useSearchParams();
  // a failure is shown beside its item while it is listed; a success (or an item gone from the list) at the top
  const listed = Boolean(result && !result.ok && list.items.some((item) => item.id === result.id));
  return (
    <section aria-labelledby="conveyance-heading">
      <h1 id="conveyance-heading" className="font-display text-3xl text-forest-950">
        Conveyance requests
      </h1>
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
          decision={(item, prefix) => <ConveyanceStep item={item} prefix={prefix} result={result} />}
          cardLabel={(item) => `${item.member.name}, conveyance`}
        />
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

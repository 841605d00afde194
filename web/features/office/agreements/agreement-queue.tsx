import { Link, useSearchParams } from "react-router";
import {
  AGREEMENT_FILTERS,
  AGREEMENT_STATUS_LABELS,
  agreementMessages as m,
  type AgreementFilter,
  type AgreementRow,
  type AgreementStatus,
} from "../../../../common/agreements";
import { clubMoment } from "../../../../common/club-time";
import { Pagination } from "../../../components/pagination";
import {
  DecisionToast,
  linkClass,
  ListFilters,
  QueueCount,
  QueueEmpty,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import type { AgreementFormResult } from "./agreements.server";
import { CountersignForm } from "./countersign-form";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/agreements";

/** The filter's words (?status=), in the order the office works them. */
const FILTER_LABELS: Record<AgreementFilter, string> = {
  awaiting: "Awaiting signature",
  executed: "Executed",
  revoked: "Revoked",
};
/** The count's words after "3 agreements". */
const COUNT_AFTER: Record<AgreementFilter, string> = {
  awaiting: " awaiting the club's signature",
  executed: " executed",
  revoked: " revoked",
};
const filterOptions = (Object.keys(AGREEMENT_FILTERS) as AgreementFilter[]).map((value) => ({
  value,
  label: FILTER_LABELS[value],
}));

const STATUS_LABELS = AGREEMENT_STATUS_LABELS;
const STATUS_STYLES: Record<AgreementStatus, string> = {
  "awaiting-countersign": "bg-amber-100 text-amber-950",
  executed: "bg-forest-100 text-forest-900",
  revoked: "bg-red-100 text-red-900",
};

const moment = (at: string) => clubMoment(new Date(at));
const villaText = (villa: AgreementRow["villa"]) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}`;

/**
 * The club's countersignature: the agreements members signed, awaiting the club's signature first-come
 * first-served, each with the member, the villa, when the member signed and their signed PDF (in the page, or in a
 * new tab), and the countersign form (an image of the club's signature, or drawn with the script). Executed and
 * revoked agreements stay listed under their filter.
 */
export function AgreementQueuePage({
  query,
  list,
  filterError,
  result: posted,
}: {
  query: { q: string; status: AgreementFilter };
  list: { items: AgreementRow[]; total: number; page: number; pages: number };
  filterError?: string | null;
  result?: AgreementFormResult;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  // each agreement's form answers on its own (decision 031); the last answer is the page's
  const decisions = useDecisions(posted);
  const result = decisions.result;
  const filtered = Boolean(query.q) || query.status !== "awaiting";
  const shownBeside = Boolean(
    result &&
    !result.ok &&
    result.id &&
    list.items.some((item) => item._id === result.id && item.status === "awaiting-countersign"),
  );
  return (
    <section aria-labelledby="agreements-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="agreements-heading" className="font-display text-3xl text-forest-950">
          {m.list}
        </h1>
        <CsvLink href={csvHref("/api/admin/agreements.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Read each memorandum a member has signed, then countersign it for the club with a drawn or uploaded signature.
        Only then is the agreement executed: the sealed PDF is made and e-mailed to the member.
      </p>

      <ListFilters
        key={`${query.q}|${query.status}`}
        label={m.list}
        idPrefix="agreements"
        q={query.q}
        searchLabel="Search agreements"
        placeholder="Member, e-mail, reference or villa"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={filterOptions}
        filterError={filterError}
      />

      {/* a refusal about an agreement still awaiting is shown beside its form; any other answer here */}
      <DecisionToast result={shownBeside ? undefined : result} />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["agreement", "agreements"]}
        after={COUNT_AFTER[query.status]}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.status === "awaiting" && !query.q ? m.noneAwaiting : m.noMatch}
          searched={filtered}
          path={PATH}
          resetLabel="show the agreements awaiting the club's signature"
          hint="Try another search"
        />
      ) : (
        <ul className={`mt-4 grid gap-4 ${loading ? "opacity-60" : ""}`} aria-label={m.list}>
          {list.items.map((item) => (
            <li key={item._id}>
              <AgreementCard item={item} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

function AgreementCard({ item, decisions }: { item: AgreementRow; decisions: Decisions<AgreementFormResult> }) {
  const headingId = `agreement-${item._id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold text-forest-950">
            {item.reference} — {item.member.name}
          </h2>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[item.status]}`}>
            {STATUS_LABELS[item.status]}
          </span>
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink/80">Reference</dt>
          <dd className="break-all">{item.reference}</dd>
          <dt className="text-ink/80">Member</dt>
          <dd className="min-w-0 break-words">
            <Link to={`/admin/members/${item.member.id}`} className={linkClass}>
              {item.member.name}
            </Link>{" "}
            <span className="break-all">({item.member.email})</span>
          </dd>
          <dt className="text-ink/80">Villa</dt>
          <dd className="min-w-0 break-words">{villaText(item.villa)}</dd>
          <dt className="text-ink/80">Signed</dt>
          <dd>Signed by the member on {moment(item.signed_at)}</dd>
          {item.countersigned_at && (
            <>
              <dt className="text-ink/80">Countersigned</dt>
              <dd>
                {moment(item.countersigned_at)}
                {item.countersigned_by ? ` by ${item.countersigned_by}` : ""}
              </dd>
            </>
          )}
          {item.revoked_at && (
            <>
              <dt className="text-ink/80">Revoked</dt>
              <dd>{moment(item.revoked_at)}</dd>
            </>
          )}
          {item.revoked_reason && (
            <>
              <dt className="text-ink/80">Reason</dt>
              <dd className="whitespace-pre-line break-words">{item.revoked_reason}</dd>
            </>
          )}
        </dl>

        <ul className="mt-4 grid gap-1 text-sm">
          <li>
            <a href={item.pdf_url} target="_blank" rel="noreferrer" className={linkClass}>
              Open the member's signed PDF
            </a>
          </li>
          {item.executed_pdf_url && (
            <li>
              <a href={item.executed_pdf_url} target="_blank" rel="noreferrer" className={linkClass}>
                Open the executed agreement (PDF)
              </a>
            </li>
          )}
        </ul>

        <details className="mt-3 rounded-xl ring-1 ring-forest-900/10">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-forest-900">
            View the agreement
          </summary>
          <div className="px-4 pb-4">
            <iframe
              src={item.executed_pdf_url ?? item.pdf_url}
              title={`Agreement ${item.reference} of ${item.member.name} (PDF)`}
              loading="lazy"
              className="h-96 w-full rounded-xl ring-1 ring-forest-900/10"
            />
          </div>
        </details>

        {item.status === "awaiting-countersign" && (
          <CountersignForm item={item} decisions={decisions} headingId={headingId} />
        )}
      </div>
    </article>
  );
}

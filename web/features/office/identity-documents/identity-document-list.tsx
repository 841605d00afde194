import { Link, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  identityDocumentMessages as m,
  type DocumentStatus,
  type IdentityDocumentItem,
  type IdentityDocumentList,
} from "../../../../common/identity-documents";
import { Pagination } from "../../../components/pagination";
import {
  ListFilters,
  QueueCount,
  QueueEmpty,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import { DocumentStatusBadge, IdentityDecisionForms, type IdentityDecisionResult } from "../identity-decision";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/identity-documents";
const statusOptions = DOCUMENT_STATUSES.map((status) => ({ value: status, label: DOCUMENT_STATUS_LABELS[status] }));

/** The member's document: a link that opens it (a PDF, shown inline by the browser; each staff view is audited). */
function DocumentLink({ item }: { item: IdentityDocumentItem }) {
  if (!item.document) return <span className="text-ink/80">No file</span>;
  return (
    <a
      href={item.document.url}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-forest-900 underline underline-offset-4"
      aria-label={`View document of ${item.member.name} (opens in a new tab)`}
    >
      View document
    </a>
  );
}

/** The decision, or what was decided: the forms for a document to check, else the reason and the day. */
function Decision({
  item,
  decisions,
  where,
}: {
  item: IdentityDocumentItem;
  decisions: Decisions<IdentityDecisionResult>;
  where: "table" | "card";
}) {
  if (item.status === "submitted")
    return (
      <IdentityDecisionForms
        memberId={item.member.id}
        memberName={item.member.name}
        decisions={decisions}
        idPrefix={`${where}-reason`}
      />
    );
  return (
    <div className="text-sm">
      <DocumentStatusBadge status={item.status} />
      {item.reviewed_at && <p className="mt-1 text-ink/80">on {shortClubDay(item.reviewed_at)}</p>}
      {item.reason && <p className="mt-1 whitespace-pre-line">&ldquo;{item.reason}&rdquo;</p>}
    </div>
  );
}

/**
 * /admin/identity-documents: the members' identity documents to check (or approved, or sent back),
 * a search and the status filter in a plain GET form, the list as a table on wide screens and as cards on a phone,
 * paging links; loading and empty states; per document, "Approve" and "Send back" with a reason.
 */
export function IdentityDocumentsPage({
  query,
  list,
  result: posted,
}: {
  query: { q: string; status: DocumentStatus };
  list: IdentityDocumentList;
  result: IdentityDecisionResult | undefined;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  // each document's forms answer on their own (decision 031); the last answer is the page's
  const decisions = useDecisions(posted);
  const result = decisions.result;
  const decided = result?.ok && !list.items.some((item) => item.member.id === result.id) ? result : undefined;
  return (
    <section aria-labelledby="identity-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="identity-heading" className="font-display text-3xl text-forest-950">
          Identity documents
        </h1>
        <CsvLink href={csvHref("/api/admin/identity-documents.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Check each member&rsquo;s identity document: approve it, or send it back with the reason so they can upload a
        new one.
      </p>

      <ListFilters
        label="Identity documents"
        idPrefix="identity"
        q={query.q}
        searchLabel="Search members"
        placeholder="Name or e-mail"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
      />

      {decided && (
        <p role="status" className="mt-6 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {decided.message}
        </p>
      )}

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["document", "documents"]}
        after={` · ${DOCUMENT_STATUS_LABELS[query.status].toLowerCase()}`}
        loadingText="Loading identity documents…"
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.q ? m.noMatch : query.status === "submitted" ? "No identity documents to check" : m.noMatch}
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every document"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm lg:table">
            <caption className="sr-only">Identity documents</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Member
                </th>
                <th scope="col" className="px-4 py-3">
                  Document
                </th>
                <th scope="col" className="px-4 py-3">
                  Submitted
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Decision
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.member.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/members/${item.member.id}`}
                      className="font-semibold text-forest-900 underline underline-offset-4"
                    >
                      {item.member.name}
                    </Link>
                    <p className="break-all text-ink/80">{item.member.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p>{item.document_type ?? "—"}</p>
                    <DocumentLink item={item} />
                  </td>
                  <td className="px-4 py-3">{shortClubDay(item.submitted_at)}</td>
                  <td className="px-4 py-3">
                    <DocumentStatusBadge status={item.status} />
                  </td>
                  <td className="w-80 px-4 py-3">
                    <Decision item={item} decisions={decisions} where="table" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 lg:hidden" aria-label="Identity documents">
            {list.items.map((item) => (
              <li key={item.member.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <Link
                  to={`/admin/members/${item.member.id}`}
                  className="text-lg font-semibold text-forest-900 underline underline-offset-4"
                >
                  {item.member.name}
                </Link>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">E-mail</dt>
                  <dd className="break-all">{item.member.email}</dd>
                  <dt className="text-ink/80">Document</dt>
                  <dd>
                    {item.document_type ?? "—"} · <DocumentLink item={item} />
                  </dd>
                  <dt className="text-ink/80">Submitted</dt>
                  <dd>{shortClubDay(item.submitted_at)}</dd>
                </dl>
                <div className="mt-3">
                  <Decision item={item} decisions={decisions} where="card" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

import { Link, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  APPLICATION_STAGES,
  MEMBER_SORTS,
  officeMembersMessages as m,
  type MemberSort,
  STAGE_LABELS,
  type MemberList,
} from "../../../../common/office-members";
import { Pagination } from "../../../components/pagination";
import { ListFilters, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/members";
const stepOptions = [
  { value: "", label: "Any step" },
  ...APPLICATION_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
];

/** The list in another order, with the same search (back to the first page). */
function sortHref(search: URLSearchParams, sort: MemberSort) {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (sort === "newest") params.delete("sort");
  else params.set("sort", sort);
  const qs = params.toString();
  return `${PATH}${qs ? `?${qs}` : ""}`;
}

const balanceText = (amount: number) => (amount > 0 ? formatRupees(amount) : "—");

const villaText = (villa: MemberList["items"][number]["villa"]) =>
  villa ? `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}` : "—";

/**
 * The office's members: a search box and the step filter in a plain GET form, the results as a
 * table on wide screens and as cards on a phone, paging links; loading, empty and error states.
 */
export function MemberListPage({
  query,
  stepError,
  list,
}: {
  query: { q: string; step: string; sort: MemberSort };
  stepError: string | null;
  list: MemberList;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.step);
  return (
    <section aria-labelledby="members-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="members-heading" className="font-display text-3xl text-forest-950">
          Members
        </h1>
        <CsvLink href={csvHref("/api/admin/members.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Find a member by name, e-mail, phone or villa, or by where their application stands. A member&apos;s balance due
        is what their instalments due by today come to, unpaid.
      </p>

      <ListFilters
        label="Members"
        idPrefix="members"
        q={query.q}
        searchLabel="Search members"
        placeholder="Name, e-mail, phone or villa"
        filterName="step"
        filterLabel="Application step"
        filter={query.step}
        options={stepOptions}
        filterError={stepError}
        keep={query.sort === "newest" ? {} : { sort: query.sort }}
      />

      <nav aria-label="Order of the members" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-ink/80">Order:</span>
        {MEMBER_SORTS.map((sort) =>
          sort.value === query.sort ? (
            <span key={sort.value} aria-current="true" className="font-semibold text-forest-950">
              {sort.label}
            </span>
          ) : (
            <Link
              key={sort.value}
              to={sortHref(search, sort.value)}
              className="font-semibold text-forest-900 underline underline-offset-4"
            >
              {sort.label}
            </Link>
          ),
        )}
      </nav>

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["member", "members"]}
        after={filtered ? " found" : ""}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={m.noMatch}
          searched={filtered}
          path={PATH}
          resetLabel="show every member"
          hint="Try another spelling, part of the e-mail or phone"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">
              Members, {query.sort === "balance" ? "largest balance due first" : "newest first"}
            </caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3">
                  Phone
                </th>
                <th scope="col" className="px-4 py-3">
                  Villa
                </th>
                <th scope="col" className="px-4 py-3">
                  Application
                </th>
                <th scope="col" className="px-4 py-3">
                  Joined
                </th>
                <th
                  scope="col"
                  className="px-4 py-3 text-right"
                  aria-sort={query.sort === "balance" ? "descending" : undefined}
                >
                  Balance due
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((member) => (
                <tr key={member.id} className="border-t border-forest-100">
                  <td className="px-4 py-3 font-semibold">
                    <Link to={`/admin/members/${member.id}`} className="text-forest-900 underline underline-offset-4">
                      {member.name}
                    </Link>
                  </td>
                  <td className="break-all px-4 py-3">{member.email}</td>
                  <td className="px-4 py-3">{member.phone ?? "—"}</td>
                  <td className="px-4 py-3">{villaText(member.villa)}</td>
                  <td className="px-4 py-3">{STAGE_LABELS[member.stage]}</td>
                  <td className="px-4 py-3">{shortClubDay(member.joined_at)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{balanceText(member.balance_due)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Members">
            {list.items.map((member) => (
              <li key={member.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <Link
                  to={`/admin/members/${member.id}`}
                  className="text-lg font-semibold text-forest-900 underline underline-offset-4"
                >
                  {member.name}
                </Link>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">E-mail</dt>
                  <dd className="break-all">{member.email}</dd>
                  <dt className="text-ink/80">Phone</dt>
                  <dd>{member.phone ?? "—"}</dd>
                  <dt className="text-ink/80">Villa</dt>
                  <dd>{villaText(member.villa)}</dd>
                  <dt className="text-ink/80">Application</dt>
                  <dd>{STAGE_LABELS[member.stage]}</dd>
                  <dt className="text-ink/80">Balance due</dt>
                  <dd>{balanceText(member.balance_due)}</dd>
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

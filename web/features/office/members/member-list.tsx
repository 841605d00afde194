import { Link, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import {
  APPLICATION_STAGES,
  officeMembersMessages as m,
  STAGE_LABELS,
  type MemberList,
} from "../../../../common/office-members";
import { Pagination } from "../../../components/pagination";
import { ListFilters, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";

const PATH = "/admin/members";
const stepOptions = [
  { value: "", label: "Any step" },
  ...APPLICATION_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
];

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
  query: { q: string; step: string };
  stepError: string | null;
  list: MemberList;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.step);
  return (
    <section aria-labelledby="members-heading">
      <h1 id="members-heading" className="font-display text-3xl text-forest-950">
        Members
      </h1>
      <p className="mt-2 text-ink/80">
        Find a member by name, e-mail, phone or villa, or by where their application stands.
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
      />

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
            <caption className="sr-only">Members</caption>
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

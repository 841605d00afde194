import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import { APPLICATION_STAGES, officeMembersMessages as m, STAGE_LABELS, type MemberList } from "../../../../common/office-members";
import { Pagination } from "../../../components/pagination";

const villaText = (villa: MemberList["items"][number]["villa"]) =>
  villa ? `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}` : "—";

/**
 * The office's members (issue 15 point 4): a search box and the step filter in a plain GET form, the results as a
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
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/members";
  const filtered = Boolean(query.q || query.step);
  return (
    <section aria-labelledby="members-heading">
      <h1 id="members-heading" className="font-display text-3xl text-forest-950">
        Members
      </h1>
      <p className="mt-2 text-ink/80">Find a member by name, e-mail, phone or villa, or by where their application stands.</p>

      <Form
        method="get"
        role="search"
        aria-label="Members"
        className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="members-q" className="block text-sm font-semibold text-forest-950">
            Search members
          </label>
          <input
            id="members-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            placeholder="Name, e-mail, phone or villa"
            className="field mt-1 w-full"
          />
        </div>
        <div>
          <label htmlFor="members-step" className="block text-sm font-semibold text-forest-950">
            Application step
          </label>
          <select
            id="members-step"
            name="step"
            defaultValue={query.step}
            className="field mt-1 w-full"
            aria-invalid={stepError ? true : undefined}
            aria-describedby={stepError ? "members-step-error" : undefined}
          >
            <option value="">Any step</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
          {stepError && (
            <p id="members-step-error" role="alert" className="mt-1 text-sm text-terracotta-600">
              {stepError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary h-11">
          Search
        </button>
      </Form>

      <div aria-live="polite" aria-busy={loading} className="mt-6">
        {loading ? (
          <p className="text-sm font-semibold text-forest-900">Loading members…</p>
        ) : (
          <p className="text-sm text-ink/80">
            {list.total === 1 ? "1 member" : `${list.total} members`}
            {filtered ? " found" : ""}
            {list.pages > 1 ? ` · page ${list.page} of ${list.pages}` : ""}
          </p>
        )}
      </div>

      {list.items.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-forest-50 p-6">
          <p className="font-semibold text-forest-950">{m.noMatch}</p>
          {filtered && (
            <p className="mt-1 text-sm text-ink/80">
              Try another spelling, part of the e-mail or phone, or{" "}
              <Link to="/admin/members" className="font-semibold text-forest-900 underline underline-offset-4">
                show every member
              </Link>
              .
            </p>
          )}
        </div>
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
                <Link to={`/admin/members/${member.id}`} className="text-lg font-semibold text-forest-900 underline underline-offset-4">
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

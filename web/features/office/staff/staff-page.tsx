import { Form, useNavigation } from "react-router";
import { STAFF_ROLES } from "../../../../common/auth-limits";
import { ROLE_LABELS } from "../../../../common/office";
import {
  staffInviteFormInput,
  staffInviteInput,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type StaffRecord,
} from "../../../../common/office-staff";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import { checkForm, useForm } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import type { StaffFormResult } from "./staff-list.server";
import { CsvLink, csvHref } from "../shared/csv-link";

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const statusOptions = STAFF_STATUSES.map((status) => ({ value: status, label: STAFF_STATUS_LABELS[status] }));

/** Invite a staff member by e-mail with a role: the shared schema checks it here and again on the server. */
export function InviteForm({ noScriptResult }: { noScriptResult?: StaffFormResult }) {
  const form = useForm<StaffFormResult>({
    id: "invite",
    intent: "invite",
    actionData: noScriptResult,
    check: (data) => checkForm(staffInviteInput, staffInviteFormInput(data)),
    onAnswer(answer) {
      if (answer.ok) form.props.ref.current?.reset();
    },
  });
  const kept = form.result && !form.result.ok ? form.result.values : undefined;
  const posted = noScriptResult?.intent === "invite" ? noScriptResult : undefined;

  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl border border-forest-100 bg-white p-5">
      <h2 id="invite-heading" className="text-lg font-semibold text-forest-950">
        Invite a staff member
      </h2>
      <p className="mt-1 text-sm text-ink/80">They get an e-mail with a one-time link to choose their password.</p>
      <form.Form
        {...form.props}
        noValidate
        aria-label="Invite a staff member"
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-start"
      >
        <input type="hidden" name="intent" value="invite" />
        <TextField {...form.field("name")} label="Full name" autoComplete="off" defaultValue={kept?.name} />
        <TextField
          {...form.field("email")}
          type="email"
          label="E-mail address"
          autoComplete="off"
          defaultValue={kept?.email}
        />
        <SelectField
          {...form.field("role")}
          label="Role"
          options={roleOptions}
          placeholder="Choose a role"
          defaultValue={kept?.role ?? ""}
        />
        <button type="submit" disabled={form.busy} aria-busy={form.busy} className="btn-primary h-11 md:mt-7">
          {form.busy ? "Sending…" : "Send invitation"}
        </button>
      </form.Form>
      {posted && (
        <div className="mt-4" role={posted.ok ? "status" : undefined}>
          {posted.ok ? (
            <p className="text-sm font-semibold text-forest-900">{posted.message}</p>
          ) : (
            <ErrorBox>{posted.message}</ErrorBox>
          )}
        </div>
      )}
    </section>
  );
}

/** The search and filters of the list (a GET form: the address keeps them). */
export function StaffFilters({ q, role, status }: { q: string; role: string; status: string }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/staff";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search staff"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <TextField id="staff-q" name="q" type="search" label="Search by name or e-mail" defaultValue={q} />
      <SelectField
        id="staff-role"
        name="role"
        label="Role"
        options={roleOptions}
        placeholder="All roles"
        defaultValue={role}
      />
      <SelectField
        id="staff-status"
        name="status"
        label="Status"
        options={statusOptions}
        placeholder="All statuses"
        defaultValue={status}
      />
      <button type="submit" className="btn-primary h-11" aria-busy={searching}>
        {searching ? "Searching…" : "Search"}
      </button>
    </Form>
  );
}

/** One staff account: role change and disable / enable (never on one's own account). */
function StaffRow({
  member,
  self,
  noScriptResult,
}: {
  member: StaffRecord;
  self: boolean;
  noScriptResult?: StaffFormResult;
}) {
  // the role, and the account's status (resend, enable, disable once confirmed): their answers are toasted
  const roleForm = useForm<StaffFormResult>({ id: `role-${member.id}` });
  const statusForm = useForm<StaffFormResult>({ id: `status-${member.id}` });
  const busy = roleForm.busy || statusForm.busy;
  // without JavaScript, the answer about this account is said under it
  const mine = noScriptResult?.id === member.id ? noScriptResult : undefined;
  const status = STAFF_STATUS_LABELS[member.status];
  return (
    <li className="rounded-2xl border border-forest-100 bg-white p-4" aria-label={member.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-forest-950">
            {member.name}
            {self && <span className="ml-2 text-sm font-normal text-ink/80">(you)</span>}
          </p>
          <p className="break-all text-sm text-ink/80">{member.email}</p>
        </div>
        <p className="text-sm">
          <span className="font-semibold text-forest-900">{ROLE_LABELS[member.role]}</span> ·{" "}
          <span
            className={
              member.status === "disabled"
                ? "text-[#b42318]"
                : member.status === "invited"
                  ? "text-saffron-800"
                  : "text-forest-900"
            }
          >
            {status}
          </span>
        </p>
      </div>
      {!self && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <roleForm.Form
            {...roleForm.props}
            className="flex flex-wrap items-end gap-2"
            aria-label={`Role of ${member.name}`}
          >
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={member.id} />
            <SelectField
              id={`role-${member.id}`}
              name="role"
              label={`Role of ${member.name}`}
              options={roleOptions}
              defaultValue={member.role}
              className="min-w-44"
            />
            <button
              type="submit"
              disabled={busy}
              className="h-11 rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
            >
              Change role
            </button>
          </roleForm.Form>
          <statusForm.Form {...statusForm.props} className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={member.id} />
            {member.status === "invited" && (
              <button
                type="submit"
                name="intent"
                value="resend"
                disabled={busy}
                aria-label={`Resend the invitation to ${member.name}`}
                className="h-11 rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
              >
                Resend invitation
              </button>
            )}
            {member.status === "disabled" ? (
              <button
                type="submit"
                name="intent"
                value="enable"
                disabled={busy}
                aria-label={`Enable ${member.name}`}
                className="h-11 rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
              >
                Enable
              </button>
            ) : null}
          </statusForm.Form>
          {member.status !== "disabled" && (
            <div>
              <ConfirmStep
                id={`disable-${member.id}`}
                fields={{ intent: "disable", id: member.id }}
                trigger="Disable"
                triggerLabel={`Disable ${member.name}`}
                triggerClass="h-11 rounded-full px-4 text-sm font-semibold text-[#b42318] ring-1 ring-[#b42318]/40 hover:bg-[#fef3f2]"
                question={`Disable ${member.name}'s office account?`}
                consequence={`${member.name} is signed out everywhere and can no longer sign in to the club office, until an administrator enables the account again.`}
                confirmLabel={`Confirm disabling ${member.name}`}
                keepLabel="Keep the account active"
                asked={Boolean(mine?.confirm && mine.intent === "disable")}
                onConfirm={statusForm.post}
                busy={busy}
              />
            </div>
          )}
        </div>
      )}
      {mine && !mine.confirm && (
        <div className="mt-3" role={mine.ok ? "status" : undefined}>
          {mine.ok ? (
            <p className="text-sm font-semibold text-forest-900">{mine.message}</p>
          ) : (
            <ErrorBox>{mine.message}</ErrorBox>
          )}
        </div>
      )}
    </li>
  );
}

/** The staff list: search, filters, paging and the empty state. */
export function StaffList(props: {
  staff: StaffRecord[];
  total: number;
  page: number;
  pages: number;
  selfId: string;
  search: URLSearchParams;
  /** The search and filters the list shows, for its CSV. */
  filters: { q: string; role: string; status: string };
  noScriptResult?: StaffFormResult;
}) {
  const { staff, total, page, pages, selfId, search, filters, noScriptResult } = props;
  return (
    <section aria-labelledby="staff-list-heading" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="staff-list-heading" className="text-lg font-semibold text-forest-950">
          Staff accounts <span className="text-sm font-normal text-ink/80">({total})</span>
        </h2>
        <CsvLink href={csvHref("/api/admin/staff.csv", filters)} />
      </div>
      {staff.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-forest-50 p-6 text-ink/80">No staff account matches this search.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {staff.map((member) => (
            <StaffRow key={member.id} member={member} self={member.id === selfId} noScriptResult={noScriptResult} />
          ))}
        </ul>
      )}
      <Pagination current={page} total={pages} search={search} />
    </section>
  );
}

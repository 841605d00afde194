import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { isStaffRole } from "../../../../common/auth-limits";
import { ROLE_LABELS } from "../../../../common/office";
import {
  auditMessages,
  auditQuery,
  auditSearch,
  type AuditEntryRecord,
  type AuditFilters,
  type AuditPage,
} from "../../../../common/office-audit";
import {
  fieldErrors,
  focusFirstInvalid,
  SelectField,
  TextField,
  type FieldErrors,
  type SelectOption,
} from "../../../components/form-fields";
import { CsvLink } from "../shared/csv-link";

/** The office's audit log page: filters as a plain GET form, a table (cards at 360 px), paging, CSV. */

export type AuditLogData = {
  /** The filters as given (kept in the form, also when one is wrong). */
  filters: Partial<Record<keyof AuditFilters, string>>;
  errors: FieldErrors | null;
  result: AuditPage | null;
  actions: string[];
  csvHref: string | null;
};

/** The action filter's choices: every action present, and "every … action" for a family with several. */
export function actionOptions(actions: readonly string[], chosen?: string): SelectOption[] {
  const families = new Map<string, number>();
  for (const action of actions) {
    const family = action.split(".")[0];
    families.set(family, (families.get(family) ?? 0) + 1);
  }
  const options: SelectOption[] = [];
  for (const [family, count] of families) {
    if (count > 1) options.push({ value: `${family}.`, label: `${family}.* (every ${family} action)` });
  }
  options.push(...actions.map((action) => ({ value: action, label: action })));
  options.sort((a, b) => a.value.localeCompare(b.value));
  if (chosen && !options.some((o) => o.value === chosen)) options.unshift({ value: chosen, label: chosen });
  return options;
}

const roleLabel = (role: string | null | undefined) =>
  role && isStaffRole(role) ? ROLE_LABELS[role] : role === "member" ? "Member" : (role ?? "");

export function AuditLog({ data }: { data: AuditLogData }) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? data.errors ?? {};
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/audit";
  const { filters, result } = data;

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = auditQuery.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error.issues));
    focusFirstInvalid(event.currentTarget);
  }

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="font-display text-3xl text-forest-950">
        Audit log
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-ink/80">
        Every staff action and every money or signature event: who, in which role, when, from which address, and what
        changed. Entries cannot be changed or removed.
      </p>

      <Form
        method="get"
        onSubmit={validate}
        noValidate
        className="mt-6 grid gap-4 rounded-2xl bg-cream-50 p-4 ring-1 ring-forest-900/10 sm:grid-cols-2 lg:grid-cols-5"
      >
        <TextField
          id="audit-member"
          name="member"
          label="Member"
          hint="Name, e-mail or id"
          defaultValue={filters.member ?? ""}
          error={errors.member}
          autoComplete="off"
        />
        <TextField
          id="audit-staff"
          name="staff"
          label="Done by"
          hint="Name, e-mail or id"
          defaultValue={filters.staff ?? ""}
          error={errors.staff}
          autoComplete="off"
        />
        <SelectField
          id="audit-action"
          name="action"
          label="Action"
          placeholder="Any action"
          options={actionOptions(data.actions, filters.action)}
          defaultValue={filters.action ?? ""}
          error={errors.action}
        />
        <TextField
          id="audit-from"
          name="from"
          type="date"
          label="From"
          defaultValue={filters.from ?? ""}
          error={errors.from}
        />
        <TextField id="audit-to" name="to" type="date" label="To" defaultValue={filters.to ?? ""} error={errors.to} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          <Link to="/admin/audit" className="text-sm font-semibold text-forest-900 underline underline-offset-4">
            Clear filters
          </Link>
          {data.csvHref && <CsvLink href={data.csvHref} className="ml-auto" />}
        </div>
      </Form>

      <div className="mt-6" aria-busy={loading}>
        <p role="status" className={loading ? "mb-3 text-sm font-semibold text-forest-900" : "sr-only"}>
          {loading ? "Loading entries…" : ""}
        </p>
        {result && <AuditResults result={result} filters={filters} dimmed={loading} />}
      </div>
    </section>
  );
}

function AuditResults({
  result,
  filters,
  dimmed,
}: {
  result: AuditPage;
  filters: AuditLogData["filters"];
  dimmed: boolean;
}) {
  if (result.total === 0) {
    return (
      <p className="rounded-2xl bg-cream-50 p-6 text-center text-ink/80 ring-1 ring-forest-900/10">
        {auditMessages.noMatch}
      </p>
    );
  }
  const first = (result.page - 1) * result.limit + 1;
  const last = first + result.items.length - 1;
  return (
    <div className={dimmed ? "opacity-60" : undefined}>
      <p className="text-sm text-ink/80">
        {result.items.length > 0
          ? `Entries ${first}–${last} of ${result.total_estimated ? "about " : ""}${result.total.toLocaleString("en-IN")}`
          : `${result.total} entries`}
      </p>
      <div className="mt-3 hidden overflow-x-auto rounded-2xl ring-1 ring-forest-900/10 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead className="bg-cream-100 text-forest-950">
            <tr>
              <th scope="col" className="px-3 py-2">
                When
              </th>
              <th scope="col" className="px-3 py-2">
                Done by
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Member
              </th>
              <th scope="col" className="px-3 py-2">
                Change
              </th>
              <th scope="col" className="px-3 py-2">
                Address
              </th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((entry) => (
              <tr key={entry.id} className="border-t border-forest-900/10 align-top">
                <td className="px-3 py-2">
                  <time dateTime={entry.created_at}>{entry.created_at_ist}</time>
                </td>
                <td className="px-3 py-2">
                  <Person entry={entry} />
                </td>
                <td className="px-3 py-2">
                  <code className="break-all">{entry.action}</code>
                  {entry.subject_id && (
                    <span className="block break-all text-xs text-ink/75">Subject {entry.subject_id}</span>
                  )}
                </td>
                <td className="px-3 py-2">{entry.member ? <MemberCell member={entry.member} /> : "—"}</td>
                <td className="max-w-md whitespace-pre-line break-words px-3 py-2">{entry.change || "—"}</td>
                <td className="px-3 py-2">{entry.ip ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 grid gap-3 md:hidden" aria-label="Audit entries, newest first">
        {result.items.map((entry) => (
          <li key={entry.id} className="rounded-2xl bg-white p-4 text-sm ring-1 ring-forest-900/10">
            <p className="font-semibold text-forest-950">
              <code className="break-all">{entry.action}</code>
            </p>
            <p className="mt-1 text-ink/80">
              <time dateTime={entry.created_at}>{entry.created_at_ist}</time>
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Done by</dt>
              <dd className="min-w-0 break-words">
                <Person entry={entry} />
              </dd>
              <dt className="font-semibold">Member</dt>
              <dd className="min-w-0 break-words">{entry.member ? <MemberCell member={entry.member} /> : "—"}</dd>
              <dt className="font-semibold">Change</dt>
              <dd className="min-w-0 whitespace-pre-line break-words">{entry.change || "—"}</dd>
              <dt className="font-semibold">Address</dt>
              <dd className="min-w-0 break-words">{entry.ip ?? "—"}</dd>
              {entry.subject_id && (
                <>
                  <dt className="font-semibold">Subject</dt>
                  <dd className="min-w-0 break-all">{entry.subject_id}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <AuditPager result={result} filters={filters} />
    </div>
  );
}

const stepClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold";

/**
 * Previous and Next by the page's cursors (the log is read by keyset: a page far back costs what the first does),
 * with the page's number between them; at either end the button is there, disabled.
 */
function AuditPager({ result, filters }: { result: AuditPage; filters: AuditLogData["filters"] }) {
  const base = filters as AuditFilters;
  const previous = result.previous_cursor
    ? `/admin/audit${auditSearch({ ...base, page: result.page - 1, before: result.page > 2 ? result.previous_cursor : undefined })}`
    : null;
  const next = result.next_cursor
    ? `/admin/audit${auditSearch({ ...base, page: result.page + 1, after: result.next_cursor })}`
    : null;
  const link = `${stepClass} text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100`;
  const disabled = `${stepClass} cursor-not-allowed text-ink/40 ring-1 ring-forest-900/10`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-3">
      {previous ? (
        <Link to={previous} className={link} preventScrollReset>
          Previous
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Previous
        </span>
      )}
      <span className="text-sm text-ink/80" aria-current="page">
        {`Page ${result.page} of ${result.total_estimated ? "about " : ""}${result.pages.toLocaleString("en-IN")}`}
      </span>
      {next ? (
        <Link to={next} className={link}>
          Next
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

function Person({ entry }: { entry: AuditEntryRecord }) {
  if (!entry.actor) return <>The system</>;
  return (
    <>
      <span className="block">{entry.actor.name}</span>
      <span className="block break-all text-xs text-ink/75">{entry.actor.email}</span>
      <span className="block text-xs text-ink/75">{roleLabel(entry.actor.role)}</span>
    </>
  );
}

function MemberCell({ member }: { member: NonNullable<AuditEntryRecord["member"]> }) {
  return (
    <>
      <span className="block">{member.name}</span>
      <span className="block break-all text-xs text-ink/75">{member.email}</span>
    </>
  );
}

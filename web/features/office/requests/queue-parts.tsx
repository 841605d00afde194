import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorBox } from "../../../components/form-fields";
import type { FormHandle } from "../../../lib/form";
import type { RequestFormResult } from "./requests.server";
import { linkClass, useDecisionForm, type Decisions } from "../shared/queue-parts";

/**
 * The parts the office's request queues share beyond the office lists' (../shared/queue-parts):
 * the facts of a card, an item's answer, and the approve and refuse forms.
 */

/** A request queue's decisions: the last answer, said by the page; each item's forms hand theirs to it. */
export type RequestDecisions = Decisions<RequestFormResult>;
export type RequestForm = FormHandle<RequestFormResult>;

/**
 * An item's form of `intent` (decision 031): a `useForm` of its own, named by the item and the rendering (`prefix`:
 * the table's and the cards' forms are apart), which takes the server's answer about this item and intent.
 */
export const useRequestForm = (decisions: RequestDecisions, prefix: string, intent: string, id: string) =>
  useDecisionForm(decisions, `${prefix}-${intent}-${id}`, (answer) => answer.id === id && answer.intent === intent);

/** What a refused form had in its fields, to show them again (a post without JavaScript renders the page anew). */
export const keptValues = (form: RequestForm) => (form.result && !form.result.ok ? form.result.values : undefined);

/** A field's message under it (`<id>-error`, which the field's aria-describedby names). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
      {message}
    </p>
  );
}

export const secondaryButton =
  "inline-flex h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100 disabled:opacity-60";
export const dangerButton =
  "inline-flex h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-[#b42318] ring-1 ring-[#b42318]/40 hover:bg-[#fef3f2] disabled:opacity-60";

/** A label and its value in a card. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink/80">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The result of a post about this item (a service's refusal, e.g. a 409), when it is still listed; a form's refused
 * fields say their messages under them.
 */
export function ItemAnswer({ result, id }: { result: RequestFormResult | undefined; id: string }) {
  if (!result || result.id !== id || result.ok || Object.keys(result.errors ?? {}).length) return null;
  return (
    <div className="mt-2">
      <ErrorBox>{result.message}</ErrorBox>
    </div>
  );
}

/** The refuse form: a labelled "Reason" the member will read, and the Refuse button. */
export function RefuseForm({
  id,
  prefix,
  form,
  sending,
}: {
  id: string;
  prefix: string;
  form: RequestForm;
  sending: boolean;
}) {
  const reason = form.control("reason", { id: `${prefix}-reason-${id}`, hint: true });
  return (
    <form.Form {...form.props} className="grid gap-2">
      <input type="hidden" name="intent" value="refuse" />
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor={reason.id} className="block text-sm font-semibold text-forest-900">
          Reason
        </label>
        <textarea
          {...reason}
          rows={2}
          maxLength={1000}
          required
          minLength={5}
          defaultValue={keptValues(form)?.reason}
          className="field mt-1 min-h-16 w-full"
        />
        <p id={`${reason.id}-hint`} className="mt-1 text-xs text-ink/75">
          The member reads it in the e-mail and in their portal.
        </p>
        <FieldMessage id={reason.id!} message={form.errors.reason} />
      </div>
      <button type="submit" disabled={sending} className={`${dangerButton} justify-self-start`}>
        Refuse
      </button>
    </form.Form>
  );
}

/** The Approve button's form. */
export function ApproveForm({ id, form, sending }: { id: string; form: RequestForm; sending: boolean }) {
  return (
    <form.Form {...form.props}>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={sending} className="btn-primary h-11">
        Approve
      </button>
    </form.Form>
  );
}

/** The approve and refuse forms of an open item, and its answer. */
export function ApproveOrRefuse({
  id,
  prefix,
  decisions,
}: {
  id: string;
  prefix: string;
  decisions: RequestDecisions;
}) {
  const approve = useRequestForm(decisions, prefix, "approve", id);
  const refuse = useRequestForm(decisions, prefix, "refuse", id);
  const sending = approve.busy || refuse.busy;
  return (
    <div className="grid gap-3">
      <ApproveForm id={id} form={approve} sending={sending} />
      <RefuseForm id={id} prefix={prefix} form={refuse} sending={sending} />
      <ItemAnswer result={decisions.result} id={id} />
    </div>
  );
}

/** A column of a request queue: its heading, an item's value, and the table cell's classes. */
export interface QueueColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/**
 * A request queue's items: a table on wide screens, cards on a phone. Both begin with the member (a link to their
 * record, and their e-mail), show the same columns, and end with the item's decision forms (`prefix` keeps the two
 * renderings' field ids apart).
 */
export function MemberQueueList<T extends { id: string; member: { id: string; name: string; email: string } }>({
  label,
  items,
  columns,
  decisionHeader = "Decision",
  decisionClassName = "min-w-60",
  decision,
  cardLabel,
}: {
  label: string;
  items: T[];
  columns: QueueColumn<T>[];
  decisionHeader?: string;
  decisionClassName?: string;
  decision: (item: T, prefix: "t" | "c") => ReactNode;
  cardLabel: (item: T) => string;
}) {
  return (
    <>
      <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm lg:table">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-forest-50 text-forest-950">
          <tr>
            {["Member", ...columns.map((column) => column.header), decisionHeader].map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-forest-100 align-top">
              <td className="px-4 py-3">
                <Link to={`/admin/members/${item.member.id}`} className={linkClass}>
                  {item.member.name}
                </Link>
                <span className="block break-all text-ink/80">{item.member.email}</span>
              </td>
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-3 ${column.className ?? ""}`}>
                  {column.cell(item)}
                </td>
              ))}
              <td className={`${decisionClassName} px-4 py-3`}>{decision(item, "t")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 grid gap-3 lg:hidden" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <article aria-label={cardLabel(item)}>
              <Link to={`/admin/members/${item.member.id}`} className={`${linkClass} text-lg`}>
                {item.member.name}
              </Link>
              <Facts
                items={[
                  ["E-mail", <span className="break-all">{item.member.email}</span>],
                  ...columns.map((column): [string, ReactNode] => [
                    column.header,
                    <span className={column.className}>{column.cell(item)}</span>,
                  ]),
                ]}
              />
              <div className="mt-3">{decision(item, "c")}</div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useFetchers, useLocation, useNavigation } from "react-router";
import { useForm, useFormToasts, type FormOptions, type FormResult } from "../../../lib/form";
import { ErrorBox, SelectField, TextField, type SelectOption } from "../../../components/form-fields";

/**
 * The parts the office's lists and queues share: the GET search form with one filter, the count with its loading
 * state, the empty state, and a decision's answer shown where it was made.
 */

export const linkClass = "font-semibold text-forest-900 underline underline-offset-4";

/** Whether the list at `path` is loading its next page or search (the count says so; the list dims). */
export function useListLoading(path: string) {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location?.pathname === path;
}

/** The request queues' search (member name or e-mail) and status filter, in a GET form: the address keeps them. */
export function QueueFilters(props: {
  path: string;
  label: string;
  q: string;
  filterName: string;
  filterLabel: string;
  filter: string;
  options: SelectOption[];
  filterError: string | null;
}) {
  const searching = useListLoading(props.path);
  const prefix = props.path.split("/").pop();
  return (
    <Form
      method="get"
      action={props.path}
      role="search"
      aria-label={props.label}
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <TextField
        id={`${prefix}-q`}
        name="q"
        type="search"
        label="Search by member name or e-mail"
        defaultValue={props.q}
        maxLength={100}
      />
      <SelectField
        id={`${prefix}-${props.filterName}`}
        name={props.filterName}
        label={props.filterLabel}
        options={props.options}
        defaultValue={props.filter}
        error={props.filterError ?? undefined}
      />
      <button type="submit" className="btn-primary h-11" aria-busy={searching}>
        {searching ? "Searching…" : "Search"}
      </button>
    </Form>
  );
}

/**
 * The office lists' search box (with a hint of what it finds) and one filter, in a GET form: the address keeps them.
 * Give it a `key` of the query where the fields must show the address's after every navigation.
 */
export function ListFilters(props: {
  label: string;
  idPrefix: string;
  q: string;
  searchLabel: string;
  placeholder: string;
  filterName: string;
  filterLabel: string;
  filter: string;
  options: SelectOption[];
  filterError?: string | null;
  submitLabel?: string;
  /** Parameters the search keeps (e.g. the list's order). */
  keep?: Record<string, string>;
}) {
  const filterId = `${props.idPrefix}-${props.filterName}`;
  const error = props.filterError;
  return (
    <Form
      method="get"
      role="search"
      aria-label={props.label}
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      {Object.entries(props.keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${props.idPrefix}-q`} className="block text-sm font-semibold text-forest-950">
          {props.searchLabel}
        </label>
        <input
          id={`${props.idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={props.q}
          maxLength={100}
          placeholder={props.placeholder}
          className="field mt-1 w-full"
        />
      </div>
      <div>
        <label htmlFor={filterId} className="block text-sm font-semibold text-forest-950">
          {props.filterLabel}
        </label>
        <select
          id={filterId}
          name={props.filterName}
          defaultValue={props.filter}
          className="field mt-1 w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${filterId}-error` : undefined}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${filterId}-error`} role="alert" className="mt-1 text-sm text-terracotta-600">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary h-11">
        {props.submitLabel ?? "Search"}
      </button>
    </Form>
  );
}

/**
 * How many items match ("1 claim", "3 claims", between the optional `before` and `after`), the page, and a loading
 * line ("Loading claims…" unless `loadingText` says otherwise) while the next list comes.
 */
export function QueueCount({
  path,
  total,
  page,
  pages,
  noun,
  before,
  after,
  loadingText,
}: {
  path: string;
  total: number;
  page: number;
  pages: number;
  noun: [string, string];
  before?: string;
  after?: string;
  loadingText?: string;
}) {
  const loading = useListLoading(path);
  return (
    <div aria-live="polite" aria-busy={loading} className="mt-6">
      {loading ? (
        <p className="text-sm font-semibold text-forest-900">{loadingText ?? `Loading ${noun[1]}…`}</p>
      ) : (
        <p className="text-sm text-ink/80">
          {before}
          {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
          {after}
          {pages > 1 ? ` · page ${page} of ${pages}` : ""}
        </p>
      )}
    </div>
  );
}

/** Nothing matches: say so, and when a search narrowed the list, what to try and a link to the whole list. */
export function QueueEmpty({
  message,
  searched,
  path,
  resetLabel,
  hint = "Try another spelling or part of the e-mail",
}: {
  message: string;
  searched: boolean;
  path: string;
  resetLabel: string;
  hint?: string;
}) {
  return (
    <div className="mt-4 rounded-2xl bg-forest-50 p-6">
      <p className="font-semibold text-forest-950">{message}</p>
      {searched && (
        <p className="mt-1 text-sm text-ink/80">
          {`${hint}, or`}{" "}
          <Link to={path} className={linkClass}>
            {resetLabel}
          </Link>
          .
        </p>
      )}
    </div>
  );
}

/**
 * The answer of a queue's last decision (decision 031). Each item's forms are a `useForm` of their own (a fetcher of
 * their own: one item's answer never shows on another's form) and hand the page their answer as it comes (`report`,
 * given to the form as `onResult`), since the item may leave the list with it; the page says it (`result`). Without
 * JavaScript the answer is the one the server rendered (`posted`, the route's actionData), which an item's form
 * takes as its own when it was about that form (`postedTo`). Like a route's actionData, an answer is the page's
 * until the next navigation (a search, or a form's redirect).
 */
export function useDecisions<R extends FormResult>(posted: R | undefined) {
  const { key } = useLocation();
  const at = useRef(key);
  at.current = key;
  const [answer, setAnswer] = useState<{ at: string; answer: R }>();
  const report = useCallback((answer: R) => setAnswer({ at: at.current, answer }), []);
  return {
    result: (answer?.at === key ? answer.answer : undefined) ?? posted,
    posted,
    report,
    /** The server-rendered answer when `mine` says it was about this form. */
    postedTo: (mine: (answer: R) => boolean) => (posted && mine(posted) ? posted : undefined),
  };
}

export type Decisions<R extends FormResult> = ReturnType<typeof useDecisions<R>>;

/**
 * One decision form of an item (`id`, unique on the page): a `useForm` of its own, which takes the server-rendered
 * answer when `about` says it was this form's, and hands its answers to the page, which says them (no toast of its
 * own).
 */
export function useDecisionForm<R extends FormResult>(
  decisions: Decisions<R>,
  id: string,
  about: (answer: R) => boolean,
  options: Omit<FormOptions<R>, "id" | "actionData" | "onResult"> = {},
) {
  return useForm<R>({
    id,
    actionData: decisions.postedTo(about),
    toast: false,
    onResult: decisions.report,
    ...options,
  });
}

/** Whether nothing is being posted or loaded: the page shows the data of the last answer. */
function useSettled() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state === "idle" && fetchers.every((fetcher) => fetcher.state === "idle");
}

/** The answer of the last decision: at the top when its item has left the list (decided), else beside the item. */
export function DecisionAnswer({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result) return null;
  return (
    <div className="mt-4" role={result.ok ? "status" : undefined}>
      {result.ok ? (
        <p className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">{result.message}</p>
      ) : (
        <ErrorBox>{result.message}</ErrorBox>
      )}
    </div>
  );
}

/** The result of the last decision of a queue: a toast with JavaScript, and a line on the page either way. */
export function DecisionToast({ result }: { result?: { ok: boolean; message: string } }) {
  const toasts = useFormToasts();
  const settled = useSettled();
  const shown = useRef<{ ok: boolean; message: string } | undefined>(undefined);
  const placed = useRef<{ ok: boolean; message: string } | undefined>(undefined);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toasts.success(result.message);
    else toasts.error(result.message);
  }, [result, toasts]);
  useEffect(() => {
    if (!result || !settled || placed.current === result) return;
    placed.current = result;
    // the control that decided is often gone with its item (a countersigned agreement leaves the queue once the list
    // is loaded again): the focus would drop to <body>, so it goes to the answer, where a keyboard or screen reader
    // user reads on from
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) message.current?.focus({ preventScroll: false });
  }, [result, settled]);
  if (!result) return null;
  return (
    <p
      ref={message}
      tabIndex={-1}
      role={result.ok ? "status" : "alert"}
      className={`mt-4 rounded-xl px-4 py-3 text-sm font-semibold ${result.ok ? "bg-forest-50 text-forest-900" : "bg-red-50 text-red-900"}`}
    >
      {result.message}
    </p>
  );
}

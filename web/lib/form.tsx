import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import toast from "./toast";
import { Form as RouterForm, useFetcher } from "react-router";

/*
 * One way to build a form (decision 031). Every form of the site posts to its route's action, with or without
 * JavaScript, and is checked there by the same zod schema (common/) the page checks it with before posting:
 *
 * - the action: `checkForm(schema, input)` gives the data, or the failure to answer with `data(failure, 400)`:
 *   the first issue's message, the field it concerns and every field's message;
 * - the page: `useForm({ id, actionData, … })` gives the form's props (`<form.Form {...form.props}>`, posting
 *   through one fetcher), each control's props (`form.field(name)` for the Field components, `form.control(name)`
 *   for a bare input: its id, `aria-invalid`, `aria-describedby` and, when the server rendered the answer, the
 *   first invalid control's `autoFocus`), the answer (`form.result`: the script's answer, else the answer of a
 *   post made before the script ran), the toasts, and the focus on the first invalid control.
 */

/** The field that marks a post sent by the page's script: its action answers with data, a plain post is redirected. */
export const SCRIPTED_FIELD = "scripted";

/** Field messages by field name (the first message zod gives for each, the path joined with dots). */
export type FieldErrors = Record<string, string>;

/**
 * What a form's action answers: the spec's message, and on failure the field it concerns (`field`) and every
 * field's message (`errors`). `intent` names the form that was sent when a route takes several.
 */
export type FormSuccess = { ok: true; message: string; intent?: string };
export type FormFailure = { ok: false; message: string; field?: string; errors?: FieldErrors; intent?: string };
export type FormResult = FormSuccess | FormFailure;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message for each path of a zod error, keyed by the path joined with dots. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A zod schema as checkForm uses it. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** A failed check: the form's message, the field it concerns and every field's message. */
export type CheckedFailure = FormFailure & { errors: FieldErrors };

/**
 * Checks a form's input (read from its FormData by the form's reader in common/) with its shared schema, on the
 * server in the action and in the page before it posts: the data, or the failure to answer with. Its message is
 * `message` when given (e.g. the spec's "Please fill all fields"), else the first issue's.
 */
export function checkForm<T>(
  schema: FormSchema<T>,
  input: unknown,
  message?: string,
): { ok: true; data: T } | CheckedFailure {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = parsed.error.issues[0];
  const field = first ? first.path.map(String).join(".") : "";
  return {
    ok: false,
    message: message ?? first?.message ?? "",
    ...(field ? { field } : {}),
    errors: fieldErrors(parsed.error.issues),
  };
}

/** Whether a post came from the page's script (see SCRIPTED_FIELD). */
export const sentByScript = (form: FormData) => form.get(SCRIPTED_FIELD) === "1";

/**
 * The route's server action from the browser (a `clientAction`); when the network fails (or the server answers
 * with an error page) the form gets `fallback` (e.g. the spec's "Something went wrong. Please try again.", §8)
 * instead of the route's error page.
 */
export async function orNetworkFailure<T, F>(serverAction: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return fallback;
  }
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby of a control: its hint, more ids, and its message, when shown. */
export function describedBy(id: string, error?: string, hint?: unknown, ...more: string[]) {
  return [hint ? hintId(id) : "", ...more, error ? errorId(id) : ""].filter(Boolean).join(" ") || undefined;
}

/** Moves focus to the first control marked invalid inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
}

/**
 * The error and success toasts of a form: a success dismisses the form's error toasts still showing
 * (an "Invalid email or password" does not outlive the sign-in that followed it).
 */
export function useFormToasts() {
  const errors = useRef<string[]>([]);
  return useMemo(
    () => ({
      error(message: string) {
        errors.current.push(toast.error(message));
      },
      success(message: string) {
        // removed at once, not faded out: the success is the one message left on screen
        for (const id of errors.current) toast.remove(id);
        errors.current = [];
        toast.success(message);
      },
    }),
    [],
  );
}

export interface FormOptions<R extends FormResult> {
  /** The form's id: its controls are `<id>-<name>`, its message `<id>-error`. */
  id: string;
  /** Where the form posts when it is not its own route's action (e.g. the footer's newsletter box). */
  action?: string;
  /** The route's `actionData`: the answer to a post made before the script ran, rendered by the server. */
  actionData?: R;
  /**
   * The form's name when a route takes several: it is posted as `intent`, the fetcher is keyed by it, and the
   * route's `actionData` is this form's only when its `intent` is the same.
   */
  intent?: string;
  /**
   * The form leads to the page it posts to (React Router's `<Form>`, a navigation, not the fetcher): the page's
   * check runs first, a post that passes it goes on as the navigation, and the page posted to renders the answer
   * (its `actionData`, handed to that page's form).
   */
  navigate?: boolean;
  /** The page's check before posting, usually `checkForm(schema, reader(data))`: a failure is shown, not posted. */
  check?: (data: FormData, form: HTMLFormElement) => FormFailure | { ok: true } | null | undefined;
  /** Toast the page's own check's failure (default true; false when the form shows it in a box of its own). */
  checkToast?: boolean;
  /** After the check: the FormData to post (e.g. files uploaded first, their inputs removed), or null to stop. */
  prepare?: (data: FormData) => FormData | null | Promise<FormData | null>;
  /** Toast the answers (default true): a failure's message, a success's message (else `successMessage`). */
  toast?: boolean;
  successMessage?: string;
  /**
   * The words a message is shown and toasted in: the answers and the shared schemas speak English, a page in
   * another language gives the ones it knows in its own (unknown ones as they came). The answer itself is untouched.
   */
  say?: (message: string) => string;
  /** Runs once per answer to the script's post, after the page's data has been loaded again (the toast comes first). */
  onAnswer?: (result: R) => void;
  /**
   * Runs once per answer to the script's post as soon as it comes, before the page's data is loaded again: a form
   * whose item may leave the page with the answer (a queue's decision) hands it to the page, which says it.
   */
  onResult?: (result: R) => void;
  /** A control's message goes once the visitor changes it. */
  clearOnChange?: boolean;
}

export type ControlOptions = {
  /** The control's id when it is not `<form id>-<name>`. */
  id?: string;
  /** The control has a hint (`<id>-hint`), read before its message. */
  hint?: boolean;
  /** More ids the control is described by, read after the hint. */
  describedBy?: readonly string[];
  /**
   * One of several controls sharing the name (radios, checkboxes): it takes no id of its own and is described by
   * the group's message (`<form id>-<name>-error`).
   */
  group?: boolean;
};

/**
 * A form of the site (decision 031): it posts to its route's action through one fetcher, marked as sent by
 * the script; without JavaScript `<form.Form>` is a plain HTML post and the server renders the answer.
 */
export function useForm<R extends FormResult>(options: FormOptions<R>) {
  const { id, intent, actionData, say } = options;
  const fetcher = useFetcher<R>(intent ? { key: intent } : undefined);
  const toasts = useFormToasts();
  const ref = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [preparing, setPreparing] = useState(false);
  // the page's own check's failure, and the controls changed since the last answer (their messages go)
  const [local, setLocal] = useState<FormFailure | null>(null);
  const [localToasted, setLocalToasted] = useState(false);
  const [cleared, setCleared] = useState<readonly string[]>([]);
  // the answer's failure is no longer shown (the form was sent again, or the page dismissed it)
  const [dismissed, setDismissed] = useState(false);

  // the answers are plain data: what the action returned is what the fetcher gives
  const answered = fetcher.data as R | undefined;
  const posted = actionData && (intent === undefined || actionData.intent === intent) ? actionData : undefined;
  const result: R | undefined = answered ?? posted;
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    setLocal(null);
    setCleared([]);
    setDismissed(false);
  }
  const failure: FormFailure | undefined = local ?? (result && !result.ok && !dismissed ? result : undefined);
  const errors = useMemo(() => {
    const shown: FieldErrors = {};
    for (const [name, message] of Object.entries(failure?.errors ?? {}))
      if (!cleared.includes(name)) shown[name] = say?.(message) ?? message;
    return shown;
  }, [failure, cleared, say]);
  const invalidField = failure?.field && !cleared.includes(failure.field) ? failure.field : undefined;
  const firstInvalid = Object.keys(errors)[0] ?? invalidField;
  // the server rendered this answer (a post before the script ran): the first control to fix takes the focus on load
  const renderedByServer = !local && !answered && result !== undefined;
  const busy = fetcher.state !== "idle" || preparing;
  const messageId = errorId(id);

  // an answer is toasted (and its first invalid control focused) as soon as it comes, even when the page's data
  // cannot be loaded again after it (the network is gone); `onAnswer` runs once that loading has ended
  const toasted = useRef<R | undefined>(undefined);
  useEffect(() => {
    const answer = answered;
    if (!answer || toasted.current === answer) return;
    toasted.current = answer;
    latest.current.onResult?.(answer);
    if (latest.current.toast !== false) {
      if (answer.ok) {
        const message = answer.message || latest.current.successMessage;
        if (message) toasts.success(latest.current.say?.(message) ?? message);
      } else if (answer.message) toasts.error(latest.current.say?.(answer.message) ?? answer.message);
    }
    if (!answer.ok && (answer.field || Object.keys(answer.errors ?? {}).length)) focusFirstInvalid(ref.current);
  }, [answered, toasts]);
  const handled = useRef<R | undefined>(undefined);
  useEffect(() => {
    const answer = answered;
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    latest.current.onAnswer?.(answer);
  }, [answered, fetcher.state]);

  /**
   * Shows a failure the page found itself (its check, an upload): its messages, a toast of its message (unless the
   * form does not toast, or `toast: false`), the focus on the first invalid control (unless `focus: false`).
   */
  function fail(problem: FormFailure, how: { toast?: boolean; focus?: boolean } = {}) {
    const toasting = Boolean(problem.message) && latest.current.toast !== false && how.toast !== false;
    setLocal(problem);
    setLocalToasted(toasting);
    setCleared([]);
    if (toasting) toasts.error(latest.current.say?.(problem.message) ?? problem.message);
    if (how.focus !== false) focusFirstInvalid(ref.current);
  }

  /** Adds one control's message to those shown (e.g. a file refused on upload), without a toast or a move of focus. */
  function setError(name: string, message: string) {
    setLocal({
      ok: false,
      message: failure?.message ?? "",
      ...(invalidField ? { field: invalidField } : {}),
      errors: { ...errors, [name]: message },
    });
    setLocalToasted(false);
    setCleared([]);
  }

  /** No failure shown any more (the page's or the answer's), e.g. once the missing receipt is chosen. */
  function dismiss() {
    setLocal(null);
    setDismissed(true);
  }

  /** Posts `data` to the route's action (multipart when it holds a file). */
  function post(data: FormData) {
    data.set(SCRIPTED_FIELD, "1");
    if (intent) data.set("intent", intent);
    const withFiles = [...data.values()].some((value) => typeof value !== "string");
    void fetcher.submit(data, {
      method: "post",
      encType: withFiles ? "multipart/form-data" : "application/x-www-form-urlencoded",
      ...(options.action ? { action: options.action } : {}),
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    const current = latest.current;
    if (current.navigate) {
      // a navigation: React Router's `<Form>` posts it unless the check stops it here
      const problem = current.check?.(
        new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter),
        event.currentTarget,
      );
      if (problem && !problem.ok) {
        event.preventDefault();
        fail(problem, { toast: current.checkToast !== false });
      } else clearErrors();
      return;
    }
    event.preventDefault();
    if (busy) return;
    // the form's fields with the button that sent it (e.g. `intent=resend`)
    const element = event.currentTarget;
    const data = new FormData(element, (event.nativeEvent as SubmitEvent).submitter);
    if (intent) data.set("intent", intent);
    const problem = current.check?.(data, element);
    if (problem && !problem.ok) {
      fail(problem, { toast: current.checkToast !== false });
      return;
    }
    // sent again: the last failure goes until the new answer
    dismiss();
    let ready: FormData | null = data;
    if (current.prepare) {
      setPreparing(true);
      try {
        ready = await current.prepare(data);
      } finally {
        setPreparing(false);
      }
    }
    if (ready) post(ready);
  }

  function clearError(name: string) {
    setCleared((names) => (names.includes(name) ? names : [...names, name]));
  }

  /** Hides every message shown, the page's own check's and the answer's (e.g. when a step of the form is left). */
  function clearErrors() {
    const answer: FormFailure | undefined = result && !result.ok ? result : undefined;
    const names = [local, answer].flatMap((shown) => [
      ...Object.keys(shown?.errors ?? {}),
      ...(shown?.field ? [shown.field] : []),
    ]);
    setLocal(null);
    setCleared(names);
  }

  const props = {
    ref,
    method: "post" as const,
    ...(options.action ? { action: options.action } : {}),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    ...(options.clearOnChange
      ? {
          onChange: (event: ChangeEvent<HTMLFormElement>) => {
            const name = (event.target as { name?: unknown }).name;
            if (typeof name === "string" && name) clearError(name);
          },
        }
      : {}),
  };

  const autoFocus = (name: string) => (renderedByServer && name === firstInvalid) || undefined;

  return {
    /** The fetcher's `<Form>` (React Router's for a `navigate` form): spread `props` on it. */
    Form: (options.navigate ? RouterForm : fetcher.Form) as typeof fetcher.Form,
    props,
    fetcher,
    /** The answer: the script's, else the one the server rendered. */
    result,
    /**
     * The answer the server rendered (a post made before the script ran) while the script has not posted: a page
     * shows it in place of the toasts the script's answers get.
     */
    posted: answered ? undefined : posted,
    /** The failure shown: the page's check's, else the answer's. */
    failure,
    /** The failure shown is the page's own (its check, `fail`, `setError`), not the server's answer. */
    checked: local !== null,
    /** The failure shown was read out by a toast (a box showing it too need not be an alert). */
    toasted: local
      ? localToasted
      : failure !== undefined && failure === answered && options.toast !== false && Boolean(failure.message),
    /** The form's message when it failed (in the page's words: `say`), and its id (`<id>-error`). */
    message: failure?.message && (say?.(failure.message) ?? failure.message),
    messageId,
    /** The field messages shown (those of controls changed since are gone). */
    errors,
    busy,
    /** The id of a control: `<form id>-<name>`. */
    idOf: (name: string) => `${id}-${name}`,
    /** Whether a control is invalid: it has a message, or the form's message concerns it. */
    invalid: (name: string) => Boolean(errors[name]) || invalidField === name,
    /** Props for a Field component (TextField, SelectField, …: they tie their message and hint themselves). */
    field: (name: string, opts: { id?: string } = {}) => ({
      id: opts.id ?? `${id}-${name}`,
      name,
      error: errors[name],
      autoFocus: autoFocus(name),
    }),
    /**
     * Props for a bare control: its id and name, `aria-invalid`, `aria-describedby` (its hint, more ids, then its
     * message, or the form's message when that concerns it) and `autoFocus` when it is the first to fix.
     */
    control: (name: string, opts: ControlOptions = {}) => {
      const controlId = opts.id ?? `${id}-${name}`;
      const own = errors[name];
      const message = own ? errorId(controlId) : invalidField === name ? messageId : "";
      return {
        id: opts.group ? undefined : controlId,
        name,
        "aria-invalid": Boolean(own) || invalidField === name || undefined,
        "aria-describedby":
          [opts.hint ? hintId(controlId) : "", ...(opts.describedBy ?? []), message].filter(Boolean).join(" ") ||
          undefined,
        autoFocus: autoFocus(name),
      };
    },
    fail,
    setError,
    dismiss,
    clearError,
    post,
    clearErrors,
    /** Forgets the answer (e.g. "Send another" after a thank-you). */
    reset: () => {
      fetcher.reset();
      setLocal(null);
      setCleared([]);
    },
  };
}

export type FormHandle<R extends FormResult = FormResult> = ReturnType<typeof useForm<R>>;

/** What `form.control(name)` gives a bare control. */
export type ControlProps = {
  id?: string;
  name?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  autoFocus?: boolean;
};

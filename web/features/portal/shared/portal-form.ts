import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { scriptedFormData, useFormToasts, type FormResult } from "../../../lib/forms";

/**
 * One portal form (web/features/portal/portal-route.server.ts): it posts to the dashboard's action with its
 * `intent`, with or without JavaScript.
 * - Without JavaScript the `<fetcher.Form>` is a plain HTML post; the server renders the page again with the
 *   result as the route's `actionData`, which `result` gives back when it is this form's.
 * - With JavaScript `submit` sends the form's fields (FormData, after `prepare` has checked them with the
 *   shared schema or adjusted them, e.g. removed the file inputs whose files were already uploaded) through
 *   the fetcher; the answer is toasted once (`toast: false` leaves it to the form) and `onDone` runs. The
 *   dashboard's loader runs again after every post, so the tab's data is fresh.
 */
export function usePortalForm(
  intent: string,
  actionData: FormResult | undefined,
  options: { toast?: boolean; onDone?: (result: FormResult) => void } = {},
) {
  const fetcher = useFetcher<FormResult>({ key: intent });
  const toasts = useFormToasts();
  const done = useRef(options.onDone);
  done.current = options.onDone;
  const shouldToast = options.toast !== false;
  const seen = useRef<FormResult | undefined>(undefined);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || seen.current === answer) return;
    seen.current = answer;
    if (shouldToast) {
      if (answer.ok) toasts.success(answer.message);
      else toasts.error(answer.message);
    }
    done.current?.(answer);
  }, [fetcher.data, fetcher.state, shouldToast, toasts]);

  const submit = (event: FormEvent<HTMLFormElement>, prepare?: (form: FormData) => FormData | null) => {
    event.preventDefault();
    const form = scriptedFormData(event);
    form.set("intent", intent);
    const ready = prepare ? prepare(form) : form;
    if (!ready) return;
    const withFiles = [...ready.values()].some((value) => typeof value !== "string");
    void fetcher.submit(ready, { method: "post", encType: withFiles ? "multipart/form-data" : "application/x-www-form-urlencoded" });
  };

  const result: FormResult | undefined = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  return { fetcher, submit, result, busy: fetcher.state !== "idle" };
}

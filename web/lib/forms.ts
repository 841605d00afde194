import { useMemo, useRef, type FormEvent } from "react";
import toast from "react-hot-toast";

/**
 * The site's forms (accounts, the application, the portal, stays) post to their route's action, with or without
 * JavaScript. A post sent by the page's script carries this field: the action then answers with data (the
 * page shows the toasts and moves on as it always has); a plain HTML post is answered with a redirect.
 */
export const SCRIPTED_FIELD = "scripted";

/**
 * What a form's action answers: the spec's message, and on failure the field it concerns (`errors`: every
 * field's message, when the form shows them beside the fields). `intent` names the form that was sent when a
 * route has several.
 */
export type FormResult = { ok: true; message: string; intent?: string } | { ok: false; message: string; field?: string; errors?: Record<string, string>; intent?: string };
/** The account forms' answer (the same shape). */
export type AccountFormResult = FormResult;

/** The submitted form's data (with the button that sent it, e.g. `intent=resend`), marked as sent by script. */
export function scriptedFormData(event: FormEvent<HTMLFormElement>): FormData {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const form = new FormData(event.currentTarget, submitter);
  form.set(SCRIPTED_FIELD, "1");
  return form;
}

/** Whether a post came from the page's script (see SCRIPTED_FIELD). */
export const sentByScript = (form: FormData) => form.get(SCRIPTED_FIELD) === "1";

/**
 * The route's server action from the browser; when the network fails (or the server answers with an
 * error page) the form gets `fallback` (e.g. the spec's "Something went wrong. Please try again.", §8)
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
        for (const id of errors.current) toast.dismiss(id);
        errors.current = [];
        toast.success(message);
      },
    }),
    [],
  );
}

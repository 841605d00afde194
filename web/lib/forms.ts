import type { FormEvent } from "react";
import { SCRIPTED_FIELD } from "./form";

/*
 * The forms' helpers before the one pattern of web/lib/form.tsx (decision 031), kept for the forms not moved to
 * it yet; new code imports web/lib/form.tsx.
 */
export { orNetworkFailure, SCRIPTED_FIELD, sentByScript, useFormToasts, type FormResult } from "./form";

/** The submitted form's data (with the button that sent it, e.g. `intent=resend`), marked as sent by script. */
export function scriptedFormData(event: FormEvent<HTMLFormElement>): FormData {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const form = new FormData(event.currentTarget, submitter);
  form.set(SCRIPTED_FIELD, "1");
  return form;
}

/**
 * A destructive office action (a stay checked out or cancelled, a plan cancelled, a staff account disabled…) is
 * done only once the person confirmed it, having read what will happen: the form that does it sends this field, and
 * the page's action refuses a post without it, answering with the confirmation to show (that is the whole step
 * without JavaScript; with it the step is shown before anything is sent).
 */
export const CONFIRM_FIELD = "confirmed";
export const CONFIRM_VALUE = "yes";

/** Whether a posted form carries the confirmation. */
export const isConfirmed = (form: FormData) => form.get(CONFIRM_FIELD) === CONFIRM_VALUE;

/** The answer to a post that was not confirmed (said above the confirmation it brings up). */
export const confirmMessages = {
  confirmFirst: "Please confirm: read what will happen, then confirm or keep things as they are.",
} as const;

import type { FormResult } from "../../../lib/forms";

/**
 * A portal form posted without JavaScript and refused: the page is rendered again by the server, so the answer
 * carries the text fields that were sent (never a password or a file) and the form shows them again.
 */
export type FormResultWithValues = FormResult & { values?: Record<string, string> };

/** The text fields of a post to give back with its refusal. */
export function keptValues(form: FormData, names: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") kept[name] = value;
  }
  return kept;
}

/** The fields a refused post sent (see FormResultWithValues), or an empty record. */
export function postedValues(result: FormResult | undefined): Record<string, string> {
  return (result && !result.ok && (result as FormResultWithValues).values) || {};
}

/** A zod error's messages by field (a nested field as "nominee.email"), the first message of each. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

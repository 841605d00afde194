import type { FormResult } from "../../../lib/form";

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

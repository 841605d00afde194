import { messages } from "./messages.ts";

/**
 * What a member reads of an API answer's message. The API keeps the detail of a refused request for its
 * clients ("Some of the details sent were not valid. (step: Too big: expected number to be <=5)", server/app.ts);
 * in the browser that detail becomes a sentence: our own wording of the field's problem when the schema gave
 * one, else a plain request to check the details. Every other message (the specs' own, verbatim) is kept.
 */
export function forMember(message: string): string {
  const text = message.trim();
  const prefix = `${messages.invalidRequest} (`;
  if (!text.startsWith(prefix) || !text.endsWith(")")) return text;
  const detail = text.slice(prefix.length, -1);
  // "field: problem", the field a path such as "family_details.0.dob"
  const problem = /^[\w.[\]-]+: (.+)$/s.exec(detail)?.[1] ?? detail;
  if (looksRaw(problem) || problem.trim() === "") return messages.invalidRequestForMember;
  const sentence = problem.trim();
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A validator's default wording rather than a sentence written for people: zod's ("Too big: expected number to
 * be <=5", "Invalid input: expected string, received undefined", "Invalid UUID", "Unrecognized key: …").
 */
function looksRaw(problem: string): boolean {
  return (
    /^(Too (big|small)|Invalid (input|option|string|number|key|value|discriminator|element)\b|Unrecognized keys?:)/.test(
      problem,
    ) || /^Invalid [^.]*$/.test(problem)
  );
}

import { REGISTRATION_STEPS } from "./registration.ts";

/*
 * The rules of the office's page of one member (web/features/office/members): how its record's facts are said.
 * The record is the office-members service's (server/modules/office-members); the page only shows it.
 */

/** A villa as the record names it: its name and, when it has one, its number ("—" without a villa). */
export const villaLabel = (villa: { name: string; villaNumber: string | null } | null) =>
  villa ? `${villa.name}${villa.villaNumber ? ` · ${villa.villaNumber}` : ""}` : "—";

/** A stored status or mode said as words: "in_progress" → "In progress". */
export const statusWords = (text: string) => text.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The application's five steps, each done or not (a plan chosen counts for the third, every step paid for the fourth). */
export function applicationSteps(
  flags: { is_kyc_done: boolean; is_family_details_done: boolean; is_payment_done: boolean; is_terms_agreed: boolean },
  plans: number,
): [label: string, done: boolean][] {
  return [
    [REGISTRATION_STEPS[0], flags.is_kyc_done],
    [REGISTRATION_STEPS[1], flags.is_family_details_done],
    [REGISTRATION_STEPS[2], plans > 0],
    ["Every step paid", flags.is_payment_done],
    [REGISTRATION_STEPS[4], flags.is_terms_agreed],
  ];
}

/** What the family section says without family members: none named, or not given yet. */
export const noFamilyText = (familyDone: boolean) =>
  familyDone ? "The member named no family members." : "The member has not given their family details yet.";

/** Who did what in the audit history: the staff member (e-mail, role), else the system. */
export function auditActorText(actor: { name: string; email: string; role: string | null } | null, ip: string | null) {
  const who = actor ? `${actor.name} (${actor.email}${actor.role ? `, ${actor.role}` : ""})` : "The system";
  return `${who}${ip ? ` from ${ip}` : ""}`;
}

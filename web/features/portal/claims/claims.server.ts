import {
  BANK_ACCOUNT_FIELDS,
  bankAccountFromForm,
  bankAccountInput,
  claimDecisionFromForm,
  claimDecisionInput,
  claimsMessages as m,
  type ClaimsCalendar,
} from "../../../../common/claims";
import { clubMonth } from "../../../../common/club-time";
import { checkForm } from "../../../lib/form";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { keptValues, type FormResultWithValues } from "../shared/posted-values";

/** The step of the Claims tab the address asks for (?step=2: Claim Expense), once the member has a bank account. */
const stepOf = (url: URL, accounts: number): 1 | 2 => (url.searchParams.get("step") === "2" && accounts > 0 ? 2 : 1);

/** The year to open on: the one asked for (?year=) when it is one of the member's, else this year or the nearest of theirs. */
export function claimYearFor(requested: number | null, years: readonly number[], today = new Date()): number {
  if (requested !== null && years.includes(requested)) return requested;
  const { year } = clubMonth(today);
  if (years.length === 0 || years.includes(year)) return year;
  return year < years[0] ? years[0] : years[years.length - 1];
}

/**
 * The Claims tab: the member's bank accounts, the step (?step=) and the calendar of the year (?year=, defaulting
 * to this year or the nearest of the member's claim years), e.g. /dashboard?tab=claims&step=2&year=2027.
 */
export async function loadClaimsTab({ member, services, url }: PortalContext) {
  const asked = Number(url.searchParams.get("year"));
  const requested = Number.isInteger(asked) && asked >= 2000 && asked <= 2200 ? asked : null;
  const [accounts, first] = await Promise.all([
    services.claims.bankAccounts(member.id),
    services.claims.calendar(member.id, requested ?? clubMonth(new Date()).year),
  ]);
  const year = claimYearFor(requested, first.years);
  const calendar: ClaimsCalendar = year === first.year ? first : await services.claims.calendar(member.id, year);
  return { accounts, step: stepOf(url, accounts.length), calendar };
}

/** The claims posts (intent `claims.<name>`): the bodies of POST /api/claims/bank-accounts and POST /api/claims. */
export const claimsActions: Record<string, PortalFormHandler> = {
  async "add-bank-account"(form, { member, services, clientAddress }) {
    const parsed = checkForm(bankAccountInput, bankAccountFromForm(form));
    if (!parsed.ok) {
      const refusal: FormResultWithValues = {
        ...parsed,
        message: parsed.message || m.bankAccountRequired,
        values: keptValues(form, BANK_ACCOUNT_FIELDS),
      };
      return refusal;
    }
    await services.claims.addBankAccount({ userId: member.id, ip: clientAddress }, parsed.data);
    return { ok: true, message: m.bankAccountAdded };
  },

  /** Claims a month to one of the member's bank accounts, or skips it (year, month, action, bank_account_id). */
  async decide(form, { member, services, clientAddress }) {
    const parsed = checkForm(claimDecisionInput, claimDecisionFromForm(form));
    if (!parsed.ok) return { ...parsed, message: parsed.message || m.month };
    const { message } = await services.claims.decide({ userId: member.id, ip: clientAddress }, parsed.data);
    return { ok: true, message };
  },
};

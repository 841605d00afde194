import { writtenDay } from "./club-time.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * Owner statements: a member's dealings with the club in one financial year (April to March, in the club's calendar),
 * as a sealed PDF. The financial year's name, its days, the query that asks for one and the words said about it are
 * here, once, for the API, the portal and the office (server/modules/statements draws and seals them).
 */

/** A financial year's name: the year it begins and the last two digits of the next, "2026-27". */
const FY_PATTERN = /^(\d{4})-(\d{2})$/;

export const statementMessages = {
  badYear: "Write the financial year as 2026-27: the year from 1 April 2026 to 31 March 2027.",
  notYet: (fy: string, start: string) => `FY ${fy} has not begun: it starts on ${writtenDay(start)}.`,
  beforeFirst: (fy: string, first: string) =>
    `There is no statement for FY ${fy}: the first year with anything to state is FY ${first}.`,
  nothingYet:
    "There is no statement yet: statements begin with the first payment plan, stay, Full Membership or refund.",
  notMember: "Owner statements are kept for members. Staff open a member's statement from the member's record.",
} as const;

/** A financial year: its name and its first and last days (club days, yyyy-mm-dd). */
export interface FinancialYear {
  fy: string;
  startYear: number;
  start: string;
  end: string;
}

/** The financial year beginning in April of `startYear`. */
export function financialYear(startYear: number): FinancialYear {
  return {
    fy: `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`,
    startYear,
    start: `${startYear}-04-01`,
    end: `${startYear + 1}-03-31`,
  };
}

/** The financial year a name gives ("2026-27"), or null when it is not one (the second year must follow the first). */
export function parseFinancialYear(value: string): FinancialYear | null {
  const match = FY_PATTERN.exec(value);
  if (!match) return null;
  const startYear = Number(match[1]);
  if (startYear < 1900 || Number(match[2]) !== (startYear + 1) % 100) return null;
  return financialYear(startYear);
}

/** The financial year a club day (yyyy-mm-dd) falls in: April to March. */
export function financialYearOf(day: string): FinancialYear {
  const [year, month] = day.split("-").map(Number);
  return financialYear(month >= 4 ? year : year - 1);
}

/** Every financial year from the one of `firstDay` to the one of `today`, the latest first. */
export function financialYearsBetween(firstDay: string, today: string): FinancialYear[] {
  const first = financialYearOf(firstDay).startYear;
  const last = financialYearOf(today).startYear;
  const years: FinancialYear[] = [];
  for (let year = last; year >= first; year--) years.push(financialYear(year));
  return years;
}

/** "1 April 2026 to 31 March 2027" */
export const financialYearSpan = (year: FinancialYear) => `${writtenDay(year.start)} to ${writtenDay(year.end)}`;

/** "FY 2026-27 (1 April 2026 to 31 March 2027)" */
export const financialYearWords = (year: FinancialYear) => `FY ${year.fy} (${financialYearSpan(year)})`;

/** GET /api/portal/statement and GET /api/admin/members/{id}/statement: `fy`, the club's current year when left out. */
export const statementQuery = z.object({
  fy: z
    .union([
      text("the financial year")
        .trim()
        .refine((v) => parseFinancialYear(v) !== null, statementMessages.badYear),
      z.literal(""),
    ])
    .optional()
    .transform((v) => v || undefined),
});
export type StatementQuery = z.infer<typeof statementQuery>;

/** The member's own statement of a year (the portal's Documents tab). */
export const memberStatementUrl = (fy: string) => `/api/portal/statement?fy=${fy}`;
/** A member's statement of a year for the office (the member's record). */
export const officeStatementUrl = (memberId: string, fy: string) => `/api/admin/members/${memberId}/statement?fy=${fy}`;

/** The name a statement is downloaded under: owner-statement-2026-27-as-at-2026-11-27.pdf. */
export const statementFileName = (fy: string, asAt: string) => `owner-statement-${fy}-as-at-${asAt}.pdf`;

/** How the portal and the office name a year's statement. */
export const statementName = (year: FinancialYear) => `Owner statement, ${financialYearWords(year)}`;

import { describe, expect, it } from "vitest";
import {
  bankAccountInput,
  claimDecisionInput,
  claimsCalendar,
  claimYears,
  decisionRefusal,
  eligibleWindow,
  monthStatus,
  type ClaimDecision,
} from "./claims.ts";
import { CLAIMS } from "./portal.ts";

// MOA signed on 10 March 2025 (Indian time); "today" is 15 June 2026.
const moaDate = new Date("2025-03-10T06:00:00Z");
const today = new Date("2026-06-15T06:00:00Z");
const statusOf = (year: number, month: number, decisions: ClaimDecision[] = [], when = today) =>
  monthStatus({ moaDate, today: when, decisions, year, month }).status;

describe("claimsCalendar", () => {
  it("has the month of the MOA as the first eligible month and the months before it not yet eligible", () => {
    expect(statusOf(2025, 2)).toBe("not_yet_eligible");
    expect(statusOf(2025, 3)).toBe("not_claimed");
    const calendar = claimsCalendar({ moaDate, today, decisions: [], year: 2025 });
    expect(calendar.months.map((m) => m.status)).toEqual([
      "not_yet_eligible",
      "not_yet_eligible",
      ...Array(10).fill("not_claimed"),
    ]);
    expect(calendar.months[2].amount).toBe(CLAIMS.monthlyAmount);
    expect(calendar.eligible_from).toBe("2025-03");
  });

  it("ends after 36 months: the 36th month is eligible, the 37th is not", () => {
    const late = new Date("2029-01-01T00:00:00Z");
    expect(eligibleWindow(moaDate).to).toEqual({ year: 2028, month: 2 });
    expect(statusOf(2028, 2, [], late)).toBe("not_claimed");
    expect(statusOf(2028, 3, [], late)).toBe("not_yet_eligible");
    expect(claimsCalendar({ moaDate, today: late, decisions: [], year: 2025 }).eligible_to).toBe("2028-02");
    // the tabs are the years that hold an eligible month; the demo's 2025–2027 before an MOA
    expect(claimYears(moaDate)).toEqual([2025, 2026, 2027, 2028]);
    expect(claimYears(null)).toEqual([2025, 2026, 2027]);
    expect(claimYears(new Date("2026-11-24T06:00:00Z"))).toEqual([2026, 2027, 2028, 2029]);
  });

  it("keeps months after the current one not yet eligible", () => {
    expect(statusOf(2026, 6)).toBe("not_claimed");
    expect(statusOf(2026, 7)).toBe("not_yet_eligible");
    const calendar = claimsCalendar({ moaDate, today, decisions: [], year: 2027 });
    expect(calendar.months.every((m) => m.status === "not_yet_eligible" && m.amount === 0)).toBe(true);
  });

  it("counts months in Indian time: 31 May 20:00 UTC is already June in India", () => {
    const lateMay = new Date("2026-05-31T20:00:00Z");
    expect(statusOf(2026, 6, [], lateMay)).toBe("not_claimed");
    expect(statusOf(2026, 6, [], new Date("2026-05-31T18:00:00Z"))).toBe("not_yet_eligible");
  });

  it("shows decided months as claimed or skipped and totals the claims of the year", () => {
    const decisions: ClaimDecision[] = [
      { year: 2026, month: 1, status: "claimed", amount: 2000 },
      { year: 2026, month: 2, status: "skipped", amount: 0 },
      { year: 2026, month: 3, status: "claimed", amount: 2000 },
      { year: 2025, month: 12, status: "claimed", amount: 2000 },
    ];
    const calendar = claimsCalendar({ moaDate, today, decisions, year: 2026 });
    expect(calendar.months.slice(0, 7).map((m) => m.status)).toEqual([
      "claimed",
      "skipped",
      "claimed",
      "not_claimed",
      "not_claimed",
      "not_claimed",
      "not_yet_eligible",
    ]);
    expect(calendar.months[1].amount).toBe(0);
    expect(calendar.total_claimed).toBe(4000);
  });

  it("makes every month not yet eligible without a signed MOA", () => {
    const calendar = claimsCalendar({ moaDate: null, today, decisions: [], year: 2026 });
    expect(calendar.months).toHaveLength(12);
    expect(calendar.months.every((m) => m.status === "not_yet_eligible")).toBe(true);
    expect(calendar.eligible_from).toBeNull();
  });

  it("refuses a second decision and a decision on a month not yet eligible", () => {
    expect(decisionRefusal("not_claimed")).toBeNull();
    expect(decisionRefusal("claimed")).toBe("This month has already been claimed.");
    expect(decisionRefusal("skipped")).not.toBeNull();
    expect(decisionRefusal("not_yet_eligible")).not.toBeNull();
  });
});

describe("claims schemas", () => {
  it("checks the IFSC and the account number as the application does", () => {
    const good = {
      accountHolder: "Asha Verma",
      bankName: "State Bank of India",
      accountNumber: "123456789012",
      ifsc: "sbin0001234",
    };
    expect(bankAccountInput.parse(good).ifsc).toBe("SBIN0001234");
    expect(bankAccountInput.safeParse({ ...good, ifsc: "SBIN1001234" }).success).toBe(false);
    expect(bankAccountInput.safeParse({ ...good, accountNumber: "12345" }).success).toBe(false);
    expect(bankAccountInput.safeParse({ ...good, accountHolder: " " }).success).toBe(false);
  });

  it("needs a bank account to claim but not to skip, and a year of the calendar", () => {
    expect(claimDecisionInput.safeParse({ year: 2026, month: 3, action: "claim" }).success).toBe(false);
    expect(claimDecisionInput.safeParse({ year: 2026, month: 3, action: "skip" }).success).toBe(true);
    expect(claimDecisionInput.safeParse({ year: 1999, month: 3, action: "skip" }).success).toBe(false);
    // a later year of the 36 months is a year of the calendar (not only the demo's 2025–2027)
    expect(claimDecisionInput.safeParse({ year: 2029, month: 3, action: "skip" }).success).toBe(true);
    expect(claimDecisionInput.safeParse({ year: 2026, month: 13, action: "skip" }).success).toBe(false);
  });
});

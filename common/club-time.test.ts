import { afterEach, describe, expect, it, vi } from "vitest";
import { appointmentDate, conveyanceMessages } from "./conveyance.ts";
import { clubDay, clubMonth, clubMoment, clubToday, shortClubDay, writtenClubDay, writtenDay } from "./club-time.ts";

describe("the club's calendar (India)", () => {
  // 23 November 2026, 23:40 UTC is already 24 November in India (05:10 IST)
  const lateUtc = new Date("2026-11-23T23:40:00Z");

  it("dates a moment by the day in India, whatever the server's time zone", () => {
    expect(clubDay(lateUtc)).toBe("2026-11-24");
    expect(clubToday(lateUtc)).toBe("2026-11-24");
    expect(writtenClubDay(lateUtc)).toBe("24 November 2026");
    expect(writtenClubDay(lateUtc.toISOString())).toBe("24 November 2026");
    expect(shortClubDay(lateUtc)).toBe("24 Nov 2026");
    expect(clubMoment(lateUtc)).toBe("24 November 2026 at 05:10:00 IST");
  });

  it("counts months and writes calendar days in the same calendar", () => {
    expect(clubMonth(new Date("2026-12-31T19:00:00Z"))).toEqual({ year: 2027, month: 1 });
    expect(clubMonth(new Date("2026-12-31T18:00:00Z"))).toEqual({ year: 2026, month: 12 });
    expect(writtenDay("2025-03-12")).toBe("12 March 2025");
  });
});

describe("a conveyance appointment is after today in India", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses today's Tuesday at 05:10 IST, though the server's UTC day is still Monday", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T23:40:00Z"), toFake: ["Date"] });
    const today = appointmentDate.safeParse("2026-11-24");
    expect(today.success).toBe(false);
    expect(today.error?.issues[0].message).toBe(conveyanceMessages.appointmentInFuture);
    expect(appointmentDate.safeParse("2026-12-01").success).toBe(true);
  });
});

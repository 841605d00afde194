import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addClubMonths, clubDay, shortClubDay, writtenDay } from "../../../common/club-time.ts";
import type { PaymentRecord } from "../../../common/registration-schemas.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { payingMember, seededChoices } from "../../test/members.ts";

/*
 * Every day the club stores or shows is its day in India: between 18:30 and 24:00 UTC the day in India is already
 * the next one. With the clock the code reads at 20:00 UTC, a plan made and a step paid then are dated the club's day:
 * the step's due date, its payment, a later step's due date (N months on) and the contribution's range all agree.
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

/** 20:00 UTC of the day before today (UTC): a moment in the past, 01:30 the next morning in India. */
function eveningUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 20, 0, 0));
}

describe("dates at 20:00 UTC are the club's day", () => {
  it("a plan made and its first step paid then: due, paid and the contribution's range are the day in India", async () => {
    const at = eveningUtc();
    const indiaDay = clubDay(at);
    // the day in India is the next UTC day
    expect(indiaDay).not.toBe(at.toISOString().slice(0, 10));
    vi.useFakeTimers({ now: at, toFake: ["Date"] });
    const member = await payingMember(t, { villaIndex: 5, steps: 2, paid: 1, verified: 0, name: "Deepa Rao" });
    const villa = (await seededChoices(t, 5)).villa;
    const record: PaymentRecord = (
      await t.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}`, headers: member.headers })
    ).json().data;
    const [first, second] = record.steps;
    expect(first.due_date).toBe(indiaDay);
    expect(shortClubDay(first.payment_date!)).toBe(shortClubDay(`${indiaDay}T12:00:00+05:30`));
    expect(second.due_date).toBe(addClubMonths(indiaDay, 2));
    expect(writtenDay(second.due_date)).toBe(writtenDay(addClubMonths(indiaDay, 2)));

    const rows = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: member.headers })).json().data as {
      type: string;
      start_date: string;
      end_date: string | null;
    }[];
    const contribution = rows.find((r) => r.type === "Contribution")!;
    expect(contribution.start_date).toBe(indiaDay);
    expect(contribution.end_date).toBe(addClubMonths(indiaDay, 2));
  });
});

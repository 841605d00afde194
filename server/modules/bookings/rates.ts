import { and, inArray, or, sql } from "drizzle-orm";
import { addClubDays } from "../../../common/club-time.ts";
import { formatShortDate } from "../../../common/format.ts";
import { WEEKDAYS, WEEKEND_NIGHTS, weekdayOf } from "../../../common/rates.ts";
import { nightsOf, stayMessages } from "../../../common/stays.ts";
import type { Db, Tx } from "../../db/open.ts";
import { ratePeriods } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";

/**
 * A stay's nights priced by the rate periods (decision 051): each night by the period covering it — the villa's own,
 * else its kind of home's —, at the period's weekend price on Friday and Saturday nights (when it has one), else at
 * its nightly price; a night no period covers at the villa's price per night. The quote, the booking, the desk's phone
 * bookings, the search and the availability calendar read it; the rules of a stay's length and check-in day
 * (`checkStayRules`) come from the same periods.
 */

export interface NightRate {
  /** YYYY-MM-DD, the club's day the night starts. */
  night: string;
  /** Integer rupees for this night. */
  price: number;
  /** The minimum stay of the period covering the night (1 when none). */
  minStay: number;
  /** A check-in on this night is refused. */
  closedToArrival: boolean;
  /** The covering period is marked peak (owners' peak nights are counted from these). */
  peak: boolean;
}

export interface RatedVilla {
  id: string;
  propertyTypeId: string;
  pricePerNight: number;
}

type PeriodRow = typeof ratePeriods.$inferSelect;

/** The periods of the villas (their own and their kinds') that cover any night of [from, to): one query. */
export async function periodsCovering(
  db: Db | Tx,
  villas: readonly Pick<RatedVilla, "id" | "propertyTypeId">[],
  from: string,
  to: string,
): Promise<PeriodRow[]> {
  if (villas.length === 0 || to <= from) return [];
  const ids = [...new Set(villas.map((v) => v.id))];
  const types = [...new Set(villas.map((v) => v.propertyTypeId))];
  return db
    .select()
    .from(ratePeriods)
    .where(
      and(
        or(inArray(ratePeriods.propertyId, ids), inArray(ratePeriods.propertyTypeId, types)),
        // the exclusion constraints' GiST indexes answer this overlap
        sql`daterange(${ratePeriods.firstNight}, ${ratePeriods.lastNight}, '[]') && daterange(${from}::date, ${to}::date, '[)')`,
      ),
    );
}

/** The period covering a night of a villa: its own, else its kind's, else none. */
function periodOn(periods: readonly PeriodRow[], villa: Pick<RatedVilla, "id" | "propertyTypeId">, night: string) {
  const covers = (p: PeriodRow) => p.firstNight <= night && night <= p.lastNight;
  return (
    periods.find((p) => p.propertyId === villa.id && covers(p)) ??
    periods.find((p) => p.propertyTypeId === villa.propertyTypeId && covers(p))
  );
}

/** A night's rate from the periods in hand (pure: the search prices a page of villas from one read). */
export function nightRateOf(
  periods: readonly PeriodRow[],
  villa: RatedVilla,
  night: string,
): NightRate & {
  period?: PeriodRow;
} {
  const period = periodOn(periods, villa, night);
  const weekday = weekdayOf(night);
  if (!period) return { night, price: villa.pricePerNight, minStay: 1, closedToArrival: false, peak: false };
  return {
    night,
    price: period.weekendPrice !== null && WEEKEND_NIGHTS.includes(weekday) ? period.weekendPrice : period.nightlyPrice,
    minStay: period.minStay,
    closedToArrival: period.closedToArrival.includes(weekday),
    peak: period.peak,
    period,
  };
}

/** Every night of [from, to) rated from the periods in hand. */
export function ratesFrom(periods: readonly PeriodRow[], villa: RatedVilla, from: string, to: string) {
  return Array.from({ length: Math.max(0, nightsOf(from, to)) }, (_, i) =>
    nightRateOf(periods, villa, addClubDays(from, i)),
  );
}

/** One entry per night from `from` (inclusive) to `to` (exclusive). */
export async function nightRates(
  db: Db | Tx,
  property: { id: string; propertyTypeId: string; pricePerNight: number },
  from: string,
  to: string,
): Promise<NightRate[]> {
  const periods = await periodsCovering(db, [property], from, to);
  return ratesFrom(periods, property, from, to).map(({ period: _period, ...rate }) => rate);
}

/**
 * The nights' rates of a stay, or a 400 with the rule's words: a check-in on a weekday its night's period closes to
 * arrivals, or a stay shorter than the minimum stay of a period covering any of its nights (the longest minimum).
 */
export async function ratedStay(
  db: Db | Tx,
  property: RatedVilla,
  stay: { checkIn: string; checkOut: string },
): Promise<NightRate[]> {
  const periods = await periodsCovering(db, [property], stay.checkIn, stay.checkOut);
  const rates = ratesFrom(periods, property, stay.checkIn, stay.checkOut);
  const problem = stayRulesProblem(rates);
  if (problem) throw badRequest(problem);
  return rates.map(({ period: _period, ...rate }) => rate);
}

/** Why the rate periods refuse a stay of these nights (its check-in day, its length), or null. */
export function stayRulesProblem(rates: readonly (NightRate & { period?: PeriodRow })[]): string | null {
  const [first] = rates;
  if (!first) return null;
  if (first.closedToArrival) {
    const weekday = WEEKDAYS.find((d) => d.value === weekdayOf(first.night));
    return stayMessages.closedToArrival(weekday?.plural ?? first.night);
  }
  const strictest = rates.reduce((a, b) => (b.minStay > a.minStay ? b : a));
  if (rates.length < strictest.minStay && strictest.period)
    return stayMessages.minStay(
      formatShortDate(strictest.period.firstNight),
      formatShortDate(strictest.period.lastNight),
      strictest.minStay,
    );
  return null;
}

/** Every period (of any villa or kind) covering a night of [from, to): the search's one read for its page. */
export async function periodsOverlapping(db: Db, from: string, to: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(ratePeriods)
    .where(sql`${ratePeriods.firstNight} < ${to}::date and ${ratePeriods.lastNight} >= ${from}::date`);
}

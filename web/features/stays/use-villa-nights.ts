import { useCallback, useEffect, useMemo, useState } from "react";
import {
  availabilityProblem,
  type AvailabilityNight,
  type VillaAvailability,
} from "../../../common/availability-schemas";
import { requestApi } from "../../lib/api";
import { roomCharges, type StayDates } from "./calendar-model";

const byDay = (nights: readonly AvailabilityNight[]) => new Map(nights.map((night) => [night.date, night]));

/**
 * The villa's nights the page knows: the months its loader read (the ones shown win), every month shown before on
 * this visit, and — for dates typed in the booking form beyond them — the nights asked of
 * GET /api/property/{id}/availability once, so the estimate is priced from the nights' own prices.
 */
export function useVillaNights(
  propertyId: string,
  shown: readonly AvailabilityNight[],
  dates: StayDates,
  today: string,
): (day: string) => AvailabilityNight | undefined {
  const current = useMemo(() => byDay(shown), [shown]);
  const [seen, setSeen] = useState(current);
  useEffect(() => setSeen((before) => new Map([...before, ...current])), [current]);
  const nightOf = useCallback((day: string) => current.get(day) ?? seen.get(day), [current, seen]);

  const { checkIn, checkOut } = dates;
  const unknown =
    !!checkIn &&
    !!checkOut &&
    !availabilityProblem(checkIn, checkOut, today) &&
    roomCharges(checkIn, checkOut, nightOf) === null;
  useEffect(() => {
    if (!unknown) return;
    let wanted = true;
    const query = new URLSearchParams({ from: checkIn, to: checkOut });
    requestApi<VillaAvailability>("GET", `/api/property/${encodeURIComponent(propertyId)}/availability?${query}`)
      .then((answer) => {
        if (wanted && answer.data) setSeen((before) => new Map([...before, ...byDay(answer.data!.nights)]));
      })
      // without the nights the form says the number of nights; the review prices the stay
      .catch(() => undefined);
    return () => {
      wanted = false;
    };
  }, [unknown, propertyId, checkIn, checkOut]);
  return nightOf;
}

import { addClubDays } from "../../../common/club-time.ts";
import type { Db, Tx } from "../../db/open.ts";

export interface NightRate {
  night: string;
  price: number;
  minStay: number;
  closedToArrival: boolean;
  peak: boolean;
}

/** One entry per night from `from` (inclusive) to `to` (exclusive). */
export async function nightRates(
  _db: Db | Tx,
  property: { id: string; propertyTypeId: string; pricePerNight: number },
  from: string,
  to: string,
): Promise<NightRate[]> {
  const rates: NightRate[] = [];
  for (let night = from; night < to; night = addClubDays(night, 1))
    rates.push({ night, price: property.pricePerNight, minStay: 1, closedToArrival: false, peak: false });
  return rates;
}

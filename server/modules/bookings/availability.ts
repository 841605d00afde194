import { and, eq, gte, lt } from "drizzle-orm";
import { availabilityProblem, type VillaAvailability } from "../../../common/availability-schemas.ts";
import { clubToday } from "../../../common/club-time.ts";
import type { Db } from "../../db/open.ts";
import { villaNights } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import { getProperty } from "../catalogue/service.ts";
import { nightRates } from "./rates.ts";
import { nightIsLive } from "./stays.ts";

/**
 * A published villa's nights from `from` (inclusive) to `to` (exclusive): each free or taken — by a stay, a hold not
 * past its time or a block of the desk, as `villa_nights` says and as the search and the quote read it — with its
 * price and minimum stay from the villa's nightly rates. Who holds a night is never said. 400 for a range the rules
 * refuse (dates, the past, more than a year), 404 for no such published villa.
 */
export async function villaAvailability(
  db: Db,
  propertyId: string,
  from: string,
  to: string,
  today = clubToday(),
): Promise<VillaAvailability> {
  const problem = availabilityProblem(from, to, today);
  if (problem) throw badRequest(problem);
  const property = await getProperty(db, propertyId);
  const taken = await db
    .select({ night: villaNights.night })
    .from(villaNights)
    .where(
      and(
        eq(villaNights.propertyId, property._id),
        gte(villaNights.night, from),
        lt(villaNights.night, to),
        nightIsLive(),
      ),
    );
  const takenNights = new Set(taken.map((row) => row.night));
  const rates = await nightRates(
    db,
    { id: property._id, propertyTypeId: property.propertyType._id, pricePerNight: property.pricePerNight },
    from,
    to,
  );
  return {
    propertyId: property._id,
    from,
    to,
    nights: rates.map((rate) => ({
      date: rate.night,
      available: !takenNights.has(rate.night),
      price: rate.price,
      minStay: rate.minStay,
      closedToArrival: rate.closedToArrival,
    })),
  };
}

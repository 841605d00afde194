import type { AppLoadContext } from "react-router";
import { officeStaysMessages as m, STAY_VIEWER_ROLES, staySearchQuery } from "../../../../common/office-stays";
import { signedInStaff } from "../../../lib/route-errors.server";

/**
 * The office's stays arriving (issue 15 point 2): the page's loader work, through the office-stays service. The
 * filter is a plain GET form, so the query string is the whole state (works without JavaScript).
 */
export async function loadStayList(request: Request, services: AppLoadContext["services"]) {
  await signedInStaff(request, services, STAY_VIEWER_ROLES);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = staySearchQuery.safeParse(params);
  // an unknown window is said beside the filter; the rest of the search still runs over every upcoming stay
  const query = parsed.success ? parsed.data : staySearchQuery.parse({ ...params, arriving: undefined });
  const list = await services.officeStays.list(query);
  return { query: { q: query.q ?? "", arriving: query.arriving }, arrivingError: parsed.success ? null : m.invalidWindow, list };
}

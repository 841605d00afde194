import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { OFFICE_SEARCH_KINDS, searchKindsFor, type OfficeSearchAnswer } from "../../../../common/office-search";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

export interface OfficeSearchPageData {
  /** The search as the address holds it. */
  q: string;
  /** What the staff member's role searches. */
  searched: { kind: string; label: string }[];
  /** The results, once a search was run. */
  answer: OfficeSearchAnswer | null;
  /** Why the search was not run (too short, too long). */
  error: string | null;
}

/**
 * /admin/search?q=: the office's search box's page, for every staff role; the search runs through the same service as
 * GET /api/admin/search, so a role finds only what it may open. A search the service refuses (too short or too long)
 * is said on the page with its status; no search yet: the page says what the role's search looks at.
 */
export async function loadOfficeSearch(request: Request, services: Services) {
  const staff = await signedInStaff(request, services, OFFICE_ACCESS.home);
  const q = pageUrl(request).searchParams.get("q") ?? "";
  const searched = searchKindsFor(staff.role).map((kind) => ({ kind, label: OFFICE_SEARCH_KINDS[kind].label }));
  const page = (answer: OfficeSearchAnswer | null, error: string | null): OfficeSearchPageData => ({
    q,
    searched,
    answer,
    error,
  });
  if (!q.trim()) return page(null, null);
  try {
    return page(await services.officeSearch.search(staff.role, q), null);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data(page(null, refusal.message), { status: refusal.status });
  }
}

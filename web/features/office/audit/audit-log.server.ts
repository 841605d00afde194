import { OFFICE_ACCESS } from "../../../../common/office-access";
import { auditQuery, auditSearch, type AuditFilters } from "../../../../common/office-audit";
import { fieldErrors } from "../../../components/form-fields";
import { signedInStaff } from "../../../lib/route-errors.server";
import type { AuditLogData } from "./audit-log";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/** The page's data: its filters from the address (the GET form), checked with the API's schema, and the matching page of entries. */
export async function auditLogData(request: Request, services: AppContext["services"]): Promise<AuditLogData> {
  await signedInStaff(request, services, OFFICE_ACCESS.audit);
  const params = pageUrl(request).searchParams;
  const raw: AuditLogData["filters"] = {};
  for (const key of ["member", "staff", "action", "from", "to"] as const) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const actions = services.audit.actions();
  // a page number that is not one (an edited address) opens the first page
  const page = Number(params.get("page"));
  // a cursor that is not one (an edited address) opens the first page too
  const cursor = (key: "after" | "before") => {
    const value = params.get(key) ?? undefined;
    return value && auditQuery.shape.after.safeParse(value).success ? value : undefined;
  };
  const after = cursor("after");
  const before = after ? undefined : cursor("before");
  const badCursor = (params.has("after") && !after) || (params.has("before") && !before && !after);
  const parsed = auditQuery.safeParse({
    ...raw,
    page: !badCursor && Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined,
    after,
    before,
  });
  if (!parsed.success) {
    return {
      filters: raw,
      errors: fieldErrors(parsed.error.issues),
      result: null,
      actions: await actions,
      csvHref: null,
    };
  }
  const { page: _page, limit: _limit, after: _after, before: _before, ...filters } = parsed.data;
  const result = await services.audit.list(parsed.data);
  return {
    filters: raw,
    errors: null,
    result,
    actions: await actions,
    csvHref: `/api/admin/audit.csv${auditSearch(filters as AuditFilters)}`,
  };
}

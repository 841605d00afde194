import { clubToday } from "../../../../common/club-time";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  ALL_COLLECTIONS,
  collectionsQuery,
  housekeepingQuery,
  occupancyQuery,
  receivablesQuery,
} from "../../../../common/office-reports";
import { fieldErrors } from "../../../lib/form";
import { signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's report pages: their loaders' work through the reports service (accounts; an administrator always).
 * The filters are plain GET forms, so the address is the whole state (works without JavaScript); a value that is not
 * one is said beside its field and the report runs without it.
 */
type Services = AppContext["services"];

/**
 * The query of the address checked by the API's schema; a field refused is left out, its message kept (and again, if
 * leaving it out refuses another that depended on it: a figure of a grouping refused).
 */
function queryOf<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
  request: Request,
): { query: T; errors: Record<string, string> } {
  let params = Object.fromEntries(pageUrl(request).searchParams);
  const errors: Record<string, string> = {};
  for (let tries = 0; tries < 3; tries++) {
    const parsed = schema.safeParse(params);
    if (parsed.success) return { query: parsed.data, errors };
    const refused = fieldErrors(parsed.error.issues);
    Object.assign(errors, refused);
    params = Object.fromEntries(Object.entries(params).filter(([key]) => !(key in refused)));
  }
  throw new Error("a report's query without its refused fields is still refused");
}

/** An address with the page's filters (a download's, the housekeeping sheet's). */
const downloadHref = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return `${path}${search.size ? `?${search}` : ""}`;
};

/** A report's downloads, CSV and XLSX, with the page's filters. */
const downloadsOf = (path: string, params: Record<string, string | undefined>) => ({
  csv: downloadHref(`${path}.csv`, params),
  xlsx: downloadHref(`${path}.xlsx`, params),
});

export async function loadReceivables(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.reports);
  const { query, errors } = queryOf(receivablesQuery, request);
  const report = await services.reports.receivables(query);
  const filters = { as_of: query.as_of, bucket: query.bucket };
  return {
    report,
    errors,
    form: { as_of: query.as_of ?? "", bucket: query.bucket ?? "" },
    downloads: downloadsOf("/api/admin/reports/receivables", filters),
  };
}

export async function loadOccupancy(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.reports);
  const { query, errors } = queryOf(occupancyQuery, request);
  const report = await services.reports.occupancy(query);
  const filters = { month: query.month, location: query.location };
  const today = clubToday();
  const sheetDay = report.month === today.slice(0, 7) ? today : `${report.month}-01`;
  return {
    report,
    errors,
    form: { month: query.month ?? "", location: query.location ?? "" },
    sheet: {
      day: sheetDay,
      href: downloadHref("/admin/reports/occupancy/housekeeping", { date: sheetDay, location: query.location }),
    },
    downloads: downloadsOf("/api/admin/reports/occupancy", filters),
  };
}

export async function loadHousekeeping(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.reports);
  const { query, errors } = queryOf(housekeepingQuery, request);
  const sheet = await services.reports.housekeeping(query);
  return { sheet, errors, form: { date: query.date ?? "", location: query.location ?? "" } };
}

export async function loadCollections(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.reports);
  const { query, errors } = queryOf(collectionsQuery, request);
  const report = await services.reports.collections(query);
  const period = { from: query.from, to: query.to, group: query.group === "month" ? undefined : query.group };
  // the downloads write what the page shows: the period, or the entries of the figure open
  const figure = query.key
    ? { key: query.key === ALL_COLLECTIONS && !query.part ? undefined : query.key, part: query.part }
    : {};
  return {
    report,
    errors,
    form: { from: query.from ?? "", to: query.to ?? "", group: query.group },
    downloads: downloadsOf("/api/admin/reports/collections", { ...period, ...figure }),
  };
}

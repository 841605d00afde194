import { OFFICE_ACCESS } from "../../../../common/office-access";
import { donorMessages, donorQuery, subscriberMessages, subscriberQuery } from "../../../../common/office-donors";
import { signedInStaff } from "../../../lib/route-errors.server";
import { csvHref } from "../shared/csv-link";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's donors and subscribers: the pages' loader work through the services. The filters
 * are plain GET forms, so the query string is the whole state (works without JavaScript); a filter value not known
 * is said beside its field, and the list runs without it.
 */
type Services = AppContext["services"];

const paramsOf = (request: Request) => Object.fromEntries(pageUrl(request).searchParams);

export async function loadDonorList(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.donors);
  const params = paramsOf(request);
  const parsed = donorQuery.safeParse(params);
  const kindError =
    !parsed.success && parsed.error.issues.some((i) => i.path[0] === "kind") ? donorMessages.invalidKind : null;
  const currencyError =
    !parsed.success && parsed.error.issues.some((i) => i.path[0] === "currency") ? donorMessages.invalidCurrency : null;
  const query = parsed.success
    ? parsed.data
    : donorQuery.parse({
        ...params,
        kind: kindError ? undefined : params.kind,
        currency: currencyError ? undefined : params.currency,
      });
  const list = await services.donationsOffice.list(query);
  return {
    query: { q: query.q ?? "", kind: query.kind ?? "", currency: query.currency ?? "" },
    errors: { kind: kindError, currency: currencyError },
    csvHref: csvHref("/api/admin/donations.csv", { q: query.q, kind: query.kind, currency: query.currency }),
    list,
  };
}

export async function loadSubscriberList(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.subscribers);
  const params = paramsOf(request);
  const parsed = subscriberQuery.safeParse(params);
  const query = parsed.success ? parsed.data : subscriberQuery.parse({ ...params, status: undefined });
  const list = await services.newsletterOffice.list(query);
  return {
    query: { q: query.q ?? "", status: query.status ?? "" },
    statusError: parsed.success ? null : subscriberMessages.invalidStatus,
    csvHref: csvHref("/api/admin/subscribers.csv", { q: query.q, status: query.status }),
    list,
  };
}

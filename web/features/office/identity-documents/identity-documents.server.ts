import { OFFICE_ACCESS } from "../../../../common/office-access";
import { identityDocumentQuery } from "../../../../common/identity-documents";
import { signedInStaff } from "../../../lib/route-errors.server";
import { identityDecisionAction } from "../identity-decision.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/**
 * /admin/identity-documents: the queue's loader, through the identity-documents service. The
 * search and status filter are a plain GET form, so the query string is the whole state (works without JavaScript).
 */
export async function loadIdentityDocuments(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.identityDocuments);
  const query = identityDocumentQuery.parse(Object.fromEntries(pageUrl(request).searchParams));
  const list = await services.identityDocuments.list(query);
  return { query: { q: query.q ?? "", status: query.status }, list };
}

/** The queue's forms: approve or send back one member's document. */
export async function identityDocumentsPageAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.identityDocuments);
  return identityDecisionAction(
    context.services,
    { id: staff.id, role: staff.role, ip: context.clientAddress },
    await request.formData(),
  );
}

import { data, redirect, type RouterContextProvider } from "react-router";
import { signInPath } from "../../../common/sign-in-redirect";
import { app } from "../../lib/app-context.server.ts";
import { pageUrl } from "../../lib/page-url.server.ts";
import { portalMessages, type PortalTab } from "../../../common/portal";
import { sentByScript, type FormResult } from "../../lib/form";
import { serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import { bookingsActions, loadBookingsTab } from "./bookings/bookings.server";
import { claimsActions, loadClaimsTab } from "./claims/claims.server";
import { conveyanceActions, loadConveyanceTab } from "./conveyance/conveyance.server";
import { documentsActions, loadDocumentsTab } from "./documents/documents.server";
import { loadDashboardTab } from "./dashboard.server";
import { duesActions } from "./dues/dues.server";
import { ownerStaysActions } from "./owner-stays/owner-stays.server";
import { loadMembershipTab, membershipActions } from "./membership-form/membership-form.server";
import { loadMoaTab, moaActions } from "./moa/moa.server";
import { loadTransferTab, transferActions } from "./transfers/transfers.server";
import { loadLeaseTab, rentalActions } from "./moa/rental.server";
import type { PortalContext, PortalFormHandler } from "./portal-context.server";

/**
 * The member portal on the server (routes/dashboard.tsx): each area of web/features/portal loads its tab's data
 * in the dashboard's loader and handles its forms in the dashboard's action, through `context.services` — the
 * same services the API's routes call, so a rule lives once.
 */
/** The signed-in member's portal context for the dashboard's loader and action; without a session → sign-in, and back. */
export async function portalContext(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PortalContext> {
  const { services, clientAddress, language } = app(context);
  const member = await signedInMember(request, services);
  const url = pageUrl(request);
  if (!member) throw redirect(signInPath(`${url.pathname}${url.search}`));
  return { member, services, request, url, clientAddress, language };
}

const TAB_LOADERS = {
  dashboard: loadDashboardTab,
  documents: loadDocumentsTab,
  membership: loadMembershipTab,
  moa: loadMoaTab,
  conveyance: loadConveyanceTab,
  bookings: loadBookingsTab,
  claims: loadClaimsTab,
  transfer: loadTransferTab,
  lease: loadLeaseTab,
} satisfies Partial<Record<PortalTab, (ctx: PortalContext) => Promise<unknown>>>;

/** The data of each tab that has its own (the dashboard: the membership card; the lease tab shows the overview only). */
export type PortalTabData = { [K in keyof typeof TAB_LOADERS]: Awaited<ReturnType<(typeof TAB_LOADERS)[K]>> };

/** The open tab's data, or null for a tab without its own. */
export async function loadPortalTab(
  tab: PortalTab,
  ctx: PortalContext,
): Promise<PortalTabData[keyof PortalTabData] | null> {
  const load = (
    TAB_LOADERS as Partial<Record<PortalTab, (ctx: PortalContext) => Promise<PortalTabData[keyof PortalTabData]>>>
  )[tab];
  return load ? load(ctx) : null;
}

/**
 * The office sent the member's identity document back: the reason and where to upload a new one (step 1
 * of the application), shown on the portal until they do; null otherwise.
 */
export async function identityDocumentNotice(ctx: PortalContext): Promise<{ reason: string; link: string } | null> {
  const kyc = await ctx.services.registration.getKyc(ctx.member.id);
  if (kyc?.document_status !== "returned" || !kyc.property_id) return null;
  return { reason: kyc.document_review_reason ?? "", link: `/registration/${kyc.property_id}?step=1` };
}

/** Every portal form, by its `intent` (e.g. `claims.decide`): the area's name, a dot, the form's. */
const FORM_HANDLERS: Record<string, PortalFormHandler> = {
  ...prefixed("documents", documentsActions),
  ...prefixed("membership", membershipActions),
  ...prefixed("moa", moaActions),
  ...prefixed("conveyance", conveyanceActions),
  ...prefixed("bookings", bookingsActions),
  ...prefixed("claims", claimsActions),
  ...prefixed("transfer", transferActions),
  ...prefixed("rental", rentalActions),
  ...prefixed("dues", duesActions),
  ...prefixed("ownerStays", ownerStaysActions),
};

function prefixed(area: string, handlers: Record<string, PortalFormHandler>): Record<string, PortalFormHandler> {
  return Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [`${area}.${name}`, handler]));
}

/**
 * A portal form's post: its handler's result with the status the API would answer (200, or the refusal's), a
 * service's refusal (AppError) becoming the form's message. A form posted without JavaScript gets the page again
 * with this result (rendered beside the form); the page's script gets it as data and shows the spec's toasts.
 */
export async function portalAction(form: FormData, ctx: PortalContext) {
  const intent = String(form.get("intent") ?? "");
  const handler = FORM_HANDLERS[intent];
  if (!handler) return data<FormResult>({ ok: false, message: portalMessages.unknownForm, intent }, { status: 400 });
  try {
    const result = await handler(form, ctx);
    if (result instanceof Response) return result;
    // a handler that answers a refusal itself may name its status (e.g. a service's 409, with the fields sent)
    const { status, ...answer } = result as FormResult & { status?: number };
    return data<FormResult>({ ...answer, intent }, { status: status ?? (result.ok ? 200 : 400) });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<FormResult>(
      { ok: false, message: refusal.message, intent },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}

/** Whether the post came from the page's script (the toasts are its to show), else from a plain HTML form. */
export { sentByScript };

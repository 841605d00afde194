import { seo, type PageMetaArgs } from "../../content/site";
import { AuditLog } from "../../features/office/audit/audit-log";
import { auditLogData } from "../../features/office/audit/audit-log.server";
import type { Route } from "./+types/audit";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Audit log · Club office", description: "The club office's audit log.", noindex: true }, args);

/** /admin/audit: the audit log for administrators, accounts and front office; filters in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return auditLogData(request, app(context).services);
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  return <AuditLog data={loaderData} />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";

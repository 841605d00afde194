import { OFFICE_ACCESS } from "../../../common/office-access";
import { seo, type PageMetaArgs } from "../../content/site";
import { ReportsPage } from "../../features/office/reports/reports-page";
import { signedInStaff } from "../../lib/route-errors.server";
import type { Route } from "./+types/reports";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Reports · Club office", description: "The office's reports.", noindex: true }, args);

/** The office's reports: accounts (an administrator always). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await signedInStaff(request, app(context).services, OFFICE_ACCESS.reports);
  return null;
}

export default function ReportsRoute() {
  return <ReportsPage />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";

import { redirect, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { isPortalTab, type PortalTab } from "../../common/portal";
import { seo, type PageMetaArgs } from "../content/site";
import { PortalScreen } from "../features/portal/portal-screen";
import { signedInMember } from "../lib/route-errors.server";
import type { Route } from "./+types/dashboard";

export const meta = (args: PageMetaArgs) => seo({ title: "Member portal", description: "Your villa, payments, documents and agreement.", noindex: true }, args);

/** The member portal: one screen with tabs (spec member-side §2). Without a session → sign-in, and back here after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await signedInMember(request, context.services);
  const url = new URL(request.url);
  if (!member) throw redirect(`/sign-in?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  return { overview: await context.services.portal.overview(member.id) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const requested = params.get("tab");
  const tab: PortalTab = isPortalTab(requested) ? requested : "dashboard";
  const openTab = (next: PortalTab) => {
    setParams(next === "dashboard" ? {} : { tab: next }, { preventScrollReset: false });
    if (typeof window !== "undefined") window.scrollTo({ top: 0 });
  };
  return <PortalScreen overview={loaderData.overview} tab={tab} openTab={openTab} refresh={() => void revalidator.revalidate()} />;
}

/** Changing tab changes only the query: the overview is reloaded when a tab asks for it, not on every switch. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

import { useEffect, useRef } from "react";
import { useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { isPortalTab, type PortalTab } from "../../common/portal";
import { seo, type PageMetaArgs } from "../content/site";
import { PortalScreen, preloadPortalTab } from "../features/portal/portal-screen";
import { orNetworkFailure } from "../lib/form";
import { authMessages } from "../../common/auth-messages";
import {
  identityDocumentNotice,
  loadPortalTab,
  portalAction,
  portalContext,
} from "../features/portal/portal-route.server";
import type { Route } from "./+types/dashboard";
import { metaT, type Namespace } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

/**
 * The catalogues the portal speaks, sent with every tab (one page, its tabs switched without another route): the
 * frame, the dashboard, documents, MOA, lease and bookings tabs and the shared parts (`portal`). A tab translated
 * with a namespace of its own adds it here.
 */
const PORTAL_NAMESPACES = ["portal", "fullMembership", "requests"] as const satisfies readonly Namespace[];

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "portal");
  return seo({ title: t("meta.title"), description: t("meta.description"), noindex: true }, args);
};

/** The tab the address asks for (?tab=), the dashboard itself without one. */
const tabOf = (params: URLSearchParams): PortalTab => {
  const requested = params.get("tab");
  return isPortalTab(requested) ? requested : "dashboard";
};

/**
 * Each tab's code is a chunk of its own, loaded before the tab renders: on the server in the loader; in the
 * browser as soon as this module runs when the page is opened at this address (hydration waits for it:
 * portal-screen.tsx), alongside the data when the member comes here from another page, and before the
 * switch on a change of tab (openTab).
 */
if (typeof document !== "undefined")
  void preloadPortalTab(tabOf(new URLSearchParams(window.location.search))).catch(() => undefined);

/**
 * The member portal: one screen with tabs, rendered on the server with the open tab's data
 * (web/features/portal/portal-route.server.ts). Without a session → sign-in, and back here after.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await portalContext(request, context);
  const tab = tabOf(ctx.url.searchParams);
  const [overview, data, , identityNotice] = await Promise.all([
    ctx.services.portal.overview(ctx.member.id, ctx.language),
    loadPortalTab(tab, ctx),
    preloadPortalTab(tab),
    identityDocumentNotice(ctx),
  ]);
  return {
    overview,
    tab,
    data,
    identityNotice,
    // the maintenance dues panel's bank-transfer words are the application's; the owner stay form's refusals that any
    // stay's rules give are the stay pages'
    messages: messagesFor(context, [...PORTAL_NAMESPACES, "application", "stays"], {
      application: ["transfer"],
      stays: ["messages"],
    }),
  };
}

/** The portal's forms (each names its `intent`), with or without JavaScript; a post without a session → sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await portalContext(request, context);
  return portalAction(await request.formData(), ctx);
}

/** Coming from another page: the data and the open tab's code load side by side. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadPortalTab(tabOf(new URL(request.url).searchParams))]);
  return data;
}

/** In the browser: a network failure is the spec's "Something went wrong. Please try again." (§8) for the form. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  orNetworkFailure(serverAction, { ok: false as const, message: authMessages.somethingWentWrong });

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const tab = tabOf(params);
  useFocusOnLostOpener(tab);
  const openTab = (next: PortalTab) =>
    void preloadPortalTab(next)
      .catch(() => undefined)
      .then(() => {
        setParams(next === "dashboard" ? {} : { tab: next }, { preventScrollReset: false });
        window.scrollTo({ top: 0 });
      });
  // the data is the open tab's once the loader has run for it (a switch shows the new tab as its data arrives)
  const data = loaderData.tab === tab ? loaderData.data : null;
  return (
    <PortalScreen
      overview={loaderData.overview}
      identityNotice={loaderData.identityNotice}
      tab={tab}
      data={data}
      actionData={actionData}
      openTab={openTab}
      refresh={() => void revalidator.revalidate()}
    />
  );
}

/**
 * A dashboard card, a breadcrumb or a button inside a tab that opens another tab is gone with the tab it was on:
 * the focus then goes to the new tab's heading (the page's h1, the tab's name) instead of dropping to the page
 * (WCAG 2.4.3). A button of the tab bar stays, and keeps the focus.
 */
function useFocusOnLostOpener(tab: PortalTab) {
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [tab]);
}

/** A change of tab loads that tab's data (and the overview with it); so does every form's post. */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate;
}

import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinkDescriptor,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { SideTab, SideTabSpace } from "./features/navigation/side-tab";
import { hasLiveSession } from "./lib/route-errors.server";
import displayFont from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./features/navigation/site-footer";
import { SiteHeader } from "./features/navigation/site-header";
import { ErrorPanel } from "./components/error-panel";
import { Toaster } from "./components/toaster";
import { app } from "./lib/app-context.server.ts";

/** Headings (every page's largest text) are set in this face: fetch it with the stylesheet, not after it. */
export const links: LinksFunction = () => [
  // first in <head>: the one render-blocking request goes out before the scripts' preloads
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // origin: absolute addresses for link previews (og:url, og:image; content/site.ts `seo`)
  return {
    signedIn: await hasLiveSession(request, app(context).services),
    origin: app(context).services.config.publicUrl,
  };
}

/** The session state changes on sign-in or sign-out (new page), not when a page's filters change. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** The page whose focus was last placed (module state: it outlives the Chrome of an error boundary replacing the app's). */
let focusedPathname: string | undefined;

/**
 * After a change of page the focus goes to the new page's h1 (else to <main>), where a screen reader reads on from
 * (WCAG 2.4.3); the link that was followed is gone. Not on the first load (the browser's own start), and not when
 * only the query changes (filters, paging: the member is using a control of the same page, which keeps the focus).
 */
function useFocusOnPageChange(pathname: string) {
  useEffect(() => {
    if (focusedPathname === undefined || focusedPathname === pathname) {
      focusedPathname = pathname;
      return;
    }
    focusedPathname = pathname;
    const main = document.getElementById("main");
    // the new page put the focus somewhere itself (its effects run first), or the control in use is still there
    const active = document.activeElement;
    if (main && active && active !== main && main.contains(active)) return;
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/** Whether a layout that draws its own frame and <main> (the club office: `handle.ownChrome`) answered this page. */
function useOwnChrome() {
  return useMatches().some(
    (match) => (match.handle as { ownChrome?: boolean } | undefined)?.ownChrome && match.loaderData != null,
  );
}

/** The header, footer and side tab around every page; the header is transparent on /donate-now. */
function Chrome({ children, site = false }: { children: React.ReactNode; site?: boolean }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const ownChrome = useOwnChrome() && !site;
  useFocusOnPageChange(pathname);
  if (ownChrome)
    return (
      <>
        {children}
        <Toaster />
      </>
    );
  return (
    <>
      <SiteHeader signedIn={root?.signedIn ?? false} transparent={pathname === "/donate-now"} />
      {/* focusable, so the skip link's target takes the focus (tabIndex -1: reached by the link, not by Tab) */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {pathname === "/" && <SideTab />}
      <SiteFooter />
      {pathname === "/" && <SideTabSpace />}
      <Toaster />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3d2b" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-cream-50 font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 btn-light"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated, so browser tests never click too early. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydratedMark();
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  useHydratedMark();
  const error = useRouteError();
  let title = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Page not found";
      detail = typeof error.data === "string" && error.data ? error.data : "There is nothing at this address.";
    } else {
      detail = typeof error.data === "string" && error.data ? error.data : error.statusText || detail;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <Chrome site>
      <title>{`${title} | Vedanta Wellness Club`}</title>
      <ErrorPanel title={title} detail={detail} />
    </Chrome>
  );
}

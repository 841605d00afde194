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
import { I18nextProvider, useTranslation } from "react-i18next";
import devanagariFont from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import { messages } from "../common/messages";
import type { Route } from "./+types/root";
import { SideTab, SideTabSpace } from "./features/navigation/side-tab";
import { hasLiveSession } from "./lib/route-errors.server";
import displayFont from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import textFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./features/navigation/site-footer";
import { SiteHeader } from "./features/navigation/site-header";
import { ErrorPanel } from "./components/error-panel";
import { Toaster } from "./components/toaster";
import { app } from "./lib/app-context.server.ts";
import { messagesFor } from "./lib/i18n.server";
import { contentTranslated, pageI18n } from "./lib/i18n";

/**
 * Headings (every page's largest text) are set in this face, and the rest in Inter: fetch both with the stylesheet,
 * not after it. A text face arriving after the first paint re-lays the header's row (the fallback's wider letters
 * wrap it at 412 px), which moves the whole page below it.
 */
export const links: LinksFunction = () => [
  // first in <head>: the one render-blocking request goes out before the scripts' preloads
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // origin: absolute addresses for link previews (og:url, og:image; content/site.ts `seo`)
  // messages: the page's language and the frame's texts (the header, menu and footer); a route sends its own
  return {
    signedIn: await hasLiveSession(request, app(context).services),
    origin: app(context).services.config.publicUrl,
    messages: messagesFor(context, ["common"]),
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
const hasOwnChrome = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.handle as { ownChrome?: boolean } | undefined)?.ownChrome && match.loaderData != null);

/** The header, footer and side tab around every page; the header is transparent on /donate-now. */
function Chrome({ children, site = false }: { children: React.ReactNode; site?: boolean }) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  // a page not yet translated is in English inside the frame in the visitor's language (an error page is translated)
  const english = i18n.language !== "en" && !site && !contentTranslated(matches);
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const ownChrome = hasOwnChrome(matches) && !site;
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
      <main id="main" tabIndex={-1} lang={english ? "en" : undefined}>
        {children}
      </main>
      {pathname === "/" && <SideTab />}
      <SiteFooter />
      {pathname === "/" && <SideTabSpace />}
      <Toaster />
    </>
  );
}

/**
 * The document, in the page's language: the root loader's, which the server decided (web/lib/i18n.ts). The texts of
 * every matched route's loader are added before anything below renders, on the server and in the browser alike.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const i18n = pageI18n(matches);
  // the club office draws its own frame, in English: a page of it not yet translated is English from top to bottom
  const language = hasOwnChrome(matches) && !contentTranslated(matches) ? "en" : i18n.language;
  const hindi = i18n.language === "hi";
  return (
    <I18nextProvider i18n={i18n}>
      <html lang={language}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#1f3d2b" />
          <Meta />
          <Links />
          {/* a page in Hindi reads in Noto Sans Devanagari (web/app.css): its one file, every weight, comes early, after
              the hero's image (a preload of equal rank would share the first second's bandwidth with the image) */}
          {hindi && (
            <link
              rel="preload"
              href={devanagariFont}
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
              fetchPriority="low"
            />
          )}
        </head>
        <body className="min-h-dvh bg-cream-50 font-sans antialiased">
          <SkipLink />
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </I18nextProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 btn-light">
      {t("skipToContent")}
    </a>
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
  const { t } = useTranslation();
  const error = useRouteError();
  let title = t("errors.somethingWentWrong");
  let detail = t("errors.unexpected");
  // the catch-all's own words are the frame's; what another route said of its 404 stays as it said it
  const said = (data: unknown) =>
    data === messages.routeNotFound
      ? t("errors.nothingHere")
      : data === messages.propertyNotFound
        ? t("errors.villaNotFound")
        : data === messages.propertyTypeNotFound
          ? t("errors.typeNotFound")
          : typeof data === "string" && data
            ? data
            : undefined;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = t("errors.notFound");
      detail = said(error.data) ?? t("errors.nothingHere");
    } else {
      detail = said(error.data) ?? (error.statusText || detail);
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <Chrome site>
      <title>{t("errors.title", { title, name: t("site.name") })}</title>
      <ErrorPanel title={title} detail={detail} />
    </Chrome>
  );
}

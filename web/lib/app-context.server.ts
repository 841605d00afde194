import { createContext, type RouterContextProvider } from "react-router";
import type { Language } from "../../common/language.ts";
import type { Services } from "../../server/services.ts";

/** What the server gives every loader, action and the document's render (server/web.ts sets it per request). */
export interface AppContext {
  services: Services;
  /** The client's address (behind a proxy, from X-Forwarded-For), for rate limits. */
  clientAddress: string;
  /** This answer's Content-Security-Policy nonce: every inline script of the page carries it. */
  cspNonce: string;
  /**
   * The language the page is answered in, decided once by the server (server/platform/language.ts `negotiateLanguage`:
   * `?lng=`, the `lng` cookie, Accept-Language, English) before React Router runs, as the page cache decides it.
   */
  language: Language;
  /** Filled while the request is handled (entry.server's handleError): what went wrong, if anything. */
  outcome: { databaseUnavailable?: boolean };
}

export const appContext = createContext<AppContext>();

/** The request's AppContext, from the router context a loader, an action or the entry receives. */
export const app = (context: Readonly<RouterContextProvider>): AppContext => context.get(appContext);

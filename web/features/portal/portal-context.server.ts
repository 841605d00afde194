import type { FormResult } from "../../lib/form";
import type { AppContext } from "../../lib/app-context.server.ts";
import type { Language } from "../../../common/language.ts";

/**
 * What each area of the portal gets on the server: its tab's loader and its forms' handlers receive a
 * `PortalContext`. Apart from portal-route.server.ts, which composes the areas, so that an area never imports
 * what imports it.
 */
export type Services = AppContext["services"];
export type PortalMember = { id: string; name: string; email: string };

/** What a tab's loader and a form's action receive. */
export interface PortalContext {
  member: PortalMember;
  services: Services;
  request: Request;
  url: URL;
  clientAddress: string;
  /** The page's language (the villa's name in Hindi on a Hindi page, decision 046). */
  language: Language;
}

/** A form's handler: the posted fields in, the form's result out (its HTTP status with it). */
export type PortalFormHandler = (form: FormData, ctx: PortalContext) => Promise<FormResult | Response>;

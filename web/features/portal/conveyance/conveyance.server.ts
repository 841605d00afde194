import type { PortalContext, PortalFormHandler } from "../portal-route.server";

/** The Conveyance tab: the member's requests, their villa and whether their e-mail is verified. */
export async function loadConveyanceTab({ member, services }: PortalContext) {
  return { conveyance: await services.conveyance.overview(member) };
}

/** The conveyance posts (intent `conveyance.<name>`). */
export const conveyanceActions: Record<string, PortalFormHandler> = {};

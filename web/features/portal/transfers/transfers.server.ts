import type { PortalContext, PortalFormHandler } from "../portal-route.server";

/** The Transfer tab: the member's transfer requests. */
export async function loadTransferTab({ member, services }: PortalContext) {
  return { transfers: await services.transfers.list(member.id) };
}

/** The transfer posts (intent `transfer.<name>`). */
export const transferActions: Record<string, PortalFormHandler> = {};

import type { PortalContext, PortalFormHandler } from "../portal-route.server";

/** The Claims tab: the member's bank accounts (the calendar of a year is loaded by the area's own rules). */
export async function loadClaimsTab({ member, services }: PortalContext) {
  return { accounts: await services.claims.bankAccounts(member.id) };
}

/** The claims posts (intent `claims.<name>`). */
export const claimsActions: Record<string, PortalFormHandler> = {};

import type { PortalContext } from "./portal-context.server";

/** The dashboard tab's own data: the member's Full Membership for its card. */
export async function loadDashboardTab(ctx: PortalContext) {
  return { membership: await ctx.services.membership.mine(ctx.member.id) };
}

import { loadDues } from "./dues/dues.server";
import type { PortalContext } from "./portal-context.server";

/** The dashboard tab's own data: the member's Full Membership for its card, and a villa owner's maintenance dues. */
export async function loadDashboardTab(ctx: PortalContext) {
  const [membership, dues] = await Promise.all([ctx.services.membership.mine(ctx.member.id), loadDues(ctx)]);
  return { membership, dues };
}

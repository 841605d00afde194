import { loadDues } from "./dues/dues.server";
import { loadOwnerPanel } from "./owner-stays/owner-stays.server";
import type { PortalContext } from "./portal-context.server";

/**
 * The dashboard tab's own data: the member's Full Membership for its card, a villa owner's panel (owner nights, the
 * next owner stay, the rental pool and its earnings, the owner stay form) and their maintenance dues.
 */
export async function loadDashboardTab(ctx: PortalContext) {
  const [membership, owner, dues] = await Promise.all([
    ctx.services.membership.mine(ctx.member.id),
    loadOwnerPanel(ctx),
    loadDues(ctx),
  ]);
  return { membership, owner, dues };
}

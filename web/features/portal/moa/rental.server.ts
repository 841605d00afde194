import { clubToday } from "../../../../common/club-time";
import { rentalMessages as m, rentalPoolFromForm, rentalPoolInput } from "../../../../common/rental";
import { checkForm } from "../../../lib/form";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";

/** The Lease tab's data: the member's villa in the owners' rental programme (GET /api/portal/rental's). */
export async function loadLeaseTab({ member, services }: PortalContext) {
  return { rental: await services.rental.overview(member.id), today: clubToday() };
}

/** The rental programme's form (intent `rental.save`): the body of PUT /api/portal/rental. */
export const rentalActions: Record<string, PortalFormHandler> = {
  async save(form, { member, services, clientAddress }) {
    const parsed = checkForm(rentalPoolInput, rentalPoolFromForm(form));
    if (!parsed.ok) return { ...parsed, message: parsed.message || m.fromDay };
    await services.rental.setPool({ id: member.id, role: "member", ip: clientAddress }, parsed.data);
    return { ok: true, message: parsed.data.inPool ? m.joined : m.left };
  },
};

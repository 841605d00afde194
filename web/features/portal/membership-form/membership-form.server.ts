import type { PortalContext, PortalFormHandler } from "../portal-route.server";
import { expected } from "../shared/expected.server";

/** The Membership form tab: the member's form (403 until half is paid, as data). */
export async function loadMembershipTab({ member, services }: PortalContext) {
  const form = await expected(services.membershipForm.get(member.id), [403]);
  return { form: form.value, refusal: form.refusal };
}

/** The membership form's posts (intent `membership.<name>`). */
export const membershipActions: Record<string, PortalFormHandler> = {};

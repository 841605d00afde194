import type { PortalContext, PortalFormHandler } from "../portal-route.server";
import { expected } from "../shared/expected.server";

/** The MOA tab: the signed agreement, or null while it is not signed. */
export async function loadMoaTab({ member, services }: PortalContext) {
  const signed = await expected(services.agreements.signed(member.id), [404]);
  return { signed: signed.value };
}

/** The MOA's posts (intent `moa.<name>`). */
export const moaActions: Record<string, PortalFormHandler> = {};

import type { PortalContext } from "../portal-context.server";

/** The Documents tab: the member's documents with their status. */
export async function loadDocumentsTab({ member, services }: PortalContext) {
  return { documents: await services.portal.documents(member.id) };
}

import { moaMessages as m } from "../../../../common/moa";
import { storeFormFile } from "../../../lib/uploads.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { expected } from "../shared/expected.server";

/** The field of the MOA's sign form that carries the signature image (posted without JavaScript). */
export const SIGNATURE_FIELD = "signature";

/**
 * The MOA tab: the signed agreement, or null while it is not signed (GET /api/moa/signed-moa's 404, as data). The
 * member opening the tab is recorded for the agreement's audit page ("viewed", with their address).
 */
export async function loadMoaTab({ member, services, clientAddress }: PortalContext) {
  const [signed] = await Promise.all([
    expected(services.agreements.signed(member.id), [404]),
    expected(services.agreements.viewed(member.id, clientAddress || null), [403, 404]),
  ]);
  // before signing: whether the member read the agreement (the sign form is offered then) and its text to read here
  const unsigned = signed.value === null;
  const [read, text] = unsigned
    ? await Promise.all([services.agreements.read(member.id), services.agreements.draftText(member.id)])
    : [true, null];
  return { signed: signed.value, read, text };
}

/**
 * The MOA's posts (intent `moa.<name>`). `sign`: the form posted without JavaScript with an image of the member's
 * signature — stored as POST /api/upload/upload-signature stores it, then the memorandum signed with it as POST
 * /api/moa/sign-moa does (with the script the page uploads and signs through those calls itself).
 */
export const moaActions: Record<string, PortalFormHandler> = {
  /** "I have read the agreement" under its text, posted without JavaScript: the text shown is recorded; the sign form follows. */
  async read(_form, { member, services, clientAddress }) {
    await services.agreements.textShown({ id: member.id, ip: clientAddress || null });
    return { ok: true, message: m.textShown };
  },
  async sign(form, { member, services, request, clientAddress }) {
    const signature = await storeFormFile(services, member.id, form.get(SIGNATURE_FIELD), "signature");
    if (!signature) return { ok: false, message: m.chooseSignature, field: SIGNATURE_FIELD };
    const signer = { userId: member.id, ip: clientAddress, userAgent: request.headers.get("user-agent") };
    const signed = await services.agreements.sign(signer, signature);
    return { ok: true, message: signed.already_signed ? m.alreadySigned : m.signed };
  },
};

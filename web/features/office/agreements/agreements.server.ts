import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { agreementListQuery, agreementMessages as m } from "../../../../common/agreements";
import { isUuid } from "../../../../common/ids";
import type { FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { storeFormFile } from "../../../lib/uploads.server";
import { COUNTERSIGN_INTENT, SIGNATURE_FILE_FIELD, SIGNATURE_URL_FIELD } from "./countersign-fields";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What the countersign post answers: the message, and which agreement it was about. */
export type AgreementFormResult = FormResult & { id?: string };

const STATUS_UNKNOWN = "Please choose one of the listed statuses.";

/** The office's agreements: by status (awaiting the club's signature first), a GET form's query string the whole state. */
export async function loadAgreementQueue(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.agreements);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  let parsed = agreementListQuery.safeParse(params);
  let filterError: string | null = null;
  if (!parsed.success) {
    // an unknown status in the address: the default list, and the filter says why
    filterError = STATUS_UNKNOWN;
    const { status: _status, ...rest } = params;
    parsed = agreementListQuery.safeParse(rest);
    if (!parsed.success) parsed = agreementListQuery.safeParse({});
  }
  const query = parsed.data!;
  const list = await services.agreementsOffice.list(query);
  return { query: { q: query.q ?? "", status: query.status }, list, filterError };
}

const answer = (result: AgreementFormResult, status = 200) => data<AgreementFormResult>(result, { status });

/**
 * Countersign an agreement, with or without JavaScript: the signature is the address of the image the
 * administrator uploaded (a drawing, through POST /api/upload/upload-signature) or the image posted in the form
 * itself (multipart), stored as that upload stores it, as the administrator's own file.
 */
export async function agreementQueueAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.agreements);
  const actor = { id: staff.id, role: staff.role, name: staff.name, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent !== COUNTERSIGN_INTENT)
    return answer({ ok: false, intent, message: "This form is not known. Please reload the page." }, 400);
  if (!isUuid(id)) return answer({ ok: false, intent, message: m.notFound }, 404);
  try {
    const posted = String(form.get(SIGNATURE_URL_FIELD) ?? "").trim();
    const signatureUrl =
      posted || (await storeFormFile(context.services, staff.id, form.get(SIGNATURE_FILE_FIELD), "signature"));
    if (!signatureUrl) {
      return answer(
        { ok: false, intent, id, message: m.signatureRequired, errors: { signature: m.signatureRequired } },
        400,
      );
    }
    const row = await context.services.agreementsOffice.countersign(actor, id, signatureUrl);
    return answer({ ok: true, intent, id, message: m.countersigned(row.reference) });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, id, message: refusal.message }, refusal.status);
  }
}

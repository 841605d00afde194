import { data } from "react-router";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  trustDocumentFormInput,
  trustDocumentInput,
  trustDocumentMessages as m,
} from "../../../../common/trust-documents";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

/**
 * The Trust's documents page (content staff, an administrator always): the published documents, a form to publish
 * one and the withdrawal of one. With JavaScript the file goes to POST /api/admin/trust-documents with its progress
 * and the form then posts the new document's id (`uploaded`) to say so; without it the file comes in the form
 * (multipart) and is stored here through the same service.
 */

/** The answer of the page's forms: `upload` keeps what was typed on failure; `delete` asks to confirm (`confirm`). */
export type TrustResult = FormResult & { values?: { title: string; group: string }; confirm?: boolean; id?: string };

export async function loadTrustDocuments(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.trust);
  return { documents: await context.services.trustDocuments.list() };
}

export async function trustAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.trust);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress, name: staff.name };
  const form = await request.formData();
  const intent = form.get("intent") === "delete" ? "delete" : "upload";
  const refused = (error: unknown, extra: Partial<TrustResult> = {}) => {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<TrustResult>({ ok: false, intent, message: refusal.message, ...extra }, { status: refusal.status });
  };

  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    if (!isConfirmed(form))
      return data<TrustResult>(
        { ok: false, intent, message: confirmMessages.confirmFirst, confirm: true, id },
        { status: 400 },
      );
    try {
      const removed = await context.services.trustDocuments.remove(actor, id);
      return data<TrustResult>({ ok: true, intent, message: `${m.deleted}: ${removed.title}`, id });
    } catch (error) {
      return refused(error, { id });
    }
  }

  // the script uploaded the file through the API first: the document is there, said by its id
  const uploaded = form.get("uploaded");
  if (typeof uploaded === "string" && uploaded) {
    const document = (await context.services.trustDocuments.list()).find((d) => d.id === uploaded);
    if (!document) return data<TrustResult>({ ok: false, intent, message: m.notFound }, { status: 404 });
    return data<TrustResult>({ ok: true, intent, message: `${m.uploaded}: ${document.title}` });
  }

  const values = trustDocumentFormInput(form);
  const parsed = checkForm(trustDocumentInput, values);
  if (!parsed.ok) return data<TrustResult>({ ...parsed, intent, values }, { status: 400 });
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) {
    return data<TrustResult>(
      { ok: false, intent, message: m.noFile, field: "file", errors: { file: m.noFile }, values },
      { status: 400 },
    );
  }
  try {
    const document = await context.services.trustDocuments.upload(actor, {
      ...parsed.data,
      bytes: Buffer.from(await file.arrayBuffer()),
      name: file.name || "document.pdf",
    });
    return data<TrustResult>({ ok: true, intent, message: `${m.uploaded}: ${document.title}` });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<TrustResult>(
      { ok: false, intent, message: refusal.message, field: "file", errors: { file: refusal.message }, values },
      { status: refusal.status },
    );
  }
}

import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  hasMapping,
  mappedColumnsOf,
  reconciliationMessages as m,
  statementFileProblem,
  statementListQuery,
  statementMappingFormInput,
  statementMappingInput,
  STATEMENT_FILE_FIELD,
} from "../../../../common/reconciliation";
import { checkForm, type FormFailure, type FormResult } from "../../../lib/form";
import { orRouteError, serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The bank reconciliation pages (accounts, an administrator always): the statements with the upload form, and a
 * statement with its matches and "Verify matched receipts". The upload posts the file in the form (multipart, with or
 * without JavaScript) to the page's action, which hands it to the same service as the API; a statement whose columns
 * are not recognised comes back with its header's names, and the form then asks which column is which.
 */

type Services = AppContext["services"];

/**
 * The upload's answer: the statement made (`statementId`), or, when its columns were not recognised, the header's
 * names (`columns`) the form asks to map.
 */
export type UploadResult = FormResult & { statementId?: string; columns?: string[]; mapping?: Record<string, string> };

/** The statement page's answers: "Verify matched receipts" (`verify`) and "Match again" (`match`). */
export type VerifyResult = FormResult & { verified?: number; skipped?: number; matched?: number };

export async function loadStatements(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.reconciliation);
  const query = statementListQuery.parse(Object.fromEntries(pageUrl(request).searchParams));
  return { list: await services.reconciliation.list(query) };
}

export async function uploadAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.reconciliation);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = "upload";
  const columns = mappedColumnsOf(form) ?? undefined;
  // the mapping chosen comes back with a refusal, so that a page without JavaScript shows it again
  const mapped = columns ? statementMappingFormInput(form) : undefined;
  const refused = (failure: Omit<FormFailure, "ok" | "intent"> & { columns?: string[] }, status: number) =>
    data<UploadResult>({ ok: false, intent, columns, mapping: mapped, ...failure }, { status });

  let mapping = null;
  if (hasMapping(Object.fromEntries(form))) {
    const checked = checkForm(statementMappingInput, statementMappingFormInput(form));
    if (!checked.ok) return refused(checked, 400);
    mapping = checked.data;
  }
  const file = form.get(STATEMENT_FILE_FIELD);
  const problem = statementFileProblem(file instanceof File ? file : null);
  if (problem || !(file instanceof File))
    return refused({ message: problem ?? m.noFile, field: "file", errors: { file: problem ?? m.noFile } }, 400);
  try {
    const answer = await context.services.reconciliation.upload(actor, {
      bytes: Buffer.from(await file.arrayBuffer()),
      name: file.name,
      mapping,
    });
    if (answer.kind === "unrecognised") {
      return refused({ message: m.unrecognised, columns: answer.header.columns.map((column) => column.name) }, 422);
    }
    return data<UploadResult>({
      ok: true,
      intent,
      message: m.uploaded(answer.statement.credits, answer.matched),
      statementId: answer.statement.id,
    });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    // a statement refused for its columns keeps the mapping asked; any other refusal concerns the file
    return refused({ message: refusal.message, field: "file", errors: { file: refusal.message } }, refusal.status);
  }
}

export async function loadStatement(request: Request, services: Services, id: string) {
  await signedInStaff(request, services, OFFICE_ACCESS.reconciliation);
  return { detail: await orRouteError(services.reconciliation.get(id)) };
}

export async function verifyAction(request: Request, context: AppContext, id: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.reconciliation);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = form.get("intent") === "match" ? "match" : "verify";
  try {
    if (intent === "match") {
      const done = await context.services.reconciliation.matchAgain(actor, id);
      return data<VerifyResult>({ ok: true, intent, message: m.matchedAgain(done.matched), ...done });
    }
    const done = await context.services.reconciliation.verifyMatched(actor, id);
    return data<VerifyResult>({ ok: true, intent, message: m.verified(done.verified, done.skipped), ...done });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<VerifyResult>({ ok: false, intent, message: refusal.message }, { status: refusal.status });
  }
}

import { renderExecutedAgreement, type ExecutedAgreement } from "./modules/agreements/executed-pdf.ts";
import { renderMoa, type MoaDocument, type MoaDraft, type MoaWatermark } from "./modules/agreements/moa-pdf.ts";
import { renderMembershipForm, type MembershipFormPdfInput } from "./modules/membership-form/form-pdf.ts";
import { renderTransferRequest, type TransferDocument } from "./modules/transfers/transfer-pdf.ts";
import { readStatement } from "./modules/reconciliation/statement-csv.ts";
import { renderInvoiceOf, type SealedInvoiceTask } from "./modules/verification/invoice-render.ts";
import { sealPdf, type SealTask } from "./platform/seal.ts";
import { writeXlsx, type XlsxBook } from "./platform/xlsx.ts";

/**
 * The tasks of the app's CPU pool (server/platform/cpu-pool.ts, decision 027), run in its worker threads: each takes
 * plain data and answers bytes, so the event loop never spends the ~100 ms a seal or a render of pdf-lib takes.
 * From its TypeScript source under tsx and Vitest (Node strips the types), as build/cpu-worker.js in the compiled
 * server (a second entry point of scripts/build.mjs).
 */

/** A PDF sealed with the club's key at its signing time (the same bytes as a seal made in the main thread). */
export const seal = (task: SealTask): Promise<Uint8Array> => sealPdf(task);

/** An invoice drawn from its data with its verification line, then sealed at its issue time. */
export async function sealedInvoice(task: SealedInvoiceTask): Promise<Uint8Array> {
  const unsealed = await renderInvoiceOf(task.render, task.footer);
  return sealPdf({ key: task.key, pdf: unsealed, options: task.seal });
}

/** An executed memorandum of agreement drawn: the signed pages with the Trust's signature, its certificate and audit pages. */
export const executedAgreement = (agreement: ExecutedAgreement): Promise<Uint8Array> =>
  renderExecutedAgreement(agreement);

/** A memorandum before signing drawn: the member's draft or the public sample, watermarked, without a signature. */
export const moaDraft = (task: { data: MoaDraft; watermark: MoaWatermark }): Promise<Uint8Array> =>
  renderMoa(task.data, { watermark: task.watermark });
/** The memorandum of agreement as the member signs it. */
export const moa = (document: MoaDocument): Promise<Uint8Array> => renderMoa(document);

/** The membership form as the member submits it. */
export const membershipForm = (input: MembershipFormPdfInput): Promise<Uint8Array> => renderMembershipForm(input);

/** The transfer request as the member signs it. */
export const transferRequest = (document: TransferDocument): Promise<Uint8Array> => renderTransferRequest(document);

/** A bank statement's CSV read: its rows parsed, its header found, its credits read (decision 041). */
export const bankStatement = async (input: Parameters<typeof readStatement>[0]) => readStatement(input);

/** An office report's workbook written: its XML and zip (decision 040). */
export const xlsx = (book: XlsxBook): Promise<Uint8Array> => writeXlsx(book);

export type CpuWorkerTasks = {
  xlsx: typeof xlsx;
  bankStatement: typeof bankStatement;
  seal: typeof seal;
  sealedInvoice: typeof sealedInvoice;
  executedAgreement: typeof executedAgreement;
  moaDraft: typeof moaDraft;
  moa: typeof moa;
  membershipForm: typeof membershipForm;
  transferRequest: typeof transferRequest;
};

import { data } from "react-router";
import {
  agreementMessages as m,
  VERIFY_UPLOAD_LIMIT,
  type VerifiedDocument,
  type VerifyAnswer,
} from "../../../common/agreements";
import { clubMoment, writtenClubDay, writtenDay } from "../../../common/club-time";
import { financialYearWords, parseFinancialYear } from "../../../common/statements";
import { formatRupees } from "../../../common/money";
import { serviceRefusal } from "../../lib/route-errors.server";
import {
  DOCUMENT_KINDS,
  FILE_FIELD,
  statusInWords,
  type DocumentPage,
  type DocumentView,
  type VerifyResult,
} from "./verify-words";
import { type AppContext } from "../../lib/app-context.server.ts";

type Services = AppContext["services"];

/**
 * The public verification pages: /verify/{code} shows what the club sealed under a code, with nothing
 * personal beyond the parties' initials and surnames; /verify (and the same form on /verify/{code}) checks an
 * uploaded PDF against the files the club sealed. The uploaded file is read in memory and never stored.
 * The times are written here, on the server, in the club's time (India), so the page reads the same after hydration.
 */

/** An owner statement's financial year written out: "FY 2026-27 (1 April 2026 to 31 March 2027)". */
function yearWords(fy: string): string {
  const year = parseFinancialYear(fy);
  return year ? financialYearWords(year) : `FY ${fy}`;
}

/** What /verify/{code} shows of a sealed document, its times already written out. */
function documentView(document: VerifiedDocument): DocumentView {
  return {
    kind: document.kind,
    kindLabel: DOCUMENT_KINDS[document.kind],
    reference: document.reference,
    code: document.code,
    status: document.status,
    statusWords: statusInWords(document.status, document.revokedAt ? writtenClubDay(document.revokedAt) : null),
    subject: document.subject,
    creditsInvoice: document.creditsInvoice ?? null,
    amount: document.amount === undefined ? null : formatRupees(document.amount),
    financialYear: document.financialYear ? yearWords(document.financialYear) : null,
    asAt: document.asAt ? writtenDay(document.asAt) : null,
    parties: document.parties,
    signedAt: document.signedAt ? clubMoment(new Date(document.signedAt)) : null,
    countersignedAt: document.countersignedAt ? clubMoment(new Date(document.countersignedAt)) : null,
    issuedAt: clubMoment(new Date(document.issuedAt)),
    sha256: document.sha256,
  };
}

/** /verify/{code}: the sealed document, or 404 with the message for an unknown or malformed code. */
export async function loadVerifiedDocument(services: Services, code: string | undefined) {
  const document = await services.verification.byCode((code ?? "").trim());
  if (!document) return data<DocumentPage>({ found: false, message: m.codeNotFound }, { status: 404 });
  return data<DocumentPage>({ found: true, document: documentView(document) });
}

/** The form's refusal, with the status the page answers. */
const refused = (message: string, status: number, headers?: Record<string, string>) =>
  data<VerifyResult>({ ok: false, message }, { status, headers });

/** The answer to show: the service's words, the matched document's reference, status and signed time, its page. */
function answerView(answer: VerifyAnswer): VerifyResult {
  return {
    ok: true,
    valid: answer.valid,
    message: answer.message,
    reference: answer.reference ?? null,
    kindLabel: answer.kind ? DOCUMENT_KINDS[answer.kind] : null,
    creditsInvoice: answer.credits_invoice ?? null,
    statusWords: answer.status ? statusInWords(answer.status, null) : null,
    signedAt: answer.signed_at ? clubMoment(new Date(answer.signed_at)) : null,
    signedLabel: answer.kind === "agreement" || !answer.kind ? "Signed by the club" : "Issued",
    verifyUrl: answer.verify_url ?? null,
    signature: answer.signature ?? null,
  };
}

/**
 * The verify form's post (multipart, the PDF in `file`): refused when missing (400), larger than
 * VERIFY_UPLOAD_LIMIT (413); else the club's answer (a file that is not a PDF: 400) about it (200, whether it matched or not).
 * The service's rate limit answers 429 with its message.
 */
export async function verifyUpload(services: Services, request: Request, clientAddress: string) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(m.fileRequired, 400);
  }
  const file = form.get(FILE_FIELD);
  if (!file || typeof file === "string" || file.size === 0) return refused(m.fileRequired, 400);
  if (file.size > VERIFY_UPLOAD_LIMIT) return refused(m.fileTooLarge, 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return data<VerifyResult>(answerView(await services.verification.check(bytes, clientAddress)));
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(refusal.message, refusal.status, refusal.headers);
  }
}

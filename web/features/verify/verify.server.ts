import { data } from "react-router";
import {
  agreementMessages as m,
  VERIFY_UPLOAD_LIMIT,
  type VerifiedDocument,
  type VerifyAnswer,
} from "../../../common/agreements";
import { clubDay, clubIsoMoment, clubMoment, writtenClubDay, writtenDay } from "../../../common/club-time";
import { formatDate, formatRupees } from "../../../common/format";
import type { Language } from "../../../common/language";
import { formatPledgeAmount } from "../../../common/office-donors";
import { parseFinancialYear } from "../../../common/statements";
import { serviceRefusal } from "../../lib/route-errors.server";
import { FILE_FIELD, type DocumentPage, type DocumentView, type VerifyResult } from "./verify-words";
import { type AppContext } from "../../lib/app-context.server.ts";

type Services = AppContext["services"];

/**
 * The public verification pages: /verify/{code} shows what the club sealed under a code, with nothing
 * personal beyond the parties' initials and surnames; /verify (and the same form on /verify/{code}) checks an
 * uploaded PDF against the files the club sealed. The uploaded file is read in memory and never stored.
 * The days, times and amounts are written here, on the server, in the club's time (India) and the page's language,
 * so the page reads the same after hydration; the page says the rest (the kinds, statuses and labels) itself.
 */

/** A calendar day (yyyy-mm-dd) written out in a language: "12 March 2025", "12 मार्च 2025". */
const day = (isoDay: string, language: Language) =>
  language === "en" ? writtenDay(isoDay) : formatDate(isoDay, language);

/** A moment's club day written out in a language. */
const momentDay = (at: string, language: Language) =>
  language === "en" ? writtenClubDay(at) : formatDate(clubDay(new Date(at)), language);

/** A moment in the club's time: "12 March 2025 at 14:05:09 IST", "12 मार्च 2025, 14:05:09 IST". */
function moment(at: string, language: Language): string {
  const when = new Date(at);
  if (language === "en") return clubMoment(when);
  return `${formatDate(clubDay(when), language)}, ${clubIsoMoment(when).slice(11, 19)} IST`;
}

/** An owner statement's financial year: "2026-27" and its first and last days written out. */
function yearOf(fy: string, language: Language): DocumentView["financialYear"] {
  const year = parseFinancialYear(fy);
  return year ? { fy: year.fy, from: day(year.start, language), to: day(year.end, language) } : null;
}

/** An amount in rupees, or (a donation received in another currency) in its own. */
const amountOf = (amount: number, currency: string | undefined, language: Language) =>
  !currency || currency === "INR" ? formatRupees(amount, language) : formatPledgeAmount(amount, currency);

/** What /verify/{code} shows of a sealed document, its days, times and amount already written out. */
function documentView(document: VerifiedDocument, language: Language): DocumentView {
  return {
    kind: document.kind,
    reference: document.reference,
    code: document.code,
    status: document.status,
    revokedOn: document.revokedAt ? momentDay(document.revokedAt, language) : null,
    subject: document.subject,
    creditsInvoice: document.creditsInvoice ?? null,
    amount: document.amount === undefined ? null : amountOf(document.amount, document.currency, language),
    financialYear: document.financialYear ? yearOf(document.financialYear, language) : null,
    asAt: document.asAt ? day(document.asAt, language) : null,
    parties: document.parties,
    signedAt: document.signedAt ? moment(document.signedAt, language) : null,
    countersignedAt: document.countersignedAt ? moment(document.countersignedAt, language) : null,
    issuedAt: moment(document.issuedAt, language),
    sha256: document.sha256,
  };
}

/** /verify/{code}: the sealed document, or 404 with the message for an unknown or malformed code. */
export async function loadVerifiedDocument(services: Services, code: string | undefined, language: Language) {
  const document = await services.verification.byCode((code ?? "").trim());
  if (!document) return data<DocumentPage>({ found: false, message: m.codeNotFound }, { status: 404 });
  return data<DocumentPage>({ found: true, document: documentView(document, language) });
}

/** The form's refusal, with the status the page answers. */
const refused = (message: string, status: number, headers?: Record<string, string>) =>
  data<VerifyResult>({ ok: false, message }, { status, headers });

/** The answer to show: the service's words, the matched document's reference, status and signed time, its page. */
function answerView(answer: VerifyAnswer, language: Language): VerifyResult {
  return {
    ok: true,
    valid: answer.valid,
    message: answer.message,
    reference: answer.reference ?? null,
    kind: answer.kind ?? null,
    creditsInvoice: answer.credits_invoice ?? null,
    status: answer.status ?? null,
    signedAt: answer.signed_at ? moment(answer.signed_at, language) : null,
    verifyUrl: answer.verify_url ?? null,
    signature: answer.signature ?? null,
  };
}

/**
 * The verify form's post (multipart, the PDF in `file`): refused when missing (400), larger than
 * VERIFY_UPLOAD_LIMIT (413); else the club's answer (a file that is not a PDF: 400) about it (200, whether it matched or not).
 * The service's rate limit answers 429 with its message.
 */
export async function verifyUpload(services: Services, request: Request, clientAddress: string, language: Language) {
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
    return data<VerifyResult>(answerView(await services.verification.check(bytes, clientAddress), language));
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(refusal.message, refusal.status, refusal.headers);
  }
}

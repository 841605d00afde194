import { eq } from "drizzle-orm";
import { creditNoteSubject } from "../../../common/agreements.ts";
import { downloadUrl } from "../../../common/moa.ts";
import type { DocumentStatus, PortalDocument } from "../../../common/portal-documents.ts";
import type { Db } from "../../db/open.ts";
import { kycDetails, membershipForms, verificationDocTypes } from "../../db/schema.ts";
import { findMemberAgreement } from "../agreements/service.ts";
import { fileIdFromUrl, fileUrl } from "../files/service.ts";
import { toRecord } from "../payments/service.ts";
import { memberStanding } from "../portal/standing.ts";
import { memberCreditNotes, memberCreditNoteUrl } from "../refunds/credit-notes.ts";
import { statementYears } from "../statements/service.ts";
import { memberStatementUrl, statementName } from "../../../common/statements.ts";

/** A document with a stored file: viewable and downloadable. */
function storedDocument(base: Pick<PortalDocument, "key" | "kind" | "name">, fileId: string): PortalDocument {
  const url = fileUrl(fileId);
  return { ...base, status: "Available", can_download: true, view_url: url, download_url: downloadUrl(url) };
}

/** A document that does not exist yet: no address (the page leads to /document-not-found). */
function missingDocument(
  base: Pick<PortalDocument, "key" | "kind" | "name">,
  status: Exclude<DocumentStatus, "Available">,
): PortalDocument {
  return { ...base, status, can_download: false, view_url: null, download_url: null };
}

/**
 * GET /portal/documents: the member's own documents, in the order of the application — identity document
 * (KYC), a receipt and an invoice per payment step, every credit note, an owner statement per financial year from
 * the first with anything to state (the latest first), the signed memorandum, the membership form. Every row is
 * read by owner; what does not exist yet is listed with its state and no address.
 */
export async function listMemberDocuments(db: Db, userId: string): Promise<PortalDocument[]> {
  const documents: PortalDocument[] = [];

  const [kyc] = await db
    .select({ fileId: kycDetails.verificationDocFileId, docType: verificationDocTypes.name })
    .from(kycDetails)
    .leftJoin(verificationDocTypes, eq(verificationDocTypes.id, kycDetails.verificationDocId))
    .where(eq(kycDetails.userId, userId))
    .limit(1);
  const identity = {
    key: "identity-document",
    kind: "identity-document" as const,
    name: kyc?.docType ? `Identity document (${kyc.docType})` : "Identity document",
  };
  documents.push(
    kyc?.fileId
      ? storedDocument(identity, kyc.fileId)
      : missingDocument(identity, kyc ? "Pending" : "Not available yet"),
  );

  const standing = await memberStanding(db, userId);
  const plan = standing.plan ? toRecord(standing.plan, standing.steps) : null;
  if (!plan) {
    documents.push(
      missingDocument({ key: "receipts", kind: "receipt", name: "Payment receipts" }, "Not available yet"),
    );
    documents.push(missingDocument({ key: "invoices", kind: "invoice", name: "Invoices" }, "Not available yet"));
  } else {
    const label = (step: (typeof plan.steps)[number]) =>
      plan.payment_steps === 1 ? step.step_name : `step ${step.step} of ${plan.payment_steps}, ${step.step_name}`;
    for (const step of plan.steps) {
      const receipt = {
        key: `receipt-${step.step}`,
        kind: "receipt" as const,
        name: `Payment receipt: ${label(step)}`,
      };
      const receiptId = step.payment_receipt_url ? fileIdFromUrl(step.payment_receipt_url) : null;
      documents.push(receiptId ? storedDocument(receipt, receiptId) : missingDocument(receipt, "Pending"));
    }
    for (const step of plan.steps) {
      const invoice = {
        key: `invoice-${step.step}`,
        kind: "invoice" as const,
        name: `Invoice${step.invoice_number ? ` ${step.invoice_number}` : ""}: ${label(step)}`,
      };
      documents.push(
        step.invoice_url
          ? {
              ...invoice,
              status: "Available",
              can_download: true,
              view_url: step.invoice_url,
              download_url: step.invoice_url,
            }
          : missingDocument(invoice, "Not available yet"),
      );
    }
  }

  // every credit note of the member (a cancelled plan's instalments, a cancelled stay paid online), newest first
  for (const note of await memberCreditNotes(db, userId)) {
    const url = memberCreditNoteUrl(note.id);
    documents.push({
      key: `credit-note-${note.number}`,
      kind: "credit-note",
      name: creditNoteSubject(note.number, note.invoiceNumber),
      status: "Available",
      can_download: true,
      view_url: url,
      download_url: url,
    });
  }

  // an owner statement of every financial year from the member's first to the current one, sealed when opened
  for (const year of await statementYears(db, userId)) {
    const url = memberStatementUrl(year.fy);
    documents.push({
      key: `statement-${year.fy}`,
      kind: "statement",
      name: statementName(year),
      status: "Available",
      can_download: true,
      view_url: url,
      download_url: url,
    });
  }

  const moa = { key: "moa", kind: "moa" as const, name: "Memorandum of agreement (MOA)" };
  const agreement = standing.agreement ?? (await findMemberAgreement(db, userId));
  if (agreement) documents.push(storedDocument(moa, agreement.pdfFileId));
  else documents.push(missingDocument(moa, standing.unlocked.moa ? "Pending" : "Not available yet"));

  const [form] = await db
    .select({ status: membershipForms.status, pdfFileId: membershipForms.pdfFileId })
    .from(membershipForms)
    .where(eq(membershipForms.userId, userId))
    .limit(1);
  const membership = { key: "membership-form", kind: "membership-form" as const, name: "Membership form" };
  if (form?.status === "submitted" && form.pdfFileId) documents.push(storedDocument(membership, form.pdfFileId));
  else documents.push(missingDocument(membership, form ? "Pending" : "Not available yet"));

  return documents;
}

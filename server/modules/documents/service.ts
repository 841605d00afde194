import { eq } from "drizzle-orm";
import { downloadUrl } from "../../../common/moa.ts";
import {
  documentName,
  type DocumentStatus,
  type DocumentTitle,
  type PortalDocument,
} from "../../../common/portal-documents.ts";
import type { Db } from "../../db/open.ts";
import { kycDetails, membershipForms, verificationDocTypes } from "../../db/schema.ts";
import { findMemberAgreement } from "../agreements/service.ts";
import { fileIdFromUrl, fileUrl } from "../files/service.ts";
import { toRecord } from "../payments/service.ts";
import { memberStanding } from "../portal/standing.ts";
import { memberCreditNotes, memberCreditNoteUrl } from "../refunds/credit-notes.ts";
import { statementYears } from "../statements/service.ts";
import { memberRentalStatements } from "../rental/service.ts";
import { rentalStatementUrl } from "../../../common/rental.ts";
import { memberStatementUrl } from "../../../common/statements.ts";

type DocumentBase = Pick<PortalDocument, "key" | "kind" | "name" | "title">;

/** A document's key, kind and what it is, named from its parts (the English name the API answers). */
const describe = (key: string, kind: PortalDocument["kind"], title: DocumentTitle): DocumentBase => ({
  key,
  kind,
  name: documentName(title),
  title,
});

/** A document with a stored file: viewable and downloadable. */
function storedDocument(base: DocumentBase, fileId: string): PortalDocument {
  const url = fileUrl(fileId);
  return { ...base, status: "Available", can_download: true, view_url: url, download_url: downloadUrl(url) };
}

/** A document that does not exist yet: no address (the page leads to /document-not-found). */
function missingDocument(base: DocumentBase, status: Exclude<DocumentStatus, "Available">): PortalDocument {
  return { ...base, status, can_download: false, view_url: null, download_url: null };
}

/**
 * GET /portal/documents: the member's own documents, in the order of the application — identity document
 * (KYC), a receipt and an invoice per payment step, every credit note, an owner statement per financial year from
 * the first with anything to state (the latest first), each monthly rental statement (the latest first), the signed
 * memorandum, the membership form. Every row is
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
  const identity = describe("identity-document", "identity-document", {
    what: "identity-document",
    id_type: kyc?.docType ?? null,
  });
  documents.push(
    kyc?.fileId
      ? storedDocument(identity, kyc.fileId)
      : missingDocument(identity, kyc ? "Pending" : "Not available yet"),
  );

  const standing = await memberStanding(db, userId);
  const plan = standing.plan ? toRecord(standing.plan, standing.steps) : null;
  if (!plan) {
    documents.push(missingDocument(describe("receipts", "receipt", { what: "receipts" }), "Not available yet"));
    documents.push(missingDocument(describe("invoices", "invoice", { what: "invoices" }), "Not available yet"));
  } else {
    const instalment = (step: (typeof plan.steps)[number]) => ({
      number: step.step,
      of: plan.payment_steps,
      name: step.step_name,
    });
    for (const step of plan.steps) {
      const receipt = describe(`receipt-${step.step}`, "receipt", { what: "receipt", step: instalment(step) });
      const receiptId = step.payment_receipt_url ? fileIdFromUrl(step.payment_receipt_url) : null;
      documents.push(receiptId ? storedDocument(receipt, receiptId) : missingDocument(receipt, "Pending"));
    }
    for (const step of plan.steps) {
      const invoice = describe(`invoice-${step.step}`, "invoice", {
        what: "invoice",
        number: step.invoice_number ?? null,
        step: instalment(step),
      });
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
      ...describe(`credit-note-${note.number}`, "credit-note", {
        what: "credit-note",
        number: note.number,
        invoice_number: note.invoiceNumber,
      }),
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
      ...describe(`statement-${year.fy}`, "statement", { what: "statement", fy: year.fy }),
      status: "Available",
      can_download: true,
      view_url: url,
      download_url: url,
    });
  }

  // an owner's monthly rental statements (decision 057), newest first, sealed when first opened
  for (const statement of await memberRentalStatements(db, userId)) {
    const url = rentalStatementUrl(statement.id);
    documents.push({
      ...describe(`rental-statement-${statement.month}`, "rental-statement", {
        what: "rental-statement",
        month: statement.month,
      }),
      status: "Available",
      can_download: true,
      view_url: url,
      download_url: url,
    });
  }

  const moa = describe("moa", "moa", { what: "moa" });
  const agreement = standing.agreement ?? (await findMemberAgreement(db, userId));
  if (agreement) documents.push(storedDocument(moa, agreement.pdfFileId));
  else documents.push(missingDocument(moa, standing.unlocked.moa ? "Pending" : "Not available yet"));

  const [form] = await db
    .select({ status: membershipForms.status, pdfFileId: membershipForms.pdfFileId })
    .from(membershipForms)
    .where(eq(membershipForms.userId, userId))
    .limit(1);
  const membership = describe("membership-form", "membership-form", { what: "membership-form" });
  if (form?.status === "submitted" && form.pdfFileId) documents.push(storedDocument(membership, form.pdfFileId));
  else documents.push(missingDocument(membership, form ? "Pending" : "Not available yet"));

  return documents;
}

import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import {
  agreementMessages as am,
  initialsAndSurname,
  creditNoteSubject,
  donationReceiptSubject,
  statementSubject,
  rentalStatementSubject,
  VERIFY_CODE_PATTERN,
  verifyPath,
  type VerifiedDocument,
  type VerifyAnswer,
} from "../../../common/agreements.ts";
import type { Db } from "../../db/open.ts";
import { moaAgreements, properties, sealedDocuments, sealedFiles, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import type { Sealer } from "../../platform/seal.ts";
import { villaLabel } from "../agreements/moa-pdf.ts";
import { withDeps } from "../../platform/with-deps.ts";
import type { InvoiceSealDeps } from "./invoices.ts";
import { sealInvoiceOnce } from "./issued-invoices.ts";
import { creditNoteByNumber } from "../refunds/credit-notes.ts";
import { statementByDocument } from "../statements/service.ts";
import { donationReceiptByNumber } from "../donations/receipts.ts";
import { rentalStatementByDocument } from "../rental/service.ts";

export interface VerificationDeps {
  db: Db;
  sealer: Sealer;
}

/** Uploads to /verify per address: a person checks a few files; a script guessing hashes is stopped. */
export const VERIFY_RATE: RateRule = {
  name: "verify:ip",
  limit: 20,
  windowSeconds: 10 * 60,
  message: "Too many files were checked from your address. Please try again in a few minutes.",
};

/**
 * /verify/{code}: a sealed document as the club keeps it, for anyone holding its QR code or
 * short link — its reference, its villa, the members' initials and surname, the signing times, its status and the
 * SHA-256 of the executed file. Nothing else personal. null: no such code.
 */
export async function documentByCode(db: Db, code: string): Promise<VerifiedDocument | null> {
  if (!VERIFY_CODE_PATTERN.test(code)) return null;
  const [document] = await db.select().from(sealedDocuments).where(eq(sealedDocuments.code, code));
  if (!document) return null;
  if (document.kind === "agreement" && document.agreementId) {
    const [found] = await db
      .select({
        agreement: moaAgreements,
        member: users.name,
        villa: { name: properties.name, villaNumber: properties.villaNumber },
      })
      .from(moaAgreements)
      .innerJoin(users, eq(users.id, moaAgreements.userId))
      .innerJoin(properties, eq(properties.id, moaAgreements.propertyId))
      .where(eq(moaAgreements.id, document.agreementId));
    if (!found) return null;
    const { agreement } = found;
    return {
      kind: "agreement",
      reference: document.reference,
      code,
      status: agreement.status,
      subject: villaLabel(found.villa),
      parties: [initialsAndSurname(found.member)],
      signedAt: agreement.signedAt.toISOString(),
      countersignedAt: agreement.countersignedAt?.toISOString() ?? null,
      issuedAt: document.issuedAt.toISOString(),
      revokedAt: agreement.revokedAt?.toISOString() ?? null,
      sha256: agreement.executedSha256,
    };
  }
  const [file] = await db
    .select({ sha256: sealedFiles.sha256 })
    .from(sealedFiles)
    .where(eq(sealedFiles.documentId, document.id))
    .orderBy(desc(sealedFiles.sealedAt))
    .limit(1);
  if (document.kind === "credit-note") {
    const note = await creditNoteByNumber(db, document.reference);
    if (!note) return null;
    return {
      kind: "credit-note",
      reference: document.reference,
      code,
      status: "issued",
      subject: creditNoteSubject(note.number, note.invoiceNumber),
      creditsInvoice: note.invoiceNumber,
      amount: note.amount,
      parties: [],
      signedAt: null,
      countersignedAt: null,
      issuedAt: document.issuedAt.toISOString(),
      revokedAt: null,
      sha256: file?.sha256 ?? null,
    };
  }
  if (document.kind === "statement") {
    const statement = await statementByDocument(db, document.id);
    if (!statement) return null;
    const party = initialsAndSurname(statement.member);
    return {
      kind: "statement",
      reference: document.reference,
      code,
      status: "issued",
      subject: statementSubject(party, statement.fy, statement.asAt),
      financialYear: statement.fy,
      asAt: statement.asAt,
      parties: [party],
      signedAt: null,
      countersignedAt: null,
      issuedAt: document.issuedAt.toISOString(),
      revokedAt: null,
      sha256: file?.sha256 ?? null,
    };
  }
  if (document.kind === "rental-statement") {
    const statement = await rentalStatementByDocument(db, document.id);
    if (!statement) return null;
    const party = initialsAndSurname(statement.member);
    return {
      kind: "rental-statement",
      reference: document.reference,
      code,
      status: "issued",
      subject: rentalStatementSubject(party, statement.month),
      parties: [party],
      signedAt: null,
      countersignedAt: null,
      issuedAt: document.issuedAt.toISOString(),
      revokedAt: null,
      sha256: file?.sha256 ?? null,
    };
  }
  if (document.kind === "donation-receipt") {
    const receipt = await donationReceiptByNumber(db, document.reference);
    if (!receipt) return null;
    const party = initialsAndSurname(receipt.donor);
    return {
      kind: "donation-receipt",
      reference: document.reference,
      code,
      status: "issued",
      subject: donationReceiptSubject(receipt.number, party, receipt.fy),
      financialYear: receipt.fy,
      amount: receipt.amount,
      currency: receipt.currency,
      parties: [party],
      signedAt: null,
      countersignedAt: null,
      issuedAt: document.issuedAt.toISOString(),
      revokedAt: null,
      sha256: file?.sha256 ?? null,
    };
  }
  return {
    kind: "invoice",
    reference: document.reference,
    code,
    status: "issued",
    subject: `Invoice ${document.reference}`,
    parties: [],
    signedAt: null,
    countersignedAt: null,
    issuedAt: document.issuedAt.toISOString(),
    revokedAt: null,
    sha256: file?.sha256 ?? null,
  };
}

/**
 * POST /api/verify: is this PDF exactly a document the club issued? Matched by its SHA-256
 * against every file the club sealed; if none matches, its digital signature is read to say whether it carries the
 * club's seal at all (a changed copy), another signer's, or none. The file is never stored. Rate-limited by address;
 * a file that is not a PDF is refused (400).
 */
export async function checkDocument(deps: VerificationDeps, bytes: Uint8Array, ip: string): Promise<VerifyAnswer> {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") throw new AppError(400, am.notPdf);
  await hitRateLimit(deps.db, VERIFY_RATE, ip);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const [match] = await deps.db
    .select({
      document: sealedDocuments,
      agreement: { status: moaAgreements.status, countersignedAt: moaAgreements.countersignedAt },
    })
    .from(sealedFiles)
    .innerJoin(sealedDocuments, eq(sealedDocuments.id, sealedFiles.documentId))
    .leftJoin(moaAgreements, eq(moaAgreements.id, sealedDocuments.agreementId))
    .where(eq(sealedFiles.sha256, sha256));
  if (match) {
    const { document, agreement } = match;
    const revoked = agreement?.status === "revoked";
    const note = document.kind === "credit-note" ? await creditNoteByNumber(deps.db, document.reference) : null;
    return {
      valid: !revoked,
      reference: document.reference,
      status: document.kind === "agreement" ? (agreement?.status ?? "executed") : "issued",
      signed_at: (agreement?.countersignedAt ?? document.issuedAt).toISOString(),
      kind: document.kind,
      ...(note ? { credits_invoice: note.invoiceNumber } : {}),
      verify_url: verifyPath(document.code),
      message: revoked ? am.validRevoked : am.valid,
    };
  }
  const seal = deps.sealer.inspect(bytes);
  if (!seal.signed) return { valid: false, signature: "none", message: `${am.notIssued} ${am.unsigned}` };
  if (seal.byClub || (!seal.intact && seal.signerSubject === deps.sealer.identity.subject)) {
    return { valid: false, signature: "club", message: am.sealedButChanged };
  }
  return { valid: false, signature: "other", message: `${am.notIssued} ${am.sealedByOther}` };
}

/** Public verification of sealed documents, and the one entry point to an issued invoice's PDF. */
export function createVerificationService(deps: InvoiceSealDeps) {
  return {
    byCode: withDeps(deps.db, documentByCode),
    check: withDeps(deps, checkDocument),
    /**
     * An issued invoice's PDF by its kind and id (a payment step's, a membership's, a stay's): sealed and stored the
     * first time, read from the file storage after. The one entry point for mails, jobs and downloads (decision 027).
     */
    invoicePdf: withDeps(deps, sealInvoiceOnce),
  };
}

import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import {
  identityDocumentMessages as m,
  type DocumentStatus,
  type IdentityDocumentItem,
  type IdentityDocumentList,
  type IdentityDocumentQuery,
} from "../../../common/identity-documents.ts";
import type { Db } from "../../db/open.ts";
import { applications, kycDetails, storedFiles, users, verificationDocTypes } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { Language } from "../../../common/language.ts";
import { IDENTITY_DOCUMENT_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { fileUrl } from "../files/service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * The office's review of members' identity documents: the queue, and the decision on a
 * submitted document — approved, or sent back with a reason (the member uploads a new one in step 1 of the
 * application, which makes it submitted again: server/modules/registration). Each decision is written to the
 * audit log in its transaction, with the member's mail queued.
 */
export interface IdentityDocumentsDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

function documentConditions(query: Pick<IdentityDocumentQuery, "status" | "q">): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(users.role, "member"), eq(kycDetails.documentStatus, query.status)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  return and(...filters);
}

/** The list's order: to check, oldest first; decided, the latest decision first. */
const documentOrder = (status: DocumentStatus) =>
  keyset(
    ...(status === "submitted"
      ? [{ by: kycDetails.updatedAt }]
      : [
          // never reviewed first, as descending order puts nulls
          { by: sql`coalesce(${kycDetails.documentReviewedAt}, 'infinity')`, type: "timestamptz", desc: true },
          { by: kycDetails.updatedAt, desc: true },
        ]),
    { by: users.id },
  );

function documentRows(db: Db, cursor: SQL<string[]>) {
  return db
    .select({
      kyc: {
        status: kycDetails.documentStatus,
        reason: kycDetails.documentReviewReason,
        reviewedAt: kycDetails.documentReviewedAt,
        updatedAt: kycDetails.updatedAt,
      },
      member: { id: users.id, name: users.name, email: users.email },
      docType: verificationDocTypes.name,
      file: {
        id: storedFiles.id,
        contentType: storedFiles.contentType,
        name: storedFiles.originalName,
        createdAt: storedFiles.createdAt,
      },
      cursor,
    })
    .from(kycDetails)
    .innerJoin(users, eq(users.id, kycDetails.userId))
    .leftJoin(verificationDocTypes, eq(verificationDocTypes.id, kycDetails.verificationDocId))
    .leftJoin(storedFiles, eq(storedFiles.id, kycDetails.verificationDocFileId))
    .$dynamic();
}

const documentItem = (row: Awaited<ReturnType<ReturnType<typeof documentRows>["execute"]>>[number]) => ({
  member: row.member,
  document_type: row.docType,
  document: row.file ? { url: fileUrl(row.file.id), content_type: row.file.contentType, name: row.file.name } : null,
  submitted_at: (row.file?.createdAt ?? row.kyc.updatedAt).toISOString(),
  status: row.kyc.status,
  reason: row.kyc.reason,
  reviewed_at: row.kyc.reviewedAt?.toISOString() ?? null,
});

/** GET /api/admin/identity-documents: members' documents of one status (to check: oldest first), by name or e-mail. */
export async function listIdentityDocuments(db: Db, query: IdentityDocumentQuery): Promise<IdentityDocumentList> {
  const where = documentConditions(query);
  const order = documentOrder(query.status);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(kycDetails).innerJoin(users, eq(users.id, kycDetails.userId)).where(where),
    documentRows(db, order.cursor)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(documentItem),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const DOCUMENT_CSV_COLUMNS: CsvColumn<IdentityDocumentItem>[] = [
  { header: "Member id", value: (d) => d.member.id },
  { header: "Name", value: (d) => d.member.name },
  { header: "E-mail", value: (d) => d.member.email },
  { header: "Document type", value: (d) => d.document_type },
  { header: "Submitted (IST)", value: (d) => csvMoment(d.submitted_at) },
  { header: "Status", value: (d) => d.status },
  { header: "Reason sent back", value: (d) => d.reason },
  { header: "Reviewed (IST)", value: (d) => csvMoment(d.reviewed_at) },
];

/** GET /api/admin/identity-documents.csv: every document of the status and search, in the list's order. */
export function identityDocumentsCsv(db: Db, query: Pick<IdentityDocumentQuery, "status" | "q">): CsvDownload {
  const where = documentConditions(query);
  const order = documentOrder(query.status);
  return csvDownload(
    "identity-documents",
    DOCUMENT_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        documentRows(db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(documentItem),
    ),
  );
}

type Decision = { status: "approved" } | { status: "returned"; reason: string };

/**
 * Decides a member's submitted identity document: the row is locked, a document already decided is refused (409),
 * the change and its audit row ("identity-document.approved" / "identity-document.returned", before → after) are
 * written together with the member's mail, queued (decision 026).
 */
async function decide(deps: IdentityDocumentsDeps, actor: AuditActor, memberId: string, decision: Decision) {
  if (!isUuid(memberId)) throw new AppError(404, m.notFound);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        kycId: kycDetails.id,
        status: kycDetails.documentStatus,
        reason: kycDetails.documentReviewReason,
        fileId: kycDetails.verificationDocFileId,
        name: users.name,
        email: users.email,
        language: users.language,
      })
      .from(kycDetails)
      .innerJoin(users, eq(users.id, kycDetails.userId))
      .where(and(eq(kycDetails.userId, memberId), eq(users.role, "member")))
      .for("update", { of: kycDetails })
      .limit(1);
    if (!row) throw new AppError(404, m.notFound);
    if (row.status !== "submitted") throw new AppError(409, m.notSubmitted);
    const reason = decision.status === "returned" ? decision.reason : null;
    await tx
      .update(kycDetails)
      .set({
        documentStatus: decision.status,
        documentReviewReason: reason,
        documentReviewedAt: new Date(),
        documentReviewedBy: actor.id,
      })
      .where(eq(kycDetails.id, row.kycId));
    await recordAudit(tx, {
      actor,
      action: `identity-document.${decision.status}`,
      memberId,
      subjectId: row.kycId,
      detail: {
        before: { status: row.status, reason: row.reason },
        after: { status: decision.status, reason },
        file_id: row.fileId,
      },
    });
    const [application] = await tx
      .select({ propertyId: applications.propertyId })
      .from(applications)
      .where(eq(applications.userId, memberId))
      .limit(1);
    await deps.mail.send(
      tx,
      decisionMail(
        deps.publicUrl,
        { name: row.name, email: row.email, language: row.language, propertyId: application?.propertyId ?? null },
        decision,
      ),
    );
  });
  return { status: decision.status as DocumentStatus };
}

function decisionMail(
  publicUrl: string,
  member: { name: string; email: string; language: Language; propertyId: string | null },
  decision: Decision,
) {
  const words = IDENTITY_DOCUMENT_MAIL_TEXT[member.language];
  if (decision.status === "approved") {
    return noticeMail({
      to: member.email,
      name: member.name,
      language: member.language,
      subject: words.approved.subject,
      paragraphs: [words.approved.lead],
      link: { label: words.approved.openDashboard, url: new URL("/dashboard", publicUrl).toString() },
      publicUrl,
      summary: "identity document approved",
    });
  }
  const fix = member.propertyId ? `/registration/${member.propertyId}?step=1` : "/dashboard";
  return noticeMail({
    to: member.email,
    name: member.name,
    language: member.language,
    subject: words.sentBack.subject,
    paragraphs: [words.sentBack.lead, words.sentBack.next],
    reason: decision.reason,
    link: { label: words.sentBack.fixLink, url: new URL(fix, publicUrl).toString() },
    publicUrl,
    summary: "identity document sent back",
  });
}

/** POST /api/admin/members/{id}/identity-document/approve */
export const approveIdentityDocument = (deps: IdentityDocumentsDeps, actor: AuditActor, memberId: string) =>
  decide(deps, actor, memberId, { status: "approved" });

/** POST /api/admin/members/{id}/identity-document/return { reason } */
export const returnIdentityDocument = (
  deps: IdentityDocumentsDeps,
  actor: AuditActor,
  memberId: string,
  reason: string,
) => decide(deps, actor, memberId, { status: "returned", reason });

/** The office's review of members' identity documents: the queue, approve, send back. */
export function createIdentityDocumentsService(deps: IdentityDocumentsDeps) {
  return {
    list: withDeps(deps.db, listIdentityDocuments),
    csv: withDeps(deps.db, identityDocumentsCsv),
    approve: withDeps(deps, approveIdentityDocument),
    sendBack: withDeps(deps, returnIdentityDocument),
  };
}

import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import {
  TRUST_DOCUMENT_MAX_BYTES,
  DOCUMENT_DOWNLOAD_QUERY,
  trustDocumentGroupLabel,
  trustDocumentMessages as m,
  trustDocumentPath,
  type PublishedTrustDocuments,
  type TrustDocumentGroup,
  type TrustDocumentInput,
  type TrustDocumentRecord,
} from "../../../common/trust-documents.ts";
import type { Db } from "../../db/open.ts";
import { trustDocuments, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newStorageKey, type FileStorage } from "../../platform/storage.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { detectContentType, safeName } from "../files/service.ts";

/**
 * The Trust's documents published on /why-trust-us: content staff upload PDFs (read as PDFs from their bytes, at
 * most 5 MB), kept in the file storage under `trust-documents/`, each with its SHA-256; the upload and the withdrawal
 * are audited in the transaction of their row, and the public pages kept in memory are dropped after each (the
 * page links to the newest document of each place). Anyone may read a document at `/trust-documents/{id}/{name}`.
 */

export interface TrustDocumentsDeps {
  db: Db;
  storage: FileStorage;
  /** What the public pages show changed: the page cache forgets them. */
  changed: () => void;
}

const STORAGE_FOLDER = "trust-documents";

type Row = typeof trustDocuments.$inferSelect;

function toRecord(row: Row, uploadedBy: string | null): TrustDocumentRecord {
  return {
    id: row.id,
    title: row.title,
    group: row.group,
    group_label: trustDocumentGroupLabel(row.group),
    file_name: row.fileName,
    size: row.size,
    sha256: row.sha256,
    url: trustDocumentPath(row.id, row.fileName),
    uploaded_at: row.createdAt.toISOString(),
    uploaded_by: uploadedBy,
  };
}

/** POST /api/admin/trust-documents: a PDF (by its content) for one place of /why-trust-us, stored, then its row and audit. */
export async function uploadTrustDocument(
  deps: TrustDocumentsDeps,
  actor: AuditActor & { name?: string | null },
  input: TrustDocumentInput & { bytes: Buffer; name: string },
): Promise<TrustDocumentRecord> {
  if (input.bytes.length === 0) throw new AppError(400, m.emptyFile);
  if (input.bytes.length > TRUST_DOCUMENT_MAX_BYTES) throw new AppError(413, m.tooLarge);
  if ((await detectContentType(input.bytes)) !== "application/pdf") throw new AppError(415, m.pdfOnly);
  const key = newStorageKey(STORAGE_FOLDER, ".pdf");
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  await deps.storage.put(key, input.bytes);
  let row: Row;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(trustDocuments)
        .values({
          group: input.group,
          title: input.title,
          storageKey: key,
          fileName: safeName(input.name, ".pdf"),
          size: input.bytes.length,
          sha256,
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "trust_document.uploaded",
        subjectId: created.id,
        detail: {
          before: null,
          after: {
            title: created.title,
            group: created.group,
            file_name: created.fileName,
            size: created.size,
            sha256,
          },
        },
      });
      return created;
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  deps.changed();
  return toRecord(row, actor.name ?? null);
}

/** GET /api/admin/trust-documents: every published document, newest first, with who uploaded it. */
export async function listTrustDocuments(db: Db): Promise<TrustDocumentRecord[]> {
  const rows = await db
    .select({ document: trustDocuments, uploader: users.name })
    .from(trustDocuments)
    .leftJoin(users, eq(users.id, trustDocuments.uploadedBy))
    .orderBy(desc(trustDocuments.createdAt), desc(trustDocuments.id));
  return rows.map((r) => toRecord(r.document, r.uploader));
}

/** DELETE /api/admin/trust-documents/{id}: the row goes with its audit entry, then its bytes; the page links the place's previous document, or none. */
export async function deleteTrustDocument(
  deps: TrustDocumentsDeps,
  actor: AuditActor,
  id: string,
): Promise<TrustDocumentRecord> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const row = await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(trustDocuments).where(eq(trustDocuments.id, id)).returning();
    if (!removed) throw new AppError(404, m.notFound);
    await recordAudit(tx, {
      actor,
      action: "trust_document.deleted",
      subjectId: removed.id,
      detail: {
        before: {
          title: removed.title,
          group: removed.group,
          file_name: removed.fileName,
          size: removed.size,
          sha256: removed.sha256,
        },
        after: null,
      },
    });
    return removed;
  });
  await deps.storage.remove(row.storageKey);
  deps.changed();
  return toRecord(row, null);
}

/** What /why-trust-us links to: the newest document of each place, its address to view and to download. */
export async function publishedTrustDocuments(db: Db): Promise<PublishedTrustDocuments> {
  const rows = await db
    .selectDistinctOn([trustDocuments.group], {
      id: trustDocuments.id,
      group: trustDocuments.group,
      fileName: trustDocuments.fileName,
    })
    .from(trustDocuments)
    .orderBy(trustDocuments.group, desc(trustDocuments.createdAt), desc(trustDocuments.id));
  const published: PublishedTrustDocuments = {};
  for (const row of rows) {
    const view = trustDocumentPath(row.id, row.fileName);
    published[row.group as TrustDocumentGroup] = { view, download: `${view}${DOCUMENT_DOWNLOAD_QUERY}` };
  }
  return published;
}

/** A published document's bytes for its public address (its id and file name); 404 when either does not match. */
export async function readTrustDocument(
  deps: Pick<TrustDocumentsDeps, "db" | "storage">,
  id: string,
  fileName: string,
) {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [row] = await deps.db.select().from(trustDocuments).where(eq(trustDocuments.id, id)).limit(1);
  if (!row || row.fileName !== fileName) throw new AppError(404, m.notFound);
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw new AppError(404, m.notFound);
  return { fileName: row.fileName, sha256: row.sha256, bytes };
}

/** The Trust's documents published on /why-trust-us: uploaded, listed, withdrawn by the office; read by anyone. */
export function createTrustDocumentsService(platform: { db: Db; storage: FileStorage; villasChanged: () => void }) {
  const deps: TrustDocumentsDeps = { db: platform.db, storage: platform.storage, changed: platform.villasChanged };
  return {
    upload: (actor: Parameters<typeof uploadTrustDocument>[1], input: Parameters<typeof uploadTrustDocument>[2]) =>
      uploadTrustDocument(deps, actor, input),
    list: () => listTrustDocuments(deps.db),
    remove: (actor: AuditActor, id: string) => deleteTrustDocument(deps, actor, id),
    published: () => publishedTrustDocuments(deps.db),
    read: (id: string, fileName: string) => readTrustDocument(deps, id, fileName),
  };
}

import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { MAX_UPLOAD_BYTES, registrationMessages as m } from "../../../common/registration.ts";
import type { Db } from "../../db/open.ts";
import { kycDetails, storedFiles } from "../../db/schema.ts";
import { recordAudit } from "../audit/service.ts";
import { AppError } from "../../platform/errors.ts";
import { newStorageKey, type FileStorage } from "../../platform/storage.ts";
import { isUuid } from "../../../common/ids.ts";
import { mayOffice } from "../../../common/office-access.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { withDeps } from "../../platform/with-deps.ts";

export interface FilesDeps {
  db: Db;
  storage: FileStorage;
}

/** What a stored file is for; decides nothing but is kept for the documents list and audits. */
export type FilePurpose =
  | "document"
  | "identity-document"
  | "receipt"
  | "signature"
  | "invoice"
  | "moa"
  | "membership-form"
  | "conveyance-document"
  | "transfer-document";

export type StoredFile = typeof storedFiles.$inferSelect;

const EXTENSIONS: Record<string, string> = { "application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg" };

/** The type of a file read from its bytes (magic numbers), never from its name; null when unknown. */
export async function detectContentType(bytes: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type?.mime ?? null;
}

/** The address of a stored file: served only to its owner and the staff who see members' records. */
export const fileUrl = (id: string) => `/files/${id}`;

/** The id in a /files/{id} address, or null. */
export function fileIdFromUrl(url: string): string | null {
  const match = /^\/files\/([0-9a-f-]{36})$/i.exec(url.trim());
  return match ? match[1].toLowerCase() : null;
}

/**
 * Stores an upload for its owner after checking it: not empty, at most 5 MB, and of one of the allowed types
 * as read from its content. The row and the bytes are written together: if the row cannot be written, the bytes
 * are removed again.
 */
/** Uploads per member and hour: a member's files are many (KYC, receipts, signatures) but not endless. */
export const UPLOAD_RATE: RateRule = {
  name: "upload:account",
  limit: 120,
  windowSeconds: 60 * 60,
  message: "Too many uploads in a short time. Please try again in a while.",
};

/** Counts an upload of the member against UPLOAD_RATE (429 past it), before its bytes are read. */
export const countUpload = (deps: FilesDeps, userId: string) => hitRateLimit(deps.db, UPLOAD_RATE, userId);

export async function storeUpload(
  deps: FilesDeps,
  input: {
    ownerId: string;
    purpose: FilePurpose;
    bytes: Buffer;
    name: string;
    allowed: readonly string[];
    typeMessage: string;
  },
): Promise<StoredFile> {
  if (input.bytes.length === 0) throw new AppError(400, m.emptyFile);
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, m.uploadSize);
  const contentType = await detectContentType(input.bytes);
  if (!contentType || !input.allowed.includes(contentType)) throw new AppError(415, input.typeMessage);
  return storeGenerated(deps, {
    ownerId: input.ownerId,
    purpose: input.purpose,
    bytes: input.bytes,
    name: input.name,
    contentType,
  });
}

/** Stores a file the server made itself (an invoice, a signed agreement). */
export async function storeGenerated(
  deps: FilesDeps,
  input: { ownerId: string; purpose: FilePurpose; bytes: Uint8Array; name: string; contentType: string },
  db: Db = deps.db,
): Promise<StoredFile> {
  const key = newStorageKey(input.purpose, EXTENSIONS[input.contentType] ?? "");
  await deps.storage.put(key, input.bytes);
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        ownerId: input.ownerId,
        purpose: input.purpose,
        storageKey: key,
        contentType: input.contentType,
        size: input.bytes.length,
        originalName: safeName(input.name, EXTENSIONS[input.contentType] ?? ""),
        sha256: createHash("sha256").update(input.bytes).digest("hex"),
      })
      .returning();
    return row;
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

/** A file of `ownerId` named by its /files/{id} address; 400 when it is not one of theirs. */
export async function ownedFileByUrl(
  db: Db,
  ownerId: string,
  url: string,
  message: string = m.uploadedFileUnknown,
): Promise<StoredFile> {
  const id = fileIdFromUrl(url);
  const file = id ? await findOwnedFile(db, ownerId, id) : null;
  if (!file) throw new AppError(400, message);
  return file;
}

export async function findOwnedFile(db: Db, ownerId: string, id: string): Promise<StoredFile | null> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)))
    .limit(1);
  return file ?? null;
}

/**
 * A stored file for download: the owner's own, or any for the staff who see members' records (the office's
 * "members" area); 404 otherwise (another
 * member's file is not said to exist).
 */
export async function readFileFor(
  deps: FilesDeps,
  viewer: { id: string; role: string; ip?: string | null },
  id: string,
): Promise<{ file: StoredFile; bytes: Buffer }> {
  const [file] = isUuid(id) ? await deps.db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1) : [];
  const staffMayRead = mayOffice(viewer.role, "members");
  if (!file || (file.ownerId !== viewer.id && !staffMayRead)) throw new AppError(404, m.fileNotFound);
  const bytes = await deps.storage.get(file.storageKey);
  if (!bytes) throw new AppError(404, m.fileNotFound);
  if (file.ownerId !== viewer.id) {
    // staff opening a member's identity document see it unmasked: the view goes to the audit log
    const [kyc] = await deps.db
      .select({ id: kycDetails.id })
      .from(kycDetails)
      .where(eq(kycDetails.verificationDocFileId, file.id))
      .limit(1);
    if (kyc) {
      await recordAudit(deps.db, {
        actor: { id: viewer.id, role: viewer.role, ip: viewer.ip },
        action: "member.identity_document_viewed",
        memberId: file.ownerId,
        subjectId: file.id,
      });
    }
  }
  return { file, bytes };
}

/** A stored file's bytes and type, for a mail's attachment sent by the job queue; an error when it is gone (the job is retried, then shown failed). */
export async function storedFileBytes(deps: FilesDeps, id: string): Promise<{ bytes: Buffer; contentType: string }> {
  const [file] = isUuid(id) ? await deps.db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1) : [];
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw new Error(`The stored file ${id} is not there`);
  return { bytes, contentType: file.contentType };
}

/** A file name safe for a Content-Disposition header, with the extension of its real type. */
export function safeName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w\- ]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "file"}${extension}`;
}

/** The stored files: uploads checked and stored, files the server made, a file read by whoever may read it. */
export function createFilesService(deps: FilesDeps) {
  return {
    storeUpload: withDeps(deps, storeUpload),
    storeGenerated: (input: Parameters<typeof storeGenerated>[1]) => storeGenerated(deps, input),
    readFileFor: withDeps(deps, readFileFor),
    /** Counts a member's upload against the hourly limit (429 past it), before its bytes are read. */
    countUpload: withDeps(deps, countUpload),
  };
}

import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { fileTypeStream as detectingStream } from "file-type";
import { isUuid } from "../../../common/ids.ts";
import {
  MEDIA_MAX_BYTES,
  mediaContentTypeOf,
  mediaMessages as m,
  mediaTypeOf,
  type MediaKind,
  type MediaList,
  type MediaRecord,
  type MediaSearchQuery,
} from "../../../common/media-library.ts";
import type { Db } from "../../db/open.ts";
import { mediaFiles } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { ByteRange, FileStorage } from "../../platform/storage.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { escapeLike } from "../../db/like.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * The media library: staff upload video, audio and images, streamed to the file storage under
 * `public-media/library/<uuid>.<ext>` (never held whole in memory), and anyone may read them at
 * `/media/library/<uuid>.<ext>`. The catalogue's images are public the same way under `public-media/uploads/`.
 * Each upload and deletion is audited in the transaction of its row.
 */

export interface MediaDeps {
  db: Db;
  storage: FileStorage;
  /** The site's address (PUBLIC_URL): media addresses are absolute, to be pasted anywhere. */
  publicUrl: string;
}

type MediaRow = typeof mediaFiles.$inferSelect;

/** The storage folder of public media; the part after it is the path under /media/. */
export const PUBLIC_MEDIA_FOLDER = "public-media";
const LIBRARY = "library";

/** How many first bytes are read to know a file's type (file-type's own sample). */
const SAMPLE_BYTES = 4100;

/**
 * file-type's stream that passes the bytes on, with the type read from their start. Its Node.js entry (the one the
 * server loads) takes a Node stream; the types the compiler resolves are those of its browser entry.
 */
const fileTypeStream = detectingStream as unknown as (
  source: Readable,
  options: { sampleSize: number },
) => Promise<Readable & { readonly fileType?: { mime: string } }>;

/** The public address of a stored media key (`public-media/library/x.mp4` → `/media/library/x.mp4`). */
export const mediaPathOf = (storageKey: string) => `/media/${storageKey.slice(PUBLIC_MEDIA_FOLDER.length + 1)}`;

function toRecord(deps: Pick<MediaDeps, "publicUrl">, row: MediaRow): MediaRecord {
  return {
    id: row.id,
    name: row.originalName,
    kind: row.kind as MediaKind,
    content_type: row.contentType,
    size: row.size,
    url: `${deps.publicUrl}${mediaPathOf(row.storageKey)}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** A file's name as the library lists it: without folders or control characters, at most 200 characters. */
export function mediaName(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, "")
    .trim()
    .slice(0, 200);
  return base || "media";
}

/** Passes bytes on until more than `max` came; then fails with 413. */
function sizeLimit(max: number) {
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      limit.bytes += chunk.length;
      done(limit.bytes > max ? new AppError(413, m.tooLarge) : null, chunk);
    },
  }) as Transform & { bytes: number };
  limit.bytes = 0;
  return limit;
}

/**
 * POST /api/admin/media: stores the upload in `source` as it streams (its type read from its first bytes: a video,
 * audio file or image of MEDIA_TYPES, else 415; more than `maxBytes`, 413; empty, 400), then its row and the audit in
 * one transaction. If the row cannot be written, the bytes are removed again.
 */
export async function uploadMedia(
  deps: MediaDeps,
  actor: AuditActor,
  input: { source: Readable; name: string },
  maxBytes: number = MEDIA_MAX_BYTES,
): Promise<MediaRecord> {
  const limit = sizeLimit(maxBytes);
  input.source.once("error", (error) => limit.destroy(error));
  const counted = input.source.pipe(limit);
  const typed = await fileTypeStream(counted, { sampleSize: SAMPLE_BYTES });
  const type = mediaTypeOf(typed.fileType?.mime);
  if (!type) {
    typed.destroy();
    input.source.destroy();
    throw limit.bytes === 0 ? new AppError(400, m.emptyFile) : new AppError(415, m.type);
  }
  const key = `${PUBLIC_MEDIA_FOLDER}/${LIBRARY}/${randomUUID()}.${type.ext}`;
  let size: number;
  try {
    ({ size } = await deps.storage.putStream(key, typed));
  } catch (error) {
    input.source.destroy();
    // the limit's 413 (or a broken upload) rather than the stream's own wrapping of it
    throw limit.errored instanceof AppError ? limit.errored : error;
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(mediaFiles)
        .values({
          storageKey: key,
          originalName: mediaName(input.name),
          contentType: type.type,
          kind: type.kind,
          size,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "media.uploaded",
        subjectId: created.id,
        detail: {
          name: created.originalName,
          kind: created.kind,
          content_type: created.contentType,
          size,
          path: mediaPathOf(key),
        },
      });
      return created;
    });
    return toRecord(deps, row);
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

/** GET /api/admin/media: the library newest first, a page at a time; found by name, filtered by kind. */
export async function listMedia(deps: MediaDeps, query: MediaSearchQuery): Promise<MediaList> {
  const filters: (SQL | undefined)[] = [];
  if (query.q) filters.push(ilike(mediaFiles.originalName, `%${escapeLike(query.q)}%`));
  if (query.kind) filters.push(eq(mediaFiles.kind, query.kind));
  const where = and(...filters);
  const [[{ total }], rows] = await Promise.all([
    deps.db.select({ total: count() }).from(mediaFiles).where(where),
    deps.db
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { items: rows.map((row) => toRecord(deps, row)), total, page: query.page, limit: query.limit };
}

/**
 * DELETE /api/admin/media/{id}: the row goes with its audit entry in one transaction, then the stored bytes (the
 * address answers 404 from then on; a copy a browser or proxy cached may live on, as with any public file).
 */
export async function deleteMedia(deps: MediaDeps, actor: AuditActor, id: string): Promise<MediaRecord> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const row = await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
    if (!removed) throw new AppError(404, m.notFound);
    await recordAudit(tx, {
      actor,
      action: "media.deleted",
      subjectId: removed.id,
      detail: {
        name: removed.originalName,
        kind: removed.kind,
        size: removed.size,
        path: mediaPathOf(removed.storageKey),
      },
    });
    return removed;
  });
  await deps.storage.remove(row.storageKey);
  return toRecord(deps, row);
}

/**
 * A public media path under /media/ (`library/<name>.<ext>` or `uploads/<name>.<ext>`): its storage key and type, or
 * null for anything else. Names are letters, digits, `-` and `_` only, so no path leaves its folder.
 */
export function publicMediaKey(path: string): { key: string; contentType: string } | null {
  const match = /^(library|uploads)\/([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.([A-Za-z0-9]{2,5})$/.exec(path);
  const contentType = match ? mediaContentTypeOf(match[3]) : undefined;
  if (!match || !contentType) return null;
  return { key: `${PUBLIC_MEDIA_FOLDER}/${path}`, contentType };
}

/** A public media file's size and last change (for the answer's headers), or null when nothing is stored. */
export const statPublicMedia = (storage: FileStorage, key: string) => storage.stat(key);

/** A public media file's bytes (all, or a range), as a stream. */
export const readPublicMedia = (storage: FileStorage, key: string, range?: ByteRange) => storage.read(key, range);

/**
 * The one byte range an HTTP `Range` header asks of a file of `size` bytes: null when there is no header or it is
 * not a single bytes range (the whole file is sent), "unsatisfiable" when it lies outside the file (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** The media library: uploads streamed to storage, public under /media/library/ and /media/uploads/. */
export function createMediaService(deps: MediaDeps) {
  return {
    upload: (actor: AuditActor, input: Parameters<typeof uploadMedia>[2], maxBytes?: number) =>
      uploadMedia(deps, actor, input, maxBytes),
    list: withDeps(deps, listMedia),
    remove: withDeps(deps, deleteMedia),
    stat: withDeps(deps.storage, statPublicMedia),
    read: withDeps(deps.storage, readPublicMedia),
  };
}

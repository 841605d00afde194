import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AwsClient } from "aws4fetch";
import { messages } from "../../common/messages.ts";
import { AppError } from "./errors.ts";

/**
 * Where stored files' bytes live (ARCHITECTURE.md "File storage"). Keys are opaque paths chosen by the
 * server (never by a user); the files are served only through the access-checked /files/{id} route.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /**
   * Writes the bytes of `source` under `key` as they come, never holding the whole file in memory (a large upload);
   * nothing is stored under `key` if the source fails. Answers the number of bytes written.
   */
  putStream(key: string, source: Readable): Promise<{ size: number }>;
  /** The size and last change of what is stored under `key`, or null when nothing is. */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes under `key` as a stream (all of them, or the inclusive byte `range`), or null when nothing is stored. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes what failed or killed writes left behind (the disk's `*.part` files); answers how many. */
  removeLeftovers?(): Promise<number>;
}

/** The errors of a storage that has no room left: the disk full, a quota reached, a file over the system's limit. */
const STORAGE_FULL_CODES = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);

/** True when `error` (or its cause) says the storage is full: a disk's errno, or an object store's 507. */
export function isStorageFull(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; status?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === "string" && STORAGE_FULL_CODES.has(e.code)) return true;
    if (e.status === 507) return true;
  }
  return false;
}

/**
 * The storage as the services use it: a write refused for want of room answers 507 with a message the office
 * understands (nothing was saved; the administrator must free space), never a bare 500.
 */
export function guardedStorage(storage: FileStorage): FileStorage {
  const full = (error: unknown) => (isStorageFull(error) ? new AppError(507, messages.storageFull) : error);
  return {
    ...storage,
    put: (key, bytes) => storage.put(key, bytes).catch((error: unknown) => Promise.reject(full(error))),
    putStream: (key, source) => storage.putStream(key, source).catch((error: unknown) => Promise.reject(full(error))),
  };
}

/** A `*.part` file untouched this long belongs to no write in progress (another instance may share the folder). */
export const LEFTOVER_AGE_MS = 10 * 60_000;

/** Removes the `*.part` files under `root` not written to for LEFTOVER_AGE_MS; answers how many. */
export async function removePartFiles(root: string, now = Date.now()): Promise<number> {
  let removed = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".part")) continue;
    const path = join(entry.parentPath, entry.name);
    const found = await stat(path).catch(() => null);
    if (found && now - found.mtimeMs >= LEFTOVER_AGE_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

export interface StoredObject {
  size: number;
  modified: Date | null;
}

/** Bytes `start` to `end`, both included (as an HTTP Range says them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Counts the bytes that pass through it. */
function byteCounter() {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Local disk under `root` (DATA_DIR/files by default). Writes go to a temporary file first, then rename. */
export function createDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the storage folder: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, path);
      } catch (error) {
        // a full disk leaves a zero-byte or partial file: never kept
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      const counter = byteCounter();
      try {
        await pipeline(source, counter, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: counter.bytes };
    },
    async stat(key) {
      try {
        const found = await stat(pathOf(key));
        return found.isFile() ? { size: found.size, modified: found.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async read(key, range) {
      const path = pathOf(key);
      const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      // the file is opened before the stream is handed out, so a missing one answers null rather than a broken stream
      return new Promise<Readable | null>((settle, fail) => {
        stream.once("open", () => settle(stream));
        stream.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? settle(null) : fail(error)));
      });
    },
    removeLeftovers: () => removePartFiles(base),
  };
}

/** A fresh storage key: `<purpose>/<yyyy>/<mm>/<uuid><ext>`. */
export function newStorageKey(purpose: string, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return join(purpose, String(now.getUTCFullYear()), month, `${randomUUID()}${extension}`).split(sep).join("/");
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, …) through signed HTTP requests (aws4fetch, SigV4). With an
 * endpoint, requests are path-style (`endpoint/bucket/key`), as most S3-compatible services want.
 */
export function createS3Storage(options: {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
  });
  const base = options.endpoint
    ? `${options.endpoint}/${options.bucket}`
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const urlOf = (key: string) => `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const fail = async (action: string, key: string, res: Response) =>
    Object.assign(
      new Error(`S3 ${action} of ${key} failed: ${res.status} ${res.statusText} ${(await res.text()).slice(0, 200)}`),
      { status: res.status },
    );
  /** The answer's body drained, so the connection goes back to the pool. */
  const drained = async (res: Response) => {
    await res.arrayBuffer();
  };
  return {
    async put(key, bytes) {
      const res = await client.fetch(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(bytes) as Uint8Array<ArrayBuffer>,
        headers: { "content-type": "application/octet-stream" },
      });
      if (!res.ok) throw await fail("upload", key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: "GET" });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail("download", key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw await fail("removal", key, res);
      await res.arrayBuffer();
    },
    // S3 wants the length of a PUT before its body: the bytes are spooled to a temporary file (hashed on the way, for
    // the signature), then sent from it as a stream with their Content-Length
    async putStream(key, source) {
      const folder = await mkdtemp(join(tmpdir(), "club-s3-put-"));
      try {
        const spool = join(folder, "bytes");
        const counter = byteCounter();
        const hash = createHash("sha256");
        const hashing = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(source, counter, hashing, createWriteStream(spool));
        const res = await client.fetch(urlOf(key), {
          method: "PUT",
          body: Readable.toWeb(createReadStream(spool)) as ReadableStream<Uint8Array>,
          headers: {
            "content-type": "application/octet-stream",
            "content-length": String(counter.bytes),
            "x-amz-content-sha256": hash.digest("hex"),
          },
        });
        if (!res.ok) throw await fail("upload", key, res);
        await drained(res);
        return { size: counter.bytes };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async stat(key) {
      const res = await client.fetch(urlOf(key), { method: "HEAD" });
      await drained(res);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 look-up of ${key} failed: ${res.status} ${res.statusText}`);
      const modified = res.headers.get("last-modified");
      return { size: Number(res.headers.get("content-length") ?? 0), modified: modified ? new Date(modified) : null };
    },
    async read(key, range) {
      const res = await client.fetch(urlOf(key), {
        method: "GET",
        headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      });
      if (res.status === 404) {
        await drained(res);
        return null;
      }
      if (!res.ok) throw await fail("download", key, res);
      if (!res.body) return Readable.from([]);
      return Readable.fromWeb(res.body as import("node:stream/web").ReadableStream<Uint8Array>);
    },
  };
}

import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { AwsClient } from "aws4fetch";

/**
 * Where stored files' bytes live (ARCHITECTURE.md "File storage"). Keys are opaque paths chosen by the
 * server (never by a user); the files are served only through the access-checked /files/{id} route.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
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
      await writeFile(temporary, bytes);
      await rename(temporary, path);
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
export function createS3Storage(options: { bucket: string; endpoint?: string; region: string; accessKeyId: string; secretAccessKey: string }): FileStorage {
  const client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: "s3", region: options.region });
  const base = options.endpoint ? `${options.endpoint}/${options.bucket}` : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const urlOf = (key: string) => `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const fail = async (action: string, key: string, res: Response) =>
    new Error(`S3 ${action} of ${key} failed: ${res.status} ${res.statusText} ${(await res.text()).slice(0, 200)}`);
  return {
    async put(key, bytes) {
      const res = await client.fetch(urlOf(key), { method: "PUT", body: new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, headers: { "content-type": "application/octet-stream" } });
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
  };
}

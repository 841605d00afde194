import { mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/app.ts";
import { createMember, fixtures, multipart, staffMember, upload } from "../test/members.ts";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { createDiskStorage, createS3Storage, newStorageKey, type FileStorage } from "./storage.ts";

/** Streams in and out (the media library's large files): written as they come, read whole or a byte range at a time. */
async function checkStreams(storage: FileStorage) {
  const key = `public-media/library/${newStorageKey("test", ".bin").split("/").pop()}`;
  const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
  const whole = Buffer.concat(chunks);
  expect(await storage.putStream(key, Readable.from(chunks))).toEqual({ size: whole.length });
  const found = await storage.stat(key);
  expect(found?.size).toBe(whole.length);
  expect(found?.modified).toBeInstanceOf(Date);
  expect((await buffer((await storage.read(key))!)).equals(whole)).toBe(true);
  const start = 64 * 1024 - 3;
  expect(
    (await buffer((await storage.read(key, { start, end: start + 9 }))!)).equals(whole.subarray(start, start + 10)),
  ).toBe(true);
  expect((await storage.get(key))?.equals(whole)).toBe(true);
  // a source that fails leaves nothing under its key
  const broken = `${key}.broken`;
  const failing = Readable.from(
    (async function* () {
      yield Buffer.alloc(1000);
      throw new Error("the upload broke off");
    })(),
  );
  await expect(storage.putStream(broken, failing)).rejects.toThrow(/broke off/);
  expect(await storage.stat(broken)).toBeNull();
  await storage.remove(key);
  expect(await storage.stat(key)).toBeNull();
  expect(await storage.read(key)).toBeNull();
}

describe("disk storage", () => {
  it("writes, reads and removes under its folder only", async () => {
    const root = mkdtempSync(join(tmpdir(), "club-files-"));
    const storage = createDiskStorage(root);
    const key = newStorageKey("receipt", ".png");
    expect(key).toMatch(/^receipt\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    await storage.put(key, Buffer.from("bytes"));
    expect((await storage.get(key))?.toString()).toBe("bytes");
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put("../outside.txt", Buffer.from("x"))).rejects.toThrow(/outside/);
  });

  it("writes a stream through a temporary file, reads it whole or by byte range, leaves no part of a broken one", async () => {
    const root = mkdtempSync(join(tmpdir(), "club-files-"));
    await checkStreams(createDiskStorage(root));
    expect(readdirSync(join(root, "public-media", "library"))).toEqual([]);
    await expect(
      createDiskStorage(root).putStream("../outside.bin", Readable.from([Buffer.from("x")])),
    ).rejects.toThrow(/outside/);
  });
});

describe("S3-compatible storage (s3rver, a real S3 API over HTTP)", () => {
  let server: S3rver;
  let endpoint: string;
  let directory: string;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "club-s3-"));
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: "club-files", configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const s3 = (accessKeyId = "S3RVER") =>
    createS3Storage({ bucket: "club-files", endpoint, region: "us-east-1", accessKeyId, secretAccessKey: "S3RVER" });

  it("puts, gets and removes objects with signed requests", async () => {
    const storage = s3();
    const key = newStorageKey("invoice", ".pdf");
    const bytes = await fixtures.pdf("stored in a bucket");
    await storage.put(key, bytes);
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("streams an object in (spooled, sent with its length) and out, whole or by byte range", async () => {
    await checkStreams(s3());
  });

  // s3rver checks the access key of a SigV4 request, not its signature
  it("fails loudly with an unknown access key", async () => {
    await expect(s3("NOT-A-KEY").put(newStorageKey("receipt", ".png"), Buffer.from("x"))).rejects.toThrow(
      /S3 upload .* failed: 403/,
    );
  });

  it("keeps the application's uploads in the bucket when S3_BUCKET is set", async () => {
    const t = await openTestApp({
      S3_BUCKET: "club-files",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    try {
      const member = await createMember(t);
      const bytes = await fixtures.png();
      const res = await upload(t.app, member, "/api/upload/upload-doc", "document", { name: "receipt.png", bytes });
      expect(res.statusCode, res.body).toBe(201);
      const download = await t.app.inject({ method: "GET", url: res.json().url, headers: member.headers });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(readdirSync(join(t.config.dataDir))).not.toContain("files");

      // the media library's files too: uploaded, served publicly from the bucket, by byte range
      const content = await staffMember(t, "content");
      const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#446688" } })
        .gif()
        .toBuffer();
      const body = multipart("file", { name: "logo.gif", bytes: gif });
      const media = await t.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: body.payload,
        headers: { ...content.headers, ...body.headers },
      });
      expect(media.statusCode, media.body).toBe(201);
      const path = new URL(media.json().secure_url).pathname;
      const served = await t.app.inject({ method: "GET", url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/gif");
      expect(served.rawPayload.equals(gif)).toBe(true);
      const part = await t.app.inject({ method: "GET", url: path, headers: { range: "bytes=0-5" } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.toString("latin1")).toBe("GIF89a");
      expect(readdirSync(join(t.config.dataDir))).not.toContain("files");
    } finally {
      await t.close();
    }
  });
});

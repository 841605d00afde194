import { mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/app.ts";
import { createMember, fixtures, upload } from "../test/members.ts";
import { createDiskStorage, createS3Storage, newStorageKey } from "./storage.ts";

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
});

describe("S3-compatible storage (s3rver, a real S3 API over HTTP)", () => {
  let server: S3rver;
  let endpoint: string;
  let directory: string;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "club-s3-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "club-files", configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const s3 = (accessKeyId = "S3RVER") => createS3Storage({ bucket: "club-files", endpoint, region: "us-east-1", accessKeyId, secretAccessKey: "S3RVER" });

  it("puts, gets and removes objects with signed requests", async () => {
    const storage = s3();
    const key = newStorageKey("invoice", ".pdf");
    const bytes = await fixtures.pdf("stored in a bucket");
    await storage.put(key, bytes);
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  // s3rver checks the access key of a SigV4 request, not its signature
  it("fails loudly with an unknown access key", async () => {
    await expect(s3("NOT-A-KEY").put(newStorageKey("receipt", ".png"), Buffer.from("x"))).rejects.toThrow(/S3 upload .* failed: 403/);
  });

  it("keeps the application's uploads in the bucket when S3_BUCKET is set", async () => {
    const t = await openTestApp({ S3_BUCKET: "club-files", S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
    try {
      const member = await createMember(t);
      const bytes = await fixtures.png();
      const res = await upload(t.app, member, "/api/upload/upload-doc", "document", { name: "receipt.png", bytes });
      expect(res.statusCode, res.body).toBe(201);
      const download = await t.app.inject({ method: "GET", url: res.json().url, headers: member.headers });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(readdirSync(join(t.config.dataDir))).not.toContain("files");
    } finally {
      await t.close();
    }
  });
});

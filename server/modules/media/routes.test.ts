import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { mediaUrl } from "../../../common/media.ts";
import { mediaMessages as m, type MediaList, type MediaRecord } from "../../../common/media-library.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { auditEvents, mediaFiles } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { openTestDatabase } from "../../test/database.ts";
import { type Caller, fixtures, multipart, signInEveryRole, type TestMember, upload } from "../../test/members.ts";
import { mp4Header, wavHeader } from "./test-files.ts";

/*
 * The media library's API: POST, GET /api/admin/media and DELETE /api/admin/media/{id} for content
 * staff (an administrator always); anonymous 401, a member and the other roles 403. Uploads are checked by content,
 * stored under public-media/library/, served to anyone at /media/library/… with a year's caching and byte ranges.
 */

let t: TestApp;
let staff: Record<StaffRole, TestMember>;
let member: TestMember;
let callerFor: (who: Caller) => TestMember | undefined;
beforeAll(async () => {
  t = await openTestApp();
  ({ staff, member, callerFor } = await signInEveryRole(t, "Kiran Rao"));
});
afterAll(async () => {
  await t?.close();
});

const uploadMedia = (
  who: TestMember | undefined,
  file: { name: string; bytes: Buffer; type?: string },
  field = "file",
) => {
  const body = multipart(field, file);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/media",
    payload: body.payload,
    headers: { ...(who?.headers ?? {}), ...body.headers },
  });
};
const send = (method: "GET" | "DELETE", url: string, who?: TestMember) =>
  t.app.inject({ method, url, headers: who?.headers ?? {} });
const pathOf = (url: string) => new URL(url).pathname;
const gif = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: "#aa5500" } })
    .gif()
    .toBuffer();

describe("who may keep the media library", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 403],
    ["content", "content", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: upload, list and delete as the role allows", async (_label, who, status) => {
    const person = callerFor(who);
    const uploaded = await uploadMedia(person, { name: "badge.png", bytes: await fixtures.png() });
    expect(uploaded.statusCode, uploaded.body).toBe(status === 200 ? 201 : status);
    expect((await send("GET", "/api/admin/media", person)).statusCode).toBe(status);
    // a file of content's to delete, whoever tries
    const own = (await uploadMedia(staff.content, { name: "to-delete.png", bytes: await fixtures.png() })).json()
      .data as MediaRecord;
    expect((await send("DELETE", `/api/admin/media/${own.id}`, person)).statusCode).toBe(status);
    expect((await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, own.id))).length).toBe(
      status === 200 ? 0 : 1,
    );
  });
});

describe("POST /api/admin/media", () => {
  it("is described in the OpenAPI document, with its list and deletion", async () => {
    const spec = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths;
    expect(Object.keys(paths["/api/admin/media"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(paths["/api/admin/media"].post.responses["201"]).toBeTruthy();
    expect(Object.keys(paths["/api/admin/media/{id}"])).toEqual(["delete"]);
  });

  it("stores a GIF, answers its public address as url and secure_url, audited; anyone may read it, cached for a year", async () => {
    const bytes = await gif();
    const res = await uploadMedia(staff.content, { name: "monsoon banner.gif", bytes, type: "image/gif" });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.message).toBe(m.uploaded);
    expect(answer.url).toMatch(new RegExp(`^${t.config.publicUrl}/media/library/[0-9a-f-]{36}\\.gif$`));
    expect(answer.secure_url).toBe(answer.url);
    expect(answer.data).toMatchObject({
      name: "monsoon banner.gif",
      kind: "image",
      content_type: "image/gif",
      size: bytes.length,
      url: answer.url,
    });
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, answer.data.id));
    expect(row).toMatchObject({
      createdBy: staff.content.id,
      kind: "image",
      storageKey: `public-media${pathOf(answer.url).slice("/media".length)}`,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "media.uploaded"), eq(auditEvents.subjectId, answer.data.id)));
    expect(audit).toMatchObject({ userId: staff.content.id, actorRole: "content" });
    expect(audit.detail).toMatchObject({ name: "monsoon banner.gif", kind: "image", size: bytes.length });

    // public: no session needed
    const served = await t.app.inject({ method: "GET", url: pathOf(answer.url) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/gif",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      "content-length": String(bytes.length),
    });
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers["last-modified"]).toBeTruthy();
    const again = await t.app.inject({
      method: "GET",
      url: pathOf(answer.url),
      headers: { "if-none-match": served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("takes video and audio by their content, whatever their names say", async () => {
    const video = await uploadMedia(staff.admin, { name: "tour.bin", bytes: mp4Header(64 * 1024) });
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().data).toMatchObject({ kind: "video", content_type: "video/mp4" });
    expect(video.json().url).toMatch(/\.mp4$/);
    const audio = await uploadMedia(staff.content, { name: "chant.txt", bytes: wavHeader(32 * 1024) });
    expect(audio.statusCode, audio.body).toBe(201);
    expect(audio.json().data).toMatchObject({ kind: "audio", content_type: "audio/wav" });
  });

  it("refuses a renamed text file, SVG, HTML, a PDF and an empty file; nothing is stored", async () => {
    const before = (await t.database.db.select().from(mediaFiles)).length;
    const refused: [string, Buffer, number, string][] = [
      ["notes.mp4", Buffer.from("Just some text pretending to be a video.\n".repeat(200)), 415, m.type],
      ["logo.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, m.type],
      ["page.gif", Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), 415, m.type],
      ["brochure.png", await fixtures.pdf(), 415, m.type],
      ["empty.png", Buffer.alloc(0), 400, m.emptyFile],
    ];
    for (const [name, bytes, status, message] of refused) {
      const res = await uploadMedia(staff.content, { name, bytes });
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toBe(message);
    }
    expect((await t.database.db.select().from(mediaFiles)).length).toBe(before);
  });

  it("takes a file above the members' 5 MB limit (that limit stays on the members' uploads); a file in another field is refused", async () => {
    const big = wavHeader(6 * 1024 * 1024);
    const res = await uploadMedia(staff.content, { name: "long-chant.wav", bytes: big });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.size).toBe(big.length);
    const members = await upload(t.app, member, "/api/upload/upload-doc", "document", { name: "big.png", bytes: big });
    expect(members.statusCode).toBe(413);
    const wrongField = await uploadMedia(staff.content, { name: "x.png", bytes: await fixtures.png() }, "image");
    expect(wrongField.statusCode).toBe(400);
  });

  it("refuses a file over the limit with 413 and keeps none of it", async () => {
    const folder = join(t.config.dataDir, "files", "public-media", "library");
    const { Readable } = await import("node:stream");
    const before = existsSync(folder) ? (await import("node:fs")).readdirSync(folder).length : 0;
    const source = Readable.from([wavHeader(40 * 1024), Buffer.alloc(64 * 1024)]);
    await expect(
      t.app.services.media.upload({ id: staff.content.id, role: "content" }, { source, name: "long.wav" }, 64 * 1024),
    ).rejects.toMatchObject({
      status: 413,
      message: m.tooLarge,
    });
    const after = existsSync(folder) ? (await import("node:fs")).readdirSync(folder).length : 0;
    expect(after).toBe(before);
  });
});

describe("GET /api/admin/media and DELETE /api/admin/media/{id}", () => {
  it("lists newest first, finds by name, filters by kind, pages", async () => {
    const named = await uploadMedia(staff.content, { name: "Yoga deck sunrise.png", bytes: await fixtures.png() });
    expect(named.statusCode).toBe(201);
    const all: MediaList = (await send("GET", "/api/admin/media?limit=50", staff.content)).json().data;
    expect(all.items[0].id).toBe(named.json().data.id);
    const times = all.items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const found: MediaList = (await send("GET", "/api/admin/media?q=yoga%20deck", staff.content)).json().data;
    expect(found.items.map((i) => i.name)).toEqual(["Yoga deck sunrise.png"]);
    const videos: MediaList = (await send("GET", "/api/admin/media?kind=video", staff.admin)).json().data;
    expect(videos.items.length).toBeGreaterThan(0);
    expect(videos.items.every((i) => i.kind === "video")).toBe(true);
    const paged: MediaList = (await send("GET", "/api/admin/media?limit=1&page=2", staff.admin)).json().data;
    expect(paged).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(paged.items.map((i) => i.id)).toEqual([all.items[1].id]);
    const badKind = await send("GET", "/api/admin/media?kind=pdf", staff.admin);
    expect(badKind.statusCode).toBe(400);
  });

  it("deletes the row (audited) and the stored bytes: the address answers 404", async () => {
    const created = (await uploadMedia(staff.content, { name: "old poster.png", bytes: await fixtures.png() })).json()
      .data as MediaRecord;
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, created.id));
    const stored = join(t.config.dataDir, "files", row.storageKey);
    expect(existsSync(stored)).toBe(true);
    const res = await send("DELETE", `/api/admin/media/${created.id}`, staff.content);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.deleted);
    expect(existsSync(stored)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: pathOf(created.url) })).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "media.deleted"), eq(auditEvents.subjectId, created.id)));
    expect(audit).toMatchObject({ userId: staff.content.id, actorRole: "content" });
    expect((await send("DELETE", `/api/admin/media/${created.id}`, staff.content)).statusCode).toBe(404);
    expect((await send("DELETE", "/api/admin/media/not-an-id", staff.content)).statusCode).toBe(404);
  });
});

describe("serving /media/library/* and /media/uploads/*", () => {
  it("answers single byte ranges (206), refuses ranges outside the file (416), and HEAD without a body", async () => {
    const bytes = mp4Header(10_000);
    for (let i = 100; i < bytes.length; i++) bytes[i] = i % 251;
    const url = pathOf((await uploadMedia(staff.content, { name: "clip.mp4", bytes })).json().url);
    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers["content-length"]).toBe("100");
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const open = await t.app.inject({ method: "GET", url, headers: { range: "bytes=9000-" } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(9000))).toBe(true);
    const tail = await t.app.inject({ method: "GET", url, headers: { range: "bytes=-10" } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const outside = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("serves the catalogue's images under /media/uploads/; 404 for unknown files, other folders and paths that try to leave", async () => {
    const webp = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    const name = "0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a10-480.webp";
    await t.app.services.storage.put(`public-media/uploads/${name}`, webp);
    const served = await t.app.inject({ method: "GET", url: `/media/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals(webp)).toBe(true);
    // at the address the catalogue gives them (common/media.ts mediaUrl)
    const versioned = await t.app.inject({
      method: "GET",
      url: mediaUrl(`uploads/${name.replace(/-480\.webp$/, "")}`, 480, "webp"),
    });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.rawPayload.equals(webp)).toBe(true);
    // a member's file is never public, even if its key were guessed
    await t.app.services.storage.put("public-media/library/secret.txt", Buffer.from("not media"));
    for (const url of [
      "/media/library/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a10.mp4",
      "/media/library/secret.txt",
      "/media/library/..%2F..%2Fdocument%2Fx.pdf",
      "/media/library/../uploads/x.png",
      "/media/uploads/%2e%2e/library/x.png",
      "/media/library/a/b.png",
      "/media/v1/library/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a10.png",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("lives beside the artwork's static /media/ folder", async () => {
    const artwork = mkdtempSync(join(tmpdir(), "club-artwork-"));
    mkdirSync(join(artwork, "v1", "types"), { recursive: true });
    writeFileSync(join(artwork, "v1", "types", "bamboo-480.webp"), "artwork bytes");
    const database = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-data-")), NODE_ENV: "test" });
    const app = await buildApp({ config, database, mediaDir: artwork });
    try {
      await app.ready();
      expect((await app.inject({ method: "GET", url: "/media/v1/types/bamboo-480.webp" })).body).toBe("artwork bytes");
      await app.services.storage.put(
        "public-media/library/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a11.png",
        await fixtures.png(),
      );
      const library = await app.inject({
        method: "GET",
        url: "/media/library/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a11.png",
      });
      expect(library.statusCode).toBe(200);
      expect(library.headers["content-type"]).toBe("image/png");
      expect(
        (await app.inject({ method: "GET", url: "/media/library/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a12.png" }))
          .statusCode,
      ).toBe(404);
      await app.services.storage.put(
        "public-media/uploads/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a13-960.webp",
        Buffer.from("catalogue bytes"),
      );
      const catalogue = await app.inject({
        method: "GET",
        url: mediaUrl("uploads/0b7c0a4e-3f1e-4a57-9a43-5d2b8f1c2a13", 960, "webp"),
      });
      expect(catalogue.statusCode).toBe(200);
      expect(catalogue.body).toBe("catalogue bytes");
    } finally {
      await app.close();
      await database.close();
    }
  });
});

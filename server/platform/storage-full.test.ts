import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../common/messages.ts";
import { moaAgreements, paymentPlans } from "../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../test/app.ts";
import { eventually, jobsTo } from "../test/jobs.ts";
import { mailAbout, type MailCatcher } from "../test/mail-catcher.ts";
import { fixtures, multipart, payingMember, staffMember, upload, type TestMember } from "../test/members.ts";
import { createDiskStorage, LEFTOVER_AGE_MS, removePartFiles, type FileStorage } from "./storage.ts";

/**
 * A full disk: the file storage's writes fail with ENOSPC as the operating system's do (a stream's first bytes
 * written, then the error). Every place that stores a file answers 507 with a message the office understands, nothing
 * half-written stays behind, and no answer claims a mail that was not sent.
 */
const root = mkdtempSync(join(tmpdir(), "club-test-full-disk-"));
const disk = { full: false };
const noSpace = () =>
  Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
function fillingDisk(storage: FileStorage): FileStorage {
  return {
    ...storage,
    put: async (key, bytes) => {
      if (disk.full) throw noSpace();
      return storage.put(key, bytes);
    },
    putStream: async (key, source) => {
      if (!disk.full) return storage.putStream(key, source);
      // the bytes go to the disk until it is full
      async function* filling() {
        for await (const chunk of source) yield chunk;
        throw noSpace();
      }
      return storage.putStream(key, Readable.from(filling()));
    },
  };
}

let t: TestApp & { mail: MailCatcher };
let admin: TestMember;
beforeAll(async () => {
  t = await openTestAppWithMail({ JOB_RETRY_DELAY_SECONDS: "1" }, { storage: fillingDisk(createDiskStorage(root)) });
  admin = await staffMember(t, "admin");
});
afterAll(async () => {
  disk.full = false;
  t?.mail.refuse(null);
  await t?.close();
});

const partFiles = () =>
  readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".part"));

describe("a full disk", () => {
  it("answers 507 with the storage's message on uploads, catalogue images, media and countersign, leaving no part file", async () => {
    const member = await payingMember(t, { villaIndex: 30, steps: 1, paid: 1, submitted: true, name: "Gita Menon" });
    const memberSignature = await upload(t.app, member, "/api/upload/upload-signature", "signature", {
      name: "signature.png",
      bytes: await fixtures.png(),
    });
    // signing asks for the agreement read first: its draft opened
    expect((await t.app.inject({ method: "GET", url: "/api/moa/draft", headers: member.headers })).statusCode).toBe(
      200,
    );
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/moa/sign-moa",
      payload: { signature_url: memberSignature.json().url },
      headers: member.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const adminSignature = (
      await upload(t.app, admin, "/api/upload/upload-signature", "signature", {
        name: "signature.png",
        bytes: await fixtures.png(),
      })
    ).json().url;
    const [agreement] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));

    disk.full = true;
    const content = await staffMember(t, "content");
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b8e23" } })
      .jpeg()
      .toBuffer();
    const image = multipart("file", { name: "veranda.jpg", bytes: photo, type: "image/jpeg" });
    const media = multipart("file", { name: "badge.png", bytes: await fixtures.png(), type: "image/png" });
    const answers = {
      upload: await upload(t.app, member, "/api/upload/upload-doc", "document", {
        name: "receipt.pdf",
        bytes: await fixtures.pdf(),
      }),
      image: await t.app.inject({
        method: "POST",
        url: "/api/admin/catalogue/images",
        payload: image.payload,
        headers: { ...content.headers, ...image.headers },
      }),
      media: await t.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: media.payload,
        headers: { ...content.headers, ...media.headers },
      }),
      countersign: await t.app.inject({
        method: "POST",
        url: `/api/admin/agreements/${agreement.id}/countersign`,
        payload: { signature_url: adminSignature },
        headers: admin.headers,
      }),
    };
    for (const [where, res] of Object.entries(answers)) {
      expect([where, res.statusCode, res.json().message]).toEqual([where, 507, messages.storageFull]);
    }
    expect(messages.storageFull).toMatch(/storage is full, so nothing was saved/);
    expect(partFiles()).toEqual([]);
    // the agreement still awaits, unclaimed: with room again it is countersigned
    const [still] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(still).toMatchObject({ status: "awaiting-countersign", countersignClaimedAt: null });
    disk.full = false;
    const done = await t.app.inject({
      method: "POST",
      url: `/api/admin/agreements/${agreement.id}/countersign`,
      payload: { signature_url: adminSignature },
      headers: admin.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it(
    "says the invoice will be e-mailed, never that it was, when the mail server refuses it; it goes once the server takes it",
    { timeout: 60_000 },
    async () => {
      const member = await payingMember(t, { villaIndex: 31, steps: 1, paid: 1, verified: 0, name: "Farah Khan" });
      const accounts = await staffMember(t, "accounts");
      const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, member.id));
      t.mail.refuse(452);
      let invoice: string;
      try {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/admin/payments/${plan.id}/steps/1/verify`,
          headers: accounts.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        invoice = res.json().data.invoice_number;
        expect(res.json().message).toBe(
          `Receipt verified. Invoice ${invoice} was issued; the invoice will be e-mailed to the member.`,
        );
        expect(res.json().message).not.toContain("was e-mailed");
        await eventually(async () => (await jobsTo(t, "pending", member.email)).find((job) => job.state === "retry"));
      } finally {
        t.mail.refuse(null);
      }
      await mailAbout(t.mail, member.email, `Payment verified: invoice ${invoice}`);
    },
  );
});

describe("the disk's leftovers", () => {
  it("removes the part files of writes that were killed, not those being written", async () => {
    const folder = mkdtempSync(join(tmpdir(), "club-test-leftovers-"));
    mkdirSync(join(folder, "docs", "2026", "11"), { recursive: true });
    const stale = join(folder, "docs", "2026", "11", "a.pdf.1234.part");
    const fresh = join(folder, "docs", "2026", "11", "b.pdf.5678.part");
    const kept = join(folder, "docs", "2026", "11", "c.pdf");
    writeFileSync(stale, "");
    writeFileSync(fresh, "half");
    writeFileSync(kept, "whole");
    const old = new Date(Date.now() - LEFTOVER_AGE_MS - 60_000);
    utimesSync(stale, old, old);
    expect(await createDiskStorage(folder).removeLeftovers!()).toBe(1);
    expect([existsSync(stale), existsSync(fresh), existsSync(kept)]).toEqual([false, true, true]);
    expect(await removePartFiles(join(folder, "missing"))).toBe(0);
  });
});

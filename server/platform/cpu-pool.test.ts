import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { CpuWorkerTasks } from "../cpu-worker.ts";
import { cpuWorkerFile } from "../paths.ts";
import { createCpuPool } from "./cpu-pool.ts";
import { createSealer, loadSealIdentity, sealPdf, type SealTask } from "./seal.ts";

const dataDir = mkdtempSync(join(tmpdir(), "club-cpu-pool-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function somePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Invoice INV-2026-0042");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595.28, 841.89]).drawText("Invoice INV-2026-0042: INR 1,00,000", { x: 56, y: 780, size: 10, font });
  return doc.save();
}

/** One signing time for every seal of this file (a day ago, to the second): the same time gives the same bytes. */
const SIGNED_AT = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000);

describe("the CPU pool", () => {
  it("seals in a worker thread exactly the bytes the main thread seals, for a given signing time", async () => {
    const identity = loadSealIdentity({ dataDir });
    const task: SealTask = {
      key: { p12: identity.p12, passphrase: identity.passphrase },
      pdf: await somePdf(),
      options: { signingTime: SIGNED_AT, reason: "Invoice INV-2026-0042 issued by the club" },
    };
    const here = await sealPdf(task);
    const pool = createCpuPool<CpuWorkerTasks>({ workerFile: cpuWorkerFile, threads: 1 });
    try {
      expect(pool.liveThreads()).toBe(0); // no thread until there is work
      const [inWorker, again] = await Promise.all([pool.run("seal", task), pool.run("seal", task)]);
      expect(pool.liveThreads()).toBe(1);
      expect(Buffer.from(inWorker).equals(here)).toBe(true);
      expect(Buffer.from(again).equals(here)).toBe(true);
      // the club's sealer through the pool: the same file, and its seal is the club's and intact
      const sealer = createSealer(identity, (t) => pool.run("seal", t));
      const sealed = await sealer.seal(task.pdf, task.options);
      expect(Buffer.from(sealed).equals(here)).toBe(true);
      expect(sealer.inspect(sealed)).toMatchObject({
        signed: true,
        intact: true,
        byClub: true,
        signingTime: task.options.signingTime,
      });
    } finally {
      await pool.close();
    }
    await expect(pool.run("seal", task)).rejects.toThrow();
  });

  it("with 0 threads runs the same tasks in this thread, to the same bytes", async () => {
    const identity = loadSealIdentity({ dataDir });
    const task: SealTask = {
      key: { p12: identity.p12, passphrase: identity.passphrase },
      pdf: await somePdf(),
      options: { signingTime: SIGNED_AT, reason: "Invoice INV-2026-0042 issued by the club" },
    };
    const pool = createCpuPool<CpuWorkerTasks>({ workerFile: cpuWorkerFile, threads: 0 });
    const sealed = await pool.run("seal", task);
    expect(pool.liveThreads()).toBe(0);
    expect(Buffer.from(sealed).equals(await sealPdf(task))).toBe(true);
    await pool.close();
    await expect(pool.run("seal", task)).rejects.toThrow(/closed/);
  });
});

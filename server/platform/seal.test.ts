import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CLUB } from "./pdf.ts";
import { SIGNATURE_LENGTH, createSealer, loadSealIdentity, type Sealer, type SealIdentity } from "./seal.ts";

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), "club-seal-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A small invoice-like PDF whose title and page text can be found in the sealed bytes. */
async function makePdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Invoice INV-2026-0001");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    for (let y = 780; y > 60; y -= 16)
      page.drawText(`Invoice INV-2026-0001 line ${i}.${y}: INR 1,00,000`, { x: 56, y, size: 10, font });
  }
  return doc.save();
}

const signingTime = new Date("2026-03-01T10:15:30Z");
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

function byteRange(bytes: Uint8Array): [number, number, number, number] {
  const matches = [...latin1(bytes).matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  expect(matches.length).toBe(1);
  return matches[0].slice(1, 5).map(Number) as [number, number, number, number];
}

/** A copy of `bytes` with the byte at `at` changed. */
function changed(bytes: Uint8Array, at: number, value?: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[at] = value ?? copy[at] ^ 0x01;
  return copy;
}

let pdf: Uint8Array;
let identity: SealIdentity;
let sealer: Sealer;
let sealed: Uint8Array;

beforeAll(async () => {
  pdf = await makePdf();
  identity = loadSealIdentity({ dataDir: tmp() });
  sealer = createSealer(identity);
  sealed = await sealer.seal(pdf, { signingTime, reason: "Tax invoice INV-2026-0001" });
});

describe("sealing a PDF", () => {
  it("gives a PDF whose signature is intact, covers the whole file and is the club's, with its signing time", () => {
    expect(sealer.inspect(sealed)).toEqual({
      signed: true,
      intact: true,
      coversWholeFile: true,
      byClub: true,
      signingTime,
      signerSubject: `CN=${CLUB.name} document seal, O=${CLUB.name}, C=IN`,
    });
    const text = latin1(sealed);
    expect(text).toContain("/SubFilter /adbe.pkcs7.detached");
    expect(text).toContain("/Reason (Tax invoice INV-2026-0001)");
    expect(text).toContain(`/Name (${CLUB.name})`);
    expect(text).toContain("/Location (Solan, Himachal Pradesh, India)");
    expect(text).toContain("/M (D:20260301101530Z)");
    // the page is still there and readable
    return PDFDocument.load(sealed).then((doc) => expect(doc.getPageCount()).toBe(1));
  });

  it("leaves exactly the hex of /Contents outside a /ByteRange [0 a b c] that reaches the end of the file", () => {
    const [start, first, second, rest] = byteRange(sealed);
    expect(start).toBe(0);
    expect(second + rest).toBe(sealed.length);
    const gap = latin1(sealed).slice(first, second);
    expect(gap).toMatch(/^<[0-9a-f]+>$/);
    expect(identity.p12.length).toBeLessThan(3000); // a self-signed identity gets the smallest placeholder
    expect(gap.length).toBe(SIGNATURE_LENGTH + 2);
    expect(latin1(sealed).slice(first - "/Contents ".length, first)).toBe("/Contents ");
  });

  it("is deterministic: the same bytes and signing time give the same file, whatever the clock says", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T08:00:00Z"));
    const once = await sealer.seal(pdf, { signingTime, reason: "Tax invoice INV-2026-0001" });
    vi.setSystemTime(new Date("2027-01-02T19:45:12Z"));
    const again = await sealer.seal(pdf, { signingTime, reason: "Tax invoice INV-2026-0001" });
    vi.useRealTimers();
    expect(Buffer.from(again).equals(Buffer.from(once))).toBe(true);
    expect(Buffer.from(once).equals(Buffer.from(sealed))).toBe(true);
    const later = await sealer.seal(pdf, {
      signingTime: new Date(signingTime.getTime() + 1000),
      reason: "Tax invoice INV-2026-0001",
    });
    expect(Buffer.from(later).equals(Buffer.from(sealed))).toBe(false);
    expect(sealer.inspect(later).signingTime).toEqual(new Date(signingTime.getTime() + 1000));
  });

  it("seals a three-page document with the club's name and a location given", async () => {
    const three = await sealer.seal(await makePdf(3), {
      signingTime,
      reason: "Executed agreement",
      location: "Kather",
    });
    expect(sealer.inspect(three)).toMatchObject({ signed: true, intact: true, coversWholeFile: true, byClub: true });
    expect(latin1(three)).toContain("/Location (Kather)");
    expect((await PDFDocument.load(three)).getPageCount()).toBe(3);
  });
});

describe("inspecting a PDF", () => {
  it("finds a changed byte of the document (outside /Contents): still signed, no longer intact", () => {
    const [, first, second] = byteRange(sealed);
    const text = latin1(sealed);
    // a byte of the page's (compressed) content stream
    const contentsRef = /\/Contents \[ (\d+) 0 R/.exec(text)!;
    const stream = text.indexOf("stream\n", text.indexOf(`\n${contentsRef[1]} 0 obj\n`)) + "stream\n".length + 20;
    expect(stream).toBeGreaterThan(40);
    expect(stream).toBeLessThan(first);
    expect(sealer.inspect(changed(sealed, stream))).toMatchObject({
      signed: true,
      intact: false,
      coversWholeFile: true,
      byClub: false,
    });
    // a digit of the document's creation date, and a byte after the signature
    const created = text.indexOf("/CreationDate (D:") + "/CreationDate (D:".length + 3;
    expect(sealer.inspect(changed(sealed, created, sealed[created] === 0x35 ? 0x36 : 0x35)).intact).toBe(false);
    expect(sealer.inspect(changed(sealed, second + 10)).intact).toBe(false);
    expect(sealer.inspect(sealed).intact).toBe(true);
  });

  it("finds a changed byte inside /Contents: the signature no longer verifies", () => {
    const [, first] = byteRange(sealed);
    const hex = latin1(sealed).slice(first + 1);
    const used = hex.replace(/(?:00)+>[\s\S]*$/, "").length; // the DER's hex before the zero padding
    expect(used).toBeGreaterThan(1000);
    const flip = (at: number) =>
      changed(sealed, at, sealed[at] === "a".charCodeAt(0) ? "b".charCodeAt(0) : "a".charCodeAt(0));
    // the last byte of the RSA signature, a byte of the certificate's key, a byte of the signed attributes
    for (const at of [first + used - 1, first + Math.floor(used / 3), first + used - 600]) {
      const inspection = sealer.inspect(flip(at));
      expect(inspection.signed).toBe(true);
      expect(inspection.intact).toBe(false);
      expect(inspection.byClub).toBe(false);
    }
  });

  it("tells a file with bytes added after the seal, or cut short, from a whole one", () => {
    const appended = Buffer.concat([Buffer.from(sealed), Buffer.from("\n1 0 obj\n(added later)\nendobj\n%%EOF\n")]);
    expect(sealer.inspect(appended)).toMatchObject({ signed: true, intact: true, coversWholeFile: false });
    const cut = sealed.subarray(0, sealed.length - 5);
    expect(sealer.inspect(cut)).toMatchObject({ signed: true, intact: false, coversWholeFile: false, byClub: false });
  });

  it("knows a seal made with another certificate: intact, but not the club's", async () => {
    const other = createSealer(loadSealIdentity({ dataDir: tmp() }));
    expect(other.identity.fingerprint).not.toBe(identity.fingerprint);
    const foreign = await other.seal(pdf, { signingTime, reason: "Not the club" });
    expect(sealer.inspect(foreign)).toMatchObject({
      signed: true,
      intact: true,
      coversWholeFile: true,
      byClub: false,
      signingTime,
    });
    expect(other.inspect(foreign).byClub).toBe(true);
    expect(other.inspect(sealed)).toMatchObject({ intact: true, byClub: false });
  });

  it("says unsigned, without throwing, for an unsigned PDF, random bytes and broken signatures", () => {
    const unsigned = {
      signed: false,
      intact: false,
      coversWholeFile: false,
      byClub: false,
      signingTime: null,
      signerSubject: null,
    };
    expect(sealer.inspect(pdf)).toEqual(unsigned);
    expect(sealer.inspect(new Uint8Array(randomBytes(5000)))).toEqual(unsigned);
    expect(sealer.inspect(new Uint8Array(0))).toEqual(unsigned);
    expect(sealer.inspect(Buffer.from("%PDF-1.7\n/ByteRange [0 10 20 5] /Contents <zz>"))).toEqual(unsigned);
    // a signature dictionary whose /Contents is not PKCS#7, or whose /ByteRange points outside the file
    const junk = Buffer.from("%PDF-1.7\n<< /ByteRange [0 30 60 8] /Contents <3082ffff00> >>\n%%EOF");
    expect(sealer.inspect(junk)).toMatchObject({ signed: true, intact: false, byClub: false, signerSubject: null });
    const [, first, second, rest] = byteRange(sealed);
    const pointing = latin1(sealed).replace(
      `/ByteRange [0 ${first} ${second} ${rest}]`,
      `/ByteRange [0 ${first} ${second} ${rest + 99999}]`,
    );
    expect(sealer.inspect(Buffer.from(pointing, "latin1"))).toMatchObject({
      signed: true,
      intact: false,
      coversWholeFile: false,
    });
  });
});

describe("the club's signing identity", () => {
  it("is generated once into DATA_DIR/signing (files 0600) and reused", () => {
    const dataDir = tmp();
    const first = loadSealIdentity({ dataDir });
    const p12File = join(dataDir, "signing", "club-seal.p12");
    const passphraseFile = join(dataDir, "signing", "club-seal.passphrase");
    expect(statSync(p12File).mode & 0o777).toBe(0o600);
    expect(statSync(passphraseFile).mode & 0o777).toBe(0o600);
    expect(first.selfSigned).toBe(true);
    expect(first.fingerprint).toBe(createHash("sha256").update(first.certificateDer).digest("hex"));
    expect(first.subject).toBe(`CN=${CLUB.name} document seal, O=${CLUB.name}, C=IN`);
    const again = loadSealIdentity({ dataDir });
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(again.passphrase).toBe(readFileSync(passphraseFile, "utf8"));
    expect(Buffer.compare(again.p12, readFileSync(p12File))).toBe(0);
    expect(readdirSync(dataDir)).toEqual(["signing"]); // no temporary folder left behind
  });

  it("fills an empty DATA_DIR/signing folder and refuses one that lost its key", () => {
    const dataDir = tmp();
    mkdirSync(join(dataDir, "signing"));
    expect(loadSealIdentity({ dataDir }).selfSigned).toBe(true);
    rmSync(join(dataDir, "signing", "club-seal.p12"));
    expect(() => loadSealIdentity({ dataDir })).toThrow(/signing exists without club-seal\.p12.*SIGNING_P12/);
  });

  it("comes from SIGNING_P12 opened with SIGNING_P12_PASSWORD, and a wrong password or missing file names SIGNING_P12", async () => {
    const dataDir = tmp();
    const generated = loadSealIdentity({ dataDir });
    const p12Path = join(tmp(), "club.p12");
    writeFileSync(p12Path, generated.p12);
    const configured = loadSealIdentity({ dataDir: tmp(), p12Path, p12Password: generated.passphrase });
    expect(configured).toMatchObject({
      fingerprint: generated.fingerprint,
      subject: generated.subject,
      selfSigned: false,
    });
    const sealedWith = await createSealer(configured).seal(pdf, { signingTime, reason: "Configured" });
    expect(createSealer(generated).inspect(sealedWith)).toMatchObject({ intact: true, byClub: true });

    expect(() => loadSealIdentity({ dataDir, p12Path, p12Password: "not the password" })).toThrow(
      /SIGNING_P12 .*wrong password/,
    );
    expect(() => loadSealIdentity({ dataDir, p12Path })).toThrow(/SIGNING_P12 .*wrong password/);
    expect(() => loadSealIdentity({ dataDir, p12Path: join(dataDir, "missing.p12") })).toThrow(
      /^SIGNING_P12 cannot be read .*ENOENT/,
    );
    const notP12 = join(dataDir, "not.p12");
    writeFileSync(notP12, pdf);
    expect(() => loadSealIdentity({ dataDir, p12Path: notP12 })).toThrow(/^SIGNING_P12 .*not a readable PKCS#12/);
  });

  it("is the same for two processes starting at once on one DATA_DIR", async () => {
    const dataDir = tmp();
    const script = join(tmp(), "load.mts");
    const seal = fileURLToPath(new URL("./seal.ts", import.meta.url));
    const startAt = Date.now() + 2500;
    writeFileSync(
      script,
      `import { loadSealIdentity } from ${JSON.stringify(seal)};
       while (Date.now() < ${startAt}) await new Promise((r) => setTimeout(r, 2));
       process.stdout.write(loadSealIdentity({ dataDir: ${JSON.stringify(dataDir)} }).fingerprint);`,
    );
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", script], {
          cwd: process.cwd(),
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        let err = "";
        child.stdout.on("data", (chunk) => (out += chunk));
        child.stderr.on("data", (chunk) => (err += chunk));
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
      });
    const [one, two] = await Promise.all([run(), run()]);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(two).toBe(one);
    expect(loadSealIdentity({ dataDir }).fingerprint).toBe(one);
    expect(readdirSync(dataDir)).toEqual(["signing"]);
  }, 30_000);
});

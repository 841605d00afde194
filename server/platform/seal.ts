import { X509Certificate, createHash, generateKeyPairSync, randomBytes, verify as verifySignature } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import forge from "node-forge";
import { CLUB } from "./pdf.ts";

/**
 * The club's document seal: PAdES-style digital signatures (/ByteRange, adbe.pkcs7.detached) over the
 * PDFs the club issues — executed agreements and invoices — made with @signpdf and the club's certificate, and
 * the inspection of a PDF's signature for the public verification page (decision 019).
 *
 * pdf-lib and @signpdf load on the first seal; node-forge (PKCS#12) is needed to load the identity. Inspection
 * uses only Node's crypto and a small DER reader, so it never loads forge's PKCS#7 code and never throws.
 */

export interface SealConfig {
  /** DATA_DIR: where a self-signed identity is generated once when no SIGNING_P12 is configured. */
  dataDir: string;
  /** SIGNING_P12: the path of the club's PKCS#12 file (key + certificate). */
  p12Path?: string;
  /** SIGNING_P12_PASSWORD */
  p12Password?: string;
}

export interface SealIdentity {
  p12: Buffer;
  passphrase: string;
  /** The certificate (DER). */
  certificateDer: Buffer;
  /** SHA-256 of the certificate's DER, lower-case hex. */
  fingerprint: string;
  /** The certificate's subject, e.g. "CN=…, O=…". */
  subject: string;
  /** True when generated into DATA_DIR (not trusted by PDF readers until a CA-issued certificate is configured). */
  selfSigned: boolean;
}

export interface SealOptions {
  /** The signature's time; the same bytes sealed with the same time give the same file. */
  signingTime: Date;
  reason: string;
  location?: string;
  contactInfo?: string;
  name?: string;
}

export interface SealInspection {
  /** The file has a signature dictionary with a /ByteRange and /Contents. */
  signed: boolean;
  /** The signature verifies and its message digest matches the bytes of the /ByteRange. */
  intact: boolean;
  /** The /ByteRange covers the whole file but the signature's /Contents. */
  coversWholeFile: boolean;
  /** The signing certificate is the club's (same fingerprint). */
  byClub: boolean;
  signingTime: Date | null;
  signerSubject: string | null;
}

export interface Sealer {
  readonly identity: SealIdentity;
  seal(pdf: Uint8Array, options: SealOptions): Promise<Uint8Array>;
  inspect(pdf: Uint8Array): SealInspection;
}

/**
 * The hex digits reserved for the PKCS#7 in /Contents (@signpdf's `signatureLength`; half as many bytes), at least:
 * 4 KB, of which a signature with one 2048-bit certificate uses ~1.6 KB. A PKCS#12 holding a CA's chain gets more
 * (see `placeholderLength`), since every certificate in it goes into each signature.
 */
export const SIGNATURE_LENGTH = 8192;

/** The /Contents placeholder for an identity: the PKCS#7 is about as long as its PKCS#12 (same certificates; a signature instead of the key). */
function placeholderLength(p12: Uint8Array): number {
  return Math.max(SIGNATURE_LENGTH, Math.ceil((2 * p12.length + 2048) / 1024) * 1024);
}
export const DEFAULT_SEAL_LOCATION = "Solan, Himachal Pradesh, India";

const SIGNING_DIR = "signing";
const P12_FILE = "club-seal.p12";
const PASSPHRASE_FILE = "club-seal.passphrase";

// ---------------------------------------------------------------------------------------------------------------
// The identity

/**
 * The club's signing key and certificate: from SIGNING_P12 (opened with SIGNING_P12_PASSWORD) when configured,
 * otherwise the self-signed pair in DATA_DIR/signing, generated on the first call.
 */
export function loadSealIdentity(config: SealConfig): SealIdentity {
  if (config.p12Path) {
    let p12: Buffer;
    try {
      p12 = readFileSync(config.p12Path);
    } catch (error) {
      throw new Error(
        `SIGNING_P12 cannot be read (${config.p12Path}): ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        { cause: error },
      );
    }
    const passphrase = config.p12Password ?? "";
    return { ...openP12(p12, passphrase, `SIGNING_P12 (${config.p12Path})`), p12, passphrase, selfSigned: false };
  }
  const dir = join(config.dataDir, SIGNING_DIR);
  const p12File = join(dir, P12_FILE);
  if (!existsSync(p12File)) generateIdentity(config.dataDir, dir);
  let p12: Buffer;
  let passphrase: string;
  try {
    p12 = readFileSync(p12File);
    passphrase = readFileSync(join(dir, PASSPHRASE_FILE), "utf8").replace(/\r?\n$/, "");
  } catch (error) {
    throw new Error(
      `The club's document seal in ${dir} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): restore ${P12_FILE} and ${PASSPHRASE_FILE} from a backup, remove the folder to generate a new seal, or set SIGNING_P12`,
      { cause: error },
    );
  }
  return { ...openP12(p12, passphrase, p12File), p12, passphrase, selfSigned: true };
}

/** The certificate of a PKCS#12 file, checked to hold the (encrypted) private key that @signpdf/signer-p12 signs with. */
function openP12(
  p12: Buffer,
  passphrase: string,
  what: string,
): Pick<SealIdentity, "certificateDer" | "fingerprint" | "subject"> {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary"))),
      false,
      passphrase,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      /MAC could not be verified|Invalid password/i.test(message)
        ? `${what} cannot be opened: wrong password (SIGNING_P12_PASSWORD)`
        : `${what} is not a readable PKCS#12 file: ${message}`,
      { cause: error },
    );
  }
  const keyBags =
    pfx.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? [];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) {
    throw new Error(
      `${what} holds no RSA private key (in a shrouded key bag): @signpdf signs with node-forge, which reads RSA keys only`,
    );
  }
  const certBags = pfx.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const cert = certBags
    .map((bag) => bag.cert)
    .find((c) => {
      const pub = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return pub?.n && key.n.compareTo(pub.n) === 0 && key.e.compareTo(pub.e) === 0;
    });
  if (!cert) throw new Error(`${what} holds no certificate for its private key`);
  // the DER as @signpdf/signer-p12 (forge) writes it into each signature
  const certificateDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary");
  return {
    certificateDer,
    fingerprint: sha256Hex(certificateDer),
    subject: readableSubject(new X509Certificate(certificateDer)),
  };
}

/**
 * A new RSA-2048 key and self-signed certificate, as a PKCS#12 file and its passphrase in DATA_DIR/signing.
 * Both are written into a temporary folder that is then renamed into place, so another process starting on the
 * same DATA_DIR sees either no folder or both files; when another process got there first, its files are kept.
 */
function generateIdentity(dataDir: string, dir: string): void {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicExponent: 0x10001,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  const serial = randomBytes(16);
  serial[0] = (serial[0] & 0x7f) | 0x40; // positive, 16 bytes
  cert.serialNumber = serial.toString("hex");
  const now = new Date();
  // valid from 2020 so that documents re-sealed with their original dates fall inside it; ten years from today
  cert.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + 10);
  const name = [
    { shortName: "C", value: "IN" },
    { shortName: "O", value: CLUB.name, valueTagClass: forge.asn1.Type.UTF8 },
    { shortName: "CN", value: `${CLUB.name} document seal`, valueTagClass: forge.asn1.Type.UTF8 },
  ] as forge.pki.CertificateField[];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    {
      name: "extKeyUsage",
      emailProtection: true,
      "1.3.6.1.5.5.7.3.36": true, // id-kp-documentSigning (RFC 9336)
      "1.3.6.1.4.1.311.10.3.12": true, // Microsoft document signing
      "1.2.840.113583.1.1.5": true, // Adobe Authentic Documents Trust
    },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(32).toString("base64url");
  const p12 = forge.asn1
    .toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "3des", friendlyName: "club-seal" }))
    .getBytes();

  mkdirSync(dataDir, { recursive: true });
  const tmp = mkdtempSync(join(dataDir, `.${SIGNING_DIR}-`)); // mode 0700
  try {
    writeFileSync(join(tmp, P12_FILE), Buffer.from(p12, "binary"), { mode: 0o600 });
    writeFileSync(join(tmp, PASSPHRASE_FILE), passphrase, { mode: 0o600 });
    renameSync(tmp, dir); // replaces an empty folder; fails when another process's files are there
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    if (!existsSync(join(dir, P12_FILE))) {
      throw new Error(
        `${dir} exists without ${P12_FILE}: restore the club's seal from a backup, empty the folder to generate a new one, or set SIGNING_P12`,
        { cause: error },
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** "CN=…, O=…, C=IN": the subject's attributes, most specific first (RFC 4514 order). */
function readableSubject(certificate: X509Certificate): string {
  return certificate.subject.split("\n").reverse().join(", ");
}

const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

// ---------------------------------------------------------------------------------------------------------------
// Sealing

/** What a seal is made with: the PKCS#12 (key and certificate) and its passphrase; plain data, so a worker thread can seal. */
export interface SealKey {
  p12: Uint8Array;
  passphrase: string;
}

/** One seal to make: a PDF and its options with the key to sign it with (a task of the CPU pool, server/cpu-worker.ts). */
export interface SealTask {
  key: SealKey;
  pdf: Uint8Array;
  options: SealOptions;
}

/**
 * Seals `pdf` with `key` at `options.signingTime`: the same bytes, key and time always give the same file. Pure CPU
 * (pdf-lib, @signpdf, node-forge; ~100 ms for an invoice), run in a worker thread of the CPU pool when the app has one.
 */
export async function sealPdf({ key, pdf, options }: SealTask): Promise<Buffer> {
  const [{ PDFDocument }, { pdflibAddPlaceholder }, { SignPdf }, { P12Signer }] = await Promise.all([
    import("pdf-lib"),
    import("@signpdf/placeholder-pdf-lib"),
    import("@signpdf/signpdf"),
    import("@signpdf/signer-p12"),
  ]);
  const p12 = Buffer.from(key.p12.buffer, key.p12.byteOffset, key.p12.byteLength);
  // updateMetadata: false keeps pdf-lib from stamping the current time (and its name) into the Info dictionary
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setModificationDate(options.signingTime);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: options.reason,
    contactInfo: options.contactInfo ?? CLUB.email,
    name: options.name ?? CLUB.name,
    location: options.location ?? DEFAULT_SEAL_LOCATION,
    signingTime: options.signingTime,
    signatureLength: placeholderLength(p12),
  });
  const prepared = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(p12, { passphrase: key.passphrase });
  return new SignPdf().sign(Buffer.from(prepared), signer, options.signingTime);
}

/**
 * The club's sealer. `offload` runs a seal elsewhere (the app's CPU pool: a worker thread, so the ~100 ms of signing
 * never blocks the event loop); without it the seal is made in this thread. Both give the same bytes.
 */
export function createSealer(identity: SealIdentity, offload?: (task: SealTask) => Promise<Uint8Array>): Sealer {
  const key: SealKey = { p12: identity.p12, passphrase: identity.passphrase };
  return {
    identity,
    seal(pdf, options) {
      return offload ? offload({ key, pdf, options }) : sealPdf({ key, pdf, options });
    },
    inspect(pdf) {
      return inspectSeal(pdf, identity.fingerprint);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Inspection

const UNSIGNED: SealInspection = {
  signed: false,
  intact: false,
  coversWholeFile: false,
  byClub: false,
  signingTime: null,
  signerSubject: null,
};

/** The last signature of a PDF, checked against its bytes; never throws. */
export function inspectSeal(pdf: Uint8Array, clubFingerprint: string): SealInspection {
  try {
    return inspectUnsafe(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), clubFingerprint);
  } catch {
    return { ...UNSIGNED };
  }
}

function inspectUnsafe(bytes: Buffer, clubFingerprint: string): SealInspection {
  const text = bytes.toString("latin1");
  let range: RegExpExecArray | null = null;
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) range = match;
  if (!range) return { ...UNSIGNED };
  const [a, b, c, d] = range.slice(1, 5).map(Number);
  const length = bytes.length;

  // /Contents: the gap the /ByteRange leaves, when that is "<hex>" after /Contents; otherwise the nearest one
  let hex: string | null = null;
  let gapIsContents = false;
  if (Number.isSafeInteger(a + b) && a + b >= 0 && c <= length && a + b < c) {
    const gap = text.slice(a + b, c);
    if (/^<[0-9A-Fa-f]*>$/.test(gap) && /\/Contents\s*$/.test(text.slice(Math.max(0, a + b - 32), a + b))) {
      hex = gap.slice(1, -1);
      gapIsContents = true;
    }
  }
  if (hex === null) {
    let nearest = Infinity;
    for (const match of text.matchAll(/\/Contents\s*<([0-9A-Fa-f\s]*)>/g)) {
      const distance = Math.abs(match.index - range.index);
      if (distance < nearest) [nearest, hex] = [distance, match[1].replace(/\s+/g, "")];
    }
  }
  if (hex === null) return { ...UNSIGNED };

  const coversWholeFile = gapIsContents && a === 0 && c + d === length;
  const result: SealInspection = { ...UNSIGNED, signed: true, coversWholeFile };

  const inBounds = (start: number, size: number) =>
    Number.isSafeInteger(start + size) && start >= 0 && size >= 0 && start + size <= length;
  const signedBytes =
    inBounds(a, b) && inBounds(c, d) ? Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]) : null;

  let signature: ParsedSignature;
  try {
    signature = parseSignature(Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex"));
  } catch {
    return result;
  }
  result.signingTime = signature.signingTime;
  result.signerSubject = signature.certificate ? readableSubject(signature.certificate) : null;
  if (!signedBytes || !signature.certificate) return result;

  let valid: boolean;
  if (signature.signedAttributes) {
    const digest = createHash(signature.hash).update(signedBytes).digest();
    valid =
      signature.messageDigest !== null &&
      digest.equals(signature.messageDigest) &&
      verifySignature(signature.hash, signature.signedAttributes, signature.certificate.publicKey, signature.signature);
  } else {
    valid = verifySignature(signature.hash, signedBytes, signature.certificate.publicKey, signature.signature);
  }
  result.intact = valid;
  result.byClub = valid && sha256Hex(signature.certificate.raw) === clubFingerprint;
  return result;
}

interface ParsedSignature {
  hash: string;
  /** The DER of the signed attributes as a SET (what the signature is over), or null without attributes. */
  signedAttributes: Buffer | null;
  messageDigest: Buffer | null;
  signingTime: Date | null;
  signature: Buffer;
  certificate: X509Certificate | null;
}

const HASHES: Record<string, string> = {
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
  "1.3.14.3.2.26": "sha1",
};
/** rsaEncryption, sha*WithRSAEncryption, ecdsa-with-SHA*: the algorithms crypto.verify checks with its defaults (not RSA-PSS). */
const SIGNATURE_ALGORITHMS = new Set([
  "1.2.840.113549.1.1.1",
  "1.2.840.113549.1.1.5",
  "1.2.840.113549.1.1.11",
  "1.2.840.113549.1.1.12",
  "1.2.840.113549.1.1.13",
  "1.2.840.10045.2.1",
  "1.2.840.10045.4.3.2",
  "1.2.840.10045.4.3.3",
  "1.2.840.10045.4.3.4",
]);
const OID_SIGNED_DATA = "1.2.840.113549.1.7.2";
const OID_MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const OID_SIGNING_TIME = "1.2.840.113549.1.9.5";

/** A CMS ContentInfo holding SignedData (RFC 5652), read down to its first SignerInfo; throws on anything else. */
function parseSignature(der: Buffer): ParsedSignature {
  const contentInfo = readDer(der, 0, der.length); // the zero padding after it is ignored
  const [contentType, explicit] = expectKids(der, contentInfo, 0x30, 2);
  if (oid(der, contentType) !== OID_SIGNED_DATA || explicit.tag !== 0xa0) throw new Error("not SignedData");
  const [signedData] = expectKids(der, explicit, 0xa0, 1);
  const parts = expectKids(der, signedData, 0x30, 4);
  const certificatesField = parts.find((part) => part.tag === 0xa0);
  const signerInfos = parts[parts.length - 1];
  const [signerInfo] = expectKids(der, signerInfos, 0x31, 1);
  const fields = expectKids(der, signerInfo, 0x30, 5);
  const [, sid, digestAlgorithm] = fields;
  const hash = HASHES[oid(der, kids(der, digestAlgorithm)[0])];
  if (!hash) throw new Error("unknown digest algorithm");
  let index = 3;
  let signedAttributes: Buffer | null = null;
  let messageDigest: Buffer | null = null;
  let signingTime: Date | null = null;
  if (fields[index].tag === 0xa0) {
    const attributes = fields[index++];
    // the signature is over the attributes' DER as a SET OF (tag 0x31), not as the [0] they are stored under
    signedAttributes = Buffer.from(der.subarray(attributes.start, attributes.end));
    signedAttributes[0] = 0x31;
    for (const attribute of kids(der, attributes)) {
      const [type, values] = expectKids(der, attribute, 0x30, 2);
      const value = kids(der, values)[0];
      if (!value) continue;
      if (oid(der, type) === OID_MESSAGE_DIGEST && value.tag === 0x04) messageDigest = contents(der, value);
      if (oid(der, type) === OID_SIGNING_TIME) signingTime = asn1Time(der, value);
    }
  }
  const signatureAlgorithm = fields[index++];
  const signatureField = fields[index];
  if (!signatureField || signatureField.tag !== 0x04) throw new Error("no signature");
  if (!SIGNATURE_ALGORITHMS.has(oid(der, kids(der, signatureAlgorithm)[0])))
    throw new Error("unsupported signature algorithm");

  // the signer's certificate: the one named by issuer and serial number
  let certificate: X509Certificate | null = null;
  if (certificatesField && sid.tag === 0x30) {
    const [sidIssuer, sidSerial] = expectKids(der, sid, 0x30, 2);
    for (const cert of kids(der, certificatesField)) {
      if (cert.tag !== 0x30) continue;
      const tbs = kids(der, kids(der, cert)[0]);
      const [serial, , issuer] = tbs[0].tag === 0xa0 ? tbs.slice(1) : tbs;
      if (raw(der, serial).equals(raw(der, sidSerial)) && raw(der, issuer).equals(raw(der, sidIssuer))) {
        certificate = new X509Certificate(raw(der, cert));
        break;
      }
    }
  }
  return { hash, signedAttributes, messageDigest, signingTime, signature: contents(der, signatureField), certificate };
}

interface DerNode {
  tag: number;
  start: number;
  /** Where the contents begin. */
  body: number;
  end: number;
}

/** One DER element at `start`, within `limit` (single-byte tags, definite lengths). */
function readDer(der: Buffer, start: number, limit: number): DerNode {
  if (start + 2 > limit) throw new Error("truncated");
  const tag = der[start];
  if ((tag & 0x1f) === 0x1f) throw new Error("long tag");
  let length = der[start + 1];
  let body = start + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || body + count > limit) throw new Error("bad length");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[body + i];
    body += count;
  }
  const end = body + length;
  if (end > limit) throw new Error("truncated");
  return { tag, start, body, end };
}

function kids(der: Buffer, node: DerNode): DerNode[] {
  if (!(node.tag & 0x20)) throw new Error("not constructed");
  const out: DerNode[] = [];
  for (let at = node.body; at < node.end;) {
    const child = readDer(der, at, node.end);
    out.push(child);
    at = child.end;
  }
  return out;
}

function expectKids(der: Buffer, node: DerNode, tag: number, atLeast: number): DerNode[] {
  if (node.tag !== tag) throw new Error("unexpected tag");
  const out = kids(der, node);
  if (out.length < atLeast) throw new Error("missing fields");
  return out;
}

const raw = (der: Buffer, node: DerNode) => der.subarray(node.start, node.end);
const contents = (der: Buffer, node: DerNode) => Buffer.from(der.subarray(node.body, node.end));

function oid(der: Buffer, node: DerNode | undefined): string {
  if (!node || node.tag !== 0x06 || node.end === node.body) throw new Error("not an OID");
  const parts: number[] = [];
  let value = 0;
  for (let i = node.body; i < node.end; i++) {
    value = value * 128 + (der[i] & 0x7f);
    if (!(der[i] & 0x80)) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

/** UTCTime or GeneralizedTime (UTC, as CMS requires); null for anything else. */
function asn1Time(der: Buffer, node: DerNode): Date | null {
  const value = der.toString("latin1", node.body, node.end);
  const match =
    node.tag === 0x17
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(value)
      : node.tag === 0x18
        ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\.\d+)?Z$/.exec(value)
        : null;
  if (!match) return null;
  let year = Number(match[1]);
  if (node.tag === 0x17) year += year < 50 ? 2000 : 1900;
  const date = new Date(
    Date.UTC(year, Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6] ?? 0)),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

import { createHash } from "node:crypto";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MAX_FILES,
  certificateMessages as m,
  type CertificateItem,
  type CertificateUploadAnswer,
} from "../../../common/office-donors.ts";
import { clubDay } from "../../../common/club-time.ts";
import { financialYearOf } from "../../../common/statements.ts";
import type { Db, Tx } from "../../db/open.ts";
import { clubSettings, donationCertificates, donationPledges } from "../../db/schema.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { newStorageKey, type FileStorage } from "../../platform/storage.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { certificateMail } from "./certificate-mail.ts";
import { nameKey, pdfText, readCertificate } from "./certificate-text.ts";
import { donorPageUrl, readDonorToken } from "./gifts.ts";

/**
 * Form 10BE (rule 18AB): the certificates of donation the tax portal makes once Form 10BD is filed. Accounts upload them
 * (PDFs, or one ZIP of PDFs); each is stored once (by its SHA-256), its text read for the donor's PAN and name, matched
 * to the donor by the PAN's keyed hash on their pledges (and, when that PAN is on pledges of several e-mails, by name),
 * and e-mailed to the donor with the PDF attached. One that matches nobody waits on the office's donors page, where
 * accounts choose its donor by hand. The donor opens theirs from their page.
 */

export interface CertificateDeps {
  db: Db;
  storage: FileStorage;
  mail: MailQueue;
  cipher: FieldCipher;
  publicUrl: string;
  feedSecret: string;
}

export type CertificateRow = typeof donationCertificates.$inferSelect;

export const certificateItemOf = (row: CertificateRow): CertificateItem => ({
  id: row.id,
  year: row.year,
  file_name: row.fileName,
  donor_name: row.donorName,
  pan_last4: row.panLast4,
  donor_email: row.donorEmail,
  matched_at: row.matchedAt?.toISOString() ?? null,
  mailed_at: row.mailedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
const baseName = (path: string) => path.split(/[\\/]/).pop() || path;

/** The PDFs of an upload: each file a PDF, or a ZIP whose PDFs are taken (anything else in it refused). */
export function certificateFiles(files: { name: string; bytes: Uint8Array }[]) {
  const pdfs: { name: string; bytes: Uint8Array }[] = [];
  const refused: { file_name: string; reason: string }[] = [];
  for (const file of files) {
    if (isZip(file.bytes)) {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(file.bytes, {
          filter: (entry) => {
            if (entry.name.endsWith("/")) return false;
            const pdf = entry.name.toLowerCase().endsWith(".pdf") && !baseName(entry.name).startsWith(".");
            if (!pdf) refused.push({ file_name: baseName(entry.name), reason: m.notPdf });
            else if (entry.originalSize > CERTIFICATE_MAX_BYTES) {
              refused.push({ file_name: baseName(entry.name), reason: m.tooLarge });
              return false;
            }
            return pdf;
          },
        });
      } catch {
        refused.push({ file_name: file.name, reason: m.badZip });
        continue;
      }
      const inside = Object.entries(entries);
      if (inside.length === 0 && !refused.some((r) => r.reason === m.notPdf)) {
        refused.push({ file_name: file.name, reason: m.notInZip });
      }
      for (const [path, bytes] of inside) {
        if (bytes.length > CERTIFICATE_MAX_BYTES) refused.push({ file_name: baseName(path), reason: m.tooLarge });
        else if (!isPdf(bytes)) refused.push({ file_name: baseName(path), reason: m.notPdf });
        else pdfs.push({ name: baseName(path), bytes });
      }
    } else if (isPdf(file.bytes)) {
      pdfs.push(file);
    } else {
      refused.push({ file_name: file.name, reason: m.notPdf });
    }
  }
  if (pdfs.length > CERTIFICATE_MAX_FILES) throw badRequest(m.tooMany);
  return { pdfs, refused };
}

/** The donor a certificate's PAN and name point to: their e-mail, when one only. */
async function donorByPan(tx: Tx, cipher: FieldCipher, pan: string, name: string | null): Promise<string | null> {
  const pledges = await tx
    .select({ email: donationPledges.email, name: donationPledges.name })
    .from(donationPledges)
    .where(eq(donationPledges.panHash, cipher.fingerprint(pan.toUpperCase())));
  const emails = (list: typeof pledges) => [...new Set(list.map((p) => p.email.toLowerCase()))];
  const all = emails(pledges);
  if (all.length === 1) return all[0];
  if (all.length === 0 || !name) return null;
  const named = emails(pledges.filter((p) => nameKey(p.name) === nameKey(name)));
  return named.length === 1 ? named[0] : null;
}

/** The donor's latest pledge under an e-mail: their name, language and signed link for the mail. */
async function latestPledgeOf(tx: Tx, email: string) {
  const [pledge] = await tx
    .select()
    .from(donationPledges)
    .where(sql`lower(${donationPledges.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(donationPledges.createdAt))
    .limit(1);
  return pledge;
}

/** The certificate matched to its donor: the e-mail set, the mail with the PDF queued, the audit entry; in `tx`. */
async function matchTo(
  deps: CertificateDeps,
  tx: Tx,
  certificate: CertificateRow,
  email: string,
  actor: AuditActor,
  how: "pan" | "by hand",
  now: Date,
): Promise<CertificateRow> {
  const pledge = await latestPledgeOf(tx, email);
  const [matched] = await tx
    .update(donationCertificates)
    .set({ donorEmail: pledge.email, matchedAt: now })
    .where(and(eq(donationCertificates.id, certificate.id), isNull(donationCertificates.donorEmail)))
    .returning();
  if (!matched) throw new AppError(409, m.alreadyMatched);
  await deps.mail.send(
    tx,
    certificateMail({ certificate: matched, pledge, donorUrl: donorPageUrl(deps, pledge.reference) }, deps.publicUrl),
  );
  await recordAudit(tx, {
    actor,
    action: "donation.certificate.matched",
    memberId: pledge.userId,
    subjectId: matched.id,
    detail: { fileName: matched.fileName, year: matched.year, email: pledge.email, reference: pledge.reference, how },
  });
  return matched;
}

/**
 * POST /api/admin/donations/certificates: the certificates uploaded (PDFs, or a ZIP of them). Each new one is stored
 * and recorded; one already uploaded (same SHA-256) is named, not stored twice; what is not a PDF is refused. `fy` is
 * the year a certificate is filed under when its text names none.
 */
export async function uploadCertificates(
  deps: CertificateDeps,
  actor: AuditActor,
  input: { files: { name: string; bytes: Uint8Array }[]; fy?: string },
  now = new Date(),
): Promise<CertificateUploadAnswer> {
  if (input.files.length === 0) throw badRequest(m.noFile);
  const { pdfs, refused } = certificateFiles(input.files);
  const [settings] = await deps.db.select({ pan: clubSettings.pan }).from(clubSettings);
  const fallbackYear = input.fy ?? financialYearOf(clubDay(now)).fy;
  const stored: CertificateItem[] = [];
  const duplicates: string[] = [];
  for (const pdf of pdfs) {
    const sha256 = createHash("sha256").update(pdf.bytes).digest("hex");
    const [known] = await deps.db
      .select({ id: donationCertificates.id })
      .from(donationCertificates)
      .where(eq(donationCertificates.sha256, sha256));
    if (known) {
      duplicates.push(pdf.name);
      continue;
    }
    const text = await pdfText(pdf.bytes);
    if (text === null) {
      refused.push({ file_name: pdf.name, reason: m.unreadable });
      continue;
    }
    const read = readCertificate(text, settings?.pan ?? "");
    const storageKey = newStorageKey("donation-certificates", ".pdf", now);
    await deps.storage.put(storageKey, pdf.bytes);
    const row = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(donationCertificates)
        .values({
          year: read.fy ?? fallbackYear,
          fileName: pdf.name.slice(0, 200),
          storageKey,
          sha256,
          size: pdf.bytes.length,
          panHash: read.pan ? deps.cipher.fingerprint(read.pan) : null,
          panLast4: read.pan ? read.pan.slice(-4) : null,
          donorName: read.name,
          uploadedBy: actor.id,
        })
        .onConflictDoNothing({ target: donationCertificates.sha256 })
        .returning();
      if (!row) return null;
      await recordAudit(tx, {
        actor,
        action: "donation.certificate.uploaded",
        subjectId: row.id,
        detail: { fileName: row.fileName, year: row.year, sha256, panLast4: row.panLast4, donorName: row.donorName },
      });
      const email = read.pan ? await donorByPan(tx, deps.cipher, read.pan, read.name) : null;
      return email ? matchTo(deps, tx, row, email, actor, "pan", now) : row;
    });
    if (!row) {
      // uploaded at the same moment by another request: its copy stands
      await deps.storage.remove(storageKey);
      duplicates.push(pdf.name);
      continue;
    }
    stored.push(certificateItemOf(row));
  }
  return { stored, duplicates, refused };
}

/**
 * POST /api/admin/donations/certificates/{id}/match: accounts match an unmatched certificate to a donor, chosen by a
 * pledge's reference or e-mail; it is then e-mailed to them.
 */
export async function matchCertificate(
  deps: CertificateDeps,
  actor: AuditActor,
  id: string,
  donor: string,
  now = new Date(),
): Promise<CertificateItem> {
  return deps.db.transaction(async (tx) => {
    const [certificate] = await tx
      .select()
      .from(donationCertificates)
      .where(eq(donationCertificates.id, id))
      .for("update");
    if (!certificate) throw notFound(m.notFound);
    if (certificate.donorEmail) throw new AppError(409, m.alreadyMatched);
    const wanted = donor.trim();
    const [pledge] = await tx
      .select({ email: donationPledges.email })
      .from(donationPledges)
      .where(
        or(
          sql`upper(${donationPledges.reference}) = ${wanted.toUpperCase()}`,
          sql`lower(${donationPledges.email}) = ${wanted.toLowerCase()}`,
        ),
      )
      .limit(1);
    if (!pledge) throw notFound(m.donorNotFound);
    return certificateItemOf(await matchTo(deps, tx, certificate, pledge.email, actor, "by hand", now));
  });
}

/** The certificates uploaded: those unmatched first, then the latest; at most `limit`. */
export async function listCertificates(db: Db, limit = 100): Promise<CertificateItem[]> {
  const rows = await db
    .select()
    .from(donationCertificates)
    .orderBy(
      sql`${donationCertificates.donorEmail} is not null`,
      desc(donationCertificates.createdAt),
      desc(donationCertificates.id),
    )
    .limit(limit);
  return rows.map(certificateItemOf);
}

/** A donor's certificates (by the e-mail of their pledges), the latest year first: for the donor's page. */
export async function certificatesOfDonor(db: Db, email: string): Promise<CertificateItem[]> {
  const rows = await db
    .select()
    .from(donationCertificates)
    .where(sql`lower(${donationCertificates.donorEmail}) = ${email.toLowerCase()}`)
    .orderBy(desc(donationCertificates.year), desc(donationCertificates.createdAt));
  return rows.map(certificateItemOf);
}

/** The mail job's record that the certificate's mail went. */
export async function certificateMailed(db: Db, id: string) {
  await db
    .update(donationCertificates)
    .set({ mailedAt: sql`now()` })
    .where(eq(donationCertificates.id, id));
}

/** The bytes of a certificate (the mail's attachment, the donor's download). */
export async function certificateBytes(deps: Pick<CertificateDeps, "db" | "storage">, id: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await deps.db.select().from(donationCertificates).where(eq(donationCertificates.id, id))
    : [];
  const bytes = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !bytes) throw notFound(m.notFound);
  return { row, bytes, name: `form-10be-${row.year}.pdf` };
}

/**
 * GET /api/donations/certificates/{id}.pdf: the donor's certificate, for the holder of a signed link whose pledge's
 * e-mail is the certificate's donor's, or a signed-in member whose e-mail it is. Anyone else: 404, as if none.
 */
export async function donorCertificate(
  deps: CertificateDeps,
  id: string,
  who: { token?: string; email?: string },
): Promise<{ bytes: Buffer; name: string }> {
  const found = await certificateBytes(deps, id);
  const owner = found.row.donorEmail?.toLowerCase();
  let email = who.email?.toLowerCase();
  if (who.token) {
    const reference = readDonorToken(deps, who.token);
    if (reference) {
      const [pledge] = await deps.db
        .select({ email: donationPledges.email })
        .from(donationPledges)
        .where(eq(donationPledges.reference, reference));
      if (pledge && pledge.email.toLowerCase() === owner) email = owner;
    }
  }
  if (!owner || email !== owner) throw notFound(m.notFound);
  return { bytes: found.bytes, name: found.name };
}

/** The Form 10BE certificates: uploaded, matched, mailed and opened by their donor. */
export function createCertificatesService(deps: CertificateDeps) {
  return {
    upload: (actor: AuditActor, input: Parameters<typeof uploadCertificates>[2]) =>
      uploadCertificates(deps, actor, input),
    match: (actor: AuditActor, id: string, donor: string) => matchCertificate(deps, actor, id, donor),
    list: (limit?: number) => listCertificates(deps.db, limit),
    /** The donor's page: their certificates, each linked at certificatePdfUrl(id, token). */
    ofDonor: (email: string) => certificatesOfDonor(deps.db, email),
    forDonor: (id: string, who: { token?: string; email?: string }) => donorCertificate(deps, id, who),
  };
}

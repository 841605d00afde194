import { createHash } from "node:crypto";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import QRCode from "qrcode";
import {
  AGREEMENT_FILTERS,
  agreementMessages as am,
  type AgreementListQuery,
  type AgreementRow,
} from "../../../common/agreements.ts";
import { SIGNATURE_TYPES } from "../../../common/registration.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Db } from "../../db/open.ts";
import {
  agreementEvents,
  moaAgreements,
  properties,
  sealedDocuments,
  sealedFiles,
  storedFiles,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { memberLanguage } from "../auth/member-language.ts";
import { AGREEMENT_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import type { Sealer } from "../../platform/seal.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { fileUrl, ownedFileByUrl, storeGenerated } from "../files/service.ts";
import type { AuditActor } from "../audit/service.ts";
import { verificationUrl } from "../verification/invoices.ts";
import type { ExecutedAgreement } from "./executed-pdf.ts";
import { villaLabel } from "./moa-pdf.ts";
import { agreementReference, recordAgreementEvent } from "./service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaNameOf } from "../catalogue/names.ts";

export interface AgreementsOfficeDeps {
  db: Db;
  storage: FileStorage;
  mail: MailQueue;
  sealer: Sealer;
  /** Draws the executed agreement (the CPU pool's `executedAgreement` task, in a worker thread; decision 027). */
  renderExecuted: (agreement: ExecutedAgreement) => Promise<Uint8Array>;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

const signatory = alias(users, "signatory");

/** The role words of the Trust's signatory on the papers. */
export const SIGNATORY_ROLE = "Authorised signatory (administrator)";

function rowOf(found: {
  agreement: typeof moaAgreements.$inferSelect;
  member: { id: string; name: string; email: string };
  villa: { id: string; name: string; villaNumber: string | null };
  code: string;
  signatoryName: string | null;
}): AgreementRow {
  const { agreement } = found;
  return {
    _id: agreement.id,
    reference: agreementReference(agreement.id),
    status: agreement.status,
    member: found.member,
    villa: { id: found.villa.id, name: found.villa.name, villa_number: found.villa.villaNumber },
    signed_at: agreement.signedAt.toISOString(),
    pdf_url: fileUrl(agreement.pdfFileId),
    countersigned_at: agreement.countersignedAt?.toISOString() ?? null,
    countersigned_by: agreement.countersignerName ?? found.signatoryName,
    executed_pdf_url: agreement.executedPdfFileId ? fileUrl(agreement.executedPdfFileId) : null,
    revoked_at: agreement.revokedAt?.toISOString() ?? null,
    revoked_reason: agreement.revokedReason,
    verify_code: found.code,
  };
}

function selectRows<Cursor extends string[] | null = null>(db: Db, cursor = sql`null` as SQL<Cursor>) {
  return db
    .select({
      agreement: moaAgreements,
      member: { id: users.id, name: users.name, email: users.email },
      villa: { id: properties.id, name: properties.name, villaNumber: properties.villaNumber },
      code: sealedDocuments.code,
      signatoryName: signatory.name,
      cursor,
    })
    .from(moaAgreements)
    .innerJoin(users, eq(users.id, moaAgreements.userId))
    .innerJoin(properties, eq(properties.id, moaAgreements.propertyId))
    .innerJoin(sealedDocuments, eq(sealedDocuments.agreementId, moaAgreements.id))
    .leftJoin(signatory, eq(signatory.id, moaAgreements.countersignedBy))
    .$dynamic();
}

function agreementConditions(query: Pick<AgreementListQuery, "status" | "q">): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(moaAgreements.status, AGREEMENT_FILTERS[query.status])];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(properties.name, like),
        ilike(properties.villaNumber, like),
        ilike(sealedDocuments.reference, like),
      ),
    );
  }
  return and(...filters);
}

/** Awaiting the countersignature: the oldest signed first (the queue); executed or revoked: the latest first. */
const agreementOrder = (status: AgreementListQuery["status"]) =>
  keyset(
    status === "awaiting"
      ? { by: moaAgreements.signedAt }
      : {
          by: sql`coalesce(${moaAgreements.revokedAt}, ${moaAgreements.countersignedAt}, 'infinity')`,
          type: "timestamptz",
          desc: true,
        },
    { by: moaAgreements.id },
  );

/**
 * GET /api/admin/agreements: the agreements of one status — awaiting the club's countersignature (oldest signed
 * first, the queue), executed or revoked (latest first) — searched by member, e-mail, villa or reference.
 */
export async function listAgreements(db: Db, query: AgreementListQuery) {
  const where = agreementConditions(query);
  const order = agreementOrder(query.status);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(moaAgreements)
      .innerJoin(users, eq(users.id, moaAgreements.userId))
      .innerJoin(properties, eq(properties.id, moaAgreements.propertyId))
      .innerJoin(sealedDocuments, eq(sealedDocuments.agreementId, moaAgreements.id))
      .where(where),
    selectRows(db)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { items: rows.map(rowOf), total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

const AGREEMENT_CSV_COLUMNS: CsvColumn<AgreementRow>[] = [
  { header: "Agreement id", value: (a) => a._id },
  { header: "Reference", value: (a) => a.reference },
  { header: "Status", value: (a) => a.status },
  { header: "Member id", value: (a) => a.member.id },
  { header: "Member", value: (a) => a.member.name },
  { header: "E-mail", value: (a) => a.member.email },
  { header: "Villa id", value: (a) => a.villa.id },
  { header: "Villa", value: (a) => a.villa.name },
  { header: "Villa number", value: (a) => a.villa.villa_number },
  { header: "Signed (IST)", value: (a) => csvMoment(a.signed_at) },
  { header: "Countersigned (IST)", value: (a) => csvMoment(a.countersigned_at) },
  { header: "Countersigned by", value: (a) => a.countersigned_by },
  { header: "Revoked (IST)", value: (a) => csvMoment(a.revoked_at) },
  { header: "Reason revoked", value: (a) => a.revoked_reason },
  { header: "Verification code", value: (a) => a.verify_code },
];

/** GET /api/admin/agreements.csv: every agreement of the status and search, in the list's order. */
export function agreementsCsv(db: Db, query: Pick<AgreementListQuery, "status" | "q">): CsvDownload {
  const where = agreementConditions(query);
  const order = agreementOrder(query.status);
  return csvDownload(
    "agreements",
    AGREEMENT_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        selectRows(db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(rowOf),
    ),
  );
}

async function agreementRow(db: Db, agreementId: string): Promise<AgreementRow | null> {
  const [found] = await selectRows(db).where(eq(moaAgreements.id, agreementId));
  return found ? rowOf(found) : null;
}

/** How long a countersignature's claim holds: one not finished by then (a process killed while sealing) was abandoned. */
export const COUNTERSIGN_CLAIM_MS = 2 * 60_000;

/**
 * Claims the agreement for one administrator's countersignature, before anything is rendered: only if it still awaits
 * and no other claim is live. Answers the claim's time, or 409 (countersigned or revoked already, or being signed).
 */
async function claimCountersign(db: Db, agreementId: string, now: Date): Promise<Date> {
  const [claimed] = await db
    .update(moaAgreements)
    .set({ countersignClaimedAt: now })
    .where(
      and(
        eq(moaAgreements.id, agreementId),
        eq(moaAgreements.status, "awaiting-countersign"),
        or(
          sql`${moaAgreements.countersignClaimedAt} is null`,
          sql`${moaAgreements.countersignClaimedAt} < ${new Date(now.getTime() - COUNTERSIGN_CLAIM_MS)}`,
        ),
      ),
    )
    .returning({ at: moaAgreements.countersignClaimedAt });
  if (claimed?.at) return claimed.at;
  const [row] = await db
    .select({ status: moaAgreements.status })
    .from(moaAgreements)
    .where(eq(moaAgreements.id, agreementId));
  throw new AppError(409, row?.status === "awaiting-countersign" ? am.countersignInProgress : am.notAwaiting);
}

/** A countersignature that failed gives its claim back, so the agreement can be countersigned again at once. */
async function releaseCountersign(db: Db, agreementId: string, claim: Date) {
  await db
    .update(moaAgreements)
    .set({ countersignClaimedAt: null })
    .where(
      and(
        eq(moaAgreements.id, agreementId),
        eq(moaAgreements.status, "awaiting-countersign"),
        eq(moaAgreements.countersignClaimedAt, claim),
      ),
    );
}

/**
 * POST /api/admin/agreements/{id}/countersign: an administrator signs for the Trust with their
 * own uploaded (or drawn, then uploaded) signature image. The agreement is claimed first (claimCountersign: a second
 * signatory gets 409 at once, nothing rendered). Then makes the executed agreement — the memorandum as the member
 * signed it with the Trust's signature in its box, a signing certificate page, an audit page — seals it digitally,
 * stores it, and in one transaction marks the agreement executed (only under this claim), registers the file's
 * SHA-256, and writes the event and the audit entry, with the member's mail of the PDF queued (decision 026).
 */
export async function countersignAgreement(
  deps: AgreementsOfficeDeps,
  staff: AuditActor & { name?: string },
  agreementId: string,
  signatureUrl: string,
  now = new Date(),
): Promise<AgreementRow> {
  const { db } = deps;
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, staff.id));
  const actor = { ...staff, name: staff.name ?? person?.name ?? "The Trust's signatory" };
  if (!isUuid(agreementId)) throw new AppError(404, am.notFound);
  const [found] = await selectRows(db).where(eq(moaAgreements.id, agreementId));
  if (!found) throw new AppError(404, am.notFound);
  if (found.agreement.status !== "awaiting-countersign") throw new AppError(409, am.notAwaiting);
  const { agreement } = found;

  const signature = await ownedFileByUrl(db, actor.id, signatureUrl, am.signatureNotFound);
  if (signature.purpose !== "signature" || !(SIGNATURE_TYPES as readonly string[]).includes(signature.contentType)) {
    throw new AppError(400, am.signatureNotImage);
  }
  const claim = await claimCountersign(db, agreement.id, now);
  try {
    return await executeAgreement(deps, { actor, found, signature, claim, now });
  } catch (error) {
    await releaseCountersign(db, agreement.id, claim).catch((release: unknown) =>
      deps.logError(`The claim on agreement ${agreement.id} could not be released`, release),
    );
    throw error;
  }
}

/** The claimed agreement executed: rendered, sealed, stored and recorded, and its mail queued. */
async function executeAgreement(
  deps: AgreementsOfficeDeps,
  input: {
    actor: AuditActor & { name: string };
    found: Parameters<typeof rowOf>[0];
    signature: Awaited<ReturnType<typeof ownedFileByUrl>>;
    claim: Date;
    now: Date;
  },
): Promise<AgreementRow> {
  const { db } = deps;
  const { actor, found, signature, claim, now } = input;
  const { agreement } = found;
  const [signatureBytes, memberSignatureBytes, signedPdf] = await Promise.all([
    deps.storage.get(signature.storageKey),
    fileBytes(deps, agreement.signatureFileId),
    fileBytes(deps, agreement.pdfFileId),
  ]);
  if (!signatureBytes) throw new AppError(400, am.signatureNotFound);
  if (!memberSignatureBytes || !signedPdf)
    throw new Error(`the files of agreement ${agreement.id} are missing from storage`);

  const reference = agreementReference(agreement.id);
  const verifyUrl = verificationUrl(deps.publicUrl, found.code);
  const events = await db
    .select()
    .from(agreementEvents)
    .where(eq(agreementEvents.planId, agreement.planId))
    .orderBy(asc(agreementEvents.at), asc(agreementEvents.seq));
  const villa = villaLabel(found.villa);
  const identity = deps.sealer.identity;
  const unsealed = await deps.renderExecuted({
    reference,
    villa,
    signedPdf: signedPdf.bytes,
    signedSha256: agreement.pdfSha256,
    member: {
      name: found.member.name,
      role: "Member",
      signature: { bytes: memberSignatureBytes.bytes, contentType: memberSignatureBytes.contentType },
      at: agreement.signedAt,
      ip: agreement.signerIp,
      signatureId: agreement.signatureFileId,
    },
    club: {
      name: actor.name,
      role: SIGNATORY_ROLE,
      signature: { bytes: signatureBytes, contentType: signature.contentType },
      at: now,
      ip: actor.ip ?? null,
      signatureId: signature.id,
    },
    verifyUrl,
    qrPng: await QRCode.toBuffer(verifyUrl, { type: "png", margin: 1, width: 220, errorCorrectionLevel: "M" }),
    events: [
      ...events.map((e) => ({ kind: e.kind, actor: e.actorName, ip: e.ip, at: e.at })),
      { kind: "countersigned" as const, actor: actor.name, ip: actor.ip ?? null, at: now },
    ],
    seal: { subject: identity.subject, fingerprint: identity.fingerprint, selfSigned: identity.selfSigned },
  });
  const sealed = await deps.sealer.seal(unsealed, {
    signingTime: now,
    reason: `Memorandum of agreement ${reference}, executed by the member and ${actor.name} for the Trust`,
  });
  const sha256 = createHash("sha256").update(sealed).digest("hex");

  let storedKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const file = await storeGenerated(
        deps,
        {
          ownerId: agreement.userId,
          purpose: "moa",
          bytes: sealed,
          name: `memorandum-of-agreement-${found.villa.villaNumber ?? found.villa.name}-executed.pdf`,
          contentType: "application/pdf",
        },
        tx,
      );
      storedKey = file.storageKey;
      const [updated] = await tx
        .update(moaAgreements)
        .set({
          status: "executed",
          countersignedAt: now,
          countersignedBy: actor.id,
          countersignerName: actor.name,
          countersignerRole: SIGNATORY_ROLE,
          countersignerIp: actor.ip ?? null,
          countersignatureFileId: signature.id,
          executedPdfFileId: file.id,
          executedSha256: sha256,
          countersignClaimedAt: null,
        })
        .where(
          and(
            eq(moaAgreements.id, agreement.id),
            eq(moaAgreements.status, "awaiting-countersign"),
            eq(moaAgreements.countersignClaimedAt, claim),
          ),
        )
        .returning({ id: moaAgreements.id });
      if (!updated) throw new AppError(409, am.notAwaiting);
      const [document] = await tx
        .select({ id: sealedDocuments.id })
        .from(sealedDocuments)
        .where(eq(sealedDocuments.agreementId, agreement.id));
      await tx.insert(sealedFiles).values({ sha256, documentId: document.id, sealedAt: now });
      await recordAgreementEvent(tx, {
        planId: agreement.planId,
        agreementId: agreement.id,
        kind: "countersigned",
        actorId: actor.id,
        actorName: actor.name,
        ip: actor.ip ?? null,
        at: now,
      });
      await recordAudit(tx, {
        actor,
        action: "moa.countersigned",
        memberId: agreement.userId,
        subjectId: agreement.id,
        detail: {
          reference,
          executedPdfFileId: file.id,
          executedSha256: sha256,
          countersignatureFileId: signature.id,
          before: { status: "awaiting-countersign" },
          after: { status: "executed" },
        },
      });
      // the member's mail of the executed agreement: the worker reads the stored PDF, and records the "sent" event once it went
      const language = await memberLanguage(tx, found.member.id);
      const words = AGREEMENT_MAIL_TEXT[language].executed;
      // the mail names the villa in the member's language; the sealed document keeps the name as typed
      const named = language === "en" ? null : await villaNameOf(tx, found.villa.id, language);
      const mailVilla = named ? villaLabel({ ...found.villa, name: named }) : villa;
      await deps.mail.send(tx, {
        ...noticeMail({
          to: found.member.email,
          name: found.member.name,
          language,
          subject: words.subject(reference),
          paragraphs: words.paragraphs({ reference, villa: mailVilla, signedAt: agreement.signedAt, verifyUrl }),
          link: { label: words.openMoa, url: new URL("/dashboard?tab=moa", deps.publicUrl).toString() },
          publicUrl: deps.publicUrl,
          summary: `agreement ${reference} executed`,
          attachments: [{ file: { id: file.id, filename: `memorandum-of-agreement-${reference}.pdf` } }],
        }),
        afterSent: { agreementSent: { planId: agreement.planId, agreementId: agreement.id } },
      });
    });
  } catch (error) {
    if (storedKey) await deps.storage.remove(storedKey).catch(() => undefined);
    throw error;
  }

  return (await agreementRow(db, agreement.id))!;
}

/** The executed agreement's mail went (the mail job): its "sent" event, for the agreement's audit trail. */
export async function agreementSent(db: Db, sent: { planId: string; agreementId: string }) {
  await recordAgreementEvent(db, { ...sent, kind: "sent" });
}

async function fileBytes(
  deps: AgreementsOfficeDeps,
  fileId: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) return null;
  const bytes = await deps.storage.get(file.storageKey);
  return bytes ? { bytes, contentType: file.contentType } : null;
}

/** The club's countersignature of members' agreements (administrators). */
export function createAgreementsOfficeService(deps: AgreementsOfficeDeps) {
  return {
    list: withDeps(deps.db, listAgreements),
    csv: withDeps(deps.db, agreementsCsv),
    countersign: (actor: AuditActor & { name?: string }, agreementId: string, signatureUrl: string) =>
      countersignAgreement(deps, actor, agreementId, signatureUrl),
  };
}

import { createHash, randomInt, randomUUID } from "node:crypto";
import { addYears, format } from "date-fns";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { downloadUrl, moaMessages as m, type SignedMoa, type SignedMoaData } from "../../../common/moa.ts";
import { LEASE_YEARS } from "../../../common/portal.ts";
import { SIGNATURE_TYPES } from "../../../common/registration.ts";
import type { Db } from "../../db/open.ts";
import { agreementEvents, moaAgreements, sealedDocuments, users } from "../../db/schema.ts";
import type { Tx } from "../../db/open.ts";
import { verifyPath, type AgreementEventKind } from "../../../common/agreements.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { fileUrl, ownedFileByUrl, storeGenerated } from "../files/service.ts";
import { clubDay } from "../../../common/club-time.ts";
import { memberStanding } from "../portal/standing.ts";
import type { MoaDocument } from "./moa-pdf.ts";
import { moaDataOf, readBeforeSigning } from "./moa-data.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { recordAudit } from "../audit/service.ts";
import { withDeps } from "../../platform/with-deps.ts";

export interface AgreementsDeps {
  db: Db;
  storage: FileStorage;
  /** Draws the memorandum (the CPU pool's `moa` task, in a worker thread; decision 027). */
  renderMoa: (document: MoaDocument) => Promise<Uint8Array>;
}

export interface Signer {
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
}

type Agreement = typeof moaAgreements.$inferSelect;

/** The last day of a lease that starts on `start` (yyyy-MM-dd): LEASE_YEARS later. */
export function leaseEnd(start: string): string {
  return format(addYears(new Date(`${start}T12:00:00`), LEASE_YEARS), "yyyy-MM-dd");
}

function describe(agreement: Agreement, alreadySigned: boolean): SignedMoa {
  return {
    pdf_url: fileUrl(agreement.pdfFileId),
    signed_at: agreement.signedAt.toISOString(),
    lease_start: agreement.leaseStart,
    lease_end: leaseEnd(agreement.leaseStart),
    already_signed: alreadySigned,
  };
}

async function agreementOfPlan(db: Db, planId: string): Promise<Agreement | null> {
  const [agreement] = await db
    .select()
    .from(moaAgreements)
    .where(and(eq(moaAgreements.planId, planId), sql`${moaAgreements.status} <> 'revoked'`))
    .limit(1);
  return agreement ?? null;
}

/** The member's signed agreement, or null (looked up by owner only). */
export async function findMemberAgreement(db: Db, userId: string): Promise<Agreement | null> {
  const [agreement] = await db
    .select()
    .from(moaAgreements)
    .where(eq(moaAgreements.userId, userId))
    .orderBy(desc(moaAgreements.signedAt))
    .limit(1);
  return agreement ?? null;
}

/** The agreement's reference as its papers print it. */
export const agreementReference = (agreementId: string) => `MOA-${agreementId.slice(0, 8).toUpperCase()}`;

/** The file a member downloads: the executed (sealed) PDF once countersigned, else the PDF as they signed it. */
export const memberCopyOf = (agreement: Agreement) => agreement.executedPdfFileId ?? agreement.pdfFileId;

/** A fresh verification code: 12 lower-case letters and digits (VERIFY_CODE_PATTERN), about 62 bits. */
export function newVerifyCode(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** The verification code of an agreement (its sealed_documents row). */
export async function verifyCodeOf(db: Db | Tx, agreementId: string): Promise<string> {
  const [row] = await db
    .select({ code: sealedDocuments.code })
    .from(sealedDocuments)
    .where(eq(sealedDocuments.agreementId, agreementId));
  if (!row) throw new Error(`agreement ${agreementId} has no verification code`);
  return row.code;
}

/** Puts one event of an agreement's life on record (its audit page and the office read them). */
export async function recordAgreementEvent(
  db: Db | Tx,
  event: {
    planId: string;
    agreementId?: string | null;
    kind: AgreementEventKind;
    actorId?: string | null;
    actorName?: string | null;
    ip?: string | null;
    at?: Date;
  },
) {
  await db.insert(agreementEvents).values({
    planId: event.planId,
    agreementId: event.agreementId ?? null,
    kind: event.kind,
    actorId: event.actorId ?? null,
    actorName: event.actorName ?? null,
    ip: event.ip ?? null,
    at: event.at ?? new Date(),
  });
}

/** "created" once per plan: the memorandum drawn up for the member (on their first view, or at signing). */
async function recordCreatedOnce(
  db: Db | Tx,
  planId: string,
  actor: { id: string; name?: string | null; ip?: string | null },
  at: Date,
) {
  const [created] = await db
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(and(eq(agreementEvents.planId, planId), eq(agreementEvents.kind, "created")))
    .limit(1);
  if (!created)
    await recordAgreementEvent(db, {
      planId,
      kind: "created",
      actorId: actor.id,
      actorName: actor.name,
      ip: actor.ip,
      at,
    });
}

/**
 * The member opened their memorandum (the portal's MOA tab) while it can be signed or is signed: on record for the
 * agreement's audit page, once a day at most so that reloads do not flood it.
 */
export async function agreementViewed(db: Db, userId: string, ip: string | null, now = new Date()): Promise<void> {
  const standing = await memberStanding(db, userId);
  if (!standing.plan || (!standing.agreement && !standing.unlocked.moa)) return;
  const planId = standing.plan.id;
  const [member] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  await recordCreatedOnce(db, planId, { id: userId, name: member?.name, ip }, now);
  const [last] = await db
    .select({ at: agreementEvents.at })
    .from(agreementEvents)
    .where(
      and(eq(agreementEvents.planId, planId), eq(agreementEvents.kind, "viewed"), eq(agreementEvents.actorId, userId)),
    )
    .orderBy(desc(agreementEvents.at))
    .limit(1);
  if (last && clubDay(last.at) === clubDay(now)) return;
  await recordAgreementEvent(db, {
    planId,
    agreementId: standing.agreement?.id ?? null,
    kind: "viewed",
    actorId: userId,
    actorName: member?.name,
    ip,
    at: now,
  });
}

/** The member downloaded the PDF of their agreement (as signed, or executed). */
export async function agreementDownloaded(db: Db, userId: string, fileId: string, ip: string | null): Promise<void> {
  const [agreement] = await db
    .select({ id: moaAgreements.id, planId: moaAgreements.planId, name: users.name })
    .from(moaAgreements)
    .innerJoin(users, eq(users.id, moaAgreements.userId))
    .where(
      and(
        eq(moaAgreements.userId, userId),
        or(eq(moaAgreements.pdfFileId, fileId), eq(moaAgreements.executedPdfFileId, fileId)),
      ),
    );
  if (agreement) {
    await recordAgreementEvent(db, {
      planId: agreement.planId,
      agreementId: agreement.id,
      kind: "downloaded",
      actorId: userId,
      actorName: agreement.name,
      ip,
    });
  }
}

/** GET /moa/signed-moa: the member's signed memorandum (the executed one once countersigned); 404 while it is not signed. */
export async function getSignedAgreement(db: Db, userId: string): Promise<SignedMoaData> {
  const agreement = await findMemberAgreement(db, userId);
  if (!agreement) throw new AppError(404, m.notSigned);
  const url = fileUrl(memberCopyOf(agreement));
  return {
    signed_pdf_url: url,
    download_url: downloadUrl(url),
    signed_at: agreement.signedAt.toISOString(),
    status: agreement.status,
    countersigned_at: agreement.countersignedAt?.toISOString() ?? null,
    revoked_at: agreement.revokedAt?.toISOString() ?? null,
    revoked_reason: agreement.revokedReason,
    verify_url: verifyPath(await verifyCodeOf(db, agreement.id)),
  };
}

/**
 * Ends an agreement: an approved transfer or a cancelled plan. Marks it revoked with the day and
 * the reason, on the audit log and the agreement's events, in the caller's transaction. No agreement, or one
 * revoked already: nothing to do (false).
 */
export async function revokeAgreement(
  tx: Tx,
  of: { planId: string } | { userId: string; propertyId: string },
  input: { reason: string; actor: { id: string; role: string; ip?: string | null; name?: string | null }; at?: Date },
): Promise<boolean> {
  const at = input.at ?? new Date();
  const which =
    "planId" in of
      ? eq(moaAgreements.planId, of.planId)
      : and(eq(moaAgreements.userId, of.userId), eq(moaAgreements.propertyId, of.propertyId));
  const [row] = await tx
    .update(moaAgreements)
    .set({ status: "revoked", revokedAt: at, revokedReason: input.reason })
    .where(and(which, sql`${moaAgreements.status} <> 'revoked'`))
    .returning({
      id: moaAgreements.id,
      userId: moaAgreements.userId,
      planId: moaAgreements.planId,
      status: moaAgreements.status,
    });
  if (!row) return false;
  const planId = row.planId;
  await recordAgreementEvent(tx, {
    planId,
    agreementId: row.id,
    kind: "revoked",
    actorId: input.actor.id,
    actorName: input.actor.name,
    ip: input.actor.ip,
    at,
  });
  await recordAudit(tx, {
    actor: { id: input.actor.id, role: input.actor.role, ip: input.actor.ip ?? null },
    action: "moa.revoked",
    memberId: row.userId,
    subjectId: row.id,
    detail: { planId, reason: input.reason, revokedAt: at.toISOString() },
  });
  return true;
}

/**
 * POST /moa/sign-moa: signs the memorandum of a fully paid plan with the member's own signature image. Makes the
 * PDF (pdf-lib), stores it, and records the agreement (time, address, browser, SHA-256 of the PDF) with an
 * audit entry in one transaction. The lease runs LEASE_YEARS from the day of signing (India time).
 *
 * Signing again does not make a second agreement: the existing one is answered (`already_signed: true`).
 * Not fully paid → 403; the agreement not read first (its draft opened or its text shown) → 409; a signature that is
 * not the member's own PNG/JPG upload → 400.
 */
export async function signAgreement(
  deps: AgreementsDeps,
  signer: Signer,
  signatureUrl: string,
  now = new Date(),
): Promise<SignedMoa> {
  const { db } = deps;
  const standing = await memberStanding(db, signer.userId);
  const { plan } = standing;
  if (!plan) throw new AppError(403, m.locked);
  if (standing.agreement) return describe(standing.agreement, true);
  if (!standing.unlocked.moa) throw new AppError(403, m.locked);
  // the agreement is made on the application as submitted (step 5, final review)
  if (!standing.applicationSubmitted) throw new AppError(403, m.applicationNotSubmitted);
  const found = { plan, steps: standing.steps, amountPaid: standing.amountVerified };
  // the member signs what they have read: the draft PDF opened, or its text shown in the portal (on record)
  if (!(await readBeforeSigning(db, plan.id, signer.userId))) throw new AppError(409, m.readBeforeSigning);

  const signature = await ownedFileByUrl(db, signer.userId, signatureUrl, m.signatureNotFound);
  if (signature.purpose !== "signature" || !(SIGNATURE_TYPES as readonly string[]).includes(signature.contentType)) {
    throw new AppError(400, m.signatureNotImage);
  }
  const signatureBytes = await deps.storage.get(signature.storageKey);
  if (!signatureBytes) throw new AppError(400, m.signatureNotFound);

  const id = randomUUID();
  const leaseStart = clubDay(now);
  const stated = await moaDataOf(db, signer.userId, found, {
    reference: agreementReference(id),
    lease: { years: LEASE_YEARS, start: leaseStart, end: leaseEnd(leaseStart) },
  });
  const { member, villa } = stated;
  const document: MoaDocument = {
    ...stated,
    signature: { bytes: signatureBytes, contentType: signature.contentType },
    signedAt: now,
    signerIp: signer.ip ?? null,
  };
  const pdf = await deps.renderMoa(document);
  const sha256 = createHash("sha256").update(pdf).digest("hex");

  let storedKey: string | null = null;
  try {
    const agreement = await db.transaction(async (tx) => {
      const file = await storeGenerated(
        deps,
        {
          ownerId: signer.userId,
          purpose: "moa",
          bytes: pdf,
          name: `memorandum-of-agreement-${villa.villaNumber ?? villa.name}.pdf`,
          contentType: "application/pdf",
        },
        tx,
      );
      storedKey = file.storageKey;
      const [row] = await tx
        .insert(moaAgreements)
        .values({
          id,
          userId: signer.userId,
          planId: found.plan.id,
          propertyId: found.plan.propertyId,
          signatureFileId: signature.id,
          pdfFileId: file.id,
          pdfSha256: sha256,
          signedAt: now,
          signerIp: signer.ip ?? null,
          signerUserAgent: signer.userAgent?.slice(0, 500) ?? null,
          leaseStart,
        })
        .returning();
      await tx.insert(sealedDocuments).values({
        kind: "agreement",
        reference: document.reference,
        code: newVerifyCode(),
        agreementId: row.id,
        issuedAt: now,
      });
      const actor = { id: signer.userId, name: member.name, ip: signer.ip ?? null };
      await recordCreatedOnce(tx, found.plan.id, actor, now);
      await recordAgreementEvent(tx, {
        planId: found.plan.id,
        agreementId: row.id,
        kind: "signed",
        actorId: actor.id,
        actorName: actor.name,
        ip: actor.ip,
        at: now,
      });
      await recordAudit(tx, {
        actor: { id: signer.userId, role: "member", ip: signer.ip ?? null },
        action: "moa.signed",
        memberId: signer.userId,
        subjectId: row.id,
        detail: {
          planId: found.plan.id,
          propertyId: found.plan.propertyId,
          pdfFileId: file.id,
          pdfSha256: sha256,
          signatureFileId: signature.id,
          leaseStart,
        },
      });
      return row;
    });
    return describe(agreement, false);
  } catch (error) {
    if (storedKey) await deps.storage.remove(storedKey).catch(() => undefined);
    if (isUniqueViolation(error)) {
      // signed at the same moment by another request: that agreement stands
      const winner = await agreementOfPlan(db, found.plan.id);
      if (winner) return describe(winner, true);
    }
    throw error;
  }
}

/** The member's agreement (MOA): signed, opened, downloaded. */
export function createAgreementsService(deps: AgreementsDeps) {
  return {
    sign: (signer: Signer, signatureUrl: string) => signAgreement(deps, signer, signatureUrl),
    signed: withDeps(deps.db, getSignedAgreement),
    /** The member opened their MOA (the agreement's audit page lists it). */
    viewed: (userId: string, ip: string | null) => agreementViewed(deps.db, userId, ip),
    /** The member downloaded their agreement's PDF (fileId: the signed or the executed one). */
    downloaded: withDeps(deps.db, agreementDownloaded),
  };
}

import { createHash, randomUUID } from "node:crypto";
import { addYears, format } from "date-fns";
import { desc, eq } from "drizzle-orm";
import { downloadUrl, moaMessages as m, type SignedMoa, type SignedMoaData } from "../../../common/moa.ts";
import { LEASE_YEARS } from "../../../common/portal.ts";
import { SIGNATURE_TYPES } from "../../../common/registration.ts";
import type { Db } from "../../db/open.ts";
import { blocks, kycDetails, moaAgreements, properties, propertyTypes, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { fileUrl, ownedFileByUrl, storeGenerated } from "../files/service.ts";
import { clubDay } from "../../../common/club-time.ts";
import { memberStanding } from "../portal/standing.ts";
import { renderMoa, type MoaDocument } from "./moa-pdf.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { recordAudit } from "../audit/service.ts";

export interface AgreementsDeps {
  db: Db;
  storage: FileStorage;
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
  const [agreement] = await db.select().from(moaAgreements).where(eq(moaAgreements.planId, planId)).limit(1);
  return agreement ?? null;
}

/** The member's signed agreement, or null (looked up by owner only). */
export async function findMemberAgreement(db: Db, userId: string): Promise<Agreement | null> {
  const [agreement] = await db.select().from(moaAgreements).where(eq(moaAgreements.userId, userId)).orderBy(desc(moaAgreements.signedAt)).limit(1);
  return agreement ?? null;
}

/** GET /moa/signed-moa: the member's signed memorandum; 404 while it is not signed. */
export async function getSignedAgreement(db: Db, userId: string): Promise<SignedMoaData> {
  const agreement = await findMemberAgreement(db, userId);
  if (!agreement) throw new AppError(404, m.notSigned);
  const url = fileUrl(agreement.pdfFileId);
  return { signed_pdf_url: url, download_url: downloadUrl(url), signed_at: agreement.signedAt.toISOString() };
}


/**
 * POST /moa/sign-moa: signs the memorandum of a fully paid plan with the member's own signature image. Makes the
 * PDF (pdf-lib), stores it, and records the agreement (time, address, browser, SHA-256 of the PDF) with an
 * audit entry in one transaction. The lease runs LEASE_YEARS from the day of signing (India time).
 *
 * Signing again does not make a second agreement: the existing one is answered (`already_signed: true`).
 * Not fully paid → 403; a signature that is not the member's own PNG/JPG upload → 400.
 */
export async function signAgreement(deps: AgreementsDeps, signer: Signer, signatureUrl: string, now = new Date()): Promise<SignedMoa> {
  const { db } = deps;
  const standing = await memberStanding(db, signer.userId);
  const { plan } = standing;
  if (!plan) throw new AppError(403, m.locked);
  if (standing.agreement) return describe(standing.agreement, true);
  if (!standing.unlocked.moa) throw new AppError(403, m.locked);
  // the agreement is made on the application as submitted (step 5, final review)
  if (!standing.applicationSubmitted) throw new AppError(403, m.applicationNotSubmitted);
  const found = { plan, steps: standing.steps, amountPaid: standing.amountVerified };

  const signature = await ownedFileByUrl(db, signer.userId, signatureUrl, m.signatureNotFound);
  if (signature.purpose !== "signature" || !(SIGNATURE_TYPES as readonly string[]).includes(signature.contentType)) {
    throw new AppError(400, m.signatureNotImage);
  }
  const signatureBytes = await deps.storage.get(signature.storageKey);
  if (!signatureBytes) throw new AppError(400, m.signatureNotFound);

  const [member] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, signer.userId));
  if (!member) throw new AppError(401, "Please sign in again.");
  const [kyc] = await db
    .select({ fatherName: kycDetails.fatherName, currentAddress: kycDetails.currentAddress, permanentAddress: kycDetails.permanentAddress })
    .from(kycDetails)
    .where(eq(kycDetails.userId, signer.userId));
  const [villa] = await db
    .select({
      name: properties.name,
      villaNumber: properties.villaNumber,
      type: propertyTypes.name,
      block: blocks.blockName,
      location: properties.location,
      sqft: properties.sqft,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .leftJoin(blocks, eq(blocks.id, properties.blockId))
    .where(eq(properties.id, found.plan.propertyId));
  if (!villa) throw new AppError(404, "Property information not found.");

  const id = randomUUID();
  const leaseStart = clubDay(now);
  const document: MoaDocument = {
    reference: `MOA-${id.slice(0, 8).toUpperCase()}`,
    member: {
      name: member.name,
      email: member.email,
      fatherName: kyc?.fatherName ?? null,
      currentAddress: kyc?.currentAddress ?? null,
      permanentAddress: kyc?.permanentAddress ?? null,
    },
    villa,
    plan: {
      mode: found.plan.paymentMode,
      stepCount: found.plan.paymentSteps,
      total: found.plan.totalAmount,
      amountPaid: found.amountPaid,
      steps: found.steps.map((s) => ({ step: s.step, name: s.stepName, amount: s.amount, paidOn: s.paymentDate, invoiceNumber: s.invoiceNumber })),
    },
    lease: { years: LEASE_YEARS, start: leaseStart, end: leaseEnd(leaseStart) },
    signature: { bytes: signatureBytes, contentType: signature.contentType },
    signedAt: now,
    signerIp: signer.ip ?? null,
  };
  const pdf = await renderMoa(document);
  const sha256 = createHash("sha256").update(pdf).digest("hex");

  let storedKey: string | null = null;
  try {
    const agreement = await db.transaction(async (tx) => {
      const file = await storeGenerated(
        deps,
        { ownerId: signer.userId, purpose: "moa", bytes: pdf, name: `memorandum-of-agreement-${villa.villaNumber ?? villa.name}.pdf`, contentType: "application/pdf" },
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
      await recordAudit(tx, {
        actor: { id: signer.userId, role: "member", ip: signer.ip ?? null },
        action: "moa.signed",
        memberId: signer.userId,
        subjectId: row.id,
        detail: { planId: found.plan.id, propertyId: found.plan.propertyId, pdfFileId: file.id, pdfSha256: sha256, signatureFileId: signature.id, leaseStart },
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

import { and, asc, eq, ne, sql, type SQLWrapper } from "drizzle-orm";
import { registrationMessages as m } from "../../../common/registration.ts";
import type { FamilyInput, FamilyMemberRecord, KycInput, KycRecord } from "../../../common/registration-schemas.ts";
import type { ApplicationFlags } from "../../../common/registration.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  applications,
  familyMembers,
  kycDetails,
  occupations,
  paymentPlans,
  properties,
  qualifications,
  users,
  verificationDocTypes,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import { messages } from "../../../common/messages.ts";
import { fileUrl, ownedFileByUrl } from "../files/service.ts";
import { recordAudit } from "../audit/service.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import { identityDocumentMessages } from "../../../common/identity-documents.ts";
import { isUuid } from "../../../common/ids.ts";
import { withDeps } from "../../platform/with-deps.ts";

export interface RegistrationDeps {
  db: Db;
  cipher: FieldCipher;
  /** Tells the office a new identity document waits for it (queued in the change's transaction); absent where no one is told. */
  notify?: (tx: Tx, event: OfficeEvent) => Promise<void>;
}

type Reader = Db | Tx;

/** The account's four application flags (KYC, family details, payment, terms agreed), read fresh from the database. */
export async function applicationFlags(db: Reader, userId: string): Promise<ApplicationFlags> {
  const [row] = await db
    .select({
      is_kyc_done: users.isKycDone,
      is_family_details_done: users.isFamilyDetailsDone,
      is_payment_done: users.isPaymentDone,
      is_terms_agreed: users.isTermsAgreed,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError(401, "Please sign in again.");
  return row;
}

/** The member's application (one per member), or null. */
export async function findApplication(db: Reader, userId: string) {
  const [row] = await db.select().from(applications).where(eq(applications.userId, userId)).limit(1);
  return row ?? null;
}

async function requireProperty(db: Reader, propertyId: string) {
  const [row] = isUuid(propertyId)
    ? await db
        .select({ id: properties.id, price: properties.price })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1)
    : [];
  if (!row) throw new AppError(404, messages.propertyNotFound);
  return row;
}

async function requireOption(
  db: Reader,
  table: typeof qualifications | typeof occupations | typeof verificationDocTypes,
  id: string,
  what: string,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new AppError(400, `Please choose ${what} from the list.`);
}

/**
 * The rule of a taken villa: once a villa is in a member's live payment plan (any state but cancelled: a plan the
 * club cancelled frees its villa), no one else may apply for it. As SQL, true when the villa whose id is `propertyId` (a column or a value) is taken: the
 * catalogue's records carry it as `taken`.
 */
export const villaTakenSql = (propertyId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${paymentPlans} where ${paymentPlans.propertyId} = ${propertyId} and ${paymentPlans.status} <> 'cancelled')`.mapWith(
    Boolean,
  );

/** Whether a villa is in another member's payment plan, so `userId` cannot apply for it. */
export async function villaTakenByAnother(db: Reader, userId: string, propertyId: string): Promise<boolean> {
  if (!isUuid(propertyId)) return false;
  const [takenBy] = await db
    .select({ userId: paymentPlans.userId })
    .from(paymentPlans)
    .where(
      and(
        eq(paymentPlans.propertyId, propertyId),
        ne(paymentPlans.userId, userId),
        ne(paymentPlans.status, "cancelled"),
      ),
    )
    .limit(1);
  return Boolean(takenBy);
}

/**
 * Makes (or moves) the member's application to `propertyId`: a member applies for one villa at a time, and a
 * villa in another member's payment plan is taken (409). Once a plan exists the application cannot move.
 */
async function claimApplication(tx: Tx, userId: string, propertyId: string, reopened = false) {
  if (await villaTakenByAnother(tx, userId, propertyId)) throw new AppError(409, m.villaTaken);
  const existing = await findApplication(tx, userId);
  // a submitted application takes a new identity document once the office sent the last one back
  if (existing?.submittedAt && reopened && existing.propertyId === propertyId) return;
  if (existing?.submittedAt) throw new AppError(409, m.alreadySubmitted);
  if (existing && existing.propertyId !== propertyId) {
    const [plan] = await tx
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(and(eq(paymentPlans.userId, userId), ne(paymentPlans.status, "cancelled")))
      .limit(1);
    if (plan) throw new AppError(409, m.otherApplication);
    await tx.update(applications).set({ propertyId, updatedAt: new Date() }).where(eq(applications.id, existing.id));
  } else if (!existing) {
    await tx.insert(applications).values({ userId, propertyId });
  }
}

/**
 * POST /registration/kyc/{propertyId}: saves the personal, KYC and bank details; sets is_kyc_done. A new identity
 * document (a first one, or another file) is "submitted" for the office to check, written to
 * the audit log ("identity-document.submitted") and told to the front office in the same transaction; once the office sent the document back, only a new
 * file is taken (also after the application was submitted: the KYC step reopens for it).
 */
export async function submitKyc(
  deps: RegistrationDeps,
  userId: string,
  propertyId: string,
  input: KycInput,
): Promise<{ kyc: KycRecord; flags: ApplicationFlags }> {
  await requireProperty(deps.db, propertyId);
  await requireOption(deps.db, qualifications, input.qualification_id, "your qualification");
  await requireOption(deps.db, occupations, input.occupation_id, "your occupation");
  await requireOption(deps.db, verificationDocTypes, input.verification_doc_id, "an identity document type");
  const document = await ownedFileByUrl(deps.db, userId, input.verification_doc_upload_url);
  if (document.contentType !== "application/pdf") throw new AppError(400, m.identityDocumentPdf);
  const [before] = await deps.db
    .select({ status: kycDetails.documentStatus, fileId: kycDetails.verificationDocFileId })
    .from(kycDetails)
    .where(eq(kycDetails.userId, userId))
    .limit(1);
  const returned = before?.status === "returned";
  if (returned && before.fileId === document.id) throw new AppError(400, identityDocumentMessages.newDocumentRequired);
  const newDocument = !before || before.fileId !== document.id;

  await deps.db.transaction(async (tx) => {
    await claimApplication(tx, userId, propertyId, returned);
    const values = {
      fatherName: input.father_name,
      dob: input.dob,
      phoneNo: input.phone_no,
      qualificationId: input.qualification_id,
      occupationId: input.occupation_id,
      currentAddress: input.current_address,
      permanentAddress: input.permanent_address,
      verificationDocId: input.verification_doc_id,
      verificationDocNumberEnc: deps.cipher.encrypt(input.verification_doc_number),
      verificationDocFileId: document.id,
      accountHolderName: input.account_holder_name,
      bankName: input.bank_name,
      accountNumberEnc: deps.cipher.encrypt(input.account_number),
      branchName: input.branch_name,
      ifscCode: input.ifsc_code,
      updatedAt: new Date(),
    };
    const review = newDocument
      ? {
          documentStatus: "submitted" as const,
          documentReviewReason: null,
          documentReviewedAt: null,
          documentReviewedBy: null,
        }
      : {};
    const [saved] = await tx
      .insert(kycDetails)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: kycDetails.userId, set: { ...values, ...review } })
      .returning({ id: kycDetails.id });
    await tx.update(users).set({ isKycDone: true }).where(eq(users.id, userId));
    if (!newDocument) return;
    // the document's review starts (again): the office's decisions on it read before → after from here
    await recordAudit(tx, {
      actor: { id: userId, role: "member" },
      action: "identity-document.submitted",
      memberId: userId,
      subjectId: saved.id,
      detail: {
        before: before ? { status: before.status, file_id: before.fileId } : null,
        after: { status: "submitted", file_id: document.id },
      },
    });
    const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await deps.notify?.(tx, {
      kind: "identity-document",
      memberName: member.name,
      summary: before
        ? "a new identity document was uploaded and waits to be checked."
        : "an identity document waits to be checked.",
    });
  });
  const kyc = await getKyc(deps, userId);
  return { kyc: kyc!, flags: await applicationFlags(deps.db, userId) };
}

/** GET /registration/getKyc: the member's own details (numbers decrypted for their owner), or null. */
export async function getKyc(deps: RegistrationDeps, userId: string): Promise<KycRecord | null> {
  const [row] = await deps.db
    .select({
      kyc: kycDetails,
      name: users.name,
      email: users.email,
      propertyId: applications.propertyId,
      qualificationName: qualifications.name,
      occupationName: occupations.name,
      docTypeName: verificationDocTypes.name,
    })
    .from(kycDetails)
    .innerJoin(users, eq(users.id, kycDetails.userId))
    .leftJoin(applications, eq(applications.userId, kycDetails.userId))
    .leftJoin(qualifications, eq(qualifications.id, kycDetails.qualificationId))
    .leftJoin(occupations, eq(occupations.id, kycDetails.occupationId))
    .leftJoin(verificationDocTypes, eq(verificationDocTypes.id, kycDetails.verificationDocId))
    .where(eq(kycDetails.userId, userId))
    .limit(1);
  if (!row) return null;
  const k = row.kyc;
  const option = (id: string | null, name: string | null) => (id && name ? { _id: id, name } : null);
  return {
    _id: k.id,
    property_id: row.propertyId ?? "",
    full_name: row.name,
    email: row.email,
    father_name: k.fatherName,
    dob: k.dob,
    phone_no: k.phoneNo,
    current_address: k.currentAddress,
    permanent_address: k.permanentAddress,
    same_as_current_address: k.currentAddress === k.permanentAddress,
    account_holder_name: k.accountHolderName,
    bank_name: k.bankName,
    account_number: deps.cipher.decrypt(k.accountNumberEnc),
    branch_name: k.branchName,
    ifsc_code: k.ifscCode,
    qualification_id: option(k.qualificationId, row.qualificationName),
    occupation_id: option(k.occupationId, row.occupationName),
    verification_doc_id: option(k.verificationDocId, row.docTypeName),
    verification_doc_number: deps.cipher.decrypt(k.verificationDocNumberEnc),
    verification_doc_upload_url: k.verificationDocFileId ? fileUrl(k.verificationDocFileId) : "",
    document_status: k.documentStatus,
    document_review_reason: k.documentReviewReason,
    updated_at: k.updatedAt.toISOString(),
  };
}

/** GET /registration/familyMember */
export async function getFamily(deps: RegistrationDeps, userId: string): Promise<FamilyMemberRecord[]> {
  const rows = await deps.db
    .select({ member: familyMembers, qualificationName: qualifications.name })
    .from(familyMembers)
    .leftJoin(qualifications, eq(qualifications.id, familyMembers.qualificationId))
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.position));
  return rows.map(({ member, qualificationName }) => ({
    _id: member.id,
    family_member_name: member.name,
    relation: member.relation,
    dob: member.dob,
    qualification_id:
      member.qualificationId && qualificationName ? { _id: member.qualificationId, name: qualificationName } : null,
  }));
}

/**
 * POST /registration/familyMember: replaces the member's family list in one transaction and sets
 * is_family_details_done. Needs the KYC step first; an empty list is a valid answer.
 */
export async function submitFamily(
  deps: RegistrationDeps,
  userId: string,
  input: FamilyInput,
): Promise<{ family_details: FamilyMemberRecord[]; flags: ApplicationFlags }> {
  const flags = await applicationFlags(deps.db, userId);
  if (!flags.is_kyc_done) throw new AppError(409, m.kycFirst);
  const application = await findApplication(deps.db, userId);
  if (application?.submittedAt) throw new AppError(409, m.alreadySubmitted);
  for (const member of input.family_details) {
    await requireOption(deps.db, qualifications, member.qualification_id, "the family member's qualification");
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(familyMembers).where(eq(familyMembers.userId, userId));
    if (input.family_details.length > 0) {
      await tx.insert(familyMembers).values(
        input.family_details.map((member, position) => ({
          userId,
          position,
          name: member.family_member_name,
          relation: member.relation,
          dob: member.dob,
          qualificationId: member.qualification_id,
        })),
      );
    }
    await tx.update(users).set({ isFamilyDetailsDone: true }).where(eq(users.id, userId));
  });
  return { family_details: await getFamily(deps, userId), flags: await applicationFlags(deps.db, userId) };
}

/** The villa ids of the member's application: at most one. */
export async function memberPropertyIds(db: Db, userId: string): Promise<string[]> {
  const application = await findApplication(db, userId);
  return application ? [application.propertyId] : [];
}

/** The ownership application's KYC and family steps, and where a member's application stands. */
export function createRegistrationService(deps: RegistrationDeps) {
  return {
    getKyc: withDeps(deps, getKyc),
    submitKyc: withDeps(deps, submitKyc),
    getFamily: withDeps(deps, getFamily),
    submitFamily: withDeps(deps, submitFamily),
    flags: withDeps(deps.db, applicationFlags),
    /** Whether the villa is in another member's payment plan: the application cannot start on it (409 later). */
    villaTakenByAnother: withDeps(deps.db, villaTakenByAnother),
  };
}

import { asc, eq } from "drizzle-orm";
import {
  emptyNominee,
  emptyPersonal,
  MEMBERSHIP_FORM_STEPS,
  membershipFormMessages as m,
  missingParts,
  nomineeDetails,
  personalDetails,
  type MembershipFormDraftInput,
  type MembershipFormRecord,
  type NomineeValues,
  type PersonalValues,
} from "../../../common/membership-form.ts";
import { RECEIPT_TYPES, SIGNATURE_TYPES } from "../../../common/registration.ts";
import type { KycRecord } from "../../../common/registration-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { membershipForms, occupations, qualifications, users, verificationDocTypes } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage.ts";
import {
  fileIdFromUrl,
  fileUrl,
  findOwnedFile,
  ownedFileByUrl,
  storeGenerated,
  type StoredFile,
} from "../files/service.ts";
import { portalOverview } from "../portal/service.ts";
import type { MembershipFormPdfInput } from "./form-pdf.ts";
import { recordAudit } from "../audit/service.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { getKyc, type RegistrationDeps } from "../registration/service.ts";

export interface MembershipFormDeps {
  db: Db;
  storage: FileStorage;
  /** The member's KYC details (to prefill a new form), or null. */
  getKyc: (userId: string) => Promise<KycRecord | null>;
  /** Draws the submitted form (the CPU pool's `membershipForm` task, in a worker thread; decision 027). */
  renderForm: (input: MembershipFormPdfInput) => Promise<Uint8Array>;
}

type FormRow = typeof membershipForms.$inferSelect;

/** The form is fillable once half of the price is paid; 403 before. */
async function requireUnlocked(db: Db, userId: string) {
  const overview = await portalOverview(db, userId);
  if (!overview.unlocked.membership_form) throw new AppError(403, m.locked);
  return overview;
}

async function findForm(db: Db | Tx, userId: string): Promise<FormRow | null> {
  const [row] = await db.select().from(membershipForms).where(eq(membershipForms.userId, userId)).limit(1);
  return row ?? null;
}

async function optionLists(db: Db): Promise<MembershipFormRecord["options"]> {
  const names = async (table: typeof qualifications | typeof occupations | typeof verificationDocTypes) =>
    (await db.select({ name: table.name }).from(table).orderBy(asc(table.sortOrder), asc(table.name))).map(
      (r) => r.name,
    );
  const [q, o, d] = await Promise.all([names(qualifications), names(occupations), names(verificationDocTypes)]);
  return { qualifications: q, occupations: o, idTypes: d };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const urlOf = (id: string | null) => (id ? fileUrl(id) : "");

function personalOf(row: FormRow): PersonalValues {
  const p = row.personal;
  return {
    fullName: str(p.fullName),
    dateOfBirth: str(p.dateOfBirth),
    phoneNumber: str(p.phoneNumber),
    email: str(p.email),
    qualification: str(p.qualification),
    occupation: str(p.occupation),
    currentAddress: str(p.currentAddress),
    permanentAddress: str(p.permanentAddress),
    sameAsCurrentAddress: p.sameAsCurrentAddress === true,
    document: urlOf(row.documentFileId),
  };
}

function nomineeOf(row: FormRow): NomineeValues {
  const n = row.nominee;
  return {
    fullName: str(n.fullName),
    phoneNumber: str(n.phoneNumber),
    relationship: str(n.relationship),
    dob: str(n.dob),
    email: str(n.email),
    idType: str(n.idType),
    idFile: urlOf(row.nomineeIdFileId),
  };
}

/** A new form's personal step, from the member's KYC details (registration step 1) and account. */
async function prefilledPersonal(deps: MembershipFormDeps, userId: string): Promise<PersonalValues> {
  const kyc = await deps.getKyc(userId);
  if (kyc) {
    return {
      fullName: kyc.full_name,
      dateOfBirth: kyc.dob,
      phoneNumber: kyc.phone_no,
      email: kyc.email,
      qualification: kyc.qualification_id?.name ?? "",
      occupation: kyc.occupation_id?.name ?? "",
      currentAddress: kyc.current_address,
      permanentAddress: kyc.permanent_address,
      sameAsCurrentAddress: kyc.same_as_current_address,
      document: kyc.verification_doc_upload_url,
    };
  }
  const [user] = await deps.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return { ...emptyPersonal, fullName: user?.name ?? "", email: user?.email ?? "" };
}

/** Original names of the member's own files among `urls`, by address. */
async function fileNames(db: Db, userId: string, urls: string[]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const url of new Set(urls.filter(Boolean))) {
    const id = fileIdFromUrl(url);
    const file = id ? await findOwnedFile(db, userId, id) : null;
    if (file) names[url] = file.originalName;
  }
  return names;
}

/** GET /api/membership-form: the member's own form; a new one is prefilled from their KYC details. */
export async function getMembershipForm(deps: MembershipFormDeps, userId: string): Promise<MembershipFormRecord> {
  await requireUnlocked(deps.db, userId);
  const [row, options] = await Promise.all([findForm(deps.db, userId), optionLists(deps.db)]);
  const personal = row ? personalOf(row) : await prefilledPersonal(deps, userId);
  const nominee = row ? nomineeOf(row) : emptyNominee;
  const signature = row ? urlOf(row.signatureFileId) : "";
  return {
    status: row ? row.status : "new",
    step: Math.min(MEMBERSHIP_FORM_STEPS.length, Math.max(1, row?.step ?? 1)),
    personal,
    nominee,
    signature,
    files: await fileNames(deps.db, userId, [personal.document, nominee.idFile, signature]),
    pdf_url: row?.pdfFileId ? fileUrl(row.pdfFileId) : null,
    submitted_at: row?.submittedAt ? row.submittedAt.toISOString() : null,
    options,
  };
}

/** One of the member's own uploads, of an allowed type; 400 otherwise (another member's file is not theirs). */
async function ownUpload(
  db: Db,
  userId: string,
  url: string,
  allowed: readonly string[],
  typeMessage: string,
): Promise<StoredFile> {
  const file = await ownedFileByUrl(db, userId, url);
  if (!allowed.includes(file.contentType)) throw new AppError(400, typeMessage);
  return file;
}

/**
 * PUT /api/membership-form: saves the steps sent as the draft (a step sent replaces the saved one) and where
 * the member goes on. Files must be the member's own uploads. 409 once the form is submitted.
 */
export async function saveMembershipDraft(
  deps: MembershipFormDeps,
  userId: string,
  input: MembershipFormDraftInput,
): Promise<MembershipFormRecord> {
  await requireUnlocked(deps.db, userId);
  const existing = await findForm(deps.db, userId);
  if (existing?.status === "submitted") throw new AppError(409, m.alreadySubmitted);

  const changes: Partial<typeof membershipForms.$inferInsert> = { updatedAt: new Date() };
  if (input.step) changes.step = input.step;
  if (input.personal) {
    const { document, ...personal } = input.personal;
    if (personal.sameAsCurrentAddress) personal.permanentAddress = personal.currentAddress ?? "";
    changes.personal = personal;
    changes.documentFileId = document
      ? (await ownUpload(deps.db, userId, document, RECEIPT_TYPES, m.documentType)).id
      : null;
  }
  if (input.nominee) {
    const { idFile, ...nominee } = input.nominee;
    changes.nominee = nominee;
    changes.nomineeIdFileId = idFile
      ? (await ownUpload(deps.db, userId, idFile, RECEIPT_TYPES, m.documentType)).id
      : null;
  }
  if (input.signature !== undefined) {
    changes.signatureFileId = input.signature
      ? (await ownUpload(deps.db, userId, input.signature, SIGNATURE_TYPES, m.signatureType)).id
      : null;
  }

  const saved = await deps.db
    .insert(membershipForms)
    .values({ userId, step: 1, ...changes })
    .onConflictDoUpdate({ target: membershipForms.userId, set: changes, setWhere: eq(membershipForms.status, "draft") })
    .returning({ id: membershipForms.id });
  if (saved.length === 0) throw new AppError(409, m.alreadySubmitted);
  return getMembershipForm(deps, userId);
}

/**
 * POST /api/membership-form/submit: checks every step is complete (400 naming what is missing), renders the
 * form as a PDF with the signature, stores it and marks the form submitted — once (409 after). The PDF, the
 * status and the audit entry are written in one transaction.
 */
export async function submitMembershipForm(
  deps: MembershipFormDeps,
  actor: { userId: string; ip?: string },
): Promise<MembershipFormRecord> {
  const { userId } = actor;
  const overview = await requireUnlocked(deps.db, userId);
  const options = await optionLists(deps.db);
  if (!(await findForm(deps.db, userId))) {
    const prefilled = { personal: await prefilledPersonal(deps, userId), nominee: emptyNominee, signature: "" };
    throw new AppError(400, m.incomplete(missingParts(prefilled)));
  }

  let storedKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(membershipForms).where(eq(membershipForms.userId, userId)).for("update");
      if (row?.status === "submitted") throw new AppError(409, m.alreadySubmitted);
      if (!row) throw new AppError(400, m.incomplete(MEMBERSHIP_FORM_STEPS.slice(0, 3)));
      const draft = { personal: personalOf(row), nominee: nomineeOf(row), signature: urlOf(row.signatureFileId) };
      const missing = missingParts(draft);
      if (missing.length > 0) throw new AppError(400, m.incomplete(missing));
      const personal = personalDetails.parse(draft.personal);
      const nominee = nomineeDetails.parse(draft.nominee);
      if (!options.qualifications.includes(personal.qualification)) throw new AppError(400, m.qualification);
      if (!options.occupations.includes(personal.occupation)) throw new AppError(400, m.occupation);
      if (!options.idTypes.includes(nominee.idType)) throw new AppError(400, m.idType);

      const own = async (id: string | null) => {
        const file = id ? await findOwnedFile(tx, userId, id) : null;
        if (!file) throw new AppError(400, m.incomplete(["the uploaded files (please upload them again)"]));
        return file;
      };
      const [document, nomineeId, signatureFile] = [
        await own(row.documentFileId),
        await own(row.nomineeIdFileId),
        await own(row.signatureFileId),
      ];
      const signatureBytes = await deps.storage.get(signatureFile.storageKey);
      if (!signatureBytes) throw new AppError(400, m.signature);

      const [{ language, ...member }] = await tx
        .select({ name: users.name, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      const submittedAt = new Date();
      const bytes = await deps.renderForm({
        formId: row.id,
        member,
        villa: overview.property
          ? {
              name: overview.property.name,
              villaNumber: overview.property.villaNumber,
              location: overview.property.location,
            }
          : null,
        personal,
        nominee,
        documentName: document.originalName,
        nomineeIdName: nomineeId.originalName,
        signature: { bytes: signatureBytes, contentType: signatureFile.contentType },
        submittedAt,
        // drawn once, in the language the member reads the club in as they submit it (decision 047), and stored
        language,
      });
      const pdf = await storeGenerated(
        { db: deps.db, storage: deps.storage },
        {
          ownerId: userId,
          purpose: "membership-form",
          bytes,
          name: "membership-form.pdf",
          contentType: "application/pdf",
        },
        tx,
      );
      storedKey = pdf.storageKey;
      await tx
        .update(membershipForms)
        .set({
          status: "submitted",
          step: MEMBERSHIP_FORM_STEPS.length,
          pdfFileId: pdf.id,
          submittedAt,
          updatedAt: submittedAt,
        })
        .where(eq(membershipForms.id, row.id));
      await recordAudit(tx, {
        actor: { id: userId, role: "member", ip: actor.ip ?? null },
        action: "membership-form.submitted",
        memberId: userId,
        subjectId: row.id,
        detail: { pdfFileId: pdf.id, pdfSha256: pdf.sha256, signatureFileId: signatureFile.id, language },
      });
    });
  } catch (error) {
    // the form was not marked submitted: the PDF's bytes must not stay behind
    if (storedKey) await deps.storage.remove(storedKey).catch(() => undefined);
    throw error;
  }
  return getMembershipForm(deps, userId);
}

/** The Full Membership form: the member's draft, prefilled from their KYC, and its submission. */
export function createMembershipFormService(deps: Omit<MembershipFormDeps, "getKyc"> & RegistrationDeps) {
  const formDeps: MembershipFormDeps = {
    db: deps.db,
    storage: deps.storage,
    renderForm: deps.renderForm,
    getKyc: (userId) => getKyc(deps, userId),
  };
  return {
    get: withDeps(formDeps, getMembershipForm),
    saveDraft: withDeps(formDeps, saveMembershipDraft),
    submit: withDeps(formDeps, submitMembershipForm),
  };
}

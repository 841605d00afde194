import { and, asc, desc, eq, gt, isNotNull, notInArray, sql } from "drizzle-orm";
import { CODE_RESEND_SECONDS, OTP_LENGTH, OTP_VALID_MINUTES } from "../../../common/auth-limits.ts";
import { authMessages } from "../../../common/auth-messages.ts";
import {
  CONVEYANCE_VERIFICATION_MINUTES,
  conveyanceInput,
  conveyanceMessages as m,
  type ConveyanceOverview,
  type ConveyanceRequestRecord,
  type VillaDetails,
} from "../../../common/conveyance.ts";
import { emptyNominee, membershipFormMessages, type NomineeValues } from "../../../common/membership-form.ts";
import { RECEIPT_TYPES } from "../../../common/registration.ts";
import { conveyanceRequests, emailCodes, membershipForms, verificationDocTypes } from "../../db/schema.ts";
import type { Db } from "../../db/open.ts";
import { AppError } from "../../platform/errors.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { checkCode, consumeCode, issueCode, type AuthDeps, type CodeMessages } from "../auth/service.ts";
import { fileIdFromUrl, fileUrl, findOwnedFile, ownedFileByUrl } from "../files/service.ts";
import { portalOverview } from "../portal/service.ts";
import { conveyanceOtpMail } from "./mail.ts";
import { memberLanguage } from "../auth/member-language.ts";
import { notifyStaff } from "../office-notify/service.ts";
import { writtenDay } from "../../../common/club-time.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaNameOf } from "../catalogue/names.ts";

export type ConveyanceDeps = AuthDeps;

/** The member as the routes know them. */
export interface Member {
  id: string;
  name: string;
  email: string;
}

const OTP_MESSAGES: CodeMessages = {
  missing: authMessages.otpMissing,
  invalid: authMessages.otpInvalid,
  expired: authMessages.otpExpired,
  locked: authMessages.otpLocked,
};

export const CONVEYANCE_OTP_RESEND_RATE: RateRule = {
  name: "conveyance:send-otp:account",
  limit: 1,
  windowSeconds: CODE_RESEND_SECONDS,
  message: authMessages.codeResendWait,
};
export const CONVEYANCE_OTP_DAILY_RATE: RateRule = {
  name: "conveyance:send-otp:day",
  limit: 10,
  windowSeconds: 86_400,
  message: authMessages.tooManyCodesToday,
};

/** Requests in these states are finished; any other is still in progress. */
const CLOSED_STATUSES = ["completed", "cancelled"];

type MemberVilla = VillaDetails & { property_id: string; name: string };

/** The villa of the member's payment plan (spec: Villa Details are the member's own), or null. */
async function memberVilla(db: Db, userId: string): Promise<MemberVilla | null> {
  const overview = await portalOverview(db, userId);
  if (!overview.property || !overview.payment) return null;
  const p = overview.property;
  return {
    property_id: p._id,
    name: p.name,
    villaNumber: p.villaNumber ?? "",
    villaType: p.propertyType,
    block: p.block ?? "",
    location: p.location,
    contributionAmount: overview.payment.total_amount,
  };
}

async function requireVilla(db: Db, userId: string): Promise<MemberVilla> {
  const villa = await memberVilla(db, userId);
  if (!villa) throw new AppError(404, m.propertyInformationNotFound);
  return villa;
}

/** Until when the member's latest verified OTP lets them submit, or null when none is recent enough. */
async function verifiedUntil(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ consumedAt: emailCodes.consumedAt })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, "conveyance"),
        isNotNull(emailCodes.consumedAt),
        gt(emailCodes.consumedAt, sql`now() - make_interval(mins => ${CONVEYANCE_VERIFICATION_MINUTES})`),
      ),
    )
    .orderBy(desc(emailCodes.consumedAt))
    .limit(1);
  return row?.consumedAt ? new Date(row.consumedAt.getTime() + CONVEYANCE_VERIFICATION_MINUTES * 60_000) : null;
}

/** POST /api/conveyance/send-otp: e-mails a 4-digit code to the member (at most one a minute, ten a day). */
export async function sendConveyanceOtp(
  deps: ConveyanceDeps,
  member: Member,
): Promise<{ email: string; expires_at: string }> {
  const villa = await requireVilla(deps.db, member.id);
  await hitRateLimit(deps.db, CONVEYANCE_OTP_RESEND_RATE, member.id);
  await hitRateLimit(deps.db, CONVEYANCE_OTP_DAILY_RATE, member.id);
  const language = await memberLanguage(deps.db, member.id);
  // the villa named in the member's language (decision 046)
  const villaName = (await villaNameOf(deps.db, villa.property_id, language)) ?? villa.name;
  const issued = await issueCode(deps, member.email, "conveyance", OTP_LENGTH, OTP_VALID_MINUTES, (code) =>
    conveyanceOtpMail({
      to: member.email,
      name: member.name,
      code,
      villa: { name: villaName, number: villa.villaNumber || null },
      publicUrl: deps.config.publicUrl,
      language,
    }),
  );
  return { email: member.email, expires_at: issued.expiresAt.toISOString() };
}

/** POST /api/conveyance/verify-otp: checks the code and uses it up; the verification holds 30 minutes. */
export async function verifyConveyanceOtp(
  deps: ConveyanceDeps,
  member: Member,
  otp: string,
): Promise<{ verified_until: string }> {
  const codeId = await checkCode(deps, member.email, "conveyance", otp.trim(), OTP_MESSAGES);
  await deps.db.transaction(async (tx) => consumeCode(tx, codeId, OTP_MESSAGES));
  const until = await verifiedUntil(deps.db, member.email);
  return { verified_until: (until ?? new Date(Date.now() + CONVEYANCE_VERIFICATION_MINUTES * 60_000)).toISOString() };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

function toRecord(row: typeof conveyanceRequests.$inferSelect): ConveyanceRequestRecord {
  const v = row.villa;
  return {
    _id: row.id,
    status: row.status,
    appointmentDate: row.appointmentDate,
    villa: {
      villaNumber: str(v.villaNumber),
      villaType: str(v.villaType),
      block: str(v.block),
      location: str(v.location),
      contributionAmount: typeof v.contributionAmount === "number" ? v.contributionAmount : 0,
    },
    nominee: { fullName: str(row.nominee.fullName), relationship: str(row.nominee.relationship) },
    document: row.documentFileId ? fileUrl(row.documentFileId) : null,
    created_at: row.createdAt.toISOString(),
    requestedDate: row.requestedDate ?? row.appointmentDate,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** A nominee to start from: the one of the member's membership form, if they have named one. */
async function savedNominee(db: Db, userId: string): Promise<NomineeValues> {
  const [form] = await db
    .select({ nominee: membershipForms.nominee, idFileId: membershipForms.nomineeIdFileId })
    .from(membershipForms)
    .where(eq(membershipForms.userId, userId))
    .limit(1);
  if (!form) return emptyNominee;
  const n = form.nominee;
  return {
    fullName: str(n.fullName),
    phoneNumber: str(n.phoneNumber),
    relationship: str(n.relationship),
    dob: str(n.dob),
    email: str(n.email),
    idType: str(n.idType),
    idFile: form.idFileId ? fileUrl(form.idFileId) : "",
  };
}

/** GET /api/conveyance: the member's own requests (newest first), villa, verification and a nominee to start from. */
export async function conveyanceOverview(deps: ConveyanceDeps, member: Member): Promise<ConveyanceOverview> {
  const [rows, villa, until, nominee, idTypes] = await Promise.all([
    deps.db
      .select()
      .from(conveyanceRequests)
      .where(eq(conveyanceRequests.userId, member.id))
      .orderBy(desc(conveyanceRequests.createdAt)),
    memberVilla(deps.db, member.id),
    verifiedUntil(deps.db, member.email),
    savedNominee(deps.db, member.id),
    deps.db
      .select({ name: verificationDocTypes.name })
      .from(verificationDocTypes)
      .orderBy(asc(verificationDocTypes.sortOrder), asc(verificationDocTypes.name)),
  ]);
  const files: Record<string, string> = {};
  const idFile = nominee.idFile ? fileIdFromUrl(nominee.idFile) : null;
  const file = idFile ? await findOwnedFile(deps.db, member.id, idFile) : null;
  if (file) files[nominee.idFile] = file.originalName;
  return {
    requests: rows.map(toRecord),
    villa: villa
      ? {
          property_id: villa.property_id,
          villaNumber: villa.villaNumber,
          villaType: villa.villaType,
          block: villa.block,
          location: villa.location,
          contributionAmount: villa.contributionAmount,
        }
      : null,
    email: member.email,
    verified_until: until?.toISOString() ?? null,
    nominee: file ? nominee : { ...nominee, idFile: "" },
    files,
    idTypes: idTypes.map((t) => t.name),
  };
}

/**
 * POST /api/conveyance: stores the member's request for their own villa with status "submitted". Needs an
 * OTP verified in the last 30 minutes, an appointment on a future Tuesday and the member's own uploads; one
 * request in progress at a time.
 */
export async function submitConveyance(
  deps: ConveyanceDeps,
  member: Member,
  body: unknown,
): Promise<ConveyanceRequestRecord> {
  const parsed = conveyanceInput.safeParse(body);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? m.submitFailed);
  const input = parsed.data;
  const [idType] = await deps.db
    .select({ name: verificationDocTypes.name })
    .from(verificationDocTypes)
    .where(eq(verificationDocTypes.name, input.nominee.idType))
    .limit(1);
  if (!idType) throw new AppError(400, membershipFormMessages.idType);
  const villa = await requireVilla(deps.db, member.id);
  if (input.property_id && input.property_id !== villa.property_id)
    throw new AppError(404, m.propertyInformationNotFound);
  const until = await verifiedUntil(deps.db, member.email);
  if (!until) throw new AppError(403, m.verifyFirst);

  const document = await ownedFileByUrl(deps.db, member.id, input.document);
  if (!RECEIPT_TYPES.includes(document.contentType as (typeof RECEIPT_TYPES)[number]))
    throw new AppError(400, m.documentType);
  const idFile = await ownedFileByUrl(deps.db, member.id, input.nominee.idFile);
  if (!RECEIPT_TYPES.includes(idFile.contentType as (typeof RECEIPT_TYPES)[number]))
    throw new AppError(400, m.documentType);

  const row = await deps.db.transaction(async (tx) => {
    // one request in progress per member; the lock on the member's rows keeps two submits from both passing
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conveyance:${member.id}`}))`);
    const [open] = await tx
      .select({ id: conveyanceRequests.id })
      .from(conveyanceRequests)
      .where(and(eq(conveyanceRequests.userId, member.id), notInArray(conveyanceRequests.status, CLOSED_STATUSES)))
      .limit(1);
    if (open) throw new AppError(409, m.openRequest);
    const { idFile: _idFile, ...nominee } = input.nominee;
    const [created] = await tx
      .insert(conveyanceRequests)
      .values({
        userId: member.id,
        propertyId: villa.property_id,
        status: "submitted",
        nominee: { ...nominee, idFileId: idFile.id },
        villa: {
          villaNumber: villa.villaNumber,
          villaType: villa.villaType,
          block: villa.block,
          location: villa.location,
          contributionAmount: villa.contributionAmount,
        },
        documentFileId: document.id,
        appointmentDate: input.appointmentDate,
        requestedDate: input.appointmentDate,
        verifiedAt: new Date(until.getTime() - CONVEYANCE_VERIFICATION_MINUTES * 60_000),
      })
      .returning();
    await notifyStaff({ mail: deps.mail, publicUrl: deps.config.publicUrl }, tx, {
      kind: "conveyance",
      memberName: member.name,
      summary: `conveyance of villa ${villa.villaNumber || villa.name} requested for ${writtenDay(input.appointmentDate)}.`,
    });
    return created;
  });
  return toRecord(row);
}

/** The member's conveyance request, confirmed by a code sent by e-mail. */
export function createConveyanceService(deps: ConveyanceDeps) {
  return {
    overview: withDeps(deps, conveyanceOverview),
    sendOtp: withDeps(deps, sendConveyanceOtp),
    verifyOtp: withDeps(deps, verifyConveyanceOtp),
    submit: withDeps(deps, submitConveyance),
  };
}

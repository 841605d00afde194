import { and, desc, eq } from "drizzle-orm";
import { clubDay } from "../../../common/club-time.ts";
import { moaMessages as m, type MoaTextSection } from "../../../common/moa.ts";
import type { Language } from "../../../common/language.ts";
import { LEASE_YEARS } from "../../../common/portal.ts";
import type { Db } from "../../db/open.ts";
import { agreementEvents } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit } from "../audit/service.ts";
import { memberStanding } from "../portal/standing.ts";
import { moaDataOf, readBeforeSigning } from "./moa-data.ts";
import { renderMoa, type MoaDraft, type MoaWatermark } from "./moa-pdf.ts";
import { moaSections } from "./moa-text.ts";
import { leaseEnd, recordAgreementEvent } from "./service.ts";

/**
 * Reading the agreement before signing it: the member's draft (the memorandum they will sign, drawn by the same
 * code from the same data, watermarked DRAFT, without a signature; never sealed, stored or numbered), its text in
 * the portal, and the public sample with placeholders (watermarked SAMPLE). The draft is drawn in the language the
 * member reads today, every time it is opened (decision 047).
 */

/** A draft or a sample drawn: in the CPU pool's threads when the app has one, else here (the same code, the same words). */
export type RenderMoaDraft = (task: { data: MoaDraft; watermark: MoaWatermark }) => Promise<Uint8Array>;

export interface DraftDeps {
  db: Db;
  renderDraft?: RenderMoaDraft;
}

const renderHere: RenderMoaDraft = (task) => renderMoa(task.data, { watermark: task.watermark });

/** The draft's reference: a signed agreement's reference (MOA-…) is given when it is signed. */
const DRAFT_REFERENCE = "[Given when signed]";

/** The member's plan in force and what the memorandum would state if they signed today; 404 before a plan. */
async function draftOf(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ planId: string; agreementId: string | null; data: MoaDraft }> {
  const standing = await memberStanding(db, userId);
  const { plan } = standing;
  if (!plan || plan.status === "cancelled") throw new AppError(404, m.noPlanForDraft);
  const leaseStart = clubDay(now);
  const data = await moaDataOf(
    db,
    userId,
    { plan, steps: standing.steps, amountPaid: standing.amountVerified },
    { reference: DRAFT_REFERENCE, lease: { years: LEASE_YEARS, start: leaseStart, end: leaseEnd(leaseStart) } },
  );
  return { planId: plan.id, agreementId: standing.agreement?.id ?? null, data };
}

/**
 * Puts the member's reading on record (an agreement event of the plan, and the audit log), at most once a club day
 * for each way of reading, so that reloads do not flood the agreement's audit page.
 */
async function recordRead(
  db: Db,
  read: { planId: string; agreementId: string | null; kind: "draft-opened" | "text-shown" },
  reader: { id: string; name: string; ip: string | null },
  now: Date,
) {
  const [last] = await db
    .select({ at: agreementEvents.at })
    .from(agreementEvents)
    .where(
      and(
        eq(agreementEvents.planId, read.planId),
        eq(agreementEvents.kind, read.kind),
        eq(agreementEvents.actorId, reader.id),
      ),
    )
    .orderBy(desc(agreementEvents.at))
    .limit(1);
  if (last && clubDay(last.at) === clubDay(now)) return;
  await db.transaction(async (tx) => {
    await recordAgreementEvent(tx, { ...read, actorId: reader.id, actorName: reader.name, ip: reader.ip, at: now });
    await recordAudit(tx, {
      actor: { id: reader.id, role: "member", ip: reader.ip },
      action: read.kind === "draft-opened" ? "moa.draft_opened" : "moa.text_shown",
      memberId: reader.id,
      subjectId: read.agreementId ?? read.planId,
      detail: { planId: read.planId },
    });
  });
}

/** GET /api/moa/draft: the member's own draft PDF, recorded as opened; 404 before a plan. */
export async function memberDraft(
  deps: DraftDeps,
  reader: { id: string; ip: string | null },
  now = new Date(),
): Promise<Uint8Array> {
  const draft = await draftOf(deps.db, reader.id, now);
  const pdf = await (deps.renderDraft ?? renderHere)({ data: draft.data, watermark: "DRAFT" });
  await recordRead(
    deps.db,
    { planId: draft.planId, agreementId: draft.agreementId, kind: "draft-opened" },
    { ...reader, name: draft.data.member.name },
    now,
  );
  return pdf;
}

/** The draft's text for the portal's "Show the agreement text"; null before a plan. Nothing is recorded until it is shown. */
export async function memberDraftText(db: Db, userId: string, now = new Date()): Promise<MoaTextSection[] | null> {
  try {
    return moaSections((await draftOf(db, userId, now)).data);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The member showed the agreement's text in the portal: recorded as read (the sign form opens); 404 before a plan. */
export async function agreementTextShown(
  db: Db,
  reader: { id: string; ip: string | null },
  now = new Date(),
): Promise<void> {
  const draft = await draftOf(db, reader.id, now);
  await recordRead(
    db,
    { planId: draft.planId, agreementId: draft.agreementId, kind: "text-shown" },
    { ...reader, name: draft.data.member.name },
    now,
  );
}

/** Whether the member read their plan's agreement (its draft opened or its text shown): the portal shows the sign form then. */
export async function agreementRead(db: Db, userId: string): Promise<boolean> {
  const { plan } = await memberStanding(db, userId);
  return plan ? readBeforeSigning(db, plan.id, userId) : false;
}

/** The sample agreement: the memorandum's text with placeholders where a member's values go; nothing personal. */
export const SAMPLE_MOA: MoaDraft = {
  reference: "[Agreement reference]",
  member: {
    name: "[Member's name]",
    email: "[Member's e-mail]",
    fatherName: "[Father's name]",
    currentAddress: "[Member's address]",
    permanentAddress: null,
  },
  villa: {
    name: "[Villa]",
    villaNumber: "[Villa number]",
    type: "[Kind of home]",
    block: "[Block]",
    location: "[Location]",
    sqft: "[Area]",
  },
  plan: {
    mode: "flexible",
    stepCount: 2,
    total: "[Amount]",
    amountPaid: "[Amount]",
    steps: [
      { step: 1, name: "[Instalment]", amount: "[Amount]", paidOn: "[Date]", invoiceNumber: "[Invoice number]" },
      { step: 2, name: "[Instalment]", amount: "[Amount]", paidOn: "[Date]", invoiceNumber: "[Invoice number]" },
    ],
  },
  lease: { years: LEASE_YEARS, start: "[Date of signing]", end: `[${LEASE_YEARS} years after the date of signing]` },
};

/**
 * GET /api/moa/sample: the sample PDF in the reader's language (English, or English and Hindi; decision 047), drawn
 * once per process and language (the same for every visitor).
 */
export function sampleMoaOnce(deps: DraftDeps): (language?: Language) => Promise<Uint8Array> {
  const drawn = new Map<Language, Promise<Uint8Array>>();
  return (language = "en") => {
    let pdf = drawn.get(language);
    if (!pdf) {
      pdf = (deps.renderDraft ?? renderHere)({ data: { ...SAMPLE_MOA, language }, watermark: "SAMPLE" }).catch(
        (error: unknown) => {
          drawn.delete(language);
          throw error;
        },
      );
      drawn.set(language, pdf);
    }
    return pdf;
  };
}

/**
 * The agreement read before it is signed: the member's draft (recorded as opened; 404 before a plan), its text for
 * the portal, whether it was read, and the public sample. Drawn in the CPU pool, as the executed agreement is.
 */
export function createAgreementDraftService(platform: {
  db: Db;
  cpu: { run(task: "moaDraft", input: Parameters<RenderMoaDraft>[0]): Promise<Uint8Array> };
}) {
  const deps: DraftDeps = { db: platform.db, renderDraft: (task) => platform.cpu.run("moaDraft", task) };
  const sample = sampleMoaOnce(deps);
  return {
    draft: (reader: { id: string; ip: string | null }) => memberDraft(deps, reader),
    draftText: (userId: string) => memberDraftText(deps.db, userId),
    textShown: (reader: { id: string; ip: string | null }) => agreementTextShown(deps.db, reader),
    read: (userId: string) => agreementRead(deps.db, userId),
    sample: (language?: Language) => sample(language),
  };
}

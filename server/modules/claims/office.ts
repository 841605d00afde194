import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { monthLabel } from "../../../common/claims.ts";
import { clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { formatRupees } from "../../../common/money.ts";
import {
  officeRequestsMessages as m,
  type ClaimMonthsInput,
  type ClaimQueue,
  type ClaimQueueItem,
  type ClaimQueueQuery,
  type PayoutInput,
} from "../../../common/office-requests.ts";
import { CLAIMS } from "../../../common/portal.ts";
import type { Language } from "../../../common/language.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bankAccounts, claimEligibility, expenseClaims, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { maskNumber, type FieldCipher } from "../../platform/field-crypto.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue, QueuedMail } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { CLAIM_MAIL_TEXT } from "./mail-text.ts";
import { eligibleMonthsOf } from "./service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * The office's side of claims: the queue of claimed months, the decision on each (approve or
 * refuse with a reason: front office and accounts), the payout of an approved one (accounts) and a member's
 * eligible months (front office). Each decision is one conditional update with its audit row in one transaction
 * (two staff deciding at once: the second gets 409); the member's mail is queued in the decision's transaction
 * (decision 026).
 */
export interface ClaimsOfficeDeps {
  db: Db;
  cipher: FieldCipher;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

type ClaimRow = typeof expenseClaims.$inferSelect;

function claimConditions(query: Pick<ClaimQueueQuery, "review" | "q">): SQL | undefined {
  const filters: SQL[] = [eq(expenseClaims.status, "claimed"), eq(expenseClaims.review, query.review)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(users.name, like), ilike(users.email, like))!);
  }
  return and(...filters);
}

/** What waits longest comes first; the decided ones, the latest decision first (never decided before them). */
const claimOrder = (review: ClaimQueueQuery["review"]) =>
  keyset(
    ...(review === "open"
      ? [{ by: expenseClaims.createdAt }]
      : [
          { by: sql`coalesce(${expenseClaims.reviewedAt}, 'infinity')`, type: "timestamptz", desc: true },
          { by: expenseClaims.createdAt, desc: true },
        ]),
    { by: expenseClaims.id },
  );

function claimRows(db: Db, cursor: SQL<string[]>) {
  return db
    .select({
      claim: expenseClaims,
      member: { id: users.id, name: users.name, email: users.email },
      account: bankAccounts,
      cursor,
    })
    .from(expenseClaims)
    .innerJoin(users, eq(users.id, expenseClaims.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, expenseClaims.bankAccountId))
    .$dynamic();
}

const claimItem =
  (cipher: FieldCipher) =>
  ({
    claim,
    member,
    account,
  }: Awaited<ReturnType<ReturnType<typeof claimRows>["execute"]>>[number]): ClaimQueueItem => ({
    id: claim.id,
    member,
    year: claim.year,
    month: claim.month,
    month_label: monthLabel(claim.year, claim.month),
    amount: claim.amount,
    bank_account: account
      ? {
          bank_name: account.bankName,
          account_holder: account.accountHolder,
          masked_number: maskNumber(cipher.decrypt(account.accountNumberEnc)),
          ifsc: account.ifsc,
        }
      : null,
    filed_at: claim.createdAt.toISOString(),
    review: claim.review,
    reviewed_at: claim.reviewedAt?.toISOString() ?? null,
    refusal_reason: claim.refusalReason,
    payout_date: claim.payoutDate,
    payout_amount: claim.payoutAmount,
    payout_reference: claim.payoutReference,
  });

/** GET /api/admin/claims: claimed months (never skipped ones) in one review state, oldest first, by member name or e-mail. */
export async function claimQueue(
  deps: Pick<ClaimsOfficeDeps, "db" | "cipher">,
  query: ClaimQueueQuery,
): Promise<ClaimQueue> {
  const where = claimConditions(query);
  const order = claimOrder(query.review);
  const [[{ total }], rows] = await Promise.all([
    // the count joins the members only when the search reads their names (every claim has its member)
    query.q
      ? deps.db
          .select({ total: count() })
          .from(expenseClaims)
          .innerJoin(users, eq(users.id, expenseClaims.userId))
          .where(where)
      : deps.db.select({ total: count() }).from(expenseClaims).where(where),
    claimRows(deps.db, order.cursor)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(claimItem(deps.cipher)),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const CLAIM_CSV_COLUMNS: CsvColumn<ClaimQueueItem>[] = [
  { header: "Claim id", value: (c) => c.id },
  { header: "Member id", value: (c) => c.member.id },
  { header: "Member", value: (c) => c.member.name },
  { header: "E-mail", value: (c) => c.member.email },
  { header: "Month", value: (c) => `${c.year}-${String(c.month).padStart(2, "0")}` },
  { header: "Amount (INR)", value: (c) => csvAmount(c.amount) },
  { header: "Bank", value: (c) => c.bank_account?.bank_name },
  { header: "Account holder", value: (c) => c.bank_account?.account_holder },
  { header: "Account number", value: (c) => c.bank_account?.masked_number },
  { header: "IFSC", value: (c) => c.bank_account?.ifsc },
  { header: "Filed (IST)", value: (c) => csvMoment(c.filed_at) },
  { header: "Review", value: (c) => c.review },
  { header: "Reviewed (IST)", value: (c) => csvMoment(c.reviewed_at) },
  { header: "Refusal reason", value: (c) => c.refusal_reason },
  { header: "Payout date", value: (c) => c.payout_date },
  { header: "Payout amount (INR)", value: (c) => csvAmount(c.payout_amount) },
  { header: "Payout reference", value: (c) => c.payout_reference },
];

/** GET /api/admin/claims.csv: every claimed month of the review state and search, in the queue's order. */
export function claimsCsv(
  deps: Pick<ClaimsOfficeDeps, "db" | "cipher">,
  query: Pick<ClaimQueueQuery, "review" | "q">,
): CsvDownload {
  const where = claimConditions(query);
  const order = claimOrder(query.review);
  return csvDownload(
    "claims",
    CLAIM_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        claimRows(deps.db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(claimItem(deps.cipher)),
    ),
  );
}

/** A claimed month by its id, or 404 (a skipped month is not a claim). */
async function claimById(db: Db | Tx, claimId: string): Promise<ClaimRow> {
  const [row] = isUuid(claimId)
    ? await db
        .select()
        .from(expenseClaims)
        .where(and(eq(expenseClaims.id, claimId), eq(expenseClaims.status, "claimed")))
        .limit(1)
    : [];
  if (!row) throw new AppError(404, m.claimNotFound);
  return row;
}

async function memberOf(db: Db | Tx, userId: string) {
  const [member] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return member;
}

const claimsLink = (publicUrl: string, language: Language) => ({
  label: CLAIM_MAIL_TEXT[language].seeClaims,
  url: new URL("/dashboard?tab=claims&step=2", publicUrl).toString(),
});

/**
 * Moves an open claim (or, for a payout, an approved one) to its next review state with its audit row; 404 for an
 * unknown claim, 409 (with `refusal`) when it is no longer in `from` — checked by the update itself, so two staff
 * deciding at once cannot both succeed.
 */
async function review(
  deps: ClaimsOfficeDeps,
  actor: AuditActor,
  claimId: string,
  change: {
    from: ClaimRow["review"];
    refusal: string;
    set: Partial<typeof expenseClaims.$inferInsert>;
    action: string;
    detail: Record<string, unknown>;
    /** The member's mail of the decision, queued in its transaction. */
    mail: (claim: ClaimRow, member: { name: string; email: string; language: Language }) => QueuedMail;
  },
): Promise<ClaimRow> {
  const claim = await claimById(deps.db, claimId);
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(expenseClaims)
      .set(change.set)
      .where(and(eq(expenseClaims.id, claim.id), eq(expenseClaims.review, change.from)))
      .returning();
    if (!updated) throw new AppError(409, change.refusal);
    await recordAudit(tx, {
      actor,
      action: change.action,
      memberId: updated.userId,
      subjectId: updated.id,
      detail: {
        year: updated.year,
        month: updated.month,
        amount: updated.amount,
        review: { before: change.from, after: updated.review },
        ...change.detail,
      },
    });
    const member = await memberOf(tx, updated.userId);
    if (member) await deps.mail.send(tx, change.mail(updated, member));
    return updated;
  });
}

/** POST /api/admin/claims/{id}/approve: an open claim becomes approved; the member is e-mailed. */
export async function approveClaim(deps: ClaimsOfficeDeps, actor: AuditActor, claimId: string, now = new Date()) {
  const claim = await review(deps, actor, claimId, {
    from: "open",
    refusal: m.claimNotOpen,
    set: { review: "approved", reviewedAt: now, reviewedBy: actor.id },
    action: "expense-claim.approved",
    detail: {},
    mail: (claim, member) => {
      const words = CLAIM_MAIL_TEXT[member.language].approved;
      return noticeMail({
        to: member.email,
        name: member.name,
        language: member.language,
        subject: words.subject(claim),
        paragraphs: [words.lead(claim), words.next],
        link: claimsLink(deps.publicUrl, member.language),
        publicUrl: deps.publicUrl,
        summary: `claim approved ${monthLabel(claim.year, claim.month)}`,
      });
    },
  });
  return { id: claim.id, review: claim.review };
}

/** POST /api/admin/claims/{id}/refuse: an open claim is refused with a reason the member is e-mailed and sees in the calendar. */
export async function refuseClaim(
  deps: ClaimsOfficeDeps,
  actor: AuditActor,
  claimId: string,
  reason: string,
  now = new Date(),
) {
  const claim = await review(deps, actor, claimId, {
    from: "open",
    refusal: m.claimNotOpen,
    set: { review: "refused", reviewedAt: now, reviewedBy: actor.id, refusalReason: reason },
    action: "expense-claim.refused",
    detail: { reason },
    mail: (claim, member) => {
      const words = CLAIM_MAIL_TEXT[member.language].refused;
      return noticeMail({
        to: member.email,
        name: member.name,
        language: member.language,
        subject: words.subject(claim),
        paragraphs: [words.lead(claim)],
        reason,
        link: claimsLink(deps.publicUrl, member.language),
        publicUrl: deps.publicUrl,
        summary: `claim refused ${monthLabel(claim.year, claim.month)}`,
      });
    },
  });
  return { id: claim.id, review: claim.review };
}

/**
 * POST /api/admin/claims/{id}/payout: an approved claim is paid: the date (not after today, in club time), the amount
 * (whole rupees, at most the claim's) and the bank's reference. The member is e-mailed the payment.
 */
export async function recordClaimPayout(
  deps: ClaimsOfficeDeps,
  actor: AuditActor,
  claimId: string,
  input: PayoutInput,
  now = new Date(),
) {
  if (input.payout_date > clubToday(now)) throw new AppError(400, m.payoutFuture);
  const current = await claimById(deps.db, claimId);
  if (input.amount > current.amount) throw new AppError(400, m.payoutTooMuch(formatRupees(current.amount)));
  const claim = await review(deps, actor, claimId, {
    from: "approved",
    refusal: m.claimNotApproved,
    set: {
      review: "paid",
      payoutDate: input.payout_date,
      payoutAmount: input.amount,
      payoutReference: input.reference,
      paidAt: now,
      paidBy: actor.id,
    },
    action: "expense-claim.paid",
    detail: { payoutDate: input.payout_date, payoutAmount: input.amount, reference: input.reference },
    mail: (claim, member) => {
      const words = CLAIM_MAIL_TEXT[member.language].paid;
      return noticeMail({
        to: member.email,
        name: member.name,
        language: member.language,
        subject: words.subject(claim),
        paragraphs: [
          words.lead(claim, { amount: input.amount, on: input.payout_date }),
          words.reference(input.reference),
        ],
        link: claimsLink(deps.publicUrl, member.language),
        publicUrl: deps.publicUrl,
        summary: `claim paid ${monthLabel(claim.year, claim.month)}`,
      });
    },
  });
  return { id: claim.id, review: claim.review };
}

/**
 * PUT /api/admin/members/{id}/claim-months: the number of months (0–120) from the MOA in which the member may claim
 * ("an admin decides months eligible for claims"); the member's calendar and new claims follow it at once.
 */
export async function setClaimMonths(
  deps: Pick<ClaimsOfficeDeps, "db">,
  actor: AuditActor,
  memberId: string,
  input: ClaimMonthsInput,
) {
  const [member] = isUuid(memberId)
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, "member")))
        .limit(1)
    : [];
  if (!member) throw new AppError(404, m.memberNotFound);
  const before = await eligibleMonthsOf(deps.db, member.id);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(claimEligibility)
      .values({ userId: member.id, months: input.months, setBy: actor.id, setAt: new Date() })
      .onConflictDoUpdate({
        target: claimEligibility.userId,
        set: { months: input.months, setBy: actor.id, setAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: "claim-months.set",
      memberId: member.id,
      subjectId: member.id,
      detail: { months: { before, after: input.months }, default: CLAIMS.eligibleMonths },
    });
  });
  return { member_id: member.id, months: input.months };
}

/** A staff member acting in the office: their account, role and address (the audit row's actor). */
export type StaffActor = AuditActor;

/** Members' claims decided by the office: approved, refused, paid out; a member's claim months. */
export function createClaimsOfficeService(deps: ClaimsOfficeDeps) {
  return {
    queue: withDeps(deps, claimQueue),
    csv: withDeps(deps, claimsCsv),
    approve: (actor: StaffActor, claimId: string) => approveClaim(deps, actor, claimId),
    refuse: (actor: StaffActor, claimId: string, reason: string) => refuseClaim(deps, actor, claimId, reason),
    payout: (actor: StaffActor, claimId: string, input: PayoutInput) => recordClaimPayout(deps, actor, claimId, input),
    months: withDeps(deps.db, eligibleMonthsOf),
    setMonths: withDeps(deps, setClaimMonths),
  };
}

import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, ne, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clubDay } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import {
  MATCH_WINDOW_DAYS,
  reconciliationMessages as m,
  type MatchHow,
  type ReconciledReceipt,
  type StatementCredit,
  type StatementDetail,
  type StatementFormat,
  type StatementList,
  type StatementListQuery,
  type StatementMappingInput,
  type StatementSummary,
  type UnrecognisedStatement,
  type VerifyMatchedAnswer,
  type MatchAgainAnswer,
} from "../../../common/reconciliation.ts";
import type { Db, Tx } from "../../db/open.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  bankStatementLayouts,
  bankStatementLines,
  bankStatementMatches,
  bankStatements,
  memberships,
  paymentPlans,
  paymentReceipts,
  paymentSteps,
  properties,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { verifyMembership, type MembershipDeps } from "../membership/service.ts";
import { verifyStep, type PaymentsOfficeDeps } from "../payments/office.ts";
import { compact, readStatement, type StatementLayout, type StatementReading } from "./statement-csv.ts";

/**
 * Bank reconciliation: accounts upload the club's bank statement (a CSV export of SBI, HDFC Bank, ICICI Bank, Axis
 * Bank or Kotak Mahindra Bank, a generic layout, or one whose columns they said once), its credits are kept and each is
 * matched to a receipt awaiting verification — an instalment's or a Full Membership year's — first by the transfer's
 * reference (the receipt's UTR in the credit's reference or narration) and amount, then by amount and date (within
 * MATCH_WINDOW_DAYS, one candidate each way). Accounts then verify the matched receipts together, each through the
 * verification accounts make one at a time (its invoice, audit row and mail as ever).
 */
export type ReconciliationDeps = PaymentsOfficeDeps & MembershipDeps & StatementReadingDeps;

/** The statement's reading, in the CPU pool (readStatement in statement-csv.ts; in-thread where none is given). */
export interface StatementReadingDeps {
  readStatement?: (task: Parameters<typeof readStatement>[0]) => Promise<StatementReading>;
}

type Actor = AuditActor;

/** The upload: the file and, when the statement's columns were not recognised, the mapping accounts give. */
export interface StatementUpload {
  bytes: Buffer;
  name: string;
  mapping?: StatementMappingInput | null;
}

export type UploadAnswer =
  | { kind: "unrecognised"; header: UnrecognisedStatement }
  | { kind: "uploaded"; statement: StatementSummary; matched: number };

const layoutOf = (mapping: StatementMappingInput): StatementLayout => ({
  date: mapping.date_column,
  description: mapping.description_column,
  reference: mapping.reference_column,
  credit: mapping.credit_column,
  debit: null,
  amount: mapping.credit_column === null ? mapping.amount_column : null,
  type: mapping.credit_column === null ? mapping.type_column : null,
  dateFormat: mapping.date_format,
});

const fileNameOf = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200) || "statement.csv";

/**
 * POST /api/admin/reconciliation/statements: a statement read, stored with its credits and matched, audited, in one
 * transaction. The same file twice answers 409; columns not recognised (and no mapping given) answer the header found,
 * for accounts to say which column is which; the mapping given is saved for that header.
 */
export async function uploadStatement(
  deps: { db: Db } & StatementReadingDeps,
  actor: Actor,
  upload: StatementUpload,
  now = new Date(),
): Promise<UploadAnswer> {
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  const [known] = await deps.db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.sha256, sha256));
  if (known) throw new AppError(409, m.duplicate);
  const saved = (await deps.db.select().from(bankStatementLayouts)).map(
    (row) => [row.signature, row.layout as unknown as StatementLayout] as [string, StatementLayout],
  );
  const given = upload.mapping ? layoutOf(upload.mapping) : null;
  const task = { bytes: upload.bytes, saved, given };
  const reading = deps.readStatement ? await deps.readStatement(task) : readStatement(task);
  if (reading.kind === "not-csv") throw new AppError(400, m.notCsv);
  if (reading.kind === "misfit") throw new AppError(400, m.unknownColumn);
  if (reading.kind === "unrecognised") {
    return { kind: "unrecognised", header: { columns: reading.columns.map((name, index) => ({ index, name })) } };
  }
  const read = reading.statement;
  if (!read.from) throw new AppError(400, m.noTransactions);

  try {
    return await deps.db.transaction(async (tx) => {
      if (given && reading.mapped) {
        await tx
          .insert(bankStatementLayouts)
          .values({ signature: read.signature, header: read.header, layout: { ...given }, createdBy: actor.id })
          .onConflictDoUpdate({
            target: bankStatementLayouts.signature,
            set: { layout: { ...given }, header: read.header },
          });
        await recordAudit(tx, {
          actor,
          action: "bank-statement.layout-saved",
          subjectId: null,
          detail: { signature: read.signature, header: read.header, layout: given },
        });
      }
      const [statement] = await tx
        .insert(bankStatements)
        .values({
          fileName: fileNameOf(upload.name),
          sha256,
          format: read.format,
          signature: read.signature,
          periodFrom: read.from,
          periodTo: read.to,
          credits: read.credits.length,
          debits: read.debits,
          uploadedBy: actor.id,
          uploadedAt: now,
        })
        .returning();
      for (let i = 0; i < read.credits.length; i += 1000) {
        await tx.insert(bankStatementLines).values(
          read.credits.slice(i, i + 1000).map((line) => ({
            statementId: statement.id,
            row: line.row,
            bookedOn: line.bookedOn,
            description: line.description,
            reference: line.reference,
            utr: line.utr,
            amountPaise: line.amountPaise,
          })),
        );
      }
      const matched = await matchStatement(tx, statement.id);
      await recordAudit(tx, {
        actor,
        action: "bank-statement.uploaded",
        subjectId: statement.id,
        detail: {
          fileName: statement.fileName,
          sha256,
          format: read.format,
          periodFrom: read.from,
          periodTo: read.to,
          credits: read.credits.length,
          debits: read.debits,
          matched: matched.length,
          byReference: matched.filter((match) => match.how === "reference").length,
        },
      });
      const [summary] = await summaries(tx, eq(bankStatements.id, statement.id));
      return { kind: "uploaded" as const, statement: summary, matched: matched.length };
    });
  } catch (error) {
    // the same file uploaded at this moment by someone else (its SHA-256 is unique)
    if (isUniqueViolation(error)) throw new AppError(409, m.duplicate);
    throw error;
  }
}

/** A receipt that may be matched: awaiting verification and matched to no credit yet. */
interface Candidate {
  kind: "instalment" | "membership";
  id: string;
  paise: number;
  utr: string | null;
  /** The day the member says they paid, else the day the receipt was sent. */
  day: string;
}

const daysBetween = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/** The receipts awaiting verification that no credit pays yet: instalments' (of live plans) and Full Membership's. */
async function candidates(tx: Tx): Promise<Candidate[]> {
  const [instalments, purchases] = await Promise.all([
    tx
      .select({
        id: paymentReceipts.id,
        amount: paymentReceipts.amount,
        utr: paymentReceipts.utr,
        paidOn: paymentReceipts.paidOn,
        submittedAt: paymentReceipts.submittedAt,
      })
      .from(paymentReceipts)
      .innerJoin(paymentPlans, eq(paymentPlans.id, paymentReceipts.planId))
      .where(
        and(
          eq(paymentReceipts.status, "awaiting"),
          ne(paymentPlans.status, "cancelled"),
          notExists(
            tx
              .select({ id: bankStatementMatches.id })
              .from(bankStatementMatches)
              .where(eq(bankStatementMatches.receiptId, paymentReceipts.id)),
          ),
        ),
      ),
    tx
      .select({
        id: memberships.id,
        amount: memberships.amount,
        utr: memberships.utr,
        paidOn: memberships.paidOn,
        submittedAt: memberships.createdAt,
      })
      .from(memberships)
      .where(
        and(
          eq(memberships.status, "under-review"),
          eq(memberships.paidVia, "receipt"),
          notExists(
            tx
              .select({ id: bankStatementMatches.id })
              .from(bankStatementMatches)
              .where(eq(bankStatementMatches.membershipId, memberships.id)),
          ),
        ),
      ),
  ]);
  const of = (kind: Candidate["kind"]) => (row: (typeof instalments)[number]) => ({
    kind,
    id: row.id,
    paise: row.amount * 100,
    utr: row.utr,
    day: row.paidOn ?? clubDay(row.submittedAt),
  });
  return [...instalments.map(of("instalment")), ...purchases.map(of("membership"))];
}

/**
 * Matches a statement's credits not yet matched to the receipts no credit pays yet: first each credit whose reference
 * or narration holds a receipt's UTR, of the receipt's amount; then by amount and date, a credit of a receipt's
 * amount booked within MATCH_WINDOW_DAYS of its day, when the credit has that one receipt and the receipt that one
 * credit (a credit that names another UTR than the receipt's is not its). Each match is inserted unless the database
 * finds its credit or receipt matched meanwhile (the unique indexes).
 */
export async function matchStatement(tx: Tx, statementId: string): Promise<{ how: MatchHow }[]> {
  const lines = await tx
    .select({
      id: bankStatementLines.id,
      reference: bankStatementLines.reference,
      description: bankStatementLines.description,
      utr: bankStatementLines.utr,
      bookedOn: bankStatementLines.bookedOn,
      paise: bankStatementLines.amountPaise,
    })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.statementId, statementId),
        notExists(
          tx
            .select({ id: bankStatementMatches.id })
            .from(bankStatementMatches)
            .where(eq(bankStatementMatches.lineId, bankStatementLines.id)),
        ),
      ),
    )
    .orderBy(asc(bankStatementLines.row));
  let open = await candidates(tx);
  const pairs: { lineId: string; candidate: Candidate; how: MatchHow }[] = [];
  const text = new Map(lines.map((line) => [line.id, compact(`${line.reference} ${line.description}`)]));
  const names = (line: (typeof lines)[number], utr: string) => text.get(line.id)!.includes(compact(utr));

  let rest = lines;
  // the transfer's reference and its amount
  rest = rest.filter((line) => {
    const found = open.filter((c) => c.utr && c.paise === line.paise && names(line, c.utr));
    if (found.length !== 1) return true;
    pairs.push({ lineId: line.id, candidate: found[0], how: "reference" });
    open = open.filter((c) => c !== found[0]);
    return false;
  });
  // the amount and the date, one candidate each way
  const fits = (line: (typeof rest)[number], c: Candidate) =>
    c.paise === line.paise &&
    daysBetween(line.bookedOn, c.day) <= MATCH_WINDOW_DAYS &&
    // a credit naming a transfer's reference that is not the receipt's pays another
    !(c.utr && line.utr && !names(line, c.utr));
  for (const line of rest) {
    const found = open.filter((c) => fits(line, c));
    if (found.length !== 1) continue;
    if (rest.filter((other) => fits(other, found[0])).length !== 1) continue;
    pairs.push({ lineId: line.id, candidate: found[0], how: "amount-date" });
    open = open.filter((c) => c !== found[0]);
  }

  const matched: { how: MatchHow }[] = [];
  for (const pair of pairs) {
    const inserted = await tx
      .insert(bankStatementMatches)
      .values({
        lineId: pair.lineId,
        kind: pair.candidate.kind,
        receiptId: pair.candidate.kind === "instalment" ? pair.candidate.id : null,
        membershipId: pair.candidate.kind === "membership" ? pair.candidate.id : null,
        how: pair.how,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatementMatches.id });
    if (inserted.length) matched.push({ how: pair.how });
  }
  return matched;
}

const uploader = alias(users, "uploader");

/** The statements' summaries (newest first) with their matches and those still awaiting verification. */
async function summaries(db: Db | Tx, where?: SQL, page?: { limit: number; offset: number }) {
  const matched = sql<number>`(select count(*)::int from ${bankStatementMatches} bsm join ${bankStatementLines} bsl on bsl.id = bsm.line_id where bsl.statement_id = ${bankStatements.id})`;
  const awaiting = sql<number>`(select count(*)::int from ${bankStatementMatches} bsm join ${bankStatementLines} bsl on bsl.id = bsm.line_id left join ${paymentReceipts} pr on pr.id = bsm.receipt_id left join ${memberships} ms on ms.id = bsm.membership_id where bsl.statement_id = ${bankStatements.id} and (pr.status = 'awaiting' or ms.status = 'under-review'))`;
  const query = db
    .select({ row: bankStatements, uploadedBy: uploader.name, matched, awaiting })
    .from(bankStatements)
    .leftJoin(uploader, eq(uploader.id, bankStatements.uploadedBy))
    .where(where)
    .orderBy(desc(bankStatements.uploadedAt), asc(bankStatements.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ row, uploadedBy, matched, awaiting }): StatementSummary => ({
    id: row.id,
    file_name: row.fileName,
    format: row.format as StatementFormat,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    credits: row.credits,
    debits: row.debits,
    matched: Number(matched),
    awaiting: Number(awaiting),
    sha256: row.sha256,
    uploaded_at: row.uploadedAt.toISOString(),
    uploaded_by: uploadedBy,
  }));
}

/** GET /api/admin/reconciliation/statements: the statements uploaded, newest first, a page at a time. */
export async function listStatements(db: Db, query: StatementListQuery): Promise<StatementList> {
  const [[{ total }], items] = await Promise.all([
    db.select({ total: count() }).from(bankStatements),
    summaries(db, undefined, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  return { items, total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

const creditOf = (line: typeof bankStatementLines.$inferSelect): StatementCredit => ({
  id: line.id,
  row: line.row,
  booked_on: line.bookedOn,
  description: line.description,
  reference: line.reference,
  utr: line.utr,
  amount_paise: line.amountPaise,
});

const queueUrl = (path: string, email: string) => `${path}?status=all&q=${encodeURIComponent(email)}`;

/** Instalments' receipts as the statement's page shows them, by id (or those awaiting that no credit pays). */
async function instalmentReceipts(db: Db, ids: string[] | "unmatched"): Promise<ReconciledReceipt[]> {
  if (ids !== "unmatched" && ids.length === 0) return [];
  const rows = await db
    .select({
      receipt: paymentReceipts,
      steps: paymentPlans.paymentSteps,
      stepName: paymentSteps.stepName,
      villa: { name: properties.name, number: properties.villaNumber },
      member: { id: users.id, name: users.name, email: users.email },
    })
    .from(paymentReceipts)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentReceipts.planId))
    .innerJoin(
      paymentSteps,
      and(eq(paymentSteps.planId, paymentReceipts.planId), eq(paymentSteps.step, paymentReceipts.step)),
    )
    .innerJoin(users, eq(users.id, paymentPlans.userId))
    .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
    .leftJoin(bankStatementMatches, eq(bankStatementMatches.receiptId, paymentReceipts.id))
    .where(
      ids === "unmatched"
        ? and(
            eq(paymentReceipts.status, "awaiting"),
            ne(paymentPlans.status, "cancelled"),
            isNull(bankStatementMatches.id),
          )
        : inArray(paymentReceipts.id, ids),
    )
    .orderBy(asc(paymentReceipts.submittedAt));
  return rows.map(({ receipt, steps, stepName, villa, member }) => ({
    kind: "instalment",
    id: receipt.id,
    member,
    what: `Step ${receipt.step} of ${steps} (${stepName}), ${villa.number ? `${villa.name} (${villa.number})` : villa.name}`,
    amount: receipt.amount,
    utr: receipt.utr,
    paid_on: receipt.paidOn,
    submitted_at: receipt.submittedAt.toISOString(),
    status: receipt.status,
    queue_url: queueUrl("/admin/payments", member.email),
  }));
}

/** Full Membership purchases as the statement's page shows them, by id (or those under review no credit pays). */
async function membershipReceipts(db: Db, ids: string[] | "unmatched"): Promise<ReconciledReceipt[]> {
  if (ids !== "unmatched" && ids.length === 0) return [];
  const rows = await db
    .select({ row: memberships, member: { id: users.id, name: users.name, email: users.email } })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(bankStatementMatches, eq(bankStatementMatches.membershipId, memberships.id))
    .where(
      ids === "unmatched"
        ? and(
            eq(memberships.status, "under-review"),
            eq(memberships.paidVia, "receipt"),
            isNull(bankStatementMatches.id),
          )
        : inArray(memberships.id, ids),
    )
    .orderBy(asc(memberships.createdAt));
  return rows.map(({ row, member }) => ({
    kind: "membership",
    id: row.id,
    member,
    what: "Full Membership",
    amount: row.amount,
    utr: row.utr,
    paid_on: row.paidOn,
    submitted_at: row.createdAt.toISOString(),
    status: row.status === "under-review" ? "awaiting" : row.status === "active" ? "verified" : "rejected",
    queue_url: queueUrl("/admin/memberships", member.email),
  }));
}

/**
 * GET /api/admin/reconciliation/statements/{id}: the statement, its credits matched (with their receipt and how),
 * its credits matched to none, and the receipts awaiting verification that no credit of any statement pays.
 */
export async function statementDetail(db: Db, id: string): Promise<StatementDetail> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [statement] = await summaries(db, eq(bankStatements.id, id));
  if (!statement) throw new AppError(404, m.notFound);
  const rows = await db
    .select({ line: bankStatementLines, match: bankStatementMatches })
    .from(bankStatementLines)
    .leftJoin(bankStatementMatches, eq(bankStatementMatches.lineId, bankStatementLines.id))
    .where(eq(bankStatementLines.statementId, id))
    .orderBy(asc(bankStatementLines.row));
  const matches = rows.flatMap(({ line, match }) => (match ? [{ line, match }] : []));
  const [instalments, purchases, awaitingInstalments, awaitingPurchases] = await Promise.all([
    instalmentReceipts(
      db,
      matches.flatMap(({ match }) => (match.receiptId ? [match.receiptId] : [])),
    ),
    membershipReceipts(
      db,
      matches.flatMap(({ match }) => (match.membershipId ? [match.membershipId] : [])),
    ),
    instalmentReceipts(db, "unmatched"),
    membershipReceipts(db, "unmatched"),
  ]);
  const receipts = new Map([...instalments, ...purchases].map((receipt) => [receipt.id, receipt]));
  return {
    statement,
    matched: matches.map(({ line, match }) => ({
      credit: creditOf(line),
      receipt: receipts.get((match.receiptId ?? match.membershipId)!)!,
      how: match.how,
    })),
    unmatched_credits: rows.filter(({ match }) => !match).map(({ line }) => creditOf(line)),
    unmatched_receipts: [...awaitingInstalments, ...awaitingPurchases].sort((a, b) =>
      a.submitted_at.localeCompare(b.submitted_at),
    ),
  };
}

/**
 * POST /api/admin/reconciliation/statements/{id}/verify: every receipt matched to a credit of the statement that still
 * awaits verification is verified, one after another, by the verification accounts make one at a time (each in its
 * transaction, with its invoice, its audit row and the member's mail); a receipt decided already (or meanwhile) is
 * left as it is and counted as skipped.
 */
export async function verifyMatched(deps: ReconciliationDeps, actor: Actor, id: string): Promise<VerifyMatchedAnswer> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [statement] = await deps.db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.id, id));
  if (!statement) throw new AppError(404, m.notFound);
  const matched = await deps.db
    .select({
      kind: bankStatementMatches.kind,
      receiptId: bankStatementMatches.receiptId,
      membershipId: bankStatementMatches.membershipId,
      planId: paymentReceipts.planId,
      step: paymentReceipts.step,
      receiptStatus: paymentReceipts.status,
      membershipStatus: memberships.status,
    })
    .from(bankStatementMatches)
    .innerJoin(bankStatementLines, eq(bankStatementLines.id, bankStatementMatches.lineId))
    .leftJoin(paymentReceipts, eq(paymentReceipts.id, bankStatementMatches.receiptId))
    .leftJoin(memberships, eq(memberships.id, bankStatementMatches.membershipId))
    .where(eq(bankStatementLines.statementId, id))
    .orderBy(asc(bankStatementLines.row));
  let verified = 0;
  let skipped = 0;
  for (const match of matched) {
    try {
      if (match.kind === "instalment" && match.receiptStatus === "awaiting") {
        await verifyStep(deps, actor, match.planId!, match.step!, new Date(), { receiptId: match.receiptId! });
        verified++;
      } else if (match.kind === "membership" && match.membershipStatus === "under-review") {
        await verifyMembership(deps, actor, match.membershipId!);
        verified++;
      } else skipped++;
    } catch (error) {
      // decided by someone else meanwhile (or its plan cancelled): left as it is
      if (error instanceof AppError && error.status === 409) skipped++;
      else throw error;
    }
  }
  return { verified, skipped };
}

/**
 * POST /api/admin/reconciliation/statements/{id}/match: the statement's credits matched to none are matched again to
 * the receipts awaiting verification now (a receipt sent after its statement was uploaded), audited.
 */
export async function matchAgain(deps: { db: Db }, actor: Actor, id: string): Promise<MatchAgainAnswer> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  return deps.db.transaction(async (tx) => {
    const [statement] = await tx
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(eq(bankStatements.id, id));
    if (!statement) throw new AppError(404, m.notFound);
    const matched = await matchStatement(tx, id);
    await recordAudit(tx, {
      actor,
      action: "bank-statement.matched",
      subjectId: id,
      detail: {
        matched: matched.length,
        byReference: matched.filter((match) => match.how === "reference").length,
      },
    });
    return { matched: matched.length };
  });
}

/** Bank reconciliation: statements uploaded and matched, listed and shown, their matched receipts verified. */
export function createReconciliationService(deps: ReconciliationDeps) {
  return {
    upload: (actor: Actor, upload: StatementUpload) => uploadStatement(deps, actor, upload),
    list: withDeps(deps.db, listStatements),
    get: withDeps(deps.db, statementDetail),
    verifyMatched: (actor: Actor, id: string) => verifyMatched(deps, actor, id),
    matchAgain: (actor: Actor, id: string) => matchAgain(deps, actor, id),
  };
}

import { createHash } from "node:crypto";
import { and, asc, eq, gt, isNotNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { monthLabel } from "../../../common/claims.ts";
import { clubToday } from "../../../common/club-time.ts";
import { memberCode } from "../../../common/payment-instructions.ts";
import {
  financialYearOf,
  financialYearsBetween,
  parseFinancialYear,
  statementFileName,
  statementMessages as m,
  type FinancialYear,
} from "../../../common/statements.ts";
import { officeMembersMessages } from "../../../common/office-members.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Db } from "../../db/open.ts";
import { int, rowsOf } from "../../db/rows.ts";
import {
  bookings,
  creditNotes,
  expenseClaims,
  memberStatements,
  memberships,
  paymentPlans,
  paymentSteps,
  properties,
  refundPayments,
  refunds,
  sealedDocuments,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaLabel } from "../agreements/moa-pdf.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { stayIsBooked } from "../bookings/stays.ts";
import { dueInstalments } from "../reports/receivables.ts";
import { invoiceDocument, sealedInvoice, type InvoiceSealDeps } from "../verification/invoices.ts";
import type { StatementContent } from "./statement-pdf.ts";

/**
 * Owner statements (decision 042): a member's dealings with the club in one financial year (April to March, club
 * days) — contributions paid, invoices and credit notes issued, refunds paid, free nights used, claims paid — and the
 * balance due as at the year's last day, or today in the current year. Drawn and sealed in the CPU pool like an
 * invoice (sealed_documents kind "statement", verifiable at /verify), stored, and kept as a member_statements row;
 * the same member, year, day and figures answer the statement already sealed.
 */

/** The club day of a moment column, as a date. */
const clubDate = (column: AnyPgColumn | SQL) => sql`(${column} at time zone 'Asia/Kolkata')::date`;
/** The club day of a moment column, yyyy-mm-dd. */
const clubDayOf = (column: AnyPgColumn | SQL) => sql<string>`to_char(${clubDate(column)}, 'YYYY-MM-DD')`;

/** The days a statement covers: its financial year from its first day to the day it is made as at. */
export interface StatementPeriod {
  year: FinancialYear;
  asAt: string;
}

/** A moment column within the period (its club day). */
const momentWithin = (column: AnyPgColumn | SQL, period: StatementPeriod) =>
  sql`${clubDate(column)} between ${period.year.start}::date and ${period.asAt}::date`;
/** A club-day column (text yyyy-mm-dd) within the period. */
const dayWithin = (column: AnyPgColumn, period: StatementPeriod) =>
  and(sql`${column} >= ${period.year.start}`, sql`${column} <= ${period.asAt}`);

const stepWords = (step: number, steps: number, name: string) => (steps === 1 ? name : `${step} of ${steps}: ${name}`);

/**
 * The first club day anything of the member's is on record — a payment plan, a stay, a Full Membership, a refund
 * owed — or null. A member's statements begin with its financial year.
 */
async function firstActivityDay(db: Db, userId: string): Promise<string | null> {
  const [row] = await rowsOf<{ first: string | null }>(
    db,
    sql`select to_char((min(at) at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as first from (
      select min(created_at) as at from payment_plans where user_id = ${userId}
      union all select min(created_at) from bookings where user_id = ${userId}
      union all select min(created_at) from memberships where user_id = ${userId}
      union all select min(created_at) from refunds where user_id = ${userId}) firsts`,
  );
  return row?.first ?? null;
}

/** The financial years a member has statements for: from their first activity's to the current one, latest first. */
export async function statementYears(db: Db, userId: string, now = new Date()): Promise<FinancialYear[]> {
  const first = await firstActivityDay(db, userId);
  return first ? financialYearsBetween(first, clubToday(now)) : [];
}

/**
 * The period of a statement of `fy` (the current year when not given) for the member: 404 for a year not begun, a
 * year before the member's first, or a member with nothing on record yet.
 */
async function statementPeriod(db: Db, userId: string, fy: string | undefined, now: Date): Promise<StatementPeriod> {
  const today = clubToday(now);
  const year = fy ? parseFinancialYear(fy) : financialYearOf(today);
  if (!year) throw new AppError(400, m.badYear);
  if (year.start > today) throw new AppError(404, m.notYet(year.fy, year.start));
  const first = await firstActivityDay(db, userId);
  if (!first) throw new AppError(404, m.nothingYet);
  const firstYear = financialYearOf(first);
  if (year.startYear < firstYear.startYear) throw new AppError(404, m.beforeFirst(year.fy, firstYear.fy));
  return { year, asAt: year.end < today ? year.end : today };
}

/** What a member's statement of a period states, read from the club's records. */
export async function statementContent(db: Db, userId: string, period: StatementPeriod): Promise<StatementContent> {
  const { asAt } = period;
  const [member] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const villaName = { name: properties.name, villaNumber: properties.villaNumber };
  const [years, plans, steps, stepInvoices, yearInvoices, stayInvoices, notes, refunded, stays, claims, due] =
    await Promise.all([
      // the Full Membership years that ran in the period
      db
        .select({ number: memberships.number })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            eq(memberships.status, "active"),
            isNotNull(memberships.number),
            lte(memberships.startsOn, asAt),
            gt(memberships.validUntil, period.year.start),
          ),
        )
        .orderBy(asc(memberships.startsOn)),
      // the villas of the plans live at some time in the period
      db
        .select({ villa: villaName, location: properties.location, status: paymentPlans.status })
        .from(paymentPlans)
        .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
        .where(
          and(
            eq(paymentPlans.userId, userId),
            sql`${clubDate(paymentPlans.createdAt)} <= ${asAt}::date`,
            or(
              ne(paymentPlans.status, "cancelled"),
              sql`${clubDate(paymentPlans.cancelledAt)} >= ${period.year.start}::date`,
            ),
          ),
        )
        .orderBy(asc(paymentPlans.createdAt)),
      // instalments paid in the period (verified, or awaiting the club's check)
      db
        .select({
          paidOn: clubDayOf(paymentSteps.paymentDate),
          villa: villaName,
          step: paymentSteps.step,
          steps: paymentPlans.paymentSteps,
          name: paymentSteps.stepName,
          invoiceNumber: paymentSteps.invoiceNumber,
          amount: paymentSteps.amount,
          verification: paymentSteps.verification,
        })
        .from(paymentSteps)
        .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
        .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
        .where(
          and(
            eq(paymentPlans.userId, userId),
            eq(paymentSteps.status, "paid"),
            momentWithin(paymentSteps.paymentDate, period),
          ),
        )
        .orderBy(asc(paymentSteps.paymentDate), asc(paymentSteps.step)),
      // the invoices issued in the period: an instalment's (when verified), a Full Membership year's, a stay's
      db
        .select({
          number: paymentSteps.invoiceNumber,
          issuedOn: clubDayOf(sql`coalesce(${paymentSteps.verifiedAt}, ${paymentSteps.paymentDate})`),
          villa: villaName,
          step: paymentSteps.step,
          steps: paymentPlans.paymentSteps,
          name: paymentSteps.stepName,
          amount: paymentSteps.amount,
        })
        .from(paymentSteps)
        .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
        .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
        .where(
          and(
            eq(paymentPlans.userId, userId),
            isNotNull(paymentSteps.invoiceNumber),
            momentWithin(sql`coalesce(${paymentSteps.verifiedAt}, ${paymentSteps.paymentDate})`, period),
          ),
        ),
      db
        .select({
          number: memberships.invoiceNumber,
          issuedOn: clubDayOf(memberships.paidAt),
          membership: memberships.number,
          amount: memberships.amount,
        })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            isNotNull(memberships.invoiceNumber),
            momentWithin(memberships.paidAt, period),
          ),
        ),
      db
        .select({
          number: bookings.invoiceNumber,
          issuedOn: clubDayOf(bookings.paidAt),
          reference: bookings.reference,
          villa: villaName,
          amount: bookings.total,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(
          and(eq(bookings.userId, userId), isNotNull(bookings.invoiceNumber), momentWithin(bookings.paidAt, period)),
        ),
      db
        .select({
          number: creditNotes.number,
          issuedOn: clubDayOf(creditNotes.issuedAt),
          invoiceNumber: creditNotes.invoiceNumber,
          amount: creditNotes.amount,
        })
        .from(creditNotes)
        .where(and(eq(creditNotes.userId, userId), momentWithin(creditNotes.issuedAt, period)))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial)),
      // each payment of a refund made in the period
      db
        .select({
          paidOn: refundPayments.paidOn,
          what: refunds.what,
          reference: refundPayments.reference,
          amount: refundPayments.amount,
        })
        .from(refundPayments)
        .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
        .where(and(eq(refunds.userId, userId), dayWithin(refundPayments.paidOn, period)))
        .orderBy(asc(refundPayments.paidOn), asc(refundPayments.recordedAt)),
      // stays that took free nights of a Full Membership year, arriving in the period
      db
        .select({
          reference: bookings.reference,
          villa: villaName,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          nights: bookings.nights,
          free: bookings.freeNights,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(
          and(
            eq(bookings.userId, userId),
            gt(bookings.freeNights, 0),
            stayIsBooked,
            dayWithin(bookings.checkIn, period),
          ),
        )
        .orderBy(asc(bookings.checkIn), asc(bookings.reference)),
      db
        .select({
          year: expenseClaims.year,
          month: expenseClaims.month,
          paidOn: expenseClaims.payoutDate,
          reference: expenseClaims.payoutReference,
          amount: expenseClaims.payoutAmount,
        })
        .from(expenseClaims)
        .where(
          and(
            eq(expenseClaims.userId, userId),
            eq(expenseClaims.review, "paid"),
            dayWithin(expenseClaims.payoutDate, period),
          ),
        )
        .orderBy(asc(expenseClaims.payoutDate), asc(expenseClaims.year), asc(expenseClaims.month)),
      // the balance due on the day: the receivables' rule (server/modules/reports/receivables.ts)
      rowsOf<{
        due_date: string;
        step: number;
        step_name: string;
        amount: unknown;
        payment_steps: number;
        villa_name: string;
        villa_number: string | null;
      }>(
        db,
        sql`select d.due_date, d.step, d.step_name, d.amount, p.payment_steps, v.name as villa_name, v.villa_number
          from ${dueInstalments(asAt)} d join payment_plans p on p.id = d.plan_id join properties v on v.id = d.property_id
          where d.user_id = ${userId} order by d.due_date, d.step`,
      ),
    ]);

  const contributions = steps
    .filter((s) => s.verification === "verified")
    .map((s) => ({
      paidOn: s.paidOn,
      villa: villaLabel(s.villa),
      step: stepWords(s.step, s.steps, s.name),
      invoiceNumber: s.invoiceNumber,
      amount: s.amount,
    }));
  const awaiting = steps
    .filter((s) => s.verification === "awaiting")
    .map((s) => ({
      paidOn: s.paidOn,
      villa: villaLabel(s.villa),
      step: stepWords(s.step, s.steps, s.name),
      amount: s.amount,
    }));
  const invoices = [
    ...stepInvoices.map((i) => ({
      number: i.number!,
      issuedOn: i.issuedOn,
      what: `Contribution to ${villaLabel(i.villa)}, instalment ${stepWords(i.step, i.steps, i.name)}`,
      amount: i.amount,
    })),
    ...yearInvoices.map((i) => ({
      number: i.number!,
      issuedOn: i.issuedOn,
      what: `Full Membership${i.membership ? ` ${i.membership}` : ""}`,
      amount: i.amount,
    })),
    ...stayInvoices.map((i) => ({
      number: i.number!,
      issuedOn: i.issuedOn,
      what: `Stay ${i.reference} at ${villaLabel(i.villa)}`,
      amount: i.amount,
    })),
  ].sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number, "en", { numeric: true }));
  const freeNights = stays.map((s) => ({
    reference: s.reference,
    villa: villaLabel(s.villa),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    nights: s.nights,
    free: s.free,
  }));
  const claimsPaid = claims.map((c) => ({
    month: monthLabel(c.year, c.month),
    paidOn: c.paidOn!,
    reference: c.reference ?? "",
    amount: c.amount ?? 0,
  }));
  const balanceDue = due.map((d) => ({
    dueOn: d.due_date,
    villa: villaLabel({ name: d.villa_name, villaNumber: d.villa_number }),
    step: stepWords(int(d.step), int(d.payment_steps), d.step_name),
    amount: int(d.amount),
  }));
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
  return {
    fy: period.year.fy,
    periodStart: period.year.start,
    periodEnd: period.year.end,
    asAt,
    member: {
      name: member.name,
      email: member.email,
      code: `VWC-${memberCode(userId)}`,
      membershipIds: years.map((y) => y.number!),
    },
    villas: [
      ...new Set(
        plans.map((p) => `${villaLabel(p.villa)}, ${p.location}${p.status === "cancelled" ? " (plan cancelled)" : ""}`),
      ),
    ],
    contributions,
    awaiting,
    invoices,
    creditNotes: notes,
    refunds: refunded,
    freeNights,
    claims: claimsPaid,
    balanceDue,
    totals: {
      contributions: sum(contributions),
      awaiting: sum(awaiting),
      invoices: sum(invoices),
      creditNotes: sum(notes),
      refunds: sum(refunded),
      freeNights: freeNights.reduce((total, s) => total + s.free, 0),
      claims: sum(claimsPaid),
      balanceDue: sum(balanceDue),
    },
    // a Hindi reader's statement is drawn in English and Hindi; an English one's content (and digest) is as it was
    ...(member.language === "hi" ? { language: "hi" as const } : {}),
  };
}

/** A statement's reference: VWC-ST-<financial year>-<the first 12 hex digits of its content's digest, in capitals>. */
export const statementReference = (fy: string, contentSha256: string) =>
  `VWC-ST-${fy}-${contentSha256.slice(0, 12).toUpperCase()}`;

/** The digest of what a statement states (its content is built in one order, so its JSON is stable). */
const contentDigest = (content: StatementContent) => createHash("sha256").update(JSON.stringify(content)).digest("hex");

export interface StatementPdf {
  name: string;
  fy: string;
  asAt: string;
  reference: string;
  bytes: Buffer;
}

/**
 * A member's owner statement of `fy` (the current financial year when not given), sealed: the one already issued when
 * the same member, year, day and figures were stated before (its stored file); else its sealed document is made (its
 * verification code), its row written with its audit entry, and it is drawn and sealed in the CPU pool at its issue
 * time, stored and registered for /verify — once, however many ask at the same moment (`sealedInvoice`).
 */
export async function ownerStatement(
  deps: InvoiceSealDeps,
  actor: AuditActor,
  userId: string,
  fy: string | undefined,
  now = new Date(),
): Promise<StatementPdf> {
  const { db, storage } = deps;
  const period = await statementPeriod(db, userId, fy, now);
  const content = await statementContent(db, userId, period);
  const contentSha256 = contentDigest(content);
  const reference = statementReference(period.year.fy, contentSha256);
  const answer = (bytes: Buffer): StatementPdf => ({
    name: statementFileName(period.year.fy, period.asAt),
    fy: period.year.fy,
    asAt: period.asAt,
    reference,
    bytes,
  });
  const [known] = await db
    .select({ storageKey: memberStatements.storageKey })
    .from(memberStatements)
    .where(
      and(
        eq(memberStatements.userId, userId),
        eq(memberStatements.fy, period.year.fy),
        eq(memberStatements.asAt, period.asAt),
        eq(memberStatements.contentSha256, contentSha256),
      ),
    );
  if (known?.storageKey) {
    const stored = await storage.get(known.storageKey);
    if (stored) return answer(stored);
  }
  const issued = { number: reference, issuedAt: now, document: "statement" as const };
  const document = await invoiceDocument(db, issued);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberStatements)
      .values({
        userId,
        fy: period.year.fy,
        periodStart: period.year.start,
        periodEnd: period.year.end,
        asAt: period.asAt,
        contentSha256,
        documentId: document.id,
        code: document.code,
        issuedAt: document.issuedAt,
        issuedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: memberStatements.id });
    if (row)
      await recordAudit(tx, {
        actor,
        action: "statement.issued",
        memberId: userId,
        subjectId: row.id,
        detail: { reference, fy: period.year.fy, asAt: period.asAt },
      });
  });
  const bytes = await sealedInvoice(
    deps,
    { ...issued, issuedAt: document.issuedAt },
    { kind: "statement", data: { ...content, reference, issuedAt: document.issuedAt } },
  );
  // the file sealedInvoice stored (this request's, or the one another request stored first)
  const [sealed] = await db
    .select({ storageKey: sealedDocuments.storageKey })
    .from(sealedDocuments)
    .where(eq(sealedDocuments.id, document.id));
  await db
    .update(memberStatements)
    .set({ sha256: createHash("sha256").update(bytes).digest("hex"), storageKey: sealed?.storageKey ?? null })
    .where(eq(memberStatements.documentId, document.id));
  return answer(bytes);
}

/** The member's own statement (the portal): members only. */
async function memberStatement(deps: InvoiceSealDeps, actor: AuditActor, fy: string | undefined) {
  if (actor.role !== "member") throw new AppError(403, m.notMember);
  return ownerStatement(deps, actor, actor.id, fy);
}

/** A member's statement for the office (the member's record): 404 for an unknown id or a staff account. */
async function officeStatement(deps: InvoiceSealDeps, actor: AuditActor, memberId: string, fy: string | undefined) {
  const [member] = isUuid(memberId)
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, "member")))
    : [];
  if (!member) throw new AppError(404, officeMembersMessages.notFound);
  return ownerStatement(deps, actor, member.id, fy);
}

/** What /verify/{code} says of a sealed statement: whose, which year, as at which day. null: no such statement. */
export async function statementByDocument(db: Db, documentId: string) {
  const [row] = await db
    .select({ member: users.name, fy: memberStatements.fy, asAt: memberStatements.asAt })
    .from(memberStatements)
    .innerJoin(users, eq(users.id, memberStatements.userId))
    .where(eq(memberStatements.documentId, documentId));
  return row ?? null;
}

/** Owner statements: a member's own, a member's for the office, and the years each member has. */
export function createStatementsService(deps: InvoiceSealDeps) {
  return {
    forMember: withDeps(deps, memberStatement),
    forOffice: withDeps(deps, officeStatement),
    years: withDeps(deps.db, statementYears),
  };
}

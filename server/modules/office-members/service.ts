import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  APPLICATION_STAGES,
  officeMembersMessages as m,
  STAGE_LABELS,
  type ApplicationStage,
  type MemberList,
  type MemberListItem,
  type MemberSearchQuery,
  type MemberSort,
} from "../../../common/office-members.ts";
import { isUuid } from "../../../common/ids.ts";
import { clubToday } from "../../../common/club-time.ts";
import { dueInstalments } from "../reports/receivables.ts";
import { int, rowsOf } from "../../db/rows.ts";
import type { Db } from "../../db/open.ts";
import {
  applications,
  auditEvents,
  bankAccounts,
  conveyanceRequests,
  creditNotes,
  expenseClaims,
  kycDetails,
  membershipForms,
  paymentPlans,
  paymentReceipts,
  paymentSteps,
  properties,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { listMemberBookings } from "../bookings/service.ts";
import { fileUrl } from "../files/service.ts";
import { invoiceData, sealedStepInvoice, toRecord as planRecord } from "../payments/service.ts";
import { memberStanding } from "../portal/standing.ts";
import { verifyCodeOf } from "../agreements/service.ts";
import { verifyPath } from "../../../common/agreements.ts";
import { applicationFlags, getFamily, getKyc } from "../registration/service.ts";
import { listTransfers } from "../transfers/service.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { escapeLike } from "../../db/like.ts";
import { KEYSET_BATCH, keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";
import type { InvoiceSealDeps } from "../verification/invoices.ts";
import { statementYears } from "../statements/service.ts";
import { financialYearSpan, officeStatementUrl } from "../../../common/statements.ts";

/**
 * The club office's members and their applications: search, and one member's whole record
 * for staff, with the KYC's numbers unmasked — each such view written to the audit log in the same transaction
 * as its read. Reads only: every rule of the member side stays in its own module and is reused from there.
 */
export interface OfficeMembersDeps {
  db: Db;
  cipher: FieldCipher;
  storage: FileStorage;
}

/**
 * Where a member's application stands, as SQL on a row of `users` (the last milestone reached): the MOA signed,
 * the application submitted, a live plan (not cancelled) with a paid step, a live plan, the family and KYC flags.
 * The same rules as the member's standing (server/modules/portal/standing.ts: the plan that counts is a live one).
 */
// written out with each table named (drizzle leaves the column of a one-table select unqualified)
const stageSql = sql<ApplicationStage>`${sql.raw(`case
  when exists (select 1 from moa_agreements a where a.user_id = "users"."id") then 'moa'
  when exists (select 1 from applications a where a.user_id = "users"."id" and a.submitted_at is not null) then 'submitted'
  when exists (select 1 from payment_plans p join payment_steps s on s.plan_id = p.id
    where p.user_id = "users"."id" and p.status <> 'cancelled' and s.status = 'paid') then 'paying'
  when exists (select 1 from payment_plans p where p.user_id = "users"."id" and p.status <> 'cancelled') then 'plan'
  when "users"."is_family_details_done" then 'family'
  when "users"."is_kyc_done" then 'kyc'
  else 'none' end`)}`;

const villaOfApplication = alias(properties, "application_villa");
/** A column of the villa of the member's newest live plan (the plan that counts); the list shows it, else the application's. */
const planVillaColumn = (column: "name" | "villa_number") =>
  sql<string | null>`${sql.raw(`(select v.${column} from payment_plans p join properties v on v.id = p.property_id
    where p.user_id = "users"."id" order by (p.status = 'cancelled'), p.created_at desc limit 1)`)}`;

/**
 * Every member's stage as one set (id, stage), the same rules as `stageSql` computed with joins over each table
 * once instead of subqueries per member: what the step filter and the home's counts read.
 */
const memberStages = sql.raw(`(select u.id, case
  when moa.user_id is not null then 'moa'
  when app.user_id is not null then 'submitted'
  when paying.user_id is not null then 'paying'
  when plan.user_id is not null then 'plan'
  when u.is_family_details_done then 'family'
  when u.is_kyc_done then 'kyc'
  else 'none' end as stage
  from users u
  left join (select distinct user_id from moa_agreements) moa on moa.user_id = u.id
  left join (select user_id from applications where submitted_at is not null) app on app.user_id = u.id
  left join (select distinct p.user_id from payment_plans p join payment_steps s on s.plan_id = p.id
    where p.status <> 'cancelled' and s.status = 'paid') paying on paying.user_id = u.id
  left join (select distinct user_id from payment_plans where status <> 'cancelled') plan on plan.user_id = u.id
  where u.role = 'member')`);

/**
 * The members a search finds, as a set of ids: a part of the name or e-mail, of the phone (as written, or its digits
 * alone), of the name or number of their application's villa or of the villa of the plan that counts. Each part is
 * read through its table's trigram index (pg_trgm, decision 028). The office's search box finds members the same way.
 */
export function searchedIds(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, "");
  // a phone number is found however it was written (spaces, dashes, +91)
  const phoneDigits =
    digits.length >= 4 ? sql` or regexp_replace(k.phone_no, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``;
  return sql`(select u.id from users u where u.name ilike ${like} or u.email ilike ${like}
    union select k.user_id from kyc_details k where k.phone_no ilike ${like}${phoneDigits}
    union select a.user_id from applications a join properties v on v.id = a.property_id
      where v.name ilike ${like} or v.villa_number ilike ${like}
    union select p.user_id from payment_plans p join properties v on v.id = p.property_id
      where (v.name ilike ${like} or v.villa_number ilike ${like})
        and p.id = (select c.id from payment_plans c where c.user_id = p.user_id order by (c.status = 'cancelled'), c.created_at desc limit 1))`;
}

/**
 * Each member's balance due on `today`, as a set (user_id, due): their instalments due on or before the day and
 * unpaid (the receivables' rule, server/modules/reports/receivables.ts).
 */
const balancesDue = (today: string) =>
  sql`(select u.user_id, sum(u.amount) as due from ${dueInstalments(today)} u group by u.user_id)`;

/** The members a search and step filter find (never staff): the list's and its CSV's condition. */
function memberConditions(query: Pick<MemberSearchQuery, "q" | "step">): SQL | undefined {
  const filters: SQL[] = [eq(users.role, "member")];
  if (query.q) filters.push(sql`${users.id} in ${searchedIds(query.q)}`);
  if (query.step) filters.push(sql`${users.id} in (select s.id from ${memberStages} s where s.stage = ${query.step})`);
  return and(...filters);
}

/**
 * The list's order as a keyset: newest first, or the largest balance due today first (the balances of every member
 * as one set joined once), then newest.
 */
const memberOrder = (sort: MemberSort, today: string) => ({
  join: sort === "balance" ? sql`left join ${balancesDue(today)} b on b.user_id = "users"."id"` : sql``,
  keys: keyset(
    ...(sort === "balance" ? [{ by: sql`coalesce(b.due, 0)`, type: "numeric", desc: true }] : []),
    { by: users.createdAt, desc: true },
    { by: users.id },
  ),
});

/** The list's members (their ids, in its order): from an offset, or after a keyset cursor. */
function memberIds(
  db: Db,
  where: SQL | undefined,
  order: ReturnType<typeof memberOrder>,
  page: { limit: number | null; offset?: number; after?: SQL },
) {
  return rowsOf<{ id: string; cursor: string[] }>(
    db,
    sql`select "users"."id" as id, ${order.keys.cursor} as cursor from "users" ${order.join}
      where ${and(where, page.after)} order by ${sql.join(order.keys.orderBy, sql`, `)}
      limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}

/** The members of these ids as the list shows them, in the ids' order, with their balance due on `today`. */
async function memberItems(db: Db, ids: string[], today: string): Promise<MemberListItem[]> {
  if (ids.length === 0) return [];
  const [rows, balances] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: kycDetails.phoneNo,
        createdAt: users.createdAt,
        stage: stageSql,
        planVillaName: planVillaColumn("name"),
        planVillaNumber: planVillaColumn("villa_number"),
        applicationVilla: { name: villaOfApplication.name, villaNumber: villaOfApplication.villaNumber },
      })
      .from(users)
      .leftJoin(kycDetails, eq(kycDetails.userId, users.id))
      .leftJoin(applications, eq(applications.userId, users.id))
      .leftJoin(villaOfApplication, eq(villaOfApplication.id, applications.propertyId))
      .where(inArray(users.id, ids)),
    // the page's balances: the same set, for its members alone
    rowsOf<{ user_id: string; due: unknown }>(
      db,
      sql`select b.user_id, b.due from ${balancesDue(today)} b
        where b.user_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
    ),
  ]);
  const balanceOf = new Map(balances.map((row) => [row.user_id, int(row.due)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const villa =
      row.planVillaName !== null ? { name: row.planVillaName, villaNumber: row.planVillaNumber } : row.applicationVilla;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      villa: villa ? { name: villa.name, villa_number: villa.villaNumber } : null,
      stage: row.stage,
      joined_at: row.createdAt.toISOString(),
      balance_due: balanceOf.get(id) ?? 0,
    };
  });
}

/**
 * GET /api/admin/members: members (never staff) by name, e-mail, phone or villa, by application step, newest first
 * or by the largest balance due, a page at a time.
 */
export async function searchMembers(db: Db, query: MemberSearchQuery, now = new Date()): Promise<MemberList> {
  const today = clubToday(now);
  const where = memberConditions(query);
  // the count reads the members alone; the page's ids first, then the details of those rows only
  const [[{ total }], page] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    memberIds(db, where, memberOrder(query.sort, today), {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
  ]);
  return {
    items: await memberItems(
      db,
      page.map((row) => row.id),
      today,
    ),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const MEMBER_CSV_COLUMNS: CsvColumn<MemberListItem>[] = [
  { header: "Member id", value: (m) => m.id },
  { header: "Name", value: (m) => m.name },
  { header: "E-mail", value: (m) => m.email },
  { header: "Phone", value: (m) => m.phone },
  { header: "Villa", value: (m) => m.villa?.name },
  { header: "Villa number", value: (m) => m.villa?.villa_number },
  { header: "Application step", value: (m) => STAGE_LABELS[m.stage] },
  { header: "Joined (IST)", value: (m) => csvMoment(m.joined_at) },
  { header: "Balance due (INR)", value: (m) => csvAmount(m.balance_due) },
];

/** GET /api/admin/members.csv: every member the search and step find, in the list's order, read in keyset batches. */
export function membersCsv(db: Db, query: Omit<MemberSearchQuery, "page" | "limit">, now = new Date()): CsvDownload {
  const today = clubToday(now);
  const where = memberConditions(query);
  const order = memberOrder(query.sort, today);
  const items = (rows: { id: string }[]) =>
    memberItems(
      db,
      rows.map((row) => row.id),
      today,
    );
  return csvDownload(
    "members",
    MEMBER_CSV_COLUMNS,
    query.sort === "balance"
      ? inBatches(memberIds(db, where, order, { limit: null }), items)
      : keysetBatches<{ id: string; cursor: string[] }, MemberListItem>(
          order.keys,
          (after, limit) => memberIds(db, where, order, { limit, after }),
          items,
        ),
  );
}

/**
 * By balance the order is an aggregate of every member's instalments, which a keyset batch would compute again each
 * time: the whole order is read once (ids alone), then the rows' details a batch at a time.
 */
async function* inBatches<Row, Item>(
  order: Promise<Row[]>,
  items: (rows: Row[]) => Promise<Item[]>,
): AsyncGenerator<Item[]> {
  const rows = await order;
  for (let at = 0; at < rows.length; at += KEYSET_BATCH) yield await items(rows.slice(at, at + KEYSET_BATCH));
}

async function memberRow(db: Db, memberId: string) {
  const [row] = isUuid(memberId)
    ? await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          createdAt: users.createdAt,
          disabledAt: users.disabledAt,
          stage: stageSql,
        })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, "member")))
        .limit(1)
    : [];
  if (!row) throw new AppError(404, m.notFound);
  return row;
}

/** The staff invoice address of a paid step (the member's own is under /api/payment-details). */
export const staffInvoicePath = (memberId: string, propertyId: string, step: number) =>
  `/api/admin/members/${memberId}/invoices/${propertyId}/${step}`;

/**
 * GET /api/admin/members/{id}: the member's record for staff. The KYC (identity document and account numbers
 * unmasked) is read in one transaction with its audit row "member.kyc_viewed"; the audit history is read after
 * it, so it shows this view too. 404 for an unknown id or a staff account.
 */
export async function memberRecord(deps: OfficeMembersDeps, actor: AuditActor, memberId: string) {
  const { db, cipher } = deps;
  const member = await memberRow(db, memberId);
  const kyc = await db.transaction(async (tx) => {
    const record = await getKyc({ db: tx, cipher }, member.id);
    if (record)
      await recordAudit(tx, {
        actor,
        action: "member.kyc_viewed",
        memberId: member.id,
        subjectId: record._id,
        detail: { unmasked: ["account_number", "verification_doc_number"] },
      });
    return record;
  });
  const [flags, family, standing, plans, form, bookings, claims, accounts, transfers, conveyance, audit, years] =
    await Promise.all([
      applicationFlags(db, member.id),
      getFamily({ db, cipher }, member.id),
      memberStanding(db, member.id),
      db.select().from(paymentPlans).where(eq(paymentPlans.userId, member.id)).orderBy(desc(paymentPlans.createdAt)),
      db.select().from(membershipForms).where(eq(membershipForms.userId, member.id)).limit(1),
      listMemberBookings(db, member.id),
      db
        .select()
        .from(expenseClaims)
        .where(eq(expenseClaims.userId, member.id))
        .orderBy(desc(expenseClaims.year), desc(expenseClaims.month)),
      db.select().from(bankAccounts).where(eq(bankAccounts.userId, member.id)).orderBy(asc(bankAccounts.createdAt)),
      listTransfers({ db, storage: deps.storage }, member.id),
      db
        .select()
        .from(conveyanceRequests)
        .where(eq(conveyanceRequests.userId, member.id))
        .orderBy(desc(conveyanceRequests.createdAt)),
      memberAudit(db, member.id),
      statementYears(db, member.id),
    ]);
  const planRecords = [];
  for (const plan of plans) {
    const [steps, receipts] = await Promise.all([
      db.select().from(paymentSteps).where(eq(paymentSteps.planId, plan.id)).orderBy(asc(paymentSteps.step)),
      // each step's receipt now (awaiting or verified; a rejected one is history): its transfer's UTR and day paid
      db
        .select({ step: paymentReceipts.step, utr: paymentReceipts.utr, paidOn: paymentReceipts.paidOn })
        .from(paymentReceipts)
        .where(and(eq(paymentReceipts.planId, plan.id), ne(paymentReceipts.status, "rejected")))
        .orderBy(asc(paymentReceipts.submittedAt)),
    ]);
    const record = planRecord(plan, steps);
    // a plan whose instalments were credited back (credit notes issued when it was cancelled) cannot be restarted
    const [credited] = steps.length
      ? await db
          .select({ id: creditNotes.id })
          .from(creditNotes)
          .where(
            inArray(
              creditNotes.paymentStepId,
              steps.map((s) => s.id),
            ),
          )
          .limit(1)
      : [];
    planRecords.push({
      ...record,
      counts: plan.id === standing.plan?.id,
      credited: Boolean(credited),
      steps: record.steps.map((s) => {
        const receipt = s.status === "paid" ? receipts.findLast((r) => r.step === s.step) : undefined;
        return {
          ...s,
          invoice_url: s.invoice_url ? staffInvoicePath(member.id, plan.propertyId, s.step) : null,
          utr: receipt?.utr ?? null,
          paid_on: receipt?.paidOn ?? null,
        };
      }),
    });
  }
  const villaIds = [
    ...new Set([...plans.map((p) => p.propertyId), ...(standing.application ? [standing.application.propertyId] : [])]),
  ];
  const villas = villaIds.length
    ? await db
        .select({
          id: properties.id,
          name: properties.name,
          villaNumber: properties.villaNumber,
          location: properties.location,
        })
        .from(properties)
        .where(or(...villaIds.map((id) => eq(properties.id, id))))
    : [];
  const villa = (id: string | null | undefined) => villas.find((v) => v.id === id) ?? null;
  const agreement = standing.agreement;
  const membershipForm = form[0];
  return {
    account: {
      id: member.id,
      name: member.name,
      email: member.email,
      joined_at: member.createdAt.toISOString(),
      disabled: member.disabledAt !== null,
    },
    stage: member.stage,
    flags,
    villa: villa(standing.propertyId),
    application: standing.application
      ? {
          created_at: standing.application.createdAt.toISOString(),
          submitted_at: standing.application.submittedAt?.toISOString() ?? null,
        }
      : null,
    kyc,
    family,
    plans: planRecords.map((p) => ({ ...p, villa: villa(p.property_id) })),
    amount_paid: standing.amountPaid,
    unlocked: standing.unlocked,
    moa: agreement
      ? {
          signed_at: agreement.signedAt.toISOString(),
          lease_start: agreement.leaseStart,
          pdf_url: fileUrl(agreement.pdfFileId),
          signature_url: fileUrl(agreement.signatureFileId),
          signer_ip: agreement.signerIp,
          // the club's countersignature, the executed (sealed) PDF, a revocation, the public verification page
          status: agreement.status,
          countersigned_at: agreement.countersignedAt?.toISOString() ?? null,
          countersigned_by: agreement.countersignerName,
          executed_pdf_url: agreement.executedPdfFileId ? fileUrl(agreement.executedPdfFileId) : null,
          revoked_at: agreement.revokedAt?.toISOString() ?? null,
          revoked_reason: agreement.revokedReason,
          verify_url: verifyPath(await verifyCodeOf(db, agreement.id)),
        }
      : null,
    membership_form: membershipForm
      ? {
          status: membershipForm.status,
          step: membershipForm.step,
          submitted_at: membershipForm.submittedAt?.toISOString() ?? null,
          pdf_url: membershipForm.pdfFileId ? fileUrl(membershipForm.pdfFileId) : null,
        }
      : null,
    stays: bookings.filter((b) => b.type === "Booking"),
    claims: claims.map((c) => ({
      year: c.year,
      month: c.month,
      status: c.status,
      amount: c.amount,
      decided_at: c.createdAt.toISOString(),
      // the office's review of a claimed month
      review: c.status === "claimed" ? c.review : null,
      refusal_reason: c.refusalReason,
      payout_reference: c.payoutReference,
    })),
    bank_accounts: accounts.map((a) => ({
      id: a.id,
      account_holder: a.accountHolder,
      bank_name: a.bankName,
      account_number: cipher.decrypt(a.accountNumberEnc),
      ifsc: a.ifsc,
    })),
    transfers,
    conveyance: conveyance.map((c) => ({
      id: c.id,
      status: c.status,
      appointment_date: c.appointmentDate,
      document_url: c.documentFileId ? fileUrl(c.documentFileId) : null,
      created_at: c.createdAt.toISOString(),
    })),
    audit,
    // an owner statement per financial year, from the member's first with anything to state, the latest first
    statements: years.map((year) => ({
      fy: year.fy,
      period: financialYearSpan(year),
      url: officeStatementUrl(member.id, year.fy),
    })),
  };
}
export type MemberRecord = Awaited<ReturnType<typeof memberRecord>>;

/** The member's audit history: the entries of their record, newest first (the latest 200). */
async function memberAudit(db: Db, memberId: string) {
  const actor = alias(users, "actor");
  const rows = await db
    .select({ event: auditEvents, actorName: actor.name, actorEmail: actor.email })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.userId))
    .where(eq(auditEvents.memberId, memberId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(200);
  return rows.map(({ event, actorName, actorEmail }) => ({
    id: event.id,
    action: event.action,
    at: event.createdAt.toISOString(),
    actor: event.userId ? { name: actorName ?? "", email: actorEmail ?? "", role: event.actorRole } : null,
    ip: event.ip,
    detail: event.detail,
  }));
}

/** The invoice of a member's paid step, for staff: the same document as the member downloads. */
export async function memberInvoiceData(db: Db, memberId: string, propertyId: string, step: number) {
  await memberRow(db, memberId);
  return invoiceData({ db }, memberId, propertyId, step);
}

/** How many members stand at each application stage (the office home's counts, each leading to its filtered list). */
export async function membersByStage(db: Db): Promise<{ stage: ApplicationStage; count: number }[]> {
  const result = await db.execute(sql`select s.stage, count(*)::int as n from ${memberStages} s group by s.stage`);
  // PGlite and node-postgres answer execute() in two shapes
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    stage: ApplicationStage;
    n: number;
  }[];
  const byStage = new Map(rows.map((r) => [r.stage, Number(r.n)]));
  return APPLICATION_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 }));
}

/** The club office's members and their applications: search, members by stage, a member's record and invoices. */
export function createOfficeMembersService(deps: OfficeMembersDeps & InvoiceSealDeps) {
  return {
    search: (query: MemberSearchQuery) => searchMembers(deps.db, query),
    csv: (query: Omit<MemberSearchQuery, "page" | "limit">) => membersCsv(deps.db, query),
    byStage: withDeps(deps.db, membersByStage),
    record: withDeps(deps, memberRecord),
    renderInvoice: async (memberId: string, propertyId: string, step: number) => {
      const data = await memberInvoiceData(deps.db, memberId, propertyId, step);
      return { number: data.step.invoiceNumber!, bytes: await sealedStepInvoice(deps, data) };
    },
  };
}

import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { clubMonth, clubToday } from "../../../common/club-time.ts";
import { formatMonth } from "../../../common/format.ts";
import { memberCode } from "../../../common/payment-instructions.ts";
import { isUuid } from "../../../common/ids.ts";
import {
  monthDays,
  previousMonth,
  rentalMessages as m,
  rentalStatementFileName,
  rentalStatementReference,
  type OwnerPayoutInput,
  type OwnerPayoutRecord,
  type RentalOverview,
  type RentalPoolInput,
} from "../../../common/rental.ts";
import type { Db, Tx } from "../../db/open.ts";
import { int, rowsOf } from "../../db/rows.ts";
import {
  bookings,
  kycDetails,
  properties,
  rentalPoolPeriods,
  rentalSettings,
  rentalStatements,
  users,
} from "../../db/schema.ts";
import type { FieldCipher as Cipher } from "../../platform/field-crypto.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaLabel } from "../agreements/moa-pdf.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { stayIsBooked } from "../bookings/stays.ts";
import { duesStanding, overdueMembers } from "../owners/dues.ts";
import { memberStanding } from "../portal/standing.ts";
import { invoiceDocument, sealedInvoice, type InvoiceSealDeps } from "../verification/invoices.ts";
import { RENTAL_MAIL_TEXT } from "./mail-text.ts";
import { syncRentable } from "./rentable.ts";
import type { RentalStatementContent } from "./rental-statement-pdf.ts";

/**
 * The owners' rental programme (decision 057): the pool (an owner's villa in or out, from a club day, never over a
 * booked guest stay), the share each guest stay earns, the monthly statements (issued by a daily job, sealed like an
 * invoice as kind `rental-statement`, mailed) and their payouts recorded by accounts.
 */
export interface RentalDeps extends InvoiceSealDeps {
  mail: MailQueue;
  cipher: Cipher;
}

export interface RentalSettings {
  sharePercent: number;
  tdsPercent: number | null;
  termsVersion: number;
}

/** The programme's settings (the row is made with its defaults the first time it is read). */
export async function rentalSettingsOf(db: Db | Tx): Promise<RentalSettings> {
  const read = () =>
    db
      .select({
        sharePercent: rentalSettings.sharePercent,
        tdsPercent: rentalSettings.tdsPercent,
        termsVersion: rentalSettings.termsVersion,
      })
      .from(rentalSettings);
  let [row] = await read();
  if (!row) {
    await db.insert(rentalSettings).values({ id: true }).onConflictDoNothing();
    [row] = await read();
  }
  return row;
}

/** The member's owned villa: a live plan fully paid (every instalment verified) and its agreement executed; else null. */
export async function ownedVilla(db: Db, userId: string): Promise<{ id: string; name: string } | null> {
  const standing = await memberStanding(db, userId);
  const { plan, agreement } = standing;
  if (!plan || plan.status !== "completed" || agreement?.status !== "executed") return null;
  const [villa] = await db
    .select({ id: properties.id, name: properties.name, villaNumber: properties.villaNumber })
    .from(properties)
    .where(eq(properties.id, plan.propertyId));
  return villa ? { id: villa.id, name: villaLabel(villa) } : null;
}

const periodRecord = (p: typeof rentalPoolPeriods.$inferSelect) => ({
  from: p.from,
  to: p.to,
  share_percent: p.sharePercent,
  terms_version: p.termsVersion,
});

/** A guest stay of a pooled villa as it earns its owner: the room charges collected and the owner's share. */
export interface EarningStay {
  bookingId: string;
  reference: string;
  ownerId: string;
  propertyId: string;
  villa: string;
  checkIn: string;
  checkOut: string;
  endedOn: string;
  nights: number;
  collected: number;
  sharePercent: number;
  share: number;
}

/**
 * The guest stays that ended in [first, next) in villas their owners had in the pool when the stay began (one
 * owner's, or every owner's), with what each earns. The earning rule, in one place: a stay that took place (checked
 * out) or a no-show paid online; not the owner's own stay; the room charges after free nights (`room_charges`) less
 * the coupon's discount — never the taxes nor the extra-guest fee — counted in the part the club kept: paid online,
 * less what was refunded; paid at the property, what the desk collected at a check-out (a no-show paid nothing).
 */
export async function earningStays(db: Db | Tx, first: string, next: string, ownerId?: string): Promise<EarningStay[]> {
  const rows = await rowsOf<{
    id: string;
    reference: string;
    owner_id: string;
    property_id: string;
    villa_name: string;
    villa_number: string | null;
    check_in: string;
    check_out: string;
    ended_on: string;
    nights: number;
    room_charges: number;
    discount: number;
    total: number;
    payment_method: string;
    paid: boolean;
    status: string;
    refunded: unknown;
    share_percent: number;
  }>(
    db as Db,
    sql`select b.id, b.reference, p.user_id as owner_id, b.property_id, v.name as villa_name, v.villa_number,
        b.check_in, b.check_out, coalesce(b.departed_on, b.check_out) as ended_on, b.nights, b.room_charges, b.discount,
        b.total, b.payment_method, b.paid_at is not null as paid, b.status, p.share_percent,
        coalesce((select sum(r.amount_owed) from refunds r where r.booking_id = b.id), 0) as refunded
      from bookings b
      join rental_pool_periods p on p.property_id = b.property_id and b.check_in::date >= p."from"
        and (p."to" is null or b.check_in::date < p."to")
      join properties v on v.id = b.property_id
      where b.status in ('checked-out', 'no-show')
        and coalesce(b.departed_on, b.check_out) >= ${first} and coalesce(b.departed_on, b.check_out) < ${next}
        and (b.user_id is null or b.user_id <> p.user_id)
        ${ownerId ? sql`and p.user_id = ${ownerId}` : sql``}
      order by p.user_id, coalesce(b.departed_on, b.check_out), b.reference`,
  );
  return rows.map((r) => {
    const room = Math.max(0, int(r.room_charges) - int(r.discount));
    const total = int(r.total);
    const kept =
      r.payment_method === "razorpay"
        ? r.paid && total > 0
          ? Math.max(0, total - int(r.refunded)) / total
          : 0
        : r.status === "checked-out"
          ? 1
          : 0;
    const collected = Math.round(room * kept);
    const sharePercent = int(r.share_percent);
    return {
      bookingId: r.id,
      reference: r.reference,
      ownerId: r.owner_id,
      propertyId: r.property_id,
      villa: villaLabel({ name: r.villa_name, villaNumber: r.villa_number }),
      checkIn: r.check_in,
      checkOut: r.check_out,
      endedOn: r.ended_on,
      nights: int(r.nights),
      collected,
      sharePercent,
      share: Math.round((collected * sharePercent) / 100),
    };
  });
}

/** GET /api/portal/rental: the member's villa in the programme, the terms, this year's nights, earnings and payouts. */
export async function rentalOverview(deps: { db: Db }, userId: string, now = new Date()): Promise<RentalOverview> {
  const { db } = deps;
  const [villa, settings, dues] = await Promise.all([
    ownedVilla(db, userId),
    rentalSettingsOf(db),
    duesStanding(db, userId, { today: clubToday(now) }),
  ]);
  const { year } = clubMonth(now);
  const [periods, earned, statements] = await Promise.all([
    db
      .select()
      .from(rentalPoolPeriods)
      .where(eq(rentalPoolPeriods.userId, userId))
      .orderBy(desc(rentalPoolPeriods.from), desc(rentalPoolPeriods.createdAt)),
    earningStays(db, `${year}-01-01`, `${year + 1}-01-01`, userId),
    db.select().from(rentalStatements).where(eq(rentalStatements.userId, userId)).orderBy(desc(rentalStatements.month)),
  ]);
  const open = periods.find((p) => p.to === null && (!villa || p.propertyId === villa.id)) ?? null;
  const months = new Map<string, { month: string; nights: number; collected: number; share: number }>();
  for (const stay of earned) {
    const month = stay.endedOn.slice(0, 7);
    const row = months.get(month) ?? { month, nights: 0, collected: 0, share: 0 };
    row.nights += stay.nights;
    row.collected += stay.collected;
    row.share += stay.share;
    months.set(month, row);
  }
  const byMonth = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  return {
    owner: villa !== null,
    property: villa,
    in_pool: open !== null,
    current: open ? periodRecord(open) : null,
    history: periods.map(periodRecord),
    terms: { version: settings.termsVersion, share_percent: settings.sharePercent, tds_percent: settings.tdsPercent },
    year,
    nights_this_year: byMonth.reduce((sum, row) => sum + row.nights, 0),
    by_month: byMonth,
    statements: statements.map(statementLine),
    held:
      dues.status === "overdue" && dues.overdue_since ? { overdue_since: dues.overdue_since, owed: dues.owed } : null,
  };
}

const statementLine = (s: typeof rentalStatements.$inferSelect) => ({
  id: s.id,
  month: s.month,
  reference: s.reference,
  nights: s.nights,
  collected: s.collected,
  share: s.share,
  tds: s.tds,
  payout_due: s.payoutDue,
  paid_on: s.paidOn,
  amount_paid: s.amountPaid,
  payout_reference: s.payoutReference,
});

/**
 * PUT /api/portal/rental: the owner's villa into the pool from a club day (today or later; the terms accepted, their
 * version and share kept with the period), or out of it from a day — refused (409) while guests have booked stays
 * with nights on or after it. The villa's row is locked first, as a booking locks it, so a booking and a pool change
 * are decided one after the other; `properties.rentable` is kept in the same transaction.
 */
export async function setRentalPool(
  deps: { db: Db },
  actor: AuditActor,
  input: RentalPoolInput,
  now = new Date(),
): Promise<RentalOverview> {
  const { db } = deps;
  const today = clubToday(now);
  if (input.from < today) throw new AppError(400, m.fromDay);
  const villa = await ownedVilla(db, actor.id);
  if (!villa) throw new AppError(403, m.notOwner);
  if (input.inPool && input.acceptTerms !== true) throw new AppError(400, m.acceptTerms);
  await db.transaction(async (tx) => {
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, villa.id)).for("update");
    const [open] = await tx
      .select()
      .from(rentalPoolPeriods)
      .where(and(eq(rentalPoolPeriods.propertyId, villa.id), isNull(rentalPoolPeriods.to)));
    if (input.inPool) {
      if (open) throw new AppError(409, m.alreadyIn);
      const [last] = await tx
        .select({ to: rentalPoolPeriods.to })
        .from(rentalPoolPeriods)
        .where(and(eq(rentalPoolPeriods.propertyId, villa.id), isNotNull(rentalPoolPeriods.to)))
        .orderBy(desc(rentalPoolPeriods.to))
        .limit(1);
      if (last?.to && input.from < last.to) throw new AppError(409, m.beforeLastLeft);
      const settings = await rentalSettingsOf(tx);
      const [period] = await tx
        .insert(rentalPoolPeriods)
        .values({
          propertyId: villa.id,
          userId: actor.id,
          from: input.from,
          termsVersion: settings.termsVersion,
          sharePercent: settings.sharePercent,
        })
        .returning({ id: rentalPoolPeriods.id });
      await syncRentable(tx, villa.id, now);
      await recordAudit(tx, {
        actor,
        action: "rental-pool.joined",
        subjectId: period.id,
        detail: {
          propertyId: villa.id,
          from: input.from,
          termsVersion: settings.termsVersion,
          sharePercent: settings.sharePercent,
        },
      });
      return;
    }
    if (!open) throw new AppError(409, m.alreadyOut);
    if (input.from < open.from) throw new AppError(409, m.beforeJoined);
    // guest stays (not the owner's) with a night on or after the day it leaves
    const [booked] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${bookings.checkOut})` })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, villa.id),
          sql`${bookings.checkOut} > ${input.from}`,
          sql`(${bookings.userId} is null or ${bookings.userId} <> ${actor.id})`,
          stayIsBooked,
          sql`${bookings.status} <> 'checked-out' and ${bookings.status} <> 'no-show'`,
        ),
      );
    if (booked && booked.count > 0) throw new AppError(409, m.guestStaysBooked(booked.count, booked.last!));
    await tx.update(rentalPoolPeriods).set({ to: input.from, closedAt: now }).where(eq(rentalPoolPeriods.id, open.id));
    await syncRentable(tx, villa.id, now);
    await recordAudit(tx, {
      actor,
      action: "rental-pool.left",
      subjectId: open.id,
      detail: { propertyId: villa.id, from: input.from },
    });
  });
  return rentalOverview(deps, actor.id, now);
}

/** "May 2026" of "2026-05", in a language. */
const monthName = (month: string, language: "en" | "hi" = "en") => {
  const [year, mm] = month.split("-").map(Number);
  return formatMonth(year, mm, language);
};

/**
 * The monthly statements, run by the daily jobs: for the month before `day`, each owner with guest stays that ended in
 * it gets one statement (unique per owner and month, so a run again — or another instance — issues none twice),
 * written with its audit entry and its mail (the sealed PDF attached, drawn when the mail is sent) in one transaction.
 */
export async function issueMonthlyStatements(deps: RentalDeps, day: string, now = new Date()): Promise<number> {
  const month = previousMonth(day);
  const { first, next } = monthDays(month);
  const stays = await earningStays(deps.db, first, next);
  const byOwner = new Map<string, EarningStay[]>();
  for (const stay of stays) byOwner.set(stay.ownerId, [...(byOwner.get(stay.ownerId) ?? []), stay]);
  const settings = await rentalSettingsOf(deps.db);
  let issued = 0;
  for (const [ownerId, owned] of byOwner) {
    const [member] = await deps.db
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, ownerId));
    if (!member) continue;
    const totals = owned.reduce(
      (sum, s) => ({
        nights: sum.nights + s.nights,
        collected: sum.collected + s.collected,
        share: sum.share + s.share,
      }),
      { nights: 0, collected: 0, share: 0 },
    );
    const tds = settings.tdsPercent === null ? 0 : Math.round((totals.share * settings.tdsPercent) / 100);
    const language = member.language === "hi" ? ("hi" as const) : undefined;
    const content: RentalStatementContent = {
      month,
      monthName: monthName(month),
      member: { name: member.name, email: member.email, code: `VWC-${memberCode(ownerId)}` },
      villas: [...new Set(owned.map((s) => s.villa))],
      stays: owned.map((s) => ({
        reference: s.reference,
        villa: s.villa,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        nights: s.nights,
        collected: s.collected,
        sharePercent: s.sharePercent,
        share: s.share,
      })),
      sharePercent: owned[0].sharePercent,
      tdsPercent: settings.tdsPercent,
      totals: { ...totals, tds, payoutDue: totals.share - tds },
      ...(language ? { language } : {}),
    };
    const reference = rentalStatementReference(month, memberCode(ownerId));
    const made = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rentalStatements)
        .values({
          userId: ownerId,
          month,
          reference,
          content: content as unknown as Record<string, unknown>,
          nights: totals.nights,
          collected: totals.collected,
          share: totals.share,
          tds,
          payoutDue: totals.share - tds,
          issuedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: rentalStatements.id });
      if (!row) return false;
      await recordAudit(tx, {
        actor: null,
        action: "rental-statement.issued",
        memberId: ownerId,
        subjectId: row.id,
        detail: { reference, month, share: totals.share, tds, payoutDue: totals.share - tds },
      });
      const lang = language ?? "en";
      const words = RENTAL_MAIL_TEXT[lang].statement;
      const [year, mm] = month.split("-").map(Number);
      const figures = { year, month: mm, nights: totals.nights, payoutDue: totals.share - tds };
      await deps.mail.send(
        tx,
        noticeMail({
          to: member.email,
          name: member.name,
          language: lang,
          subject: words.subject(figures),
          paragraphs: [words.lead(figures), words.next],
          link: {
            label: RENTAL_MAIL_TEXT[lang].seeLease,
            url: new URL("/dashboard?tab=lease", deps.publicUrl).toString(),
          },
          publicUrl: deps.publicUrl,
          summary: `rental statement ${reference}`,
          attachments: [{ rentalStatement: { id: row.id } }],
        }),
      );
      return true;
    });
    if (made) issued++;
  }
  return issued;
}

export interface RentalStatementPdf {
  name: string;
  reference: string;
  bytes: Buffer;
}

/**
 * A rental statement's sealed PDF: drawn from the content kept with it at its issue time and sealed once (its
 * sealed_documents row, kind `rental-statement`, made the first time; later asks answer the stored file).
 */
export async function rentalStatementPdf(deps: InvoiceSealDeps, statementId: string): Promise<RentalStatementPdf> {
  const [row] = isUuid(statementId)
    ? await deps.db.select().from(rentalStatements).where(eq(rentalStatements.id, statementId))
    : [];
  if (!row) throw new AppError(404, m.statementNotFound);
  const issued = { number: row.reference, issuedAt: row.issuedAt, document: "rental-statement" as const };
  const document = await invoiceDocument(deps.db, issued);
  if (row.documentId !== document.id)
    await deps.db.update(rentalStatements).set({ documentId: document.id }).where(eq(rentalStatements.id, row.id));
  const content = row.content as unknown as RentalStatementContent;
  const bytes = await sealedInvoice(
    deps,
    { ...issued, issuedAt: document.issuedAt },
    { kind: "rental-statement", data: { ...content, reference: row.reference, issuedAt: document.issuedAt } },
  );
  return { name: rentalStatementFileName(row.month), reference: row.reference, bytes };
}

/** The member's own rental statement (the Lease tab, the Documents tab): another's is not said to exist. */
async function memberRentalStatement(deps: InvoiceSealDeps, actor: AuditActor, statementId: string) {
  if (actor.role !== "member") throw new AppError(403, m.notMember);
  const [row] = isUuid(statementId)
    ? await deps.db
        .select({ id: rentalStatements.id })
        .from(rentalStatements)
        .where(and(eq(rentalStatements.id, statementId), eq(rentalStatements.userId, actor.id)))
    : [];
  if (!row) throw new AppError(404, m.statementNotFound);
  return rentalStatementPdf(deps, row.id);
}

/** What /verify/{code} says of a rental statement: whose and which month. */
export async function rentalStatementByDocument(db: Db, documentId: string) {
  const [row] = await db
    .select({ member: users.name, month: rentalStatements.month })
    .from(rentalStatements)
    .innerJoin(users, eq(users.id, rentalStatements.userId))
    .where(eq(rentalStatements.documentId, documentId));
  return row ?? null;
}

/** The member's rental statements, newest first (the portal's Documents tab lists them). */
export async function memberRentalStatements(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(rentalStatements)
    .where(eq(rentalStatements.userId, userId))
    .orderBy(desc(rentalStatements.month));
  return rows.map(statementLine);
}

/**
 * GET /api/admin/owner-payouts?status=due|paid: each statement's payout, with the owner, the villa and the bank account
 * of their application (the number decrypted for the transfer: accounts alone open this list); a payout due is `held`
 * while its owner's maintenance dues are overdue.
 */
export async function ownerPayouts(
  deps: { db: Db; cipher: Cipher },
  status: "due" | "paid",
  now = new Date(),
): Promise<OwnerPayoutRecord[]> {
  const rows = await deps.db
    .select({
      statement: rentalStatements,
      member: { id: users.id, name: users.name, email: users.email },
      bank: {
        holder: kycDetails.accountHolderName,
        bank: kycDetails.bankName,
        branch: kycDetails.branchName,
        ifsc: kycDetails.ifscCode,
        numberEnc: kycDetails.accountNumberEnc,
      },
    })
    .from(rentalStatements)
    .innerJoin(users, eq(users.id, rentalStatements.userId))
    .leftJoin(kycDetails, eq(kycDetails.userId, rentalStatements.userId))
    .where(status === "due" ? isNull(rentalStatements.paidOn) : isNotNull(rentalStatements.paidOn))
    .orderBy(asc(rentalStatements.month), asc(users.name));
  // a payout still due is held while its owner's maintenance dues are overdue
  const overdue =
    status === "due"
      ? await overdueMembers(
          deps.db,
          rows.map((row) => row.member.id),
          clubToday(now),
        )
      : new Set<string>();
  return rows.map(({ statement, member, bank }) => ({
    ...statementLine(statement),
    member,
    villa: ((statement.content as { villas?: string[] }).villas ?? []).join(", "),
    held: overdue.has(member.id),
    bank: bank?.numberEnc
      ? {
          holder: bank.holder!,
          bank: bank.bank!,
          branch: bank.branch!,
          ifsc: bank.ifsc!,
          account_number: deps.cipher.decrypt(bank.numberEnc),
        }
      : null,
  }));
}

/**
 * POST /api/admin/owner-payouts/{id}/record: accounts record a statement's payout once (a second answers 409), for
 * exactly the payout due, paid on a day not in the future; audited in the same transaction under the row's lock.
 * Refused (409, "Held: maintenance dues overdue.") while the owner's maintenance dues are overdue.
 */
export async function recordOwnerPayout(
  deps: { db: Db },
  actor: AuditActor,
  statementId: string,
  input: OwnerPayoutInput,
  now = new Date(),
) {
  if (input.paid_on > clubToday(now)) throw new AppError(400, m.paidOn);
  return deps.db.transaction(async (tx) => {
    const [row] = isUuid(statementId)
      ? await tx.select().from(rentalStatements).where(eq(rentalStatements.id, statementId)).for("update")
      : [];
    if (!row) throw new AppError(404, m.payoutNotFound);
    if (row.paidOn !== null) throw new AppError(409, m.alreadyPaid);
    // held while the owner's maintenance dues are overdue (duesStanding's rule); paying them releases it
    if ((await duesStanding(tx, row.userId, { today: clubToday(now) })).status === "overdue")
      throw new AppError(409, m.payoutHeld);
    if (input.amount !== row.payoutDue) throw new AppError(400, m.amountMustEqual(row.payoutDue));
    const [paid] = await tx
      .update(rentalStatements)
      .set({
        paidOn: input.paid_on,
        amountPaid: input.amount,
        payoutReference: input.reference,
        paidBy: actor.id,
        paidRecordedAt: now,
      })
      .where(and(eq(rentalStatements.id, row.id), isNull(rentalStatements.paidOn)))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "owner-payout.recorded",
      memberId: row.userId,
      subjectId: row.id,
      detail: {
        reference: row.reference,
        before: { paidOn: null },
        after: { paidOn: input.paid_on, amount: input.amount, payoutReference: input.reference },
      },
    });
    return statementLine(paid);
  });
}

/** PUT /api/admin/rental-settings: the owner's share (a change raises the terms' version) and the TDS rate; audited. */
export async function saveRentalSettings(
  deps: { db: Db },
  actor: AuditActor,
  input: { share_percent: number; tds_percent: number | null },
) {
  return deps.db.transaction(async (tx) => {
    const before = await rentalSettingsOf(tx);
    const termsVersion = before.termsVersion + (input.share_percent !== before.sharePercent ? 1 : 0);
    await tx
      .update(rentalSettings)
      .set({
        sharePercent: input.share_percent,
        tdsPercent: input.tds_percent,
        termsVersion,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(rentalSettings.id, true));
    const after = { sharePercent: input.share_percent, tdsPercent: input.tds_percent, termsVersion };
    await recordAudit(tx, { actor, action: "rental-settings.updated", detail: { before, after } });
    return { share_percent: after.sharePercent, tds_percent: after.tdsPercent, terms_version: termsVersion };
  });
}

/** The rental programme: the member's pool and statements, the monthly job, the office's payouts and settings. */
export function createRentalService(deps: RentalDeps) {
  return {
    overview: withDeps(deps, rentalOverview),
    setPool: withDeps(deps, setRentalPool),
    issueMonthly: withDeps(deps, issueMonthlyStatements),
    statementPdf: withDeps(deps, rentalStatementPdf),
    memberStatement: withDeps(deps, memberRentalStatement),
    memberStatements: withDeps(deps.db, memberRentalStatements),
    payouts: withDeps(deps, ownerPayouts),
    recordPayout: withDeps(deps, recordOwnerPayout),
    settings: async () => {
      const s = await rentalSettingsOf(deps.db);
      return { share_percent: s.sharePercent, tds_percent: s.tdsPercent, terms_version: s.termsVersion };
    },
    saveSettings: withDeps(deps, saveRentalSettings),
  };
}

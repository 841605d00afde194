import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { addClubDays, clubDay, clubToday } from "../../../common/club-time.ts";
import { includedTaxLine } from "../../../common/gst.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Language } from "../../../common/language.ts";
import {
  DUES_REMINDER_DAYS,
  duesInvoicePath,
  maintenanceMessages as m,
  type DuesBill,
  type DuesBillStatus,
  type DuesStanding,
} from "../../../common/maintenance.ts";
import type { TransferDetails } from "../../../common/payment-instructions.ts";
import type { Db, Tx } from "../../db/open.ts";
import { maintenanceBills, maintenanceReminders, properties, propertyTypes, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { villaNameForMember, villaNameIn } from "../catalogue/names.ts";
import { ownedFileByUrl } from "../files/service.ts";
import { invoiceNumber } from "../payments/invoice-number.ts";
import { auditedTransfer, checkPaidOn, claimUtr, releaseUtr } from "../payments/transfer-details.ts";
import { oweRefund, refundOnline, type RefundsDeps } from "../refunds/service.ts";
import { invoiceParticularsOf, issueInvoiceParticulars } from "../tax/particulars.ts";
import { sealedInvoice, type InvoiceSealDeps } from "../verification/invoices.ts";
import type { DuesInvoiceData } from "./invoice-pdf.ts";
import { OWNER_MAIL_TEXT } from "./mail-text.ts";
import { allOwnedVillas } from "./ownership.ts";
import { duesAmount, duesRates, duesSettings, lateFeeOn } from "./settings.ts";

/**
 * A villa's yearly maintenance dues (decision 056). The daily job bills each owned villa once a year on the billing
 * date (a unique (villa, year): a second run makes nothing), numbers its invoice and takes its GST particulars in
 * that transaction, and e-mails it to the owner in their language; reminds them 30 and 7 days before the due day and
 * on it (each once, recorded in `maintenance_reminders`); and, past the grace days, charges the late fee once as an
 * invoice of its own on the same bill. Paid online (the `maintenance` Razorpay purpose) or by a transfer whose
 * receipt accounts verify. While a bill is unpaid past its due day, `duesStanding` says "overdue".
 */
export interface DuesDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

type BillRow = typeof maintenanceBills.$inferSelect;

const PORTAL_DUES_PATH = "/dashboard";
const villaLabel = (villa: { name: string; villaNumber: string | null }) =>
  villa.villaNumber ? `${villa.name} (${villa.villaNumber})` : villa.name;
const owedOn = (bill: Pick<BillRow, "amount" | "lateFee">) => bill.amount + bill.lateFee;

/** A club day's billing date in its year (yyyy-MM-dd). */
export const billingDateIn = (year: number, settings: { billingDay: number; billingMonth: number }) =>
  `${year}-${String(settings.billingMonth).padStart(2, "0")}-${String(settings.billingDay).padStart(2, "0")}`;

/** The words of a bill for a mail to its owner, the villa named in their language. */
async function billForMail(db: Db | Tx, billId: string) {
  const [row] = await db
    .select({
      bill: maintenanceBills,
      villa: villaNameForMember(),
      villaNumber: properties.villaNumber,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(maintenanceBills)
    .innerJoin(users, eq(users.id, maintenanceBills.userId))
    .innerJoin(properties, eq(properties.id, maintenanceBills.propertyId))
    .where(eq(maintenanceBills.id, billId));
  const { bill } = row;
  return {
    ...row,
    words: OWNER_MAIL_TEXT[row.language],
    about: {
      villa: villaLabel({ name: row.villa, villaNumber: row.villaNumber }),
      year: bill.year,
      invoiceNumber: bill.invoiceNumber ?? "",
      amount: bill.amount,
      total: owedOn(bill),
      dueOn: bill.dueOn,
    },
  };
}

const portalLink = (deps: Pick<DuesDeps, "publicUrl">, language: Language) => ({
  label: OWNER_MAIL_TEXT[language].pay,
  url: new URL(PORTAL_DUES_PATH, deps.publicUrl).toString(),
});

/**
 * Bills one owned villa for `year` in its own transaction: the row (unique villa, year — another run's bill makes this
 * one nothing), its invoice numbered after it is in, its particulars, the audit and the owner's mail with the invoice.
 * Answers the bill's id, or null when the villa was billed for the year already.
 */
export async function billVilla(
  deps: DuesDeps,
  input: {
    userId: string;
    propertyId: string;
    planId: string | null;
    year: number;
    billedOn: string;
    dueOn: string;
    rate: { basis: "per-sqft" | "fixed"; amountPaise: number };
    sqft: number;
    location: string;
  },
  now = new Date(),
): Promise<string | null> {
  const amount = duesAmount(input.rate, input.sqft);
  if (amount < 1) return null;
  return deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(maintenanceBills)
      .values({
        propertyId: input.propertyId,
        userId: input.userId,
        planId: input.planId,
        year: input.year,
        billedOn: input.billedOn,
        dueOn: input.dueOn,
        amount,
        basis: input.rate.basis,
        ratePaise: input.rate.amountPaise,
        sqft: input.rate.basis === "per-sqft" ? input.sqft : null,
        issuedAt: now,
      })
      .onConflictDoNothing({ target: [maintenanceBills.propertyId, maintenanceBills.year] })
      .returning({ id: maintenanceBills.id });
    if (!made) return null;
    const [numbered] = await tx
      .update(maintenanceBills)
      .set({ invoiceNumber: invoiceNumber(maintenanceBills.invoiceNumber, now) })
      .where(eq(maintenanceBills.id, made.id))
      .returning();
    await issueInvoiceParticulars(tx, {
      number: numbered.invoiceNumber!,
      invoice: "maintenance",
      memberId: input.userId,
      supply: "maintenance",
      villaLocation: input.location,
      lines: (rules, interState) => ({
        lines: [includedTaxLine("maintenance", rules.maintenance, String(input.year), amount, interState)],
      }),
    });
    await recordAudit(tx, {
      actor: null,
      action: "maintenance.billed",
      memberId: input.userId,
      subjectId: made.id,
      detail: {
        propertyId: input.propertyId,
        year: input.year,
        amount,
        invoiceNumber: numbered.invoiceNumber,
        dueOn: input.dueOn,
        basis: input.rate.basis,
        ratePaise: input.rate.amountPaise,
      },
    });
    const mail = await billForMail(tx, made.id);
    await deps.mail.send(
      tx,
      noticeMail({
        to: mail.email,
        name: mail.name,
        language: mail.language,
        subject: mail.words.billed.subject(mail.about),
        paragraphs: [mail.words.billed.lead(mail.about), mail.words.billed.how, mail.words.billed.hold],
        link: portalLink(deps, mail.language),
        publicUrl: deps.publicUrl,
        summary: `maintenance dues ${input.year} billed, invoice ${numbered.invoiceNumber}`,
        attachments: [{ invoice: { kind: "maintenance", id: made.id } }],
      }),
    );
    return made.id;
  });
}

/**
 * The yearly billing on `day`: once the year's billing date has come, each villa owned on that date (its owner one
 * by then) whose kind of home has a charge and that has no bill for the year is billed, due `dueDays` after `day`.
 * A villa that becomes owned after the billing date is first billed the next year. Answers how many were billed.
 */
export async function billDues(deps: DuesDeps, day: string, now = new Date()): Promise<number> {
  const settings = await duesSettings(deps.db);
  if (!settings) return 0;
  const year = Number(day.slice(0, 4));
  const billingDate = billingDateIn(year, settings);
  if (day < billingDate) return 0;
  const [owned, rates, billed] = await Promise.all([
    allOwnedVillas(deps.db),
    duesRates(deps.db),
    deps.db
      .select({ propertyId: maintenanceBills.propertyId })
      .from(maintenanceBills)
      .where(eq(maintenanceBills.year, year)),
  ]);
  const done = new Set(billed.map((b) => b.propertyId));
  const due = owned.filter((o) => !done.has(o.propertyId) && clubDay(o.ownerSince) <= billingDate);
  if (due.length === 0) return 0;
  const villas = await deps.db
    .select({
      id: properties.id,
      sqft: properties.sqft,
      location: properties.location,
      typeId: propertyTypes.id,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(
      inArray(
        properties.id,
        due.map((o) => o.propertyId),
      ),
    );
  let count = 0;
  for (const owner of due) {
    const villa = villas.find((v) => v.id === owner.propertyId);
    const rate = villa && rates.get(villa.typeId);
    if (!villa || !rate) continue;
    const id = await billVilla(
      deps,
      {
        userId: owner.userId,
        propertyId: owner.propertyId,
        planId: owner.planId,
        year,
        billedOn: day,
        dueOn: addClubDays(day, settings.dueDays),
        rate,
        sqft: villa.sqft,
        location: villa.location,
      },
      now,
    );
    if (id) count += 1;
  }
  return count;
}

/**
 * The late fees on `day`: each bill still due (no receipt with accounts) past its due day and the grace days, without
 * a late fee, is charged the settings' fee once — its own invoice on the bill, numbered and with its particulars in the
 * transaction that charges it (a conditional update: two runs charge it once) — and the owner e-mailed it.
 */
export async function chargeLateFees(deps: DuesDeps, day: string, now = new Date()): Promise<number> {
  const settings = await duesSettings(deps.db);
  if (!settings) return 0;
  const lastDue = addClubDays(day, -(settings.graceDays + 1));
  const late = await deps.db
    .select({ bill: maintenanceBills, location: properties.location })
    .from(maintenanceBills)
    .innerJoin(properties, eq(properties.id, maintenanceBills.propertyId))
    .where(
      and(
        eq(maintenanceBills.status, "due"),
        isNull(maintenanceBills.lateFeeInvoiceNumber),
        sql`${maintenanceBills.dueOn} <= ${lastDue}`,
      ),
    )
    .orderBy(asc(maintenanceBills.dueOn), asc(maintenanceBills.id));
  let count = 0;
  for (const { bill, location } of late) {
    const fee = lateFeeOn(settings, bill.amount);
    if (fee < 1) continue;
    const charged = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(maintenanceBills)
        .set({
          lateFee: fee,
          lateFeeInvoiceNumber: invoiceNumber(maintenanceBills.lateFeeInvoiceNumber, now),
          lateFeeAt: now,
        })
        .where(
          and(
            eq(maintenanceBills.id, bill.id),
            eq(maintenanceBills.status, "due"),
            isNull(maintenanceBills.lateFeeInvoiceNumber),
          ),
        )
        .returning();
      if (!row) return false;
      await issueInvoiceParticulars(tx, {
        number: row.lateFeeInvoiceNumber!,
        invoice: "maintenance",
        memberId: row.userId,
        supply: "maintenance",
        villaLocation: location,
        lines: (rules, interState) => ({
          lines: [
            includedTaxLine(
              "maintenance",
              { ...rules.maintenance, description: `Late fee on invoice ${row.invoiceNumber}` },
              String(row.year),
              fee,
              interState,
            ),
          ],
        }),
      });
      await recordAudit(tx, {
        actor: null,
        action: "maintenance.late-fee",
        memberId: row.userId,
        subjectId: row.id,
        detail: {
          invoiceNumber: row.invoiceNumber,
          lateFee: fee,
          lateFeeInvoiceNumber: row.lateFeeInvoiceNumber,
          dueOn: row.dueOn,
          graceDays: settings.graceDays,
          before: { lateFee: 0 },
          after: { lateFee: fee },
        },
      });
      const mail = await billForMail(tx, row.id);
      const about = { ...mail.about, lateFee: fee, lateFeeInvoiceNumber: row.lateFeeInvoiceNumber! };
      await deps.mail.send(
        tx,
        noticeMail({
          to: mail.email,
          name: mail.name,
          language: mail.language,
          subject: mail.words.lateFee.subject(about),
          paragraphs: [mail.words.lateFee.lead(about), mail.words.lateFee.hold],
          link: portalLink(deps, mail.language),
          publicUrl: deps.publicUrl,
          summary: `maintenance late fee, invoice ${row.lateFeeInvoiceNumber}`,
          attachments: [{ invoice: { kind: "maintenance-late-fee", id: row.id } }],
        }),
      );
      return true;
    });
    if (charged) count += 1;
  }
  return count;
}

const REMINDER_KIND = { 30: "30-days", 7: "7-days", 0: "due-day" } as const;

/**
 * The reminders on `day`: each bill still due whose due day is 30 or 7 days away, or today, and that was billed
 * before today (the bill's own mail says the same), gets that reminder once: its row first (ON CONFLICT DO NOTHING),
 * its mail queued in the same transaction.
 */
export async function sendDuesReminders(deps: DuesDeps, day: string): Promise<number> {
  const days = DUES_REMINDER_DAYS.map((n) => addClubDays(day, n));
  const bills = await deps.db
    .select({ id: maintenanceBills.id, dueOn: maintenanceBills.dueOn })
    .from(maintenanceBills)
    .where(
      and(
        eq(maintenanceBills.status, "due"),
        inArray(maintenanceBills.dueOn, days),
        lt(maintenanceBills.billedOn, day),
      ),
    )
    .orderBy(asc(maintenanceBills.dueOn), asc(maintenanceBills.id));
  let sent = 0;
  for (const bill of bills) {
    const ahead = DUES_REMINDER_DAYS.find((n) => addClubDays(day, n) === bill.dueOn)!;
    const queued = await deps.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(maintenanceReminders)
        .values({ billId: bill.id, kind: REMINDER_KIND[ahead] })
        .onConflictDoNothing()
        .returning({ billId: maintenanceReminders.billId });
      if (!recorded) return false;
      const mail = await billForMail(tx, bill.id);
      const about = { ...mail.about, days: ahead };
      await deps.mail.send(
        tx,
        noticeMail({
          to: mail.email,
          name: mail.name,
          language: mail.language,
          subject: mail.words.reminder.subject(about),
          paragraphs: [mail.words.reminder.lead(about), mail.words.reminder.paid],
          link: portalLink(deps, mail.language),
          publicUrl: deps.publicUrl,
          summary: `maintenance dues reminder (${REMINDER_KIND[ahead]}) for ${mail.about.invoiceNumber}`,
        }),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The daily job: the year's bills, the late fees, the reminders, on the club day `day`. */
export async function runDuesJob(deps: DuesDeps, day: string, now = new Date()): Promise<number> {
  const billed = await billDues(deps, day, now);
  const fees = await chargeLateFees(deps, day, now);
  const reminded = await sendDuesReminders(deps, day);
  return billed + fees + reminded;
}

/** A bill's status on `today`: paid, with accounts, overdue (past its due day) or due. */
export const billStatusOn = (bill: Pick<BillRow, "status" | "dueOn">, today: string): DuesBillStatus =>
  bill.status === "paid"
    ? "paid"
    : bill.status === "under-review"
      ? "under-review"
      : bill.dueOn < today
        ? "overdue"
        : "due";

/** A bill as the member and the office see it. */
export function duesBillOf(
  bill: BillRow,
  villa: { id: string; name: string; villa_number: string | null },
  today: string,
): DuesBill {
  return {
    id: bill.id,
    villa,
    year: bill.year,
    billed_on: bill.billedOn,
    due_on: bill.dueOn,
    amount: bill.amount,
    late_fee: bill.lateFee,
    total: owedOn(bill),
    status: billStatusOn(bill, today),
    invoice_number: bill.invoiceNumber ?? "",
    invoice_url: duesInvoicePath(bill.id),
    late_fee_invoice_number: bill.lateFeeInvoiceNumber,
    late_fee_invoice_url: bill.lateFeeInvoiceNumber ? duesInvoicePath(bill.id, true) : null,
    paid_at: bill.paidAt?.toISOString() ?? null,
    rejection_reason: bill.status === "due" ? bill.rejectionReason : null,
  };
}

/**
 * Where a member stands with their maintenance dues on `today`: "overdue" while a bill is unpaid past its due day (a
 * receipt with accounts included: the money is not the club's until they verify it), "due" while one is unpaid and
 * not yet due, "paid" when every bill is paid, "none" when no bill was ever issued to them. Owner stays and payouts
 * are held while it says "overdue"; paying (online, or a receipt verified) releases them.
 */
export async function duesStanding(
  db: Db | Tx,
  userId: string,
  options: { today?: string; language?: Language } = {},
): Promise<DuesStanding> {
  const today = options.today ?? clubToday();
  const rows = isUuid(userId)
    ? await db
        .select({
          bill: maintenanceBills,
          villa: {
            id: properties.id,
            name: villaNameIn(options.language ?? "en"),
            villa_number: properties.villaNumber,
          },
        })
        .from(maintenanceBills)
        .innerJoin(properties, eq(properties.id, maintenanceBills.propertyId))
        .where(eq(maintenanceBills.userId, userId))
        .orderBy(desc(maintenanceBills.year), asc(maintenanceBills.dueOn), asc(maintenanceBills.id))
    : [];
  const bills = rows.map((row) => duesBillOf(row.bill, row.villa, today));
  const unpaid = rows.filter((row) => row.bill.status !== "paid");
  const overdue = unpaid.filter((row) => row.bill.dueOn < today).map((row) => row.bill.dueOn);
  return {
    status: rows.length === 0 ? "none" : unpaid.length === 0 ? "paid" : overdue.length > 0 ? "overdue" : "due",
    owed: unpaid.reduce((sum, row) => sum + owedOn(row.bill), 0),
    overdue_since: overdue.length ? overdue.sort()[0] : null,
    under_review: unpaid.some((row) => row.bill.status === "under-review"),
    bills,
  };
}

/**
 * Which of `userIds` stand "overdue" on `today` — `duesStanding`'s rule (a bill unpaid past its due day, a receipt
 * with accounts included), read for a whole list at once: the office's owner payouts say which are held.
 */
export async function overdueMembers(db: Db | Tx, userIds: string[], today = clubToday()): Promise<Set<string>> {
  const ids = [...new Set(userIds)].filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: maintenanceBills.userId })
    .from(maintenanceBills)
    .where(
      and(
        inArray(maintenanceBills.userId, ids),
        ne(maintenanceBills.status, "paid"),
        lt(maintenanceBills.dueOn, today),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** The member's own bill, locked (another member's or none: 404). */
async function ownBill(tx: Tx, userId: string, billId: string): Promise<BillRow> {
  if (!isUuid(billId)) throw new AppError(404, m.billNotFound);
  const [bill] = await tx
    .select()
    .from(maintenanceBills)
    .where(and(eq(maintenanceBills.id, billId), eq(maintenanceBills.userId, userId)))
    .for("update");
  if (!bill) throw new AppError(404, m.billNotFound);
  return bill;
}

/** A bill that can be paid now: still due (paid → 409, a receipt with accounts → 409). */
function payable(bill: BillRow): BillRow {
  if (bill.status === "paid") throw new AppError(409, m.alreadyPaid);
  if (bill.status === "under-review") throw new AppError(409, m.underReview);
  return bill;
}

/** The bill a member pays: the one named (theirs), else their earliest unpaid one (none: 409). */
export async function billToPay(db: Db | Tx, userId: string, billId?: string): Promise<BillRow> {
  if (billId) {
    if (!isUuid(billId)) throw new AppError(404, m.billNotFound);
    const [bill] = await db
      .select()
      .from(maintenanceBills)
      .where(and(eq(maintenanceBills.id, billId), eq(maintenanceBills.userId, userId)));
    if (!bill) throw new AppError(404, m.billNotFound);
    return payable(bill);
  }
  const [bill] = await db
    .select()
    .from(maintenanceBills)
    .where(and(eq(maintenanceBills.userId, userId), ne(maintenanceBills.status, "paid")))
    .orderBy(asc(maintenanceBills.dueOn), asc(maintenanceBills.id))
    .limit(1);
  if (!bill) throw new AppError(409, "You have no maintenance dues to pay.");
  return payable(bill);
}

/** What a bill's payment is, in words, for an order or the transfer instructions. */
export async function billDescription(db: Db | Tx, bill: BillRow): Promise<string> {
  const [villa] = await db
    .select({ name: properties.name, villaNumber: properties.villaNumber })
    .from(properties)
    .where(eq(properties.id, bill.propertyId));
  return `Maintenance dues ${bill.year} for ${villa ? villaLabel(villa) : "your villa"} (invoice ${bill.invoiceNumber})`;
}

/** The amount a bill is paid with now (its dues and any late fee), whole rupees. */
export const billOwed = owedOn;

/** The paid mail to the owner, in their language, queued in `tx`. */
async function mailPaid(deps: Pick<DuesDeps, "mail" | "publicUrl">, tx: Tx, billId: string) {
  const mail = await billForMail(tx, billId);
  await deps.mail.send(
    tx,
    noticeMail({
      to: mail.email,
      name: mail.name,
      language: mail.language,
      subject: mail.words.paid.subject(mail.about),
      paragraphs: [mail.words.paid.lead(mail.about)],
      publicUrl: deps.publicUrl,
      summary: `maintenance dues ${mail.about.invoiceNumber} paid`,
    }),
  );
}

/**
 * The `maintenance` Razorpay purpose: the order is for what the bill owes now (its dues and any late fee), computed
 * here; credited, the bill is paid (a receipt with accounts meanwhile gives its UTR back). A bill paid already (a
 * receipt verified, or another payment) owes this payment back through Razorpay.
 */
export function maintenancePurpose(deps: DuesDeps & RefundsDeps) {
  return {
    async prepare(tx: Tx, member: { id: string }, body: { bill_id?: string }) {
      const bill = payable(await ownBill(tx, member.id, body.bill_id ?? ""));
      return {
        amount: owedOn(bill),
        receipt: `dues-${bill.id.slice(0, 8)}`,
        description: await billDescription(tx, bill),
        maintenanceBillId: bill.id,
      };
    },
    async credit(
      tx: Tx,
      order: { orderId: string; amount: number; maintenanceBillId: string | null },
      paymentId: string,
      now: Date,
    ) {
      const [bill] = await tx
        .select()
        .from(maintenanceBills)
        .where(eq(maintenanceBills.id, order.maintenanceBillId!))
        .for("update");
      if (!bill) throw new Error(`The maintenance bill of order ${order.orderId} is gone.`);
      if (bill.status === "paid") {
        const refund = await oweRefund(tx, {
          kind: "duplicate",
          userId: bill.userId,
          what: `Online payment for maintenance dues ${bill.invoiceNumber}, which were already paid`,
          amount: order.amount / 100,
          razorpayPaymentId: paymentId,
          actor: null,
        });
        return () => refundOnline(deps, refund.id);
      }
      await tx
        .update(maintenanceBills)
        .set({ status: "paid", paidAt: now, paidVia: "razorpay", razorpayPaymentId: paymentId, rejectionReason: null })
        .where(eq(maintenanceBills.id, bill.id));
      if (bill.status === "under-review") await releaseUtr(tx, { kind: "maintenance", maintenanceBillId: bill.id });
      await recordAudit(tx, {
        actor: { id: bill.userId, role: "member" },
        action: "maintenance.paid-online",
        memberId: bill.userId,
        subjectId: bill.id,
        detail: {
          invoiceNumber: bill.invoiceNumber,
          amount: order.amount / 100,
          owed: owedOn(bill),
          paymentId,
          orderId: order.orderId,
          before: { status: bill.status },
          after: { status: "paid" },
        },
      });
      await mailPaid(deps, tx, bill.id);
    },
  };
}

/**
 * POST /api/portal/dues/{id}/receipt (and the portal's form): the owner sends a transfer's receipt for their bill;
 * it is with accounts until they verify it. The UTR is claimed once across every kind of receipt.
 */
export async function submitDuesReceipt(
  deps: DuesDeps,
  actor: { userId: string; ip?: string | null },
  billId: string,
  input: { receiptUrl: string; transfer?: TransferDetails },
  now = new Date(),
): Promise<void> {
  const receipt = await ownedFileByUrl(deps.db, actor.userId, input.receiptUrl);
  const transfer = input.transfer ?? {};
  await deps.db.transaction(async (tx) => {
    const bill = payable(await ownBill(tx, actor.userId, billId));
    checkPaidOn(transfer, bill.issuedAt, "the day the dues were billed", now);
    await tx
      .update(maintenanceBills)
      .set({
        status: "under-review",
        receiptFileId: receipt.id,
        utr: transfer.utr ?? null,
        paidOn: transfer.paidOn ?? null,
        submittedAt: now,
        rejectionReason: null,
      })
      .where(eq(maintenanceBills.id, bill.id));
    if (transfer.utr) await claimUtr(tx, transfer.utr, { kind: "maintenance", maintenanceBillId: bill.id });
    await recordAudit(tx, {
      actor: { id: actor.userId, role: "member", ip: actor.ip ?? null },
      action: "maintenance.receipt-sent",
      memberId: actor.userId,
      subjectId: bill.id,
      detail: {
        invoiceNumber: bill.invoiceNumber,
        amount: owedOn(bill),
        receiptFileId: receipt.id,
        ...auditedTransfer(transfer),
        before: { status: bill.status },
        after: { status: "under-review" },
      },
    });
  });
}

/** A bill with a receipt under review, locked for accounts' decision: 404 unknown, 409 none waiting. */
async function underReview(tx: Tx, billId: string): Promise<BillRow> {
  if (!isUuid(billId)) throw new AppError(404, m.billNotFound);
  const [bill] = await tx.select().from(maintenanceBills).where(eq(maintenanceBills.id, billId)).for("update");
  if (!bill) throw new AppError(404, m.billNotFound);
  if (bill.status !== "under-review") throw new AppError(409, m.notUnderReview);
  return bill;
}

/** POST /api/admin/maintenance/bills/{id}/verify: accounts verify the receipt; the bill is paid, the owner told. */
export async function verifyDuesReceipt(deps: DuesDeps, actor: AuditActor, billId: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const bill = await underReview(tx, billId);
    await tx
      .update(maintenanceBills)
      .set({ status: "paid", paidAt: now, paidVia: "receipt", decidedBy: actor.id, decidedAt: now })
      .where(eq(maintenanceBills.id, bill.id));
    await recordAudit(tx, {
      actor,
      action: "maintenance.receipt-verified",
      memberId: bill.userId,
      subjectId: bill.id,
      detail: {
        invoiceNumber: bill.invoiceNumber,
        amount: owedOn(bill),
        utr: bill.utr,
        before: { status: "under-review" },
        after: { status: "paid" },
      },
    });
    await mailPaid(deps, tx, bill.id);
  });
}

/** POST /api/admin/maintenance/bills/{id}/reject: the receipt refused with a reason; the bill is due again, its UTR free. */
export async function rejectDuesReceipt(
  deps: DuesDeps,
  actor: AuditActor,
  billId: string,
  reason: string,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const bill = await underReview(tx, billId);
    await tx
      .update(maintenanceBills)
      .set({ status: "due", decidedBy: actor.id, decidedAt: now, rejectionReason: reason })
      .where(eq(maintenanceBills.id, bill.id));
    await releaseUtr(tx, { kind: "maintenance", maintenanceBillId: bill.id });
    await recordAudit(tx, {
      actor,
      action: "maintenance.receipt-rejected",
      memberId: bill.userId,
      subjectId: bill.id,
      detail: {
        invoiceNumber: bill.invoiceNumber,
        reason,
        utr: bill.utr,
        receiptFileId: bill.receiptFileId,
        before: { status: "under-review" },
        after: { status: "due" },
      },
    });
    const mail = await billForMail(tx, bill.id);
    await deps.mail.send(
      tx,
      noticeMail({
        to: mail.email,
        name: mail.name,
        language: mail.language,
        subject: mail.words.rejected.subject,
        paragraphs: [mail.words.rejected.lead(mail.about)],
        reason,
        afterReason: [mail.words.rejected.again],
        link: portalLink(deps, mail.language),
        publicUrl: deps.publicUrl,
        summary: `maintenance receipt rejected: ${reason}`,
      }),
    );
  });
}

/** What a bill's invoice (or its late fee's) is drawn from; null when it has none. */
export async function duesInvoiceData(db: Db | Tx, billId: string, lateFee: boolean): Promise<DuesInvoiceData | null> {
  if (!isUuid(billId)) return null;
  const [row] = await db
    .select({
      bill: maintenanceBills,
      villa: { name: properties.name, villaNumber: properties.villaNumber, location: properties.location },
    })
    .from(maintenanceBills)
    .innerJoin(properties, eq(properties.id, maintenanceBills.propertyId))
    .where(eq(maintenanceBills.id, billId));
  if (!row) return null;
  const { bill } = row;
  const number = lateFee ? bill.lateFeeInvoiceNumber : bill.invoiceNumber;
  if (!number) return null;
  return {
    invoiceNumber: number,
    charge: lateFee ? "late-fee" : "dues",
    issuedAt: lateFee ? bill.lateFeeAt! : bill.issuedAt,
    amount: lateFee ? bill.lateFee : bill.amount,
    year: bill.year,
    billedOn: bill.billedOn,
    dueOn: bill.dueOn,
    duesInvoiceNumber: bill.invoiceNumber ?? "",
    basis: bill.basis,
    ratePaise: bill.ratePaise,
    sqft: bill.sqft,
    villa: row.villa,
    particulars: await invoiceParticularsOf(db, number),
  };
}

/** A bill's invoice (or its late fee's), sealed once and stored; null when it has none. */
export async function duesInvoiceById(
  deps: InvoiceSealDeps,
  billId: string,
  lateFee = false,
): Promise<{ number: string; bytes: Uint8Array } | null> {
  const data = await duesInvoiceData(deps.db, billId, lateFee);
  if (!data) return null;
  const bytes = await sealedInvoice(
    deps,
    { number: data.invoiceNumber, issuedAt: data.issuedAt },
    { kind: "maintenance", data },
  );
  return { number: data.invoiceNumber, bytes };
}

/** GET /api/portal/dues/{id}/invoice: the member's own bill's invoice (another's or none: 404). */
export async function memberDuesInvoice(deps: InvoiceSealDeps, userId: string, billId: string, lateFee: boolean) {
  if (!isUuid(billId)) throw new AppError(404, m.billNotFound);
  const [bill] = await deps.db
    .select({ id: maintenanceBills.id })
    .from(maintenanceBills)
    .where(and(eq(maintenanceBills.id, billId), eq(maintenanceBills.userId, userId)));
  const found = bill ? await duesInvoiceById(deps, bill.id, lateFee) : null;
  if (!found) throw new AppError(404, m.billNotFound);
  return found;
}

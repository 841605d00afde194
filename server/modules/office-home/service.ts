import { sql } from "drizzle-orm";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { clubToday } from "../../../common/club-time.ts";
import { mayOffice } from "../../../common/office-access.ts";
import { OFFICE_QUEUES, type OfficeQueueCount, type OfficeQueueKey } from "../../../common/office-home.ts";
import type { Db } from "../../db/open.ts";
import { arrivalRange } from "../office-stays/service.ts";
import { unpaidInstalments } from "../reports/receivables.ts";

/**
 * The office home's counts: what waits for the office, read straight from the tables where
 * each waiting thing is stored (server/db/schema.ts documents the columns), for the queues the role acts on.
 */
export async function officeQueueCounts(db: Db, role: StaffRole, now = new Date()): Promise<OfficeQueueCount[]> {
  const queues = OFFICE_QUEUES.filter((queue) => mayOffice(role, queue.area));
  if (queues.length === 0) return [];
  const today = clubToday(now);
  // the same windows as the stays list (server/modules/office-stays)
  const week = arrivalRange("week", today);
  const counted: Record<OfficeQueueKey, ReturnType<typeof sql>> = {
    // a receipt awaits accounts in a plan that is still live
    receipts: sql`(select count(*) from payment_steps s join payment_plans p on p.id = s.plan_id
      where s.verification = 'awaiting' and p.status <> 'cancelled')`,
    memberships: sql`(select count(*) from memberships where status = 'under-review')`,
    // a gift by transfer or UPI whose money accounts have not yet found on the statement
    donationTransfers: sql`(select count(*) from donation_gifts where status = 'awaiting' and mode = 'transfer')`,
    // a member's signed agreement awaiting the club's countersignature
    agreements: sql`(select count(*) from moa_agreements where status = 'awaiting-countersign')`,
    documents: sql`(select count(*) from kyc_details where document_status = 'submitted')`,
    claims: sql`(select count(*) from expense_claims where status = 'claimed' and review = 'open')`,
    payouts: sql`(select count(*) from expense_claims where status = 'claimed' and review = 'approved')`,
    // money owed back that accounts pay by bank (an online payment goes back through Razorpay by itself)
    refunds: sql`(select count(*) from refunds where status = 'owed' and method = 'bank')`,
    // an owner's monthly rental statement whose payout accounts have not recorded (those held for overdue dues too)
    ownerPayouts: sql`(select count(*) from rental_statements where paid_on is null)`,
    transfers: sql`(select count(*) from transfer_requests where status = 'submitted')`,
    conveyance: sql`(select count(*) from conveyance_requests where status in ('submitted', 'confirmed'))`,
    // a stay the club expects: not cancelled, and not a hold (being paid online) or one that ran out
    arrivingToday: sql`(select count(*) from bookings where status not in ('cancelled', 'expired', 'held') and check_in = ${today})`,
    arrivingWeek: sql`(select count(*) from bookings where status not in ('cancelled', 'expired', 'held') and check_in between ${week.from} and ${week.to})`,
    calendarConflicts: sql`(select count(*) from calendar_conflicts where resolved_at is null)`,
    // an instalment unpaid today whose due date has passed (the receivables' rule)
    overdue: sql`(select count(*) from ${unpaidInstalments(today)} u where u.days_overdue > 0)`,
    // a session on the club's today, not cancelled, of an item not cancelled
    programmeToday: sql`(select count(*) from programme_sessions s join programme_items i on i.id = s.item_id
      where s.day = ${today} and s.cancelled_at is null and i.cancelled_at is null)`,
  };
  // what the counted items come to, for the queues of money owed
  const amounts: Partial<Record<OfficeQueueKey, ReturnType<typeof sql>>> = {
    overdue: sql`(select coalesce(sum(u.amount), 0) from ${unpaidInstalments(today)} u where u.days_overdue > 0)`,
    ownerPayouts: sql`(select coalesce(sum(payout_due), 0) from rental_statements where paid_on is null)`,
  };
  const columns = sql.join(
    queues.flatMap((queue) => {
      const amount = amounts[queue.key];
      return [
        sql`${counted[queue.key]}::int as ${sql.identifier(queue.key)}`,
        ...(amount ? [sql`${amount}::bigint as ${sql.identifier(`${queue.key}_amount`)}`] : []),
      ];
    }),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  // PGlite and node-postgres answer execute() in two shapes
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    number | string
  >[];
  const row = rows[0] ?? {};
  const attendance = queues.some((queue) => queue.key === "programmeToday")
    ? await programmeAttendanceToday(db, today)
    : undefined;
  return queues.map((queue) => ({
    key: queue.key,
    label: queue.label,
    to: queue.to,
    count: Number(row[queue.key] ?? 0),
    ...(amounts[queue.key] ? { amount: Number(row[`${queue.key}_amount`] ?? 0) } : {}),
    ...(queue.key === "programmeToday" ? { attendance } : {}),
  }));
}

/**
 * Today's sessions' attendance: every ticket of a confirmed registration expected at each of today's sessions (not
 * cancelled), and how many of them were checked in there.
 */
async function programmeAttendanceToday(db: Db, today: string) {
  const result = await db.execute(sql`select
      count(*)::int as expected,
      count(a.ticket_id)::int as checked_in
    from programme_sessions s
      join programme_items i on i.id = s.item_id
      join programme_registrations r on r.item_id = s.item_id and r.status = 'confirmed'
      join programme_tickets t on t.registration_id = r.id
      left join programme_attendance a on a.ticket_id = t.id and a.session_id = s.id
    where s.day = ${today} and s.cancelled_at is null and i.cancelled_at is null`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, number>[];
  return { checked_in: Number(rows[0]?.checked_in ?? 0), expected: Number(rows[0]?.expected ?? 0) };
}

/** The office home's queues: what waits for the office, for the queues the role acts on. */
export function createOfficeHomeService(deps: { db: Db }) {
  return {
    queueCounts: (role: StaffRole) => officeQueueCounts(deps.db, role),
  };
}

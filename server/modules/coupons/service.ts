import { and, asc, count, eq, gte, ilike, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import {
  couponMessages as m,
  couponState,
  couponWhole,
  type CouponInput,
  type CouponList,
  type CouponPatch,
  type CouponRecord,
  type CouponSearchQuery,
} from "../../../common/coupons.ts";
import { isUuid } from "../../../common/ids.ts";
import { couponCodeOf, couponProblem, stayMessages, type StayCoupon } from "../../../common/stays.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookings, coupons } from "../../db/schema.ts";
import { membershipYearOn } from "../membership/ledger.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * Stay coupons. The price rule of a stay asks here whether a code may be used (it exists and is on, the day is within
 * its dates, the stay is long enough, it is not used up, and the person meets the conditions the office set: a first
 * stay, a member, a Full Member), and the office keeps the coupons (list, create, edit; each change audited in the
 * same transaction).
 */

type CouponRow = typeof coupons.$inferSelect;

const asStayCoupon = (row: CouponRow): StayCoupon => ({
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: row.value,
  minNights: row.minNights,
});

/** The stays booked with a code and not cancelled: a coupon's uses so far. */
function usesOf(code: SQL | string) {
  return sql<number>`(select count(*)::int from ${bookings} where ${bookings.couponCode} = ${code} and ${bookings.status} <> 'cancelled')`;
}

/**
 * The coupons the review page offers on a club day: switched on, the day within their dates, not used up, and, for
 * the member reviewing a stay (`holder`), only those whose conditions they meet (a member's second stay is not
 * offered the first-stay coupon).
 */
export async function offeredCoupons(db: Db, today = clubToday(), holder?: CouponHolder): Promise<StayCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, today)),
        or(isNull(coupons.validTo), gte(coupons.validTo, today)),
        or(isNull(coupons.usageLimit), sql`${usesOf(sql`${coupons.code}`)} < ${coupons.usageLimit}`),
      ),
    )
    .orderBy(asc(coupons.minNights), asc(coupons.code));
  if (!holder) return rows.map(asStayCoupon);
  const usable: CouponRow[] = [];
  for (const row of rows) if (!(await holderProblem(db, row, holder))) usable.push(row);
  return usable.map(asStayCoupon);
}

/**
 * Who uses a coupon: the member quoting or booking (null for a visitor not signed in or a phone booking without an
 * account) and the stay's check-in day (a Full Membership year must cover it).
 */
export interface CouponHolder {
  memberId: string | null;
  checkIn: string;
  /** A visitor of the site not signed in (who is asked to sign in), rather than a guest without an account. */
  signedOut?: boolean;
}

/**
 * The conditions the office set on who may use a coupon, or a 400 with the condition's words: members only (an
 * account), a first stay (no other stay of the member that holds its nights), Full Members only (a year covering the
 * check-in). Called under the coupon's row lock in a booking, so a member's two bookings racing for a first-stay
 * coupon are decided one after the other.
 */
async function holderProblem(db: Db | Tx, row: CouponRow, holder: CouponHolder): Promise<string | null> {
  if (!row.firstStayOnly && !row.membersOnly && !row.fullMembersOnly) return null;
  if (!holder.memberId) return holder.signedOut ? stayMessages.couponNeedsSignIn : stayMessages.couponMembersOnly;
  if (row.firstStayOnly) {
    const [{ stays }] = await db
      .select({ stays: count() })
      .from(bookings)
      .where(and(eq(bookings.userId, holder.memberId), notInArray(bookings.status, ["cancelled", "expired"])));
    if (stays > 0) return stayMessages.couponFirstStayOnly;
  }
  if (row.fullMembersOnly && !(await membershipYearOn(db, holder.memberId, holder.checkIn)))
    return stayMessages.couponFullMembersOnly;
  return null;
}

/**
 * The coupon a stay of `nights` may use on a club day, or a 400 with the rule's words. In the booking's
 * transaction (`lock`), the coupon's row is locked first, so two bookings racing for its last use are decided
 * one after the other: the second counts the first's booking. `holder` is who uses it (its conditions are judged
 * on them); only a quick check before the booking's transaction, which judges them again under the lock, leaves it out.
 */
export async function couponForStay(
  db: Db | Tx,
  code: string,
  nights: number,
  today: string,
  lock: boolean,
  holder: CouponHolder | "checked-in-the-booking",
): Promise<StayCoupon> {
  const query = db
    .select()
    .from(coupons)
    .where(eq(coupons.code, couponCodeOf(code)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !row.active) throw badRequest(stayMessages.unknownCoupon);
  if (row.validFrom && row.validFrom > today)
    throw badRequest(stayMessages.couponNotYetValid(writtenDay(row.validFrom)));
  if (row.validTo && row.validTo < today) throw badRequest(stayMessages.couponExpired);
  const coupon = asStayCoupon(row);
  const problem = couponProblem(coupon, nights);
  if (problem) throw badRequest(problem);
  if (row.usageLimit !== null) {
    const [{ used }] = await db
      .select({ used: count() })
      .from(bookings)
      .where(and(eq(bookings.couponCode, row.code), ne(bookings.status, "cancelled")));
    if (used >= row.usageLimit) throw badRequest(stayMessages.couponUsedUp);
  }
  const problemOfHolder = holder === "checked-in-the-booking" ? null : await holderProblem(db, row, holder);
  if (problemOfHolder) throw badRequest(problemOfHolder);
  return coupon;
}

function toRecord(row: CouponRow, uses: number, today: string): CouponRecord {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    min_nights: row.minNights,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    usage_limit: row.usageLimit,
    active: row.active,
    first_stay_only: row.firstStayOnly,
    members_only: row.membersOnly,
    full_members_only: row.fullMembersOnly,
    uses,
    state: couponState(row, today),
    updated_at: row.updatedAt.toISOString(),
  };
}

function couponConditions(query: Pick<CouponSearchQuery, "status" | "q">, today: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) filters.push(ilike(coupons.code, `%${escapeLike(query.q.trim())}%`));
  if (query.status === "inactive") filters.push(eq(coupons.active, false));
  if (query.status === "expired") filters.push(and(eq(coupons.active, true), lt(coupons.validTo, today)));
  if (query.status === "active")
    filters.push(and(eq(coupons.active, true), or(isNull(coupons.validTo), gte(coupons.validTo, today))));
  return and(...filters);
}

/** By code. */
const couponOrder = keyset({ by: coupons.code }, { by: coupons.id });

const couponRows = (db: Db) =>
  db
    .select({ coupon: coupons, uses: usesOf(sql`${coupons.code}`), cursor: couponOrder.cursor })
    .from(coupons)
    .$dynamic();

/** GET /api/admin/coupons: found by code, filtered by state, by code, a page at a time, each with its uses so far. */
export async function listCoupons(db: Db, query: CouponSearchQuery, now = new Date()): Promise<CouponList> {
  const today = clubToday(now);
  const where = couponConditions(query, today);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(coupons).where(where),
    couponRows(db)
      .where(where)
      .orderBy(...couponOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map((r) => toRecord(r.coupon, Number(r.uses), today)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

const COUPON_CSV_COLUMNS: CsvColumn<CouponRecord>[] = [
  { header: "Coupon id", value: (c) => c.id },
  { header: "Code", value: (c) => c.code },
  { header: "Description", value: (c) => c.description },
  { header: "Percent off", value: (c) => (c.kind === "percent" ? c.value : null) },
  { header: "Amount off (INR)", value: (c) => (c.kind === "amount" ? csvAmount(c.value) : null) },
  { header: "Fewest nights", value: (c) => c.min_nights },
  { header: "Valid from", value: (c) => c.valid_from },
  { header: "Valid to", value: (c) => c.valid_to },
  { header: "Most uses", value: (c) => c.usage_limit },
  { header: "Uses", value: (c) => c.uses },
  { header: "State", value: (c) => c.state },
  { header: "First stay only", value: (c) => (c.first_stay_only ? "yes" : "no") },
  { header: "Members only", value: (c) => (c.members_only ? "yes" : "no") },
  { header: "Full Members only", value: (c) => (c.full_members_only ? "yes" : "no") },
  { header: "Changed (IST)", value: (c) => csvMoment(c.updated_at) },
];

/** GET /api/admin/coupons.csv: every coupon of the state and search, by code, with its uses so far. */
export function couponsCsv(db: Db, query: Pick<CouponSearchQuery, "status" | "q">, now = new Date()): CsvDownload {
  const today = clubToday(now);
  const where = couponConditions(query, today);
  return csvDownload(
    "coupons",
    COUPON_CSV_COLUMNS,
    keysetBatches(
      couponOrder,
      (after, limit) =>
        couponRows(db)
          .where(and(where, after))
          .orderBy(...couponOrder.orderBy)
          .limit(limit),
      (rows) => rows.map((r) => toRecord(r.coupon, Number(r.uses), today)),
    ),
  );
}

const columnsOf = (input: CouponInput) => ({
  code: input.code,
  description: input.description,
  kind: input.kind,
  value: input.value,
  minNights: input.min_nights,
  validFrom: input.valid_from,
  validTo: input.valid_to,
  usageLimit: input.usage_limit,
  active: input.active,
  firstStayOnly: input.first_stay_only,
  membersOnly: input.members_only,
  fullMembersOnly: input.full_members_only,
});

/** What the audit log keeps of a coupon: its fields as the office sets them. */
const auditView = (row: CouponRow) => ({
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: row.value,
  min_nights: row.minNights,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  usage_limit: row.usageLimit,
  active: row.active,
  first_stay_only: row.firstStayOnly,
  members_only: row.membersOnly,
  full_members_only: row.fullMembersOnly,
});

const taken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError(409, m.codeTaken);
  throw error;
};

/** POST /api/admin/coupons: a new coupon; a code that exists is refused (409, the unique index decides a race). */
export async function createCoupon(db: Db, actor: AuditActor, input: CouponInput): Promise<CouponRecord> {
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(coupons).values(columnsOf(input)).returning();
      await recordAudit(tx, {
        actor,
        action: "coupon.created",
        subjectId: created.id,
        detail: { before: null, after: auditView(created) },
      });
      return created;
    })
    .catch(taken);
  return toRecord(row, 0, clubToday());
}

/** PATCH /api/admin/coupons/{id}: the fields sent change, the rules between fields hold on the result; audited before → after. */
export async function updateCoupon(db: Db, actor: AuditActor, id: string, patch: CouponPatch): Promise<CouponRecord> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const row = await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
      if (!before) throw new AppError(404, m.notFound);
      const merged = couponWhole.safeParse({ ...auditView(before), ...patch });
      if (!merged.success) throw badRequest(merged.error.issues[0].message);
      const [after] = await tx
        .update(coupons)
        .set({ ...columnsOf(merged.data), updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "coupon.updated",
        subjectId: id,
        detail: { before: auditView(before), after: auditView(after) },
      });
      return after;
    })
    .catch(taken);
  const [{ uses }] = await db
    .select({ uses: usesOf(row.code) })
    .from(coupons)
    .where(eq(coupons.id, row.id));
  return toRecord(row, Number(uses), clubToday());
}

/** One coupon for the office's edit form; 404 when there is none. */
export async function getCoupon(db: Db, id: string): Promise<CouponRecord> {
  const [found] = isUuid(id)
    ? await db
        .select({ coupon: coupons, uses: usesOf(sql`${coupons.code}`) })
        .from(coupons)
        .where(eq(coupons.id, id))
    : [];
  if (!found) throw new AppError(404, m.notFound);
  return toRecord(found.coupon, Number(found.uses), clubToday());
}

/** The office's stay coupons. */
export function createCouponsService(deps: { db: Db }) {
  return {
    list: (query: CouponSearchQuery) => listCoupons(deps.db, query),
    csv: (query: Pick<CouponSearchQuery, "status" | "q">) => couponsCsv(deps.db, query),
    get: withDeps(deps.db, getCoupon),
    create: withDeps(deps.db, createCoupon),
    update: withDeps(deps.db, updateCoupon),
  };
}

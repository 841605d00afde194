import { Readable } from "node:stream";
import { sql, type SQL } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import {
  ARRIVALS_PAGE_SIZE,
  REPORT_LOCATIONS,
  type HousekeepingQuery,
  type HousekeepingSheet,
  type MonthArrival,
  type OccupancyQuery,
  type OccupancyReport,
  type OccupancyRow,
  type ReportFormat,
} from "../../../common/office-reports.ts";
import { guestName, stayStatusLabel } from "../../../common/office-stays.ts";
import type { Db } from "../../db/open.ts";
import { csvLines } from "../../platform/csv.ts";
import { xlsxBook, type XlsxColumn } from "../../platform/xlsx.ts";
import { xlsxBody, type ReportDeps } from "./downloads.ts";
import { int, rowsOf } from "../../db/rows.ts";

/**
 * Occupancy: for a month, each villa's nights available, sold, free and the owner's, its occupancy, average daily
 * rate and revenue per available night, and the month's arrivals; the housekeeping sheet of a day. Each is one
 * set-based query over the month's stays and blocks (common/office-reports.ts says how each figure is computed).
 */

/** A month (yyyy-mm): its first day, the first day of the next, the months before and after, its nights. */
export function monthSpan(month: string) {
  const [year, mon] = month.split("-").map(Number);
  const shift = (by: number) => new Date(Date.UTC(year, mon - 1 + by, 1)).toISOString().slice(0, 7);
  const first = `${month}-01`;
  const next = `${shift(1)}-01`;
  const nights = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first, next, nights, previous: shift(-1), following: shift(1) };
}

/** The stays a report counts: booked and not a no-show (confirmed, checked in or out). */
const COUNTED = sql.raw(`b.status in ('confirmed', 'checked-in', 'checked-out') and b.status <> 'cancelled'`);

/**
 * Whether a stay is the owner's: an owner stay (decision 059), or one booked by its villa's own contributor (the member
 * whose live plan holds the villa).
 */
const OWNER_STAY = sql.raw(`(b.kind = 'owner' or coalesce(b.user_id = op.user_id, false))`);
const OWNER_PLAN = sql.raw(`left join payment_plans op on op.property_id = b.property_id and op.status <> 'cancelled'`);

/**
 * Every villa of the location (or of the club) with its month's figures, as a set: the stays' nights held in the
 * month (to an early departure), their free nights (a stay's first nights), the owner's stays, the room revenue of
 * the nights sold, and the nights closed by live blocks.
 */
function villaFigures(month: string, location: string | undefined): SQL {
  const { first, next, nights } = monthSpan(month);
  return sql`with v as (
      select id, name, villa_number, location from properties ${location ? sql`where location = ${location}` : sql``}
    ), st as (
      select b.property_id, ${OWNER_STAY} as owner_stay, b.nights, b.free_nights,
        b.room_charges - b.discount as room, b.extra_guest_charge as extra,
        greatest(b.check_in::date, ${first}::date) as s,
        least(coalesce(b.departed_on, b.check_out)::date, ${next}::date) as e,
        b.check_in::date as ci
      from bookings b join v on v.id = b.property_id ${OWNER_PLAN}
      -- the stays that overlap the month, read through the partial index on (check_out, check_in, property_id); one
      -- that left before the month began has no night in it, and per drops it
      where ${COUNTED} and b.check_in < ${next} and b.check_out > ${first}
    ), per as (
      select property_id, owner_stay, nights, free_nights, room, extra, e - s as held,
        greatest(0, least(e, ci + free_nights) - s) as free_held
      from st where e > s
    ), sums as (
      select property_id,
        coalesce(sum(held) filter (where owner_stay), 0) as owner_n,
        coalesce(sum(free_held) filter (where not owner_stay), 0) as free_n,
        coalesce(sum(held - free_held) filter (where not owner_stay), 0) as sold_n,
        coalesce(sum(coalesce(room * (held - free_held)::float8 / nullif(nights - free_nights, 0), 0)
          + coalesce(extra * held::float8 / nullif(nights, 0), 0)) filter (where not owner_stay), 0) as revenue
      from per group by property_id
    ), closed as (
      select k.property_id,
        sum(least(k.end_date::date, ${next}::date) - greatest(k.start_date::date, ${first}::date)) as closed_n
      from stay_blocks k join v on v.id = k.property_id
      where k.removed_at is null and k.start_date < ${next} and k.end_date > ${first}
      group by k.property_id
    ), r as (
      select v.id, v.name, v.villa_number, v.location, ${nights}::int as nights,
        coalesce(c.closed_n, 0)::int as closed_n, coalesce(s.sold_n, 0)::int as sold_n,
        coalesce(s.free_n, 0)::int as free_n, coalesce(s.owner_n, 0)::int as owner_n,
        round(coalesce(s.revenue, 0))::bigint as revenue
      from v left join sums s on s.property_id = v.id left join closed c on c.property_id = v.id
    )`;
}

interface FigureRow {
  nights: number | string;
  closed_n: number | string;
  sold_n: number | string;
  free_n: number | string;
  owner_n: number | string;
  revenue: number | string;
}

/** The figures derived from the nights and the revenue: the same rules for a villa and for the total. */
function figuresOf(row: FigureRow) {
  const nights = int(row.nights);
  const closed = int(row.closed_n);
  const available = Math.max(0, nights - closed);
  const sold = int(row.sold_n);
  const free = int(row.free_n);
  const owner = int(row.owner_n);
  const occupied = sold + free + owner;
  const revenue = int(row.revenue);
  return {
    nights,
    closed_nights: closed,
    available_nights: available,
    sold_nights: sold,
    free_nights: free,
    owner_nights: owner,
    occupied_nights: occupied,
    occupancy_pct: available > 0 ? Math.round((occupied / available) * 1000) / 10 : null,
    paid_occupancy_pct: available > 0 ? Math.round((sold / available) * 1000) / 10 : null,
    revenue,
    adr: sold > 0 ? Math.round(revenue / sold) : null,
    revpar: available > 0 ? Math.round(revenue / available) : null,
  };
}

interface VillaRow extends FigureRow {
  id: string;
  name: string;
  villa_number: string | null;
  location: string;
}

const rowOf = (row: VillaRow): OccupancyRow => ({
  villa: { id: row.id, name: row.name, villa_number: row.villa_number, location: row.location },
  ...figuresOf(row),
});

const VILLA_ORDER = sql.raw(`order by r.location, r.villa_number asc nulls last, r.name, r.id`);

interface ArrivalRow {
  id: string;
  reference: string;
  guest: Record<string, string>;
  member_name: string | null;
  check_in: string;
  check_out: string;
  nights: number | string;
  status: string;
  owner: boolean;
  villa_id: string;
  villa_name: string;
  villa_number: string | null;
  location: string;
}

/** The stays arriving in the month (booked, a no-show too: not cancelled, held or run out), by day. */
function arrivalsQuery(month: string, location: string | undefined, select: SQL, tail: SQL): SQL {
  const { first, next } = monthSpan(month);
  return sql`select ${select}
    from bookings b join properties v on v.id = b.property_id left join users m on m.id = b.user_id ${OWNER_PLAN}
    where b.status not in ('cancelled', 'expired', 'held') and b.check_in >= ${first} and b.check_in < ${next}
      ${location ? sql`and v.location = ${location}` : sql``}
    ${tail}`;
}
const ARRIVAL_COLUMNS = sql.raw(`b.id, b.reference, b.guest, m.name as member_name, b.check_in, b.check_out, b.nights,
  b.status, (b.kind = 'owner' or coalesce(b.user_id = op.user_id, false)) as owner, v.id as villa_id, v.name as villa_name, v.villa_number,
  v.location`);

const arrivalOf = (row: ArrivalRow): MonthArrival => ({
  id: row.id,
  reference: row.reference,
  guest: guestName(row.guest ?? {}, row.member_name ?? ""),
  villa: { id: row.villa_id, name: row.villa_name, villa_number: row.villa_number, location: row.location },
  check_in: row.check_in,
  check_out: row.check_out,
  nights: int(row.nights),
  status: row.status,
  owner: Boolean(row.owner),
});

const pageWithin = (asked: number, total: number, size: number) => {
  const pages = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(asked, pages), pages, total };
};

/** GET /api/admin/reports/occupancy: the month's totals, a page of the villas and a page of the month's arrivals. */
export async function occupancyReport(db: Db, query: OccupancyQuery, now = new Date()): Promise<OccupancyReport> {
  const month = query.month ?? clubToday(now).slice(0, 7);
  const span = monthSpan(month);
  const figures = villaFigures(month, query.location);
  // the totals and a page of the villas in one pass over the month (the figures' set is made once)
  const onePass = async (page: number) => {
    const rows = await rowsOf<VillaRow & { kind: "total" | "villa"; villas: number | string | null }>(
      db,
      sql`${figures}, t as (
          select count(*)::int as villas, coalesce(sum(r.nights), 0)::bigint as nights,
            coalesce(sum(r.closed_n), 0)::bigint as closed_n, coalesce(sum(r.sold_n), 0)::bigint as sold_n,
            coalesce(sum(r.free_n), 0)::bigint as free_n, coalesce(sum(r.owner_n), 0)::bigint as owner_n,
            coalesce(sum(r.revenue), 0)::bigint as revenue from r)
        select 'total' as kind, t.villas, null::uuid as id, null as name, null as villa_number, null as location,
          t.nights, t.closed_n, t.sold_n, t.free_n, t.owner_n, t.revenue from t
        union all
        (select 'villa', null, r.id, r.name, r.villa_number, r.location, r.nights::bigint, r.closed_n::bigint,
          r.sold_n::bigint, r.free_n::bigint, r.owner_n::bigint, r.revenue from r ${VILLA_ORDER}
          limit ${query.limit} offset ${(page - 1) * query.limit})`,
    );
    return { totals: rows.find((row) => row.kind === "total"), villas: rows.filter((row) => row.kind === "villa") };
  };
  const firstPass = await onePass(query.page);
  const totals = firstPass.totals;
  let villas = firstPass.villas;
  const villasPage = pageWithin(query.page, int(totals?.villas), query.limit);
  const [arrivalCount] = await rowsOf<{ n: number | string }>(
    db,
    arrivalsQuery(month, query.location, sql`count(*)::int as n`, sql``),
  );
  const arrivalsPage = pageWithin(query.arrivals_page, int(arrivalCount?.n), ARRIVALS_PAGE_SIZE);
  // a page past the last: the last page
  if (villasPage.page !== query.page && villasPage.total > 0) ({ villas } = await onePass(villasPage.page));
  const arrivals =
    arrivalsPage.total === 0
      ? []
      : await rowsOf<ArrivalRow>(
          db,
          arrivalsQuery(
            month,
            query.location,
            ARRIVAL_COLUMNS,
            sql`order by b.check_in, v.location, b.reference
              limit ${ARRIVALS_PAGE_SIZE} offset ${(arrivalsPage.page - 1) * ARRIVALS_PAGE_SIZE}`,
          ),
        );
  return {
    month,
    previous: span.previous,
    next: span.following,
    location: query.location ?? null,
    locations: [...REPORT_LOCATIONS],
    total: { villas: int(totals?.villas), ...figuresOf(totals ?? emptyFigures) },
    villas: villas.map(rowOf),
    villas_page: villasPage,
    arrivals: arrivals.map(arrivalOf),
    arrivals_page: arrivalsPage,
  };
}

const emptyFigures: FigureRow = { nights: 0, closed_n: 0, sold_n: 0, free_n: 0, owner_n: 0, revenue: 0 };

const BATCH = 1_000;

/**
 * Every villa's row in the villas' order, in batches of BATCH: what the downloads write. One query (the figures are
 * one set over the month); its rows are bounded by the catalogue (a row a villa).
 */
async function* occupancyBatches(
  db: Db,
  query: Pick<OccupancyQuery, "month" | "location">,
  now: Date,
): AsyncGenerator<OccupancyRow[]> {
  const month = query.month ?? clubToday(now).slice(0, 7);
  const rows = await rowsOf<VillaRow>(db, sql`${villaFigures(month, query.location)} select * from r ${VILLA_ORDER}`);
  for (let at = 0; at < rows.length; at += BATCH) yield rows.slice(at, at + BATCH).map(rowOf);
}

type DownloadRow = OccupancyRow | { villa: null; villas: number; total: ReturnType<typeof figuresOf> };
const fig = (row: DownloadRow) => ("total" in row ? row.total : row);

/** The downloads' columns, said once for the CSV and the XLSX; the last row is the total. */
const COLUMNS: XlsxColumn<DownloadRow>[] = [
  {
    header: "Villa",
    width: 24,
    value: (r) => (r.villa ? r.villa.name : `All villas (${"villas" in r ? r.villas : 0})`),
  },
  { header: "Villa number", value: (r) => r.villa?.villa_number },
  { header: "Location", value: (r) => r.villa?.location },
  { header: "Nights", kind: "number", value: (r) => fig(r).nights },
  { header: "Closed nights", kind: "number", value: (r) => fig(r).closed_nights },
  { header: "Nights available", kind: "number", value: (r) => fig(r).available_nights },
  { header: "Nights sold", kind: "number", value: (r) => fig(r).sold_nights },
  { header: "Free nights used", kind: "number", value: (r) => fig(r).free_nights },
  { header: "Owner nights", kind: "number", value: (r) => fig(r).owner_nights },
  { header: "Occupancy %", kind: "number", value: (r) => fig(r).occupancy_pct },
  { header: "Paid occupancy %", kind: "number", value: (r) => fig(r).paid_occupancy_pct },
  { header: "Revenue (INR)", kind: "number", value: (r) => fig(r).revenue },
  { header: "ADR (INR)", kind: "number", value: (r) => fig(r).adr },
  { header: "RevPAR (INR)", kind: "number", value: (r) => fig(r).revpar },
];

async function totalRow(db: Db, query: Pick<OccupancyQuery, "month" | "location">, now: Date): Promise<DownloadRow> {
  const report = await occupancyReport(db, { ...query, page: 1, limit: 1, arrivals_page: 1 }, now);
  const { villas, ...total } = report.total;
  return { villa: null, villas, total };
}

/** The occupancy as CSV: a line per villa, then the total; written batch by batch. */
export async function* occupancyCsv(
  db: Db,
  query: Pick<OccupancyQuery, "month" | "location">,
  now = new Date(),
): AsyncGenerator<string> {
  const line = (row: DownloadRow) => COLUMNS.map((column) => String(column.value(row) ?? ""));
  async function* lines() {
    for await (const batch of occupancyBatches(db, query, now)) yield batch.map(line);
    yield [line(await totalRow(db, query, now))];
  }
  yield* csvLines(
    COLUMNS.map((column) => column.header),
    lines(),
  );
}

const ARRIVAL_SHEET: XlsxColumn<MonthArrival>[] = [
  { header: "Arrives", kind: "day", value: (r) => r.check_in },
  { header: "Leaves", kind: "day", value: (r) => r.check_out },
  { header: "Nights", kind: "number", value: (r) => r.nights },
  { header: "Reference", width: 18, value: (r) => r.reference },
  { header: "Guest", width: 24, value: (r) => r.guest },
  { header: "Villa", width: 24, value: (r) => r.villa.name },
  { header: "Villa number", value: (r) => r.villa.villa_number },
  { header: "Location", value: (r) => r.villa.location },
  { header: "Status", value: (r) => stayStatusLabel(r.status) },
  { header: "Owner's stay", value: (r) => (r.owner ? "Yes" : "No") },
];

/** The occupancy as XLSX: the villas with the total, and the month's arrivals. */
export async function occupancyXlsx(db: Db, query: Pick<OccupancyQuery, "month" | "location">, now = new Date()) {
  const rows: DownloadRow[] = [];
  for await (const batch of occupancyBatches(db, query, now)) rows.push(...batch);
  rows.push(await totalRow(db, query, now));
  const month = query.month ?? clubToday(now).slice(0, 7);
  const arrivals = (
    await rowsOf<ArrivalRow>(
      db,
      arrivalsQuery(month, query.location, ARRIVAL_COLUMNS, sql`order by b.check_in, v.location, b.reference`),
    )
  ).map(arrivalOf);
  return xlsxBook([
    { name: "Occupancy", columns: COLUMNS, rows },
    { name: "Arrivals", columns: ARRIVAL_SHEET, rows: arrivals },
  ]);
}

/** A download of the occupancy: occupancy-<month>[-<location>].csv (streamed batch by batch) or .xlsx. */
export async function occupancyDownload(
  { db, writeXlsx }: ReportDeps,
  query: Pick<OccupancyQuery, "month" | "location">,
  format: ReportFormat,
  now = new Date(),
): Promise<{ name: string; body: Readable }> {
  const month = query.month ?? clubToday(now).slice(0, 7);
  const name = `occupancy-${month}${query.location ? `-${query.location.toLowerCase()}` : ""}.${format}`;
  const body =
    format === "csv"
      ? Readable.from(occupancyCsv(db, query, now))
      : await xlsxBody(writeXlsx, await occupancyXlsx(db, query, now));
  return { name, body };
}

interface SheetRow {
  reference: string;
  guest: Record<string, string>;
  member_name: string | null;
  adults: number | string;
  children: number | string;
  check_in: string;
  ends: string;
  status: string;
  villa_id: string;
  villa_name: string;
  villa_number: string | null;
  location: string;
}

/**
 * GET /api/admin/reports/occupancy/housekeeping: the day's movements by villa — stays leaving (their nights end on
 * the day, an early departure too), arriving (their check-in) and staying on (arrived before, leaving after) — of the
 * stays counted (confirmed, checked in or out). One query over the stays that touch the day.
 */
export async function housekeepingSheet(
  db: Db,
  query: HousekeepingQuery,
  now = new Date(),
): Promise<HousekeepingSheet> {
  const today = clubToday(now);
  const day = query.date ?? today;
  const rows = await rowsOf<SheetRow>(
    db,
    sql`select b.reference, b.guest, m.name as member_name, b.adults, b.children, b.check_in,
        coalesce(b.departed_on, b.check_out) as ends, b.status,
        v.id as villa_id, v.name as villa_name, v.villa_number, v.location
      from bookings b join properties v on v.id = b.property_id left join users m on m.id = b.user_id
      where ${COUNTED} and b.check_in <= ${day} and b.check_out >= ${day}
        and coalesce(b.departed_on, b.check_out) >= ${day}
        ${query.location ? sql`and v.location = ${query.location}` : sql``}
      order by v.location, v.villa_number asc nulls last, v.name, v.id, b.check_in, b.reference`,
  );
  const villas: HousekeepingSheet["villas"] = [];
  const counts = { arrivals: 0, departures: 0, in_house: 0 };
  for (const row of rows) {
    let entry = villas.at(-1);
    if (!entry || entry.villa.id !== row.villa_id) {
      entry = {
        villa: { id: row.villa_id, name: row.villa_name, villa_number: row.villa_number, location: row.location },
        departures: [],
        arrivals: [],
        in_house: [],
      };
      villas.push(entry);
    }
    const stay = {
      reference: row.reference,
      guest: guestName(row.guest ?? {}, row.member_name ?? ""),
      adults: int(row.adults),
      children: int(row.children),
      check_in: row.check_in,
      check_out: row.ends,
      status: row.status,
    };
    if (row.ends === day) {
      entry.departures.push(stay);
      counts.departures++;
    }
    if (row.check_in === day) {
      entry.arrivals.push(stay);
      counts.arrivals++;
    }
    if (row.check_in < day && row.ends > day) {
      entry.in_house.push(stay);
      counts.in_house++;
    }
  }
  return {
    date: day,
    today,
    location: query.location ?? null,
    locations: [...REPORT_LOCATIONS],
    villas,
    counts,
  };
}

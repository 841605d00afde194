import { Readable } from "node:stream";
import { sql, type SQL } from "drizzle-orm";
import { addClubDays, addClubMonths, clubToday } from "../../../common/club-time.ts";
import {
  ALL_COLLECTIONS,
  CLUB_WIDE,
  COLLECTION_GROUPINGS,
  COLLECTION_KINDS,
  collectionKindLabel,
  documentKindLabel,
  estateKey,
  monthLabel,
  monthsSpanned,
  REPORT_LOCATIONS,
  type CollectionEntry,
  type CollectionGroup,
  type CollectionGrouping,
  type CollectionKind,
  type CollectionPart,
  type CollectionsQuery,
  type CollectionsReport,
  type ReportFormat,
} from "../../../common/office-reports.ts";
import type { Db } from "../../db/open.ts";
import { int, rowsOf } from "../../db/rows.ts";
import { csvLines } from "../../platform/csv.ts";
import { xlsxBook, type XlsxColumn } from "../../platform/xlsx.ts";
import { xlsxBody, type ReportDeps } from "./downloads.ts";
import { officeReceiptUrl } from "../../../common/donation-receipts.ts";
import { officeCreditNoteUrl } from "../refunds/credit-notes.ts";

/**
 * Collections: the money the club took in a period — instalments, Full Membership years, stays and their extra
 * guests, donations — less the refunds it paid back on credit notes, grouped by month, estate or kind, with the
 * invoices and credit notes behind each figure (common/office-reports.ts says the rules in words). One set of entries
 * over the period (a UNION ALL read through each table's index on its day): its lean form grouped once for the
 * figures and ordered to choose a page of a figure's entries, whose details are then read for that page alone; the
 * downloads read the detailed set a week at a time.
 */

/** The moment a club day begins (midnight in India), as a timestamptz: a range on a moment column uses its index. */
const dayStarts = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;
/** The club day of a moment column, as a date. */
const clubDate = (column: string) => sql.raw(`(${column} at time zone 'Asia/Kolkata')::date`);

/** The rules of what counts, said once for the figures' set and the entries' (the SQL below follows them):
 *
 * - An instalment counts when it is verified (accounts verified its receipt, or its online payment was captured).
 * - A year of Full Membership counts when it is paid (its transfer verified or its payment captured).
 * - A stay counts when its online payment is captured; its invoice is two entries, the extra-guest charge and the rest.
 * - A refund counts when it is paid (each payment on its day), on the credit note of the invoice it gives back, under
 *   that invoice's kind and estate (a stay's split as its invoice was). Refunds without a credit note (a payment
 *   received twice or not applied) gave back money never counted here, so they are not counted either.
 * - Places at an event, retreat or course count when their online payment is captured, on that day, as kind
 *   "programme" under the item's estate (Club-wide when online), its invoice the document (decision 055; a
 *   registration paid before programme places were invoiced: the registration) — whatever became of the registration
 *   since: a payment that could not keep its places, or a place cancelled, is given back as a refund. Those refunds
 *   count when paid, under the same kind and estate (on their credit note when the cancellation issued one), so the
 *   programme's net is what the club kept.
 * - A villa's maintenance dues bill counts when it is paid (its online payment captured, or its transfer verified), on
 *   that day, for its dues and any late fee, as kind "maintenance" under the villa's estate, its dues invoice the document.
 * - A donation counts when it is received in rupees with its receipt (an online gift or a subscription's charge at once,
 *   a transfer when accounts verify it), on the day it was paid, as kind "donation" with no estate (Club-wide). A gift
 *   in a foreign currency (with the Trust's FCRA registration) is kept apart: it is on the donors page, not here.
 *
 * Each kind is read through its index on the day it came (payment_steps_verified_idx, memberships_paid_idx,
 * bookings_paid_idx, maintenance_bills_paid_idx, refund_payments_paid_on_idx, donation_gifts_paid_on_idx, programme_registrations_paid_idx), as a range of moments from the first day's midnight in India.
 */

/** Places that count: paid online (a captured payment) for an amount. */
const PROGRAMME_PAID = sql.raw(`pr.razorpay_payment_id is not null and pr.amount > 0`);

/** A donation that counts: received, in rupees, with its receipt. */
const DONATION_RECEIVED = sql.raw(`g.status = 'received' and g.currency = 'INR' and g.receipt_number is not null`);

/** Which rows a set holds: the period's, or (a page's details) the entries of these ids within it. */
type Scope = { from: string; to: string; ids?: readonly string[] };

const scopeOf = ({ from, to, ids }: Scope) => ({
  start: dayStarts(from),
  end: dayStarts(addClubDays(to, 1)),
  only: (column: string) =>
    ids
      ? sql`and ${sql.raw(column)} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``,
});

/** A stay refund's extra-guest part: the refund in the stay's proportion (a full refund: its charge exactly). */
const REFUND_PARTS = sql.raw(`cross join lateral (select case when cn.invoice_kind = 'stay' and b.total > 0
        then round(rp.amount::numeric * b.extra_guest_charge / b.total)::bigint else 0 end as extra) x
      cross join lateral (values (case cn.invoice_kind when 'step' then 'instalment' when 'membership' then 'membership'
          else 'stay' end, rp.amount - x.extra), ('extra-guests', x.extra)) k(kind, amount)`);
const STAY_PARTS = sql.raw(`cross join lateral (values ('stay'::text, (b.total - b.extra_guest_charge)::bigint),
        ('extra-guests'::text, b.extra_guest_charge::bigint)) k(kind, amount)`);

/**
 * The figures' set of the period: each entry's id, kind, part (collected | refunded), day (date), moment (`at`, for
 * the order) and amount (negative when refunded), and its estate (null: club-wide) when `location` is asked — no
 * more, so the stays are read from their index alone.
 */
export function figureEntries(from: string, to: string, options: { location: boolean }): SQL {
  const { start, end } = scopeOf({ from, to });
  const where = options.location;
  return sql`(
    select s.id as entry_id, 'instalment'::text as kind, 'collected'::text as part, ${clubDate("s.verified_at")} as day,
      s.verified_at as at, s.amount::bigint as amount, ${where ? sql`v.location` : sql`null::text`} as location
    from payment_steps s
      ${where ? sql`join payment_plans p on p.id = s.plan_id join properties v on v.id = p.property_id` : sql``}
    where s.verification = 'verified' and s.invoice_number is not null
      and s.verified_at >= ${start} and s.verified_at < ${end}
    union all
    select m.id, 'membership', 'collected', ${clubDate("m.paid_at")}, m.paid_at, m.amount::bigint, null
    from memberships m
    where m.invoice_number is not null and m.paid_at >= ${start} and m.paid_at < ${end}
    union all
    select b.id, k.kind, 'collected', ${clubDate("b.paid_at")}, b.paid_at, k.amount, ${where ? sql`v.location` : sql`null`}
    from bookings b ${where ? sql`join properties v on v.id = b.property_id` : sql``} ${STAY_PARTS}
    where b.invoice_number is not null and b.paid_at >= ${start} and b.paid_at < ${end} and k.amount <> 0
    union all
    select rp.id, k.kind, 'refunded', rp.paid_on::date, rp.recorded_at, -k.amount,
      ${where ? sql`coalesce(sv.location, bv.location)` : sql`null`}
    from refund_payments rp join refunds r on r.id = rp.refund_id join credit_notes cn on cn.id = r.credit_note_id and cn.invoice_kind <> 'programme'
      left join bookings b on b.id = cn.booking_id
      ${
        where
          ? sql`left join payment_steps s on s.id = cn.payment_step_id left join payment_plans p on p.id = s.plan_id
      left join properties sv on sv.id = p.property_id left join properties bv on bv.id = b.property_id`
          : sql``
      }
      ${REFUND_PARTS}
    where rp.paid_on >= ${from} and rp.paid_on <= ${to} and k.amount <> 0
    union all
    select g.id, 'donation', 'collected', g.paid_on, coalesce(g.decided_at, g.created_at), g.amount_inr::bigint, null
    from donation_gifts g
    where ${DONATION_RECEIVED} and g.paid_on >= ${from} and g.paid_on <= ${to}
    union all
    select mb.id, 'maintenance', 'collected', ${clubDate("mb.paid_at")}, mb.paid_at, (mb.amount + mb.late_fee)::bigint,
      ${where ? sql`mv.location` : sql`null`}
    from maintenance_bills mb ${where ? sql`join properties mv on mv.id = mb.property_id` : sql``}
    where mb.status = 'paid' and mb.paid_at >= ${start} and mb.paid_at < ${end}
    union all
    select pr.id, 'programme', 'collected', ${clubDate("pr.paid_at")}, pr.paid_at, pr.amount::bigint,
      ${where ? sql`i.location` : sql`null`}
    from programme_registrations pr ${where ? sql`join programme_items i on i.id = pr.item_id` : sql``}
    where ${PROGRAMME_PAID} and pr.paid_at >= ${start} and pr.paid_at < ${end}
    union all
    select rp.id, 'programme', 'refunded', rp.paid_on::date, rp.recorded_at, -rp.amount::bigint,
      ${where ? sql`i.location` : sql`null`}
    from refund_payments rp join refunds r on r.id = rp.refund_id
      ${where ? sql`join programme_registrations pr on pr.id = r.programme_registration_id join programme_items i on i.id = pr.item_id` : sql``}
    where r.programme_registration_id is not null
      and rp.paid_on >= ${from} and rp.paid_on <= ${to}
  )`;
}

/**
 * The entries of the period (or of a page's ids in it) with everything a list and a download show: the figures' set's
 * columns and the estate, then user_id, document (invoice | credit-note), number, invoice_number (a credit note's
 * invoice), source (step | membership | stay | credit-note), source_id (the row its PDF is drawn from) and what.
 */
export function collectionEntries(scope: Scope): SQL {
  const { start, end, only } = scopeOf(scope);
  return sql`(
    select s.id as entry_id, 'instalment'::text as kind, 'collected'::text as part, ${clubDate("s.verified_at")} as day,
      s.verified_at as at, s.amount::bigint as amount, v.location, p.user_id, 'invoice'::text as document,
      s.invoice_number as number, null::text as invoice_number, 'step'::text as source, s.id as source_id,
      'Step ' || s.step || ' of ' || p.payment_steps || ' (' || s.step_name || '), ' || v.name as what
    from payment_steps s join payment_plans p on p.id = s.plan_id join properties v on v.id = p.property_id
    where s.verification = 'verified' and s.invoice_number is not null
      and s.verified_at >= ${start} and s.verified_at < ${end} ${only("s.id")}
    union all
    select m.id, 'membership', 'collected', ${clubDate("m.paid_at")}, m.paid_at, m.amount::bigint, null, m.user_id,
      'invoice', m.invoice_number, null, 'membership', m.id, 'Full Membership ' || coalesce(m.number, '')
    from memberships m
    where m.invoice_number is not null and m.paid_at >= ${start} and m.paid_at < ${end} ${only("m.id")}
    union all
    select b.id, k.kind, 'collected', ${clubDate("b.paid_at")}, b.paid_at, k.amount, v.location, b.user_id,
      'invoice', b.invoice_number, null, 'stay', b.id, 'Stay ' || b.reference || ', ' || v.name
    from bookings b join properties v on v.id = b.property_id ${STAY_PARTS}
    where b.invoice_number is not null and b.paid_at >= ${start} and b.paid_at < ${end} and k.amount <> 0
      ${only("b.id")}
    union all
    select rp.id, k.kind, 'refunded', rp.paid_on::date, rp.recorded_at, -k.amount, coalesce(sv.location, bv.location),
      r.user_id, 'credit-note', cn.number, cn.invoice_number, 'credit-note', cn.id, r.what
    from refund_payments rp join refunds r on r.id = rp.refund_id join credit_notes cn on cn.id = r.credit_note_id and cn.invoice_kind <> 'programme'
      left join payment_steps s on s.id = cn.payment_step_id
      left join payment_plans p on p.id = s.plan_id
      left join properties sv on sv.id = p.property_id
      left join bookings b on b.id = cn.booking_id
      left join properties bv on bv.id = b.property_id
      ${REFUND_PARTS}
    where rp.paid_on >= ${scope.from} and rp.paid_on <= ${scope.to} and k.amount <> 0 ${only("rp.id")}
    union all
    select g.id, 'donation', 'collected', g.paid_on, coalesce(g.decided_at, g.created_at), g.amount_inr::bigint, null,
      d.user_id, 'receipt', g.receipt_number, null, 'donation', g.id,
      'Donation ' || d.reference || ' from ' || d.name
    from donation_gifts g join donation_pledges d on d.id = g.pledge_id
    where ${DONATION_RECEIVED} and g.paid_on >= ${scope.from} and g.paid_on <= ${scope.to} ${only("g.id")}
    union all
    select mb.id, 'maintenance', 'collected', ${clubDate("mb.paid_at")}, mb.paid_at, (mb.amount + mb.late_fee)::bigint,
      mv.location, mb.user_id, 'invoice', mb.invoice_number, null, 'maintenance', mb.id,
      'Maintenance dues ' || mb.year || ', ' || mv.name
    from maintenance_bills mb join properties mv on mv.id = mb.property_id
    where mb.status = 'paid' and mb.paid_at >= ${start} and mb.paid_at < ${end} ${only("mb.id")}
    union all
    select pr.id, 'programme', 'collected', ${clubDate("pr.paid_at")}, pr.paid_at, pr.amount::bigint, i.location,
      pr.user_id, case when pr.invoice_number is null then 'registration' else 'invoice' end,
      coalesce(pr.invoice_number, pr.reference), null, 'programme', pr.id,
      i.title || ': ' || pr.seats || case when pr.seats = 1 then ' place' else ' places' end
    from programme_registrations pr join programme_items i on i.id = pr.item_id
    where ${PROGRAMME_PAID} and pr.paid_at >= ${start} and pr.paid_at < ${end} ${only("pr.id")}
    union all
    select rp.id, 'programme', 'refunded', rp.paid_on::date, rp.recorded_at, -rp.amount::bigint, i.location,
      pr.user_id, case when cn.id is null then 'registration' else 'credit-note' end, coalesce(cn.number, pr.reference),
      cn.invoice_number, case when cn.id is null then 'programme' else 'credit-note' end, coalesce(cn.id, pr.id), r.what
    from refund_payments rp join refunds r on r.id = rp.refund_id
      join programme_registrations pr on pr.id = r.programme_registration_id
      join programme_items i on i.id = pr.item_id
      left join credit_notes cn on cn.id = r.credit_note_id
    where rp.paid_on >= ${scope.from} and rp.paid_on <= ${scope.to} ${only("rp.id")}
  )`;
}

/** An entry's group key under a grouping: its month (yyyy-mm), its estate (lower case, or club-wide), its kind. */
const groupKeySql = (grouping: CollectionGrouping): SQL => {
  switch (grouping) {
    case "month":
      return sql.raw(`to_char(e.day, 'YYYY-MM')`);
    case "location":
      return sql.raw(`coalesce(lower(e.location), '${CLUB_WIDE.key}')`);
    case "kind":
      return sql.raw(`e.kind`);
  }
};

/** The entries of one figure: a group (or all) and a side (or both). */
const figureFilter = (grouping: CollectionGrouping, key: string, part: CollectionPart | undefined): SQL => {
  const group = key === ALL_COLLECTIONS ? sql`true` : sql`${groupKeySql(grouping)} = ${key}`;
  return part ? sql`${group} and e.part = ${part}` : group;
};

/** The period a query asks: its days, or the club's month today; one day given, the rest of its month. */
export function periodOf(query: Pick<CollectionsQuery, "from" | "to">, now = new Date()) {
  const lastOfMonth = (day: string) => addClubDays(addClubMonths(`${day.slice(0, 7)}-01`, 1), -1);
  const today = clubToday(now);
  const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
  const to = query.to ?? lastOfMonth(query.from ?? today);
  // the periods before and after, as long: whole months move by months, other periods by their days
  const whole = from.endsWith("-01") && addClubDays(to, 1).endsWith("-01");
  let previous: { from: string; to: string };
  let next: { from: string; to: string };
  if (whole) {
    const months = monthsSpanned(from, to);
    previous = { from: addClubMonths(from, -months), to: addClubDays(from, -1) };
    next = { from: addClubDays(to, 1), to: addClubDays(addClubMonths(addClubDays(to, 1), months), -1) };
  } else {
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    previous = { from: addClubDays(from, -days), to: addClubDays(from, -1) };
    next = { from: addClubDays(to, 1), to: addClubDays(to, days) };
  }
  return { from, to, today, previous, next };
}

/** Every group of a grouping in the period, in order, with its label: months, estates then Club-wide, kinds. */
function groupsOf(grouping: CollectionGrouping, from: string, to: string): { key: string; label: string }[] {
  if (grouping === "kind") return COLLECTION_KINDS.map(({ key, label }) => ({ key, label }));
  if (grouping === "location")
    return [...REPORT_LOCATIONS.map((name) => ({ key: estateKey(name), label: name })), { ...CLUB_WIDE }];
  const months: { key: string; label: string }[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addClubMonths(`${month}-01`, 1).slice(0, 7))
    months.push({ key: month, label: monthLabel(month) });
  return months;
}

/** A group's label: the grouping's own, or (an estate outside the club's list) the key as the data has it. */
export function collectionGroupLabel(grouping: CollectionGrouping, key: string, from: string, to: string): string {
  if (key === ALL_COLLECTIONS) return "Every group";
  return groupsOf(grouping, from, to).find((g) => g.key === key)?.label ?? key;
}

interface FigureRow {
  key: string;
  collected: number | string;
  refunded: number | string;
  collected_n: number | string;
  refunded_n: number | string;
}

const figuresOf = (row: Pick<FigureRow, "collected" | "refunded" | "collected_n" | "refunded_n"> | undefined) => {
  const collected = int(row?.collected);
  const refunded = int(row?.refunded);
  return {
    collected,
    refunded,
    net: collected - refunded,
    collected_entries: int(row?.collected_n),
    refunded_entries: int(row?.refunded_n),
  };
};

interface EntryRow {
  entry_id: string;
  kind: CollectionKind;
  part: CollectionPart;
  day: string;
  amount: number | string;
  user_id: string | null;
  payer_name: string | null;
  payer_email: string | null;
  location: string | null;
  document: "invoice" | "credit-note" | "receipt" | "registration";
  number: string;
  invoice_number: string | null;
  source: "step" | "membership" | "stay" | "credit-note" | "donation" | "programme" | "maintenance";
  source_id: string;
  what: string;
}

/** The office's address of an entry's PDF: an invoice (any kind) by its number, a credit note as refunds open it. */
export const officeInvoiceUrl = (number: string) => `/api/admin/invoices/${encodeURIComponent(number)}`;

const entryOf = (row: EntryRow): CollectionEntry => ({
  day: row.day,
  kind: row.kind,
  part: row.part,
  payer: { id: row.user_id, name: row.payer_name ?? "A guest", email: row.payer_email },
  what: row.what,
  location: row.location,
  document: {
    kind: row.document,
    number: row.number,
    url:
      row.source === "credit-note"
        ? officeCreditNoteUrl(row.source_id)
        : row.source === "donation"
          ? officeReceiptUrl(row.number)
          : row.source === "programme" && row.document !== "invoice"
            ? null
            : officeInvoiceUrl(row.number),
    invoice_number: row.invoice_number,
  },
  amount: int(row.amount),
});

/** The order of a figure's entries: by day, then the moment, the entry, the kind (one entry of a stay is two kinds). */
const ENTRY_ORDER = sql.raw(`order by e.day, e.at, e.entry_id, e.kind`);

/** The columns of an entry as a list shows it, with its payer. */
const entryColumns = sql.raw(`e.entry_id, e.kind, e.part, to_char(e.day, 'YYYY-MM-DD') as day, e.amount, e.user_id,
      coalesce(u.name, pb.booker_name) as payer_name, coalesce(u.email, pb.booker_email) as payer_email, e.location, e.document, e.number, e.invoice_number, e.source,
      e.source_id, e.what`);

/** Who paid: the member's account, or (a visitor's programme place) its booker. */
const PAYERS = sql.raw(`left join users u on u.id = e.user_id
      left join programme_registrations pb on e.source = 'programme' and pb.id = e.source_id`);

type Figure = { grouping: CollectionGrouping; key: string; part: CollectionPart | undefined };

/**
 * A page of a figure's entries: the page is chosen from the figures' set (the stays from their index alone), then
 * its entries' details and payers are read for its rows only.
 */
async function entriesPage(
  db: Db,
  period: { from: string; to: string },
  figure: Figure,
  page: { limit: number; offset: number },
): Promise<CollectionEntry[]> {
  const location = figure.grouping === "location" && figure.key !== ALL_COLLECTIONS;
  const chosen = await rowsOf<{ entry_id: string; kind: string }>(
    db,
    sql`select e.entry_id, e.kind from ${figureEntries(period.from, period.to, { location })} e
      where ${figureFilter(figure.grouping, figure.key, figure.part)} ${ENTRY_ORDER}
      limit ${page.limit} offset ${page.offset}`,
  );
  if (chosen.length === 0) return [];
  const ids = [...new Set(chosen.map((row) => row.entry_id))];
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select ${entryColumns} from ${collectionEntries({ ...period, ids })} e ${PAYERS}`,
  );
  const byEntry = new Map(rows.map((row) => [`${row.entry_id}|${row.kind}`, row]));
  return chosen.map((row) => entryOf(byEntry.get(`${row.entry_id}|${row.kind}`)!));
}

/** Each group's figures in the period: one pass over the period's entries, grouped once. */
async function groupFigures(db: Db, grouping: CollectionGrouping, from: string, to: string) {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`select ${groupKeySql(grouping)} as key,
        coalesce(sum(e.amount) filter (where e.part = 'collected'), 0)::bigint as collected,
        coalesce(-sum(e.amount) filter (where e.part = 'refunded'), 0)::bigint as refunded,
        count(*) filter (where e.part = 'collected')::int as collected_n,
        count(*) filter (where e.part = 'refunded')::int as refunded_n
      from ${figureEntries(from, to, { location: grouping === "location" })} e group by 1`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const known = groupsOf(grouping, from, to);
  // an estate the data has outside the club's list still shows (the total is every entry's)
  const others = rows
    .filter((row) => !known.some((g) => g.key === row.key))
    .map((row) => ({ key: row.key, label: row.key }));
  const groups: CollectionGroup[] = [...known, ...others].map(({ key, label }) => ({
    key,
    label,
    ...figuresOf(byKey.get(key)),
  }));
  const total = groups.reduce(
    (sum, g) => ({
      collected: sum.collected + g.collected,
      refunded: sum.refunded + g.refunded,
      net: sum.net + g.net,
      collected_entries: sum.collected_entries + g.collected_entries,
      refunded_entries: sum.refunded_entries + g.refunded_entries,
    }),
    figuresOf(undefined),
  );
  return { groups, total };
}

/** GET /api/admin/reports/collections: every group's figures in the period, and a page of a figure's entries. */
export async function collectionsReport(db: Db, query: CollectionsQuery, now = new Date()): Promise<CollectionsReport> {
  const period = periodOf(query, now);
  const grouping = query.group;
  const { groups, total } = await groupFigures(db, grouping, period.from, period.to);
  let entries: CollectionsReport["entries"] = null;
  if (query.key) {
    const figure = query.key === ALL_COLLECTIONS ? total : groups.find((g) => g.key === query.key);
    const matched = figure
      ? query.part === "collected"
        ? figure.collected_entries
        : query.part === "refunded"
          ? figure.refunded_entries
          : figure.collected_entries + figure.refunded_entries
      : 0;
    const pages = Math.max(1, Math.ceil(matched / query.limit));
    const page = Math.min(query.page, pages);
    const items =
      matched === 0
        ? []
        : await entriesPage(
            db,
            period,
            { grouping, key: query.key, part: query.part },
            { limit: query.limit, offset: (page - 1) * query.limit },
          );
    entries = {
      key: query.key,
      label: collectionGroupLabel(grouping, query.key, period.from, period.to),
      part: query.part ?? null,
      items,
      page,
      pages,
      limit: query.limit,
      matched,
    };
  }
  return {
    from: period.from,
    to: period.to,
    today: period.today,
    group: grouping,
    previous: period.previous,
    next: period.next,
    groups,
    total,
    entries,
  };
}

type DownloadQuery = Pick<CollectionsQuery, "from" | "to" | "group" | "key" | "part">;

/** Days a download reads at once: a week of entries (about a thousand at ten times the club's data). */
const WINDOW_DAYS = 7;

/**
 * Every entry of the period (or of the figure asked), a week at a time in the entries' order: what the downloads
 * write. Each week is read through the indexes on its days, so a long period costs its weeks, not their square.
 */
async function* entryBatches(db: Db, query: DownloadQuery, now: Date): AsyncGenerator<CollectionEntry[]> {
  let { from, to } = periodOf(query, now);
  const figure = { grouping: query.group, key: query.key ?? ALL_COLLECTIONS, part: query.part };
  // a month's figure: its days of the period only
  if (figure.grouping === "month" && figure.key !== ALL_COLLECTIONS) {
    const first = `${figure.key}-01`;
    const last = addClubDays(addClubMonths(first, 1), -1);
    if (first > from) from = first;
    if (last < to) to = last;
  }
  for (let day = from; day <= to; day = addClubDays(day, WINDOW_DAYS)) {
    const until = addClubDays(day, WINDOW_DAYS - 1) < to ? addClubDays(day, WINDOW_DAYS - 1) : to;
    const rows = await rowsOf<EntryRow>(
      db,
      sql`select ${entryColumns} from ${collectionEntries({ from: day, to: until })} e ${PAYERS}
        where ${figureFilter(figure.grouping, figure.key, figure.part)} ${ENTRY_ORDER}`,
    );
    if (rows.length > 0) yield rows.map(entryOf);
  }
}

/** The downloads' columns, said once for the CSV and the XLSX. */
const COLUMNS: XlsxColumn<CollectionEntry>[] = [
  { header: "Day", kind: "day", value: (e) => e.day },
  { header: "Kind", width: 16, value: (e) => collectionKindLabel(e.kind) },
  { header: "Collected or refunded", width: 12, value: (e) => (e.part === "collected" ? "Collected" : "Refunded") },
  { header: "Estate", value: (e) => e.location ?? CLUB_WIDE.label },
  { header: "Payer", width: 24, value: (e) => e.payer.name },
  { header: "E-mail", width: 30, value: (e) => e.payer.email },
  { header: "Document", width: 12, value: (e) => documentKindLabel(e.document.kind) },
  { header: "Number", width: 22, value: (e) => e.document.number },
  { header: "Invoice credited", width: 22, value: (e) => e.document.invoice_number },
  { header: "For", width: 40, value: (e) => e.what },
  { header: "Amount (INR)", kind: "number", value: (e) => e.amount },
];

/** The collections as CSV (server/platform/csv.ts: formula-safe cells, ISO days), written batch by batch. */
export async function* collectionsCsv(db: Db, query: DownloadQuery, now = new Date()): AsyncGenerator<string> {
  async function* lines() {
    for await (const batch of entryBatches(db, query, now))
      yield batch.map((entry) => COLUMNS.map((column) => String(column.value(entry) ?? "")));
  }
  yield* csvLines(
    COLUMNS.map((column) => column.header),
    lines(),
  );
}

type TotalsRow = Pick<CollectionGroup, "label" | "collected" | "refunded" | "net">;

/** The collections as XLSX: the entries, and a sheet of every group's figures with the total. */
export async function collectionsXlsx(db: Db, query: DownloadQuery, now = new Date()) {
  const entries: CollectionEntry[] = [];
  for await (const batch of entryBatches(db, query, now)) entries.push(...batch);
  const period = periodOf(query, now);
  const { groups, total } = await groupFigures(db, query.group, period.from, period.to);
  const grouping = COLLECTION_GROUPINGS.find((g) => g.key === query.group)!.label;
  const money = (header: string, value: (r: TotalsRow) => number): XlsxColumn<TotalsRow> => ({
    header,
    kind: "number",
    value,
  });
  return xlsxBook([
    { name: "Collections", columns: COLUMNS, rows: entries },
    {
      name: `Totals by ${grouping.toLowerCase()}`,
      columns: [
        { header: grouping, width: 24, value: (r: TotalsRow) => r.label },
        money("Collected (INR)", (r) => r.collected),
        money("Refunded (INR)", (r) => r.refunded),
        money("Net (INR)", (r) => r.net),
      ],
      rows: [...groups, { label: "Total", ...total }],
    },
  ]);
}

/** A download of the collections: collections-<from>-to-<to>[-<figure>][-<side>].csv (streamed) or .xlsx. */
export async function collectionsDownload(
  { db, writeXlsx }: ReportDeps,
  query: DownloadQuery,
  format: ReportFormat,
  now = new Date(),
): Promise<{ name: string; body: Readable }> {
  const { from, to } = periodOf(query, now);
  const figure = query.key && query.key !== ALL_COLLECTIONS ? `-${query.key}` : "";
  const name = `collections-${from}-to-${to}${figure}${query.part ? `-${query.part}` : ""}.${format}`;
  const body =
    format === "csv"
      ? Readable.from(collectionsCsv(db, query, now))
      : await xlsxBody(writeXlsx, await collectionsXlsx(db, query, now));
  return { name, body };
}

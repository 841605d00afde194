import { sql, type SQL } from "drizzle-orm";
import { writtenDay } from "../../../common/club-time.ts";
import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from "../../../common/agreements.ts";
import { formatRupees } from "../../../common/money.ts";
import { MEMBERSHIP_QUEUE_LABELS } from "../../../common/membership.ts";
import { mayOffice, type OfficeArea } from "../../../common/office-access.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import { RECEIPT_STATUS_LABELS, type ReceiptStatus } from "../../../common/office-payments.ts";
import {
  OFFICE_SEARCH_KINDS,
  OFFICE_SEARCH_MAX,
  OFFICE_SEARCH_MIN,
  OFFICE_SEARCH_PER_KIND,
  officeSearchMessages as m,
  searchKindsFor,
  type OfficeSearchAnswer,
  type OfficeSearchGroup,
  type OfficeSearchItem,
  type OfficeSearchKind,
} from "../../../common/office-search.ts";
import { stayStatusLabel } from "../../../common/office-stays.ts";
import { normalUtr } from "../../../common/payment-instructions.ts";
import type { Db } from "../../db/open.ts";
import { escapeLike } from "../../db/like.ts";
import { rowsOf, int } from "../../db/rows.ts";
import { AppError } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { searchedIds as memberIdsFound } from "../office-members/service.ts";
import { sealInvoiceOnce, type InvoiceKind } from "../verification/issued-invoices.ts";
import type { InvoiceSealDeps } from "../verification/invoices.ts";

/**
 * The office's one search box (decision 043): members by a part of their name, e-mail or phone (the members list's
 * own search, through its trigram indexes), villas by a part of their name or number (the catalogue's) — a search of
 * two characters, too short for those indexes, by a word's beginning — and every
 * reference the club issues by its first characters, whatever their case — invoice and credit note numbers, stay
 * references, membership IDs, MOA references, pledge references, UTRs — each through a btree index on the
 * reference's capitals in byte order (`upper(…) collate "C"`, migration 0032), which serves the prefix and the order.
 * A kind is searched only for the roles that open the page its results link to (OFFICE_SEARCH_KINDS' areas in
 * OFFICE_ACCESS); each kind shows its first OFFICE_SEARCH_PER_KIND results and says whether there are more.
 */

/** What each source of results finds: at most one more than is shown, so the page knows there are more. */
const FETCH = OFFICE_SEARCH_PER_KIND + 1;

/**
 * The shortest search a trigram index serves (pg_trgm reads three characters). A shorter one would read every member
 * and villa, and find most: it finds the names whose words begin with it, and the e-mails and villa numbers that do,
 * through the same indexes (a pattern anchored at a word's start gives pg_trgm its trigrams).
 */
const CONTAINS_FROM = 3;

/** A search as each kind reads it. */
interface Search {
  /** As typed, trimmed. */
  q: string;
  /** ILIKE '%q%' for the parts of names, e-mails and phones. */
  contains: string;
  /** Shorter than CONTAINS_FROM: ILIKE 'q%' and '% q%', a word's beginning. */
  short: { start: string; word: string } | null;
  /** LIKE 'Q%' over a reference's capitals. */
  prefix: string;
  /** The same for a UTR, as UTRs are stored (capitals, without spaces or hyphens). */
  utrPrefix: string | null;
}

/** A reference column's capitals in byte order: the expression its prefix index is on (server/db/schema.ts). */
const ref = (column: string) => sql.raw(`(upper(${column}) collate "C")`);
/** The rows whose reference begins with the search, in the reference's order, one more than is shown. */
const refBegins = (column: string, prefix: string) =>
  sql`${ref(column)} like ${prefix} order by ${ref(column)} limit ${FETCH}`;

const query = <T>(db: Db, text: SQL) => rowsOf<T>(db, text);
const param = (value: string) => encodeURIComponent(value);
const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? writtenDay(value) : (value ?? ""));

interface Found {
  /** The order within the kind (the reference, or the list's own order). */
  key: string;
  item: OfficeSearchItem;
}

/** One place results of a kind come from, searched when the role may open `area`. */
interface Source {
  kind: OfficeSearchKind;
  area: OfficeArea;
  find: (db: Db, search: Search) => Promise<Found[]>;
  /** Keep the source's own order (members, villas) rather than the reference's. */
  ordered?: boolean;
}

/**
 * Members (never staff) by a part of their name, e-mail or phone — or their villa's — newest first, as the members list
 * finds them; by a short search, those with a word of their name or their e-mail beginning with it.
 */
async function findMembers(db: Db, search: Search): Promise<Found[]> {
  const { short } = search;
  const found = short
    ? sql`(u.name ilike ${short.start} or u.name ilike ${short.word} or u.email ilike ${short.start})`
    : sql`u.id in ${memberIdsFound(search.q)}`;
  const rows = await query<{ id: string; name: string; email: string; phone: string | null }>(
    db,
    sql`select u.id, u.name, u.email, k.phone_no as phone from users u left join kyc_details k on k.user_id = u.id
      where u.role = 'member' and ${found}
      order by u.created_at desc, u.id limit ${FETCH}`,
  );
  return rows.map((row, index) => ({
    key: String(index).padStart(4, "0"),
    item: { title: row.name, detail: line(row.email, row.phone), url: `/admin/members/${row.id}` },
  }));
}

/** Villas, published or not, by a part of their name or number (a short search: a word's beginning), in the catalogue's order. */
async function findVillas(db: Db, search: Search): Promise<Found[]> {
  const { short } = search;
  const found = short
    ? sql`v.name ilike ${short.start} or v.name ilike ${short.word} or v.villa_number ilike ${short.start}`
    : sql`v.name ilike ${search.contains} or v.villa_number ilike ${search.contains}`;
  const rows = await query<{ id: string; name: string; villa_number: string | null; location: string; kind: string }>(
    db,
    sql`select v.id, v.name, v.villa_number, v.location, t.name as kind from properties v
      join property_types t on t.id = v.property_type_id
      where ${found}
      order by t.sort_order, t.name, v.sort_order, v.villa_number nulls last, v.name, v.id limit ${FETCH}`,
  );
  return rows.map((row, index) => ({
    key: String(index).padStart(4, "0"),
    item: {
      title: row.name,
      detail: line(row.villa_number ? `Villa ${row.villa_number}` : null, row.kind, row.location),
      url: `/admin/catalogue?editVilla=${row.id}`,
    },
  }));
}

const guestName = sql.raw(
  `coalesce(nullif(concat_ws(' ', b.guest->>'firstName', b.guest->>'lastName'), ''), u.name, 'Guest')`,
);

/** Stays by their reference (VWC-B-…), whoever booked them and whenever. */
async function findStays(db: Db, search: Search): Promise<Found[]> {
  const rows = await query<{
    id: string;
    reference: string;
    guest: string;
    villa: string;
    check_in: string;
    check_out: string;
    status: string;
  }>(
    db,
    sql`select b.id, b.reference, ${guestName} as guest, v.name as villa, b.check_in, b.check_out, b.status
      from bookings b join properties v on v.id = b.property_id left join users u on u.id = b.user_id
      where ${refBegins("b.reference", search.prefix)}`,
  );
  return rows.map((row) => ({
    key: row.reference.toUpperCase(),
    item: {
      title: row.reference,
      detail: line(row.guest, row.villa, `${day(row.check_in)} to ${day(row.check_out)}`, stayStatusLabel(row.status)),
      url: `/admin/stays/${row.id}`,
    },
  }));
}

/** The office's address of an issued invoice's PDF. */
export const officeInvoicePath = (number: string) => `/api/admin/invoices/${param(number)}`;

/** Invoices by their number (VWC-INV-…): an instalment's, a Full Membership year's, a stay's, a villa's dues and their late fee, a programme place's. */
async function findInvoices(db: Db, search: Search): Promise<Found[]> {
  const [steps, years, stays, dues, fees, places] = await Promise.all([
    query<{ number: string; step: number; steps: number; member: string; villa: string }>(
      db,
      sql`select s.invoice_number as number, s.step, p.payment_steps as steps, u.name as member, v.name as villa
        from payment_steps s join payment_plans p on p.id = s.plan_id join users u on u.id = p.user_id
        join properties v on v.id = p.property_id
        where ${refBegins("s.invoice_number", search.prefix)}`,
    ),
    query<{ number: string; membership: string | null; member: string }>(
      db,
      sql`select m.invoice_number as number, m.number as membership, u.name as member
        from memberships m join users u on u.id = m.user_id
        where ${refBegins("m.invoice_number", search.prefix)}`,
    ),
    query<{ number: string; reference: string; guest: string }>(
      db,
      sql`select b.invoice_number as number, b.reference, ${guestName} as guest
        from bookings b left join users u on u.id = b.user_id
        where ${refBegins("b.invoice_number", search.prefix)}`,
    ),
    query<{ number: string; year: number; member: string; villa: string }>(
      db,
      sql`select mb.invoice_number as number, mb.year, u.name as member, v.name as villa
        from maintenance_bills mb join users u on u.id = mb.user_id join properties v on v.id = mb.property_id
        where ${refBegins("mb.invoice_number", search.prefix)}`,
    ),
    query<{ number: string; year: number; member: string; villa: string }>(
      db,
      sql`select mb.late_fee_invoice_number as number, mb.year, u.name as member, v.name as villa
        from maintenance_bills mb join users u on u.id = mb.user_id join properties v on v.id = mb.property_id
        where ${refBegins("mb.late_fee_invoice_number", search.prefix)}`,
    ),
    query<{ number: string; reference: string; title: string; booker: string }>(
      db,
      sql`select r.invoice_number as number, r.reference, i.title, r.booker_name as booker
        from programme_registrations r join programme_items i on i.id = r.item_id
        where ${refBegins("r.invoice_number", search.prefix)}`,
    ),
  ]);
  const invoice = (number: string, detail: string): Found => ({
    key: number.toUpperCase(),
    item: { title: number, detail, url: officeInvoicePath(number) },
  });
  return [
    ...steps.map((r) => invoice(r.number, line(`Instalment ${r.step} of ${r.steps}`, r.villa, r.member))),
    ...years.map((r) => invoice(r.number, line(`Full Membership ${r.membership ?? ""}`.trim(), r.member))),
    ...stays.map((r) => invoice(r.number, line(`Stay ${r.reference}`, r.guest))),
    ...dues.map((r) => invoice(r.number, line(`Maintenance dues ${r.year}`, r.villa, r.member))),
    ...fees.map((r) => invoice(r.number, line(`Late fee on maintenance dues ${r.year}`, r.villa, r.member))),
    ...places.map((r) => invoice(r.number, line(`${r.title}, registration ${r.reference}`, r.booker))),
  ];
}

/** Credit notes by their number (VWC-CN-…), each with the invoice it cancels. */
async function findCreditNotes(db: Db, search: Search): Promise<Found[]> {
  const rows = await query<{ id: string; number: string; invoice_number: string; amount: number; member: string }>(
    db,
    sql`select c.id, c.number, c.invoice_number, c.amount, c.billed_to->>'name' as member from credit_notes c
      where ${refBegins("c.number", search.prefix)}`,
  );
  return rows.map((row) => ({
    key: row.number.toUpperCase(),
    item: {
      title: row.number,
      detail: line(`Cancels invoice ${row.invoice_number}`, formatRupees(int(row.amount)), row.member),
      url: `/api/admin/credit-notes/${row.id}`,
    },
  }));
}

/** The Full Memberships list with one search: every status. */
const membershipsListed = (q: string) => `/admin/memberships?status=all&q=${param(q)}`;
const membershipStatus = (status: string, validUntil: string | null) =>
  status === "active" && validUntil
    ? `Active, valid until ${day(validUntil)}`
    : (MEMBERSHIP_QUEUE_LABELS[status as keyof typeof MEMBERSHIP_QUEUE_LABELS] ?? status);

/** Full Membership years by their ID (VWC-M-…). */
async function findMemberships(db: Db, search: Search): Promise<Found[]> {
  const rows = await query<{ number: string; status: string; valid_until: string | null; member: string }>(
    db,
    sql`select m.number, m.status, m.valid_until, u.name as member from memberships m join users u on u.id = m.user_id
      where ${refBegins("m.number", search.prefix)}`,
  );
  return rows.map((row) => ({
    key: row.number.toUpperCase(),
    item: {
      title: row.number,
      detail: line(row.member, membershipStatus(row.status, row.valid_until)),
      url: membershipsListed(row.number),
    },
  }));
}

/** The agreements list's filter of each agreement status. */
const AGREEMENT_LIST_OF: Record<AgreementStatus, string> = {
  "awaiting-countersign": "awaiting",
  executed: "executed",
  revoked: "revoked",
};

/** Members' agreements by their reference (MOA-…), as the club sealed it. */
async function findAgreements(db: Db, search: Search): Promise<Found[]> {
  const rows = await query<{ reference: string; status: AgreementStatus; member: string; villa: string }>(
    db,
    sql`select d.reference, a.status, u.name as member, v.name as villa from sealed_documents d
      join moa_agreements a on a.id = d.agreement_id join users u on u.id = a.user_id
      join properties v on v.id = a.property_id
      where d.kind = 'agreement' and ${refBegins("d.reference", search.prefix)}`,
  );
  return rows.map((row) => ({
    key: row.reference.toUpperCase(),
    item: {
      title: row.reference,
      detail: line(row.member, row.villa, AGREEMENT_STATUS_LABELS[row.status] ?? row.status),
      url: `/admin/agreements?status=${AGREEMENT_LIST_OF[row.status] ?? "executed"}&q=${param(row.reference)}`,
    },
  }));
}

/** Donation pledges by their reference (VWC-D-…). */
async function findDonations(db: Db, search: Search): Promise<Found[]> {
  const rows = await query<{ reference: string; name: string; amount: number; currency: string }>(
    db,
    sql`select p.reference, p.name, p.amount, p.currency from donation_pledges p
      where ${refBegins("p.reference", search.prefix)}`,
  );
  return rows.map((row) => ({
    key: row.reference.toUpperCase(),
    item: {
      title: row.reference,
      detail: line(row.name, formatPledgeAmount(int(row.amount), row.currency)),
      url: `/admin/donors?q=${param(row.reference)}`,
    },
  }));
}

/** An instalment's receipts by the UTR of their transfer, whatever their decision (a rejected one keeps its UTR). */
async function findReceiptUtrs(db: Db, search: Search): Promise<Found[]> {
  if (!search.utrPrefix) return [];
  const rows = await query<{ utr: string; status: ReceiptStatus; step: number; member: string; villa: string }>(
    db,
    sql`select r.utr, r.status, r.step, u.name as member, v.name as villa from payment_receipts r
      join payment_plans p on p.id = r.plan_id join users u on u.id = p.user_id join properties v on v.id = p.property_id
      where ${refBegins("r.utr", search.utrPrefix)}`,
  );
  return rows.map((row) => ({
    key: row.utr.toUpperCase(),
    item: {
      title: row.utr,
      detail: line(`Instalment ${row.step}`, row.villa, row.member, RECEIPT_STATUS_LABELS[row.status] ?? row.status),
      url: `/admin/payments?status=all&q=${param(row.utr)}`,
    },
  }));
}

/** Full Membership purchases by the UTR of their transfer. */
async function findMembershipUtrs(db: Db, search: Search): Promise<Found[]> {
  if (!search.utrPrefix) return [];
  const rows = await query<{ utr: string; status: string; valid_until: string | null; member: string }>(
    db,
    sql`select m.utr, m.status, m.valid_until, u.name as member from memberships m join users u on u.id = m.user_id
      where ${refBegins("m.utr", search.utrPrefix)}`,
  );
  return rows.map((row) => ({
    key: row.utr.toUpperCase(),
    item: {
      title: row.utr,
      detail: line("Full Membership", row.member, membershipStatus(row.status, row.valid_until)),
      url: membershipsListed(row.utr),
    },
  }));
}

/** Maintenance dues bills by the UTR of their transfer's receipt. */
async function findDuesUtrs(db: Db, search: Search): Promise<Found[]> {
  if (!search.utrPrefix) return [];
  const rows = await query<{ utr: string; status: string; year: number; member: string; villa: string }>(
    db,
    sql`select mb.utr, mb.status, mb.year, u.name as member, v.name as villa from maintenance_bills mb
      join users u on u.id = mb.user_id join properties v on v.id = mb.property_id
      where ${refBegins("mb.utr", search.utrPrefix)}`,
  );
  return rows.map((row) => ({
    key: row.utr.toUpperCase(),
    item: {
      title: row.utr,
      detail: line(`Maintenance dues ${row.year}`, row.villa, row.member, row.status),
      url: `/admin/maintenance?status=all&q=${param(row.utr)}`,
    },
  }));
}

/** Every source, by kind and the area whose page its results open. */
const SOURCES: Source[] = [
  { kind: "members", area: "members", find: findMembers, ordered: true },
  { kind: "villas", area: "catalogue", find: findVillas, ordered: true },
  { kind: "stays", area: "stays", find: findStays },
  { kind: "invoices", area: "receipts", find: findInvoices },
  { kind: "creditNotes", area: "refunds", find: findCreditNotes },
  { kind: "memberships", area: "memberships", find: findMemberships },
  { kind: "agreements", area: "agreements", find: findAgreements },
  { kind: "donations", area: "donors", find: findDonations },
  { kind: "transfers", area: "receipts", find: findReceiptUtrs },
  { kind: "transfers", area: "memberships", find: findMembershipUtrs },
  { kind: "transfers", area: "maintenance", find: findDuesUtrs },
];

/** The list of a kind that holds every result of a search, filtered by it (null: none does; type more of it). */
const MORE_OF: Partial<Record<OfficeSearchKind, (q: string) => string>> = {
  members: (q) => `/admin/members?q=${param(q)}`,
  villas: (q) => `/admin/catalogue?q=${param(q)}`,
  memberships: membershipsListed,
  donations: (q) => `/admin/donors?q=${param(q)}`,
};

/** The search as typed: trimmed, between OFFICE_SEARCH_MIN and OFFICE_SEARCH_MAX characters, else 400. */
export function readSearch(typed: string): Search {
  const q = typed.trim();
  if (q.length < OFFICE_SEARCH_MIN) throw new AppError(400, m.tooShort);
  if (q.length > OFFICE_SEARCH_MAX) throw new AppError(400, m.tooLong);
  const utr = normalUtr(q);
  const like = escapeLike(q);
  return {
    q,
    contains: `%${like}%`,
    short: q.length < CONTAINS_FROM ? { start: `${like}%`, word: `% ${like}%` } : null,
    prefix: `${escapeLike(q.toUpperCase())}%`,
    utrPrefix: utr.length >= OFFICE_SEARCH_MIN ? `${escapeLike(utr)}%` : null,
  };
}

/**
 * GET /api/admin/search: what a staff member of `role` may open that the search finds, grouped by kind in the page's
 * order, each kind's first OFFICE_SEARCH_PER_KIND (the closest reference first). A role that opens none of the kinds
 * searches nothing and gets no group.
 */
export async function searchOffice(db: Db, role: string, typed: string): Promise<OfficeSearchAnswer> {
  const search = readSearch(typed);
  const kinds = searchKindsFor(role);
  const sources = SOURCES.filter((source) => mayOffice(role, source.area));
  const found = await Promise.all(sources.map((source) => source.find(db, search)));
  const groups: OfficeSearchGroup[] = [];
  for (const kind of kinds) {
    const ofKind = sources.flatMap((source, i) => (source.kind === kind ? [{ source, results: found[i] }] : []));
    const results = ofKind.flatMap(({ results }) => results);
    if (results.length === 0) continue;
    // a source's own order is kept; references from several sources are merged in their order
    if (!ofKind.some(({ source }) => source.ordered))
      results.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const more = results.length > OFFICE_SEARCH_PER_KIND;
    groups.push({
      kind,
      label: OFFICE_SEARCH_KINDS[kind].label,
      items: results.slice(0, OFFICE_SEARCH_PER_KIND).map((r) => r.item),
      more,
      more_url: more ? (MORE_OF[kind]?.(search.q) ?? null) : null,
    });
  }
  return {
    q: search.q,
    searched: kinds.map((kind) => ({ kind, label: OFFICE_SEARCH_KINDS[kind].label })),
    groups,
  };
}

/** The kind and row of an issued invoice by its number (exactly, whatever its case), or null. */
async function invoiceByNumber(db: Db, number: string): Promise<{ kind: InvoiceKind; id: string } | null> {
  const exact = number.trim().toUpperCase();
  const [row] = await query<{ kind: InvoiceKind; id: string }>(
    db,
    sql`(select 'step' as kind, s.id from payment_steps s where ${ref("s.invoice_number")} = ${exact} limit 1)
      union all (select 'membership', m.id from memberships m where ${ref("m.invoice_number")} = ${exact} limit 1)
      union all (select 'stay', b.id from bookings b where ${ref("b.invoice_number")} = ${exact} limit 1)
      union all (select 'maintenance', mb.id from maintenance_bills mb
        where ${ref("mb.invoice_number")} = ${exact} limit 1)
      union all (select 'maintenance-late-fee', mb.id from maintenance_bills mb
        where ${ref("mb.late_fee_invoice_number")} = ${exact} limit 1)
      union all (select 'programme', r.id from programme_registrations r
        where ${ref("r.invoice_number")} = ${exact} limit 1)
      limit 1`,
  );
  return row ?? null;
}

/**
 * GET /api/admin/invoices/{number}: an issued invoice's PDF by its number, whichever it invoices (an instalment, a
 * Full Membership year, a stay), as the club sealed and stored it (decision 027). 404 for a number never issued.
 */
export async function invoicePdfByNumber(
  deps: InvoiceSealDeps,
  number: string,
): Promise<{ number: string; bytes: Uint8Array }> {
  const found = await invoiceByNumber(deps.db, number);
  if (!found) throw new AppError(404, m.invoiceNotFound);
  return sealInvoiceOnce(deps, found.kind, found.id);
}

/** The office's search box and the invoices it leads to. */
export function createOfficeSearchService(deps: InvoiceSealDeps) {
  return {
    search: withDeps(deps.db, searchOffice),
    invoicePdf: withDeps(deps, invoicePdfByNumber),
  };
}

import { z } from "./zod.ts";
import { clubLocation, LOCATION_NAMES } from "./locations.ts";
import { listLimit, listPage } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * The office's reports, for accounts (an administrator always): receivables by age, a month's occupancy with its
 * housekeeping sheet, and the money collected in a period. Their queries, answers, words and the definitions each page states, said once for the API and
 * the pages (server/modules/reports computes them).
 */

export const reportMessages = {
  receivables: "Receivables",
  occupancy: "Occupancy",
  housekeeping: "Housekeeping sheet",
  collections: "Collections",
  invalidDay: "Enter the day as yyyy-mm-dd.",
  invalidMonth: "Enter the month as yyyy-mm.",
  chooseLocation: "Choose a location from the list.",
  chooseBucket: "Choose an age from the list.",
  receivablesFailed: "The receivables could not be loaded. Please try again.",
  occupancyFailed: "The occupancy could not be loaded. Please try again.",
  housekeepingFailed: "The housekeeping sheet could not be loaded. Please try again.",
  collectionsFailed: "The collections could not be loaded. Please try again.",
  chooseGrouping: "Choose month, estate or kind.",
  chooseFigure: "Choose a figure of the report.",
  choosePart: "Choose collected or refunded.",
  periodBackwards: "The last day must be on or after the first day.",
  periodTooLong: "Choose a period of at most five years.",
  noCollections: "No money was collected or refunded in this period",
  noEntries: "No invoice or credit note is behind this figure",
  noReceivables: "Nothing is owed",
  noArrivals: "No stays arrive this month",
  noVillas: "No villas at this location",
  noMovements: "No arrivals, departures or guests in house on this day",
} as const;

/** The office's reports, as the reports page and each report's own navigation list them. */
export const OFFICE_REPORTS = [
  {
    path: "/admin/reports/receivables",
    label: "Receivables",
    description: "Unpaid instalments by how long they are past due, on any day, with each age's totals.",
  },
  {
    path: "/admin/reports/collections",
    label: "Collections",
    description:
      "Money verified or captured in a period less refunds paid, by month, estate or kind, with the invoices and credit notes behind each figure.",
  },
  {
    path: "/admin/reports/occupancy",
    label: "Occupancy",
    description:
      "A month's nights available, sold, free and the owner's, occupancy, ADR and RevPAR by villa, and its arrivals.",
  },
  {
    path: "/admin/reports/occupancy/housekeeping",
    label: "Housekeeping sheet",
    description: "A day's departures, arrivals and guests staying on, by villa, to print.",
  },
] as const;

const yyyyMmDd = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written yyyy-mm-dd. */
export const isIsoDay = (value: string) =>
  yyyyMmDd.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** An optional day (yyyy-mm-dd); blank means the default the server gives (the club's today). */
const optionalDay = z
  .union([text("the day").trim().refine(isIsoDay, reportMessages.invalidDay), z.literal("")])
  .optional()
  .transform((v) => v || undefined);

/** An optional month (yyyy-mm); blank means the club's month today. */
const optionalMonth = z
  .union([
    text("the month")
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, reportMessages.invalidMonth),
    z.literal(""),
  ])
  .optional()
  .transform((v) => v || undefined);

/** An optional location: a club location's name or search value (any case); blank means every location. */
const optionalLocation = text("the location")
  .trim()
  .max(40)
  .refine((v) => v === "" || clubLocation(v) !== null, reportMessages.chooseLocation)
  .transform((v) => (v ? clubLocation(v)!.name : undefined))
  .optional();

/* ---------- Receivables ---------- */

/**
 * How long an unpaid instalment is past its due date on the report's day: not yet due (due after the day), then
 * 0–30 days (due on the day included), 31–60, 61–90 and over 90 days.
 */
export const AGEING_BUCKETS = [
  { key: "not-yet-due", label: "Not yet due" },
  { key: "0-30", label: "0–30 days" },
  { key: "31-60", label: "31–60 days" },
  { key: "61-90", label: "61–90 days" },
  { key: "over-90", label: "Over 90 days" },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]["key"];
const BUCKET_KEYS = AGEING_BUCKETS.map((b) => b.key) as unknown as readonly [AgeingBucket, ...AgeingBucket[]];
export const bucketLabel = (key: AgeingBucket) => AGEING_BUCKETS.find((b) => b.key === key)!.label;

/** The bucket of an instalment `daysOverdue` days past due (negative: not yet due). The server's SQL says the same. */
export function ageingBucket(daysOverdue: number): AgeingBucket {
  if (daysOverdue < 0) return "not-yet-due";
  if (daysOverdue <= 30) return "0-30";
  if (daysOverdue <= 60) return "31-60";
  if (daysOverdue <= 90) return "61-90";
  return "over-90";
}

export const RECEIVABLES_PAGE_SIZE = 50;
export const RECEIVABLES_MAX_PAGE_SIZE = 200;

/** GET /api/admin/reports/receivables (and its page's GET form): the day, one age or all, the page. */
export const receivablesQuery = z.object({
  as_of: optionalDay,
  bucket: text("the age")
    .trim()
    .refine((v) => v === "" || (BUCKET_KEYS as readonly string[]).includes(v), reportMessages.chooseBucket)
    .optional()
    .transform((v) => (v || undefined) as AgeingBucket | undefined),
  page: listPage,
  limit: listLimit(RECEIVABLES_PAGE_SIZE, RECEIVABLES_MAX_PAGE_SIZE),
});
export type ReceivablesQuery = z.infer<typeof receivablesQuery>;

export const receivableItem = z.object({
  plan_id: z.string(),
  step: z.number().int(),
  step_name: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  amount: z.number().int(),
  due_date: z.string(),
  /** Days from the due date to the report's day: negative for an instalment not yet due. */
  days_overdue: z.number().int(),
  bucket: z.enum(BUCKET_KEYS),
});
export type ReceivableItem = z.infer<typeof receivableItem>;

const bucketTotal = z.object({
  key: z.enum(BUCKET_KEYS),
  label: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});

/** A villa's maintenance dues bill unpaid on the report's day (decision 056). */
export const duesReceivable = z.object({
  bill_id: z.string(),
  year: z.number().int(),
  invoice_number: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  /** The dues and any late fee charged by the day. */
  amount: z.number().int(),
  due_date: z.string(),
  days_overdue: z.number().int(),
});
export type DuesReceivable = z.infer<typeof duesReceivable>;

/** How many maintenance dues bills are shown on the receivables page (the office's dues list has them all). */
export const DUES_RECEIVABLES_SHOWN = 50;

export const receivablesReport = z.object({
  as_of: z.string(),
  today: z.string(),
  bucket: z.enum(BUCKET_KEYS).nullable(),
  /** Every bucket's instalments and amount (whatever the bucket asked), and all of them together. */
  buckets: z.array(bucketTotal),
  total: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** The page of instalments (of the bucket asked, else of every bucket), earliest due first. */
  items: z.array(receivableItem),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
  matched: z.number().int(),
  /** Villas' maintenance dues owed on the day, apart from the instalments: their totals and the earliest due first. */
  dues: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    overdue_count: z.number().int(),
    overdue_amount: z.number().int(),
    items: z.array(duesReceivable),
  }),
});
export type ReceivablesReport = z.infer<typeof receivablesReport>;

/** How the receivables are counted: the page states it, the API's document too. */
export const RECEIVABLES_DEFINITIONS = [
  {
    term: "Unpaid instalment",
    text: "A step of a plan not yet paid on the day: no receipt sent or paid online by then, or its receipt was rejected. A step whose receipt awaits accounts counts as paid. A cancelled plan's steps do not count from the day it was cancelled; a plan made after the day does not count.",
  },
  {
    term: "Days overdue",
    text: "Days from the due date to the report's day. An instalment due on the day is 0 days overdue (0–30 days); one due after it is not yet due.",
  },
  {
    term: "Totals",
    text: "Every bucket counts every unpaid instalment on the day, whichever bucket the list shows. Amounts are whole rupees.",
  },
  {
    term: "Maintenance dues",
    text: "A villa's yearly dues billed by the day and not paid by it (online, or a receipt verified by accounts), with any late fee charged by the day; counted apart from the instalments. Overdue: its due day has passed.",
  },
] as const;

/* ---------- Occupancy ---------- */

export const OCCUPANCY_PAGE_SIZE = 50;
export const OCCUPANCY_MAX_PAGE_SIZE = 200;
export const ARRIVALS_PAGE_SIZE = 50;

/** GET /api/admin/reports/occupancy (and its page's GET form): the month, a location or all, the pages. */
export const occupancyQuery = z.object({
  month: optionalMonth,
  location: optionalLocation,
  page: listPage,
  limit: listLimit(OCCUPANCY_PAGE_SIZE, OCCUPANCY_MAX_PAGE_SIZE),
  arrivals_page: listPage,
});
export type OccupancyQuery = z.infer<typeof occupancyQuery>;

const figures = {
  /** Nights of the month. */
  nights: z.number().int(),
  /** Nights closed by a live block (maintenance or the owner's use). */
  closed_nights: z.number().int(),
  /** Nights of the month less the closed ones. */
  available_nights: z.number().int(),
  sold_nights: z.number().int(),
  free_nights: z.number().int(),
  owner_nights: z.number().int(),
  /** Sold, free and owner nights together. */
  occupied_nights: z.number().int(),
  /** Occupied of available nights, one decimal; null with no night available. */
  occupancy_pct: z.number().nullable(),
  /** Sold of available nights (free and owner nights left out), one decimal; null with no night available. */
  paid_occupancy_pct: z.number().nullable(),
  /** Room revenue of the nights sold, whole rupees. */
  revenue: z.number().int(),
  /** Average daily rate: revenue a night sold; null with none sold. */
  adr: z.number().int().nullable(),
  /** Revenue per available night; null with no night available. */
  revpar: z.number().int().nullable(),
};

export const occupancyRow = z.object({
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  ...figures,
});
export type OccupancyRow = z.infer<typeof occupancyRow>;

export const monthArrival = z.object({
  id: z.string(),
  reference: z.string(),
  guest: z.string(),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  status: z.string(),
  owner: z.boolean(),
});
export type MonthArrival = z.infer<typeof monthArrival>;

const pageOf = z.object({ page: z.number().int(), pages: z.number().int(), total: z.number().int() });

export const occupancyReport = z.object({
  month: z.string(),
  previous: z.string(),
  next: z.string(),
  location: z.string().nullable(),
  locations: z.array(z.string()),
  /** Every villa of the location (or of the club) together. */
  total: z.object({ villas: z.number().int(), ...figures }),
  /** A page of the villas, by location and number. */
  villas: z.array(occupancyRow),
  villas_page: pageOf,
  /** A page of the stays arriving in the month, by day. */
  arrivals: z.array(monthArrival),
  arrivals_page: pageOf,
});
export type OccupancyReport = z.infer<typeof occupancyReport>;

/** How each figure of the occupancy report is computed: the page states it, the API's document too. */
export const OCCUPANCY_DEFINITIONS = [
  {
    term: "Villas",
    text: "Every villa of the catalogue at the location (or of the club), published or not; each has every night of the month.",
  },
  {
    term: "Stays counted",
    text: "Confirmed, checked-in and checked-out stays, for the nights they held in the month (to the day a guest left early). Cancelled stays, no-shows, holds being paid online and holds that ran out are not counted.",
  },
  {
    term: "Nights available",
    text: "Nights of the month less the nights a block of the desk closed (maintenance or the owner's use).",
  },
  {
    term: "Nights sold",
    text: "Nights of guests' stays charged at the villa's rate: a stay's nights less the Full Member's free nights it used. A stay's free nights are its first nights.",
  },
  { term: "Free nights used", text: "Full Members' free nights taken in guests' stays." },
  {
    term: "Owner nights",
    text: "Nights of owner stays (an owner's stay in their own villa, without a room charge) and of stays booked by the villa's own contributor (the member whose live plan holds the villa), free or paid. The owner's-use blocks are counted as closed, not here.",
  },
  {
    term: "Occupancy",
    text: "Nights sold, free and owner nights together, as a share of the nights available.",
  },
  {
    term: "Paid occupancy",
    text: "Nights sold alone as a share of the nights available: free nights and owner nights are left out.",
  },
  {
    term: "Revenue",
    text: "Room revenue of the nights sold: the stay's room charges less its coupon, spread evenly over its paid nights, and its extra-guest charge spread over all its nights; taxes and fees are not revenue. Whole rupees, rounded per villa.",
  },
  { term: "Average daily rate (ADR)", text: "Revenue divided by the nights sold." },
  { term: "Revenue per available night (RevPAR)", text: "Revenue divided by the nights available." },
] as const;

/* ---------- The housekeeping sheet ---------- */

/** GET /api/admin/reports/occupancy/housekeeping (and its printable page): the day and a location or all. */
export const housekeepingQuery = z.object({
  date: optionalDay,
  location: optionalLocation,
});
export type HousekeepingQuery = z.infer<typeof housekeepingQuery>;

const sheetStay = z.object({
  reference: z.string(),
  guest: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  check_in: z.string(),
  /** The day the stay's nights end: its early departure, else its check-out. */
  check_out: z.string(),
  status: z.string(),
});

export const housekeepingSheet = z.object({
  date: z.string(),
  today: z.string(),
  location: z.string().nullable(),
  locations: z.array(z.string()),
  /** The villas with a movement on the day, by location and number: who leaves, who arrives, who stays on. */
  villas: z.array(
    z.object({
      villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
      departures: z.array(sheetStay),
      arrivals: z.array(sheetStay),
      in_house: z.array(sheetStay),
    }),
  ),
  counts: z.object({ arrivals: z.number().int(), departures: z.number().int(), in_house: z.number().int() }),
});
export type HousekeepingSheet = z.infer<typeof housekeepingSheet>;

/* ---------- Collections ---------- */

/** What the club collects money for, in the report's order. Full Membership and donations belong to no estate. */
export const COLLECTION_KINDS = [
  { key: "instalment", label: "Instalments" },
  { key: "membership", label: "Full Memberships" },
  { key: "stay", label: "Stays" },
  { key: "extra-guests", label: "Extra guests" },
  { key: "donation", label: "Donations" },
  { key: "programme", label: "Programme" },
  { key: "maintenance", label: "Maintenance dues" },
] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number]["key"];
const KIND_KEYS = COLLECTION_KINDS.map((k) => k.key) as unknown as readonly [CollectionKind, ...CollectionKind[]];
export const collectionKindLabel = (key: CollectionKind) => COLLECTION_KINDS.find((k) => k.key === key)!.label;

/** How the collections are grouped: by the month of the day the money came, the villa's estate, or its kind. */
export const COLLECTION_GROUPINGS = [
  { key: "month", label: "Month" },
  { key: "location", label: "Estate" },
  { key: "kind", label: "Kind" },
] as const;
export type CollectionGrouping = (typeof COLLECTION_GROUPINGS)[number]["key"];
const GROUPING_KEYS = COLLECTION_GROUPINGS.map((g) => g.key) as unknown as readonly [
  CollectionGrouping,
  ...CollectionGrouping[],
];

/** The estate group of the money that belongs to no villa (Full Membership, donations). */
export const CLUB_WIDE = { key: "club-wide", label: "Club-wide" } as const;
/** The figure of every group together: the total's key. */
export const ALL_COLLECTIONS = "all";

/** The two sides of a figure: money collected (invoices) and money refunded (credit notes). */
export const COLLECTION_PARTS = ["collected", "refunded"] as const;
export type CollectionPart = (typeof COLLECTION_PARTS)[number];

export const COLLECTIONS_PAGE_SIZE = 50;
export const COLLECTIONS_MAX_PAGE_SIZE = 200;
/** The longest period the report covers, in months (a bar a month at most). */
export const COLLECTIONS_MAX_MONTHS = 60;

/** An estate's group key: its name in lower case (solan, rishikesh, …). */
export const estateKey = (location: string) => location.toLowerCase();

const monthKey = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Whether `key` names a group of the grouping (or every group: "all"). */
export function isCollectionKey(grouping: CollectionGrouping, key: string): boolean {
  if (key === ALL_COLLECTIONS) return true;
  if (grouping === "month") return monthKey.test(key);
  if (grouping === "kind") return (KIND_KEYS as readonly string[]).includes(key);
  return key === CLUB_WIDE.key || REPORT_LOCATIONS.some((name) => estateKey(name) === key);
}

/** Months from the first day's to the last day's, both counted (2026-01-05 to 2026-03-02: 3). */
export const monthsSpanned = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/**
 * GET /api/admin/reports/collections (and its page's GET form): the period (from, to: club days; the club's month
 * today when left out, or the month of the day given), the grouping, and a figure's entries: the group's key (or
 * "all"), collected or refunded (both when left out), the page.
 */
export const collectionsQuery = z
  .object({
    from: optionalDay,
    to: optionalDay,
    group: text("the grouping")
      .trim()
      .refine((v) => v === "" || (GROUPING_KEYS as readonly string[]).includes(v), reportMessages.chooseGrouping)
      .optional()
      .transform((v) => (v || "month") as CollectionGrouping),
    key: text("the figure")
      .trim()
      .toLowerCase()
      .max(40)
      .optional()
      .transform((v) => v || undefined),
    part: text("the side")
      .trim()
      .refine((v) => v === "" || (COLLECTION_PARTS as readonly string[]).includes(v), reportMessages.choosePart)
      .optional()
      .transform((v) => (v || undefined) as CollectionPart | undefined),
    page: listPage,
    limit: listLimit(COLLECTIONS_PAGE_SIZE, COLLECTIONS_MAX_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (query.key !== undefined && !isCollectionKey(query.group, query.key))
      ctx.addIssue({ code: "custom", path: ["key"], message: reportMessages.chooseFigure });
    if (query.from && query.to) {
      if (query.to < query.from)
        ctx.addIssue({ code: "custom", path: ["to"], message: reportMessages.periodBackwards });
      else if (monthsSpanned(query.from, query.to) > COLLECTIONS_MAX_MONTHS)
        ctx.addIssue({ code: "custom", path: ["to"], message: reportMessages.periodTooLong });
    }
  });
export type CollectionsQuery = z.infer<typeof collectionsQuery>;

const moneyFigures = {
  /** Money verified or captured in the period, whole rupees. */
  collected: z.number().int(),
  /** Money refunded (paid back) in the period, whole rupees. */
  refunded: z.number().int(),
  /** Collected less refunded. */
  net: z.number().int(),
  /** Entries behind the collected figure: an invoice each (a stay's is one in Stays and one in Extra guests). */
  collected_entries: z.number().int(),
  /** Entries behind the refunded figure: a refund payment each, on its credit note. */
  refunded_entries: z.number().int(),
};

export const collectionGroup = z.object({ key: z.string(), label: z.string(), ...moneyFigures });
export type CollectionGroup = z.infer<typeof collectionGroup>;

export const collectionEntry = z.object({
  /** The club day the money was verified, captured or refunded. */
  day: z.string(),
  kind: z.enum(KIND_KEYS),
  part: z.enum(COLLECTION_PARTS),
  /** Who paid (or was paid back): the member's account, or the name and e-mail a payment gave. */
  payer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  /** What the money was for, in words. */
  what: z.string(),
  /** The villa's estate; null for money of no estate (Full Membership, donations). */
  location: z.string().nullable(),
  /** The invoice (money collected) or the credit note (money refunded) behind it, and where the office opens it. */
  document: z.object({
    kind: z.enum(["invoice", "credit-note", "receipt", "registration"]),
    number: z.string(),
    url: z.string().nullable(),
    /** A credit note's invoice. */
    invoice_number: z.string().nullable(),
  }),
  /** Whole rupees: positive when collected, negative when refunded. */
  amount: z.number().int(),
});
export type CollectionEntry = z.infer<typeof collectionEntry>;

export const collectionsReport = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  group: z.enum(GROUPING_KEYS),
  /** The periods before and after, of the same length (whole months when the period is whole months). */
  previous: z.object({ from: z.string(), to: z.string() }),
  next: z.object({ from: z.string(), to: z.string() }),
  /** Every group of the grouping, in order (every month of the period, every estate and Club-wide, every kind). */
  groups: z.array(collectionGroup),
  total: z.object(moneyFigures),
  /** The entries behind a figure asked (key, and part), a page of them by day; null when none is asked. */
  entries: z
    .object({
      key: z.string(),
      label: z.string(),
      part: z.enum(COLLECTION_PARTS).nullable(),
      items: z.array(collectionEntry),
      page: z.number().int(),
      pages: z.number().int(),
      limit: z.number().int(),
      matched: z.number().int(),
    })
    .nullable(),
});
export type CollectionsReport = z.infer<typeof collectionsReport>;

/** What the collections count, and which day: the page states it, the API's document too. */
export const COLLECTIONS_DEFINITIONS = [
  {
    term: "Collected",
    text: "Money the club holds, counted on the club day (India time) it was verified or captured: an instalment when accounts verified its receipt or its online payment was captured; a year of Full Membership when accounts verified its transfer or its online payment was captured; a stay when its online payment was captured. Each has its invoice.",
  },
  {
    term: "Stays and extra guests",
    text: "A stay's invoice is split in two: its extra-guest charge (₹1,000 a guest beyond two adults and two children, a night) is Extra guests; the rest — the room charges less any coupon, with the taxes and fees — is Stays. A stay paid at the property is not counted: no payment is recorded for it.",
  },
  {
    term: "Donations",
    text: "A gift received in rupees, on the day it was paid, with its donation receipt: online at once, by transfer when accounts verify it. Pledges never paid are not money. Gifts in a foreign currency are kept apart, on the donors page.",
  },
  {
    term: "Maintenance dues",
    text: "A villa's yearly dues bill, on the day it was paid (its online payment captured, or its transfer verified by accounts), with any late fee: the dues invoice is its document. Under the villa's estate.",
  },
  {
    term: "Refunded",
    text: "Money paid back in the period on a credit note: a cancelled plan's verified instalment, or a stay paid online and cancelled, counted on the day the refund was paid (by the bank, or through Razorpay), under the kind and estate of the invoice it credits. A refund owed but not yet paid is not counted. A payment received twice or that could not be applied was never collected, so neither it nor its refund is counted.",
  },
  { term: "Net", text: "Collected less refunded, per group and in total. Amounts are whole rupees." },
  {
    term: "Estate",
    text: "The estate of the villa the money is for. Full Membership and donations belong to no villa: they are Club-wide.",
  },
] as const;

/** A period written out: a whole month as "November 2026", whole months as "September – November 2026", else its days. */
export function periodLabel(from: string, to: string): string {
  const whole = from.endsWith("-01") && addDays(to, 1).endsWith("-01");
  if (whole && from.slice(0, 7) === to.slice(0, 7)) return monthLabel(from.slice(0, 7));
  if (whole) return `${monthLabel(from.slice(0, 7))} – ${monthLabel(to.slice(0, 7))}`;
  if (from === to) return dayLabel(from);
  return `${dayLabel(from)} – ${dayLabel(to)}`;
}

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The locations a report can be narrowed to. */
export const REPORT_LOCATIONS: readonly string[] = LOCATION_NAMES;

/** A month (yyyy-mm) written out: November 2026. */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A share written as the reports show it: 41.7%, or a dash when there is none. */
export const percentText = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

/* ---------- Downloads ---------- */

/** The downloads of a report: CSV (formula-safe, ISO dates) and XLSX. */
export const REPORT_FORMATS = ["csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A collection entry's document in words: an invoice, a credit note, or a donation's receipt. */
export const documentKindLabel = (kind: "invoice" | "credit-note" | "receipt" | "registration") =>
  kind === "invoice"
    ? "Invoice"
    : kind === "credit-note"
      ? "Credit note"
      : kind === "receipt"
        ? "Donation receipt"
        : "Programme registration";

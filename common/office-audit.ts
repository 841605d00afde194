import { z } from "./zod.ts";
import { text } from "./text.ts";

/**
 * The office's audit log: its filters (one schema for GET /api/admin/audit, its CSV and the
 * /admin/audit page's GET form), its texts and how an entry's change is written.
 */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_LIMIT = 100;

export const auditMessages = {
  listed: "Audit log",
  noMatch: "No entries match",
  invalidDate: "Enter a date as yyyy-mm-dd.",
  fromAfterTo: "The start date is after the end date.",
  loadFailed: "The audit log could not be loaded. Please try again.",
  invalidPage: "That page of the audit log is not one. Open the first page again.",
} as const;

const day = text("the date")
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.invalidDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), auditMessages.invalidDate);

/**
 * A place in the log, between two pages: an entry's moment to the microsecond (UTC) and its id,
 * `2026-03-12T08:35:09.123456Z_<uuid>`. The next page is read after the last entry's, the previous before the first's.
 */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const auditCursor = (entry: { at: string; id: string }) => `${entry.at}_${entry.id}`;
export function readAuditCursor(cursor: string): { at: string; id: string } | null {
  const match = CURSOR.exec(cursor);
  return match ? { at: match[1], id: match[2] } : null;
}

/** An empty field of the GET form means "any" (or the default). */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);
const optional = <T extends z.ZodType>(schema: T) => blank(schema.optional());

/**
 * The filters: `member` (the member concerned) and `staff` (who acted) take an account's id, e-mail or a part of its
 * name; `action` an exact action or a prefix ending in "." (`payment-step.`); `from` and `to` club days (IST), both
 * included.
 */
export const auditQuery = z
  .object({
    member: optional(text("the member").trim().max(254)),
    staff: optional(text("the staff member").trim().max(254)),
    action: optional(text("the action").trim().max(100)),
    from: optional(day),
    to: optional(day),
    page: blank(z.coerce.number().int().min(1).max(100_000).default(1)),
    limit: blank(z.coerce.number().int().min(1).max(AUDIT_MAX_LIMIT).default(AUDIT_PAGE_SIZE)),
    /** The page after the entry of this cursor (a page's `next_cursor`), or before it (`previous_cursor`). */
    after: optional(text("the page").regex(CURSOR, auditMessages.invalidPage)),
    before: optional(text("the page").regex(CURSOR, auditMessages.invalidPage)),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.fromAfterTo, path: ["to"] });

export type AuditQuery = z.infer<typeof auditQuery>;
export type AuditFilters = Omit<AuditQuery, "page" | "limit" | "after" | "before">;

/** One entry as the office reads it. */
export const auditEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The same moment in the club's time: 12 March 2025 at 14:05:09 IST. */
  created_at_ist: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string().nullable() }).nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  subject_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  /** The detail written out: before → after where there is one, else its fields. */
  change: z.string(),
});
export type AuditEntryRecord = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  items: z.array(auditEntry),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Whether `total` (and `pages`) is the database's estimate: the whole log, unfiltered, past 100,000 entries. */
  total_estimated: z.boolean(),
  pages: z.number().int(),
  /** The cursor of the page after this one (`after`), null on the last page. */
  next_cursor: z.string().nullable(),
  /** The cursor of the page before this one (`before`), null on the first page. */
  previous_cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

const written = (value: unknown): string => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(written).join(", ");
  if (typeof value === "object") return fields(value as Record<string, unknown>);
  return String(value);
};

const fields = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${written(value)}`)
    .join("; ");

/** An entry's detail in one line: "before → after" (and its other fields), or its fields. */
export function describeChange(detail: Record<string, unknown>): string {
  const { before, after, ...rest } = detail;
  const others = fields(rest);
  if (before === undefined && after === undefined) return others;
  const change = `${written(before)} → ${written(after)}`;
  return others ? `${change} (${others})` : change;
}

/** The URL search of the filters (empty ones left out), for the page's links and its CSV download. */
export function auditSearch(
  filters: Partial<AuditFilters> & { page?: number; after?: string; before?: string },
): string {
  const params = new URLSearchParams();
  for (const key of ["member", "staff", "action", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  if (filters.after) params.set("after", filters.after);
  else if (filters.before) params.set("before", filters.before);
  const search = params.toString();
  return search ? `?${search}` : "";
}

import { z } from "./zod.ts";
import { writtenDay } from "./club-time.ts";
import { listLimit, listPage } from "./office-lists.ts";
import { MAX_UPLOAD_BYTES } from "./registration.ts";
import { text } from "./text.ts";

/**
 * Bank reconciliation: accounts upload the club's bank statement (a CSV export), each credit is matched to a receipt
 * awaiting verification (an instalment's or a Full Membership year's), and the matched receipts are verified together.
 * The API's and the pages' schemas, words and limits, said once (server/modules/reconciliation does the work).
 */

export const RECONCILIATION_PATH = "/admin/reconciliation";
export const statementPath = (id: string) => `${RECONCILIATION_PATH}/${id}`;

/** A statement's file: a CSV of at most 5 MB (a year of a busy account's transactions is well under 1 MB). */
export const STATEMENT_MAX_BYTES = MAX_UPLOAD_BYTES;
export const STATEMENT_ACCEPT = ".csv,text/csv";
/** The field of the multipart upload (API and page) that holds the file. */
export const STATEMENT_FILE_FIELD = "file";

/**
 * Matched by amount and date: a credit of the receipt's amount booked at most this many days before or after the day
 * the member says they paid (else the day the receipt was sent): a transfer made on a Friday evening is often credited
 * on the Monday.
 */
export const MATCH_WINDOW_DAYS = 3;

/** How a credit was matched to its receipt. */
export const MATCH_HOWS = ["reference", "amount-date"] as const;
export type MatchHow = (typeof MATCH_HOWS)[number];
export const MATCH_HOW_LABELS: Record<MatchHow, string> = {
  reference: "reference and amount",
  "amount-date": "amount and date",
};

/** The banks whose exports are recognised by their column names, and the layouts said by hand. */
export const STATEMENT_FORMATS = [
  "SBI",
  "HDFC Bank",
  "ICICI Bank",
  "Axis Bank",
  "Kotak Mahindra Bank",
  "Generic",
  "Saved mapping",
] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** How a statement writes its days, as the mapping asks. Indian banks write the day first. */
export const DATE_FORMATS = [
  { value: "dmy", label: "Day first: 31/05/2024, 31-05-24, 31-May-2024, 31 May 2024" },
  { value: "mdy", label: "Month first: 05/31/2024, May 31, 2024" },
  { value: "ymd", label: "Year first: 2024-05-31" },
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number]["value"];
const DATE_FORMAT_VALUES = DATE_FORMATS.map((f) => f.value) as [DateFormat, ...DateFormat[]];

export const reconciliationMessages = {
  list: "Bank statements",
  statement: "Bank statement",
  noFile: "Please choose the bank statement's CSV file.",
  tooLarge: `The statement is too large: at most ${STATEMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  oneFileOnly: "Please send one statement at a time.",
  notCsv: "This file could not be read as a CSV. Please export the statement from your bank as CSV.",
  duplicate: "This statement was uploaded already.",
  unrecognised:
    "The columns of this statement were not recognised. Say which column is which once: statements with these columns are then read the same way.",
  noTransactions:
    "No transactions were found under the statement's column names. Check the date format and the columns chosen.",
  notFound: "No such bank statement was found.",
  none: "No bank statements have been uploaded yet.",
  loadFailed: "The bank statements could not be loaded. Please try again.",
  statementFailed: "The bank statement could not be loaded. Please try again.",
  chooseColumn: (what: string) => `Please choose the column of the ${what}.`,
  chooseAmount:
    "Please choose the column of the credit amount, or of the amount (with its Cr/Dr column if it has one).",
  columnTwice: "Each column can be chosen for one thing only.",
  unknownColumn: "Please choose a column of the statement.",
  chooseDateFormat: "Please choose how the statement writes its dates.",
  uploaded: (credits: number, matched: number) =>
    `Statement uploaded: ${credits === 1 ? "1 credit" : `${credits} credits`}, ${matched} matched to ${matched === 1 ? "a receipt" : "receipts"} awaiting verification.`,
  matchedAgain: (matched: number) =>
    matched === 0
      ? "No more credits were matched: no receipt awaiting verification fits them."
      : `${matched === 1 ? "1 more credit" : `${matched} more credits`} matched to receipts awaiting verification.`,
  verified: (verified: number, skipped: number) =>
    verified === 0 && skipped === 0
      ? "No matched receipt awaits verification."
      : `${verified === 1 ? "1 receipt" : `${verified} receipts`} verified; each member will be e-mailed their invoice.${skipped ? ` ${skipped === 1 ? "1 receipt was" : `${skipped} receipts were`} decided already and left as they were.` : ""}`,
} as const;

/** What the receipts' queues say of a receipt matched to a credit: the statement's day, as the office writes days. */
export const matchedInStatementText = (day: string) => `Matched in statement ${writtenDay(day)}`;

/** An amount in paise as the office reads it: ₹1,25,000 or ₹1,25,000.50. */
export function formatPaise(paise: number): string {
  const rupees = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return rupees.format(paise / 100);
}

/* ---------- the column mapping ---------- */

/** The browser's check of a chosen statement before it is sent: a file, not empty, within the limit. */
export function statementFileProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || !file.name || file.size === 0) return reconciliationMessages.noFile;
  if (file.size > STATEMENT_MAX_BYTES) return reconciliationMessages.tooLarge;
  return null;
}

/** The mapping's fields, as the API's multipart upload and the page's form name them. */
export const MAPPING_FIELDS = [
  "date_column",
  "description_column",
  "reference_column",
  "credit_column",
  "amount_column",
  "type_column",
  "date_format",
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

const m = reconciliationMessages;

/** A column: its position in the header row (0 the first), sent as text; blank for none. */
const column = (what: string) =>
  text(`the ${what} column`)
    .trim()
    .refine((v) => v === "" || /^\d{1,3}$/.test(v), m.unknownColumn)
    .transform((v) => (v === "" ? null : Number(v)));

/** A column the mapping cannot do without. */
const requiredColumn = (what: string) =>
  text(`the ${what} column`, { error: m.chooseColumn(what) })
    .trim()
    .min(1, m.chooseColumn(what))
    .regex(/^\d{1,3}$/, m.unknownColumn)
    .transform(Number);

/**
 * Which column of a statement holds what (its days, how it writes them, the description, the transaction reference,
 * and the credit: a credit column, or an amount column with its Cr/Dr column if it has one; an amount without one is a
 * credit when positive). Saved for the statement's header, so the next statement with the same columns is read alike.
 */
export const statementMappingInput = z
  .object({
    date_column: requiredColumn("date"),
    description_column: requiredColumn("description"),
    reference_column: column("reference").optional().default(null),
    credit_column: column("credit amount").optional().default(null),
    amount_column: column("amount").optional().default(null),
    type_column: column("Cr/Dr").optional().default(null),
    date_format: z.enum(DATE_FORMAT_VALUES, { error: m.chooseDateFormat }),
  })
  .superRefine((value, ctx) => {
    if (value.credit_column === null && value.amount_column === null)
      ctx.addIssue({ code: "custom", path: ["credit_column"], message: m.chooseAmount });
    const chosen: [MappingField, number | null][] = [
      ["date_column", value.date_column],
      ["description_column", value.description_column],
      ["reference_column", value.reference_column],
      ["credit_column", value.credit_column],
      ["amount_column", value.amount_column],
      ["type_column", value.type_column],
    ];
    const seen = new Set<number>();
    for (const [field, index] of chosen) {
      if (index === null) continue;
      if (seen.has(index)) ctx.addIssue({ code: "custom", path: [field], message: m.columnTwice });
      seen.add(index);
    }
  });
export type StatementMappingInput = z.infer<typeof statementMappingInput>;

/** Whether a form or a multipart upload carries a mapping (any of its fields given). */
export const hasMapping = (fields: Record<string, unknown>) =>
  MAPPING_FIELDS.some((name) => typeof fields[name] === "string" && fields[name] !== "");

/** The mapping's fields read from a posted form (the page's; absent fields are blank). */
export function statementMappingFormInput(form: FormData): Record<MappingField, string> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return Object.fromEntries(MAPPING_FIELDS.map((name) => [name, value(name)])) as Record<MappingField, string>;
}

/**
 * The page's form keeps the header's names it maps (a hidden field, JSON), so that the mapping is asked again when the
 * form comes back refused without its file: at most 60 names of at most 200 characters.
 */
export const MAPPED_COLUMNS_FIELD = "columns";
const mappedColumns = z.array(text("a column's name").max(200)).max(60);
export function mappedColumnsOf(form: FormData): string[] | null {
  const value = form.get(MAPPED_COLUMNS_FIELD);
  if (typeof value !== "string" || !value) return null;
  try {
    const parsed = mappedColumns.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/* ---------- answers ---------- */

/** The header row of a statement whose columns were not recognised (422): each column's position and name. */
export const unrecognisedStatement = z.object({
  columns: z.array(z.object({ index: z.number().int(), name: z.string() })),
});
export type UnrecognisedStatement = z.infer<typeof unrecognisedStatement>;

export const statementSummary = z.object({
  id: z.string(),
  file_name: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  /** The first and last days of its transactions (club days, yyyy-mm-dd); the last is the statement's day. */
  period_from: z.string(),
  period_to: z.string(),
  credits: z.number().int(),
  /** Debits are counted, not kept: only credits pay receipts. */
  debits: z.number().int(),
  matched: z.number().int(),
  /** Matched receipts still awaiting verification. */
  awaiting: z.number().int(),
  sha256: z.string(),
  uploaded_at: z.string(),
  uploaded_by: z.string().nullable(),
});
export type StatementSummary = z.infer<typeof statementSummary>;

export const statementListQuery = z.object({ page: listPage, limit: listLimit(20, 50) });
export type StatementListQuery = z.infer<typeof statementListQuery>;

export const statementList = z.object({
  items: z.array(statementSummary),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
});
export type StatementList = z.infer<typeof statementList>;

/** A credit of the statement. */
export const statementCredit = z.object({
  id: z.string(),
  /** Its row in the file (1 the first line). */
  row: z.number().int(),
  booked_on: z.string(),
  description: z.string(),
  reference: z.string(),
  /** The transaction reference (UTR) read from its reference or description, when one is there. */
  utr: z.string().nullable(),
  amount_paise: z.number().int(),
});
export type StatementCredit = z.infer<typeof statementCredit>;

/** A receipt awaiting verification (or decided since it was matched): an instalment's or a Full Membership year's. */
export const reconciledReceipt = z.object({
  kind: z.enum(["instalment", "membership"]),
  /** The receipt's id (an instalment's receipt, or the Full Membership purchase). */
  id: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** What it pays: "Step 2 of 3, Cedar Villa (A-12)" or "Full Membership". */
  what: z.string(),
  amount: z.number().int(),
  utr: z.string().nullable(),
  paid_on: z.string().nullable(),
  submitted_at: z.string(),
  /** awaiting (verification), verified or rejected. */
  status: z.enum(["awaiting", "verified", "rejected"]),
  /** Where accounts decide it alone: the receipts queue or the memberships queue, searched for it. */
  queue_url: z.string(),
});
export type ReconciledReceipt = z.infer<typeof reconciledReceipt>;

export const statementDetail = z.object({
  statement: statementSummary,
  matched: z.array(z.object({ credit: statementCredit, receipt: reconciledReceipt, how: z.enum(MATCH_HOWS) })),
  unmatched_credits: z.array(statementCredit),
  /** Receipts awaiting verification matched to no credit of any statement. */
  unmatched_receipts: z.array(reconciledReceipt),
});
export type StatementDetail = z.infer<typeof statementDetail>;

export const verifyMatchedAnswer = z.object({
  verified: z.number().int(),
  /** Matched receipts decided already (verified or rejected meanwhile): left as they were. */
  skipped: z.number().int(),
});
export type VerifyMatchedAnswer = z.infer<typeof verifyMatchedAnswer>;

export const matchAgainAnswer = z.object({ matched: z.number().int() });
export type MatchAgainAnswer = z.infer<typeof matchAgainAnswer>;

/** What the queues say of a receipt matched to a credit: the statement and its day. */
export const matchedStatement = z.object({ id: z.string(), day: z.string() }).nullable();

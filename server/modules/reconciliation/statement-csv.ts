import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { DateFormat, StatementFormat } from "../../../common/reconciliation.ts";

/**
 * A bank statement's CSV read: the rows (csv-parse), the header row found among the lines a bank puts before it (the
 * account's name, address, period…) by the names of its columns, the layout of those columns (recognised, or said once
 * by accounts and saved for the header's signature), and each transaction's day, description, reference and amount.
 * Only credits are kept: they are what pays a receipt. Pure: the service stores what this reads.
 */

/** Which column holds what (positions in the header row, 0 the first). */
export interface StatementLayout {
  date: number;
  description: number;
  reference: number | null;
  /** A credit column (deposits), and the debit column beside it when known (debits are counted, not kept), or… */
  credit: number | null;
  debit: number | null;
  /** …an amount column, with its Cr/Dr column if it has one (without one, a positive amount is a credit). */
  amount: number | null;
  type: number | null;
  dateFormat: DateFormat;
}

/** A credit of the statement. */
export interface StatementCreditLine {
  /** Its line in the file (1 the first). */
  row: number;
  bookedOn: string;
  description: string;
  reference: string;
  utr: string | null;
  amountPaise: number;
}

export interface ReadStatement {
  format: StatementFormat;
  signature: string;
  header: string[];
  credits: StatementCreditLine[];
  debits: number;
  from: string;
  to: string;
}

/** How many lines before the header row are looked through (a bank's preamble is 10 to 25 lines). */
const HEADER_SEARCH_ROWS = 60;
const CELL_MAX = 500;

/* ---------- the rows ---------- */

const CANDIDATE_DELIMITERS = [",", ";", "\t", "|"] as const;

/** The delimiter: the one that splits the most lines in two or more (a preamble line may hold one). */
function delimiterOf(content: string): string {
  const lines = content.split(/\r\n|\n|\r/, HEADER_SEARCH_ROWS * 2).filter((line) => line.trim());
  let best: string = ",";
  let bestScore = -1;
  for (const delimiter of CANDIDATE_DELIMITERS) {
    const score = lines.filter((line) => line.split(delimiter).length >= 3).length;
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

/** A cell as stored: control characters (a NUL PostgreSQL cannot keep) become spaces, runs of spaces one. */
const cleanCell = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, CELL_MAX);

/** The rows of a CSV (a BOM dropped, ragged lines kept as they are); null when it is not one. */
export function csvRows(bytes: Buffer): string[][] | null {
  // a PDF, a spreadsheet (XLSX is a ZIP) or any other binary file
  const head = bytes.subarray(0, 5).toString("latin1");
  if (bytes.includes(0) || head.startsWith("%PDF-") || head.startsWith("PK\x03\x04")) return null;
  const content = bytes.toString("utf8");
  try {
    const rows = parse(content, {
      bom: true,
      delimiter: delimiterOf(content),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
    return rows.map((row) => row.map(cleanCell));
  } catch {
    return null;
  }
}

/* ---------- the header ---------- */

/** A column's name as compared: lower case, words only, "(INR)" and "Rs." dropped, "amt" read as "amount". */
export function columnKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(in )?(inr|rs)\b/g, " ")
    .replace(/\bamt\b/g, "amount")
    .replace(/\s+/g, " ")
    .trim();
}

/** The header's signature: its columns' names as compared, hashed; a saved mapping is kept under it. */
export const headerSignature = (header: readonly string[]) =>
  createHash("sha256").update(header.map(columnKey).join("|").replace(/\|+$/, "")).digest("hex");

/** The names each role's column goes by in the banks' exports, most telling first. */
const ROLE_NAMES = {
  date: [
    "txn date",
    "transaction date",
    "tran date",
    "trans date",
    "date",
    "posting date",
    "post date",
    "value date",
    "value dt",
  ],
  description: [
    "description",
    "narration",
    "particulars",
    "transaction remarks",
    "transaction particulars",
    "transaction details",
    "transaction description",
    "remarks",
    "details",
  ],
  reference: [
    "ref no cheque no",
    "chq ref no",
    "chq ref number",
    "cheque no ref no",
    "cheque ref no",
    "chq no ref no",
    "reference",
    "reference no",
    "reference number",
    "ref no",
    "utr",
    "utr no",
    "utr number",
    "cheque number",
    "cheque no",
    "chq no",
    "chqno",
  ],
  credit: ["credit", "credits", "credit amount", "deposit", "deposits", "deposit amount", "cr", "cr amount"],
  debit: ["debit", "debits", "debit amount", "withdrawal", "withdrawals", "withdrawal amount", "dr", "dr amount"],
  amount: ["amount", "transaction amount", "txn amount", "tran amount"],
  type: ["dr cr", "cr dr", "dr cr indicator", "cr dr indicator", "debit credit", "credit debit", "type", "txn type"],
} as const;

type Role = keyof typeof ROLE_NAMES;

/** The first column (left to right) going by the most telling of a role's names. */
function columnFor(keys: readonly string[], role: Role): number | null {
  for (const name of ROLE_NAMES[role]) {
    const index = keys.indexOf(name);
    if (index >= 0) return index;
  }
  return null;
}

/** Which bank's export a header is, by the names only it uses; else the generic layout. */
function bankOf(keys: readonly string[]): StatementFormat {
  const has = (name: string) => keys.includes(name);
  if (has("txn date") && (has("ref no cheque no") || has("branch code"))) return "SBI";
  if (has("narration") && has("chq ref no") && (has("closing balance") || has("value dt"))) return "HDFC Bank";
  if (has("transaction remarks")) return "ICICI Bank";
  if (has("tran date") && has("particulars") && (has("chqno") || has("sol") || has("init br"))) return "Axis Bank";
  if (has("dr cr") && has("amount") && (has("chq ref no") || has("chq ref number") || has("sl no"))) {
    return "Kotak Mahindra Bank";
  }
  return "Generic";
}

/** The layout of a header whose names are recognised: a day, a description and a credit (or an amount and Cr/Dr). */
export function recognisedLayout(
  header: readonly string[],
): { layout: StatementLayout; format: StatementFormat } | null {
  const keys = header.map(columnKey);
  const date = columnFor(keys, "date");
  const description = columnFor(keys, "description");
  const credit = columnFor(keys, "credit");
  const amount = columnFor(keys, "amount");
  // the Cr/Dr of the amount (a second one, of the balance, may follow it)
  const types = keys.flatMap((key, index) => (ROLE_NAMES.type.some((name) => name === key) ? [index] : []));
  const type = amount === null ? null : (types.find((index) => index > amount) ?? types[0] ?? null);
  if (date === null || description === null) return null;
  if (credit === null && (amount === null || type === null)) return null;
  return {
    layout: {
      date,
      description,
      reference: columnFor(keys, "reference"),
      credit,
      debit: credit === null ? null : columnFor(keys, "debit"),
      amount: credit === null ? amount : null,
      type: credit === null ? type : null,
      dateFormat: "dmy",
    },
    format: bankOf(keys),
  };
}

/* ---------- the cells ---------- */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (year < 1990 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCMonth() !== month - 1) return null;
  return at.toISOString().slice(0, 10);
}

const monthOf = (name: string) => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? null : index + 1;
};

/**
 * A statement's day (yyyy-mm-dd) as written in `format`: day first (31/05/2024, 31-05-24, 31.05.2024, 31-May-2024,
 * 31 May 2024), month first (05/31/2024, May 31, 2024) or year first (2024-05-31); a time after it is ignored. An ISO
 * day is read whatever the format. Null when the cell is not a day.
 */
export function parseStatementDay(cell: string, format: DateFormat): string | null {
  const value = cell.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[\sT])/.exec(value);
  if (iso) return isoDay(+iso[1], +iso[2], +iso[3]);
  if (format === "ymd") return null;
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:$|\s)/.exec(value);
  if (numeric) {
    const [a, b] = [+numeric[1], +numeric[2]];
    return format === "dmy" ? isoDay(+numeric[3], b, a) : isoDay(+numeric[3], a, b);
  }
  const dayName = /^(\d{1,2})[-/. ]?([A-Za-z]{3,9})[-/., ]*(\d{4}|\d{2})(?:$|\s)/.exec(value);
  if (dayName) {
    const month = monthOf(dayName[2]);
    return month === null ? null : isoDay(+dayName[3], month, +dayName[1]);
  }
  const nameDay = /^([A-Za-z]{3,9})[-/. ]+(\d{1,2}),?[-/. ]+(\d{4})(?:$|\s)/.exec(value);
  if (nameDay) {
    const month = monthOf(nameDay[1]);
    return month === null ? null : isoDay(+nameDay[3], month, +nameDay[2]);
  }
  return null;
}

/**
 * An amount as banks write it ("1,25,000.00", "₹ 2,500", "250000.5", "(1,000.00)", "-300", "2,500.00 Cr"): its paise
 * and the Cr/Dr written beside it, if any. Null for a blank cell, a dash or what is not an amount.
 */
export function parseStatementAmount(cell: string): { paise: number; side: "cr" | "dr" | null } | null {
  let value = cell.trim().toLowerCase();
  if (!value || value === "-") return null;
  let side: "cr" | "dr" | null = null;
  const marked = /^(cr|dr)\.?\s*|\s*(cr|dr)\.?$/.exec(value);
  if (marked) {
    side = (marked[1] ?? marked[2]) as "cr" | "dr";
    value = value.replace(marked[0], "");
  }
  value = value.replace(/inr|rs\.?|₹|,|\s/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(value)) [negative, value] = [true, value.slice(1, -1)];
  if (value.startsWith("-")) [negative, value] = [true, value.slice(1)];
  else if (value.startsWith("+")) value = value.slice(1);
  const number = /^(\d{1,13})(?:\.(\d{1,2})\d*)?$/.exec(value);
  if (!number) return null;
  const paise = Number(number[1]) * 100 + Number((number[2] ?? "0").padEnd(2, "0"));
  return { paise: negative ? -paise : paise, side: side ?? (negative ? "dr" : null) };
}

/** What a Cr/Dr cell says: a credit, a debit, or nothing known. */
function sideOf(cell: string): "cr" | "dr" | null {
  const value = cell.trim().toLowerCase().replace(/\.$/, "");
  if (["cr", "c", "credit", "deposit", "+"].includes(value)) return "cr";
  if (["dr", "d", "debit", "withdrawal", "-"].includes(value)) return "dr";
  return null;
}

/** The transfer's reference as a statement may print it, compared without spaces, hyphens or other marks. */
export const compact = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The transaction references (UTR) in a reference or a narration: NEFT's 16 characters (SBIN426123456789,
 * N123261234567890), RTGS's 22, IMPS's and UPI's 12 digits; each a word of its own between marks.
 */
export function utrsIn(value: string): string[] {
  return value
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(
      (word) =>
        /^\d{12}$/.test(word) ||
        (/^[A-Z0-9]{16}$/.test(word) && /\d{6}/.test(word) && /^[A-Z]/.test(word)) ||
        (/^[A-Z0-9]{22}$/.test(word) && /\d{10}/.test(word) && /^[A-Z]/.test(word)),
    );
}

/* ---------- the statement ---------- */

/** The rows that may be the header: a few names, no day and no amount among them, a dated row soon after. */
function likelyHeaderRow(rows: string[][]): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) {
    const cells = rows[i].filter(Boolean);
    if (cells.length < 3) continue;
    if (cells.some((cell) => parseStatementDay(cell, "dmy") || parseStatementAmount(cell))) continue;
    const next = rows.slice(i + 1, i + 4);
    if (next.some((row) => row.some((cell) => parseStatementDay(cell, "dmy") || parseStatementDay(cell, "mdy"))))
      return i;
  }
  return rows.findIndex((row) => row.filter(Boolean).length >= 2);
}

export type HeaderFound =
  | { found: true; index: number; header: string[]; layout: StatementLayout; format: StatementFormat }
  | { found: false; index: number; header: string[] };

/**
 * The header row: the first of the first lines whose signature has a saved mapping, or whose names are recognised;
 * else, with the mapping accounts give, the row that looks like a header; else not found, with that row to show.
 */
export function findHeader(
  rows: string[][],
  saved: ReadonlyMap<string, StatementLayout>,
  given?: StatementLayout,
): HeaderFound {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const header = rows[index];
    if (header.filter(Boolean).length < 3) continue;
    const layout = saved.get(headerSignature(header));
    if (layout) return { found: true, index, header, layout, format: "Saved mapping" };
    const recognised = recognisedLayout(header);
    if (recognised) return { found: true, index, header, ...recognised };
  }
  const index = likelyHeaderRow(rows);
  const header = index >= 0 ? rows[index] : [];
  if (given && index >= 0) return { found: true, index, header, layout: given, format: "Saved mapping" };
  return { found: false, index, header };
}

/** Whether a layout names only columns the header has. */
export const layoutFits = (layout: StatementLayout, header: readonly string[]) =>
  [layout.date, layout.description, layout.reference, layout.credit, layout.debit, layout.amount, layout.type].every(
    (index) => index === null || index < header.length,
  );

/**
 * The transactions under the header: each row with a day (the others — an opening balance, totals, the bank's notes
 * at the end — are skipped); its credit kept, its debit counted. The period runs from the first to the last day.
 */
export function readTransactions(rows: string[][], found: Extract<HeaderFound, { found: true }>): ReadStatement {
  const { layout } = found;
  const credits: StatementCreditLine[] = [];
  let debits = 0;
  let from = "";
  let to = "";
  for (let i = found.index + 1; i < rows.length; i++) {
    const row = rows[i];
    const cell = (index: number | null) => (index === null ? "" : (row[index] ?? ""));
    const day = parseStatementDay(cell(layout.date), layout.dateFormat);
    if (!day) continue;
    if (!from || day < from) from = day;
    if (!to || day > to) to = day;
    let side: "cr" | "dr" | null = null;
    let paise = 0;
    if (layout.credit !== null) {
      const credit = parseStatementAmount(cell(layout.credit));
      const debit = parseStatementAmount(cell(layout.debit));
      if (credit && credit.paise !== 0) {
        paise = Math.abs(credit.paise);
        side = credit.side === "dr" ? "dr" : "cr";
      } else if (debit && debit.paise !== 0) side = "dr";
    } else {
      const amount = parseStatementAmount(cell(layout.amount));
      if (amount && amount.paise !== 0) {
        paise = Math.abs(amount.paise);
        side = layout.type === null ? (amount.paise > 0 ? "cr" : "dr") : (sideOf(cell(layout.type)) ?? amount.side);
      }
    }
    if (side === null) continue;
    if (side === "dr") {
      debits++;
      continue;
    }
    const description = cell(layout.description);
    // a dash is a bank's way of saying none
    const reference = cell(layout.reference).replace(/^-+$/, "");
    credits.push({
      row: i + 1,
      bookedOn: day,
      description,
      reference,
      utr: [...utrsIn(reference), ...utrsIn(description)][0] ?? null,
      amountPaise: paise,
    });
  }
  return {
    format: found.format,
    signature: headerSignature(found.header),
    header: found.header,
    credits,
    debits,
    from,
    to,
  };
}

/** What reading a statement gives: its transactions, the header of columns not recognised, or why it could not be read. */
export type StatementReading =
  | { kind: "not-csv" }
  | { kind: "unrecognised"; columns: string[] }
  /** The mapping names a column the header does not have. */
  | { kind: "misfit" }
  /** `mapped`: read with the mapping given (to be saved for its header). */
  | { kind: "read"; statement: ReadStatement; mapped: boolean };

/**
 * A statement read whole, from its bytes to its credits: the CSV's rows, the header (a saved mapping's, a recognised
 * bank's, else the mapping given), and the transactions under it. Plain data in and out: the CPU pool's task
 * (server/cpu-worker.ts), so that a large statement is parsed off the event loop.
 */
export function readStatement(input: {
  bytes: Uint8Array;
  saved: readonly [string, StatementLayout][];
  given?: StatementLayout | null;
}): StatementReading {
  const rows = csvRows(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength));
  if (!rows || rows.every((row) => row.every((cell) => !cell))) return { kind: "not-csv" };
  const found = findHeader(rows, new Map(input.saved), input.given ?? undefined);
  if (!found.found) return { kind: "unrecognised", columns: found.header };
  if (!layoutFits(found.layout, found.header)) return { kind: "misfit" };
  const mapped = Boolean(input.given) && found.layout === input.given;
  return { kind: "read", statement: readTransactions(rows, found), mapped };
}

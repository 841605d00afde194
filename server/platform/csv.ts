import { clubDay, clubIsoMoment } from "../../common/club-time.ts";

/**
 * Every CSV the office downloads (each office list, the audit log, the reports): RFC 4180 cells, CRLF lines, UTF-8
 * with a byte-order mark for spreadsheets, dates a spreadsheet sorts — ISO 8601, a moment in the club's time with its
 * offset (2026-11-27T02:46:40+05:30), a day as yyyy-MM-dd, never a date written out in words — and amounts a
 * spreadsheet sums: a plain number with two decimals, no currency sign, no thousands separators.
 */

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled; a cell a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a leading quote — but
 * a negative number (-1000, -12.50) is a number, not a formula, and stays one so a spreadsheet can sum it.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * A moment (a date, or its ISO text as an answer carries it) as a CSV writes it: ISO 8601 in the club's time with its
 * offset; empty when there is none.
 */
export const csvMoment = (at: Date | string | null | undefined): string =>
  at ? clubIsoMoment(typeof at === "string" ? new Date(at) : at) : "";

/** A CSV file: the header, then a line per row, with the byte-order mark spreadsheets look for. */
export const csvFile = (header: string[], rows: (string | null | undefined)[][]): string =>
  `\uFEFF${[header, ...rows].map(csvLine).join("")}`;

/**
 * A CSV file written as it is read: the byte-order mark and the header first, then the lines of each batch of rows
 * as one piece of text (a reply streams them; nothing holds the whole file).
 */
export async function* csvLines(
  header: string[],
  batches: AsyncIterable<(string | null | undefined)[][]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) yield rows.map(csvLine).join("");
}

/** An amount as a CSV writes it: a plain number with two decimals (1250000.00), no sign, no separators. */
export const csvAmount = (amount: number | null | undefined): string => (amount == null ? "" : amount.toFixed(2));

/** A column of a list's CSV: its header and its cell of an item. */
export interface CsvColumn<Item> {
  header: string;
  value: (item: Item) => string | number | null | undefined;
}

/** The items of a list, batch by batch, as a CSV file written as it is read (`csvLines`). */
export function csvTable<Item>(columns: CsvColumn<Item>[], batches: AsyncIterable<Item[]>): AsyncGenerator<string> {
  return csvLines(
    columns.map((column) => column.header),
    (async function* () {
      for await (const items of batches)
        yield items.map((item) => columns.map((column) => String(column.value(item) ?? "")));
    })(),
  );
}

/** A CSV download: its file name and its text, written as it is read. */
export interface CsvDownload {
  name: string;
  lines: AsyncIterable<string>;
}

/** A list's CSV file name: the list's name and the club's today (members-2026-11-27.csv). */
export const csvName = (list: string, now = new Date()) => `${list}-${clubDay(now)}.csv`;

/** A list's CSV download: named after the list and the club's today, its items written batch by batch. */
export const csvDownload = <Item>(
  list: string,
  columns: CsvColumn<Item>[],
  batches: AsyncIterable<Item[]>,
): CsvDownload => ({ name: csvName(list), lines: csvTable(columns, batches) });

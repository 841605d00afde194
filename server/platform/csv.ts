import { clubIsoMoment } from "../../common/club-time.ts";

/**
 * Every CSV the office downloads (the audit log, donation pledges, newsletter subscribers): RFC 4180 cells, CRLF
 * lines, UTF-8 with a byte-order mark for spreadsheets, and dates a spreadsheet sorts — ISO 8601, a moment in the
 * club's time with its offset (2026-11-27T02:46:40+05:30), a day as yyyy-MM-dd. Never a date written out in words.
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

/** A moment as a CSV writes it: ISO 8601 in the club's time with its offset; empty when there is none. */
export const csvMoment = (at: Date | null | undefined): string => (at ? clubIsoMoment(at) : "");

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

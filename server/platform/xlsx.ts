import writeXlsxFile, { type Row, type SheetData } from "write-excel-file/node";

/**
 * Every XLSX the office downloads (the reports; decision 040): one workbook of named sheets, each a header row and
 * its rows. A text is always written as text (a shared string), never as a formula, whatever it starts with; a
 * number as a number; a club day (yyyy-mm-dd) as a date shown yyyy-mm-dd, so a spreadsheet sorts and filters it.
 */

export type XlsxCellKind = "text" | "number" | "day";

export interface XlsxColumn<T> {
  header: string;
  /** Width in characters. */
  width?: number;
  kind?: XlsxCellKind;
  value: (row: T) => string | number | null | undefined;
}

export interface XlsxSheet<T> {
  /** The sheet's tab (Excel takes at most 31 characters). */
  name: string;
  columns: XlsxColumn<T>[];
  rows: Iterable<T>;
}

const DAY_FORMAT = "yyyy-mm-dd";

/** A cell as plain data (it crosses to a worker thread by structured clone): its kind and value, or null when empty. */
export type XlsxCell = { kind: XlsxCellKind | "header"; value: string | number } | null;

/** A workbook as plain data: each sheet's name, its columns' widths and its rows of cells (the header row first). */
export interface XlsxBook {
  sheets: { name: string; widths: number[]; rows: XlsxCell[][] }[];
}

/** Writes a workbook (XlsxBook: plain data) — a task of the CPU pool, server/cpu-worker.ts. */
export type XlsxWriter = (book: XlsxBook) => Promise<Uint8Array>;

function cellOf<T>(column: XlsxColumn<T>, row: T): XlsxCell {
  const value = column.value(row);
  if (value === null || value === undefined || value === "") return null;
  const kind = column.kind ?? "text";
  return { kind, value: kind === "number" ? Number(value) : String(value) };
}

/**
 * The workbook's cells, read from the sheets' rows in this thread (the columns' `value` functions cannot cross to a
 * worker); writing the file, the costly part (XML and its zip), is the worker's: `writeXlsx`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has rows of its own type
export function xlsxBook(sheets: XlsxSheet<any>[]): XlsxBook {
  return {
    sheets: sheets.map((sheet) => {
      const rows: XlsxCell[][] = [sheet.columns.map((column) => ({ kind: "header", value: column.header }))];
      for (const row of sheet.rows) rows.push(sheet.columns.map((column) => cellOf(column, row)));
      return { name: sheet.name.slice(0, 31), widths: sheet.columns.map((column) => column.width ?? 14), rows };
    }),
  };
}

function excelCell(cell: XlsxCell): Row[number] {
  if (cell === null) return null;
  switch (cell.kind) {
    case "header":
      return { type: String, value: String(cell.value), fontWeight: "bold" };
    case "number":
      return { type: Number, value: Number(cell.value) };
    case "day":
      // a club day is a calendar day: midnight UTC of it is the spreadsheet's whole day number
      return { type: Date, value: new Date(`${String(cell.value)}T00:00:00Z`), format: DAY_FORMAT };
    default:
      return { type: String, value: String(cell.value) };
  }
}

/** The .xlsx file's bytes of a workbook: the CPU pool's `xlsx` task. */
export async function writeXlsx(book: XlsxBook): Promise<Uint8Array> {
  const written = writeXlsxFile(
    book.sheets.map((sheet) => ({
      data: sheet.rows.map((row) => row.map(excelCell)) as SheetData,
      sheet: sheet.name,
      columns: sheet.widths.map((width) => ({ width })),
      stickyRowsCount: 1,
    })),
  );
  return new Uint8Array(await (written.toBuffer as () => Promise<Buffer>)());
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

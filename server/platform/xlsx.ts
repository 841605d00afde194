import type { Readable } from "node:stream";
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

function cell<T>(column: XlsxColumn<T>, row: T): Row[number] {
  const value = column.value(row);
  if (value === null || value === undefined || value === "") return null;
  switch (column.kind ?? "text") {
    case "number":
      return { type: Number, value: Number(value) };
    case "day":
      // a club day is a calendar day: midnight UTC of it is the spreadsheet's whole day number
      return { type: Date, value: new Date(`${String(value)}T00:00:00Z`), format: DAY_FORMAT };
    default:
      return { type: String, value: String(value) };
  }
}

function sheetData<T>(sheet: XlsxSheet<T>): SheetData {
  const data: SheetData = [sheet.columns.map((column) => ({ type: String, value: column.header, fontWeight: "bold" }))];
  for (const row of sheet.rows) data.push(sheet.columns.map((column) => cell(column, row)));
  return data;
}

/** A workbook of the sheets, as a stream of the .xlsx file's bytes (the reply pipes it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has rows of its own type
export async function xlsxFile(sheets: XlsxSheet<any>[]): Promise<Readable> {
  const written = writeXlsxFile(
    sheets.map((sheet) => ({
      data: sheetData(sheet),
      sheet: sheet.name.slice(0, 31),
      columns: sheet.columns.map((column) => ({ width: column.width ?? 14 })),
      stickyRowsCount: 1,
    })),
  );
  return (written.toStream as () => Promise<Readable>)();
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

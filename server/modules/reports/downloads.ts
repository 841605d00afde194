import { Readable } from "node:stream";
import type { Db } from "../../db/open.ts";
import type { XlsxBook, XlsxWriter } from "../../platform/xlsx.ts";

/** What the reports' downloads use: the database, and the CPU pool's writer of workbooks. */
export interface ReportDeps {
  db: Db;
  writeXlsx: XlsxWriter;
}

/**
 * An XLSX download's body: the workbook written off the event loop (the CPU pool's `xlsx` task; decision 027) —
 * at ten times the club's data a year's occupancy or collections takes the writer several hundred milliseconds,
 * which every other request would otherwise wait for.
 */
export async function xlsxBody(writeXlsx: XlsxWriter, book: XlsxBook): Promise<Readable> {
  return Readable.from([Buffer.from(await writeXlsx(book))]);
}

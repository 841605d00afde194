import type { CpuWorkerTasks } from "../../cpu-worker.ts";
import type { Db } from "../../db/open.ts";
import type { CpuPool } from "../../platform/cpu-pool.ts";
import { withDeps } from "../../platform/with-deps.ts";
import type { XlsxBook } from "../../platform/xlsx.ts";
import { collectionsDownload, collectionsReport } from "./collections.ts";
import { housekeepingSheet, occupancyDownload, occupancyReport } from "./occupancy.ts";
import { overdueInstalments, receivablesDownload, receivablesReport } from "./receivables.ts";

/**
 * The office's reports: receivables by age, a month's occupancy and a day's housekeeping sheet, and the money
 * collected in a period, with their downloads.
 */
export function createReportsService(deps: { db: Db; cpu: CpuPool<CpuWorkerTasks> }) {
  const downloads = { db: deps.db, writeXlsx: (book: XlsxBook) => deps.cpu.run("xlsx", book) };
  return {
    receivables: withDeps(deps.db, receivablesReport),
    receivablesDownload: withDeps(downloads, receivablesDownload),
    overdueInstalments: withDeps(deps.db, overdueInstalments),
    occupancy: withDeps(deps.db, occupancyReport),
    occupancyDownload: withDeps(downloads, occupancyDownload),
    housekeeping: withDeps(deps.db, housekeepingSheet),
    collections: withDeps(deps.db, collectionsReport),
    collectionsDownload: withDeps(downloads, collectionsDownload),
  };
}

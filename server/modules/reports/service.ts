import type { Db } from "../../db/open.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { collectionsDownload, collectionsReport } from "./collections.ts";
import { housekeepingSheet, occupancyDownload, occupancyReport } from "./occupancy.ts";
import { overdueInstalments, receivablesDownload, receivablesReport } from "./receivables.ts";

/**
 * The office's reports: receivables by age, a month's occupancy and a day's housekeeping sheet, and the money
 * collected in a period, with their downloads.
 */
export function createReportsService(deps: { db: Db }) {
  return {
    receivables: withDeps(deps.db, receivablesReport),
    receivablesDownload: withDeps(deps.db, receivablesDownload),
    overdueInstalments: withDeps(deps.db, overdueInstalments),
    occupancy: withDeps(deps.db, occupancyReport),
    occupancyDownload: withDeps(deps.db, occupancyDownload),
    housekeeping: withDeps(deps.db, housekeepingSheet),
    collections: withDeps(deps.db, collectionsReport),
    collectionsDownload: withDeps(deps.db, collectionsDownload),
  };
}

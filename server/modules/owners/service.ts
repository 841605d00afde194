import type { Language } from "../../../common/language.ts";
import type { MaintenanceBillsQuery, MaintenanceSettingsInput } from "../../../common/maintenance.ts";
import type { TransferDetails } from "../../../common/payment-instructions.ts";
import type { AuditActor } from "../audit/service.ts";
import type { InvoiceSealDeps } from "../verification/invoices.ts";
import {
  billVilla,
  duesStanding,
  memberDuesInvoice,
  rejectDuesReceipt,
  runDuesJob,
  submitDuesReceipt,
  verifyDuesReceipt,
  type DuesDeps,
} from "./dues.ts";
import { listDuesBills } from "./office.ts";
import { ownerVillas } from "./ownership.ts";
import { duesSettingsRecord, saveDuesSettings } from "./settings.ts";

/**
 * Villa owners (decision 056): who owns a villa (`ownerVillas`) and where an owner stands with the villas' yearly
 * maintenance dues (`duesStanding`: "overdue" holds owner stays and payouts, which call it); the dues' settings, the
 * yearly billing with its late fees and reminders (a daily job), a transfer's receipt and accounts' decision on it.
 * Paid online through the `maintenance` Razorpay purpose (payments/razorpay-purposes.ts).
 */
export { ownerVillas } from "./ownership.ts";
export { duesStanding } from "./dues.ts";

export function createOwnersService(deps: DuesDeps & InvoiceSealDeps) {
  return {
    ownerVillas: (userId: string) => ownerVillas(deps.db, userId),
    duesStanding: (userId: string, options?: { today?: string; language?: Language }) =>
      duesStanding(deps.db, userId, options),
    settings: () => duesSettingsRecord(deps.db),
    saveSettings: (actor: AuditActor, input: MaintenanceSettingsInput) => saveDuesSettings(deps.db, actor, input),
    /** The daily job's work on a club day (jobs/service.ts runs it once a day). */
    runDues: (day: string, now?: Date) => runDuesJob(deps, day, now),
    billVilla: (input: Parameters<typeof billVilla>[1]) => billVilla(deps, input),
    submitReceipt: (
      actor: { userId: string; ip?: string | null },
      billId: string,
      input: { receiptUrl: string; transfer?: TransferDetails },
    ) => submitDuesReceipt(deps, actor, billId, input),
    invoice: (userId: string, billId: string, lateFee = false) => memberDuesInvoice(deps, userId, billId, lateFee),
    bills: (query: MaintenanceBillsQuery) => listDuesBills(deps.db, query),
    verify: (actor: AuditActor, billId: string) => verifyDuesReceipt(deps, actor, billId),
    reject: (actor: AuditActor, billId: string, reason: string) => rejectDuesReceipt(deps, actor, billId, reason),
  };
}

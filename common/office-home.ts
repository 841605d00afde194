import type { OfficeArea } from "./office-access.ts";

/**
 * The office home's queues: what waits for the office, each count leading to the list where
 * staff act on it, shown to the roles of the office area it belongs to (OFFICE_ACCESS; an administrator sees all). The server counts them
 * (server/modules/office-home); the pages they lead to are the office's sections.
 */
export const OFFICE_QUEUES = [
  { key: "receipts", label: "Receipts awaiting verification", to: "/admin/payments?status=awaiting", area: "receipts" },
  {
    key: "memberships",
    label: "Membership receipts to verify",
    to: "/admin/memberships?status=under-review",
    area: "memberships",
  },
  {
    key: "donationTransfers",
    label: "Gifts by transfer to verify",
    to: "/admin/donations/transfers",
    area: "donationTransfers",
  },
  {
    key: "agreements",
    label: "Agreements awaiting the club's signature",
    to: "/admin/agreements?status=awaiting",
    area: "agreements",
  },
  {
    key: "documents",
    label: "Identity documents to check",
    to: "/admin/identity-documents",
    area: "identityDocuments",
  },
  // unpaid instalments past their due date, with how much they come to: the receivables lead on
  { key: "overdue", label: "Instalments overdue", to: "/admin/reports/receivables", area: "reports" },
  { key: "claims", label: "Claims to decide", to: "/admin/claims?review=open", area: "claims" },
  { key: "payouts", label: "Claim payouts to record", to: "/admin/claims?review=approved", area: "claimPayouts" },
  { key: "refunds", label: "Refunds to pay by bank", to: "/admin/refunds?status=owed", area: "refunds" },
  // owners' shares of their villas' rental stays, stated monthly and not yet paid (decision 060), with what they come to
  {
    key: "ownerPayouts",
    label: "Owner payouts to record",
    to: "/admin/owner-payouts?status=due",
    area: "ownerPayouts",
  },
  { key: "transfers", label: "Transfer requests open", to: "/admin/transfers?status=submitted", area: "transfers" },
  { key: "conveyance", label: "Conveyance requests open", to: "/admin/conveyance?status=open", area: "conveyance" },
  { key: "arrivingToday", label: "Stays arriving today", to: "/admin/stays?arriving=today", area: "stays" },
  { key: "arrivingWeek", label: "Stays arriving this week", to: "/admin/stays?arriving=week", area: "stays" },
  // nights of a villa's outside calendar that a stay booked here holds (decision 054)
  { key: "calendarConflicts", label: "Calendar conflicts to resolve", to: "/admin/stays/conflicts", area: "stays" },
  // the programme's sessions on the club's today, with their attendance so far (checked in of the tickets expected)
  { key: "programmeToday", label: "Programme sessions today", to: "/admin/programme", area: "programmeAttendees" },
] as const satisfies readonly { key: string; label: string; to: string; area: OfficeArea }[];

export type OfficeQueueKey = (typeof OFFICE_QUEUES)[number]["key"];

/** A queue's count as the office home shows it. */
export interface OfficeQueueCount {
  key: OfficeQueueKey;
  label: string;
  to: string;
  count: number;
  /** What the counted items come to in rupees, for the queues of money owed (the overdue instalments, owner payouts). */
  amount?: number;
  /** Today's sessions' attendance: the tickets checked in so far, of those expected (every session's tickets). */
  attendance?: { checked_in: number; expected: number };
}

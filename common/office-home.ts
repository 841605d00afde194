import type { StaffRole } from "./auth-limits.ts";

/**
 * The office home's queues (issue 15 point 2): what waits for the office, each count leading to the list where
 * staff act on it, shown to the roles that act on it (an administrator sees all). The server counts them
 * (server/modules/office-home); the pages they lead to are the office's sections.
 */
export const OFFICE_QUEUES = [
  { key: "receipts", label: "Receipts awaiting verification", to: "/admin/payments?status=awaiting", roles: ["accounts"] },
  { key: "memberships", label: "Membership receipts to verify", to: "/admin/memberships?status=under-review", roles: ["accounts"] },
  { key: "agreements", label: "Agreements awaiting the club's signature", to: "/admin/agreements?status=awaiting", roles: [] },
  { key: "documents", label: "Identity documents to check", to: "/admin/identity-documents", roles: ["front-office"] },
  { key: "claims", label: "Claims to decide", to: "/admin/claims?review=open", roles: ["accounts", "front-office"] },
  { key: "payouts", label: "Claim payouts to record", to: "/admin/claims?review=approved", roles: ["accounts"] },
  { key: "transfers", label: "Transfer requests open", to: "/admin/transfers?status=submitted", roles: ["front-office"] },
  { key: "conveyance", label: "Conveyance requests open", to: "/admin/conveyance?status=open", roles: ["front-office"] },
  { key: "arrivingToday", label: "Stays arriving today", to: "/admin/stays?arriving=today", roles: ["front-office"] },
  { key: "arrivingWeek", label: "Stays arriving this week", to: "/admin/stays?arriving=week", roles: ["front-office"] },
] as const satisfies readonly { key: string; label: string; to: string; roles: readonly StaffRole[] }[];

export type OfficeQueueKey = (typeof OFFICE_QUEUES)[number]["key"];

/** A queue's count as the office home shows it. */
export interface OfficeQueueCount {
  key: OfficeQueueKey;
  label: string;
  to: string;
  count: number;
}

import type { StaffRole } from "./auth-limits.ts";

/**
 * The club office at /admin (issue 15): its sections and the staff roles each is for (an administrator sees all).
 * The server checks the same roles on every office page and endpoint.
 */
export const OFFICE_SECTIONS = [
  { path: "/admin", label: "Office home", roles: ["accounts", "front-office", "content"] },
  { path: "/admin/members", label: "Members", roles: ["accounts", "front-office"] },
  { path: "/admin/audit", label: "Audit log", roles: ["accounts", "front-office"] },
  { path: "/admin/staff", label: "Staff", roles: [] },
] as const satisfies readonly { path: string; label: string; roles: readonly StaffRole[] }[];

export type OfficeSection = (typeof OFFICE_SECTIONS)[number];

/** The label of each staff role, as the office shows it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  accounts: "Accounts",
  "front-office": "Front office",
  content: "Content",
};

export const officeMessages = {
  staffOnly: "This page is for the club office's staff.",
  roleNotAllowed: "Your role in the club office does not open this page.",
} as const;

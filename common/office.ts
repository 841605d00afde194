import { roleAllows, type StaffRole } from "./auth-limits.ts";

/** The office's side navigation groups its sections by the work they are for, in this order. */
export const OFFICE_GROUPS = ["Money", "Members", "Stays", "Content", "Admin"] as const;
export type OfficeGroup = (typeof OFFICE_GROUPS)[number];

/**
 * The club office at /admin (issue 15): its sections, the group of work each belongs to (the office home stands
 * above the groups) and the staff roles each is for (an administrator sees all).
 * The server checks the same roles on every office page and endpoint.
 */
export const OFFICE_SECTIONS = [
  { path: "/admin", label: "Office home", group: null, roles: ["accounts", "front-office", "content"] },
  { path: "/admin/members", label: "Members", group: "Members", roles: ["accounts", "front-office"] },
  { path: "/admin/identity-documents", label: "Identity documents", group: "Members", roles: ["front-office"] },
  { path: "/admin/payments", label: "Receipts", group: "Money", roles: ["accounts"] },
  { path: "/admin/memberships", label: "Memberships", group: "Money", roles: ["accounts"] },
  // issue 18: the club's countersignature of members' agreements, an administrator's alone
  { path: "/admin/agreements", label: "Agreements", group: "Members", roles: [] },
  { path: "/admin/claims", label: "Claims", group: "Money", roles: ["accounts", "front-office"] },
  { path: "/admin/transfers", label: "Transfers", group: "Members", roles: ["front-office"] },
  { path: "/admin/conveyance", label: "Conveyance", group: "Members", roles: ["front-office"] },
  { path: "/admin/stays", label: "Stays", group: "Stays", roles: ["front-office"] },
  { path: "/admin/coupons", label: "Coupons", group: "Stays", roles: ["front-office", "accounts"] },
  { path: "/admin/catalogue", label: "Catalogue", group: "Content", roles: ["content"] },
  { path: "/cloudinary/upload", label: "Media library", group: "Content", roles: ["content"] },
  { path: "/admin/enquiries", label: "Questions", group: "Members", roles: ["front-office"] },
  { path: "/admin/donors", label: "Donors", group: "Money", roles: ["accounts"] },
  { path: "/admin/subscribers", label: "Subscribers", group: "Content", roles: ["front-office"] },
  { path: "/admin/audit", label: "Audit log", group: "Admin", roles: ["accounts", "front-office"] },
  { path: "/admin/staff", label: "Staff", group: "Admin", roles: [] },
] as const satisfies readonly { path: string; label: string; group: OfficeGroup | null; roles: readonly StaffRole[] }[];

export type OfficeSection = (typeof OFFICE_SECTIONS)[number];

/** The sections a staff role opens: the one rule of the office's navigation and its home's cards. */
export const officeSectionsFor = (role: StaffRole): OfficeSection[] => OFFICE_SECTIONS.filter((section) => roleAllows(role, section.roles));

/** Where staff land after signing in (unless a `redirect` parameter names another page). */
export const OFFICE_HOME = "/admin";

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

/**
 * The demo office: one account per staff role, seeded with the demo data on an empty database (never with
 * SEED_DEMO=false), printed by the first start and written in the README. Demo data only: a real club creates
 * its administrator with `npm run admin:create` and invites its staff.
 */
export const DEMO_OFFICE_PASSWORD = "Office-demo-2026!";
export const DEMO_OFFICE_ACCOUNTS = [
  { role: "admin", name: "Anand Rao", email: "admin@office.vedanta-club.example" },
  { role: "accounts", name: "Kavita Iyer", email: "accounts@office.vedanta-club.example" },
  { role: "front-office", name: "Rohan Mehta", email: "front-office@office.vedanta-club.example" },
  { role: "content", name: "Sara Dsouza", email: "content@office.vedanta-club.example" },
] as const satisfies readonly { role: StaffRole; name: string; email: string }[];

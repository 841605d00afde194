import type { StaffRole } from "./auth-limits.ts";
import { mayOffice, type OfficeArea } from "./office-access.ts";

/** The office's side navigation groups its sections by the work they are for, in this order. */
export const OFFICE_GROUPS = ["Money", "Members", "Stays", "Content", "Admin"] as const;
export type OfficeGroup = (typeof OFFICE_GROUPS)[number];

/**
 * The club office at /admin: its sections, the group of work each belongs to (the office home stands
 * above the groups) and the area of work it opens: the roles that see it are that area's in OFFICE_ACCESS
 * (common/office-access.ts), which the server checks on every office page and endpoint.
 */
export const OFFICE_SECTIONS = [
  { path: "/admin", label: "Office home", group: null, area: "home" },
  { path: "/admin/members", label: "Members", group: "Members", area: "members" },
  { path: "/admin/identity-documents", label: "Identity documents", group: "Members", area: "identityDocuments" },
  { path: "/admin/payments", label: "Receipts", group: "Money", area: "receipts" },
  { path: "/admin/memberships", label: "Memberships", group: "Money", area: "memberships" },
  { path: "/admin/refunds", label: "Refunds", group: "Money", area: "refunds" },
  { path: "/admin/owner-payouts", label: "Owner payouts", group: "Money", area: "ownerPayouts" },
  { path: "/admin/agreements", label: "Agreements", group: "Members", area: "agreements" },
  { path: "/admin/claims", label: "Claims", group: "Money", area: "claims" },
  { path: "/admin/reports", label: "Reports", group: "Money", area: "reports" },
  { path: "/admin/transfers", label: "Transfers", group: "Members", area: "transfers" },
  { path: "/admin/conveyance", label: "Conveyance", group: "Members", area: "conveyance" },
  { path: "/admin/stays", label: "Stays", group: "Stays", area: "stays" },
  { path: "/admin/reviews", label: "Reviews", group: "Stays", area: "reviews" },
  { path: "/admin/coupons", label: "Coupons", group: "Stays", area: "coupons" },
  { path: "/admin/rates", label: "Rates", group: "Stays", area: "rates" },
  { path: "/admin/check-in", label: "Programme check-in", group: "Stays", area: "programmeCheckIn" },
  { path: "/admin/catalogue", label: "Catalogue", group: "Content", area: "catalogue" },
  { path: "/cloudinary/upload", label: "Media library", group: "Content", area: "media" },
  { path: "/admin/programme", label: "Programme", group: "Content", area: "programme" },
  { path: "/admin/enquiries", label: "Questions", group: "Members", area: "enquiries" },
  { path: "/admin/donors", label: "Donors", group: "Money", area: "donors" },
  { path: "/admin/donations/transfers", label: "Gifts by transfer", group: "Money", area: "donationTransfers" },
  { path: "/admin/maintenance", label: "Maintenance dues", group: "Money", area: "maintenance" },
  { path: "/admin/tax-settings", label: "Tax settings", group: "Money", area: "taxSettings" },
  { path: "/admin/subscribers", label: "Subscribers", group: "Content", area: "subscribers" },
  { path: "/admin/trust", label: "Trust documents", group: "Content", area: "trust" },
  { path: "/admin/audit", label: "Audit log", group: "Admin", area: "audit" },
  { path: "/admin/staff", label: "Staff", group: "Admin", area: "staff" },
  { path: "/admin/jobs", label: "Jobs", group: "Admin", area: "jobs" },
  { path: "/admin/settings", label: "Club settings", group: "Admin", area: "settings" },
] as const satisfies readonly { path: string; label: string; group: OfficeGroup | null; area: OfficeArea }[];

export type OfficeSection = (typeof OFFICE_SECTIONS)[number];

/** The sections a staff role opens: the one rule of the office's navigation and its home's cards. */
export const officeSectionsFor = (role: StaffRole): OfficeSection[] =>
  OFFICE_SECTIONS.filter((section) => mayOffice(role, section.area));

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

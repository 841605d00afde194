import { roleAllows, type StaffRole } from "./auth-limits.ts";

/**
 * Who may do what in the club office: each area of work and the staff roles that may use it (an administrator
 * may use every area, so an area for administrators alone lists no role). This is the one table: the office's
 * navigation (OFFICE_SECTIONS), its home's counts (OFFICE_QUEUES), the staff notices, every page loader and
 * action, and every API guard (`requireOffice(area)`) read their roles from here.
 */
export const OFFICE_ACCESS = {
  /** The office home and its frame: every staff role. */
  home: ["accounts", "front-office", "content"],
  /** The member search and a member's record. */
  members: ["accounts", "front-office"],
  /** The review of members' identity documents. */
  identityDocuments: ["front-office"],
  /** The receipts of instalments: verify or reject, cancel or restart a plan. */
  receipts: ["accounts"],
  /** Full Membership receipts to verify. */
  memberships: ["accounts"],
  /** Bank reconciliation: the club's bank statements uploaded, their credits matched to receipts, verified together. */
  reconciliation: ["accounts"],
  /** Money the club owes back: refunds owed and paid, duplicate payments, credit notes. */
  refunds: ["accounts"],
  /** The club's countersignature of members' agreements: administrators alone. */
  agreements: [],
  /** The claims queue: approve or refuse a claimed month. */
  claims: ["accounts", "front-office"],
  /** The owners' rental payouts (monthly rental statements) and the rental programme's share and TDS rate. */
  ownerPayouts: ["accounts"],
  /** Recording a claim's payout. */
  claimPayouts: ["accounts"],
  /** Setting a member's eligible claim months. */
  claimMonths: ["front-office"],
  /** Transfer requests: approve or refuse. */
  transfers: ["front-office"],
  /** Conveyance requests: confirm, propose another Tuesday, mark done. */
  conveyance: ["front-office"],
  /** The stays desk, its calendar, blocks and phone bookings. */
  stays: ["front-office"],
  /** Rate periods: a kind of home's or a villa's nightly and weekend prices, minimum stays, closed-to-arrival days. */
  rates: ["front-office", "content"],
  /** Guests' reviews of their stays: published or hidden (with a reason), and the club's public reply. */
  reviews: ["front-office"],
  /** The stay coupons. */
  coupons: ["front-office", "accounts"],
  /** The catalogue: kinds of home, villas, blocks, option lists and their images. */
  catalogue: ["content"],
  /** The media library. */
  media: ["content"],
  /** Visitors' questions. */
  enquiries: ["front-office"],
  /** Donation pledges. */
  donors: ["accounts"],
  /** Gifts by bank transfer or UPI to verify (or reject) once the money is on the club's statement. */
  donationTransfers: ["accounts"],
  /** Newsletter subscribers. */
  subscribers: ["front-office"],
  /** The audit log and its CSV. */
  audit: ["accounts", "front-office"],
  /** The office's staff, invitations and roles: administrators alone. */
  staff: [],
  /** The job queue: failed, pending and done jobs, a failed one run again: administrators alone. */
  jobs: [],
  /** The club's settings (the Trust's legal identity, bank account, UPI id, 12A/80G): administrators alone. */
  settings: [],
  /**
   * Villa maintenance dues: each kind of home's yearly charge, the billing date, grace days and late fee; the bills and
   * their transfer receipts to verify.
   */
  maintenance: ["accounts"],
  /**
   * Owner stays' settings (decision 059): the owner nights a year, the owners' booking window, the peak nights a year
   * and the housekeeping fee a stay; the owner stays to come.
   */
  ownerStays: ["accounts", "front-office"],
  /** GST: each kind of supply's SAC, description and rate, as invoices charge it. */
  taxSettings: ["accounts"],
  /** The programme: events, retreats and courses (create, edit, publish) and the list of items with seats taken. */
  programme: ["content"],
  /** Programme check-in: a ticket checked in at a session, and a session's attendees with their check-in state. */
  programmeCheckIn: ["front-office"],
  /**
   * A programme item's attendees: their CSV, a message to a session's attendees, and the office home's count of
   * today's sessions and their attendance — the front office at the door and content staff who run the programme.
   */
  programmeAttendees: ["front-office", "content"],
  /** The Trust's documents published on /why-trust-us. */
  trust: ["content"],
  /** The office's reports (receivables, occupancy and its housekeeping sheet) and their CSV and XLSX. */
  reports: ["accounts"],
  /**
   * Staff notes on a member, a stay or an enquiry: the roles that open one of those records; each note is shown to
   * and added by the roles of its record's own area (members, stays, enquiries).
   */
  notes: ["accounts", "front-office"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type OfficeArea = keyof typeof OFFICE_ACCESS;

/** Whether a user of `role` may use an area of the office (an administrator always). */
export const mayOffice = (role: string, area: OfficeArea): boolean => roleAllows(role, OFFICE_ACCESS[area]);

/**
 * The numbers of sign-up, sign-in and password reset (spec member-side §9: "OTP 4 digits",
 * "Remember-me token cookie lasts 7 days, otherwise session"; ARCHITECTURE.md "Security model").
 */
export const OTP_LENGTH = 4;
export const OTP_VALID_MINUTES = 10;
/** Wrong tries after which a code is void. */
export const CODE_MAX_ATTEMPTS = 5;
/** A new code for the same address at most once per this many seconds. */
export const CODE_RESEND_SECONDS = 60;

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_VALID_MINUTES = 15;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;

/** Lifetime of a session with remember-me (the cookie keeps it as long). */
export const REMEMBER_ME_DAYS = 7;
/** Lifetime of a session without remember-me (the cookie is a browser-session cookie). */
export const SESSION_HOURS = 12;

/** Failed sign-ins allowed per client address in one window; a success does not count (docs/decisions/020). */
export const SIGN_IN_ATTEMPTS = 10;
/** Failed sign-ins allowed per account, from all addresses together, in one window (docs/decisions/009). */
export const SIGN_IN_ACCOUNT_FAILURES = 100;
export const SIGN_IN_WINDOW_MINUTES = 15;

/**
 * Who an account is: a member, or one of the club office's staff: `admin` (everything, manages
 * staff), `accounts` (money: receipts, invoices, plans, claims payouts), `front-office` (members,
 * applications, requests, stays) and `content` (catalogue and media).
 */
export const ROLES = ["member", "admin", "accounts", "front-office", "content"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["admin", "accounts", "front-office", "content"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);
/** Whether an account of `role` may act where `allowed` may: an administrator may act everywhere. */
export const roleAllows = (role: string, allowed: readonly StaffRole[]) =>
  role === "admin" || (allowed as readonly string[]).includes(role);
/** Hours a staff invitation's link stays valid. */
export const STAFF_INVITE_HOURS = 72;

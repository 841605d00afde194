import { z } from "./zod.ts";
import { MAX_NAME_LENGTH, STAFF_ROLES } from "./auth-limits.ts";
import { authMessages } from "./auth-messages.ts";
import { emailField, formText, newPasswordField } from "./auth-schemas.ts";
import { listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

/** The office's staff management: its messages, said once for the API and the pages. */
export const staffMessages = {
  list: "Staff accounts",
  invited: "Invitation sent.",
  resent: "A new invitation will be e-mailed.",
  notInvited: "This account has no invitation waiting: it is active or disabled.",
  roleChanged: "Role changed.",
  disabled: "Account disabled. Its sessions have ended.",
  enabled: "Account enabled.",
  roleRequired: "Choose a role.",
  nameRequired: "Enter the staff member's full name.",
  nameTooLong: `The name can be at most ${MAX_NAME_LENGTH} characters long.`,
  notSelf: "You cannot disable or demote your own account.",
  emailTaken: "An account with this e-mail address already exists.",
  notFound: "No staff account was found.",
  inviteInvalid: "This invitation link is not valid.",
  inviteUsed: "This invitation link has already been used. Sign in with your e-mail and password.",
  inviteExpired: "This invitation link has expired. Ask a club administrator for a new one.",
  inviteAccepted: "Welcome to the club office.",
  mailFailed: authMessages.mailFailed,
} as const;

export const staffRoleField = z.enum(STAFF_ROLES, { error: staffMessages.roleRequired });

/** An administrator invites a staff member by e-mail with a role. */
export const staffInviteInput = z.object({
  email: emailField,
  name: text("the name", { error: staffMessages.nameRequired })
    .trim()
    .min(1, staffMessages.nameRequired)
    .max(MAX_NAME_LENGTH, staffMessages.nameTooLong),
  role: staffRoleField,
});
export type StaffInviteInput = z.infer<typeof staffInviteInput>;

/** A staff member's new role. */
export const staffRoleInput = z.object({ role: staffRoleField });

/** The invitation's page: the new password (the sign-up rule). */
export const staffInviteAcceptInput = z.object({ password: newPasswordField });

/** The invitation form's fields, as the page and the action read them (what was typed is kept after a refusal). */
export function staffInviteFormInput(form: FormData) {
  return { email: formText(form, "email"), name: formText(form, "name"), role: formText(form, "role") };
}

/** The invitation page's password. */
export const staffInviteAcceptFormInput = (form: FormData) => ({ password: formText(form, "password") });

export const STAFF_STATUSES = ["active", "invited", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  active: "Active",
  invited: "Invited",
  disabled: "Disabled",
};

export const staffRecord = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  created_at: z.string(),
});
export type StaffRecord = z.infer<typeof staffRecord>;

/** GET /api/admin/staff.csv (and the staff page's GET form): the search and filters; one not known means "any". */
export const staffQuery = z.object({
  q: listSearch,
  role: z.enum(STAFF_ROLES).optional().catch(undefined),
  status: z.enum(STAFF_STATUSES).optional().catch(undefined),
});
export type StaffQuery = z.infer<typeof staffQuery>;

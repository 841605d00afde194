import { STAFF_INVITE_HOURS, type StaffRole } from "../../../common/auth-limits.ts";
import { ROLE_LABELS } from "../../../common/office.ts";
import { CLUB, CLUB_SIGNATURE, escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";

/** The invitation to the club office: a one-time link to set a password, in the shared mail layout. */
export function staffInviteMail(input: {
  to: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  publicUrl: string;
}): QueuedMail {
  const role = ROLE_LABELS[input.role];
  const lead = `${input.invitedBy} has invited you to the ${CLUB} office as ${role}. Open this link to choose your password and sign in:`;
  const validity = `The link is valid for ${STAFF_INVITE_HOURS} hours and can be used once.`;
  const ignore = "If you did not expect this invitation, you can ignore this e-mail.";
  const text = [
    `Namaste ${input.name},`,
    "",
    lead,
    "",
    `    ${input.link}`,
    "",
    validity,
    ignore,
    "",
    CLUB_SIGNATURE,
    input.publicUrl,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">Namaste ${escapeHtml(input.name)},</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>
    <p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1d3b2c;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;text-decoration:none">Set your password</a></p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5;word-break:break-all">${escapeHtml(input.link)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;line-height:1.5">${escapeHtml(ignore)}</p>`,
    { publicUrl: input.publicUrl },
  );
  return {
    to: input.to,
    subject: `Your invitation to the ${CLUB} office`,
    text,
    html,
    summary: `staff invitation ${input.link}`,
  };
}

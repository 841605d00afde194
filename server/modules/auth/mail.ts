import { OTP_VALID_MINUTES, RESET_CODE_VALID_MINUTES } from "../../../common/auth-limits.ts";
import { CLUB, CLUB_SIGNATURE, escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";

/** A plain mail with one code in it, as text and as simple HTML (inline styles: mail clients drop <style>). */
function codeMail(input: {
  to: string;
  subject: string;
  lead: string;
  code: string;
  validity: string;
  ignore: string;
  publicUrl: string;
  summary: string;
}): QueuedMail {
  const text = [
    "Namaste,",
    "",
    input.lead,
    "",
    `    ${input.code}`,
    "",
    input.validity,
    input.ignore,
    "",
    CLUB_SIGNATURE,
    input.publicUrl,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">Namaste,</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(input.lead)}</p>
    <p style="margin:0 0 24px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#1d3b2c">${escapeHtml(input.code)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(input.validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;line-height:1.5">${escapeHtml(input.ignore)}</p>`,
    { publicUrl: input.publicUrl },
  );
  return { to: input.to, subject: input.subject, text, html, summary: input.summary };
}

/** The sign-up OTP, 4 digits (spec: member-side, "OTP 4 digits"). */
export function registrationOtpMail(to: string, code: string, publicUrl: string): QueuedMail {
  return codeMail({
    to,
    subject: `Your ${CLUB} sign-up code`,
    lead: `Here is the one-time code (OTP) to create your ${CLUB} account. Enter it on the sign-up page:`,
    code,
    validity: `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`,
    ignore: "If you did not ask to join the club, you can ignore this e-mail: no account is created without the code.",
    publicUrl,
    summary: `sign-up OTP ${code}`,
  });
}

/** The password reset code. */
export function passwordResetMail(to: string, code: string, publicUrl: string): QueuedMail {
  return codeMail({
    to,
    subject: `Reset your ${CLUB} password`,
    lead: "Here is the code to choose a new password for your club account. Enter it on the password reset page:",
    code,
    validity: `It is valid for ${RESET_CODE_VALID_MINUTES} minutes and can be used once. Setting a new password signs you out everywhere.`,
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    publicUrl,
    summary: `password reset code ${code}`,
  });
}

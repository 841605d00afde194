import { OTP_VALID_MINUTES } from "../../../common/auth-limits.ts";
import { CLUB, CLUB_SIGNATURE, escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";

/** The OTP that verifies a conveyance request: 4 digits, e-mailed to the member. */
export function conveyanceOtpMail(input: {
  to: string;
  name: string;
  code: string;
  villa: string;
  publicUrl: string;
}): QueuedMail {
  const lead =
    "Here is the one-time code (OTP) to confirm your conveyance request. Enter it in the Conveyance section of your member portal:";
  const validity = `The request is for ${input.villa}. The code is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`;
  const ignore =
    "If you did not ask for a conveyance, please ignore this e-mail and tell us: nothing is requested without the code.";
  const text = [
    `Namaste ${input.name},`,
    "",
    lead,
    "",
    `    ${input.code}`,
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
    <p style="margin:0 0 24px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#1d3b2c">${escapeHtml(input.code)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;line-height:1.5">${escapeHtml(ignore)}</p>`,
    { publicUrl: input.publicUrl },
  );
  return { to: input.to, subject: `Your ${CLUB} conveyance code`, text, html, summary: `conveyance OTP ${input.code}` };
}

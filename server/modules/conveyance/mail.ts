import { OTP_VALID_MINUTES } from "../../../common/auth-limits.ts";
import type { MailMessage } from "../../platform/mailer.ts";

const CLUB = "Vedanta Wellness Club";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The OTP that verifies a conveyance request (spec member-side §2 "Conveyance": Verification, 4 digits). */
export function conveyanceOtpMail(input: { to: string; name: string; code: string; villa: string; publicUrl: string }): MailMessage {
  const lead = "Here is the one-time code (OTP) to confirm your conveyance request. Enter it in the Conveyance section of your member portal:";
  const validity = `The request is for ${input.villa}. The code is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`;
  const ignore = "If you did not ask for a conveyance, please ignore this e-mail and tell us: nothing is requested without the code.";
  const text = [`Namaste ${input.name},`, "", lead, "", `    ${input.code}`, "", validity, ignore, "", `${CLUB} · Solan · Rishikesh · Amarkantak`, input.publicUrl, ""].join("\n");
  const url = escapeHtml(input.publicUrl);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#faf6ee;font-family:Georgia,'Times New Roman',serif;color:#1f2a24">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Namaste ${escapeHtml(input.name)},</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>
    <p style="margin:0 0 24px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#1d3b2c">${escapeHtml(input.code)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;line-height:1.5">${escapeHtml(ignore)}</p>
    <p style="margin:0;font-size:13px;color:#4b5a52">${CLUB} · Solan · Rishikesh · Amarkantak<br><a href="${url}" style="color:#1d3b2c">${url}</a></p>
  </div>
</body>
</html>
`;
  return { to: input.to, subject: `Your ${CLUB} conveyance code`, text, html, summary: `conveyance OTP ${input.code}` };
}

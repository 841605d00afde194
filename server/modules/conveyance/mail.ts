import type { Language } from "../../../common/language.ts";
import { escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";
import { LAYOUT_TEXT } from "../../platform/mail-text.ts";
import { CONVEYANCE_MAIL_TEXT } from "./mail-text.ts";

/** The OTP that verifies a conveyance request: 4 digits, e-mailed to the member in their language. */
export function conveyanceOtpMail(input: {
  to: string;
  name: string;
  code: string;
  villa: { name: string; number: string | null };
  publicUrl: string;
  language: Language;
}): QueuedMail {
  const words = CONVEYANCE_MAIL_TEXT[input.language].otp;
  const layout = LAYOUT_TEXT[input.language];
  const validity = words.validity(input.villa);
  const text = [
    layout.greet(input.name),
    "",
    words.lead,
    "",
    `    ${input.code}`,
    "",
    validity,
    words.ignore,
    "",
    layout.signature,
    input.publicUrl,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(layout.greet(input.name))}</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(words.lead)}</p>
    <p style="margin:0 0 24px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#1d3b2c">${escapeHtml(input.code)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;line-height:1.5">${escapeHtml(words.ignore)}</p>`,
    { publicUrl: input.publicUrl, language: input.language },
  );
  return { to: input.to, subject: words.subject, text, html, summary: `conveyance OTP ${input.code}` };
}

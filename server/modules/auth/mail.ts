import type { Language } from "../../../common/language.ts";
import { escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";
import { LAYOUT_TEXT } from "../../platform/mail-text.ts";
import { AUTH_MAIL_TEXT } from "./mail-text.ts";

/** A plain mail with one code in it, as text and as simple HTML (inline styles: mail clients drop <style>). */
function codeMail(input: {
  to: string;
  language: Language;
  words: { subject: string; lead: string; validity: string; ignore: string };
  code: string;
  publicUrl: string;
  summary: string;
}): QueuedMail {
  const { words } = input;
  const layout = LAYOUT_TEXT[input.language];
  const text = [
    layout.greeting,
    "",
    words.lead,
    "",
    `    ${input.code}`,
    "",
    words.validity,
    words.ignore,
    "",
    layout.signature,
    input.publicUrl,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(layout.greeting)}</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(words.lead)}</p>
    <p style="margin:0 0 24px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#1d3b2c">${escapeHtml(input.code)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(words.validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;line-height:1.5">${escapeHtml(words.ignore)}</p>`,
    { publicUrl: input.publicUrl, language: input.language },
  );
  return { to: input.to, subject: words.subject, text, html, summary: input.summary };
}

/**
 * The sign-up OTP, 4 digits (spec: member-side, "OTP 4 digits"), in the language of the sign-up request (there is
 * no member yet).
 */
export function registrationOtpMail(to: string, code: string, publicUrl: string, language: Language): QueuedMail {
  return codeMail({
    to,
    language,
    words: AUTH_MAIL_TEXT[language].registrationOtp,
    code,
    publicUrl,
    summary: `sign-up OTP ${code}`,
  });
}

/** The password reset code, in the account's language. */
export function passwordResetMail(to: string, code: string, publicUrl: string, language: Language): QueuedMail {
  return codeMail({
    to,
    language,
    words: AUTH_MAIL_TEXT[language].passwordReset,
    code,
    publicUrl,
    summary: `password reset code ${code}`,
  });
}

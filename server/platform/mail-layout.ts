/** The look of every mail the club sends: one place for the HTML shell, the signature and escaping. */
import { DEFAULT_LANGUAGE, type Language } from "../../common/language.ts";
import type { MailAttachmentRef, QueuedMail } from "./mail-queue.ts";
import { CLUB, LAYOUT_TEXT } from "./mail-text.ts";

export { CLUB };
export const CLUB_SIGNATURE = LAYOUT_TEXT.en.signature;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A mail's HTML: a white card on the cream background with the club's signature (and the site's address, when
 * given) below `body`, which is HTML already escaped. Inline styles only: mail clients drop <style>. `language`
 * (English by default) is the mail's: its `lang` (which a screen reader and a mail client's fonts follow) and signature.
 */
export function mailPage(
  body: string,
  options: { width?: number; publicUrl?: string; language?: Language } = {},
): string {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const url = options.publicUrl ? escapeHtml(options.publicUrl) : "";
  const link = url ? `<br><a href="${url}" style="color:#1d3b2c">${url}</a>` : "";
  return `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;background:#faf6ee;font-family:Georgia,'Times New Roman',serif;color:#1f2a24">
  <div style="max-width:${options.width ?? 480}px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
${body}
    <p style="margin:0;font-size:13px;color:#4b5a52">${escapeHtml(LAYOUT_TEXT[language].signature)}${link}</p>
  </div>
</body>
</html>
`;
}

/**
 * A notice to a member or a staff member in the shared layout: a greeting, paragraphs, an optional quoted
 * reason (a refusal's or a rejection's words, set apart) and an optional button to the page where they act.
 * Every decision the office e-mails (receipts, plans, claims, transfers, conveyance, identity documents) and
 * every reminder uses it, so they read alike. The words given are in `language` (English by default): the greeting
 * and the signature follow it.
 */
export function noticeMail(input: {
  to: string;
  name: string;
  subject: string;
  paragraphs: string[];
  reason?: string;
  /** Paragraphs after the quoted reason (what follows from the decision). */
  afterReason?: string[];
  link?: { label: string; url: string };
  publicUrl: string;
  summary?: string;
  attachments?: MailAttachmentRef[];
  language?: Language;
}): QueuedMail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const words = LAYOUT_TEXT[language];
  const after = input.afterReason ?? [];
  const text = [
    words.greet(input.name),
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.reason ? [`    "${input.reason}"`, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    ...(input.link ? [`${input.link.label}: ${input.link.url}`, ""] : []),
    words.signature,
    input.publicUrl,
    "",
  ].join("\n");
  const html = mailPage(
    [
      `    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(words.greet(input.name))}</p>`,
      ...input.paragraphs.map(
        (p) => `    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`,
      ),
      ...(input.reason
        ? [
            `    <blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #b45309;background:#fdf6ec;font-size:15px;line-height:1.5">${escapeHtml(input.reason)}</blockquote>`,
          ]
        : []),
      ...after.map((p) => `    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`),
      ...(input.link
        ? [
            `    <p style="margin:8px 0 24px"><a href="${escapeHtml(input.link.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1d3b2c;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;text-decoration:none">${escapeHtml(input.link.label)}</a></p>`,
          ]
        : []),
    ].join("\n"),
    { publicUrl: input.publicUrl, language },
  );
  return { to: input.to, subject: input.subject, text, html, summary: input.summary, attachments: input.attachments };
}

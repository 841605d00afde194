import {
  NEWSLETTER_CONFIRM_SUBJECT,
  newsletterConfirmPath,
  newsletterOneClickPath,
  newsletterUnsubscribePath,
} from "../../../common/newsletter.ts";
import { escapeHtml, noticeMail } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";

/**
 * Every newsletter mail carries the subscriber's unsubscribe link: a line at its foot, and the
 * List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) that mail programs show as a button.
 */
export function withUnsubscribe(mail: QueuedMail, publicUrl: string, unsubscribeToken: string): QueuedMail {
  const base = publicUrl.replace(/\/$/, "");
  const page = `${base}${newsletterUnsubscribePath(unsubscribeToken)}`;
  const oneClick = `${base}${newsletterOneClickPath(unsubscribeToken)}`;
  const line =
    "You receive this because this address was entered in the newsletter box on the club's website. To stop these mails, unsubscribe";
  const footer = `    <p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5a52">${escapeHtml(line)}: <a href="${escapeHtml(page)}" style="color:#1d3b2c">${escapeHtml(page)}</a></p>\n`;
  // the line goes just above the club's signature, the last paragraph of the card
  const at = mail.html.lastIndexOf('    <p style="margin:0;font-size:13px');
  const html = at >= 0 ? `${mail.html.slice(0, at)}${footer}${mail.html.slice(at)}` : `${mail.html}${footer}`;
  return {
    ...mail,
    text: `${mail.text}\n${line}: ${page}\n`,
    html,
    headers: {
      ...mail.headers,
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in's mail: the link that confirms the subscription (the first newsletter mail, so it can be unsubscribed too). */
export function confirmationMail(input: {
  to: string;
  token: string;
  unsubscribeToken: string;
  publicUrl: string;
}): QueuedMail {
  const base = input.publicUrl.replace(/\/$/, "");
  const url = `${base}${newsletterConfirmPath(input.token)}`;
  const mail = noticeMail({
    to: input.to,
    name: "friend",
    subject: NEWSLETTER_CONFIRM_SUBJECT,
    paragraphs: [
      "Thank you for subscribing to the Vedanta Wellness Club's newsletter: news of the estates, retreats, courses and the club's causes, a few times a year.",
      "Please confirm that this is your address by opening the link below. Until you do, we will send you nothing else.",
      "If you did not subscribe, you can ignore this mail.",
    ],
    link: { label: "Confirm my subscription", url },
    publicUrl: input.publicUrl,
    summary: `confirm ${url}`,
  });
  return withUnsubscribe(mail, input.publicUrl, input.unsubscribeToken);
}

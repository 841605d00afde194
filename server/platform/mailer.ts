import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A short line for the console when the mail goes to the outbox (e.g. "OTP 1234"), so a developer
   * without a mail server can carry on. Never sent.
   */
  summary?: string;
  /** Files sent with the mail (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (a newsletter mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Outgoing mail (ARCHITECTURE.md: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerConfig = Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">;

/** The mailer the configuration asks for. `log` receives the outbox's one-line summaries. */
export function createMailer(config: MailerConfig, log: (line: string) => void = console.log): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, "outbox"), config.mailFrom, log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // a mail server that does not answer must not hold a request for minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text, html, attachments, headers }) {
      await transport.sendMail({ from, to, subject, text, html, attachments, headers });
    },
  };
}

function outboxMailer(folder: string, from: string, log: (line: string) => void): Mailer {
  // builds the same MIME message SMTP would carry, into a buffer
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, html, summary, attachments, headers }) {
      const info = await builder.sendMail({ from, to, subject, text, html, attachments, headers });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(folder, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      // written under a hidden name and renamed into place: a reader of the outbox never sees half a mail
      const partial = join(folder, `.${basename(file)}.part`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      log(`Mail to ${to}: "${subject}"${summary ? ` — ${summary}` : ""} (saved to ${file})`);
    },
  };
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  /** The SMTP envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
}

export interface MailCatcher {
  /** SMTP_URL of the catcher. */
  url: string;
  mails: CaughtMail[];
  /** The next mail to `address` not yet taken (waits up to `timeoutMs`, by default 15 s here and 45 s on CI, whose machine may be loaded: mail leaves through the job queue). */
  mailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  /** From now on every mail is refused with this SMTP answer (e.g. 452, the mail server's disk full); null accepts again. */
  refuse(code: number | null): void;
  close(): Promise<void>;
}

/**
 * The next mail to `address` whose subject is `subject` (or matches it); the mails before it, such as the office's
 * notices of other items, are taken and passed over. Waits as mailTo does for each.
 */
export async function mailAbout(catcher: MailCatcher, address: string, subject: string | RegExp): Promise<CaughtMail> {
  for (;;) {
    const mail = await catcher.mailTo(address);
    if (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject)) return mail;
  }
}

/** A real SMTP server on 127.0.0.1 and a free port that keeps every mail it is given. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters: (() => void)[] = [];
  let refusing: number | null = null;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusing !== null) {
          callback(Object.assign(new Error("Insufficient system storage"), { responseCode: refusing }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          ...parseMail(raw),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string) => {
    const mail = mails.find((m) => !taken.has(m) && m.to.includes(address.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async mailTo(address, timeoutMs = process.env.CI ? 45_000 : 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = take(address);
        if (mail) return mail;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    refuse(code) {
      refusing = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and the text and HTML parts of a MIME message (enough for the mails this app sends). */
export function parseMail(raw: string): Omit<CaughtMail, "to" | "from"> {
  const message = splitEntity(raw.replace(/\r\n/g, "\n"));
  let text = "";
  let html = "";
  const visit = (entity: Entity) => {
    const type = entity.headers["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = entity.body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith("--")) break;
        visit(splitEntity(part.replace(/^\n/, "")));
      }
      return;
    }
    const body = decodeBody(entity.body, entity.headers["content-transfer-encoding"]);
    if (/^text\/html/i.test(type)) html += body;
    else if (/^text\/plain/i.test(type)) text += body;
  };
  visit(message);
  return { subject: decodeWords(message.headers.subject ?? ""), text, html, raw };
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(source: string): Entity {
  const end = source.indexOf("\n\n");
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? "" : source.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const source = body.replace(/=\n/g, "");
      const bytes: number[] = [];
      for (let i = 0; i < source.length; i++) {
        const hex = source.slice(i + 1, i + 3);
        if (source[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(source[i]!, "utf8"));
        }
      }
      return Buffer.from(bytes).toString("utf8");
    }
    default:
      return body;
  }
}

/** RFC 2047 encoded words of a header (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeURIComponent(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
  );
}

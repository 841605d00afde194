import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, loadConfig } from "../config.ts";
import { parseMail, startMailCatcher, type MailCatcher } from "../test/mail-catcher.ts";
import { createMailer } from "./mailer.ts";

const tmp = () => mkdtempSync(join(tmpdir(), "club-mailer-"));
const message = {
  to: "asha@example.in",
  subject: "Your code",
  text: "Namaste,\n\nYour code is 4821.\n\nVedanta Wellness Club · Rishikesh\n",
  html: "<p>Namaste,</p><p>Your code is <strong>4821</strong>.</p><p>Vedanta Wellness Club · Rishikesh</p>",
  summary: "OTP 4821",
};

describe("the outbox (no SMTP_URL)", () => {
  it("writes the message as an .eml file in DATA_DIR/outbox and prints one line with the summary", async () => {
    const dataDir = tmp();
    const lines: string[] = [];
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), (line) => lines.push(line));
    await mailer.send(message);

    const files = readdirSync(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dataDir, "outbox", files[0]), "utf8");
    expect(raw).toContain(`From: ${DEFAULT_MAIL_FROM}`);
    expect(raw).toContain("To: asha@example.in");
    const mail = parseMail(raw);
    expect(mail.subject).toBe("Your code");
    expect(mail.text).toContain("Your code is 4821.");
    expect(mail.text).toContain("Vedanta Wellness Club · Rishikesh");
    expect(mail.html).toContain("<strong>4821</strong>");

    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(lines[0]).toContain("asha@example.in");
    expect(lines[0]).toContain("OTP 4821");
    expect(lines[0]).toContain(files[0]);
  });
});

describe("SMTP (SMTP_URL set)", () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher?.close();
  });

  it("delivers text and HTML to the server, from MAIL_FROM, and writes no outbox", async () => {
    const dataDir = tmp();
    const lines: string[] = [];
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: catcher.url,
      MAIL_FROM: "Club Office <office@vedantaclub.in>",
    });
    await createMailer(config, (line) => lines.push(line)).send(message);
    const mail = await catcher.mailTo("asha@example.in");
    expect(mail.from).toBe("office@vedantaclub.in");
    expect(mail.raw).toContain("From: Club Office <office@vedantaclub.in>");
    expect(mail.subject).toBe("Your code");
    expect(mail.text).toContain("Your code is 4821.");
    expect(mail.html).toContain("<strong>4821</strong>");
    expect(readdirSync(dataDir)).not.toContain("outbox");
    expect(lines).toEqual([]);
  });

  it("fails when the server cannot be reached", async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: tmp(), SMTP_URL: "smtp://127.0.0.1:1" }));
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe("mail configuration", () => {
  it("accepts smtp:// and smtps:// URLs and names SMTP_URL otherwise, without echoing a password", () => {
    expect(loadConfig({ DATA_DIR: tmp(), SMTP_URL: "smtps://user:secret@mail.example.in:465" }).smtpUrl).toBe(
      "smtps://user:secret@mail.example.in:465",
    );
    expect(loadConfig({ DATA_DIR: tmp() }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: "http://mail.example.in" })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), SMTP_URL: "smtpx://user:secret@mail.example.in" });
    } catch (e) {
      error = e;
    }
    expect(String(error)).toMatch(/SMTP_URL/);
    expect(String(error)).not.toContain("secret");
  });

  it("defaults MAIL_FROM to the club's address and validates it", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mailFrom).toBe("Vedanta Wellness Club <no-reply@vedantaclub.in>");
    expect(loadConfig({ DATA_DIR: tmp(), MAIL_FROM: "office@vedantaclub.in" }).mailFrom).toBe("office@vedantaclub.in");
    expect(() => loadConfig({ DATA_DIR: tmp(), MAIL_FROM: "the club" })).toThrow(
      /^Invalid configuration: MAIL_FROM must be an e-mail address/,
    );
  });
});

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_CONFIRM_SUBJECT, newsletterMessages } from "../../../common/newsletter.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { CaughtMail, MailCatcher } from "../../test/mail-catcher.ts";

/*
 * The footer's newsletter box: double opt-in. A new address is stored unconfirmed and mailed a
 * confirmation link; a repeat re-sends it (a few an hour); every newsletter mail carries an unsubscribe link and
 * the List-Unsubscribe headers, whose one-click POST unsubscribes.
 */

let t: TestApp & { mail: MailCatcher };
beforeAll(async () => {
  t = await openTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

let client = 0;
const subscribe = (email: unknown, ip = `203.0.113.${(client++ % 200) + 20}`) =>
  t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email }, remoteAddress: ip });
const row = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const confirmToken = (mail: CaughtMail) => /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
const unsubscribeToken = (mail: CaughtMail) => /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

describe("POST /api/newsletter/subscribe", () => {
  it("stores a new address unconfirmed and mails the confirmation link with the unsubscribe link and headers", async () => {
    const res = await subscribe("Asha.Verma@Example.in");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 201,
      message: "Check your inbox to confirm your subscription: we are e-mailing you a link.",
      data: { email: "asha.verma@example.in" },
    });
    const stored = await row("asha.verma@example.in");
    expect(stored.confirmedAt).toBeNull();
    expect(stored.unsubscribedAt).toBeNull();

    const mail = await t.mail.mailTo("asha.verma@example.in");
    expect(mail.subject).toBe(NEWSLETTER_CONFIRM_SUBJECT);
    const token = confirmToken(mail)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // stored as its hash only
    expect(stored.confirmTokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(mail.html).toContain(`/newsletter/confirm/${token}`);
    expect(unsubscribeToken(mail)).toBe(stored.unsubscribeToken);
    expect(mail.html).toContain(`/newsletter/unsubscribe/${stored.unsubscribeToken}`);
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(
      new RegExp(`List-Unsubscribe: <http[^>]+/api/newsletter/unsubscribe/${stored.unsubscribeToken}>`),
    );
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // the link confirms; a second visit says so again; the address is then "already subscribed"
    expect(await t.app.services.newsletter.confirm(token)).toEqual({ email: "asha.verma@example.in" });
    const confirmedAt = (await row("asha.verma@example.in")).confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    await t.app.services.newsletter.confirm(token);
    expect((await row("asha.verma@example.in")).confirmedAt).toEqual(confirmedAt);
    const again = await subscribe("asha.verma@example.in");
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(newsletterMessages.alreadySubscribed);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "asha.verma@example.in"));
    expect(n).toBe(1);
  });

  it("an unknown or mangled confirmation link is refused with 404", async () => {
    await expect(t.app.services.newsletter.confirm("not-a-token")).rejects.toMatchObject({
      status: 404,
      message: newsletterMessages.confirmLinkInvalid,
    });
    await expect(t.app.services.newsletter.confirm("x".repeat(500))).rejects.toMatchObject({ status: 404 });
  });

  it("re-sends a new link while unconfirmed (the old one stops working), at most three mails an hour per address", async () => {
    expect((await subscribe("ravi@example.in")).statusCode).toBe(201);
    const first = confirmToken(await t.mail.mailTo("ravi@example.in"))!;
    const again = await subscribe("ravi@example.in");
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(newsletterMessages.confirmationResent);
    const second = confirmToken(await t.mail.mailTo("ravi@example.in"))!;
    expect(second).not.toBe(first);
    await expect(t.app.services.newsletter.confirm(first)).rejects.toMatchObject({ status: 404 });
    expect((await subscribe("ravi@example.in")).statusCode).toBe(200);
    await t.mail.mailTo("ravi@example.in");
    const refused = await subscribe("ravi@example.in");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(newsletterMessages.resendTooSoon);
    // the latest link still confirms
    const latest = (await row("ravi@example.in")).confirmTokenHash;
    expect(latest).not.toBeNull();
  });

  it("rejects an invalid address with 400 and a clear message", async () => {
    for (const email of ["not-an-email", "", 42, "a@b"]) {
      const res = await subscribe(email, "203.0.113.2");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(newsletterMessages.invalidEmail);
    }
  });

  it("answers 429 past five sign-ups from one address in ten minutes, counting in the database", async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(`reader${i}@example.in`, "203.0.113.3")).statusCode).toBe(201);
    const blocked = await subscribe("reader6@example.in", "203.0.113.3");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(newsletterMessages.tooMany);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // another address is not affected
    expect((await subscribe("reader7@example.in", "203.0.113.4")).statusCode).toBe(201);
  });
});

describe("POST /api/newsletter/unsubscribe/:token (one-click, RFC 8058)", () => {
  it("unsubscribes with the mail program's form post; again is not an error; a new subscription starts over", async () => {
    expect((await subscribe("meera@example.in")).statusCode).toBe(201);
    const mail = await t.mail.mailTo("meera@example.in");
    await t.app.services.newsletter.confirm(confirmToken(mail)!);
    const token = unsubscribeToken(mail)!;
    const oneClick = () =>
      t.app.inject({
        method: "POST",
        url: `/api/newsletter/unsubscribe/${token}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const res = await oneClick();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: newsletterMessages.unsubscribed, data: null });
    const stored = await row("meera@example.in");
    expect(stored.unsubscribedAt).toBeInstanceOf(Date);
    expect((await oneClick()).statusCode).toBe(200);
    expect((await row("meera@example.in")).unsubscribedAt).toEqual(stored.unsubscribedAt);
    // the old confirmation link does not subscribe again
    await expect(t.app.services.newsletter.confirm(confirmToken(mail)!)).rejects.toMatchObject({ status: 404 });

    // subscribing again asks for a new confirmation
    expect((await subscribe("meera@example.in")).statusCode).toBe(201);
    const fresh = await row("meera@example.in");
    expect(fresh.unsubscribedAt).toBeNull();
    expect(fresh.confirmedAt).toBeNull();
    await t.mail.mailTo("meera@example.in");
  });

  it("takes the one-click post as multipart form data too, or with no body at all", async () => {
    expect((await subscribe("kabir@example.in")).statusCode).toBe(201);
    const token = unsubscribeToken(await t.mail.mailTo("kabir@example.in"))!;
    const boundary = "----oneclick";
    const multipart = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe/${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await row("kabir@example.in")).unsubscribedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: "POST", url: `/api/newsletter/unsubscribe/${token}` })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown link", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(newsletterMessages.unsubscribeLinkInvalid);
  });
});

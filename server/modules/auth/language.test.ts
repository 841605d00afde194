import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages as m } from "../../../common/auth-messages.ts";
import type { Language } from "../../../common/language.ts";
import { users } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { CaughtMail, MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, type TestMember } from "../../test/members.ts";

/*
 * A member's language: chosen at sign-up (the sign-up request's language, or the body's `language`), changed by
 * PUT /api/auth/language or by a page opened with `?lng=`, and the language of their account mails.
 */

let t: TestApp & { mail: MailCatcher };
beforeAll(async () => {
  t = await openTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;
let nextAddress = 1;
const freshEmail = () => `language-${nextAddress++}-${Date.now()}@example.in`;

const HINDI = /[\u0900-\u097F]/;

/** The code on a line of its own in the text part, and the same code in the HTML part. */
function codeIn(mail: CaughtMail, digits: number): string {
  const inText = new RegExp(`^\\s+(\\d{${digits}})\\s*$`, "m").exec(mail.text)?.[1];
  const inHtml = new RegExp(`>(\\d{${digits}})</p>`).exec(mail.html)?.[1];
  expect(inText).toMatch(new RegExp(`^\\d{${digits}}$`));
  expect(inHtml).toBe(inText);
  return inText!;
}

/** Signs up through the API with the request's headers (and body fields); answers the OTP mail and the account's language. */
async function signUp(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const email = freshEmail();
  const ip = freshIp();
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/auth/send-otp",
    payload: { email, ...body },
    remoteAddress: ip,
    headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await t.mail.mailTo(email);
  const otp = codeIn(mail, 4);
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: "lotus-pond-42", name: "Meera Joshi", otp, ...body },
    remoteAddress: ip,
    headers,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { email, mail, language: await storedLanguage(email) };
}

async function storedLanguage(email: string): Promise<Language> {
  const [user] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
  return user.language;
}

function expectHindi(mail: CaughtMail) {
  expect(mail.html).toContain('<html lang="hi">');
  expect(mail.subject).toMatch(HINDI);
  expect(mail.text).toMatch(/^नमस्ते,/);
  expect(mail.text).toContain("वेदांत वेलनेस क्लब · सोलन · ऋषिकेश · अमरकंटक · रायगढ़");
  expect(mail.html).toContain("वेदांत वेलनेस क्लब · सोलन");
  expect(mail.text).not.toContain("Namaste");
}

function expectEnglish(mail: CaughtMail) {
  expect(mail.html).toContain('<html lang="en">');
  expect(mail.subject).not.toMatch(HINDI);
  expect(mail.text).not.toMatch(HINDI);
  expect(mail.text).toMatch(/^Namaste,/);
}

describe("the language of sign-up", () => {
  it("sends the OTP in Hindi to a browser that asks for Hindi, and the member's language is Hindi", async () => {
    const { mail, language } = await signUp({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expectHindi(mail);
    expect(mail.subject).toBe("आपका वेदांत वेलनेस क्लब साइन-अप कोड");
    expect(mail.text).toContain("यह कोड 10 मिनट तक मान्य है");
    expect(mail.html).toContain("यह कोड 10 मिनट तक मान्य है");
    expect(language).toBe("hi");
  });

  it("follows the page's lng cookie before the browser's Accept-Language", async () => {
    const { mail, language } = await signUp({ cookie: "lng=hi", "accept-language": "en-GB,en;q=0.9" });
    expectHindi(mail);
    expect(language).toBe("hi");
  });

  it("writes in English otherwise, in the words it always had", async () => {
    const requests: Record<string, string>[] = [
      {},
      { "accept-language": "en-IN,en;q=0.9" },
      { "accept-language": "fr-FR" },
    ];
    for (const headers of requests) {
      const { mail, language } = await signUp(headers);
      expectEnglish(mail);
      expect(mail.subject).toBe("Your Vedanta Wellness Club sign-up code");
      expect(mail.text).toContain("It is valid for 10 minutes and can be used once.");
      expect(language).toBe("en");
    }
  });

  it("takes the body's language over the request's, and refuses one it does not speak", async () => {
    const english = await signUp({ "accept-language": "hi-IN" }, { language: "en" });
    expectEnglish(english.mail);
    expect(english.language).toBe("en");
    const hindi = await signUp({ "accept-language": "en-IN" }, { language: "hi" });
    expectHindi(hindi.mail);
    expect(hindi.language).toBe("hi");

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: freshEmail(), language: "fr" },
      remoteAddress: freshIp(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(m.languageInvalid);
  });
});

describe("the member's language", () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t, "Rohan Mehta");
  });

  const putLanguage = (language: unknown, headers: Record<string, string> = member.headers) =>
    t.app.inject({ method: "PUT", url: "/api/auth/language", payload: { language }, headers });
  const details = async () =>
    (await t.app.inject({ method: "GET", url: "/api/auth/user-details", headers: member.headers })).json().data;

  it("is English for an account made before languages, and shown in the user details", async () => {
    expect(await storedLanguage(member.email)).toBe("en");
    expect((await details()).language).toBe("en");
  });

  it("is changed by PUT /api/auth/language; anything but en or hi answers 400, and nobody signed out may", async () => {
    const saved = await putLanguage("hi");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 200, message: m.languageSaved, data: { language: "hi" } });
    expect((await details()).language).toBe("hi");

    for (const wrong of ["fr", "HI", "hi-IN", "", 42, null]) {
      const res = await putLanguage(wrong);
      expect(res.statusCode, String(wrong)).toBe(400);
      expect(res.json().message).toContain(m.languageInvalid);
    }
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/auth/language",
      payload: {},
      headers: member.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect((await details()).language).toBe("hi");

    const anonymous = await putLanguage("en", {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(m.notSignedIn);
    expect(await storedLanguage(member.email)).toBe("hi");

    expect((await putLanguage("en")).statusCode).toBe(200);
    expect(await storedLanguage(member.email)).toBe("en");
  });

  it("is changed by a page the signed-in member opens with ?lng= (the site's language switch)", async () => {
    const open = (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    const session = `lng=en; token=${member.token}`;

    await open("/dashboard?lng=hi", session);
    expect(await storedLanguage(member.email)).toBe("hi");
    await open("/properties?page=2&lng=en", session);
    expect(await storedLanguage(member.email)).toBe("en");

    // a language the club does not speak, an API address, no session cookie, a session that is not valid: no change
    await open("/dashboard?lng=fr", session);
    await open("/api/auth/user-details?lng=hi", session);
    await t.app.inject({ method: "GET", url: "/dashboard?lng=hi", headers: member.headers });
    await open("/dashboard?lng=hi", "token=not.a.token");
    await open("/dashboard?lng=hi");
    expect(await storedLanguage(member.email)).toBe("en");
  });

  it("is the language of the member's password reset code", async () => {
    expect((await putLanguage("hi")).statusCode).toBe(200);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: member.email },
      remoteAddress: freshIp(),
      // the account's language counts, not the request's
      headers: { "accept-language": "en-IN" },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await t.mail.mailTo(member.email);
    expectHindi(mail);
    expect(mail.subject).toBe("अपना वेदांत वेलनेस क्लब पासवर्ड रीसेट करें");
    expect(mail.text).toContain("यह कोड 15 मिनट तक मान्य है");
    codeIn(mail, 6);
  });

  it("is kept by a member who signed up in Hindi: their reset code comes in Hindi", async () => {
    const { email } = await signUp({ "accept-language": "hi" });
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = await t.mail.mailTo(email);
    expectHindi(mail);
    codeIn(mail, 6);
  });
});

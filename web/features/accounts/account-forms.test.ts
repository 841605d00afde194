import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMEMBER_ME_DAYS } from "../../../common/auth-limits";
import { authMessages as m } from "../../../common/auth-messages";
import { startMailCatcher, type MailCatcher } from "../../../server/test/mail-catcher";
import { createMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";

/*
 * The account forms without JavaScript (sign-in, sign-up, password reset): plain
 * url-encoded posts to the pages on the production site, as a browser sends them before the script runs.
 */

let site: TestSite;
let mail: MailCatcher;
let member: TestMember;
const PASSWORD = "lotus-pond-42";

beforeAll(async () => {
  mail = await startMailCatcher();
  site = await openTestSite({ SMTP_URL: mail.url });
  member = await createMember(site);
});
afterAll(async () => {
  await site?.close();
  await mail?.close();
});

/** A form post from the site's own page (same origin), not following redirects. */
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const tokenCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("token="));
/** The text of the form's error (the role="alert" paragraph next to the form). */
const formError = (html: string) => /<p id="[a-z-]+-error" role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
const codeIn = (text: string, digits: number) => new RegExp(`^\\s+(\\d{${digits}})\\s*$`, "m").exec(text)?.[1] ?? "";
let serial = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.in`;

describe("POST /sign-in", () => {
  it("a wrong password renders the form again with the message, the e-mail kept and no cookie", async () => {
    const res = await postForm("/sign-in", { email: member.email, password: "not-the-password" });
    expect(res.status).toBe(401);
    expect(tokenCookie(res)).toBeUndefined();
    const html = await res.text();
    expect(formError(html)).toBe(m.invalidCredentials);
    expect(html).toContain(`value="${member.email}"`);
  });

  it("signs in: the token cookie as the API sets it (HttpOnly, SameSite=Strict, remember → 7 days) and a redirect to the target", async () => {
    const res = await postForm("/sign-in?redirect=%2Fmembership", {
      email: member.email,
      password: PASSWORD,
      remember: "on",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/membership");
    const cookie = tokenCookie(res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toContain(`Max-Age=${REMEMBER_ME_DAYS * 86_400}`);
    expect(cookie).not.toMatch(/; Secure/);
    // the very attributes POST /api/auth/login gives its cookie
    const api = await fetch(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: member.email, password: PASSWORD, remember: true }),
    });
    const attributes = (c: string) =>
      c
        .split("; ")
        .slice(1)
        .map((a) => a.split("=")[0].toLowerCase())
        .sort();
    expect(attributes(cookie)).toEqual(attributes(tokenCookie(api)!));
    const maxAge = (c: string) => /Max-Age=(\d+)/.exec(c)?.[1];
    expect(maxAge(cookie)).toBe(maxAge(tokenCookie(api)!));
    // the cookie is a live session
    const details = await fetch(`${site.url}/api/auth/user-details`, { headers: { cookie: cookie.split(";")[0] } });
    expect(details.status).toBe(200);
    expect((await details.json()).data.email).toBe(member.email);
  });

  it("without remember-me the cookie lasts the browser session; a foreign redirect leads to /property-list", async () => {
    const res = await postForm("/sign-in?redirect=%2F%2Fevil.example", { email: member.email, password: PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/property-list");
    const cookie = tokenCookie(res)!;
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it("a post from the page's script answers with data (no redirect) and the same cookie", async () => {
    const res = await postForm("/sign-in.data", { email: member.email, password: PASSWORD, scripted: "1" });
    expect(res.status).toBe(200);
    expect(tokenCookie(res)).toMatch(/; HttpOnly/);
    expect(await res.text()).toContain(m.loginSuccessful);
  });

  it("a same-origin post that carries the cookie passes; another origin's is refused", async () => {
    const signedIn = await postForm("/sign-in", { email: member.email, password: PASSWORD });
    const cookie = tokenCookie(signedIn)!.split(";")[0];
    const again = await postForm("/sign-in", { email: member.email, password: PASSWORD }, { cookie });
    expect(again.status).toBe(302);
    const foreign = await postForm(
      "/sign-in",
      { email: member.email, password: PASSWORD },
      { cookie, origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
  });
});

describe("sign-up's field errors without JavaScript", () => {
  /** The opening tag of the input `id` in the page. */
  const inputTag = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
  const fieldMessage = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];

  it("marks every empty field invalid with its message tied to it, focuses the first, and keeps the form's message", async () => {
    const res = await postForm("/sign-up", { intent: "send", name: "", email: "", password: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(formError(html)).toBe(m.fillAllFields);
    for (const [id, message] of [
      ["sign-up-name", m.nameRequired],
      ["sign-up-email", m.emailRequired],
      ["sign-up-password", m.passwordRequired],
    ] as const) {
      const tag = inputTag(html, id);
      expect(tag, id).toContain('aria-invalid="true"');
      expect(tag, id).toMatch(new RegExp(`aria-describedby="[^"]*${id}-error`));
      expect(fieldMessage(html, id), id).toBe(message);
    }
    expect(inputTag(html, "sign-up-name")).toMatch(/autofocus/i);
    expect(inputTag(html, "sign-up-email")).not.toMatch(/autofocus/i);
  });

  it("marks only the fields that are wrong: the first of them gets the focus, what was typed is kept", async () => {
    const res = await postForm("/sign-up", { intent: "send", name: "Meera Iyer", email: "", password: "short" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(inputTag(html, "sign-up-name")).not.toContain("aria-invalid");
    expect(inputTag(html, "sign-up-name")).toContain('value="Meera Iyer"');
    expect(inputTag(html, "sign-up-email")).toContain('aria-invalid="true"');
    expect(inputTag(html, "sign-up-email")).toMatch(/autofocus/i);
    expect(fieldMessage(html, "sign-up-password")).toBe(m.passwordTooShort);
    expect(inputTag(html, "sign-up-password")).toContain(
      'aria-describedby="sign-up-password-hint sign-up-password-error"',
    );
  });
});

describe("POST /sign-up, both steps", () => {
  it("step 1 asks for every field; sends the OTP and shows step 2 without the password in clear; a wrong code marks the boxes; the right one leads to sign-in", async () => {
    const empty = await postForm("/sign-up", { intent: "send", name: "", email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(formError(await empty.text())).toBe(m.fillAllFields);

    const email = newEmail("nojs");
    const sent = await postForm("/sign-up?redirect=%2Fmembership", {
      intent: "send",
      name: "Meera Iyer",
      email,
      password: PASSWORD,
      remember: "on",
    });
    expect(sent.status).toBe(200);
    const step2 = await sent.text();
    expect(step2).toContain(`We sent a 4-digit code to ${email}.`);
    expect(step2).not.toContain(PASSWORD);
    const sealed = /name="sealed" value="([^"]+)"/.exec(step2)?.[1] ?? "";
    expect(sealed).toBeTruthy();
    const otp = codeIn((await mail.mailTo(email)).text, 4);
    expect(otp).toMatch(/^\d{4}$/);

    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, "0");
    const step2Fields = { intent: "register", name: "Meera Iyer", email, remember: "on", sealed };
    const refused = await postForm("/sign-up?redirect=%2Fmembership", {
      ...step2Fields,
      ...Object.fromEntries(wrong.split("").map((d, i) => [`otp-digit-${i + 1}`, d])),
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(formError(refusedHtml)).toBe(m.otpInvalid);
    // every box says it is invalid and points at the error next to them (WCAG 3.3.1)
    const boxes = refusedHtml.match(/<input[^>]*name="otp-digit-\d"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      expect(box).toContain('aria-invalid="true"');
      expect(box).toContain('aria-describedby="sign-up-error"');
    }

    // the whole code pasted into the first box works too
    const registered = await postForm("/sign-up?redirect=%2Fmembership", { ...step2Fields, "otp-digit-1": otp });
    expect(registered.status).toBe(302);
    expect(registered.headers.get("location")).toBe("/sign-in?redirect=%2Fmembership");

    const signIn = await postForm("/sign-in", { email, password: PASSWORD });
    expect(signIn.status).toBe(302);
    expect(tokenCookie(signIn)).toBeDefined();
  });
});

describe("POST /forgot-password, both steps", () => {
  it("e-mails a code, refuses a wrong one, sets the new password with the right one and clears the cookie", async () => {
    const invalid = await postForm("/forgot-password", { intent: "send", email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(formError(await invalid.text())).toBe(m.emailInvalid);

    const sent = await postForm("/forgot-password", { intent: "send", email: member.email });
    expect(sent.status).toBe(200);
    const step2 = await sent.text();
    expect(step2).toContain('name="code"');
    const code = codeIn((await mail.mailTo(member.email)).text, 6);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await postForm("/forgot-password", {
      intent: "reset",
      email: member.email,
      code: wrong,
      password: "deodar-morning-7",
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(formError(refusedHtml)).toBe(m.resetCodeInvalid);
    expect(/<input[^>]*id="reset-code"[^>]*>/.exec(refusedHtml)?.[0]).toContain('aria-invalid="true"');

    const reset = await postForm("/forgot-password", {
      intent: "reset",
      email: member.email,
      code,
      password: "deodar-morning-7",
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/sign-in");
    expect(tokenCookie(reset)).toMatch(/^token=; Max-Age=0/);

    expect((await postForm("/sign-in", { email: member.email, password: PASSWORD })).status).toBe(401);
    expect((await postForm("/sign-in", { email: member.email, password: "deodar-morning-7" })).status).toBe(302);
  });
});

describe("the language of the site's sign-up", () => {
  it("a page in Hindi (the lng cookie) sends the OTP in Hindi and makes a Hindi account; a signed-in page's ?lng= changes it", async () => {
    const email = newEmail("hindi");
    const hindi = { cookie: "lng=hi" };
    const sent = await postForm("/sign-up", { intent: "send", name: "Meera Iyer", email, password: PASSWORD }, hindi);
    expect(sent.status).toBe(200);
    const sealed = /name="sealed" value="([^"]+)"/.exec(await sent.text())?.[1] ?? "";
    const otpMail = await mail.mailTo(email);
    expect(otpMail.subject).toBe("आपका वेदांत वेलनेस क्लब साइन-अप कोड");
    expect(otpMail.html).toContain('<html lang="hi">');
    const otp = codeIn(otpMail.text, 4);
    const registered = await postForm(
      "/sign-up",
      { intent: "register", name: "Meera Iyer", email, sealed, "otp-digit-1": otp },
      hindi,
    );
    expect(registered.status).toBe(302);

    const signIn = await postForm("/sign-in", { email, password: PASSWORD });
    const session = tokenCookie(signIn)!.split(";")[0];
    const language = async () =>
      (await (await fetch(`${site.url}/api/auth/user-details`, { headers: { cookie: session } })).json()).data.language;
    expect(await language()).toBe("hi");
    // the language switch on a page: the member's language follows
    await fetch(`${site.url}/dashboard?lng=en`, { redirect: "manual", headers: { cookie: `lng=hi; ${session}` } });
    expect(await language()).toBe("en");
  });
});

describe("the account pages in Hindi (the lng=hi cookie)", () => {
  const HINDI = { cookie: "lng=hi" };
  const get = (path: string) => fetch(`${site.url}${path}`, { headers: HINDI, redirect: "manual" });
  const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it("sign-in: its words, title and password button in Hindi; the English page keeps the spec's words", async () => {
    const res = await get("/sign-in");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(lang(html)).toBe("hi");
    expect(html).toMatch(/<h1[^>]*>अपने क्लब खाते में साइन इन करें<\/h1>/);
    expect(html).toMatch(/<label[^>]*for="sign-in-email"[^>]*>ई-मेल पता<\/label>/);
    expect(html).toContain("पासवर्ड भूल गए?");
    expect(html).toContain("7 दिनों तक मुझे याद रखें");
    expect(html).toContain('aria-label="पासवर्ड दिखाएँ"');
    expect(html).toContain("<title>साइन इन करें | वेदांत वेलनेस क्लब</title>");
    // the page carries its catalogues in Hindi only
    expect(html).not.toContain("Sign in to your club account");

    const english = await (await fetch(`${site.url}/sign-in`)).text();
    expect(lang(english)).toBe("en");
    expect(english).toMatch(/<h1[^>]*>Sign in to your club account<\/h1>/);
    expect(english).toContain("Remember me for 7 days");
    expect(english).toContain("<title>Sign in | Vedanta Wellness Club</title>");
  });

  it("a refused post without JavaScript shows the server's known message in Hindi", async () => {
    const res = await postForm("/sign-in", { email: member.email, password: "not-the-password" }, HINDI);
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(formError(html)).toBe("ई-मेल या पासवर्ड गलत है");
    expect(html).toContain(`value="${member.email}"`);

    const empty = await postForm("/sign-up", { intent: "send", name: "", email: "", password: "" }, HINDI);
    const emptyHtml = await empty.text();
    expect(formError(emptyHtml)).toBe("कृपया सभी फ़ील्ड भरें");
    expect(/<p id="sign-up-name-error"[^>]*>([^<]*)<\/p>/.exec(emptyHtml)?.[1]).toBe("कृपया अपना पूरा नाम डालें।");
    expect(emptyHtml).toContain("चरण 1 / 2");
  });

  it("sign-up and the password reset: headings and titles in Hindi", async () => {
    const signUp = await (await get("/sign-up")).text();
    expect(signUp).toMatch(/<h1[^>]*>अपना क्लब खाता बनाएँ<\/h1>/);
    expect(signUp).toContain("ओटीपी भेजें");
    expect(signUp).toContain("<title>साइन अप करें | वेदांत वेलनेस क्लब</title>");
    const forgot = await (await get("/forgot-password")).text();
    expect(forgot).toMatch(/<h1[^>]*>अपना पासवर्ड फिर से सेट करें<\/h1>/);
    expect(forgot).toContain("<title>पासवर्ड भूल गए | वेदांत वेलनेस क्लब</title>");
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_MAX_ATTEMPTS, REMEMBER_ME_DAYS, SESSION_HOURS, SIGN_IN_ATTEMPTS } from "../../../common/auth-limits.ts";
import { authMessages as m } from "../../../common/auth-messages.ts";
import { emailCodes, rateLimits, sessions, users } from "../../db/schema.ts";
import { openTestApp, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { parseMail, type CaughtMail, type MailCatcher } from "../../test/mail-catcher.ts";

let t: TestApp & { mail: MailCatcher };
let catcher: MailCatcher;
beforeAll(async () => {
  t = await openTestAppWithMail();
  catcher = t.mail;
});
afterAll(async () => {
  await t?.close();
});

/** Each test speaks from its own client address, so the per-address limits of one do not touch another. */
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** The code on a line of its own in the text part, and the same code in the HTML part. */
function codeIn(mail: CaughtMail, digits: number): string {
  const inText = new RegExp(`^\\s+(\\d{${digits}})\\s*$`, "m").exec(mail.text)?.[1];
  const inHtml = new RegExp(`>(\\d{${digits}})</p>`).exec(mail.html)?.[1];
  expect(inText).toBeDefined();
  expect(inHtml).toBe(inText);
  return inText!;
}

async function requestOtp(email: string, ip: string): Promise<string> {
  const res = await post("/api/auth/send-otp", { email }, ip);
  expect(res.statusCode, res.body).toBe(200);
  return codeIn(await catcher.mailTo(email), 4);
}

async function signUp(email: string, password = "lotus-pond-42", name = "Asha Verma"): Promise<void> {
  const ip = freshIp();
  const otp = await requestOtp(email, ip);
  const res = await post("/api/auth/register", { email, password, name, otp }, ip);
  expect(res.statusCode, res.body).toBe(201);
}

async function login(email: string, password: string, remember = false, ip = freshIp()) {
  return post("/api/auth/login", { email, password, remember }, ip, { "user-agent": "vitest" });
}

async function tokenOf(email: string, password = "lotus-pond-42", remember = false): Promise<string> {
  const res = await login(email, password, remember);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

const cookieOf = (res: LightMyRequestResponse) => {
  const header = res.headers["set-cookie"];
  return (Array.isArray(header) ? header : [header ?? ""]).find((c) => c.startsWith("token=")) ?? "";
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (token: string) => ({ cookie: `token=${token}` });

/** Lets the once-a-minute throttle of an address pass, as a minute would. */
async function letAMinutePass(rule: string, email: string) {
  await t.database.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '61 seconds'` })
    .where(eq(rateLimits.key, `${rule}:${email}`));
}

describe("sign-up with an e-mailed OTP", () => {
  it("mails a 4-digit OTP in text and HTML and registers the member with it", async () => {
    const ip = freshIp();
    const res = await post("/api/auth/send-otp", { email: "Asha.Verma@Example.in" }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: m.otpSent,
      data: { email: "asha.verma@example.in", resendAfterSeconds: 60 },
    });

    const mail = await catcher.mailTo("asha.verma@example.in");
    expect(mail.from).toBe("no-reply@vedantaclub.in");
    expect(mail.raw).toContain("From: Vedanta Wellness Club <no-reply@vedantaclub.in>");
    expect(mail.subject).toBe("Your Vedanta Wellness Club sign-up code");
    expect(mail.text).toContain("valid for 10 minutes");
    expect(mail.html).toContain("valid for 10 minutes");
    const otp = codeIn(mail, 4);
    expect(otp).toMatch(/^\d{4}$/);

    // the code is stored hashed, not as it was sent
    const [stored] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, "asha.verma@example.in"));
    expect(stored.codeHash).not.toContain(otp);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const registered = await post(
      "/api/auth/register",
      { email: "asha.verma@example.in", password: "lotus-pond-42", name: "  Asha Verma ", otp },
      ip,
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      status: 201,
      message: m.registered,
      data: { name: "Asha Verma", email: "asha.verma@example.in", role: "member" },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "asha.verma@example.in"));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user).toMatchObject({
      role: "member",
      isKycDone: false,
      isFamilyDetailsDone: false,
      isPaymentDone: false,
      isTermsAgreed: false,
    });
    const [used] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.id, stored.id));
    expect(used.consumedAt).not.toBeNull();

    // the code works once
    const again = await post(
      "/api/auth/register",
      { email: "asha.verma@example.in", password: "lotus-pond-42", name: "A", otp },
      ip,
    );
    expect(again.statusCode).toBe(409);
  });

  it("answers 409 with a clear message for an e-mail that already has an account", async () => {
    await signUp("taken@example.in");
    const res = await post("/api/auth/send-otp", { email: "TAKEN@example.in" }, freshIp());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: m.emailTaken, data: null });
  });

  it("refuses a short password, a missing OTP and a malformed e-mail with 400", async () => {
    const ip = freshIp();
    const short = await post(
      "/api/auth/register",
      { email: "short@example.in", password: "seven77", name: "Ravi", otp: "1234" },
      ip,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(m.passwordTooShort);
    const noOtp = await post(
      "/api/auth/register",
      { email: "short@example.in", password: "long-enough", name: "Ravi", otp: "" },
      ip,
    );
    expect(noOtp.statusCode).toBe(400);
    expect(noOtp.json().message).toContain(m.enterOtp);
    const badEmail = await post("/api/auth/send-otp", { email: "not-an-email" }, ip);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain(m.emailInvalid);
  });

  it("answers Invalid OTP to a wrong code and voids the code after 5 wrong tries", async () => {
    const ip = freshIp();
    const email = "wrong.otp@example.in";
    const otp = await requestOtp(email, ip);
    const wrong = otp === "0000" ? "1111" : "0000";
    const register = (code: string) =>
      post("/api/auth/register", { email, password: "lotus-pond-42", name: "Meera", otp: code }, ip);

    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      const res = await register(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.otpInvalid);
    }
    const fifth = await register(wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(m.otpLocked);
    // now even the right code no longer works
    const right = await register(otp);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(m.otpLocked);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);

    // a new code (after the minute) works
    await letAMinutePass("auth:send-otp:email", email);
    const fresh = await requestOtp(email, ip);
    expect((await register(fresh)).statusCode).toBe(201);
  });

  it("says when the OTP has expired", async () => {
    const ip = freshIp();
    const email = "late@example.in";
    const otp = await requestOtp(email, ip);
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, "register")));
    const res = await post("/api/auth/register", { email, password: "lotus-pond-42", name: "Late", otp }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.otpExpired);
  });

  it("says when no OTP was sent", async () => {
    const res = await post(
      "/api/auth/register",
      { email: "never@example.in", password: "lotus-pond-42", name: "N", otp: "1234" },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.otpMissing);
  });

  it("sends a new code at most once a minute per address (429); the new code replaces the old", async () => {
    const ip = freshIp();
    const email = "impatient@example.in";
    const first = await requestOtp(email, ip);
    const again = await post("/api/auth/send-otp", { email }, freshIp());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ status: 429, message: m.codeResendWait, data: null });
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(60);

    await letAMinutePass("auth:send-otp:email", email);
    const second = await requestOtp(email, ip);
    if (second !== first) {
      const old = await post("/api/auth/register", { email, password: "lotus-pond-42", name: "I", otp: first }, ip);
      expect(old.statusCode).toBe(400);
    }
    const res = await post("/api/auth/register", { email, password: "lotus-pond-42", name: "I", otp: second }, ip);
    expect(res.statusCode).toBe(201);
  });
});

describe("sign-in and the session", () => {
  beforeAll(async () => {
    await signUp("member@example.in", "lotus-pond-42", "Kavya Iyer");
  });

  it("sets a browser-session token cookie without remember-me: HttpOnly, SameSite=Strict, Path=/, no Max-Age", async () => {
    const res = await login("Member@Example.in", "lotus-pond-42");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: m.loginSuccessful,
      data: { user: { name: "Kavya Iyer", email: "member@example.in", role: "member" } },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    const token = res.json().data.token as string;
    const set = cookieOf(res);
    expect(set.startsWith(`token=${token};`)).toBe(true);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).toMatch(/; Path=\//);
    expect(set).not.toMatch(/Max-Age|Expires/i);
    expect(set).not.toMatch(/Secure/); // not production over HTTPS

    const claims = decodeJwt(token);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "member@example.in"));
    expect(claims).toMatchObject({ sub: user.id, role: "member", name: "Kavya Iyer", email: "member@example.in" });
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(SESSION_HOURS * 3600 - 60);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(SESSION_HOURS * 3600);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims.sid as string));
    expect(session).toMatchObject({ userId: user.id, userAgent: "vitest", revokedAt: null });
  });

  it("keeps the cookie 7 days with remember-me", async () => {
    const res = await login("member@example.in", "lotus-pond-42", true);
    expect(res.statusCode).toBe(200);
    const set = cookieOf(res);
    expect(set).toMatch(new RegExp(`; Max-Age=${REMEMBER_ME_DAYS * 86_400}(;|$)`));
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    const claims = decodeJwt(res.json().data.token);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(REMEMBER_ME_DAYS * 86_400 - 60);
  });

  it("answers the same for an unknown e-mail and a wrong password", async () => {
    const unknown = await login("nobody@example.in", "lotus-pond-42");
    const wrong = await login("member@example.in", "not-the-password");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: 401, message: m.invalidCredentials, data: null });
    expect(wrong.json()).toEqual(unknown.json());
    expect(cookieOf(wrong)).toBe("");
  });

  it("gives user details to the cookie and to a Bearer token, and 401 without a session", async () => {
    const token = await tokenOf("member@example.in");
    const expected = {
      name: "Kavya Iyer",
      email: "member@example.in",
      role: "member",
      is_kyc_done: false,
      is_family_details_done: false,
      is_payment_done: false,
      is_terms_agreed: false,
      language: "en",
    };
    for (const headers of [cookie(token), bearer(token)]) {
      const res = await get("/api/auth/user-details", headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, message: m.userDetails, data: expected });
    }
    const none = await get("/api/auth/user-details");
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 401, message: m.notSignedIn, data: null });

    const forged = await new SignJWT({ sid: decodeJwt(token).sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(decodeJwt(token).sub!)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another secret of at least thirty-two characters"));
    const bad = await get("/api/auth/user-details", cookie(forged));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(m.sessionEnded);
    // the dead cookie is taken away (scripts cannot: it is HttpOnly)
    expect(cookieOf(bad)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    expect((await get("/api/auth/user-details", bearer("not.a.token"))).statusCode).toBe(401);
  });

  it("answers the flags as they are stored", async () => {
    await t.database.db
      .update(users)
      .set({ isKycDone: true, isFamilyDetailsDone: true })
      .where(eq(users.email, "member@example.in"));
    const res = await get("/api/auth/user-details", bearer(await tokenOf("member@example.in")));
    expect(res.json().data).toMatchObject({
      is_kyc_done: true,
      is_family_details_done: true,
      is_payment_done: false,
      is_terms_agreed: false,
    });
    await t.database.db
      .update(users)
      .set({ isKycDone: false, isFamilyDetailsDone: false })
      .where(eq(users.email, "member@example.in"));
  });

  it("lists the member's properties (none before an application), only to a signed-in member", async () => {
    const token = await tokenOf("member@example.in");
    const res = await get("/api/property/getPropertyDetailsByUserId", bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: m.memberProperties, data: [] });
    expect((await get("/api/property/getPropertyDetailsByUserId")).statusCode).toBe(401);
  });

  it("signs out: the session is revoked, the same token answers 401, the cookie is cleared", async () => {
    const token = await tokenOf("member@example.in", "lotus-pond-42", true);
    const other = await tokenOf("member@example.in");
    expect((await get("/api/auth/session", cookie(token))).json().data).toEqual({ signedIn: true });

    const out = await post("/api/auth/logout", {}, freshIp(), cookie(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ status: 200, message: m.signedOut });
    expect(cookieOf(out)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);

    for (const headers of [cookie(token), bearer(token)]) {
      const res = await get("/api/auth/user-details", headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(m.sessionEnded);
    }
    expect((await get("/api/auth/session", cookie(token))).json().data).toEqual({ signedIn: false });
    // another session of the same member is untouched
    expect((await get("/api/auth/user-details", bearer(other))).statusCode).toBe(200);
    // signing out again, or without a session, is harmless
    expect((await post("/api/auth/logout", {}, freshIp(), bearer(token))).statusCode).toBe(200);
    expect((await post("/api/auth/logout", {}, freshIp())).statusCode).toBe(200);
  });

  it("ends a session whose time is up, or whose row is gone", async () => {
    const token = await tokenOf("member@example.in");
    const sid = decodeJwt(token).sid as string;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sid));
    expect((await get("/api/auth/user-details", bearer(token))).statusCode).toBe(401);

    const second = await tokenOf("member@example.in");
    await t.database.db.delete(sessions).where(eq(sessions.id, decodeJwt(second).sid as string));
    expect((await get("/api/auth/user-details", bearer(second))).statusCode).toBe(401);
  });

  it("tells the side menu whether the session is valid, not just whether a cookie is there", async () => {
    expect((await get("/api/auth/session")).json()).toEqual({
      status: 200,
      message: m.sessionState,
      data: { signedIn: false },
    });
    const junk = await get("/api/auth/session", cookie("junk"));
    expect(junk.json().data).toEqual({ signedIn: false });
    expect(cookieOf(junk)).toMatch(/^token=;/);
    const token = await tokenOf("member@example.in");
    const res = await get("/api/auth/session", cookie(token));
    expect(res.json().data).toEqual({ signedIn: true });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("abuse limits on sign-in", () => {
  beforeAll(async () => {
    await signUp("bystander@example.in");
  });

  it(`answers 429 after ${SIGN_IN_ATTEMPTS} attempts from one address, even with the right password`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i++) {
      expect((await login(`guess${i}@example.in`, "wrong-password", false, ip)).statusCode).toBe(401);
    }
    const blocked = await login("bystander@example.in", "lotus-pond-42", false, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, message: m.tooManySignIns, data: null });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // another address is not affected
    expect((await login("bystander@example.in", "lotus-pond-42")).statusCode).toBe(200);
  });

  // the account-wide ceiling and its lifting by a password reset: lockout.test.ts

  it("counts an account's failed guesses, not its member's own sign-ins", async () => {
    for (let i = 0; i < SIGN_IN_ATTEMPTS + 5; i++) {
      expect((await login("bystander@example.in", "lotus-pond-42")).statusCode).toBe(200);
    }
    for (let i = 0; i < SIGN_IN_ATTEMPTS - 1; i++) {
      expect((await login("bystander@example.in", `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await login("bystander@example.in", "lotus-pond-42")).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  beforeAll(async () => {
    await signUp("forgetful@example.in", "old-password-1", "Dev Sharma");
  });

  it("mails a code; using it sets the new password and signs the member out everywhere", async () => {
    const laptop = await tokenOf("forgetful@example.in", "old-password-1", true);
    const phone = await tokenOf("forgetful@example.in", "old-password-1");

    const ip = freshIp();
    const asked = await post("/api/auth/forgot-password", { email: "Forgetful@example.in" }, ip);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 200, message: m.resetRequested, data: null });
    const mail = await catcher.mailTo("forgetful@example.in");
    expect(mail.subject).toBe("Reset your Vedanta Wellness Club password");
    expect(mail.text).toContain("valid for 15 minutes");
    const code = codeIn(mail, 6);

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await post(
      "/api/auth/reset-password",
      { email: "forgetful@example.in", code: wrongCode, password: "new-password-2" },
      ip,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.resetCodeInvalid);
    const short = await post(
      "/api/auth/reset-password",
      { email: "forgetful@example.in", code, password: "short" },
      ip,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(m.passwordTooShort);

    const done = await post(
      "/api/auth/reset-password",
      { email: "forgetful@example.in", code, password: "new-password-2" },
      ip,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 200, message: m.passwordChanged, data: null });

    for (const token of [laptop, phone])
      expect((await get("/api/auth/user-details", bearer(token))).statusCode).toBe(401);
    expect((await login("forgetful@example.in", "old-password-1")).statusCode).toBe(401);
    expect((await login("forgetful@example.in", "new-password-2")).statusCode).toBe(200);
    // the code works once
    const reused = await post(
      "/api/auth/reset-password",
      { email: "forgetful@example.in", code, password: "third-password-3" },
      ip,
    );
    expect(reused.statusCode).toBe(400);
  });

  it("answers the same for an address without an account, and mails nothing", async () => {
    const res = await post("/api/auth/forgot-password", { email: "stranger@example.in" }, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: m.resetRequested, data: null });
    expect(await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, "stranger@example.in"))).toEqual(
      [],
    );
    const reset = await post(
      "/api/auth/reset-password",
      { email: "stranger@example.in", code: "123456", password: "whatever-123" },
      freshIp(),
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(m.resetCodeMissing);
  });

  it("sends a reset code at most once a minute per address, and says when it has expired", async () => {
    await signUp("twice@example.in");
    expect((await post("/api/auth/forgot-password", { email: "twice@example.in" }, freshIp())).statusCode).toBe(200);
    const code = codeIn(await catcher.mailTo("twice@example.in"), 6);
    const again = await post("/api/auth/forgot-password", { email: "twice@example.in" }, freshIp());
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(m.codeResendWait);

    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(emailCodes.email, "twice@example.in"), eq(emailCodes.purpose, "reset")));
    const late = await post(
      "/api/auth/reset-password",
      { email: "twice@example.in", code, password: "new-password-2" },
      freshIp(),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.resetCodeExpired);
  });
});

describe("without SMTP_URL", () => {
  it("writes the OTP mail to DATA_DIR/outbox and prints the code on the console", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    const local = await openTestApp();
    try {
      const res = await local.app.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        payload: { email: "offline@example.in" },
      });
      expect(res.statusCode).toBe(200);
      const outbox = join(local.config.dataDir, "outbox");
      // the job queue's worker writes it as soon as the code's transaction commits
      const files = await vi.waitFor(() => {
        const found = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
        expect(found).toHaveLength(1);
        return found;
      });
      const mail = parseMail(readFileSync(join(outbox, files[0]), "utf8"));
      const otp = codeIn({ ...mail, to: [], from: "" }, 4);
      await vi.waitFor(() =>
        expect(lines.some((line) => line.includes("offline@example.in") && line.includes(otp))).toBe(true),
      );
    } finally {
      spy.mockRestore();
      await local.close();
    }
  });
});

describe("in production behind an HTTPS proxy", () => {
  it("marks the cookie Secure", async () => {
    const prod = await openTestApp({ SMTP_URL: catcher.url, NODE_ENV: "production", TRUST_PROXY: "1" });
    try {
      const inject = (url: string, payload: object, proto: string) =>
        prod.app.inject({
          method: "POST",
          url,
          payload,
          remoteAddress: freshIp(),
          headers: { "x-forwarded-proto": proto },
        });
      expect((await inject("/api/auth/send-otp", { email: "secure@example.in" }, "https")).statusCode).toBe(200);
      const otp = codeIn(await catcher.mailTo("secure@example.in"), 4);
      const body = { email: "secure@example.in", password: "lotus-pond-42", name: "S", otp };
      expect((await inject("/api/auth/register", body, "https")).statusCode).toBe(201);
      const https = await inject(
        "/api/auth/login",
        { email: "secure@example.in", password: "lotus-pond-42", remember: true },
        "https",
      );
      expect(cookieOf(https)).toMatch(/; Secure/);
      const plain = await inject("/api/auth/login", { email: "secure@example.in", password: "lotus-pond-42" }, "http");
      expect(cookieOf(plain)).not.toMatch(/Secure/);
    } finally {
      await prod.close();
    }
  });
});

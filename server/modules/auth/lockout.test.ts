import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_ACCOUNT_FAILURES, SIGN_IN_ATTEMPTS } from "../../../common/auth-limits.ts";
import { authMessages as m } from "../../../common/auth-messages.ts";
import { rateLimits } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { createMember } from "../../test/members.ts";
import { SIGN_IN_ACCOUNT_RATE } from "./service.ts";

/** The password of the members createMember makes. */
const PASSWORD = "lotus-pond-42";

let t: TestApp & { mail: MailCatcher };
let catcher: MailCatcher;
beforeAll(async () => {
  t = await openTestAppWithMail();
  catcher = t.mail;
});
afterAll(async () => {
  await t?.close();
});

/** A client address no other sign-in of this file used (10.x.y.z, far more than 254 of them). */
let nextAddress = 1;
const freshAddress = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const signIn = (email: string, password: string, from = freshAddress()) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: from });

/** Wrong passwords for the e-mail, each from an address of its own, as a spread-out guesser sends them. */
async function failFromManyAddresses(email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await signIn(email, `wrong-${i}`)).statusCode).toBe(401);
}

async function accountFailures(email: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `${SIGN_IN_ACCOUNT_RATE.name}:${email}`));
  return row?.count ?? 0;
}

describe("sign-in lock-out", () => {
  it(`lets the member in from an address that has not failed, after ${SIGN_IN_ATTEMPTS}+ failures from others`, async () => {
    const member = await createMember(t);
    await failFromManyAddresses(member.email, SIGN_IN_ATTEMPTS + 5);
    const res = await signIn(member.email, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  });

  it(`refuses an address after ${SIGN_IN_ATTEMPTS} failures, even with the right password; other addresses still get in`, async () => {
    const member = await createMember(t);
    const guesser = freshAddress();
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i++)
      expect((await signIn(member.email, `wrong-${i}`, guesser)).statusCode).toBe(401);
    const refused = await signIn(member.email, PASSWORD, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, message: m.tooManySignIns, data: null });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(member.email, PASSWORD)).statusCode).toBe(200);
  });

  it(`counts only failures against the address: one office behind one address signs in more than ${SIGN_IN_ATTEMPTS} times`, async () => {
    const office = freshAddress();
    const colleagues = [await createMember(t), await createMember(t)];
    for (let i = 0; i < SIGN_IN_ATTEMPTS * 2; i++) {
      const res = await signIn(colleagues[i % 2].email, PASSWORD, office);
      expect(res.statusCode, res.body).toBe(200);
    }
    // a few mistypes from that address still leave room for the right password
    for (let i = 0; i < SIGN_IN_ATTEMPTS - 1; i++)
      expect((await signIn(colleagues[0].email, `wrong-${i}`, office)).statusCode).toBe(401);
    expect((await signIn(colleagues[1].email, PASSWORD, office)).statusCode).toBe(200);
    expect((await signIn(colleagues[0].email, "wrong-again", office)).statusCode).toBe(401);
    expect((await signIn(colleagues[0].email, PASSWORD, office)).statusCode).toBe(429);
  });

  it("counts only failures against the account, not the member's own sign-ins", async () => {
    const member = await createMember(t);
    await failFromManyAddresses(member.email, 2);
    for (let i = 0; i < 3; i++) expect((await signIn(member.email, PASSWORD)).statusCode).toBe(200);
    expect(await accountFailures(member.email)).toBe(2);
  });

  it(`holds the account at ${SIGN_IN_ACCOUNT_FAILURES} failures from all addresses together, until its member resets the password`, async () => {
    const member = await createMember(t);
    await failFromManyAddresses(member.email, SIGN_IN_ACCOUNT_FAILURES);
    const refused = await signIn(member.email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(m.tooManySignIns);
    // an unknown e-mail is held alike, so the ceiling does not tell which addresses have accounts
    await failFromManyAddresses("nobody-here@example.org", SIGN_IN_ACCOUNT_FAILURES);
    expect((await signIn("nobody-here@example.org", PASSWORD)).statusCode).toBe(429);

    const from = freshAddress();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: member.email },
          remoteAddress: from,
        })
      ).statusCode,
    ).toBe(200);
    const code = /^\s+(\d{6})\s*$/m.exec((await catcher.mailTo(member.email)).text)![1];
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { email: member.email, code, password: "fresh-start-5" },
      remoteAddress: from,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(member.email, "fresh-start-5")).statusCode).toBe(200);
  });
});

import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { hash as hashPassword, verify as verifyPassword } from "@node-rs/argon2";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  OTP_VALID_MINUTES,
  REMEMBER_ME_DAYS,
  RESET_CODE_LENGTH,
  RESET_CODE_VALID_MINUTES,
  SESSION_HOURS,
  SIGN_IN_ACCOUNT_FAILURES,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_WINDOW_MINUTES,
  type Role,
} from "../../../common/auth-limits.ts";
import { authMessages as m } from "../../../common/auth-messages.ts";
import { emailField } from "../../../common/auth-schemas.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../common/language.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/open.ts";
import { emailCodes, sessions, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { MailQueue, QueuedMail } from "../../platform/mail-queue.ts";
import { clearRateLimit, hitRateLimit, refundRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { passwordResetMail, registrationOtpMail } from "./mail.ts";
import { isUuid } from "../../../common/ids.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { getProperty } from "../catalogue/service.ts";
import { memberPropertyIds } from "../registration/service.ts";

export interface AuthDeps {
  db: Db;
  config: Pick<Config, "sessionSecret" | "publicUrl">;
  mail: MailQueue;
  /** Failures the caller survives. */
  logError?: (message: string, error: unknown) => void;
}

/** The account as the server sees it (never the password hash). */
export interface Account {
  id: string;
  name: string;
  email: string;
  role: Role;
  isKycDone: boolean;
  isFamilyDetailsDone: boolean;
  isPaymentDone: boolean;
  isTermsAgreed: boolean;
  /** The language the member reads the club in: their mails are written in it. */
  language: Language;
}

export interface Authenticated {
  user: Account;
  session: { id: string; expiresAt: Date };
}

const minutes = (n: number) => n * 60;

// Abuse limits (ARCHITECTURE.md "Security model"): per client address and per account, in the database.
export const SEND_OTP_ADDRESS_RATE: RateRule = {
  name: "auth:send-otp:ip",
  limit: 10,
  windowSeconds: minutes(15),
  message: m.tooManyCodeRequests,
};
export const SEND_OTP_RESEND_RATE: RateRule = {
  name: "auth:send-otp:email",
  limit: 1,
  windowSeconds: CODE_RESEND_SECONDS,
  message: m.codeResendWait,
};
/** Each code allows a few guesses, so the codes an address can get per day are bounded too. */
export const CODES_PER_DAY = 10;
export const SEND_OTP_DAILY_RATE: RateRule = {
  name: "auth:send-otp:email-day",
  limit: CODES_PER_DAY,
  windowSeconds: 86_400,
  message: m.tooManyCodesToday,
};
export const REGISTER_ADDRESS_RATE: RateRule = {
  name: "auth:register:ip",
  limit: 20,
  windowSeconds: minutes(15),
  message: m.tooManySignUps,
};
export const REGISTER_ACCOUNT_RATE: RateRule = {
  name: "auth:register:email",
  limit: 10,
  windowSeconds: minutes(15),
  message: m.tooManySignUps,
};
export const SIGN_IN_ADDRESS_RATE: RateRule = {
  name: "auth:sign-in:ip",
  limit: SIGN_IN_ATTEMPTS,
  windowSeconds: minutes(SIGN_IN_WINDOW_MINUTES),
  message: m.tooManySignIns,
};
/**
 * Failed sign-ins of one account from all addresses together: far above what a member mistypes, so others'
 * guesses cannot lock the member out, yet a bound on a guess spread over many addresses (decision 009).
 */
export const SIGN_IN_ACCOUNT_RATE: RateRule = {
  ...SIGN_IN_ADDRESS_RATE,
  name: "auth:sign-in:email",
  limit: SIGN_IN_ACCOUNT_FAILURES,
};
export const RESET_REQUEST_ADDRESS_RATE: RateRule = {
  name: "auth:forgot:ip",
  limit: 10,
  windowSeconds: minutes(15),
  message: m.tooManyResets,
};
export const RESET_REQUEST_RESEND_RATE: RateRule = {
  name: "auth:forgot:email",
  limit: 1,
  windowSeconds: CODE_RESEND_SECONDS,
  message: m.codeResendWait,
};
export const RESET_REQUEST_DAILY_RATE: RateRule = {
  name: "auth:forgot:email-day",
  limit: CODES_PER_DAY,
  windowSeconds: 86_400,
  message: m.tooManyCodesToday,
};
export const RESET_ADDRESS_RATE: RateRule = {
  name: "auth:reset:ip",
  limit: 20,
  windowSeconds: minutes(15),
  message: m.tooManyResets,
};
export const RESET_ACCOUNT_RATE: RateRule = {
  name: "auth:reset:email",
  limit: 10,
  windowSeconds: minutes(15),
  message: m.tooManyResets,
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function assertEmail(email: string): string {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new AppError(400, m.emailInvalid);
  return parsed.data;
}

function assertNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError(400, m.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError(400, m.passwordTooLong);
}

// ── one-time codes ─────────────────────────────────────────────────────────────────────────────────

export type CodePurpose = "register" | "reset" | "conveyance";

export interface CodeMessages {
  missing: string;
  invalid: string;
  expired: string;
  locked: string;
}

const OTP_CODE_MESSAGES: CodeMessages = {
  missing: m.otpMissing,
  invalid: m.otpInvalid,
  expired: m.otpExpired,
  locked: m.otpLocked,
};
const RESET_CODE_MESSAGES: CodeMessages = {
  missing: m.resetCodeMissing,
  invalid: m.resetCodeInvalid,
  expired: m.resetCodeExpired,
  locked: m.resetCodeLocked,
};

/**
 * A code is stored as an HMAC keyed with the session secret (a 4-digit code hashed without a secret
 * could be found by trying all 10,000), bound to its address and purpose.
 */
function hashCode(secret: string, purpose: CodePurpose, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${email}\n${code}`).digest("hex");
}

const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, "0");

/** A new code for the address; earlier unused codes of the same purpose stop working. */
export async function issueCode(
  deps: AuthDeps,
  email: string,
  purpose: CodePurpose,
  length: number,
  validMinutes: number,
  mail: (code: string) => QueuedMail,
) {
  const code = randomDigits(length);
  const expiresAt = new Date(Date.now() + validMinutes * 60_000);
  const [row] = await deps.db.transaction(async (tx) => {
    await tx
      .delete(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
    const inserted = await tx
      .insert(emailCodes)
      .values({ email, purpose, codeHash: hashCode(deps.config.sessionSecret, purpose, email, code), expiresAt })
      .returning({ id: emailCodes.id });
    // the code's mail, queued with it: the workers are woken when this commits, so it leaves at once
    await deps.mail.send(tx, mail(code));
    return inserted;
  });
  return { id: row.id, expiresAt };
}

/**
 * Checks a code against the address's latest one. A wrong code counts one try; the last allowed wrong
 * try voids the code. Returns the code's id for consumeCode.
 */
export async function checkCode(
  deps: AuthDeps,
  email: string,
  purpose: CodePurpose,
  code: string,
  msg: CodeMessages,
): Promise<string> {
  const [row] = await deps.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(400, msg.missing);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError(400, msg.locked);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(400, msg.expired);
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(deps.config.sessionSecret, purpose, email, code), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) return row.id;

  // one atomic increment, so parallel guesses cannot exceed the allowed tries
  const [counted] = await deps.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), sql`${emailCodes.attempts} < ${CODE_MAX_ATTEMPTS}`))
    .returning({ attempts: emailCodes.attempts });
  if (!counted || counted.attempts >= CODE_MAX_ATTEMPTS) throw new AppError(400, msg.locked);
  throw new AppError(400, msg.invalid);
}

/** Marks a checked code used, inside the caller's transaction; fails if it was used meanwhile. */
export async function consumeCode(tx: Pick<Db, "update">, codeId: string, msg: CodeMessages): Promise<void> {
  const used = await tx
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt), sql`${emailCodes.attempts} < ${CODE_MAX_ATTEMPTS}`),
    )
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError(400, msg.missing);
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function toAccount(row: typeof users.$inferSelect): Account {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isKycDone: row.isKycDone,
    isFamilyDetailsDone: row.isFamilyDetailsDone,
    isPaymentDone: row.isPaymentDone,
    isTermsAgreed: row.isTermsAgreed,
    language: row.language,
  };
}

// ── sign-up ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Step 1 of sign-up: e-mails a 4-digit OTP, valid 10 minutes, at most one per minute per address, in `language` (the
 * sign-up request's; English when not given).
 */
export async function sendRegistrationOtp(
  deps: AuthDeps,
  input: { email: string; ip: string; language?: Language },
): Promise<{ email: string; expiresAt: Date }> {
  const email = assertEmail(input.email);
  await hitRateLimit(deps.db, SEND_OTP_ADDRESS_RATE, input.ip);
  if (await findUserByEmail(deps.db, email)) throw new AppError(409, m.emailTaken);
  await hitRateLimit(deps.db, SEND_OTP_RESEND_RATE, email);
  await hitRateLimit(deps.db, SEND_OTP_DAILY_RATE, email);
  const issued = await issueCode(deps, email, "register", OTP_LENGTH, OTP_VALID_MINUTES, (code) =>
    registrationOtpMail(email, code, deps.config.publicUrl, input.language ?? DEFAULT_LANGUAGE),
  );
  return { email, expiresAt: issued.expiresAt };
}

/**
 * Step 2 of sign-up: checks the OTP and creates the member, in one transaction with using the code. The member's
 * language is `language` (the sign-up request's; English when not given).
 */
export async function registerAccount(
  deps: AuthDeps,
  input: { name: string; email: string; password: string; otp: string; ip: string; language?: Language },
): Promise<Account> {
  const email = assertEmail(input.email);
  const name = input.name.trim();
  if (!name) throw new AppError(400, m.nameRequired);
  assertNewPassword(input.password);
  await hitRateLimit(deps.db, REGISTER_ADDRESS_RATE, input.ip);
  await hitRateLimit(deps.db, REGISTER_ACCOUNT_RATE, email);
  if (await findUserByEmail(deps.db, email)) throw new AppError(409, m.emailTaken);
  const codeId = await checkCode(deps, email, "register", input.otp.trim(), OTP_CODE_MESSAGES);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    await consumeCode(tx, codeId, OTP_CODE_MESSAGES);
    const [created] = await tx
      .insert(users)
      .values({ name, email, passwordHash, language: input.language ?? DEFAULT_LANGUAGE })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError(409, m.emailTaken);
    return toAccount(created);
  });
}

// ── sessions ───────────────────────────────────────────────────────────────────────────────────────

const signingKey = (secret: string) => new TextEncoder().encode(secret);

/** A hash of nothing, verified when the e-mail is unknown so both failures take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks e-mail and password and opens a session: a sessions row and a JWT naming it
 * (7 days with remember-me, else 12 hours). Unknown e-mail and wrong password answer alike.
 * Only failures count, against the address and against the account (decision 020): each attempt is counted
 * before the password is checked, so parallel guesses cannot pass the ceiling, and a success takes its counts back.
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; remember: boolean; ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date; user: Account }> {
  const email = normaliseEmail(input.email);
  await hitRateLimit(deps.db, SIGN_IN_ADDRESS_RATE, input.ip);
  await hitRateLimit(deps.db, SIGN_IN_ACCOUNT_RATE, email);
  const user = await findUserByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password).catch(() => false)
    : await verifyPassword(await (decoyHash ??= hashPassword("no account has this password")), input.password).then(
        () => false,
      );
  // a disabled account answers as a wrong password would: nothing tells whether it exists
  if (!user || !valid || user.disabledAt) throw new AppError(401, m.invalidCredentials);
  await refundRateLimit(deps.db, SIGN_IN_ACCOUNT_RATE, email);
  await refundRateLimit(deps.db, SIGN_IN_ADDRESS_RATE, input.ip);
  return openSession({ db: deps.db, config: deps.config }, user.id, input);
}

/**
 * Opens a session for an account whose owner has just proved who they are (a password checked, an invitation
 * accepted): a sessions row and a JWT naming it (7 days with remember-me, else 12 hours). Given a transaction's
 * `db`, the session is part of that transaction.
 */
export async function openSession(
  deps: { db: Db | Tx; config: Pick<Config, "sessionSecret"> },
  userId: string,
  input: { remember: boolean; ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date; user: Account }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.disabledAt) throw new AppError(401, m.invalidCredentials);
  const lifetimeMs = input.remember ? REMEMBER_ME_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
  // whole seconds, as in the token
  const expiresAt = new Date(Math.floor((Date.now() + lifetimeMs) / 1000) * 1000);
  const [session] = await deps.db
    .insert(sessions)
    .values({ userId: user.id, expiresAt, ip: input.ip, userAgent: input.userAgent?.slice(0, 500) })
    .returning({ id: sessions.id });
  const token = await new SignJWT({ sid: session.id, role: user.role, name: user.name, email: user.email })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(deps.config.sessionSecret));
  return { token, expiresAt, user: toAccount(user) };
}

/**
 * The member and session a token stands for; 401 when the token is forged or expired, or its session
 * was revoked or is gone. The role comes from the database, so a change applies at once.
 */
export async function authenticate(deps: Pick<AuthDeps, "db" | "config">, token: string): Promise<Authenticated> {
  const ended = new AppError(401, m.sessionEnded);
  let subject: string;
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, signingKey(deps.config.sessionSecret), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || !isUuid(payload.sid)) throw ended;
    subject = payload.sub;
    sessionId = payload.sid;
  } catch {
    throw ended;
  }
  const [row] = await deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  // a disabled account's sessions end at once (staff leaving the club)
  if (
    !row ||
    row.user.id !== subject ||
    row.user.disabledAt ||
    row.session.revokedAt ||
    row.session.expiresAt.getTime() <= Date.now()
  )
    throw ended;
  return { user: toAccount(row.user), session: { id: row.session.id, expiresAt: row.session.expiresAt } };
}

/** Revokes one session (sign-out). */
export async function signOut(deps: Pick<AuthDeps, "db">, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

// ── password reset ─────────────────────────────────────────────────────────────────────────────────

/**
 * E-mails a 6-digit reset code valid 15 minutes when the address has an account. The answer is the
 * same either way, and the mail is sent by the job queue after it, so neither the words nor the timing tell.
 */
export async function requestPasswordReset(deps: AuthDeps, input: { email: string; ip: string }): Promise<void> {
  const email = assertEmail(input.email);
  await hitRateLimit(deps.db, RESET_REQUEST_ADDRESS_RATE, input.ip);
  await hitRateLimit(deps.db, RESET_REQUEST_RESEND_RATE, email);
  await hitRateLimit(deps.db, RESET_REQUEST_DAILY_RATE, email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await issueCode(deps, email, "reset", RESET_CODE_LENGTH, RESET_CODE_VALID_MINUTES, (code) =>
    passwordResetMail(email, code, deps.config.publicUrl, user.language),
  );
}

/** Sets a new password with a reset code, and revokes every session of the member. */
export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; code: string; password: string; ip: string },
): Promise<void> {
  const email = assertEmail(input.email);
  assertNewPassword(input.password);
  await hitRateLimit(deps.db, RESET_ADDRESS_RATE, input.ip);
  await hitRateLimit(deps.db, RESET_ACCOUNT_RATE, email);
  const codeId = await checkCode(deps, email, "reset", input.code.trim(), RESET_CODE_MESSAGES);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError(400, m.resetCodeMissing);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, codeId, RESET_CODE_MESSAGES);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
  // whoever reset the password holds the mailbox: guesses of others no longer block the sign-in
  await clearRateLimit(deps.db, SIGN_IN_ACCOUNT_RATE, email);
}

// ── language ───────────────────────────────────────────────────────────────────────────────────────

/** Sets the language a member reads the club in (their mails follow it); 400 for anything but en or hi. */
export async function setLanguage(deps: Pick<AuthDeps, "db">, userId: string, language: unknown): Promise<Language> {
  if (!isLanguage(language)) throw new AppError(400, m.languageInvalid);
  // only a change is written: the language switch sends the member's language again on every page it opens
  await deps.db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
  return language;
}

// ── members and administrators ─────────────────────────────────────────────────────────────────────

/**
 * Creates an administrator, or makes an existing account one (and sets the given password), for
 * `npm run admin:create`.
 */
export async function createOrPromoteAdmin(
  deps: Pick<AuthDeps, "db">,
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean; account: Account }> {
  const email = assertEmail(input.email);
  assertNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim();
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    const [updated] = await deps.db
      .update(users)
      .set({ role: "admin", passwordHash, ...(name ? { name } : {}) })
      .where(eq(users.id, existing.id))
      .returning();
    return { created: false, account: toAccount(updated) };
  }
  const [created] = await deps.db
    .insert(users)
    .values({ name: name || "Administrator", email, passwordHash, role: "admin" })
    .returning();
  return { created: true, account: toAccount(created) };
}

/** Accounts and sessions: registration with a code, sign-in and out, password reset; a member's villas. */
export function createAuthService(deps: AuthDeps) {
  return {
    sendRegistrationOtp: withDeps(deps, sendRegistrationOtp),
    registerAccount: withDeps(deps, registerAccount),
    signIn: withDeps(deps, signIn),
    authenticate: withDeps(deps, authenticate),
    signOut: withDeps(deps, signOut),
    requestPasswordReset: withDeps(deps, requestPasswordReset),
    resetPassword: withDeps(deps, resetPassword),
    setLanguage: withDeps(deps, setLanguage),
    /** Property by user (spec §7): the villa of the member's application, if any. */
    listMemberProperties: async (userId: string) =>
      Promise.all(
        (await memberPropertyIds(deps.db, userId)).map((id) => getProperty(deps.db, id, { unpublished: true })),
      ),
  };
}

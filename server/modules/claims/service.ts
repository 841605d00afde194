import { and, asc, eq } from "drizzle-orm";
import {
  claimsCalendar,
  claimsMessages as m,
  decisionRefusal,
  MAX_BANK_ACCOUNTS,
  monthLabel,
  monthStatus,
  type BankAccountInput,
  type BankAccountRecord,
  type ClaimDecisionInput,
  type ClaimsCalendar,
} from "../../../common/claims.ts";
import { formatRupees } from "../../../common/money.ts";
import { CLAIMS } from "../../../common/portal.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bankAccounts, claimEligibility, expenseClaims, kycDetails, moaAgreements, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { maskNumber, type FieldCipher } from "../../platform/field-crypto.ts";
import { isUuid } from "../../../common/ids.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { recordAudit } from "../audit/service.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * Expense claims: the member's bank accounts (numbers encrypted at rest,
 * shown masked) and one decision per month — claimed to one of those accounts, or skipped — within the
 * eligible months that follow the signing of their MOA (rule in common/claims.ts).
 */
export interface ClaimsDeps {
  db: Db;
  cipher: FieldCipher;
  /** When given, the office is told of each month claimed, after it is stored. */
  notify?: (tx: Tx, event: OfficeEvent) => Promise<void>;
}

type Actor = { userId: string; ip?: string };
type BankAccountRow = typeof bankAccounts.$inferSelect;

function toRecord(deps: ClaimsDeps, row: BankAccountRow, fromApplication = false): BankAccountRecord {
  return {
    _id: row.id,
    accountHolder: row.accountHolder,
    bankName: row.bankName,
    maskedAccountNumber: maskNumber(deps.cipher.decrypt(row.accountNumberEnc)),
    ifsc: row.ifsc,
    created_at: row.createdAt.toISOString(),
    fromApplication,
  };
}

/** Whether a stored account has this number (by its keyed hash; rows from before the hash by their decrypted number). */
const hasNumber = (deps: ClaimsDeps, row: BankAccountRow, accountNumber: string, hash: string) =>
  row.accountNumberHash === null
    ? row.accountLast4 === accountNumber.slice(-4) && deps.cipher.decrypt(row.accountNumberEnc) === accountNumber
    : row.accountNumberHash === hash;

/**
 * GET /api/claims/bank-accounts: the member's accounts, numbers masked: the account they gave in step 1 of the
 * ownership application first (the first choice for a claim; copied once into their claim accounts, audited, unless
 * they already have it or the most accounts allowed), then the others oldest first.
 */
export async function listBankAccounts(deps: ClaimsDeps, userId: string): Promise<BankAccountRecord[]> {
  const read = () =>
    deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.createdAt));
  let rows = await read();
  const [kyc] = await deps.db
    .select({
      holder: kycDetails.accountHolderName,
      bankName: kycDetails.bankName,
      numberEnc: kycDetails.accountNumberEnc,
      ifsc: kycDetails.ifscCode,
    })
    .from(kycDetails)
    .where(eq(kycDetails.userId, userId));
  if (!kyc) return rows.map((row) => toRecord(deps, row));
  const number = deps.cipher.decrypt(kyc.numberEnc);
  const hash = deps.cipher.fingerprint(number);
  if (!rows.some((row) => hasNumber(deps, row, number, hash)) && rows.length < MAX_BANK_ACCOUNTS) {
    const input = { accountHolder: kyc.holder, bankName: kyc.bankName, accountNumber: number, ifsc: kyc.ifsc };
    // a second tab listing at the same moment: the unique index keeps one copy
    await insertBankAccount(deps, { userId }, input, hash, "application").catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
    rows = await read();
  }
  const first = rows.filter((row) => hasNumber(deps, row, number, hash));
  return [
    ...first.map((row) => toRecord(deps, row, true)),
    ...rows.filter((row) => !first.includes(row)).map((row) => toRecord(deps, row)),
  ];
}

/**
 * POST /api/claims/bank-accounts: adds an account; the same number twice → 409; at most MAX_BANK_ACCOUNTS.
 * The unique (user, number hash) index decides between parallel requests; rows from before the hash have none,
 * so they are compared by their decrypted number.
 */
export async function addBankAccount(
  deps: ClaimsDeps,
  actor: Actor,
  input: BankAccountInput,
): Promise<BankAccountRecord> {
  const accountNumberHash = deps.cipher.fingerprint(input.accountNumber);
  const existing = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, actor.userId));
  if (existing.some((row) => hasNumber(deps, row, input.accountNumber, accountNumberHash)))
    throw new AppError(409, m.bankAccountExists);
  if (existing.length >= MAX_BANK_ACCOUNTS) throw new AppError(409, m.tooManyBankAccounts);
  const row = await insertBankAccount(deps, actor, input, accountNumberHash).catch((error: unknown) => {
    // the same number added meanwhile (a double click, a second tab): the unique index keeps the first
    throw isUniqueViolation(error) ? new AppError(409, m.bankAccountExists) : error;
  });
  return toRecord(deps, row);
}

function insertBankAccount(
  deps: ClaimsDeps,
  actor: Actor,
  input: BankAccountInput,
  accountNumberHash: string,
  from: "member" | "application" = "member",
): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bankAccounts)
      .values({
        userId: actor.userId,
        accountHolder: input.accountHolder,
        bankName: input.bankName,
        accountNumberEnc: deps.cipher.encrypt(input.accountNumber),
        accountLast4: input.accountNumber.slice(-4),
        accountNumberHash,
        ifsc: input.ifsc,
      })
      .returning();
    await recordAudit(tx, {
      actor: { id: actor.userId, role: "member", ip: actor.ip },
      action: "bank-account.added",
      memberId: actor.userId,
      subjectId: inserted.id,
      detail: {
        bankName: input.bankName,
        ifsc: input.ifsc,
        last4: inserted.accountLast4,
        ...(from === "application" ? { from } : {}),
      },
    });
    return inserted;
  });
}

/** The date the member's first MOA was signed, or null. */
export async function moaSignedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ signedAt: moaAgreements.signedAt })
    .from(moaAgreements)
    .where(eq(moaAgreements.userId, userId))
    .orderBy(asc(moaAgreements.signedAt))
    .limit(1);
  return row?.signedAt ?? null;
}

/** The member's months eligible for claims: the number the office set, else the MOA's CLAIMS.eligibleMonths. */
export async function eligibleMonthsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ months: claimEligibility.months })
    .from(claimEligibility)
    .where(eq(claimEligibility.userId, userId))
    .limit(1);
  return row?.months ?? CLAIMS.eligibleMonths;
}

async function decisionsOf(db: Db, userId: string) {
  return db
    .select({
      year: expenseClaims.year,
      month: expenseClaims.month,
      status: expenseClaims.status,
      amount: expenseClaims.amount,
      review: expenseClaims.review,
      refusal_reason: expenseClaims.refusalReason,
      payout_date: expenseClaims.payoutDate,
      payout_amount: expenseClaims.payoutAmount,
      payout_reference: expenseClaims.payoutReference,
    })
    .from(expenseClaims)
    .where(eq(expenseClaims.userId, userId));
}

/** GET /api/claims?year=: the twelve months of the year with their status (and a claimed month's review by the office). */
export async function getClaimsCalendar(
  deps: ClaimsDeps,
  userId: string,
  year: number,
  today = new Date(),
): Promise<ClaimsCalendar> {
  const [moaDate, decisions, eligibleMonths] = await Promise.all([
    moaSignedAt(deps.db, userId),
    decisionsOf(deps.db, userId),
    eligibleMonthsOf(deps.db, userId),
  ]);
  return claimsCalendar({ moaDate, today, decisions, year, eligibleMonths });
}

/**
 * POST /api/claims: claims a month (CLAIMS.monthlyAmount to one of the member's bank accounts) or skips it.
 * Only a month that is eligible, has started and has no decision yet; the decision is stored once (409 after).
 */
export async function decideClaim(
  deps: ClaimsDeps,
  actor: Actor,
  input: ClaimDecisionInput,
  today = new Date(),
): Promise<{ calendar: ClaimsCalendar; message: string }> {
  const { year, month, action } = input;
  let bankAccountId: string | null = null;
  if (action === "claim") {
    const id = input.bank_account_id ?? "";
    const [account] = isUuid(id)
      ? await deps.db
          .select({ id: bankAccounts.id })
          .from(bankAccounts)
          .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, actor.userId)))
          .limit(1)
      : [];
    if (!account) throw new AppError(404, m.bankAccountNotFound);
    bankAccountId = account.id;
  }
  const [moaDate, decisions, eligibleMonths] = await Promise.all([
    moaSignedAt(deps.db, actor.userId),
    decisionsOf(deps.db, actor.userId),
    eligibleMonthsOf(deps.db, actor.userId),
  ]);
  const refusal = decisionRefusal(monthStatus({ moaDate, today, decisions, year, month, eligibleMonths }).status);
  if (refusal) throw new AppError(409, refusal);
  const amount = action === "claim" ? CLAIMS.monthlyAmount : 0;
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(expenseClaims)
        .values({
          userId: actor.userId,
          year,
          month,
          status: action === "claim" ? "claimed" : "skipped",
          amount,
          bankAccountId,
        })
        .returning({ id: expenseClaims.id });
      await recordAudit(tx, {
        actor: { id: actor.userId, role: "member", ip: actor.ip },
        action: action === "claim" ? "expense-claim.claimed" : "expense-claim.skipped",
        memberId: actor.userId,
        subjectId: row.id,
        detail: { year, month, amount, bankAccountId },
      });
      if (action === "claim" && deps.notify) {
        const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
        await deps.notify(tx, {
          kind: "claim",
          memberName: member?.name ?? "A member",
          summary: `${formatRupees(amount)} claimed for ${monthLabel(year, month)}.`,
        });
      }
    });
  } catch (error) {
    // a decision stored meanwhile (a second tab, a double click): the unique index keeps the first
    if (isUniqueViolation(error)) {
      const [stored] = await deps.db
        .select({ status: expenseClaims.status })
        .from(expenseClaims)
        .where(
          and(eq(expenseClaims.userId, actor.userId), eq(expenseClaims.year, year), eq(expenseClaims.month, month)),
        );
      throw new AppError(409, stored?.status === "skipped" ? m.alreadySkipped : m.alreadyClaimed);
    }
    throw error;
  }
  const label = monthLabel(year, month);
  return {
    calendar: await getClaimsCalendar(deps, actor.userId, year, today),
    message: action === "claim" ? m.claimed(label, formatRupees(amount)) : m.skipped(label),
  };
}

/** The member's claims: bank accounts, the claims calendar, a month claimed or not. */
export function createClaimsService(deps: ClaimsDeps) {
  return {
    bankAccounts: withDeps(deps, listBankAccounts),
    addBankAccount: withDeps(deps, addBankAccount),
    calendar: (userId: string, year: number) => getClaimsCalendar(deps, userId, year),
    decide: (actor: Actor, input: ClaimDecisionInput) => decideClaim(deps, actor, input),
  };
}

import { addMonths, subMonths } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsMessages } from "../../../common/claims.ts";
import { clubMonth as istMonth } from "../../../common/club-time.ts";
import { bankAccounts, expenseClaims } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, type TestMember } from "../../test/members.ts";
import { memberWithVilla } from "../../test/member-with-villa.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (member: TestMember | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: member?.headers ?? {} });

const account = {
  accountHolder: "Asha Verma",
  bankName: "State Bank of India",
  accountNumber: "123456789012",
  ifsc: "sbin0001234",
};

async function addAccount(member: TestMember, body: object = account) {
  const res = await call(member, "POST", "/api/claims/bank-accounts", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; maskedAccountNumber: string };
}

const now = istMonth(new Date());
const lastMonth = istMonth(subMonths(new Date(), 1));
const nextMonth = istMonth(addMonths(new Date(), 1));
const statusIn = (body: { data: { months: { month: number; status: string }[] } }, month: number) =>
  body.data.months.find((m) => m.month === month)?.status;

describe("bank accounts", () => {
  it("adds several accounts, shows them masked and stores the number encrypted", async () => {
    const a = await createMember(t);
    const first = await addAccount(a);
    expect(first).toMatchObject({
      accountHolder: "Asha Verma",
      bankName: "State Bank of India",
      ifsc: "SBIN0001234",
      maskedAccountNumber: "XXXXXXXX9012",
    });
    await addAccount(a, { ...account, bankName: "HDFC Bank", accountNumber: "50100223344556", ifsc: "HDFC0000123" });
    const list = await call(a, "GET", "/api/claims/bank-accounts");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { maskedAccountNumber: string }) => r.maskedAccountNumber)).toEqual([
      "XXXXXXXX9012",
      "XXXXXXXXXX4556",
    ]);
    expect(list.body).not.toContain("123456789012");

    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, first._id));
    expect(row.accountNumberEnc).not.toContain("123456789012");
    expect(row.accountNumberEnc.startsWith("v1:")).toBe(true);
    expect(t.app.services.cipher.decrypt(row.accountNumberEnc)).toBe("123456789012");
    expect(row.accountLast4).toBe("9012");
  });

  it("refuses a bad IFSC or account number, and the same account twice", async () => {
    const a = await createMember(t);
    const badIfsc = await call(a, "POST", "/api/claims/bank-accounts", { ...account, ifsc: "SBIN1234" });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().message).toContain("Please enter a valid IFSC code, for example SBIN0001234.");
    const badNumber = await call(a, "POST", "/api/claims/bank-accounts", { ...account, accountNumber: "12AB" });
    expect(badNumber.statusCode).toBe(400);
    await addAccount(a);
    const twice = await call(a, "POST", "/api/claims/bank-accounts", account);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(claimsMessages.bankAccountExists);
  });

  it("stores one account for ten parallel additions of the same number: one 201, nine 409", async () => {
    const a = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(a, "POST", "/api/claims/bank-accounts", account)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe(claimsMessages.bankAccountExists);
    const rows = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, a.id));
    expect(rows).toHaveLength(1);
    // another member may add the same number
    const b = await createMember(t);
    await addAccount(b);
  });

  it("counts an account stored before the number's hash as added", async () => {
    const a = await createMember(t);
    const { cipher } = t.app.services;
    await t.database.db.insert(bankAccounts).values({
      userId: a.id,
      accountHolder: account.accountHolder,
      bankName: account.bankName,
      accountNumberEnc: cipher.encrypt(account.accountNumber),
      accountLast4: account.accountNumber.slice(-4),
      ifsc: "SBIN0001234",
    });
    const again = await call(a, "POST", "/api/claims/bank-accounts", account);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(claimsMessages.bankAccountExists);
    await addAccount(a, { ...account, accountNumber: "50100223344556" });
  });

  it("shows a member only their own accounts and needs a session", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await addAccount(a);
    const theirs = await call(b, "GET", "/api/claims/bank-accounts");
    expect(theirs.json().data).toEqual([]);
    expect((await call(null, "GET", "/api/claims/bank-accounts")).statusCode).toBe(401);
    expect((await call(null, "POST", "/api/claims/bank-accounts", account)).statusCode).toBe(401);
  });
});

describe("the application's bank account", () => {
  it("is offered first, as given in step 1 of the application, once; the member adds others after it and claims to it", async () => {
    const { member: a } = await memberWithVilla(t, 3, { name: "Rohan Das", moaSignedAt: subMonths(new Date(), 1) });
    const list = await call(a, "GET", "/api/claims/bank-accounts");
    expect(list.statusCode).toBe(200);
    const [fromApplication, ...others] = list.json().data;
    expect(others).toEqual([]);
    expect(fromApplication).toMatchObject({
      accountHolder: "Asha Verma",
      bankName: "State Bank of India",
      maskedAccountNumber: "XXXXXXXX9012",
      ifsc: "SBIN0001234",
      fromApplication: true,
    });
    // listed again: still one copy; the same number cannot be added again; another can
    expect((await call(a, "GET", "/api/claims/bank-accounts")).json().data).toHaveLength(1);
    const same = await call(a, "POST", "/api/claims/bank-accounts", account);
    expect(same.statusCode).toBe(409);
    await addAccount(a, { ...account, bankName: "HDFC Bank", accountNumber: "50100223344556", ifsc: "HDFC0000123" });
    const both = (await call(a, "GET", "/api/claims/bank-accounts")).json().data;
    expect(
      both.map((r: { maskedAccountNumber: string; fromApplication: boolean }) => [
        r.maskedAccountNumber,
        r.fromApplication,
      ]),
    ).toEqual([
      ["XXXXXXXX9012", true],
      ["XXXXXXXXXX4556", false],
    ]);
    const claim = await call(a, "POST", "/api/claims", {
      year: now.year,
      month: now.month,
      action: "claim",
      bank_account_id: fromApplication._id,
    });
    expect(claim.statusCode, claim.body).toBe(201);
  });
});

describe("claims calendar", () => {
  it("keeps every month not yet eligible without a signed MOA, and refuses a claim", async () => {
    const a = await createMember(t);
    const bank = await addAccount(a);
    const res = await call(a, "GET", `/api/claims?year=${now.year}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ year: now.year, total_claimed: 0, eligible_from: null });
    expect(res.json().data.months).toHaveLength(12);
    expect(res.json().data.months.every((m: { status: string }) => m.status === "not_yet_eligible")).toBe(true);
    const claim = await call(a, "POST", "/api/claims", {
      year: now.year,
      month: now.month,
      action: "claim",
      bank_account_id: bank._id,
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toBe(claimsMessages.notYetEligible);
    expect(await t.database.db.select().from(expenseClaims).where(eq(expenseClaims.userId, a.id))).toEqual([]);
  });

  it("claims the current month once, skips another, and refuses months not yet eligible", async () => {
    // the MOA was signed last month: last month and this month are open, next month is not yet
    const { member: a } = await memberWithVilla(t, 0, { moaSignedAt: subMonths(new Date(), 1) });
    const bank = await addAccount(a);
    const before = await call(a, "GET", `/api/claims?year=${now.year}`);
    expect(before.statusCode).toBe(200);
    expect(statusIn(before.json(), now.month)).toBe("not_claimed");
    expect(before.json().data.months.find((m: { month: number }) => m.month === now.month).amount).toBe(2000);

    const claim = await call(a, "POST", "/api/claims", {
      year: now.year,
      month: now.month,
      action: "claim",
      bank_account_id: bank._id,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().message).toContain("₹2,000");
    expect(claim.json().data.year).toBe(now.year);
    expect(statusIn(claim.json(), now.month)).toBe("claimed");
    const after = await call(a, "GET", `/api/claims?year=${now.year}`);
    expect(statusIn(after.json(), now.month)).toBe("claimed");
    expect(after.json().data.total_claimed).toBe(2000);

    const again = await call(a, "POST", "/api/claims", {
      year: now.year,
      month: now.month,
      action: "claim",
      bank_account_id: bank._id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This month has already been claimed.");
    const skipClaimed = await call(a, "POST", "/api/claims", { year: now.year, month: now.month, action: "skip" });
    expect(skipClaimed.statusCode).toBe(409);

    const skip = await call(a, "POST", "/api/claims", { year: lastMonth.year, month: lastMonth.month, action: "skip" });
    expect(skip.statusCode, skip.body).toBe(201);
    expect(statusIn(skip.json(), lastMonth.month)).toBe("skipped");
    const claimSkipped = await call(a, "POST", "/api/claims", {
      year: lastMonth.year,
      month: lastMonth.month,
      action: "claim",
      bank_account_id: bank._id,
    });
    expect(claimSkipped.statusCode).toBe(409);
    expect(claimSkipped.json().message).toBe(claimsMessages.alreadySkipped);

    if (nextMonth.year <= 2027) {
      const future = await call(a, "POST", "/api/claims", {
        year: nextMonth.year,
        month: nextMonth.month,
        action: "claim",
        bank_account_id: bank._id,
      });
      expect(future.statusCode).toBe(409);
      expect(future.json().message).toBe(claimsMessages.notYetEligible);
    }
    const beforeMoa = istMonth(subMonths(new Date(), 2));
    const early = await call(a, "POST", "/api/claims", {
      year: beforeMoa.year,
      month: beforeMoa.month,
      action: "skip",
    });
    expect(early.statusCode).toBe(409);

    const rows = await t.database.db.select().from(expenseClaims).where(eq(expenseClaims.userId, a.id));
    expect(rows.map((r) => [r.year, r.month, r.status, r.amount, r.bankAccountId]).sort()).toEqual(
      [
        [now.year, now.month, "claimed", 2000, bank._id],
        [lastMonth.year, lastMonth.month, "skipped", 0, null],
      ].sort(),
    );
  });

  it("never lets another member claim to a member's bank account or see their claims", async () => {
    const { member: a } = await memberWithVilla(t, 1, { moaSignedAt: new Date() });
    const { member: b } = await memberWithVilla(t, 2, { moaSignedAt: new Date() });
    const aBank = await addAccount(a);
    expect(
      (
        await call(a, "POST", "/api/claims", {
          year: now.year,
          month: now.month,
          action: "claim",
          bank_account_id: aBank._id,
        })
      ).statusCode,
    ).toBe(201);

    const stolen = await call(b, "POST", "/api/claims", {
      year: now.year,
      month: now.month,
      action: "claim",
      bank_account_id: aBank._id,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(claimsMessages.bankAccountNotFound);
    const bView = await call(b, "GET", `/api/claims?year=${now.year}`);
    expect(statusIn(bView.json(), now.month)).toBe("not_claimed");
    expect(bView.json().data.total_claimed).toBe(0);
    expect(await t.database.db.select().from(expenseClaims).where(eq(expenseClaims.userId, b.id))).toEqual([]);
  });

  it("shows every year of the 36 months from the MOA, past the demo's 2027", async () => {
    const signedAt = new Date();
    const { member } = await memberWithVilla(t, 6, { moaSignedAt: signedAt });
    const last = istMonth(addMonths(signedAt, 35));
    const view = await call(member, "GET", `/api/claims?year=${last.year}`);
    expect(view.statusCode, view.body).toBe(200);
    const calendar = view.json().data;
    expect(calendar.years).toEqual(Array.from({ length: last.year - now.year + 1 }, (_, i) => now.year + i));
    expect(calendar.years.at(-1)).toBeGreaterThan(2027);
    expect(calendar.eligible_to).toBe(`${last.year}-${String(last.month).padStart(2, "0")}`);
    // a month of that last year is not yet claimable, and says so (409), not "choose another year" (400)
    const early = await call(member, "POST", "/api/claims", { year: last.year, month: last.month, action: "skip" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(claimsMessages.notYetEligible);
  });

  it("asks for a year of the calendar, a month, a bank account to claim, and a session", async () => {
    const a = await createMember(t);
    expect((await call(a, "GET", "/api/claims?year=1999")).statusCode).toBe(400);
    expect((await call(a, "GET", "/api/claims?year=twenty")).statusCode).toBe(400);
    expect((await call(a, "GET", "/api/claims")).statusCode).toBe(400);
    expect((await call(a, "POST", "/api/claims", { year: 2026, month: 13, action: "skip" })).statusCode).toBe(400);
    const noBank = await call(a, "POST", "/api/claims", { year: 2026, month: 1, action: "claim" });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toContain(claimsMessages.bankAccountRequired);
    expect((await call(null, "GET", "/api/claims?year=2026")).statusCode).toBe(401);
    expect((await call(null, "POST", "/api/claims", { year: 2026, month: 1, action: "skip" })).statusCode).toBe(401);
  });
});

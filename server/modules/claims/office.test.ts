import { subMonths } from "date-fns";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { CLAIM_REVIEW_LABELS, monthLabel } from "../../../common/claims.ts";
import { clubMonth, clubToday } from "../../../common/club-time.ts";
import { officeRequestsMessages as m, type ClaimQueue } from "../../../common/office-requests.ts";
import { auditEvents, expenseClaims, paymentPlans, users } from "../../db/schema.ts";
import { MAIL_FORMAT } from "../../platform/mail-text.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, verifyAwaiting, staffMember, type TestMember } from "../../test/members.ts";
import { memberWithVilla, signMoa } from "../../test/member-with-villa.ts";

/*
 * The office's claims: the queue, approve / refuse (front office, accounts), the payout
 * (accounts) and a member's eligible months (front office); mails to the member and audit rows.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
let villaIndex = 20;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Nisha Rao");
});
afterAll(async () => {
  await t?.close();
});

const call = (who: TestMember | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

const account = {
  accountHolder: "Asha Verma",
  bankName: "State Bank of India",
  accountNumber: "123456789012",
  ifsc: "SBIN0001234",
};
const lastMonth = clubMonth(subMonths(new Date(), 1));
const thisMonth = clubMonth(new Date());

/** A member whose villa is paid, the receipt verified by accounts, and the MOA signed on `signedAt`. */
async function memberWithMoa(name: string, signedAt: Date) {
  const { member: owner } = await memberWithVilla(t, villaIndex++, { name });
  const [plan] = await t.database.db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(eq(paymentPlans.userId, owner.id));
  await verifyAwaiting(t, plan.id);
  await signMoa(t, owner, signedAt);
  return owner;
}

/** A member with a signed MOA (a year ago) who files a claim for last month through the real API. */
async function memberWithClaim(name: string) {
  const claimant = await memberWithMoa(name, subMonths(new Date(), 12));
  const added = await call(claimant, "POST", "/api/claims/bank-accounts", { ...account, accountHolder: name });
  expect(added.statusCode, added.body).toBe(201);
  const filed = await call(claimant, "POST", "/api/claims", {
    ...lastMonth,
    action: "claim",
    bank_account_id: added.json().data._id,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const [claim] = await t.database.db
    .select()
    .from(expenseClaims)
    .where(
      and(
        eq(expenseClaims.userId, claimant.id),
        eq(expenseClaims.year, lastMonth.year),
        eq(expenseClaims.month, lastMonth.month),
      ),
    );
  return { claimant, claim };
}

/** A claimed month stored directly (for the access checks, which need many open claims). */
async function storedClaim(month = 1) {
  const owner = await createMember(t, "Claim Owner");
  const [claim] = await t.database.db
    .insert(expenseClaims)
    .values({ userId: owner.id, year: 2024, month, status: "claimed", amount: 2000 })
    .returning();
  return claim;
}

const auditOf = (action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

const monthOf = async (who: TestMember, year: number, month: number) => {
  const res = await call(who, "GET", `/api/claims?year=${year}`);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data.months as {
      month: number;
      status: string;
      review?: string;
      refusal_reason?: string | null;
      payout_reference?: string | null;
    }[]
  ).find((x) => x.month === month)!;
};

describe("who may use the office's claims", () => {
  it("GET /api/admin/claims: anonymous 401, a member 403, content 403; front office, accounts and admin 200", async () => {
    expect((await call(null, "GET", "/api/admin/claims")).statusCode).toBe(401);
    expect((await call(member, "GET", "/api/admin/claims")).statusCode).toBe(403);
    expect((await call(staff.content, "GET", "/api/admin/claims")).statusCode).toBe(403);
    for (const role of ["front-office", "accounts", "admin"] as const) {
      const res = await call(staff[role], "GET", "/api/admin/claims");
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("approve and refuse: anonymous 401, a member 403, content 403; front office, accounts and admin 200", async () => {
    for (const decision of ["approve", "refuse"] as const) {
      const body = decision === "refuse" ? { reason: "The receipt does not match the month." } : undefined;
      const claim = await storedClaim();
      const url = `/api/admin/claims/${claim.id}/${decision}`;
      expect((await call(null, "POST", url, body)).statusCode).toBe(401);
      expect((await call(member, "POST", url, body)).statusCode).toBe(403);
      expect((await call(staff.content, "POST", url, body)).statusCode).toBe(403);
      for (const role of ["front-office", "accounts", "admin"] as const) {
        const fresh = await storedClaim();
        const res = await call(staff[role], "POST", `/api/admin/claims/${fresh.id}/${decision}`, body);
        expect(res.statusCode, `${decision} by ${role}: ${res.body}`).toBe(200);
      }
    }
  });

  it("payout: anonymous 401, a member 403, content and front office 403; accounts and admin 200", async () => {
    const payout = { payout_date: clubToday(), amount: 2000, reference: "UTR-20261124-001" };
    const approved = async () => {
      const claim = await storedClaim();
      expect((await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/approve`)).statusCode).toBe(200);
      return claim;
    };
    const claim = await approved();
    const url = `/api/admin/claims/${claim.id}/payout`;
    expect((await call(null, "POST", url, payout)).statusCode).toBe(401);
    expect((await call(member, "POST", url, payout)).statusCode).toBe(403);
    expect((await call(staff.content, "POST", url, payout)).statusCode).toBe(403);
    expect((await call(staff["front-office"], "POST", url, payout)).statusCode).toBe(403);
    for (const role of ["accounts", "admin"] as const) {
      const res = await call(staff[role], "POST", `/api/admin/claims/${(await approved()).id}/payout`, payout);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
  });

  it("claim months: anonymous 401, a member 403, content and accounts 403; front office and admin 200", async () => {
    const url = `/api/admin/members/${member.id}/claim-months`;
    expect((await call(null, "PUT", url, { months: 24 })).statusCode).toBe(401);
    expect((await call(member, "PUT", url, { months: 24 })).statusCode).toBe(403);
    expect((await call(staff.content, "PUT", url, { months: 24 })).statusCode).toBe(403);
    expect((await call(staff.accounts, "PUT", url, { months: 24 })).statusCode).toBe(403);
    for (const role of ["front-office", "admin"] as const) {
      const res = await call(staff[role], "PUT", url, { months: 24 });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
  });
});

describe("deciding a claim", () => {
  it("a filed claim tells the office, waits in the queue, is approved, paid, and the member sees and is e-mailed each step", async () => {
    const { claimant, claim } = await memberWithClaim("Farah Khan");
    // the office is told of the new claim (staff of the deciding roles who want one mail each)
    const told = await mailAbout(t.mail, staff.accounts.email, "Claim to decide: Farah Khan");
    expect(told.text).toContain("/admin/claims?review=open");
    await mailAbout(t.mail, staff["front-office"].email, "Claim to decide: Farah Khan");

    const queue = await call(
      staff["front-office"],
      "GET",
      `/api/admin/claims?review=open&q=${encodeURIComponent(claimant.email)}`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const list = queue.json().data as ClaimQueue;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: claim.id,
      member: { id: claimant.id, name: "Farah Khan", email: claimant.email },
      month_label: monthLabel(lastMonth.year, lastMonth.month),
      amount: 2000,
      bank_account: { bank_name: "State Bank of India", masked_number: "XXXXXXXX9012", ifsc: "SBIN0001234" },
      review: "open",
    });
    expect(queue.body).not.toContain("123456789012");
    expect((await monthOf(claimant, lastMonth.year, lastMonth.month)).review).toBe("open");

    // payout before approval: 409
    const early = await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/payout`, {
      payout_date: clubToday(),
      amount: 2000,
      reference: "UTR-1",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.claimNotApproved);

    const approved = await call(staff["front-office"], "POST", `/api/admin/claims/${claim.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: m.claimApproved, data: { id: claim.id, review: "approved" } });
    const approvedMail = await mailAbout(
      t.mail,
      claimant.email,
      `Your claim for ${monthLabel(lastMonth.year, lastMonth.month)} is approved`,
    );
    expect(approvedMail.html).toContain("Namaste Farah Khan");
    const [audit] = await auditOf("expense-claim.approved", claim.id);
    expect(audit).toMatchObject({ userId: staff["front-office"].id, actorRole: "front-office", memberId: claimant.id });
    expect(audit.ip).toBeTruthy();
    expect(audit.detail).toMatchObject({ review: { before: "open", after: "approved" } });

    // decided once: a second approval or a refusal is 409; it has left the open queue
    const again = await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.claimNotOpen);
    expect(
      (await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/refuse`, { reason: "Too late to refuse it." }))
        .statusCode,
    ).toBe(409);
    expect(
      ((await call(staff.accounts, "GET", `/api/admin/claims?q=${claimant.email}`)).json().data as ClaimQueue).total,
    ).toBe(0);
    expect(
      (
        (await call(staff.accounts, "GET", `/api/admin/claims?review=approved&q=${claimant.email}`)).json()
          .data as ClaimQueue
      ).total,
    ).toBe(1);
    expect((await monthOf(claimant, lastMonth.year, lastMonth.month)).review).toBe("approved");

    // the payout: not more than the claim, not in the future, a real reference
    const url = `/api/admin/claims/${claim.id}/payout`;
    const tooMuch = await call(staff.accounts, "POST", url, {
      payout_date: clubToday(),
      amount: 2001,
      reference: "UTR-1",
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(m.payoutTooMuch("₹2,000"));
    expect(
      (await call(staff.accounts, "POST", url, { payout_date: "2999-01-01", amount: 2000, reference: "UTR-1" })).json()
        .message,
    ).toBe(m.payoutFuture);
    expect(
      (await call(staff.accounts, "POST", url, { payout_date: clubToday(), amount: 0, reference: "UTR-1" })).statusCode,
    ).toBe(400);
    expect(
      (await call(staff.accounts, "POST", url, { payout_date: clubToday(), amount: 1500.5, reference: "UTR-1" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(staff.accounts, "POST", url, { payout_date: "24-11-2026", amount: 2000, reference: "UTR-1" }))
        .statusCode,
    ).toBe(400);
    const paid = await call(staff.accounts, "POST", url, {
      payout_date: clubToday(),
      amount: 2000,
      reference: "UTR-20261124-77",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(m.claimPaid);
    const paidMail = await mailAbout(
      t.mail,
      claimant.email,
      `Your claim for ${monthLabel(lastMonth.year, lastMonth.month)} is paid`,
    );
    expect(paidMail.text).toContain("UTR-20261124-77");
    expect(paidMail.text).toContain("₹2,000");
    const shown = await monthOf(claimant, lastMonth.year, lastMonth.month);
    expect(shown).toMatchObject({ status: "claimed", review: "paid", payout_reference: "UTR-20261124-77" });
    const [paidAudit] = await auditOf("expense-claim.paid", claim.id);
    expect(paidAudit).toMatchObject({ userId: staff.accounts.id, actorRole: "accounts", memberId: claimant.id });
    expect(paidAudit.detail).toMatchObject({
      review: { before: "approved", after: "paid" },
      payoutAmount: 2000,
      reference: "UTR-20261124-77",
    });
    expect(
      (await call(staff.accounts, "POST", url, { payout_date: clubToday(), amount: 2000, reference: "UTR-2" }))
        .statusCode,
    ).toBe(409);
  });

  it("a refusal needs a reason, is e-mailed with it and shown in the member's calendar", async () => {
    const { claimant, claim } = await memberWithClaim("Gopal Das");
    const url = `/api/admin/claims/${claim.id}/refuse`;
    expect((await call(staff.accounts, "POST", url, {})).statusCode).toBe(400);
    const short = await call(staff.accounts, "POST", url, { reason: "no" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(m.reason);
    const reason = "The MOA for this villa was cancelled before this month.";
    const refused = await call(staff.accounts, "POST", url, { reason });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().message).toBe(m.claimRefused);
    // the office was told of the claim first; then the member hears of the refusal
    const mail = await mailAbout(
      t.mail,
      claimant.email,
      `Your claim for ${monthLabel(lastMonth.year, lastMonth.month)} is not approved`,
    );
    expect(mail.text).toContain(reason);
    const shown = await monthOf(claimant, lastMonth.year, lastMonth.month);
    expect(shown).toMatchObject({ status: "claimed", review: "refused", refusal_reason: reason });
    expect(CLAIM_REVIEW_LABELS[shown.review as "refused"]).toBe("Refused");
    const [audit] = await auditOf("expense-claim.refused", claim.id);
    expect(audit).toMatchObject({ userId: staff.accounts.id, actorRole: "accounts", memberId: claimant.id });
    expect(audit.detail).toMatchObject({ reason, review: { before: "open", after: "refused" } });
    expect(
      (
        await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/payout`, {
          payout_date: clubToday(),
          amount: 2000,
          reference: "UTR-9",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("an unknown claim or a skipped month is 404; two staff deciding at once: one 200, one 409", async () => {
    expect(
      (await call(staff.accounts, "POST", "/api/admin/claims/00000000-0000-4000-8000-000000000000/approve")).statusCode,
    ).toBe(404);
    expect((await call(staff.accounts, "POST", "/api/admin/claims/not-an-id/approve")).statusCode).toBe(404);
    const owner = await createMember(t, "Skip Person");
    const [skipped] = await t.database.db
      .insert(expenseClaims)
      .values({ userId: owner.id, year: 2024, month: 2, status: "skipped", amount: 0 })
      .returning();
    const res = await call(staff.accounts, "POST", `/api/admin/claims/${skipped.id}/approve`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.claimNotFound);
    // skipped months never appear in the queue
    expect(
      ((await call(staff.accounts, "GET", `/api/admin/claims?q=${owner.email}`)).json().data as ClaimQueue).total,
    ).toBe(0);

    const claim = await storedClaim(3);
    const answers = await Promise.all([
      call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/approve`),
      call(staff["front-office"], "POST", `/api/admin/claims/${claim.id}/refuse`, { reason: "Not a claimable month." }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("the queue filters by review state, searches by name or e-mail, pages, and refuses an unknown state", async () => {
    const bad = await call(staff.accounts, "GET", "/api/admin/claims?review=lost");
    expect(bad.statusCode).toBe(400);
    const owner = await createMember(t, "Pager Person");
    for (const month of [4, 5, 6])
      await t.database.db
        .insert(expenseClaims)
        .values({ userId: owner.id, year: 2024, month, status: "claimed", amount: 2000 });
    const page = async (n: number) =>
      (await call(staff.accounts, "GET", `/api/admin/claims?review=open&q=Pager%20Person&limit=2&page=${n}`)).json()
        .data as ClaimQueue;
    const [first, second] = [await page(1), await page(2)];
    expect(first).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((i) => i.month))).toEqual(new Set([4, 5, 6]));
    expect(
      ((await call(staff.accounts, "GET", "/api/admin/claims?q=nobody-is-called-this")).json().data as ClaimQueue)
        .items,
    ).toEqual([]);
  });
});

describe("a member's eligible months", () => {
  it("defaults to the MOA's 36; the office changes them; the calendar and new claims follow; audited", async () => {
    const claimant = await memberWithMoa("Hari Pillai", subMonths(new Date(), 2));
    const calendar = async () => (await call(claimant, "GET", `/api/claims?year=${thisMonth.year}`)).json().data;
    expect((await calendar()).eligible_months).toBe(36);
    expect((await monthOf(claimant, thisMonth.year, thisMonth.month)).status).toBe("not_claimed");

    const url = `/api/admin/members/${claimant.id}/claim-months`;
    expect((await call(staff["front-office"], "PUT", url, { months: 121 })).statusCode).toBe(400);
    expect((await call(staff["front-office"], "PUT", url, { months: -1 })).statusCode).toBe(400);
    expect((await call(staff["front-office"], "PUT", url, { months: 1.5 })).statusCode).toBe(400);
    expect(
      (await call(staff["front-office"], "PUT", `/api/admin/members/${staff.accounts.id}/claim-months`, { months: 12 }))
        .statusCode,
    ).toBe(404);

    // one month from the MOA (two months ago): this month is no longer eligible, and cannot be claimed
    const set = await call(staff["front-office"], "PUT", url, { months: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: m.claimMonthsSet(1), data: { months: 1 } });
    expect((await calendar()).eligible_months).toBe(1);
    expect((await monthOf(claimant, thisMonth.year, thisMonth.month)).status).toBe("not_yet_eligible");
    const added = await call(claimant, "POST", "/api/claims/bank-accounts", account);
    const refused = await call(claimant, "POST", "/api/claims", {
      ...thisMonth,
      action: "claim",
      bank_account_id: added.json().data._id,
    });
    expect(refused.statusCode).toBe(409);
    const [audit] = await auditOf("claim-months.set", claimant.id);
    expect(audit).toMatchObject({ userId: staff["front-office"].id, actorRole: "front-office", memberId: claimant.id });
    expect(audit.detail).toMatchObject({ months: { before: 36, after: 1 } });

    // more months open it again
    expect((await call(staff.admin, "PUT", url, { months: 60 })).statusCode).toBe(200);
    expect((await monthOf(claimant, thisMonth.year, thisMonth.month)).status).toBe("not_claimed");
    expect((await calendar()).eligible_months).toBe(60);
  });
});

describe("GET /api/admin/claims.csv", () => {
  it("downloads every claimed month of the review state and search, amounts plain; content and members 403", async () => {
    const owner = await createMember(t, "Csv Claimant");
    const [claim] = await t.database.db
      .insert(expenseClaims)
      .values({ userId: owner.id, year: 2024, month: 3, status: "claimed", amount: 2450 })
      .returning();
    const csv = await downloadCsv(t, "/api/admin/claims.csv?q=Csv%20Claimant&page=2", staff.accounts, "claims");
    expect(csv.header.slice(0, 6)).toEqual(["Claim id", "Member id", "Member", "E-mail", "Month", "Amount (INR)"]);
    expect(csv.header).toContain("Payout amount (INR)");
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Claim id": claim.id,
        "Member id": owner.id,
        Month: "2024-03",
        "Amount (INR)": "2450.00",
        Review: "open",
        "Reviewed (IST)": "",
      }),
    ]);
    expect(csv.rows[0]["Filed (IST)"]).toMatch(ISO_MOMENT);
    const approved = await downloadCsv(t, "/api/admin/claims.csv?review=approved", staff["front-office"], "claims");
    expect(approved.rows.map((r) => r["Claim id"])).not.toContain(claim.id);
    for (const who of [staff.content, owner])
      expect((await call(who, "GET", "/api/admin/claims.csv")).statusCode).toBe(403);
  });
});

describe("a Hindi member's claim mails", () => {
  it("tells of the approval and the payment in Hindi, with the month and the day in Hindi", async () => {
    const { claimant, claim } = await memberWithClaim("Lata Mishra");
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, claimant.id));
    const month = MAIL_FORMAT.hi.month(lastMonth.year, lastMonth.month);
    expect(month).toMatch(/^[\u0900-\u097F]+ \d{4}$/);

    expect((await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/approve`)).statusCode).toBe(200);
    const approved = await mailAbout(t.mail, claimant.email, `${month} का आपका दावा स्वीकृत हो गया है`);
    expect(approved.html).toContain('<html lang="hi">');
    expect(approved.text).toContain(`${month} के लिए ₹2,000 का आपका व्यय दावा स्वीकृत हो गया है।`);
    expect(approved.text).toContain("अपने दावे देखें: ");

    const paid = await call(staff.accounts, "POST", `/api/admin/claims/${claim.id}/payout`, {
      payout_date: clubToday(),
      amount: 2000,
      reference: "UTR-HI-1",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mail = await mailAbout(t.mail, claimant.email, `${month} के आपके दावे का भुगतान हो गया है`);
    expect(mail.text).toContain(
      `हमने ${MAIL_FORMAT.hi.day(clubToday())} को ${month} के आपके दावे के लिए ₹2,000 का भुगतान कर दिया है।`,
    );
    expect(mail.text).toContain("बैंक का भुगतान संदर्भ UTR-HI-1 है।");
  });
});

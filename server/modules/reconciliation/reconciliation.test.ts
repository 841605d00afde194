import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { FULL_MEMBERSHIP_PRICE } from "../../../common/membership.ts";
import { MATCH_WINDOW_DAYS, reconciliationMessages as m } from "../../../common/reconciliation.ts";
import { auditEvents } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import {
  instalmentReceipt,
  membershipReceipt,
  newUtr,
  statementFile,
  type StatementFixture,
} from "../../test/bank-statements.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { type Caller, fixtures, signInEveryRole, type TestMember } from "../../test/members.ts";

/*
 * Bank reconciliation: a statement uploaded as each recognised bank exports it, its credits matched to the receipts
 * awaiting verification (by the transfer's UTR and amount, then by amount and date), one with unknown columns mapped
 * once and recognised after, the same file refused twice, and the matched receipts verified together — each as one
 * verification, with its audit row and the member's mail. Accounts and administrators only.
 */

let t: TestApp & { mail: MailCatcher };
let staff: Awaited<ReturnType<typeof signInEveryRole>>["staff"];
let callerFor: (who: Caller) => TestMember | undefined;

beforeAll(async () => {
  t = await openTestAppWithMail();
  ({ staff, callerFor } = await signInEveryRole(t, "Reconciled Member"));
});
afterAll(async () => {
  await t?.close();
});

const STATEMENTS = "/api/admin/reconciliation/statements";
const today = clubToday();

/** A multipart body with the statement's file and the fields given. */
function statementBody(file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----club${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const uploadStatement = (
  who: TestMember | undefined,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) => {
  const body = statementBody(file, fields);
  return t.app.inject({
    method: "POST",
    url: STATEMENTS,
    payload: body.payload,
    headers: { ...(who?.headers ?? {}), ...body.headers },
  });
};

const as = (who: TestMember | undefined, method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: who?.headers ?? {} });

const detailOf = async (id: string) => {
  const res = await as(staff.accounts, "GET", `${STATEMENTS}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A statement in the generic layout: a header and the credits given (day, narration, reference, rupees). */
function genericStatement(credits: { day: string; narration: string; reference?: string; rupees: number }[]) {
  const lines = [
    "Statement of account,,,,,",
    "Date,Narration,Reference,Withdrawal,Deposit,Balance",
    ...credits.map((c) => `${c.day},${c.narration},${c.reference ?? ""},,${c.rupees.toFixed(2)},`),
  ];
  return { name: `statement-${randomUUID().slice(0, 8)}.csv`, bytes: Buffer.from(lines.join("\r\n")) };
}

describe("who may reconcile", () => {
  /** Every endpoint called as `who`: the upload (a statement of its own), the list, a statement, its verify and match. */
  const callEvery = async (who: TestMember | undefined) => [
    await uploadStatement(
      who,
      genericStatement([{ day: today, narration: `ROLE CHECK ${randomUUID()}`, rupees: 11.5 }]),
    ),
    await as(who, "GET", STATEMENTS),
    await as(who, "GET", `${STATEMENTS}/${randomUUID()}`),
    await as(who, "POST", `${STATEMENTS}/${randomUUID()}/verify`),
    await as(who, "POST", `${STATEMENTS}/${randomUUID()}/match`),
  ];

  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["front office", "front-office", 403],
    ["content", "content", 403],
  ] as const)("%s: every endpoint answers %i", async (_who, caller, status) => {
    for (const answer of await callEvery(callerFor(caller))) expect(answer.statusCode, answer.body).toBe(status);
  });

  it.each([
    ["accounts", "accounts"],
    ["an administrator", "admin"],
  ] as const)("%s: every endpoint answers on its merits", async (_who, caller) => {
    const answers = await callEvery(callerFor(caller));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 404, 404, 404]);
    expect(answers[0].headers["cache-control"]).toBe("no-store");
    expect(answers[2].json().message).toBe(m.notFound);
  });
});

const FORMATS: [StatementFixture, string, number][] = [
  ["sbi", "SBI", 2],
  ["hdfc", "HDFC Bank", 2],
  ["icici", "ICICI Bank", 2],
  ["axis", "Axis Bank", 2],
  ["kotak", "Kotak Mahindra Bank", 2],
  ["generic", "Generic", 1],
];

describe("a statement in each recognised format", () => {
  it.each(FORMATS.map(([fixture, format, debits], i) => ({ fixture, format, debits, i })))(
    "reconciles the $format export: the UTR's credit and the one of the amount and date are matched, the others listed",
    async ({ fixture, format, debits, i }) => {
      const byReference = await instalmentReceipt(t, {
        villaIndex: 40 + 2 * i,
        price: 310_000 + 1000 * i + 1,
        utr: newUtr(),
        paidOn: today,
        name: `${format} Reference`,
      });
      const byAmount = await instalmentReceipt(t, {
        villaIndex: 41 + 2 * i,
        price: 310_000 + 1000 * i + 2,
        name: `${format} Amount`,
      });
      const unpaid = await membershipReceipt(t, { utr: newUtr(), name: `${format} Unpaid` });
      const utr = (
        await as(staff.accounts, "GET", `/api/admin/payments?q=${encodeURIComponent(byReference.member.email)}`)
      ).json().data.items[0].utr as string;
      const bytes = statementFile(fixture, {
        utr: { A: utr },
        amount: { A: byReference.amount, B: byAmount.amount },
      });

      const res = await uploadStatement(staff.accounts, { name: `${fixture}-statement.csv`, bytes });
      expect(res.statusCode, res.body).toBe(201);
      const { statement, matched } = res.json().data;
      expect(res.json().message).toBe(m.uploaded(3, 2));
      expect(matched).toBe(2);
      expect(statement).toMatchObject({
        format,
        file_name: `${fixture}-statement.csv`,
        credits: 3,
        debits,
        matched: 2,
        awaiting: 2,
        period_to: addClubDays(today, -1),
        uploaded_by: "Staff accounts",
      });

      const detail = await detailOf(statement.id);
      const matchOf = (member: TestMember) =>
        detail.matched.find((row: { receipt: { member: { id: string } } }) => row.receipt.member.id === member.id);
      expect(matchOf(byReference.member)).toMatchObject({
        how: "reference",
        credit: { booked_on: addClubDays(today, -3), amount_paise: byReference.amount * 100 },
        receipt: { kind: "instalment", amount: byReference.amount, utr, status: "awaiting" },
      });
      expect(matchOf(byReference.member).credit.description + matchOf(byReference.member).credit.reference).toContain(
        utr,
      );
      expect(matchOf(byAmount.member)).toMatchObject({
        how: "amount-date",
        credit: { booked_on: addClubDays(today, -2), amount_paise: byAmount.amount * 100 },
        receipt: { kind: "instalment", amount: byAmount.amount, utr: null },
      });
      expect(detail.unmatched_credits).toEqual([
        expect.objectContaining({ booked_on: addClubDays(today, -1), amount_paise: 777_700 }),
      ]);
      expect(detail.unmatched_receipts).toContainEqual(
        expect.objectContaining({ kind: "membership", id: unpaid.membershipId, what: "Full Membership" }),
      );
      expect(detail.unmatched_receipts.map((receipt: { member: { id: string } }) => receipt.member.id)).not.toContain(
        byReference.member.id,
      );

      // the receipts queue says where each was matched
      const queue = (
        await as(staff.accounts, "GET", `/api/admin/payments?q=${encodeURIComponent(byAmount.member.email)}`)
      ).json().data.items;
      expect(queue[0].matched_statement).toEqual({ id: statement.id, day: statement.period_to });

      // verified together
      const verified = await as(staff.accounts, "POST", `${STATEMENTS}/${statement.id}/verify`);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toEqual({ verified: 2, skipped: 0 });
    },
  );
});

describe("a statement whose columns are not recognised", () => {
  it("answers 422 with its header; posted again with the mapping it is read, and the next one with those columns is recognised", async () => {
    const first = await instalmentReceipt(t, { villaIndex: 60, price: 333_301, utr: newUtr(), name: "Mapped First" });
    const second = await instalmentReceipt(t, { villaIndex: 61, price: 333_302, name: "Mapped Second" });
    const utr = (
      await as(staff.accounts, "GET", `/api/admin/payments?q=${encodeURIComponent(first.member.email)}`)
    ).json().data.items[0].utr as string;
    const file = {
      name: "cooperative.csv",
      bytes: statementFile("unknown", { utr: { A: utr }, amount: { A: first.amount, B: second.amount } }),
    };

    const asked = await uploadStatement(staff.accounts, file);
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json().message).toBe(m.unrecognised);
    expect(asked.json().data.columns).toEqual([
      { index: 0, name: "Posted on" },
      { index: 1, name: "What" },
      { index: 2, name: "Cheque or UTR" },
      { index: 3, name: "Money in" },
      { index: 4, name: "Running total" },
    ]);
    // nothing was kept
    expect(
      (await as(staff.accounts, "GET", STATEMENTS)).json().data.items.map((s: { file_name: string }) => s.file_name),
    ).not.toContain("cooperative.csv");

    // a mapping without an amount, or with a column twice, is refused
    const noAmount = await uploadStatement(staff.accounts, file, {
      date_column: "0",
      description_column: "1",
      date_format: "mdy",
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toContain(m.chooseAmount);
    const twice = await uploadStatement(staff.accounts, file, {
      date_column: "0",
      description_column: "0",
      credit_column: "3",
      date_format: "mdy",
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(m.columnTwice);

    const mapping = {
      date_column: "0",
      description_column: "1",
      reference_column: "2",
      credit_column: "3",
      date_format: "mdy",
    };
    const mapped = await uploadStatement(staff.accounts, file, mapping);
    expect(mapped.statusCode, mapped.body).toBe(201);
    expect(mapped.json().data.statement).toMatchObject({
      format: "Saved mapping",
      credits: 3,
      matched: 2,
      period_from: addClubDays(today, -3),
      period_to: addClubDays(today, -1),
    });
    const [saved] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "bank-statement.layout-saved"), eq(auditEvents.userId, staff.accounts.id)));
    expect(saved.detail).toMatchObject({ header: ["Posted on", "What", "Cheque or UTR", "Money in", "Running total"] });

    // the next statement with these columns needs no mapping
    const next = await uploadStatement(staff.admin, {
      name: "cooperative-next.csv",
      bytes: statementFile("unknown", { utr: { A: newUtr() }, amount: { A: 1234, B: 5678 } }),
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.statement).toMatchObject({ format: "Saved mapping", credits: 3, matched: 0 });
  });

  it("answers 400 to a file that is not a CSV statement, and to an upload without a file", async () => {
    const pdf = await uploadStatement(staff.accounts, { name: "statement.pdf", bytes: await fixtures.pdf() });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(m.notCsv);
    const none = await t.app.inject({
      method: "POST",
      url: STATEMENTS,
      headers: { ...staff.accounts.headers, "content-type": "application/json" },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});

describe("the same statement twice", () => {
  it("answers 409 the second time, whoever uploads it, and keeps one", async () => {
    const file = genericStatement([{ day: today, narration: `TWICE ${randomUUID()}`, rupees: 4321 }]);
    const first = await uploadStatement(staff.accounts, file);
    expect(first.statusCode, first.body).toBe(201);
    const again = await uploadStatement(staff.admin, { name: "renamed.csv", bytes: file.bytes });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.duplicate);
    const both = await Promise.all([
      uploadStatement(staff.accounts, genericStatement([{ day: today, narration: "SAME AT ONCE", rupees: 98.76 }])),
      uploadStatement(staff.admin, genericStatement([{ day: today, narration: "SAME AT ONCE", rupees: 98.76 }])),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("matching", () => {
  it("by reference needs the amount too; by amount and date needs one candidate each way, within the window, and no other UTR", async () => {
    const wrongAmount = await instalmentReceipt(t, {
      villaIndex: 62,
      price: 444_401,
      utr: newUtr(),
      paidOn: today,
      name: "Wrong Amount",
    });
    const twinA = await instalmentReceipt(t, { villaIndex: 63, price: 444_402, name: "Twin One" });
    const twinB = await instalmentReceipt(t, { villaIndex: 64, price: 444_402, name: "Twin Two" });
    const late = await instalmentReceipt(t, { villaIndex: 65, price: 444_403, paidOn: today, name: "Too Late" });
    const named = await instalmentReceipt(t, {
      villaIndex: 66,
      price: 444_404,
      utr: newUtr(),
      paidOn: today,
      name: "Other Reference",
    });
    const near = await instalmentReceipt(t, { villaIndex: 67, price: 444_405, paidOn: today, name: "Near Enough" });
    const utrOf = async (member: TestMember) =>
      (await as(staff.accounts, "GET", `/api/admin/payments?q=${encodeURIComponent(member.email)}`)).json().data
        .items[0].utr as string;
    const file = genericStatement([
      // its UTR, another amount
      { day: today, narration: `NEFT CR ${await utrOf(wrongAmount.member)}`, rupees: wrongAmount.amount - 1 },
      // one credit, two receipts of its amount
      { day: today, narration: "IMPS CR TWIN", rupees: twinA.amount },
      // a day past the window
      { day: addClubDays(today, -(MATCH_WINDOW_DAYS + 1)), narration: "NEFT CR LATE", rupees: late.amount },
      // its amount and day, but another transfer's reference
      { day: today, narration: "NEFT CR", reference: "SBIN426999999999", rupees: named.amount },
      // the window's last day
      { day: addClubDays(today, -MATCH_WINDOW_DAYS), narration: "NEFT CR NEAR", rupees: near.amount },
    ]);
    const res = await uploadStatement(staff.accounts, file);
    expect(res.statusCode, res.body).toBe(201);
    const detail = await detailOf(res.json().data.statement.id);
    expect(
      detail.matched.map((row: { receipt: { member: { name: string } }; how: string }) => [
        row.receipt.member.name,
        row.how,
      ]),
    ).toEqual([["Near Enough", "amount-date"]]);
    expect(detail.unmatched_credits).toHaveLength(4);
    const unmatched = detail.unmatched_receipts.map((receipt: { member: { id: string } }) => receipt.member.id);
    for (const receipt of [wrongAmount, twinA, twinB, late, named]) expect(unmatched).toContain(receipt.member.id);
    void twinB;
  });

  it("matches a receipt to one credit only: a later statement with the same credit leaves it unmatched", async () => {
    const paid = await instalmentReceipt(t, { villaIndex: 68, price: 444_406, utr: newUtr(), name: "Matched Once" });
    const utr = (
      await as(staff.accounts, "GET", `/api/admin/payments?q=${encodeURIComponent(paid.member.email)}`)
    ).json().data.items[0].utr as string;
    const credit = { day: today, narration: `NEFT CR ${utr}`, rupees: paid.amount };
    const first = await uploadStatement(staff.accounts, genericStatement([credit]));
    expect(first.json().data.matched).toBe(1);
    const overlapping = await uploadStatement(
      staff.accounts,
      genericStatement([credit, { day: today, narration: "OTHER", rupees: 1.25 }]),
    );
    expect(overlapping.statusCode, overlapping.body).toBe(201);
    expect(overlapping.json().data.matched).toBe(0);
  });
});

describe("matching again", () => {
  it("matches a credit to a receipt sent after its statement was uploaded; audited", async () => {
    const early = await instalmentReceipt(t, { villaIndex: 69, price: 444_407, name: "Sent Before" });
    const file = genericStatement([
      { day: today, narration: "IMPS CR EARLY", rupees: early.amount },
      { day: today, narration: "IMPS CR LATER", rupees: 444_408 },
    ]);
    const res = await uploadStatement(staff.accounts, file);
    expect(res.json().data.matched).toBe(1);
    const id = res.json().data.statement.id;
    const none = await as(staff.accounts, "POST", `${STATEMENTS}/${id}/match`);
    expect(none.json()).toMatchObject({ data: { matched: 0 }, message: m.matchedAgain(0) });

    const later = await instalmentReceipt(t, { villaIndex: 73, price: 444_408, name: "Sent After" });
    const again = await as(staff.admin, "POST", `${STATEMENTS}/${id}/match`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ data: { matched: 1 }, message: m.matchedAgain(1) });
    const detail = await detailOf(id);
    expect(detail.unmatched_credits).toEqual([]);
    expect(detail.matched.map((row: { receipt: { member: { id: string } } }) => row.receipt.member.id)).toEqual([
      early.member.id,
      later.member.id,
    ]);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "bank-statement.matched"), eq(auditEvents.subjectId, id)));
    expect(audited.map((row) => [row.userId, (row.detail as { matched: number }).matched])).toEqual(
      expect.arrayContaining([
        [staff.accounts.id, 0],
        [staff.admin.id, 1],
      ]),
    );
  });
});

describe("the matched receipts verified together", () => {
  it("verifies each matched receipt as one verification: an audit row each, the member's usual mail; one decided already is skipped", async () => {
    const instalment = await instalmentReceipt(t, {
      villaIndex: 70,
      price: 555_501,
      utr: newUtr(),
      name: "Bulk Instalment",
    });
    const decided = await instalmentReceipt(t, { villaIndex: 71, price: 555_502, utr: newUtr(), name: "Bulk Decided" });
    const single = await instalmentReceipt(t, { villaIndex: 72, price: 555_503, name: "Verified Alone" });
    const membership = await membershipReceipt(t, { utr: newUtr(), paidOn: today, name: "Bulk Membership" });
    const utrOf = async (email: string, queue = "payments") =>
      (await as(staff.accounts, "GET", `/api/admin/${queue}?status=all&q=${encodeURIComponent(email)}`)).json().data
        .items[0].utr as string;
    const file = genericStatement([
      { day: today, narration: `NEFT CR ${await utrOf(instalment.member.email)}`, rupees: instalment.amount },
      { day: today, narration: `NEFT CR ${await utrOf(decided.member.email)}`, rupees: decided.amount },
      {
        day: today,
        narration: `RTGS CR ${await utrOf(membership.member.email, "memberships")}`,
        rupees: FULL_MEMBERSHIP_PRICE,
      },
    ]);
    const res = await uploadStatement(staff.accounts, file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.matched).toBe(3);
    const id = res.json().data.statement.id;

    // the Full Membership queue says where it was matched too
    const purchase = (
      await as(staff.accounts, "GET", `/api/admin/memberships?q=${encodeURIComponent(membership.member.email)}`)
    ).json().data.items[0];
    expect(purchase.matched_statement).toEqual({ id, day: today });

    // accounts verify one alone meanwhile; and the receipt verified alone, for its mail
    for (const { planId } of [decided, single]) {
      const alone = await as(staff.accounts, "POST", `/api/admin/payments/${planId}/steps/1/verify`);
      expect(alone.statusCode, alone.body).toBe(200);
    }

    const verified = await as(staff.admin, "POST", `${STATEMENTS}/${id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toEqual({ verified: 2, skipped: 1 });
    expect(verified.json().message).toBe(m.verified(2, 1));

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          inArray(auditEvents.memberId, [instalment.member.id, decided.member.id, membership.member.id]),
          inArray(auditEvents.action, ["payment-step.verified", "membership.activated"]),
        ),
      );
    expect(
      audited
        .map((row) => [row.memberId, row.action, row.userId])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [instalment.member.id, "payment-step.verified", staff.admin.id],
        [decided.member.id, "payment-step.verified", staff.accounts.id],
        [membership.member.id, "membership.activated", staff.admin.id],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    // the member's mail is the one a single verification sends
    const alone = await mailAbout(t.mail, single.member.email, /^Payment verified: invoice VWC-INV-/);
    const together = await mailAbout(t.mail, instalment.member.email, /^Payment verified: invoice VWC-INV-/);
    const sentence = (mail: { text: string }, amount: number) =>
      mail.text.includes(`We have verified your payment of ₹${amount.toLocaleString("en-IN")} for step 1`);
    expect(sentence(alone, single.amount)).toBe(true);
    expect(sentence(together, instalment.amount)).toBe(true);
    for (const mail of [alone, together]) expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    const welcome = await mailAbout(t.mail, membership.member.email, /^Welcome to Full Membership: VWC-M-/);
    expect(welcome.raw).toMatch(/Content-Type: application\/pdf/i);

    const detail = await detailOf(id);
    expect(detail.statement.awaiting).toBe(0);
    expect(detail.matched.map((row: { receipt: { status: string } }) => row.receipt.status)).toEqual([
      "verified",
      "verified",
      "verified",
    ]);
    // once more: nothing left to verify
    const again = await as(staff.accounts, "POST", `${STATEMENTS}/${id}/verify`);
    expect(again.json().data).toEqual({ verified: 0, skipped: 3 });
  });
});

import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubMonth, clubToday, shortClubDay, writtenDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { memberCode } from "../../../common/payment-instructions.ts";
import {
  financialYear,
  financialYearOf,
  memberStatementUrl,
  officeStatementUrl,
  statementMessages as m,
} from "../../../common/statements.ts";
import { monthLabel } from "../../../common/claims.ts";
import {
  auditEvents,
  bookings,
  creditNotes,
  expenseClaims,
  memberStatements,
  memberships,
  paymentPlans,
  paymentSteps,
  properties,
  refunds,
  sealedDocuments,
  sealedFiles,
} from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import {
  createMember,
  fixtures,
  giveFullMembership,
  multipart,
  payingMember,
  seededChoices,
  signInEveryRole,
  staffMember,
  upload,
  type Caller,
  type TestMember,
} from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";

/*
 * Owner statements: a member's financial year (April to March, the club's calendar) as a sealed PDF — contributions
 * paid, invoices and credit notes issued, refunds paid, free nights used, claims paid and the balance due as at the
 * year's end (today, in the current year) — verifiable at /verify, kept once per member, year, day and figures. The
 * member opens their own at /api/portal/statement; the office any member's at /api/admin/members/{id}/statement.
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const today = clubToday();
const current = financialYearOf(today);
const previous = financialYear(current.startYear - 1);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const as = (who: TestMember | undefined, url: string) =>
  t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });

/** The member's own statement of a year: its status, headers, bytes and text. */
async function statementOf(who: TestMember | undefined, url: string) {
  const res = await as(who, url);
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.body,
    bytes: res.rawPayload,
    text: res.statusCode === 200 ? pdfText(res.rawPayload) : "",
  };
}

async function planOf(memberId: string) {
  const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, memberId));
  const steps = await t.database.db.select().from(paymentSteps).where(eq(paymentSteps.planId, plan.id));
  return { plan, steps: steps.sort((a, b) => a.step - b.step) };
}

const villaNameOf = async (id: string) => {
  const [villa] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return villa.name;
};

/** A stay of the member that took free nights of their Full Membership year, made as the desk's rows are. */
async function freeStay(
  memberId: string,
  villaId: string,
  checkIn: string,
  nights: number,
  free: number,
  bookedAt: Date,
) {
  const [year] = await t.database.db.select().from(memberships).where(eq(memberships.userId, memberId));
  const reference = `VWC-B-ST-${randomUUID().slice(0, 8)}`;
  await t.database.db.insert(bookings).values({
    reference,
    userId: memberId,
    propertyId: villaId,
    checkIn,
    checkOut: addClubDays(checkIn, nights),
    status: "confirmed",
    nights,
    pricePerNight: 5000,
    roomCharges: (nights - free) * 5000,
    total: (nights - free) * 5000,
    freeNights: free,
    membershipRow: year?.id ?? null,
    createdAt: bookedAt,
  });
  return reference;
}

/** A claimed month the office paid on `paidOn`. */
async function paidClaim(memberId: string, claimed: { year: number; month: number }, paidOn: string, amount: number) {
  const reference = `CLAIM-${randomUUID().slice(0, 8).toUpperCase()}`;
  await t.database.db.insert(expenseClaims).values({
    userId: memberId,
    year: claimed.year,
    month: claimed.month,
    status: "claimed",
    amount,
    review: "paid",
    payoutDate: paidOn,
    payoutAmount: amount,
    payoutReference: reference,
    paidAt: new Date(`${paidOn}T12:00:00+05:30`),
  });
  return reference;
}

describe("an owner statement's figures", () => {
  it("states the contributions paid, and the credit note and refund of a cancelled plan, with their totals", async () => {
    const member = await payingMember(t, { villaIndex: 0, steps: 1, paid: 1, verified: 1, name: "Meera Kulkarni" });
    const { plan, steps } = await planOf(member.id);
    const [step] = steps;
    const accounts = await staffMember(t, "accounts");
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${plan.id}/cancel`,
      payload: { reason: "The member withdrew from the villa." },
      headers: accounts.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.userId, member.id));
    const [owed] = await t.database.db.select().from(refunds).where(eq(refunds.userId, member.id));
    const reference = `UTR${randomUUID().slice(0, 10).toUpperCase()}`;
    const recorded = await t.app.inject({
      method: "POST",
      url: `/api/admin/refunds/${owed.id}/record`,
      payload: { paid_on: today, amount: step.amount, reference },
      headers: accounts.headers,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);

    const statement = await statementOf(member, memberStatementUrl(current.fy));
    expect(statement.status, statement.body).toBe(200);
    expect(statement.headers["content-type"]).toBe("application/pdf");
    expect(statement.headers["content-disposition"]).toBe(
      `inline; filename="owner-statement-${current.fy}-as-at-${today}.pdf"`,
    );
    expect(statement.headers["cache-control"]).toBe("private, no-store");
    const text = statement.text;
    const amount = formatRupees(step.amount);
    expect(text).toContain("Owner Statement");
    expect(text).toContain("Meera Kulkarni");
    expect(text).toContain(`VWC-${memberCode(member.id)}`);
    expect(text).toContain(await villaNameOf(plan.propertyId));
    expect(text).toContain("(plan cancelled)");
    expect(text).toContain(`FY ${current.fy}: ${writtenDay(current.start)} to ${writtenDay(current.end)}`);
    expect(text).toMatch(new RegExp(`As at\\s+${writtenDay(today)}`));
    // the contribution: its day, invoice and amount
    expect(text).toContain(step.invoiceNumber!);
    expect(text).toMatch(new RegExp(`Total contributions paid: ${escape(amount)}`));
    // the invoice issued, and the credit note that cancels it
    expect(text).toMatch(new RegExp(`Total invoiced: ${escape(amount)}`));
    expect(text).toContain(note.number);
    expect(text).toMatch(new RegExp(`Total credited: ${escape(amount)}`));
    // the refund the bank paid, with its reference
    expect(text).toContain(reference);
    expect(text).toMatch(new RegExp(`Total refunded: ${escape(amount)}`));
    // a cancelled plan owes nothing
    expect(text).toMatch(new RegExp(`Balance due as at ${writtenDay(today)}: ${escape(formatRupees(0))}`));
    expect(text).toContain("It is not a tax invoice");
    // the file's first seal starts the CPU pool's thread and loads its fonts
  }, 60_000);

  it("states free nights, claims paid and the balance due on the day; a row of another year is in that year's statement only", async () => {
    const member = await payingMember(t, { villaIndex: 1, steps: 3, paid: 1, verified: 1, name: "Arjun Deshpande" });
    const { plan, steps } = await planOf(member.id);
    // the second instalment fell due five days ago and is unpaid; the third is not yet due
    await t.database.db
      .update(paymentSteps)
      .set({ dueDate: addClubDays(today, -5) })
      .where(eq(paymentSteps.id, steps[1].id));
    await t.database.db
      .update(paymentSteps)
      .set({ dueDate: addClubDays(today, 30) })
      .where(eq(paymentSteps.id, steps[2].id));
    await giveFullMembership(t.database.db, member.id, previous.start, addClubDays(current.start, 200));
    const [year] = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.id));
    const stayVilla = (await seededChoices(t, 40)).villa.id;
    const bookedLastYear = new Date(`${previous.start}T10:00:00+05:30`);
    const thisYearsStay = await freeStay(member.id, stayVilla, current.start, 3, 2, bookedLastYear);
    const lastYearsStay = await freeStay(member.id, stayVilla, addClubDays(previous.start, 10), 4, 4, bookedLastYear);
    const thisYearsClaim = await paidClaim(member.id, clubMonth(new Date()), today, 12_500);
    const lastYearsClaim = await paidClaim(member.id, { year: previous.startYear + 1, month: 3 }, previous.end, 9_000);

    const now = await statementOf(member, memberStatementUrl(current.fy));
    expect(now.status, now.body).toBe(200);
    const text = now.text;
    expect(text).toContain(year.number!);
    expect(text).toContain(steps[0].invoiceNumber!);
    expect(text).toMatch(new RegExp(`Total contributions paid: ${escape(formatRupees(steps[0].amount))}`));
    // free nights: this year's stay, not last year's
    expect(text).toContain(thisYearsStay);
    expect(text).not.toContain(lastYearsStay);
    expect(text).toMatch(/Total free nights used: 2 nights/);
    // claims: this year's payout, not last year's
    expect(text).toContain(thisYearsClaim);
    expect(text).toContain(monthLabel(clubMonth(new Date()).year, clubMonth(new Date()).month));
    expect(text).not.toContain(lastYearsClaim);
    expect(text).toMatch(new RegExp(`Total claims paid: ${escape(formatRupees(12_500))}`));
    // the balance due: the instalment due and unpaid, not the one not yet due
    expect(text).toContain(tableDay(addClubDays(today, -5)));
    expect(text).not.toContain(tableDay(addClubDays(today, 30)));
    expect(text).toMatch(
      new RegExp(`Balance due as at ${writtenDay(today)}: ${escape(formatRupees(steps[1].amount))}`),
    );

    // last year's statement: as at its last day, with last year's rows alone
    const before = await statementOf(member, memberStatementUrl(previous.fy));
    expect(before.status, before.body).toBe(200);
    expect(before.headers["content-disposition"]).toContain(`owner-statement-${previous.fy}-as-at-${previous.end}.pdf`);
    expect(before.text).toMatch(new RegExp(`As at\\s+${writtenDay(previous.end)}`));
    expect(before.text).toContain(lastYearsStay);
    expect(before.text).not.toContain(thisYearsStay);
    expect(before.text).toMatch(/Total free nights used: 4 nights/);
    expect(before.text).toContain(lastYearsClaim);
    expect(before.text).not.toContain(thisYearsClaim);
    // the plan was made this year: nothing of it last year
    expect(before.text).not.toContain(steps[0].invoiceNumber!);
    expect(before.text).toMatch(
      new RegExp(`Balance due as at ${writtenDay(previous.end)}: ${escape(formatRupees(0))}`),
    );
    expect(plan.status).not.toBe("cancelled");

    // the portal's Documents tab lists both years, the latest first
    const documents = (await as(member, "/api/portal/documents")).json().data as {
      key: string;
      download_url: string;
    }[];
    const statements = documents.filter((d) => d.key.startsWith("statement-"));
    expect(statements.map((d) => d.download_url)).toEqual([
      memberStatementUrl(current.fy),
      memberStatementUrl(previous.fy),
    ]);
  });
});

describe("a statement's seal", () => {
  it("verifies at /api/verify and by its code; the same figures answer the same file; a changed figure seals another", async () => {
    const member = await payingMember(t, { villaIndex: 2, steps: 2, paid: 1, verified: 1, name: "Kavita Raman Iyer" });
    const first = await statementOf(member, memberStatementUrl(current.fy));
    expect(first.status, first.body).toBe(200);
    const seal = t.app.services.sealer.inspect(first.bytes);
    expect(seal).toMatchObject({ signed: true, byClub: true, intact: true });

    const body = multipart("file", { name: "statement.pdf", bytes: first.bytes, type: "application/pdf" });
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: body.payload,
      headers: body.headers,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const answer = verified.json();
    expect(answer).toMatchObject({ valid: true, kind: "statement", status: "issued" });
    expect(answer.reference).toMatch(new RegExp(`^VWC-ST-${current.fy}-[0-9A-F]{12}$`));
    expect(first.text).toContain(answer.reference);

    // the footer's verification page says whose statement it is, of which year, as at which day
    const code = /\/verify\/([a-z0-9]{12})/.exec(first.text)?.[1];
    expect(code).toBeTruthy();
    expect(first.text).toContain(`Verify this statement at ${t.config.publicUrl.replace(/\/$/, "")}/verify/${code}`);
    const document = await t.app.services.verification.byCode(code!);
    expect(document).toMatchObject({
      kind: "statement",
      reference: answer.reference,
      subject: `Owner statement of K. R. Iyer for FY ${current.fy}, as at ${writtenDay(today)}`,
      financialYear: current.fy,
      asAt: today,
      parties: ["K. R. Iyer"],
      sha256: sha256(first.bytes),
    });

    // the row kept: member, year, day, the file's digest, code and key
    const [row] = await t.database.db.select().from(memberStatements).where(eq(memberStatements.userId, member.id));
    expect(row).toMatchObject({ fy: current.fy, asAt: today, sha256: sha256(first.bytes), code });
    expect(await t.app.services.storage.get(row.storageKey!)).toEqual(first.bytes);
    const [issued] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, member.id), eq(auditEvents.action, "statement.issued")));
    expect(issued.detail).toMatchObject({ reference: answer.reference, fy: current.fy, asAt: today });

    // asked again (by the member or the office), the same statement: the same bytes, one row, one sealed document
    const again = await statementOf(member, memberStatementUrl(current.fy));
    expect(sha256(again.bytes)).toBe(sha256(first.bytes));
    const office = await statementOf(await staffMember(t, "accounts"), officeStatementUrl(member.id, current.fy));
    expect(sha256(office.bytes)).toBe(sha256(first.bytes));
    expect(
      await t.database.db.select().from(memberStatements).where(eq(memberStatements.userId, member.id)),
    ).toHaveLength(1);

    // a figure changes (the second instalment is paid and verified): another statement, sealed and registered too
    const { plan } = await planOf(member.id);
    await payStep(member, plan.propertyId, 2);
    const accounts = await staffMember(t, "accounts");
    const verify = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${plan.id}/steps/2/verify`,
      headers: accounts.headers,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const changed = await statementOf(member, memberStatementUrl(current.fy));
    expect(sha256(changed.bytes)).not.toBe(sha256(first.bytes));
    const rows = await t.database.db.select().from(memberStatements).where(eq(memberStatements.userId, member.id));
    expect(rows).toHaveLength(2);
    const [registered] = await t.database.db
      .select({ kind: sealedDocuments.kind })
      .from(sealedFiles)
      .innerJoin(sealedDocuments, eq(sealedDocuments.id, sealedFiles.documentId))
      .where(eq(sealedFiles.sha256, sha256(changed.bytes)));
    expect(registered.kind).toBe("statement");
  });
});

/** Pays a step of the member's plan with a receipt, through the API. */
async function payStep(member: TestMember, villaId: string, step: number) {
  const receipt = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.png",
    bytes: await fixtures.png(),
  });
  const paid = await t.app.inject({
    method: "PUT",
    url: `/api/payment-details/${villaId}/step/${step}`,
    payload: { payment_receipt_url: receipt.json().url },
    headers: member.headers,
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe("the financial year asked", () => {
  it("is the current one when left out; a malformed one answers 400, a year not begun or before the member's first 404", async () => {
    const member = await payingMember(t, { villaIndex: 3, steps: 1, paid: 1, verified: 1, name: "Ishaan Bose" });
    const plain = await statementOf(member, "/api/portal/statement");
    expect(plain.status, plain.body).toBe(200);
    expect(plain.text).toContain(`FY ${current.fy}:`);
    expect(plain.headers["content-disposition"]).toContain(`owner-statement-${current.fy}-as-at-${today}.pdf`);

    for (const fy of ["2026", "2026-2027", "2026-28", "26-27", "abcd-ef", "2026-27x"]) {
      const refused = await as(member, `/api/portal/statement?fy=${encodeURIComponent(fy)}`);
      expect(refused.statusCode, fy).toBe(400);
      expect(refused.json().message, fy).toContain(m.badYear);
    }
    const next = financialYear(current.startYear + 1);
    const future = await as(member, memberStatementUrl(next.fy));
    expect(future.statusCode).toBe(404);
    expect(future.json().message).toBe(m.notYet(next.fy, next.start));
    const early = await as(member, memberStatementUrl(previous.fy));
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(m.beforeFirst(previous.fy, current.fy));

    // a member with nothing on record has no statement yet, and none is listed
    const newcomer = await createMember(t, "Nobody Yet");
    const nothing = await as(newcomer, "/api/portal/statement");
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(m.nothingYet);
    const documents = (await as(newcomer, "/api/portal/documents")).json().data as { kind: string }[];
    expect(documents.some((d) => d.kind === "statement")).toBe(false);
  });
});

describe("who may open a statement", () => {
  it("the office: administrators, accounts and the front office; content, a member and anonymous are refused", async () => {
    const { callerFor } = await signInEveryRole(t, "Roles Statement");
    const owner = await payingMember(t, { villaIndex: 4, steps: 1, paid: 1, verified: 1, name: "Farah Siddiqui" });
    const expected: [Caller, number][] = [
      [undefined, 401],
      ["member", 403],
      ["content", 403],
      ["front-office", 200],
      ["accounts", 200],
      ["admin", 200],
    ];
    for (const [who, status] of expected) {
      const res = await statementOf(callerFor(who), officeStatementUrl(owner.id, current.fy));
      expect(res.status, `${who}: ${res.body.slice(0, 200)}`).toBe(status);
      if (status === 200) {
        expect(res.headers["content-type"]).toBe("application/pdf");
        expect(res.text).toContain("Farah Siddiqui");
      }
    }
    // an unknown member, a staff account, a malformed year
    const admin = callerFor("admin");
    expect((await as(admin, officeStatementUrl(randomUUID(), current.fy))).statusCode).toBe(404);
    expect((await as(admin, officeStatementUrl(admin!.id, current.fy))).statusCode).toBe(404);
    expect((await as(admin, `/api/admin/members/${owner.id}/statement?fy=2026`)).statusCode).toBe(400);
  });

  it("the portal's: a member's own only, there is no way to name another; staff are sent to the member's record", async () => {
    const { staff } = await signInEveryRole(t, "Portal Roles");
    const owner = await payingMember(t, { villaIndex: 5, steps: 1, paid: 1, verified: 1, name: "Rohan Mehta" });
    const other = await payingMember(t, { villaIndex: 6, steps: 1, paid: 1, verified: 1, name: "Sunita Pillai" });
    expect((await as(undefined, memberStatementUrl(current.fy))).statusCode).toBe(401);
    for (const role of ["admin", "accounts", "front-office", "content"] as const) {
      const refused = await as(staff[role], memberStatementUrl(current.fy));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(m.notMember);
    }
    // naming another member in the address changes nothing: the member's own statement
    for (const url of [
      `${memberStatementUrl(current.fy)}&id=${other.id}`,
      `${memberStatementUrl(current.fy)}&member=${other.id}`,
      `${memberStatementUrl(current.fy)}&user_id=${other.id}`,
    ]) {
      const own = await statementOf(owner, url);
      expect(own.status, url).toBe(200);
      expect(own.text).toContain("Rohan Mehta");
      expect(own.text).not.toContain("Sunita Pillai");
    }
  });
});

/** A club day as the statement's tables write it: 27 Nov 2026. */
const tableDay = (day: string) => shortClubDay(`${day}T12:00:00+05:30`);

/** A string as a literal part of a regular expression. */
function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

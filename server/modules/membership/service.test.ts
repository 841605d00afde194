import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { clubToday } from "../../../common/club-time.ts";
import { FULL_MEMBERSHIP_PRICE, addClubDays, addYears, membershipMessages as m } from "../../../common/membership.ts";
import { auditEvents, memberships, users } from "../../db/schema.ts";
import { MAIL_FORMAT } from "../../platform/mail-text.ts";
import { invoiceSealDeps, jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { createMember, fixtures, staffMember, upload, type TestMember } from "../../test/members.ts";
import {
  activateMembership,
  onlinePaymentConfigured,
  openOnlinePurchase,
  sendMembershipReminders,
  type MembershipDeps,
} from "./service.ts";

/*
 * Full Membership: bought by a bank-transfer receipt that accounts verify (or reject with a
 * reason), or online (openOnlinePurchase + activateMembership, called by the Razorpay flow); active for a year from
 * the day it is paid with a VWC-M-<year>-<n> number, an invoice and a welcome e-mail; GET /api/membership; renewal
 * reminders 30 and 7 days before the end; accounts and administrators only in the office.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: TestMember | undefined, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

async function receiptUrl(member: TestMember) {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.pdf",
    bytes: await fixtures.pdf("NEFT 100000"),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

async function mine(member: TestMember) {
  const res = await as(member, "GET", "/api/membership");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function sendsReceipt(member: TestMember) {
  const res = await as(member, "POST", "/api/membership/receipt", {
    receipt_url: await receiptUrl(member),
    accept_terms: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function underReviewOf(member: TestMember) {
  const [row] = await t.database.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, member.id), eq(memberships.status, "under-review")));
  return row;
}

const deps = (): MembershipDeps => ({
  ...invoiceSealDeps(t),
  mail: t.app.services.mail,
  logError: () => {},
});

describe("buying Full Membership by a bank-transfer receipt", () => {
  it("none → under review (accounts told) → verified by accounts: active a year, numbered, invoiced, welcomed with the invoice", async () => {
    const member = await createMember(t, "Nandini Rao");
    expect((await as(undefined, "GET", "/api/membership")).statusCode).toBe(401);
    expect(await mine(member)).toMatchObject({
      status: "none",
      membership_id: null,
      valid_until: null,
      free_nights_left: 0,
      pending: null,
    });

    const noTerms = await as(member, "POST", "/api/membership/receipt", {
      receipt_url: await receiptUrl(member),
      accept_terms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toContain(m.termsRequired);
    const notHers = await as(member, "POST", "/api/membership/receipt", {
      receipt_url: await receiptUrl(await createMember(t)),
      accept_terms: true,
    });
    expect(notHers.statusCode).toBe(400);

    const sent = await sendsReceipt(member);
    expect(sent).toMatchObject({
      status: "under-review",
      membership_id: null,
      pending: { status: "under-review", reason: null },
    });
    const again = await as(member, "POST", "/api/membership/receipt", {
      receipt_url: await receiptUrl(member),
      accept_terms: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyUnderReview);
    const told = await mailAbout(t.mail, staff.accounts.email, "Membership receipt to verify: Nandini Rao");
    expect(told.text).toContain("/admin/memberships?status=under-review");

    const list = await as(staff.accounts, "GET", `/api/admin/memberships?q=${encodeURIComponent("Nandini Rao")}`);
    expect(list.statusCode, list.body).toBe(200);
    const [item] = list.json().data.items;
    expect(item).toMatchObject({
      status: "under-review",
      amount: FULL_MEMBERSHIP_PRICE,
      paid_via: "receipt",
      member: { id: member.id },
      receipt_type: "application/pdf",
    });
    expect((await as(staff.accounts, "GET", item.receipt_url)).statusCode).toBe(200);

    const verified = await as(staff.accounts, "POST", `/api/admin/memberships/${item.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    const today = clubToday();
    const { membership_id, valid_until, invoice_number } = verified.json().data;
    expect(membership_id).toMatch(new RegExp(`^VWC-M-${today.slice(0, 4)}-\\d+$`));
    expect(valid_until).toBe(addClubDays(addYears(today, 1), -1));
    expect(invoice_number).toMatch(/^VWC-INV-\d{4}-\d+$/);
    expect(verified.json().message).toBe(m.verified(membership_id));
    expect((await as(staff.accounts, "POST", `/api/admin/memberships/${item.id}/verify`)).statusCode).toBe(409);
    expect(
      (await as(staff.accounts, "POST", `/api/admin/memberships/${item.id}/reject`, { reason: "late" })).statusCode,
    ).toBe(409);

    const [row] = await t.database.db.select().from(memberships).where(eq(memberships.id, item.id));
    expect(row).toMatchObject({
      status: "active",
      startsOn: today,
      validUntil: addYears(today, 1),
      paidVia: "receipt",
      decidedBy: staff.accounts.id,
    });
    expect(await mine(member)).toMatchObject({
      status: "active",
      membership_id,
      valid_until,
      free_nights_left: 14,
      pending: null,
      invoice: { number: invoice_number, url: "/api/membership/invoice" },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "membership.activated"), eq(auditEvents.subjectId, item.id)));
    expect(audit).toMatchObject({ userId: staff.accounts.id, memberId: member.id });

    const welcome = await mailAbout(t.mail, member.email, `Welcome to Full Membership: ${membership_id}`);
    expect(welcome.text).toContain(membership_id);
    expect(welcome.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(welcome.raw).toContain(`invoice-${invoice_number}.pdf`);
    const invoice = await as(member, "GET", "/api/membership/invoice");
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    const words = pdfText(invoice.rawPayload);
    expect(words).toContain(invoice_number);
    expect(words).toContain(membership_id);
  });

  it("a rejected receipt: the member is e-mailed the reason, sees it, and may send another", async () => {
    const member = await createMember(t, "Kabir Joshi");
    await sendsReceipt(member);
    const row = await underReviewOf(member);
    const blank = await as(staff.admin, "POST", `/api/admin/memberships/${row.id}/reject`, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(m.reasonRequired);
    const reason = "The receipt shows ₹10,000, not the membership fee of ₹1,00,000.";
    const rejected = await as(staff.admin, "POST", `/api/admin/memberships/${row.id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe(m.rejected);
    const mail = await mailAbout(t.mail, member.email, "Your Full Membership receipt could not be verified");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain("/membership/checkout");
    expect(await mine(member)).toMatchObject({ status: "none", pending: { status: "rejected", reason } });
    expect(
      (await as(staff.accounts, "GET", `/api/admin/memberships?status=rejected&q=Kabir`)).json().data.items[0],
    ).toMatchObject({
      reason,
      decided_by: "Staff admin",
    });
    expect((await sendsReceipt(member)).status).toBe("under-review");
  });
});

describe("the online purchase (for the Razorpay flow) and renewals", () => {
  it("needs the terms, refuses while a receipt is under review, reuses its open purchase; activation is idempotent; a renewal continues the year", async () => {
    const member = await createMember(t, "Online Buyer");
    const db = t.database.db;
    await expect(db.transaction((tx) => openOnlinePurchase(tx, member.id, false))).rejects.toMatchObject({
      status: 400,
    });
    const first = await db.transaction((tx) => openOnlinePurchase(tx, member.id, true));
    expect(first.amount).toBe(FULL_MEMBERSHIP_PRICE);
    const second = await db.transaction((tx) => openOnlinePurchase(tx, member.id, true));
    expect(second.membershipId).toBe(first.membershipId);
    // awaiting payment is not a membership yet
    expect((await mine(member)).status).toBe("none");

    await db.transaction((tx) =>
      activateMembership(deps(), tx, first.membershipId, { paidVia: "razorpay", paymentId: "pay_TEST123" }),
    );
    const active = await mine(member);
    expect(active).toMatchObject({ status: "active", free_nights_left: 14 });
    await mailAbout(t.mail, member.email, `Welcome to Full Membership: ${active.membership_id}`);
    await db.transaction((tx) =>
      activateMembership(deps(), tx, first.membershipId, { paidVia: "razorpay", paymentId: "pay_TEST123" }),
    );
    const [row] = await db.select().from(memberships).where(eq(memberships.id, first.membershipId));
    expect(row).toMatchObject({ status: "active", razorpayPaymentId: "pay_TEST123", number: active.membership_id });

    // the renewal starts the day the year in force ends
    const renewal = await db.transaction((tx) => openOnlinePurchase(tx, member.id, true));
    expect(renewal.membershipId).not.toBe(first.membershipId);
    await db.transaction((tx) => activateMembership(deps(), tx, renewal.membershipId, { paidVia: "razorpay" }));
    const [renewed] = await db.select().from(memberships).where(eq(memberships.id, renewal.membershipId));
    expect(renewed.startsOn).toBe(row.validUntil);
    expect(renewed.validUntil).toBe(addYears(row.validUntil!, 1));
    expect(await mine(member)).toMatchObject({
      status: "active",
      membership_id: active.membership_id,
      valid_until: addClubDays(renewed.validUntil!, -1),
    });
    // renewed already: no third year yet
    await expect(db.transaction((tx) => openOnlinePurchase(tx, member.id, true))).rejects.toMatchObject({
      status: 409,
    });

    const reviewing = await createMember(t, "Receipt Then Online");
    await sendsReceipt(reviewing);
    await expect(db.transaction((tx) => openOnlinePurchase(tx, reviewing.id, true))).rejects.toMatchObject({
      status: 409,
      message: m.alreadyUnderReview,
    });
  });

  it("online payment is offered only when the Razorpay keys are configured", () => {
    expect(onlinePaymentConfigured(t.config)).toBe(false);
    expect(onlinePaymentConfigured({ razorpay: undefined })).toBe(false);
    expect(onlinePaymentConfigured({ razorpay: { keyId: "rzp_test_abc", keySecret: "secret" } })).toBe(true);
  });

  it("an expired year gives no free nights", async () => {
    const member = await createMember(t, "Past Member");
    const today = clubToday();
    const startsOn = addYears(today, -2);
    await t.database.db.insert(memberships).values({
      userId: member.id,
      status: "active",
      number: "VWC-M-2024-77",
      amount: FULL_MEMBERSHIP_PRICE,
      paidVia: "receipt",
      termsAcceptedAt: new Date(`${startsOn}T10:00:00+05:30`),
      startsOn,
      validUntil: addYears(startsOn, 1),
      freeNightsUsed: 3,
      paidAt: new Date(`${startsOn}T10:00:00+05:30`),
    });
    expect(await mine(member)).toMatchObject({
      status: "expired",
      membership_id: "VWC-M-2024-77",
      valid_until: addClubDays(addYears(startsOn, 1), -1),
      free_nights_left: 0,
    });
  });
});

describe("renewal reminders", () => {
  it("30 days and 7 days before the end, each once; none for a year already renewed", async () => {
    const member = await createMember(t, "Reminded Member");
    const renewedMember = await createMember(t, "Renewed Member");
    const day = addClubDays(clubToday(), 400);
    const ends = addClubDays(day, 30);
    const insertYear = (userId: string, startsOn: string, number: string) =>
      t.database.db.insert(memberships).values({
        userId,
        status: "active",
        number,
        amount: FULL_MEMBERSHIP_PRICE,
        paidVia: "receipt",
        termsAcceptedAt: new Date(),
        startsOn,
        validUntil: addYears(startsOn, 1),
        paidAt: new Date(),
      });
    await insertYear(member.id, addYears(ends, -1), "VWC-M-2030-901");
    await insertYear(renewedMember.id, addYears(ends, -1), "VWC-M-2030-902");
    await insertYear(renewedMember.id, ends, "VWC-M-2030-903");

    const remindersTo = (email: string) =>
      t.mail.mails.filter((mail) => mail.to.includes(email) && mail.subject.startsWith("Your Full Membership ends"));
    const settle = () => jobsDone(t);
    await Promise.all([sendMembershipReminders(deps(), day), sendMembershipReminders(deps(), day)]);
    await sendMembershipReminders(deps(), addClubDays(day, 1));
    await settle();
    expect(remindersTo(member.email)).toHaveLength(1);
    const first = remindersTo(member.email)[0];
    expect(first.subject).toContain("Your Full Membership ends on");
    expect(first.text).toContain("/membership/checkout");

    const lastWeek = addClubDays(ends, -7);
    await t.app.services.jobs.runDaily(new Date(`${lastWeek}T12:00:00+05:30`));
    await sendMembershipReminders(deps(), addClubDays(lastWeek, 2));
    await settle();
    expect(remindersTo(member.email).map((mail) => mail.subject)).toEqual([
      first.subject,
      expect.stringContaining("ends in a week"),
    ]);
    expect(remindersTo(renewedMember.email)).toHaveLength(0);
  });
});

describe("a Hindi member's membership mails", () => {
  it("the rejection, the welcome and the reminder come in Hindi, the days and amounts as Hindi writes them", async () => {
    const member = await createMember(t, "Geeta Sharma");
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    await sendsReceipt(member);
    const first = await underReviewOf(member);
    const reason = "रसीद पर राशि सदस्यता शुल्क से कम है।";
    expect((await as(staff.accounts, "POST", `/api/admin/memberships/${first.id}/reject`, { reason })).statusCode).toBe(
      200,
    );
    const rejected = await mailAbout(t.mail, member.email, "आपकी पूर्ण सदस्यता की रसीद सत्यापित नहीं हो सकी");
    expect(rejected.html).toContain('<html lang="hi">');
    expect(rejected.text).toContain("पूर्ण सदस्यता (₹1,00,000) के लिए भेजी गई आपकी रसीद को हम सत्यापित नहीं कर सके। कारण:");
    expect(rejected.text).toContain(reason);
    expect(rejected.text).toContain("रसीद फिर से भेजें: ");

    await sendsReceipt(member);
    const second = await underReviewOf(member);
    const verified = await as(staff.accounts, "POST", `/api/admin/memberships/${second.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    const { membership_id, valid_until, invoice_number } = verified.json().data;
    const welcome = await mailAbout(t.mail, member.email, `पूर्ण सदस्यता में आपका स्वागत है: ${membership_id}`);
    expect(welcome.text).toContain(
      `आपकी सदस्यता ${MAIL_FORMAT.hi.day(clubToday())} से ${MAIL_FORMAT.hi.day(valid_until)} तक सक्रिय है।`,
    );
    expect(welcome.text).toContain(`हमें ₹1,00,000 प्राप्त हुए। आपका इनवॉइस ${invoice_number} संलग्न है।`);
    expect(welcome.raw).toContain(`invoice-${invoice_number}.pdf`);

    // thirty days before the year ends
    const [year] = await t.database.db.select().from(memberships).where(eq(memberships.number, membership_id));
    await sendMembershipReminders(deps(), addClubDays(year.validUntil!, -30));
    const reminder = await mailAbout(
      t.mail,
      member.email,
      `आपकी पूर्ण सदस्यता ${MAIL_FORMAT.hi.day(valid_until)} को समाप्त हो रही है`,
    );
    expect(reminder.text).toContain(`आपकी पूर्ण सदस्यता ${membership_id} ${MAIL_FORMAT.hi.day(valid_until)} तक मान्य है।`);
    expect(reminder.text).toContain("अपनी सदस्यता नवीनीकृत करें: ");
  });
});

describe("who may act on membership receipts", () => {
  it("anonymous 401, a member 403, front office and content 403; accounts and an administrator may", async () => {
    const member = await createMember(t, "Roles Member");
    await sendsReceipt(member);
    const row = await underReviewOf(member);
    const calls: ["GET" | "POST", string, object | undefined][] = [
      ["GET", "/api/admin/memberships?status=all", undefined],
      ["POST", `/api/admin/memberships/${row.id}/reject`, { reason: "" }],
      ["POST", "/api/admin/memberships/00000000-0000-4000-8000-000000000000/verify", undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(undefined, method, url, payload)).statusCode, url).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, url).toBe(403);
      expect((await as(staff["front-office"], method, url, payload)).statusCode, url).toBe(403);
      expect((await as(staff.content, method, url, payload)).statusCode, url).toBe(403);
      for (const role of ["accounts", "admin"] as const) {
        const status = (await as(staff[role], method, url, payload)).statusCode;
        expect([200, 400, 404], `${role} ${url}`).toContain(status);
      }
    }
    expect((await as(staff.admin, "GET", "/api/admin/memberships")).headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /api/admin/memberships.csv", () => {
  it("downloads every purchase of the status and search, the amount plain; front office and content 403", async () => {
    const member = await createMember(t, "Csv Fullmember");
    await sendsReceipt(member);
    const row = await underReviewOf(member);
    const csv = await downloadCsv(
      t,
      "/api/admin/memberships.csv?q=Csv%20Fullmember&page=2",
      staff.accounts,
      "memberships",
    );
    expect(csv.header.slice(0, 6)).toEqual(["Purchase id", "Member id", "Member", "E-mail", "Status", "Amount (INR)"]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Purchase id": row.id,
        "Member id": member.id,
        Status: "under-review",
        "Amount (INR)": `${FULL_MEMBERSHIP_PRICE}.00`,
        "Paid via": "receipt",
      }),
    ]);
    expect(csv.rows[0]["Submitted (IST)"]).toMatch(ISO_MOMENT);
    const active = await downloadCsv(t, "/api/admin/memberships.csv?status=active&q=Csv", staff.admin, "memberships");
    expect(active.rows).toEqual([]);
    for (const role of ["front-office", "content"] as const)
      expect((await as(staff[role], "GET", "/api/admin/memberships.csv")).statusCode).toBe(403);
  });
});

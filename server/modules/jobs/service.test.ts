import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time.ts";
import { jobRuns, paymentPlans, paymentReminders, paymentSteps, properties, users } from "../../db/schema.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  payingMember,
  seededChoices,
  staffMember,
  upload,
  type TestMember,
} from "../../test/members.ts";
import { loadConfig } from "../../config.ts";
import {
  addDays,
  clubDayStart,
  runDailyJobs,
  scheduleDailyJobs,
  sendPaymentReminders,
  type JobsDeps,
} from "./service.ts";

/*
 * The daily jobs: reminders of unpaid instalments 7 days before and on the due date, each sent
 * once however many runs or instances; the staff's daily digest, one mail when something came in, none otherwise.
 */

let t: TestApp & { mail: MailCatcher };
const DAY = 24 * 60 * 60 * 1000;
/** Noon in India on a club day. */
const noonOf = (day: string) => new Date(clubDayStart(day).getTime() + 12 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await openTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

/** A second instance on the same database: its own mail queue, which keeps what it is given. */
function secondInstance(): JobsDeps & { sent: QueuedMail[] } {
  const sent: QueuedMail[] = [];
  return {
    db: t.database.db,
    mail: { send: async (_tx, message) => void sent.push(message) },
    publicUrl: t.config.publicUrl,
    feedSecret: t.config.sessionSecret,
    logError: () => {},
    sent,
  };
}

const mailsTo = (address: string) => t.mail.mails.filter((mail) => mail.to.includes(address));
/** The reminders a member was sent (their other mails, e.g. an invoice, aside). */
const remindersTo = (address: string) => mailsTo(address).filter((mail) => mail.subject.startsWith("Your payment for"));
/** Every queued mail sent. */
const settle = () => jobsDone(t);

async function planOf(member: TestMember) {
  const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, member.id));
  return plan;
}

/** The plan's second instalment, made due on `due`. */
async function secondStepDue(planId: string, due: string) {
  const second = and(eq(paymentSteps.planId, planId), eq(paymentSteps.step, 2));
  await t.database.db.update(paymentSteps).set({ dueDate: due }).where(second);
  const [step] = await t.database.db.select().from(paymentSteps).where(second);
  return step;
}

describe("reminders of unpaid instalments", () => {
  it("a week before the due date and on the day, each once: runs twice, concurrently and on a second instance", async () => {
    const member = await payingMember(t, { villaIndex: 1, steps: 2, paid: 1, name: "Ishaan Malhotra" });
    const plan = await planOf(member);
    const day = addDays(clubToday(), 30);
    const due = addDays(day, 7);
    const step = await secondStepDue(plan.id, due);

    // the week before: two runs at once, then another on the same day, then a second instance
    const runs = await Promise.all([
      t.app.services.jobs.runDaily(noonOf(day)),
      t.app.services.jobs.runDaily(noonOf(day)),
    ]);
    expect(runs.filter((run) => run["payment-reminders"].ran)).toHaveLength(1);
    expect((await t.app.services.jobs.runDaily(noonOf(day)))["payment-reminders"].ran).toBe(false);
    const other = secondInstance();
    expect((await runDailyJobs(other, noonOf(day)))["payment-reminders"]).toEqual({ ran: false, sent: 0 });
    await settle();
    const weekBefore = remindersTo(member.email);
    expect(weekBefore).toHaveLength(1);
    expect(weekBefore[0].subject).toContain("is due on");
    expect(weekBefore[0].text).toContain("Step 2 of 2");
    expect(weekBefore[0].text).toContain(`₹${step.amount.toLocaleString("en-IN")}`);
    expect(weekBefore[0].text).toContain(`${t.config.publicUrl}/registration/${plan.propertyId}?step=4&pay=2`);

    // even past the day's claim (the job's work itself run twice at once, and on the second instance), never twice
    const appDeps: JobsDeps = {
      db: t.database.db,
      mail: t.app.services.mail,
      publicUrl: t.config.publicUrl,
      feedSecret: t.config.sessionSecret,
      logError: () => {},
    };
    const again = await Promise.all([sendPaymentReminders(other, day), sendPaymentReminders(appDeps, day)]);
    expect(again).toEqual([0, 0]);
    expect(other.sent).toHaveLength(0);

    // on the day: the due-day reminder, once
    await Promise.all([t.app.services.jobs.runDaily(noonOf(due)), runDailyJobs(other, noonOf(due))]);
    await t.app.services.jobs.runDaily(new Date(noonOf(due).getTime() + 2 * 60 * 60 * 1000));
    await settle();
    const all = [...remindersTo(member.email), ...other.sent.filter((mail) => mail.to === member.email)];
    expect(all).toHaveLength(2);
    expect(all.map((mail) => mail.subject)).toContainEqual(expect.stringContaining("is due today"));
    const recorded = await t.database.db.select().from(paymentReminders).where(eq(paymentReminders.planId, plan.id));
    expect(recorded.map((r) => r.kind).sort()).toEqual(["due-day", "week-before"]);
    expect(recorded.every((r) => r.dueDate === due && r.step === 2)).toBe(true);
    const claimed = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, "payment-reminders"));
    expect(claimed.map((r) => r.runKey)).toEqual(expect.arrayContaining([day, due]));
  });

  it("nothing for a paid step, a cancelled plan, or a date that is neither", async () => {
    const member = await payingMember(t, { villaIndex: 3, steps: 2, paid: 1, name: "Farah Qureshi" });
    const plan = await planOf(member);
    const day = addDays(clubToday(), 60);
    await t.database.db
      .update(paymentSteps)
      .set({ dueDate: addDays(day, 7) })
      .where(eq(paymentSteps.planId, plan.id));
    await t.database.db
      .update(paymentPlans)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(paymentPlans.id, plan.id));
    const other = secondInstance();
    expect(await sendPaymentReminders(other, day)).toBe(0);
    await t.database.db
      .update(paymentPlans)
      .set({ status: "pending", cancelledAt: null })
      .where(eq(paymentPlans.id, plan.id));
    expect(await sendPaymentReminders(other, addDays(day, 1))).toBe(0);
    expect(await sendPaymentReminders(other, day)).toBe(1);
    // step 1 is paid: only step 2 is reminded
    expect(other.sent.map((mail) => mail.text).join()).toContain("Step 2 of 2");
    expect(other.sent.map((mail) => mail.text).join()).not.toContain("Step 1 of 2");
  });

  it("reminds a Hindi member in Hindi, the day with its Hindi month and the amount grouped the Indian way", async () => {
    const member = await payingMember(t, { villaIndex: 7, steps: 2, paid: 1, name: "Kamla Devi" });
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    const plan = await planOf(member);
    const day = addDays(clubToday(), 90);
    const due = addDays(day, 7);
    const step = await secondStepDue(plan.id, due);
    const other = secondInstance();
    await sendPaymentReminders(other, day);
    const [mail] = other.sent.filter((sent) => sent.to === member.email);
    expect(mail.subject).toMatch(/ के लिए आपका भुगतान \d{1,2} [\u0900-\u097F]+ \d{4} को देय है$/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain("नमस्ते Kamla Devi जी,");
    expect(mail.text).toContain("2 चरणों में से चरण 2 (");
    // the villa named in Hindi (decision 046)
    const [villa] = await t.database.db
      .select({ nameHi: properties.nameHi })
      .from(properties)
      .where(eq(properties.id, plan.propertyId));
    expect(villa.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(mail.subject).toContain(villa.nameHi);
    expect(mail.text).toContain(`की राशि ₹${step.amount.toLocaleString("en-IN")} एक सप्ताह बाद, `);
    expect(mail.text).toContain(
      `इस चरण का भुगतान करें: ${t.config.publicUrl}/registration/${plan.propertyId}?step=4&pay=2`,
    );
  });
});

describe("the staff's daily digest", () => {
  it("one mail to staff who chose it, listing yesterday's items for their role; none when nothing came in", async () => {
    const frontOffice = await staffMember(t, "front-office");
    const accounts = await staffMember(t, "accounts");
    const content = await staffMember(t, "content");
    for (const person of [frontOffice, accounts, content]) {
      await t.database.db.update(users).set({ staffNotify: "daily" }).where(eq(users.id, person.id));
    }
    // today: a member sends their KYC (an identity document to check) and pays a step (a receipt to verify)
    const member = await createMember(t, "Gauri Menon");
    const choices = await seededChoices(t, 5);
    const document = await upload(t.app, member, "/api/upload/upload-doc", "document", {
      name: "id.pdf",
      bytes: await fixtures.pdf(),
    });
    const kyc = await t.app.inject({
      method: "POST",
      url: `/api/registration/kyc/${choices.villa.id}`,
      headers: member.headers,
      payload: kycPayload(choices, document.json().url),
    });
    expect(kyc.statusCode, kyc.body).toBe(200);
    await settle();
    const before = t.mail.mails.length;
    // who chose the digest was not e-mailed at once
    expect(mailsTo(frontOffice.email).filter((mail) => mail.subject.includes("Gauri Menon"))).toHaveLength(0);

    // tomorrow's run tells of today
    const tomorrow = new Date(Date.now() + DAY);
    const run = await t.app.services.jobs.runDaily(tomorrow);
    expect(run["staff-digest"].ran).toBe(true);
    await settle();
    const digests = t.mail.mails
      .slice(before)
      .filter((mail) => mail.subject.startsWith("The club office: what came in"));
    // one each for the front office (identity documents) and accounts (receipts); content acts on none of them
    expect(digests.map((mail) => mail.to[0]).sort()).toEqual([frontOffice.email, accounts.email].sort());
    const digestOf = (address: string) => digests.find((mail) => mail.to.includes(address))!.text;
    expect(digestOf(frontOffice.email)).toMatch(/Identity document to check: \d+ \(.*Gauri Menon/);
    expect(digestOf(frontOffice.email)).not.toContain("Receipt to verify");
    expect(digestOf(accounts.email)).toMatch(/Receipt to verify: \d+ \(.*Ishaan Malhotra/);
    expect(digestOf(accounts.email)).not.toContain("Identity document");
    // the same day again, or another instance: no second digest
    expect((await runDailyJobs(secondInstance(), tomorrow))["staff-digest"].ran).toBe(false);
    expect((await t.app.services.jobs.runDaily(tomorrow))["staff-digest"].ran).toBe(false);

    // a day when nothing came in: no digest at all
    const later = secondInstance();
    const quiet = await runDailyJobs(later, new Date(Date.now() + 10 * DAY));
    expect(quiet["staff-digest"]).toEqual({ ran: true, sent: 0 });
    expect(later.sent.filter((mail) => mail.subject.startsWith("The club office"))).toHaveLength(0);
  });
});

describe("the jobs in the process", () => {
  it("run at start and on each tick until stopped; DAILY_JOBS turns them off (off in tests unless asked)", async () => {
    const day = addDays(clubToday(), 200);
    const other = secondInstance();
    const jobs = scheduleDailyJobs(other, { everyMs: 20, now: () => noonOf(day) });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await jobs.stop();
    const runs = await t.database.db.select().from(jobRuns).where(eq(jobRuns.runKey, day));
    expect(runs.map((r) => r.job).sort()).toEqual([
      "maintenance-dues",
      "membership-reminders",
      "payment-reminders",
      "programme-reminders",
      "rental-statements",
      "review-invitations",
      "staff-digest",
      "villa-popularity",
    ]);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);

    expect(loadConfig({ DATA_DIR: t.config.dataDir, NODE_ENV: "production" }).dailyJobs).toBe(true);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, NODE_ENV: "production", DAILY_JOBS: "false" }).dailyJobs).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: t.config.dataDir, NODE_ENV: "test" }).dailyJobs).toBe(false);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, NODE_ENV: "test", DAILY_JOBS: "true" }).dailyJobs).toBe(true);
  });
});

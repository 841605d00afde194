import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { jobMessages, type JobItem } from "../../../common/office-jobs.ts";
import { officePaymentsMessages } from "../../../common/office-payments.ts";
import { auditEvents, paymentPlans } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { eventually, failedMailJob, jobsTo } from "../../test/jobs.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, payingMember, staffMember, type TestMember } from "../../test/members.ts";

/*
 * The durable job queue (decision 026): a mail the server refuses is retried with a backoff and reaches the member;
 * the office's administrators see failed, pending and done jobs and run a failed one again, audited.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;

beforeAll(async () => {
  // the first retry a second after the first try (an hour's backoff in production), doubled each time
  t = await openTestAppWithMail({ JOB_RETRY_DELAY_SECONDS: "1" });
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: TestMember | undefined, method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: who?.headers ?? {} });

describe("a mail the mail server refuses", () => {
  it(
    "is tried again with a backoff: refused three times, the member still gets the invoice",
    { timeout: 90_000 },
    async () => {
      const member = await payingMember(t, { villaIndex: 1, steps: 2, paid: 1, verified: 0, name: "Refused Thrice" });
      await jobsDone(t);
      const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, member.id));

      t.mail.refuse(452);
      const verified = await as(staff.accounts, "POST", `/api/admin/payments/${plan.id}/steps/1/verify`);
      expect(verified.statusCode, verified.body).toBe(200);
      const invoiceNumber = verified.json().data.invoice_number as string;
      // the office is told what is true: the invoice will be e-mailed
      expect(verified.json().message).toBe(officePaymentsMessages.verified(invoiceNumber));

      // three tries refused, each a little later than the one before
      const refused = await eventually(
        async () =>
          (await jobsTo(t, "pending", member.email)).find((job) => job.state === "retry" && job.attempts >= 3),
        60_000,
      );
      expect(refused.last_error).toMatch(/452|storage/i);
      expect(t.mail.mails.filter((mail) => mail.to.includes(member.email))).toHaveLength(0);

      t.mail.refuse(null);
      const mail = await mailAbout(t.mail, member.email, `Payment verified: invoice ${invoiceNumber}`);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
      expect(mail.raw).toContain(`invoice-${invoiceNumber}.pdf`);
      const done = await eventually(async () =>
        (await jobsTo(t, "done", member.email)).find((job) => job.id === refused.id),
      );
      expect(done).toMatchObject({ name: "mail", state: "completed", last_error: null });
      expect(done.attempts).toBeGreaterThanOrEqual(4);
    },
  );
});

describe("the jobs in the office", () => {
  it("GET /api/admin/jobs: anonymous 401, a member and every office role but administrators 403", async () => {
    const member = await createMember(t, "Curious Member");
    expect((await as(undefined, "GET", "/api/admin/jobs")).statusCode).toBe(401);
    expect((await as(member, "GET", "/api/admin/jobs")).statusCode).toBe(403);
    for (const role of ["accounts", "front-office", "content"] as const) {
      expect((await as(staff[role], "GET", "/api/admin/jobs?status=failed")).statusCode, role).toBe(403);
      expect(
        (await as(staff[role], "POST", "/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry")).statusCode,
        role,
      ).toBe(403);
    }
    const listed = await as(staff.admin, "GET", "/api/admin/jobs?status=done");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      status: 200,
      message: jobMessages.listed,
      data: { status: "done", page: 1 },
    });
    expect((await as(staff.admin, "GET", "/api/admin/jobs?status=lost")).statusCode).toBe(400);
  });

  it(
    "lists a failed mail with its attempts and last error (never its body); Retry runs it again, audited; 404 and 409",
    { timeout: 60_000 },
    async () => {
      const address = "failing-subscriber@example.org";
      const failed = await failedMailJob(t, address, () =>
        t.app.inject({
          method: "POST",
          url: "/api/newsletter/subscribe",
          payload: { email: address },
          remoteAddress: "198.51.100.71",
        }),
      );

      const list = await as(staff.admin, "GET", "/api/admin/jobs?status=failed");
      expect(list.statusCode, list.body).toBe(200);
      const item = (list.json().data.items as JobItem[]).find((job) => job.id === failed.id);
      expect(item).toMatchObject({
        name: "mail",
        state: "failed",
        recipient: address,
        max_attempts: 7,
        attempts: 7,
        completed_at: expect.any(String),
      });
      expect(item?.last_error).toMatch(/452|storage/i);
      // the job's name and the recipient's address, nothing of the mail
      expect(JSON.stringify(item)).not.toMatch(/confirm|newsletter|subject|html/i);

      expect(
        (await as(staff.admin, "POST", "/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry")).statusCode,
      ).toBe(404);
      expect((await as(staff.admin, "POST", "/api/admin/jobs/not-a-job/retry")).statusCode).toBe(404);
      const retried = await as(staff.admin, "POST", `/api/admin/jobs/${failed.id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ message: jobMessages.retried, data: { id: failed.id } });
      const again = await as(staff.admin, "POST", `/api/admin/jobs/${failed.id}/retry`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(jobMessages.notFailed);

      // it runs again, and the mail goes
      expect((await t.mail.mailTo(address)).subject).toMatch(/confirm/i);
      await eventually(async () => (await jobsTo(t, "done", address)).find((job) => job.id === failed.id));
      const audit = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "job.retried"), eq(auditEvents.subjectId, failed.id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        userId: staff.admin.id,
        actorRole: "admin",
        detail: { name: "mail", to: address, before: { state: "failed" } },
      });
    },
  );
});

describe("GET /api/admin/jobs.csv", () => {
  it("downloads every job of the status with its recipient and ISO moments; administrators only", async () => {
    const address = "csv.jobs@example.org";
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: address },
      remoteAddress: "198.51.100.72",
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await jobsDone(t);
    const [job] = await eventually(async () => {
      const found = await jobsTo(t, "done", address);
      return found.length ? found : undefined;
    });
    const csv = await downloadCsv(t, "/api/admin/jobs.csv?status=done&page=9", staff.admin, "jobs");
    expect(csv.header.slice(0, 4)).toEqual(["Job id", "Job", "State", "Recipient"]);
    const row = csv.rows.find((r) => r["Job id"] === job.id);
    expect(row).toMatchObject({ Job: "mail", State: "completed", Recipient: address, Attempts: "1" });
    expect(row?.["Created (IST)"]).toMatch(ISO_MOMENT);
    expect(row?.["Completed (IST)"]).toMatch(ISO_MOMENT);
    const failed = await downloadCsv(t, "/api/admin/jobs.csv?status=failed", staff.admin, "jobs");
    expect(failed.rows.map((r) => r["Job id"])).not.toContain(job.id);
    for (const role of ["accounts", "front-office", "content"] as const)
      expect((await as(staff[role], "GET", "/api/admin/jobs.csv")).statusCode, role).toBe(403);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeMessages } from "../../../../common/office";
import { jobMessages } from "../../../../common/office-jobs";
import { auditEvents } from "../../../../server/db/schema";
import { eventually, failedMailJob, jobsTo } from "../../../../server/test/jobs";
import { startMailCatcher, type MailCatcher } from "../../../../server/test/mail-catcher";
import { staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * /admin/jobs as the server renders it, before any script: the failed jobs with their attempts and last error, the
 * status filter by GET, and a failed job's Retry posted as a plain form (audited); administrators only.
 */

let site: TestSite;
let mail: MailCatcher;
let admin: TestMember;
let accounts: TestMember;

beforeAll(async () => {
  mail = await startMailCatcher();
  site = await openTestSite({ SMTP_URL: mail.url, JOB_RETRY_DELAY_SECONDS: "1" });
  admin = await staffMember(site, "admin");
  accounts = await staffMember(site, "accounts");
});
afterAll(async () => {
  await site?.close();
  await mail?.close();
});

describe("/admin/jobs", () => {
  it("is for administrators: another office role reads that its role does not open the page", async () => {
    const page = await openPage(site, "/admin/jobs", accounts);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(officeMessages.roleNotAllowed);
    const home = await (await openPage(site, "/admin", admin)).text();
    expect(home).toMatch(/href="\/admin\/jobs"[^>]*>Jobs</);
  });

  it(
    "shows a failed mail (its recipient, attempts and error, not its contents); Retry sends it and is audited",
    { timeout: 60_000 },
    async () => {
      const address = "page-failing@example.org";
      const failed = await failedMailJob({ ...site, mail }, address, () =>
        site.app.inject({
          method: "POST",
          url: "/api/newsletter/subscribe",
          payload: { email: address },
          remoteAddress: "198.51.100.81",
        }),
      );

      const page = await openPage(site, "/admin/jobs", admin);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`E-mail to ${address}`);
      expect(html).toContain("7 of 7");
      expect(html).toMatch(/452 Insufficient system storage/);
      expect(html).toContain(`Retry: E-mail to ${address}`);
      // not the mail itself (its subject); the frame's catalogue, in the page's data, has the newsletter box's answers
      expect(html).not.toMatch(/confirm your subscription to the club/i);

      // the other statuses by the GET form; nothing pending once the queue is idle
      const done = await (await openPage(site, "/admin/jobs?status=pending", admin)).text();
      expect(done).toContain(jobMessages.noMatch.pending);
      const wrong = await openPage(site, "/admin/jobs?status=lost", admin);
      expect(wrong.status).toBe(200);
      expect(await wrong.text()).toContain(jobMessages.invalidStatus);

      const retried = await postPage(site, "/admin/jobs?status=failed", { intent: "job.retry", id: failed.id }, admin);
      expect(retried.status).toBe(200);
      const after = await retried.text();
      expect(after).toContain(jobMessages.retried);
      expect(after).not.toContain(`Retry: E-mail to ${address}`);
      expect((await mail.mailTo(address)).subject).toMatch(/confirm/i);
      await eventually(async () => (await jobsTo(site, "done", address)).find((job) => job.id === failed.id));
      const audit = await site.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "job.retried"), eq(auditEvents.subjectId, failed.id)));
      expect(audit).toHaveLength(1);

      // a job that is not failed any more: the refusal is said on the page
      const again = await postPage(site, "/admin/jobs?status=failed", { intent: "job.retry", id: failed.id }, admin);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain(jobMessages.notFailed);
    },
  );
});

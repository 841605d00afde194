import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeMessages } from "../../../../common/office";
import { auditMessages } from "../../../../common/office-audit";
import { users } from "../../../../server/db/schema";
import { createMember, payingMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * /admin/audit as the server renders it (the production build, before any script runs): who may open it, the
 * filters of its GET form, the entries, the empty state, a wrong date shown beside its field, the CSV link.
 */

let site: TestSite;
let payer: TestMember;
let admin: TestMember;
let content: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  payer = await payingMember(site, { villaIndex: 2, steps: 2, paid: 1, verified: 0, name: "Meera Nair" });
  admin = await createMember(site, "Anand Rao");
  content = await createMember(site, "Sara Dsouza");
  await site.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  await site.database.db.update(users).set({ role: "content" }).where(eq(users.id, content.id));
});
afterAll(async () => site?.close());

const open = (path: string, who?: TestMember) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers: who ? { cookie: `token=${who.token}` } : {} });
const decoded = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("GET /admin/audit", () => {
  it("sends an anonymous visitor to sign in and back; a member and content staff get 403", async () => {
    const anonymous = await open("/admin/audit?member=x");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/sign-in?redirect=${encodeURIComponent("/admin/audit?member=x")}`);
    const member = await open("/admin/audit", payer);
    expect(member.status).toBe(403);
    expect(decoded(await member.text())).toContain(officeMessages.staffOnly);
    const other = await open("/admin/audit", content);
    expect(other.status).toBe(403);
    expect(decoded(await other.text())).toContain(officeMessages.roleNotAllowed);
  });

  it("renders the member's entries for the filters of the address, with the CSV link carrying them", async () => {
    const res = await open(`/admin/audit?member=${encodeURIComponent(payer.email)}&action=payment-step.paid`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const html = decoded(await res.text());
    expect(html).toContain("<h1");
    expect(html).toContain("Audit log");
    expect(html).toContain("Entries 1–1 of 1");
    expect(html).toContain('<code class="break-all">payment-step.paid</code>');
    expect(html).not.toContain('<code class="break-all">payment-plan.created</code>');
    expect(html).toContain("Meera Nair");
    expect(html).toContain(payer.email);
    // the filters kept in the form; the action select lists the actions present
    expect(html).toMatch(new RegExp(`name="member"[^>]*value="${payer.email.replace(/[.]/g, "\\.")}"`));
    expect(html).toContain('<option value="payment-plan.created">payment-plan.created</option>');
    expect(html).toMatch(/<option value="payment-step.paid" selected="">/);
    expect(html).toContain(
      `href="/api/admin/audit.csv?member=${encodeURIComponent(payer.email)}&action=payment-step.paid"`,
    );
    expect(html).toContain(">Download CSV</a>");
  });

  it("finds the member's entries by a name typed in the Member filter, and by the name of who did them", async () => {
    const html = decoded(await (await open("/admin/audit?member=meera&action=payment-step.paid", admin)).text());
    expect(html).toContain("Entries 1–1 of 1");
    expect(html).toContain('<code class="break-all">payment-step.paid</code>');
    expect(html).toContain("Meera Nair");
    expect(html).toContain("Name, e-mail or id");
    expect(html).toContain('href="/api/admin/audit.csv?member=meera&action=payment-step.paid"');
    const byWho = decoded(await (await open("/admin/audit?staff=Meera%20Nair&action=payment-step.paid", admin)).text());
    expect(byWho).toContain("Entries 1–1 of 1");
    expect(decoded(await (await open("/admin/audit?member=Vikram", admin)).text())).toContain(auditMessages.noMatch);
  });

  it("says so when no entry matches, and shows a wrong date beside its field", async () => {
    const none = decoded(await (await open("/admin/audit?member=nobody%40example.org", admin)).text());
    expect(none).toContain(auditMessages.noMatch);
    expect(none).not.toContain("Entries 1");
    const wrong = decoded(await (await open("/admin/audit?from=2026-03-10&to=2026-03-01", admin)).text());
    expect(wrong).toMatch(new RegExp(`<p id="audit-to-error"[^>]*>${auditMessages.fromAfterTo}</p>`));
    expect(wrong).not.toContain("Download CSV");
  });
});

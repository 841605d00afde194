import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeMembersMessages as m } from "../../../../common/office-members";
import { officeMessages } from "../../../../common/office";
import { auditEvents } from "../../../../server/db/schema";
import { createMember, payingMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage } from "../../../../server/test/site-requests";

/*
 * The office's member pages as the server renders them, before any script: the list's GET
 * form (search, step, paging, the empty state) and a member's record with the KYC unmasked and audited.
 */

let site: TestSite;
let frontOffice: TestMember;
let content: TestMember;
let paying: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  content = await staffMember(site, "content");
  paying = await payingMember(site, { villaIndex: 5, steps: 2, paid: 1, name: "Nandini Rao" });
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);

describe("/admin/members", () => {
  it("sends the signed-out to sign-in and back; a member or the content role gets 403", async () => {
    const anonymous = await open("/admin/members?q=x");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fmembers%3Fq%3Dx");
    const member = await open("/admin/members", paying);
    expect(member.status).toBe(403);
    expect(await member.text()).toContain(officeMessages.staffOnly);
    const other = await open("/admin/members", content);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain(officeMessages.roleNotAllowed);
  });

  it("searches by the GET form: the member found by e-mail links to their page; nothing found says so", async () => {
    const res = await open(`/admin/members?q=${encodeURIComponent(paying.email)}&step=`, frontOffice);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain(`href="/admin/members/${paying.id}"`);
    expect(html).toContain("Nandini Rao");
    expect(html).toContain("Paying");
    expect(html).toContain(`value="${paying.email}"`);
    expect(html).toContain("1 member found");
    expect(html).toMatch(/<label for="members-q"[^>]*>Search members<\/label>/);
    expect(html).toContain('placeholder="Name, e-mail, phone or villa"');
    expect(html).toMatch(/<option value=""[^>]*>Any step<\/option>/);
    // "Download CSV": a plain link to the list's CSV with the search, step and order shown, never the page
    const paged = await (await open("/admin/members?q=Nandini&step=paying&sort=balance&page=2", frontOffice)).text();
    expect(paged).toMatch(
      /<a href="\/api\/admin\/members\.csv\?q=Nandini&amp;step=paying&amp;sort=balance" download="" class="[^"]*">Download CSV<\/a>/,
    );
    const none = await (await open("/admin/members?q=nobody-by-this-name", frontOffice)).text();
    expect(none).toContain(m.noMatch);
    expect(none).toContain("0 members found");
    expect(none).toMatch(
      /Try another spelling, part of the e-mail or phone, or <a [^>]*href="\/admin\/members"[^>]*>show every member<\/a>/,
    );
    expect(none).not.toContain("Nandini Rao");
  });

  it("filters by step (an unknown step is said beside the filter) and pages with links", async () => {
    const paying_ = await (await open("/admin/members?step=paying", frontOffice)).text();
    expect(paying_).toContain(`href="/admin/members/${paying.id}"`);
    const none = await (await open("/admin/members?step=moa&q=Nandini", frontOffice)).text();
    expect(none).toContain(m.noMatch);
    const wrong = await (await open("/admin/members?step=bogus", frontOffice)).text();
    expect(wrong).toContain(m.invalidStage);
    await createMember(site, "Second Member");
    const paged = await (await open("/admin/members?limit=1", frontOffice)).text();
    expect(paged).toContain('aria-label="Pagination"');
    expect(paged).toContain('href="/admin/members?limit=1&amp;page=2"');
  });
});

describe("/admin/members/{id}", () => {
  it("shows the KYC unmasked with the identity document, the plan with its receipt and invoice, and audits the view", async () => {
    const res = await open(`/admin/members/${paying.id}`, frontOffice);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      "Nandini Rao",
      "123456789012",
      "ABCDE1234F",
      "Open the identity document",
      "Receipt of step 1",
      "Invoice of step 1",
      "member.kyc_viewed",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain("XXXXXXXX9012");
    const rows = await site.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.memberId, paying.id),
          eq(auditEvents.action, "member.kyc_viewed"),
          eq(auditEvents.userId, frontOffice.id),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorRole: "front-office", ip: "127.0.0.1" });
  });

  it("an unknown member or a staff account is not found; a member cannot open another's record", async () => {
    const unknown = await open("/admin/members/00000000-0000-4000-8000-000000000000", frontOffice);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(m.notFound);
    expect((await open(`/admin/members/${content.id}`, frontOffice)).status).toBe(404);
    const other = await createMember(site, "Curious Member");
    const refused = await open(`/admin/members/${paying.id}`, other);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("123456789012");
  });
});

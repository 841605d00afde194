import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeMessages } from "../../../../common/office";
import { couponMessages as m } from "../../../../common/coupons";
import { auditEvents, coupons } from "../../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * The office's coupons page as the server renders it, before any script: who may open it, the
 * list with its uses, the GET form's search and filter, the empty state, and the form posted without JavaScript
 * (field messages, 409 for a code that exists, the change audited).
 */

let site: TestSite;
let frontOffice: TestMember;
let accounts: TestMember;
let content: TestMember;
let member: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  content = await staffMember(site, "content");
  member = await createMember(site, "Nandini Rao");
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);
const form = (fields: Record<string, string>) => ({
  code: "",
  description: "",
  kind: "amount",
  value: "",
  min_nights: "1",
  valid_from: "",
  valid_to: "",
  usage_limit: "",
  ...fields,
});

describe("/admin/coupons", () => {
  it("sends the signed-out to sign-in; a member or content get 403", async () => {
    const anonymous = await open("/admin/coupons");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fcoupons");
    const asMember = await open("/admin/coupons", member);
    expect(asMember.status).toBe(403);
    expect(await asMember.text()).toContain(officeMessages.staffOnly);
    const asContent = await open("/admin/coupons", content);
    expect(asContent.status).toBe(403);
    expect(await asContent.text()).toContain(officeMessages.roleNotAllowed);
  });

  it("lists the coupons with their uses; searches by code; nothing found says so", async () => {
    const page = await open("/admin/coupons", accounts);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const code of ["FIRSTSTAY", "SATVIK5", "LONGSTAY15"]) expect(html).toContain(code);
    expect(html).toContain("15% off");
    expect(html).toContain("0 (no limit)");
    expect(html).toMatch(/<label for="coupons-q"[^>]*>Search by code<\/label>/);
    const found = await (await open("/admin/coupons?q=long", frontOffice)).text();
    expect(found).toContain("1 coupon found");
    expect(found).not.toContain("SATVIK5");
    const none = await (await open("/admin/coupons?q=nothing&status=expired", frontOffice)).text();
    expect(none).toContain(m.noMatch);
    expect(none).toMatch(/Try another code, or <a [^>]*href="\/admin\/coupons"[^>]*>show every coupon<\/a>/);
  });

  it("creates a coupon from the form without JavaScript, with field messages first; audited", async () => {
    const empty = await postPage(site, "/admin/coupons?new=1", form({}), frontOffice);
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    expect(refused).toContain(m.code);
    expect(refused).toContain('aria-invalid="true"');

    const created = await postPage(
      site,
      "/admin/coupons?new=1",
      form({
        code: "monsoon500",
        description: "₹500 off in the rains.",
        value: "500",
        usage_limit: "25",
        active: "on",
      }),
      frontOffice,
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/coupons?saved=MONSOON500&q=MONSOON500");
    const [row] = await site.database.db.select().from(coupons).where(eq(coupons.code, "MONSOON500"));
    expect(row).toMatchObject({ kind: "amount", value: 500, usageLimit: 25, active: true });
    const [audit] = await site.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coupon.created"), eq(auditEvents.subjectId, row.id)));
    expect(audit.userId).toBe(frontOffice.id);
    const listed = await (await open("/admin/coupons?saved=MONSOON500&q=MONSOON500", frontOffice)).text();
    expect(listed).toContain(`${m.saved}: MONSOON500`);
    expect(listed).toContain("₹500 off");
    expect(listed).toContain("0 of 25");

    const again = await postPage(
      site,
      "/admin/coupons?new=1",
      form({ code: "MONSOON500", description: "Again", value: "100" }),
      accounts,
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(m.codeTaken);
  });

  it("sets who may use a coupon with labelled checkboxes: FIRSTSTAY shows First stay only; a new one for Full Members", async () => {
    const [first] = await site.database.db.select().from(coupons).where(eq(coupons.code, "FIRSTSTAY"));
    expect(first).toMatchObject({ firstStayOnly: true, membersOnly: false, fullMembersOnly: false });
    const edit = (await (await open(`/admin/coupons?edit=${first.id}`, accounts)).text()).replace(/<!-- -->/g, "");
    expect(edit).toMatch(/<input[^>]*id="coupon-first_stay_only"[^>]*checked=""/);
    expect(edit).toMatch(/<label for="coupon-first_stay_only"[^>]*>First stay only<\/label>/);
    expect(edit).toMatch(/<label for="coupon-members_only"[^>]*>Members only<\/label>/);
    expect(edit).toMatch(/<label for="coupon-full_members_only"[^>]*>Full Members only<\/label>/);
    expect(edit).toMatch(
      /<input[^>]*id="coupon-full_members_only"[^>]*aria-describedby="coupon-full_members_only-hint"/,
    );

    const created = await postPage(
      site,
      "/admin/coupons?new=1",
      form({
        code: "FULLYEAR",
        description: "For Full Members.",
        kind: "percent",
        value: "20",
        active: "on",
        full_members_only: "on",
      }),
      accounts,
    );
    expect(created.status).toBe(302);
    const [row] = await site.database.db.select().from(coupons).where(eq(coupons.code, "FULLYEAR"));
    expect(row).toMatchObject({ fullMembersOnly: true, firstStayOnly: false, membersOnly: false });
    expect(await (await open("/admin/coupons?q=FULLYEAR", accounts)).text()).toContain("Full Members only");
  });

  it("edits a coupon in its form: switching it off", async () => {
    const [row] = await site.database.db.select().from(coupons).where(eq(coupons.code, "SATVIK5"));
    const edit = await (await open(`/admin/coupons?edit=${row.id}`, accounts)).text();
    expect(edit).toContain("Edit SATVIK5");
    expect(edit).toContain(`name="id" value="${row.id}"`);
    const saved = await postPage(
      site,
      `/admin/coupons?edit=${row.id}`,
      form({ id: row.id, code: "SATVIK5", description: row.description, kind: "percent", value: "5" }),
      accounts,
    );
    expect(saved.status).toBe(302);
    const [after] = await site.database.db.select().from(coupons).where(eq(coupons.id, row.id));
    expect(after.active).toBe(false);
    const off = await (await open("/admin/coupons?status=inactive", accounts)).text();
    expect(off).toContain("SATVIK5");
    expect(off).toContain("Switched off");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "../../../../common/club-settings";
import { DEFAULT_TAX_SETTINGS, TAX_KINDS } from "../../../../common/gst";
import { taxMessages as m } from "../../../../common/tax-schemas";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { pageHtml, postForm, visibleText } from "../../../../server/test/portal-posts";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * /admin/tax-settings as the server renders it, before any script: accounts and administrators see every kind of
 * supply's GST in one form (front office and content are refused); a post is checked by the API's schema (what was
 * typed kept, the field's message) and saved. A member keeps their invoice details on the portal's Documents tab.
 */

let site: TestSite;
let accounts: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  accounts = await staffMember(site, "accounts");
});
afterAll(async () => {
  await site?.close();
});

const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const fields = (change: Record<string, string> = {}) => {
  const form: Record<string, string> = {};
  for (const kind of TAX_KINDS)
    for (const [field, value] of Object.entries(DEFAULT_TAX_SETTINGS[kind]))
      form[`${kind}.${field}`] = value === null ? "" : String(value);
  return { ...form, ...change };
};

describe("/admin/tax-settings", () => {
  it("opens for accounts and administrators with every kind's GST; front office and content are refused", async () => {
    const page = await read(await openPage(site, "/admin/tax-settings", accounts));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Tax settings</h1>");
    expect(page.html).toMatch(/<input[^>]*name="stay.sac"[^>]*value="996311"/);
    expect(page.html).toMatch(/<input[^>]*name="stay.threshold_per_night"[^>]*value="7500"/);
    expect(page.html).toMatch(/<input[^>]*name="membership.rate_percent"[^>]*value="18"/);
    expect((await openPage(site, "/admin/tax-settings", await staffMember(site, "admin"))).status).toBe(200);
    for (const role of ["front-office", "content"] as const)
      expect((await openPage(site, "/admin/tax-settings", await staffMember(site, role))).status).toBe(403);
  });

  it("a post without JavaScript: a bad SAC is said at its field with what was typed kept; a good one is saved", async () => {
    const bad = await read(
      await postPage(
        site,
        "/admin/tax-settings",
        fields({ "stay.sac": "12", "stay.description": "Kept stay" }),
        accounts,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(m.fixFields);
    expect(bad.html).toMatch(/<p id="tax-stay.sac-error"[^>]*>Please enter the SAC/);
    expect(bad.html).toMatch(/<input[^>]*name="stay.description"[^>]*value="Kept stay"/);

    const good = await read(
      await postPage(site, "/admin/tax-settings", fields({ "membership.rate_percent": "12" }), accounts),
    );
    expect(good.status, good.html.slice(0, 300)).toBe(200);
    expect(good.html).toContain(m.saved);
    expect((await site.app.services.tax.settings()).membership.rate_percent).toBe(12);
  });
});

describe("the portal's invoice details", () => {
  it("a member adds a GSTIN for business stays without JavaScript; a wrong check character is said at its field", async () => {
    const member = await createMember(site, "Nisha Bansal");
    const gstin = `07AAACB1234C1Z${gstinCheckCharacter("07AAACB1234C1Z")}`;
    const wrong = gstin.slice(0, 14) + (gstin[14] === "A" ? "B" : "A");
    const post = (values: Record<string, string>) =>
      postForm(site, member, "/dashboard?tab=documents", { intent: "documents.invoiceDetails", ...values });
    const refused = await post({
      business_name: "Bansal Exports",
      gstin: wrong,
      address: "Connaught Place",
      state: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(m.gstinCheck);
    expect(html).toMatch(/<input[^>]*name="business_name"[^>]*value="Bansal Exports"/);

    const saved = await post({
      business_name: "Bansal Exports",
      gstin,
      address: "Connaught Place, New Delhi",
      state: "",
    });
    expect(saved.status).toBe(200);
    expect(visibleText(await saved.text())).toContain(m.detailsSaved);
    expect(await site.app.services.tax.invoiceDetails(member.id)).toMatchObject({ gstin, state: "Delhi" });
    const page = await pageHtml(site, member, "/dashboard?tab=documents");
    expect(page).toContain("Details for your invoices");
    expect(page).toMatch(new RegExp(`<input[^>]*name="gstin"[^>]*value="${gstin}"`));
  });
});

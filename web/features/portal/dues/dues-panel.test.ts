import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { DEMO_CLUB_SETTINGS } from "../../../../common/club-settings";
import { formatRupees } from "../../../../common/format";
import { maintenanceMessages as m } from "../../../../common/maintenance";
import { maintenanceBills } from "../../../../server/db/schema";
import { fixtures, payingMember, seededChoices, type TestMember } from "../../../../server/test/members";
import { announcements, pageHtml, postMultipart, visibleText } from "../../../../server/test/portal-posts";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * The portal's maintenance dues panel as the server renders it, before any script: an owner's overdue bill with why
 * stays and payouts are held, its invoice, amount and due day, Pay online and the bank transfer's account and
 * reference, and the receipt posted without JavaScript; the panel in Hindi; nothing for a member never billed.
 */

let site: TestSite;
let owner: TestMember;
let billId: string;
const today = clubToday();

beforeAll(async () => {
  site = await openTestSite();
  owner = await payingMember(site, { villaIndex: 3, steps: 1, paid: 1, verified: 1, name: "Kabir Malhotra" });
  const villa = (await seededChoices(site, 3)).villa;
  // the yearly bill as the daily job makes it, issued 40 days ago and due 10 days ago
  billId = (await site.app.services.owners.billVilla({
    userId: owner.id,
    propertyId: villa.id,
    planId: null,
    year: Number(today.slice(0, 4)),
    billedOn: addClubDays(today, -40),
    dueOn: addClubDays(today, -10),
    rate: { basis: "fixed", amountPaise: 4_800_000 },
    sqft: 1200,
    location: "Solan",
  }))!;
}, 240_000);
afterAll(async () => {
  await site?.close();
});

const billRow = async () =>
  (await site.database.db.select().from(maintenanceBills).where(eq(maintenanceBills.id, billId)))[0];

describe("the dashboard's maintenance dues panel", () => {
  it("shows an overdue bill, why stays and payouts are held, and how to pay, before any script", async () => {
    const bill = await billRow();
    const html = await pageHtml(site, owner, "/dashboard");
    const text = visibleText(html);
    expect(html).toMatch(/<h2 id="dues-card"[^>]*>Maintenance dues<\/h2>/);
    expect(text).toContain("Status: Overdue");
    expect(announcements(html)).toContain(m.overdueHold);
    expect(text).toContain(formatRupees(48_000));
    expect(html).toContain(`href="/api/portal/dues/${billId}/invoice"`);
    expect(text).toContain(bill.invoiceNumber!);
    expect(text).toContain("Pay online");
    // the transfer's account and the reference to quote: the invoice's number
    expect(text).toContain(DEMO_CLUB_SETTINGS.bank_account_number);
    const form = /<form[^>]*id="dues-receipt-form"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toContain('value="dues.receipt"');
    expect(form).toContain(`value="${billId}"`);
  }, 60_000);

  it("takes the transfer's receipt posted without JavaScript; the bill waits for accounts", async () => {
    const res = await postMultipart(site, owner, "/dashboard?tab=dashboard", {
      intent: "dues.receipt",
      bill_id: billId,
      receipt: { name: "receipt.png", type: "image/png", bytes: await fixtures.png() },
      utr: "SBIN52099120700311",
      paid_on: today,
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(announcements(html)).toContain(m.receiptSent);
    expect(await billRow()).toMatchObject({ status: "under-review", utr: "SBIN52099120700311" });
    expect(visibleText(await pageHtml(site, owner, "/dashboard"))).toContain("Receipt under review");
  }, 60_000);

  it("is in Hindi with the lng=hi cookie", async () => {
    const res = await fetch(`${site.url}/dashboard`, { headers: { cookie: `token=${owner.token}; lng=hi` } });
    const text = visibleText(await res.text());
    expect(text).toContain("रखरखाव शुल्क");
    expect(text).toContain("स्थिति: बकाया");
  }, 60_000);

  it("is not shown to a member never billed", async () => {
    const member = await payingMember(site, { villaIndex: 4, steps: 1, paid: 1, verified: 1, name: "Not An Owner" });
    expect(await pageHtml(site, member, "/dashboard")).not.toContain('id="dues-card"');
  }, 120_000);
});

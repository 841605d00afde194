import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { formatDate, formatRupees } from "../../../../common/format";
import { moaAgreements, properties } from "../../../../server/db/schema";
import { memberWithVilla, signMoa } from "../../../../server/test/member-with-villa";
import { createMember, fixtures, staffMember, upload, type TestMember } from "../../../../server/test/members";
import { postForm, visibleText } from "../../../../server/test/portal-posts";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage } from "../../../../server/test/site-requests";

/*
 * The Lease tab's rental programme as the server renders it, before any script: an owner reads the terms and puts the
 * villa in the pool with a plain form post (intent rental.save), in English and in Hindi; a member who is not an owner
 * is told when the programme opens.
 */

let site: TestSite;
let owner: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  const made = await memberWithVilla(site, 3, { name: "Sarita Owner" });
  owner = made.member;
  await signMoa(site, owner, new Date());
  const admin = await staffMember(site, "admin");
  const [agreement] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, owner.id));
  const signature = await upload(site.app, admin, "/api/upload/upload-signature", "signature", {
    name: "club.png",
    bytes: await fixtures.png(),
  });
  const done = await site.app.inject({
    method: "POST",
    url: `/api/admin/agreements/${agreement.id}/countersign`,
    payload: { signature_url: signature.json().url },
    headers: admin.headers,
  });
  expect(done.statusCode, done.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await site?.close();
});

describe("the Lease tab's rental programme", () => {
  it("an owner joins the pool with a form that needs no script; the tab says so", async () => {
    const page = await openPage(site, "/dashboard?tab=lease", owner);
    expect(page.status).toBe(200);
    const before = visibleText(await page.text());
    expect(before).toContain("Rental programme");
    expect(before).toContain("60% of the room charges");
    expect(before).toContain("Your villa is not in the rental pool");

    const today = clubToday();
    const posted = await postForm(site, owner, "/dashboard?tab=lease", {
      intent: "rental.save",
      inPool: "true",
      from: today,
      acceptTerms: "on",
    });
    expect(posted.status).toBe(200);
    const after = visibleText(await posted.text());
    expect(after).toContain("Your villa is in the rental pool.");
    expect(after).toContain(`Your villa is in the rental pool since ${formatDate(today, "en")}.`);
    expect(after).toContain("Take my villa out of the pool");
  });

  it("speaks Hindi to a Hindi reader, and tells a member who owns no villa when it opens", async () => {
    const hindi = await openPage(site, "/dashboard?tab=lease&lng=hi", owner);
    expect(visibleText(await hindi.text())).toContain("किराया कार्यक्रम");
    const member = await createMember(site, "Not Yet Owner");
    const page = await openPage(site, "/dashboard?tab=lease&lng=en", member);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).not.toContain("Put my villa in the pool");
  });

  it("while the owner's maintenance dues are overdue, says the payouts are held and where to pay, in both languages", async () => {
    const today = clubToday();
    const [villa] = await site.database.db
      .select({ id: properties.id, location: properties.location })
      .from(properties)
      .innerJoin(moaAgreements, eq(moaAgreements.propertyId, properties.id))
      .where(eq(moaAgreements.userId, owner.id));
    await site.app.services.owners.billVilla({
      userId: owner.id,
      propertyId: villa.id,
      planId: null,
      year: Number(today.slice(0, 4)),
      billedOn: addClubDays(today, -40),
      dueOn: addClubDays(today, -1),
      rate: { basis: "fixed", amountPaise: 2_500_000 },
      sqft: 1200,
      location: villa.location,
    });
    const page = await openPage(site, "/dashboard?tab=lease&lng=en", owner);
    const html = await page.text();
    expect(visibleText(html)).toContain(
      `Your payouts are held: your maintenance dues are overdue since ${formatDate(addClubDays(today, -1), "en")} (${formatRupees(25_000)} to pay). Paying them releases your payouts.`,
    );
    expect(html).toMatch(/<a[^>]*href="\/dashboard\?tab=dashboard#dues-card"[^>]*>Pay your maintenance dues<\/a>/);
    const hindi = await openPage(site, "/dashboard?tab=lease&lng=hi", owner);
    expect(visibleText(await hindi.text())).toContain("अपना रखरखाव शुल्क चुकाएँ");
  });
});

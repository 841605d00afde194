import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { formatDate } from "../../../../common/format";
import { ownerStayMessages as m } from "../../../../common/owner-stays";
import { moaAgreements, ratePeriods } from "../../../../server/db/schema";
import { createMember, type TestMember } from "../../../../server/test/members";
import { memberWithVilla } from "../../../../server/test/member-with-villa";
import { announcements, pageHtml, postForm, visibleText } from "../../../../server/test/portal-posts";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * The dashboard's owner panel as the server renders it, before any script (decision 059): an owner's nights left, the
 * next owner stay, the rental pool and this year's earnings; the owner stay form checked and booked without
 * JavaScript, its answer on the page again; a refusal in the rule's words, in Hindi too; nothing for a non-owner.
 */

let site: TestSite;
let owner: TestMember;
let villaId: string;
const today = clubToday();
/** A stay's first night ten days ahead, or in January when its nights would reach into the next year. */
const first = (() => {
  const day = addClubDays(today, 10);
  return day.slice(0, 4) === addClubDays(day, 10).slice(0, 4) ? day : `${Number(day.slice(0, 4)) + 1}-01-10`;
})();

beforeAll(async () => {
  site = await openTestSite();
  const made = await memberWithVilla(site, 6, { name: "Ira Sengupta", moaSignedAt: new Date() });
  owner = made.member;
  villaId = made.villa.id;
  // the agreement countersigned by the club (executed): an owner
  await site.database.db
    .update(moaAgreements)
    .set({
      status: "executed",
      countersignedAt: new Date(),
      executedPdfFileId: sql`${moaAgreements.pdfFileId}`,
      executedSha256: sql`${moaAgreements.pdfSha256}`,
    })
    .where(eq(moaAgreements.userId, owner.id));
}, 240_000);
afterAll(async () => {
  await site?.close();
});

const stayFields = (step: "quote" | "book", nights: number, from = first) => ({
  intent: "ownerStays.stay",
  step,
  checkIn: from,
  checkOut: addClubDays(from, nights),
  adults: "2",
  children: "0",
});

describe("the dashboard's owner panel", () => {
  it("shows the owner's nights left, no owner stay yet, the pool and the earnings, and the form, before any script", async () => {
    const html = await pageHtml(site, owner, "/dashboard");
    const text = visibleText(html);
    expect(html).toMatch(/<h2 id="owner-panel"[^>]*>Your villa as its owner<\/h2>/);
    expect(text).toContain(`Owner nights left in ${today.slice(0, 4)} 30 of 30`);
    expect(text).toContain("Next owner stay None booked");
    expect(text).toContain("Rental pool Not in the pool");
    expect(text).toContain(`Rental earnings in ${today.slice(0, 4)} ₹0 (0 nights rented)`);
    const form = /<form[^>]*aria-labelledby="owner-stay-heading"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toContain('value="ownerStays.stay"');
    for (const label of ["Check-In", "Check-Out", "Adults", "Children"]) expect(visibleText(form)).toContain(label);
    const button = (value: string, label: string) =>
      new RegExp(`<button(?=[^>]*name="step")(?=[^>]*value="${value}")[^>]*>${label}</button>`);
    expect(form).toMatch(button("quote", "Check"));
    expect(form).toMatch(button("book", "Book owner stay"));
  }, 60_000);

  it("checks and books an owner stay posted without JavaScript, and shows it as the next owner stay", async () => {
    const checked = await postForm(site, owner, "/dashboard", stayFields("quote", 2));
    expect(checked.status).toBe(200);
    const quoted = await checked.text();
    expect(announcements(quoted).join(" ")).toContain(m.free);
    expect(visibleText(quoted)).toContain(`Owner nights left in ${first.slice(0, 4)}: 30 now, 28 after this stay`);
    // the dates posted are kept in the form
    expect(quoted).toContain(`value="${first}"`);

    const booked = await postForm(site, owner, "/dashboard", stayFields("book", 2));
    expect(booked.status).toBe(200);
    const said = announcements(await booked.text()).join(" ");
    expect(said).toMatch(/Owner stay VWC-B-\d{4}-\d+ is booked\. Owner nights left in \d{4}: 28\./);
    const text = visibleText(await pageHtml(site, owner, "/dashboard"));
    expect(text).toMatch(
      new RegExp(
        `Next owner stay ${formatDate(first)} to ${formatDate(addClubDays(first, 2))} · .+ · VWC-B-\\d{4}-\\d+`,
      ),
    );
    expect(text).toContain("Your owner stays to come");
  }, 60_000);

  it("says a refusal in the rule's words, in English and in Hindi", async () => {
    await site.app.services.ownerStays.saveSettings(
      { id: owner.id, role: "admin" },
      { nights_per_year: 3, window_months: 12, guest_window_months: 6, peak_nights_per_year: 3, housekeeping_fee: 0 },
    );
    const later = addClubDays(first, 5);
    const res = await postForm(site, owner, "/dashboard", stayFields("book", 2, later));
    expect(res.status).toBe(422);
    const year = Number(later.slice(0, 4));
    expect(announcements(await res.text()).join(" ")).toContain(m.overAllowance(1, year));
    const hindi = await postForm(site, owner, "/dashboard?lng=hi", stayFields("quote", 2, later));
    const words = announcements(await hindi.text()).join(" ");
    expect(words).toContain(`यह प्रवास ${year} में आपकी शेष 1 मालिक रात से अधिक है।`);
    expect(words).not.toContain("This stay");
  }, 60_000);

  it("says a refusal of the rules every stay keeps in Hindi too: a rate period's minimum stay", async () => {
    const from = addClubDays(first, 20);
    const [period] = await site.database.db
      .insert(ratePeriods)
      .values({
        propertyId: villaId,
        firstNight: from,
        lastNight: addClubDays(from, 6),
        nightlyPrice: 9000,
        minStay: 3,
      })
      .returning();
    try {
      const english = await postForm(site, owner, "/dashboard", stayFields("quote", 2, from));
      expect(english.status).toBe(400);
      expect(announcements(await english.text()).join(" ")).toMatch(/Stays from .+ need at least 3 nights\./);
      const hindi = await postForm(site, owner, "/dashboard?lng=hi", stayFields("quote", 2, from));
      const words = announcements(await hindi.text()).join(" ");
      expect(words).toMatch(/ तक के प्रवास कम से कम 3 रातों के होने चाहिए।/);
      expect(words).not.toContain("need at least");
    } finally {
      await site.database.db.delete(ratePeriods).where(eq(ratePeriods.id, period!.id));
    }
  }, 60_000);

  it("is not shown to a member who owns no villa", async () => {
    const member = await createMember(site, "Not An Owner");
    const html = await pageHtml(site, member, "/dashboard");
    expect(html).not.toContain('id="owner-panel"');
  }, 60_000);
});

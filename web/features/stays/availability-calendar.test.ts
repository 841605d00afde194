import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, addClubMonths, clubToday } from "../../../common/club-time";
import { formatMonth, formatRupees, formatWeekdayDate } from "../../../common/format";
import { properties, stayBlocks } from "../../../server/db/schema";
import { openPage } from "../../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../../server/test/site";

/*
 * The villa page's availability calendar as the server renders it, before any script: two months, a taken night
 * crossed out and said in words ("taken", and the month's taken nights listed), a free one with its price, and the
 * Previous and Next month links that read other months through the page's loader.
 */

let site: TestSite;
let villa: { id: string; pricePerNight: number };
beforeAll(async () => {
  site = await openTestSite();
  [villa] = await site.database.db
    .select({ id: properties.id, pricePerNight: properties.pricePerNight })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .orderBy(properties.name)
    .limit(1);
});
afterAll(async () => {
  await site?.close();
});

const day = (n: number) => addClubDays(clubToday(), n);
const monthName = (date: string) => formatMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

describe("the villa page's availability calendar", () => {
  it("shows two months from the loader, a blocked night taken in words, a free night with its price", async () => {
    // a night 40 days ahead, in the first month the page is asked to show
    const taken = day(40);
    await site.database.db
      .insert(stayBlocks)
      .values({ propertyId: villa.id, startDate: taken, endDate: addClubDays(taken, 1), reason: "maintenance" });
    const month = taken.slice(0, 7);
    const page = await openPage(site, `/property-detail/${villa.id}?month=${month}`);
    expect(page.status).toBe(200);
    const html = await page.text();

    expect(html).toMatch(/<h2 id="availability-heading"[^>]*>Availability<\/h2>/);
    const second = addClubMonths(`${month}-01`, 1);
    for (const shown of [`${month}-01`, second]) expect(html).toContain(`>${monthName(shown)}</h3>`);
    // before the script runs the months are tables to read, not a grid of buttons
    expect(html).not.toContain('role="grid"');
    expect(html).not.toContain("data-day=");

    const dayNumber = Number(taken.slice(8));
    const takenCell = new RegExp(
      `<td data-taken=""><span class="[^"]*line-through[^"]*"><span aria-hidden="true">${dayNumber}</span><span class="sr-only">[^<]*, taken</span>`,
    );
    expect(html).toMatch(takenCell);
    expect(html).toContain(`Taken in ${monthName(taken)}: ${dayNumber}.`);
    const free = addClubDays(taken, 1);
    expect(html).toContain(
      `<span class="sr-only">${formatWeekdayDate(free)}, available, ${formatRupees(villa.pricePerNight)}</span>`,
    );
    expect(html).toContain(`Every night of ${monthName(second)} is free.`);

    // Previous and Next month are links to the months before and after, with the page's other choices kept
    const before = addClubMonths(`${month}-01`, -1).slice(0, 7);
    const after = second.slice(0, 7);
    const path = `/property-detail/${villa.id}`;
    expect(html).toContain(`aria-label="Previous month" href="${path}?month=${before}"`);
    expect(html).toContain(`aria-label="Next month" href="${path}?month=${after}"`);
  });

  it("starts at this month, its past days without a price, and says its words in Hindi", async () => {
    const html = await (await openPage(site, `/property-detail/${villa.id}?lng=hi`)).text();
    expect(html).toContain(">उपलब्धता</h2>");
    expect(html).toContain(
      `>${formatMonth(Number(clubToday().slice(0, 4)), Number(clubToday().slice(5, 7)), "hi")}</h3>`,
    );
    expect(html).toContain('aria-label="अगला महीना"');
    if (clubToday().slice(8) !== "01") expect(html).toContain(", बीत चुका</span>");
    // the first month cannot go back before this one
    expect(html).not.toContain('aria-label="पिछला महीना"');
  });

  it("shows on the villa's ownership page too, rendered for each visit: a night blocked now is taken at once", async () => {
    const [other] = await site.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Solan"))
      .orderBy(properties.name)
      .offset(1)
      .limit(1);
    const path = `/property-details/${other.id}`;
    const first = await (await openPage(site, path)).text();
    expect(first).toMatch(/<h2 id="availability-heading"[^>]*>Availability<\/h2>/);
    expect(first).toContain(`>${formatMonth(Number(clubToday().slice(0, 4)), Number(clubToday().slice(5, 7)))}</h3>`);
    expect(first).toContain(`href="/property-detail/${other.id}"`);
    // a night taken after the page was first shown is taken on the next visit (no cached copy of the page)
    const taken = day(3);
    await site.database.db
      .insert(stayBlocks)
      .values({ propertyId: other.id, startDate: taken, endDate: addClubDays(taken, 1), reason: "maintenance" });
    const html = await (await openPage(site, `${path}?month=${taken.slice(0, 7)}`)).text();
    expect(html).toMatch(new RegExp(`Taken in ${monthName(taken)}: [^<]*\\b${Number(taken.slice(8))}\\b`));
    const again = await (await openPage(site, path)).text();
    if (taken.slice(0, 7) === clubToday().slice(0, 7)) expect(again).toContain(`, taken</span>`);
  });
});

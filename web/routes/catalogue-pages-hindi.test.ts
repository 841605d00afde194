import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../common/club-time";
import { donationMessages } from "../../common/donations";
import { searchMessages } from "../../common/search-messages";
import { properties, propertyTypes } from "../../server/db/schema";
import { openPage, postPage } from "../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * The catalogue's pages, the villa search, membership and donate in Hindi (decisions 044, 046): with `?lng=hi` each
 * says its own words in Hindi (its <main> in the page's language), shows the villas and kinds of home in the Hindi the
 * office gave and the English where it gave none, and says the English messages it meets in Hindi. In English each
 * page is as it was.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

const html = async (path: string) => {
  const page = await openPage(site, path);
  expect(page.status, path).toBe(200);
  return page.text();
};
const heading = (page: string, level: number) =>
  new RegExp(`<h${level}[^>]*>([^<]*)</h${level}>`).exec(page)?.[1]?.trim();
/** A club day `days` after today. */
const day = (days: number) => {
  const [y, m, d] = clubToday().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
/** The page's own content (the frame aside), where no English may be left. */
const main = (page: string) => page.slice(page.indexOf('<main id="main"'), page.indexOf("</main>"));

describe("in Hindi", () => {
  it("a villa or a kind of home that is not there says so in Hindi", async () => {
    for (const [path, words] of [
      ["/property-details/00000000-0000-4000-8000-000000000000?lng=hi", "हमें वह विला नहीं मिला।"],
      ["/property-number/no-such-kind?lng=hi", "हमें उस तरह का घर नहीं मिला।"],
    ] as const) {
      const page = await openPage(site, path);
      expect(page.status, path).toBe(404);
      const text = await page.text();
      expect(text, path).toContain(words);
      expect(text, path).toContain("पेज नहीं मिला");
    }
  });

  it("/properties says its headings, the search's words and the villas' names in Hindi", async () => {
    const stay = `checkIn=${day(60)}&checkOut=${day(63)}`;
    const page = await html(`/properties?location=solan&${stay}&lng=hi`);
    expect(page).toMatch(/<html lang="hi"/);
    expect(page).toMatch(/<main id="main" tabindex="-1">/);
    expect(heading(page, 1)).toBe("अपने ठहरने की जगह खोजें");
    expect(page).toContain("सोलन में आपके ठहरने के लिए विला");
    expect(page).toContain("3 रातें");
    expect(page).toMatch(/<title>ठहरने की जगह खोजें — आपकी तारीख़ों पर ख़ाली विला \| वेदांत वेलनेस क्लब<\/title>/);
    // the villas of Solan, each under its Hindi name (the demo catalogue's)
    const solan = await site.database.db.select().from(properties).where(eq(properties.location, "Solan"));
    const names = [...page.matchAll(/<h3 id="search-villa-[^"]+"[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/[\u0900-\u097F]/);
      expect(solan.map((v) => v.nameHi)).toContain(name);
    }
    expect(page).toContain("ठहरने की बुकिंग करें");
    for (const english of [
      "Villas for your stay",
      "Book a stay",
      "per night",
      "View villa",
      "Sleeps",
      "Price per night",
    ])
      expect(main(page), english).not.toContain(english);

    // a search the server refuses says its message in Hindi
    const past = await html(`/properties?location=solan&checkIn=${day(-3)}&checkOut=${day(-1)}&lng=hi`);
    expect(past).toContain("चेक-इन बीती तारीख़ का नहीं हो सकता।");
    // and asks for the essentials in Hindi
    expect(await html("/properties?lng=hi")).toContain("आप कहाँ ठहरना चाहेंगे?");
  });

  it("a villa's pages say their headings and the villa in Hindi; a villa without Hindi shows its English", async () => {
    const [villa] = await site.database.db.select().from(properties).where(eq(properties.published, true)).limit(1);
    const [type] = await site.database.db
      .select()
      .from(propertyTypes)
      .where(eq(propertyTypes.id, villa.propertyTypeId));
    const details = await html(`/property-details/${villa.id}?lng=hi`);
    expect(heading(details, 1)).toBe(villa.nameHi);
    expect(details).toContain(type.nameHi!);
    expect(details).toContain(villa.highlightsHi!);
    expect(details).toContain(villa.amenitiesHi![0].title);
    expect(details).toContain(">विवरण</h2>");
    expect(details).toContain(">सुविधाएँ</h2>");
    expect(details).toMatch(new RegExp(`<title>${villa.nameHi} — .* में ${type.nameHi} \\| वेदांत वेलनेस क्लब</title>`));
    for (const english of [villa.name, villa.highlights, "DETAILS", "AMENITIES", "All homes", "Contribute now"])
      expect(main(details), english).not.toContain(english);

    const stay = await html(`/property-detail/${villa.id}?lng=hi`);
    expect(heading(stay, 1)).toBe(villa.nameHi);
    for (const words of [">बनावट</h2>", ">सुविधाएँ</h2>", ">स्थान</h2>", ">समीक्षाएँ</h2>", "अक्सर पूछे जाने वाले प्रश्न"])
      expect(stay).toContain(words);

    // the office takes the villa's Hindi away: the Hindi page shows its English, in the Hindi page's words
    await site.database.db
      .update(properties)
      .set({ nameHi: null, highlightsHi: null, amenitiesHi: null })
      .where(eq(properties.id, villa.id));
    await site.app.services.pageCache.checkCatalogue(true);
    const fallback = await html(`/property-details/${villa.id}?lng=hi`);
    expect(heading(fallback, 1)).toBe(villa.name);
    expect(fallback).toContain(villa.highlights);
    expect(fallback).toContain(villa.amenities[0].title);
    expect(fallback).toContain(">विवरण</h2>");
  });

  it("/property-list and a kind's page show the kinds of home and their villas in Hindi", async () => {
    const list = await html("/property-list?lng=hi");
    expect(heading(list, 1)).toBe("वह घर चुनें, जिसमें आपकी साधना फले-फूले");
    expect(list).toContain("ट्री हाउस");
    expect(list).toContain("वन आश्रय");
    expect(main(list)).not.toContain("Tree Houses");
    // the search finds a kind by its Hindi words too
    expect(await html(`/property-list?lng=hi&q=${encodeURIComponent("कॉटेज")}`)).toContain("एप्पल होम्स");

    const type = await html("/property-number/tree-houses?lng=hi");
    expect(heading(type, 1)).toBe("ट्री हाउस");
    expect(type).toContain(">विला</h2>");
    expect(type).toContain("कितने लोग ठहर सकते हैं");
    expect(type).toContain("ट्री हाउस</h3>");
    expect(main(type)).not.toContain("Tree House</h3>");
  });

  it("/membership and /donate-now speak Hindi; a pledge refused without JavaScript says why in Hindi", async () => {
    const membership = await html("/membership?lng=hi");
    expect(membership).toMatch(/<main id="main" tabindex="-1">/);
    expect(heading(membership, 1)).toBe("पूरे परिवार के लिए शांति का एक वर्ष");
    expect(membership).toContain("हर वर्ष 15 दिन और 14 रातों का निःशुल्क ठहराव");
    expect(main(membership)).not.toContain("Full Membership");

    const donate = await html("/donate-now?lng=hi");
    expect(heading(donate, 1)).toBe("उन पहाड़ों को लौटाएँ, जो हमें स्वस्थ करते हैं");
    expect(donate).toContain("स्वच्छ हिमालय");
    expect(main(donate)).not.toContain("Make a donation");

    const refused = await postPage(site, "/donate-now?lng=hi", {
      kind: "one_time",
      amount: "500",
      currency: "INR",
      name: "A",
      email: "asha@example.com",
    });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain("कृपया अपना नाम लिखें (कम से कम 2 अक्षर)");
    expect(text).toContain("कृपया कम से कम एक कार्य चुनें");
    // the English travels only in the action's data, for the page's script: the page says it in Hindi
    expect(main(text)).not.toContain(donationMessages.causesRequired);
  });
});

describe("in English", () => {
  it("the same pages say what they said, the villas under their English names", async () => {
    const [villa] = await site.database.db.select().from(properties).where(eq(properties.published, true)).limit(1);
    const details = await html(`/property-details/${villa.id}?lng=en`);
    expect(heading(details, 1)).toBe(villa.name);
    expect(details).toContain(">DETAILS</h2>");
    expect(details).not.toContain(villa.nameHi ?? "no Hindi");
    const search = await html(`/properties?location=solan&checkIn=${day(-3)}&checkOut=${day(-1)}&lng=en`);
    expect(search).toContain("Check-in cannot be in the past.");
    expect(await html("/properties")).toContain(searchMessages.chooseLocationAndDates);
    expect(heading(await html("/membership"), 1)).toBe("A year of stillness, for the whole family");
    expect(heading(await html("/donate-now"), 1)).toBe("Give back to the mountains that heal us");
  });
});

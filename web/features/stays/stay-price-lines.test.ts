import { addDays, format } from "date-fns";
import { and, asc, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time";
import { formatRupees } from "../../../common/money";
import { EXTRA_GUEST_HINT, priceLines } from "../../../common/stay-price-lines";
import {
  EXTRA_GUEST_CHARGE_PER_NIGHT,
  occupancyLabel,
  nightsAt,
  priceBreakup,
  stayMessages,
  stayParams,
} from "../../../common/stays";
import type { BookingRecord } from "../../../common/stay-schemas";
import { properties, propertyTypes } from "../../../server/db/schema";
import { stayConfirmationMail } from "../../../server/modules/bookings/mail";
import { createMember, giveFullMembership, staffMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage } from "../../../server/test/site-requests";

/*
 * Who a villa sleeps and the price lines of a stay as the pages and the confirmation say them: DETAILS and the cards
 * show each villa's own occupancy, the guest selectors go up to it with the extra guest hint, and a stay's breakup
 * has its free nights of a Full Membership and its extra guests as lines of their own.
 */

let site: TestSite;
let member: TestMember;
type Villa = typeof properties.$inferSelect & { typeSlug: string };
/** A published villa of Solan that sleeps more than the 2 adults the rate covers. */
let roomy: Villa;

beforeAll(async () => {
  site = await openTestSite();
  member = await createMember(site, "Kavya Rao");
  const [row] = await site.database.db
    .select({ villa: properties, typeSlug: propertyTypes.slug })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(and(eq(properties.location, "Solan"), eq(properties.published, true), gte(properties.maxAdults, 3)))
    .orderBy(asc(properties.name))
    .limit(1);
  roomy = { ...row.villa, typeSlug: row.typeSlug };
});
afterAll(async () => {
  await site?.close();
});

const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
/** The page's HTML without React's separators between adjacent texts (`<!-- -->`). */
const html = async (path: string, who?: TestMember) => {
  const page = await openPage(site, path, who);
  return { status: page.status, text: (await page.text()).replace(/<!-- -->/g, "") };
};
/** The options of the select named `name`, as numbers. */
const optionsOf = (page: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(page)?.[1] ?? "";
  return [...select.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
};
/** A text as a pattern that matches it literally ("4 adults + 2 kids"). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

describe("who a villa sleeps", () => {
  it("the stay page's DETAILS and guest selectors follow the villa's own occupancy, with the extra guest hint", async () => {
    const { status, text } = await html(`/property-detail/${roomy.id}`);
    expect(status).toBe(200);
    expect(text).toContain(occupancyLabel(roomy));
    expect(optionsOf(text, "adults")).toEqual(Array.from({ length: roomy.maxAdults }, (_, i) => i + 1));
    expect(optionsOf(text, "children")).toEqual(Array.from({ length: roomy.maxChildren + 1 }, (_, i) => i));
    expect(text).toContain(escaped(EXTRA_GUEST_HINT));
    expect(EXTRA_GUEST_HINT).toBe("The rate covers 2 adults and 2 children; each extra guest is ₹1,000 a night.");
    expect(text).toMatch(/<select[^>]*name="adults"[^>]*aria-describedby="stay-guests-hint"/);

    const details = await html(`/property-details/${roomy.id}`);
    expect(details.text).toMatch(new RegExp(`Occupancy</[^>]+>\\s*<[^>]+>${literal(occupancyLabel(roomy))}<`));
  });

  it("the villa cards of a kind of home and of the search say who each villa sleeps", async () => {
    // each card of the kind's first page says its own villa's
    const list = (await html(`/property-number/${roomy.typeSlug}`)).text;
    const cards = [
      ...list.matchAll(/<article[^>]*aria-labelledby="villa-([0-9a-f-]{36})"[^>]*>([\s\S]*?)<\/article>/g),
    ];
    expect(cards.length).toBeGreaterThan(0);
    for (const [, id, card] of cards) {
      const [villa] = await site.database.db.select().from(properties).where(eq(properties.id, id));
      expect(card).toMatch(new RegExp(`Sleeps</dt><dd[^>]*>${literal(occupancyLabel(villa))}</dd>`));
    }
    const search = await html(`/properties?location=solan&checkIn=${day(300)}&checkOut=${day(302)}&limit=50`);
    expect(search.text).toContain(roomy.name);
    expect(search.text).toMatch(new RegExp(`Sleeps</dt><dd[^>]*>${literal(occupancyLabel(roomy))}</dd>`));
  });

  it("the desk's phone booking offers up to the largest party of the villas", async () => {
    const desk = await staffMember(site, "front-office");
    const { status, text } = await html("/admin/stays/new", desk);
    expect(status).toBe(200);
    const all = await site.database.db.select({ a: properties.maxAdults, c: properties.maxChildren }).from(properties);
    expect(Math.max(...optionsOf(text, "adults"))).toBe(Math.max(...all.map((v) => v.a)));
    expect(Math.max(...optionsOf(text, "children"))).toBe(Math.max(...all.map((v) => v.c)));
    expect(text).toContain(escaped(EXTRA_GUEST_HINT));
  });
});

describe("the price breakup's lines", () => {
  it("the booking review of 3 adults prices the extra guest on a line of its own; a party beyond the villa's is refused", async () => {
    const stay = { propertyId: roomy.id, checkIn: day(120), checkOut: day(123), adults: 3, children: 0 };
    const { status, text } = await html(`/booking-review?${stayParams(stay)}`, member);
    expect(status).toBe(200);
    const price = priceBreakup(nightsAt(roomy.pricePerNight, 3), undefined, { extraGuests: 1 });
    expect(price.extraGuestCharge).toBe(3 * EXTRA_GUEST_CHARGE_PER_NIGHT);
    expect(text).toContain(`Room charges (3 nights × ${formatRupees(roomy.pricePerNight)})`);
    expect(text).toMatch(new RegExp(`Extra guests \\(1 × ₹1,000 × 3 nights\\)</dt><dd[^>]*>₹3,000</dd>`));
    expect(text).not.toContain("free nights (Full Membership)");
    expect(text).toMatch(new RegExp(`data-testid="stay-total">${formatRupees(price.total)}<`));

    const crowded = await html(`/booking-review?${stayParams({ ...stay, adults: roomy.maxAdults + 1 })}`, member);
    expect(crowded.text).toContain(escaped(stayMessages.overOccupancy(roomy)));
  });

  it("lines for free nights, a coupon and extra guests, in the pages' words and in the confirmation e-mail", () => {
    const price = priceBreakup(
      nightsAt(8_000, 3),
      { code: "SATVIK5", description: "", kind: "percent", value: 5, minNights: 1 },
      {
        freeNightsLeft: 2,
        extraGuests: 2,
      },
    );
    expect(priceLines(price)).toEqual([
      { key: "room", label: "Room charges (1 night × ₹8,000)", value: "₹8,000", room: { nights: 1, price: 8000 } },
      { key: "free-nights", label: "Room charges: 2 free nights (Full Membership)", value: "₹0" },
      { key: "coupon", label: "Coupon SATVIK5", value: "−₹400" },
      { key: "extra-guests", label: "Extra guests (2 × ₹1,000 × 3 nights)", value: "₹6,000" },
      { key: "taxes", label: "Taxes and fees (3 nights × ₹719, free nights included)", value: "₹2,157" },
    ]);
    // a stay without them keeps the lines it had
    expect(priceLines(priceBreakup(nightsAt(8_000, 2))).map((l) => l.key)).toEqual(["room", "taxes"]);
    // nights priced apart (rate periods, a weekend): a room line per price, the free nights the stay's first
    const apart = priceBreakup([7_000, 9_000, 9_000, 7_000], undefined, { freeNightsLeft: 1 });
    expect(priceLines(apart).map(({ label, value }) => [label, value])).toEqual([
      ["Room charges (2 nights × ₹9,000)", "₹18,000"],
      ["Room charges (1 night × ₹7,000)", "₹7,000"],
      ["Room charges: 1 free night (Full Membership)", "₹0"],
      ["Taxes and fees (4 nights × ₹719, free nights included)", "₹2,876"],
    ]);

    const booking: BookingRecord = {
      _id: "b1",
      reference: "VWC-B-2027-9",
      propertyId: roomy.id,
      villaName: "Cubic Dusk",
      location: "Solan",
      checkIn: "2027-03-01",
      checkOut: "2027-03-04",
      adults: 4,
      children: 0,
      status: "confirmed",
      paymentMethod: "cod",
      price,
    };
    const mail = stayConfirmationMail({
      to: "kavya@example.in",
      memberName: "Kavya Rao",
      guest: { title: "Ms.", firstName: "Kavya", lastName: "Rao", phone: "+91 98765 43210" },
      booking,
      publicUrl: "https://club.example",
    });
    expect(mail.text).toContain("Room charges (1 night × ₹8,000): ₹8,000");
    expect(mail.text).toContain("Room charges: 2 free nights (Full Membership): ₹0");
    expect(mail.text).toContain("Coupon SATVIK5: -₹400");
    expect(mail.text).toContain("Extra guests (2 × ₹1,000 × 3 nights): ₹6,000");
    expect(mail.text).toContain("Taxes and fees (3 nights × ₹719, free nights included): ₹2,157");
    expect(mail.html).toContain(">Extra guests (2 × ₹1,000 × 3 nights)</th>");
  });

  it("a stay all of whose nights are free names them and says what the rest is for: no line of 0 nights at ₹0", async () => {
    const fullMember = await createMember(site, "Ishaan Bedi");
    await giveFullMembership(site.database.db, fullMember.id, day(0), day(365));
    const stay = { propertyId: roomy.id, checkIn: day(130), checkOut: day(133), adults: 2, children: 0 };
    const { status, text } = await html(`/booking-review?${stayParams(stay)}`, fullMember);
    expect(status).toBe(200);
    expect(text).toMatch(/Room charges: 3 free nights \(Full Membership\)<\/dt><dd[^>]*>₹0<\/dd>/);
    expect(text).toMatch(/Taxes and fees \(3 nights × ₹719, free nights included\)<\/dt><dd[^>]*>₹2,157<\/dd>/);
    expect(text).not.toContain("0 nights ×");
    expect(text).toMatch(/data-testid="stay-total">₹2,157</);
  });
});

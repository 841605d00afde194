import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time";
import { formatRupees } from "../../../common/money";
import { stayParams } from "../../../common/stays";
import { bookings, properties } from "../../../server/db/schema";
import { createMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";

/*
 * The club's cancellation terms in words where a member books and cancels: the booking review and the booked page (in
 * English and Hindi), and the portal's confirmation step, which says what cancelling today refunds before the member
 * confirms — pages rendered by the server as a browser without JavaScript gets them.
 */

let site: TestSite;
let member: TestMember;
let villas: string[] = [];

beforeAll(async () => {
  site = await openTestSite();
  member = await createMember(site, "Meera Terms");
  villas = (
    await site.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Raigarh"))
      .orderBy(properties.name)
  ).map((v) => v.id);
});
afterAll(async () => {
  await site?.close();
});

let next = 0;
const newStay = (days: number) => ({
  propertyId: villas[next++],
  checkIn: addClubDays(clubToday(), days),
  checkOut: addClubDays(clubToday(), days + 2),
  adults: 2,
  children: 0,
});
const guest = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Meera",
  lastName: "Terms",
  phone: "+91 98765 43210",
  email: "meera.terms@example.in",
  agreeTerms: "on",
};

const open = (path: string, language: "en" | "hi" = "en") =>
  fetch(`${site.url}${path}`, { headers: { cookie: `token=${member.token}; lng=${language}` } });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.url,
      cookie: `token=${member.token}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
/** The page's rendered content (its <main>), without React's separators and the data it hydrates with. */
const mainOf = async (res: Response) =>
  (/<main[\s\S]*<\/main>/.exec((await res.text()).replace(/<!-- -->/g, ""))?.[0] ?? "").replace(/&#x27;/g, "'");

describe("the cancellation terms in words", () => {
  it("the review page says the club's terms, in English and in Hindi", async () => {
    const path = `/booking-review?${stayParams(newStay(30))}`;
    const english = await mainOf(await open(path));
    expect(english).toContain("Cancellation terms");
    expect(english).toContain("Cancelled 14 days or more before check-in: full refund.");
    expect(english).toContain("Cancelled 7 to 13 days before check-in: 50% refunded.");
    expect(english).toContain("Cancelled less than 7 days before check-in: no refund.");
    expect(english).toContain("A Full Member's free nights always go back to their year.");
    const hindi = await mainOf(await open(path, "hi"));
    expect(hindi).toContain("रद्द करने की शर्तें");
    expect(hindi).toContain("चेक-इन से 14 या अधिक दिन पहले रद्द करने पर: पूरी राशि वापस।");
    expect(hindi).not.toContain("Cancelled 14 days or more");
  });

  it("the booked page says them again; the portal's confirmation says what cancelling today refunds", async () => {
    const stay = newStay(10);
    const booked = await post(`/payment-method?${stayParams(stay)}`, {
      intent: "book",
      ...guest,
      paymentMethod: "cod",
    });
    expect(booked.status).toBe(200);
    const page = await mainOf(booked);
    expect(page).toContain("Cancelled 7 to 13 days before check-in: 50% refunded.");

    const [row] = await site.database.db.select().from(bookings).where(eq(bookings.propertyId, stay.propertyId));
    const asked = async () => mainOf(await open(`/dashboard?tab=bookings&cancel=${row.id}`));
    expect(await asked()).toContain("Nothing has been paid for this stay, so nothing is refunded.");
    // an advance the desk received: half of it comes back 10 days before check-in
    await site.database.db.update(bookings).set({ advancePaid: 3001 }).where(eq(bookings.id, row.id));
    expect(await asked()).toContain(
      `You will be refunded ${formatRupees(1501)} of ${formatRupees(3001)} under the club's cancellation terms.`,
    );
  });
});

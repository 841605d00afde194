import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time";
import { formatMonth } from "../../../common/format";
import { reviewMessages as m } from "../../../common/reviews";
import { bookings, properties, propertyTypes, stayReviews } from "../../../server/db/schema";
import { startMailCatcher, mailAbout, type MailCatcher } from "../../../server/test/mail-catcher";
import { createMember, staffMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage } from "../../../server/test/site-requests";

/*
 * Reviews as the pages render them before any script: a villa without reviews says so (no invented figure) on its
 * pages and cards, in English and Hindi; the demo's published reviews with the guest's first name, the month and the
 * club's reply; the mail of the desk's check-out leads to the review page, whose form takes the review once; the
 * office's /admin/reviews publishes it, and the villa's pages show it; each estate's own activities.
 */

let site: TestSite;
let mail: MailCatcher;
let front: TestMember;
let member: TestMember;
beforeAll(async () => {
  mail = await startMailCatcher();
  site = await openTestSite({ SMTP_URL: mail.url });
  front = await staffMember(site, "front-office");
  member = await createMember(site, "Asha Verma");
}, 180_000);
afterAll(async () => {
  await site?.close();
  await mail?.close();
});

/** The page without its scripts and tags, as a person reads it. */
const read = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
async function open(path: string, who?: TestMember) {
  const res = await openPage(site, path, who);
  return { status: res.status, text: read(await res.text()) };
}
async function post(path: string, fields: Record<string, string>, who?: TestMember) {
  const res = await postPage(site, path, fields, who);
  return { status: res.status, text: read(await res.text()) };
}

const db = () => site.database.db;
async function villaNamed(name: string) {
  const [villa] = await db()
    .select({ id: properties.id, slug: propertyTypes.slug })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(eq(properties.name, name));
  return villa;
}
/** A published villa of a location without any review. */
async function bareVilla(location: string, skip = 0) {
  const rows = await db()
    .select({ id: properties.id, name: properties.name, slug: propertyTypes.slug })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(and(eq(properties.location, location), eq(properties.reviews, 0), eq(properties.published, true)))
    .orderBy(properties.name);
  return rows[skip];
}

describe("a villa's reviews on its pages", () => {
  it("none yet: the pages and its card say so, in English and Hindi, with no figure", async () => {
    const villa = await bareVilla("Solan");
    for (const path of [`/property-details/${villa.id}`, `/property-detail/${villa.id}`]) {
      const page = await open(path);
      expect(page.status, path).toBe(200);
      expect(page.text).toContain("No reviews yet");
      expect(page.text).not.toMatch(/\(\d+ reviews?\)/);
      expect(page.text).not.toContain("Meera Iyer");
      expect((await open(`${path}?lng=hi`)).text).toContain("अभी कोई समीक्षा नहीं");
    }
    const list = await open(`/property-number/${villa.slug}`);
    expect(list.text).toContain("No reviews yet");
  });

  it("the demo's published reviews: the guest's first name and month, the stars, the words, the club's reply", async () => {
    const ananda = await villaNamed("Ananda Vedanta Villa");
    const page = await open(`/property-details/${ananda.id}`);
    expect(page.text).toContain("4.5 out of 5 · 4 reviews");
    const checkIn = addClubDays(clubToday(), -27);
    expect(page.text).toContain(`Asha, ${formatMonth(Number(checkIn.slice(0, 4)), Number(checkIn.slice(5, 7)))}`);
    expect(page.text).not.toContain("Asha Verma");
    expect(page.text).toContain("The club's reply");
    expect(page.text).toContain("do come back for the winter retreat");
    expect(page.text).toContain("★ 4.5 (4 reviews)");
    // the review still waiting for the office is on no page
    const sattva = await villaNamed("Sattva Vedanta Villa");
    expect((await open(`/property-detail/${sattva.id}`)).text).not.toContain("Breakfast could offer");
  });
});

describe("the review link of the check-out mail", () => {
  it("opens the review page, takes stars and words once, and once published the villa's pages show it", async () => {
    const villa = await bareVilla("Solan", 1);
    const today = clubToday();
    const [stay] = await db()
      .insert(bookings)
      .values({
        reference: "VWC-B-2026-P9001",
        userId: member.id,
        propertyId: villa.id,
        checkIn: addClubDays(today, -2),
        checkOut: today,
        status: "checked-in",
        guest: { bookingFor: "myself", firstName: "Asha", lastName: "Verma", email: member.email },
        nights: 2,
      })
      .returning();
    const out = await site.app.inject({
      method: "POST",
      url: `/api/admin/stays/${stay.id}/check-out`,
      headers: front.headers,
    });
    expect(out.statusCode, out.body).toBe(200);
    const invitation = await mailAbout(mail, member.email, `How was your stay at ${villa.name}?`);
    const link = /https?:\/\/[^\s]+\/stays\/review\/[^\s"<]+/.exec(invitation.text)![0];
    const path = new URL(link).pathname;

    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Review your stay");
    expect(page.text).toContain(villa.name);
    // a forged link names no stay
    expect((await open(`/stays/review/${stay.id}.forged`)).status).toBe(404);

    const noStars = await post(path, { text: "Lovely." });
    expect(noStars.status).toBe(400);
    expect(noStars.text).toContain(m.chooseStars);
    const sent = await post(path, { rating: "4", text: "Apples at breakfast and a wood fire." });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain("Thank you for your review.");
    const again = await open(path);
    expect(again.text).toContain("Your review");
    expect(again.text).toContain("The club is reading it.");
    expect((await post(path, { rating: "1", text: "Twice" })).status).toBe(409);

    // waiting: not on the villa's page
    expect((await open(`/property-detail/${villa.id}`)).text).not.toContain("Apples at breakfast");

    // the front office publishes it on /admin/reviews (a plain form post)
    const office = await open("/admin/reviews", front);
    expect(office.status).toBe(200);
    expect(office.text).toContain("Apples at breakfast and a wood fire.");
    const [row] = await db().select({ id: stayReviews.id }).from(stayReviews).where(eq(stayReviews.bookingId, stay.id));
    const published = await post("/admin/reviews", { intent: "publish", id: row.id }, front);
    expect(published.status).toBe(200);
    expect(published.text).toContain(m.published);
    const month = formatMonth(Number(stay.checkIn.slice(0, 4)), Number(stay.checkIn.slice(5, 7)));
    for (const villaPage of [`/property-detail/${villa.id}`, `/property-details/${villa.id}`]) {
      const shown = await open(villaPage);
      expect(shown.text, villaPage).toContain("Apples at breakfast and a wood fire.");
      expect(shown.text).toContain(`Asha, ${month}`);
      expect(shown.text).toContain("★ 4.0 (1 review)");
    }
    expect((await open(`/property-number/${villa.slug}`)).text).toContain("★ 4.0 (1 review)");
  });

  it("the office's page is the front office's: content staff are turned away", async () => {
    const content = await staffMember(site, "content");
    expect((await open("/admin/reviews", content)).status).toBe(403);
  });
});

describe("each estate's activities on its villas' stay pages", () => {
  it("Rishikesh offers the Ganga aarti; Solan, Amarkantak and Raigarh their own, none on the Ganga", async () => {
    const rishikesh = await bareVilla("Rishikesh");
    expect((await open(`/property-detail/${rishikesh.id}`)).text).toContain("Evening Ganga aarti at Triveni Ghat");
    const own: Record<string, string> = {
      Solan: "Sunrise yoga facing the Shivalik hills",
      Amarkantak: "Darshan at the Narmada Udgam, the river's source",
      Raigarh: "An evening of Kathak of the Raigarh gharana",
    };
    for (const [location, activity] of Object.entries(own)) {
      const villa = await bareVilla(location);
      const page = await open(`/property-detail/${villa.id}`);
      expect(page.text, location).toContain(activity);
      expect(page.text, location).not.toContain("Ganga aarti");
    }
    const hindi = await open(`/property-detail/${rishikesh.id}?lng=hi`);
    expect(hindi.text).toContain("त्रिवेणी घाट पर संध्या गंगा आरती");
  });
});

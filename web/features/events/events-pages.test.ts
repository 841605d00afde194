import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time";
import { programmeMessages as m } from "../../../common/programme";
import { programmeItemInput, type ProgrammeItemInput } from "../../../common/programme-schemas";
import { createMember, setLanguage, staffMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage } from "../../../server/test/site-requests";

/*
 * The programme's pages as the server renders them, before any script: /events with its filters, its empty state
 * and its pages; an item's page with its sessions, price and places left; the booking form posted without
 * JavaScript (its field messages, the places-left refusal, a members' item asking a visitor to sign in) and a free
 * booking's confirmation with its tickets; the portal's Bookings tab; the home page's links; in English and Hindi.
 */

let site: TestSite;
let content: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  content = await staffMember(site, "content");
});
afterAll(async () => site?.close());

/** The page without its scripts (the catalogues travel in its data: their words are not on the page). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
async function open(path: string, who?: TestMember, init: { hindi?: boolean } = {}) {
  const page = init.hindi
    ? await fetch(`${site.url}${path}`, { redirect: "manual", headers: { cookie: "lng=hi" } })
    : null;
  if (page)
    return {
      status: page.status,
      html: shown((await page.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'")),
    };
  const res = await openPage(site, path, who);
  return { status: res.status, html: shown(await res.text()), headers: res.headers };
}
async function post(path: string, fields: Record<string, string>, who?: TestMember) {
  const res = await postPage(site, path, fields, who);
  return { status: res.status, html: shown(await res.text()) };
}

const dayIn = (days: number) => addClubDays(clubToday(), days);
let n = 0;
/** An item made by the office's service, published, one session `days` ahead unless told. */
async function makeItem(extra: Partial<ProgrammeItemInput> = {}) {
  n++;
  return site.app.services.programmeOffice.create(
    { id: content.id, role: "content" },
    programmeItemInput.parse({
      title: `Kirtan by the river number ${n}`,
      kind: "event",
      description: "An evening of kirtan and silence by the river, with chai after.",
      image: "scenes/event-retreat",
      instructor: "Swami Prakashananda",
      location: "Rishikesh",
      sessions: [{ day: dayIn(30), start_time: "18:00", end_time: "20:00" }],
      capacity: 20,
      price: 0,
      published: true,
      ...extra,
    }),
  );
}

/** A visitor's booking of `names`, as the form posts it. */
const visitorBooking = (names: string[], extra: Record<string, string> = {}) => ({
  places: String(names.length),
  ...Object.fromEntries(names.map((name, i) => [`attendees.${i}.name`, name])),
  "booker.name": "Devika Rao",
  "booker.email": `devika.${n}@example.org`,
  "booker.phone": "+91 98765 43210",
  ...extra,
});

describe("/events", () => {
  it("lists the programme to come with each item's kind, place, price and places, linking its page", async () => {
    const item = await makeItem({ title: "Full Moon Satsang in Solan", location: "Solan", capacity: 12 });
    const page = await open("/events");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("Events, retreats and courses");
    expect(page.html).toContain("Full Moon Satsang in Solan");
    expect(page.html).toContain(`href="/events/${item.slug}"`);
    expect(page.html).toContain("Event · Solan");
    expect(page.html).toMatch(/Free<\/span><span[^>]*> · 12 seats left/);
    // the seeded courses are given online
    expect(page.html).toContain("Foundations of Vedanta");
    expect(page.html).toContain("Course · Online");
    // the filters are a GET form
    expect(page.html).toMatch(/<form[^>]+action="\/events" method="get"/);
  });

  it("filters by kind, place and month from its address, and says plainly when nothing matches", async () => {
    await makeItem({
      title: "Amarkantak Forest Walk",
      location: "Amarkantak",
      sessions: [{ day: dayIn(40), start_time: "07:00", end_time: "10:00" }],
    });
    const courses = await open("/events?kind=course");
    expect(courses.html).toContain("Foundations of Vedanta");
    expect(courses.html).not.toContain("Amarkantak Forest Walk");
    const online = await open("/events?location=online");
    expect(online.html).toContain("Foundations of Vedanta");
    expect(online.html).not.toContain("Amarkantak Forest Walk");
    const there = await open(`/events?location=amarkantak&month=${dayIn(40).slice(0, 7)}`);
    expect(there.html).toContain("Amarkantak Forest Walk");
    expect(there.html).not.toContain("Foundations of Vedanta");
    const none = await open("/events?kind=retreat&location=rajgarh");
    expect(none.status).toBe(200);
    expect(none.html).toContain("Nothing matches these filters. Try another month or place.");
    expect(none.html).toMatch(/<a[^>]+href="\/events"[^>]*>Clear<\/a>/);
    // an unknown filter is left out, never an error
    expect((await open("/events?kind=party&month=13-2027")).status).toBe(200);
  });

  it("pages the list with Previous and Next", async () => {
    const page = await open("/events?page=1");
    expect(page.html).toMatch(/<nav aria-label="Pages of the programme"/);
    expect(page.html).toContain("Previous");
  });

  it("speaks Hindi: its heading, an item's Hindi title, and the filters", async () => {
    await makeItem({ title: "Ganga Aarti Evening", title_hi: "गंगा आरती की संध्या", location: "Rishikesh" });
    const page = await open("/events", undefined, { hindi: true });
    expect(page.html).toMatch(/<html lang="hi">/);
    expect(page.html).toContain("कार्यक्रम, रिट्रीट और पाठ्यक्रम");
    expect(page.html).toContain("गंगा आरती की संध्या");
    expect(page.html).not.toContain("Ganga Aarti Evening");
    expect(page.html).toContain("कहीं भी");
  });

  it("/courses and /yoga-retreats lead to the programme of their kind", async () => {
    for (const [from, to] of [
      ["/courses", "/events?kind=course"],
      ["/yoga-retreats", "/events?kind=retreat"],
      ["/courses?month=2027-03", "/events?kind=course&month=2027-03"],
    ]) {
      const res = await openPage(site, from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});

describe("an item's page", () => {
  it("shows its description, leader, sessions in India time, the price and the seats left", async () => {
    const item = await makeItem({
      title: "Pranayama Intensive",
      price: 2500,
      capacity: 3,
      instructor: "Vaidya Meera Nair",
      sessions: [
        { day: dayIn(20), start_time: "06:30", end_time: "08:00" },
        { day: dayIn(21), start_time: "06:30", end_time: "08:00" },
      ],
    });
    const page = await open(`/events/${item.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Pranayama Intensive<\/h1>/);
    expect(page.html).toContain("Vaidya Meera Nair");
    expect(page.html).toContain("₹2,500 a person");
    expect(page.html).toContain("3 seats left");
    expect(page.html).toContain("2 sessions");
    expect(page.html).toContain("06:30 am – 08:00 am");
    expect(page.html).toContain("India time (IST)");
    // the booking form: places, an attendee, the visitor's details
    expect(page.html).toMatch(/<section id="book"/);
    expect(page.html).toMatch(/<form[^>]+method="post"/);
    expect(page.html).toContain('name="attendees.0.name"');
    expect(page.html).toContain('name="booker.phone"');
  });

  it("says Free for a free item, and Full with the waiting list's words once every place is taken", async () => {
    const item = await makeItem({ title: "Two-Seat Chanting Circle", capacity: 2 });
    expect((await open(`/events/${item.slug}`)).html).toContain("Free");
    const booked = await post(`/events/${item.slug}`, visitorBooking(["Asha Verma", "Ravi Verma"]));
    expect(booked.status).toBe(201);
    const page = await open(`/events/${item.slug}`);
    expect(page.html).toContain("Full — join the waiting list");
    expect(page.html).not.toContain('name="attendees.0.name"');
  });

  it("answers 404 for an item that is not published", async () => {
    const item = await makeItem({ title: "A Draft Gathering", published: false });
    expect((await open(`/events/${item.slug}`)).status).toBe(404);
    expect((await open("/events/no-such-thing")).status).toBe(404);
  });

  it("a members' item asks a visitor to sign in, and offers a member the form with their own details", async () => {
    const item = await makeItem({ title: "Members' Havan", who_may_book: "members" });
    const visitor = await open(`/events/${item.slug}`);
    expect(visitor.html).toContain(m.membersOnly);
    expect(visitor.html).toContain(`href="/sign-in?redirect=${encodeURIComponent(`/events/${item.slug}#book`)}"`);
    expect(visitor.html).not.toContain('name="attendees.0.name"');
    const member = await createMember(site, "Meera Iyer");
    const signedIn = await open(`/events/${item.slug}`, member);
    expect(signedIn.html).toContain(`Booking as Meera Iyer (${member.email}).`);
    expect(signedIn.html).toMatch(
      /name="attendees\.0\.name"[^>]*value="Meera Iyer"|value="Meera Iyer"[^>]*name="attendees\.0\.name"/,
    );
  });

  it("shows the Hindi title and description on a Hindi page", async () => {
    const item = await makeItem({
      title: "Dawn Yoga by the Ganga",
      title_hi: "गंगा किनारे भोर का योग",
      description_hi: "गंगा किनारे भोर में योग और प्राणायाम, उसके बाद चाय।",
    });
    const page = await open(`/events/${item.slug}`, undefined, { hindi: true });
    expect(page.html).toMatch(/<h1[^>]*>गंगा किनारे भोर का योग<\/h1>/);
    expect(page.html).toContain("गंगा किनारे भोर में योग और प्राणायाम");
    expect(page.html).toContain("अपने स्थान बुक करें");
    expect(page.html).not.toContain("Dawn Yoga by the Ganga");
  });
});

describe("booking without JavaScript", () => {
  it("refuses missing fields with 400 and each field's message, keeping what was typed", async () => {
    const item = await makeItem({ title: "Bhajan Sandhya" });
    const res = await post(`/events/${item.slug}`, {
      places: "2",
      "attendees.0.name": "Asha Verma",
      "attendees.1.name": "",
      "booker.name": "Asha Verma",
      "booker.email": "not-an-address",
      "booker.phone": "12",
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain(m.attendeeName);
    expect(res.html).toContain(m.bookerEmail);
    expect(res.html).toContain(m.bookerPhone);
    expect(res.html).toContain('value="not-an-address"');
    expect(res.html).toContain('name="attendees.1.name"');
  });

  it("says plainly when fewer places are left than asked (409)", async () => {
    const item = await makeItem({ title: "Small Sanskrit Circle", capacity: 3 });
    const res = await post(`/events/${item.slug}`, visitorBooking(["A One", "B Two", "C Three", "D Four"]));
    expect(res.status).toBe(409);
    expect(res.html).toContain("Sorry, only 3 places are left.");
  });

  it("refuses a visitor at a members' item (403) and asks them to sign in", async () => {
    const item = await makeItem({ title: "Members' Kirtan", who_may_book: "members" });
    const res = await post(`/events/${item.slug}`, visitorBooking(["Asha Verma"]));
    expect(res.status).toBe(403);
    expect(res.html).toContain(m.membersOnly);
    expect(res.html).toContain("Sign in to book");
  });

  it("confirms a free booking: the reference, each ticket with its QR code, and the tickets e-mailed", async () => {
    const item = await makeItem({ title: "Vasant Panchami Morning", capacity: 10 });
    const res = await post(`/events/${item.slug}`, visitorBooking(["Asha Verma", "Ravi Verma"]));
    expect(res.status).toBe(201);
    expect(res.html).toContain("You are booked");
    expect(res.html).toContain("We have e-mailed your tickets");
    const reference = /data-testid="booking-reference">(VWC-E-\d{4}-\d+)</.exec(res.html)?.[1];
    expect(reference).toBeDefined();
    expect(res.html).toContain(`${reference}-1`);
    expect(res.html).toContain(`${reference}-2`);
    expect(res.html).toContain("Ravi Verma");
    expect(res.html).toContain(`aria-label="QR code of ticket ${reference}-2"`);
    expect(res.html).toMatch(/<svg[^>]*viewBox/);
    expect((await open(`/events/${item.slug}`)).html).toContain("8 seats left");
  });

  it("says the refusal in Hindi on a Hindi page", async () => {
    const item = await makeItem({ title: "Hindi Refusal Gathering", capacity: 1 });
    const res = await fetch(`${site.url}/events/${item.slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, cookie: "lng=hi" },
      body: new URLSearchParams(visitorBooking(["A One", "B Two"])).toString(),
    });
    expect(res.status).toBe(409);
    expect(shown(await res.text())).toContain("क्षमा करें, केवल 1 स्थान बचा है।");
  });
});

describe("the portal's Bookings tab", () => {
  it("lists the member's places beside their stays: item, sessions, places, status and tickets, in both languages", async () => {
    const member = await createMember(site, "Kabir Sethi");
    const item = await makeItem({ title: "Guru Purnima Satsang" });
    const booked = await post(
      `/events/${item.slug}`,
      { places: "2", "attendees.0.name": "Kabir Sethi", "attendees.1.name": "Nisha Sethi", includes_me: "on" },
      member,
    );
    expect(booked.status).toBe(201);
    const tab = await open("/dashboard?tab=bookings", member);
    expect(tab.status).toBe(200);
    expect(tab.html).toContain("Events, retreats and courses");
    expect(tab.html).toContain(`href="/events/${item.slug}"`);
    expect(tab.html).toContain("Guru Purnima Satsang");
    expect(tab.html).toContain("Confirmed");
    expect(tab.html).toContain("1 session");
    expect(tab.html).toMatch(/VWC-E-\d{4}-\d+-2<\/span> Nisha Sethi/);
    await setLanguage(site, member, "hi");
    const hindi = await open("/dashboard?tab=bookings&lng=hi", member);
    expect(hindi.html).toContain("कार्यक्रम, रिट्रीट और पाठ्यक्रम");
    expect(hindi.html).toContain("टिकट");
  });
});

describe("the home page and Vedic Education read the programme", () => {
  it("Register Now opens an event's booking, Learn More its page, View All the programme; Enroll Now a course's booking", async () => {
    const home = await open("/");
    expect(home.html).toMatch(/href="\/events\/[a-z0-9-]+#book"[^>]*>Register Now/);
    expect(home.html).toMatch(/href="\/events\/[a-z0-9-]+"[^>]*>Learn More/);
    expect(home.html).toMatch(/href="\/events"[^>]*>View All/);
    expect(home.html).toContain('href="/events/foundations-of-vedanta#book"');
    expect(home.html).not.toContain('href="/coming-soon"><span');
    const vedic = await open("/vedic-education");
    expect(vedic.html).toContain('href="/events/foundations-of-vedanta#book"');
    expect(vedic.html).toContain("4 weeks");
  });

  it("lists the programme's items in the sitemap", async () => {
    const res = await openPage(site, "/sitemap.xml");
    const xml = await res.text();
    expect(xml).toContain("/events</loc>");
    expect(xml).toContain("/events/foundations-of-vedanta</loc>");
  });
});

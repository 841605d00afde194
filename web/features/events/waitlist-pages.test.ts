import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time";
import { confirmMessages } from "../../../common/confirm";
import { programmeMessages as m } from "../../../common/programme";
import { programmeItemInput, type ProgrammeItemInput } from "../../../common/programme-schemas";
import { programmeWaitlist } from "../../../server/db/schema";
import { registrationToken, waitlistToken } from "../../../server/modules/programme/links";
import { createMember, setLanguage, staffMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage } from "../../../server/test/site-requests";

/*
 * The programme's personal pages as the server renders them, before any script: a full item's waiting list form,
 * the waiting list's page of its signed link (the place in line, an offer booked, leaving), a registration's page
 * (its tickets, cancelling once confirmed, the terms' refusal, who may see it), and the portal's link to each place;
 * in English and Hindi.
 */

let site: TestSite;
let content: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  content = await staffMember(site, "content");
});
afterAll(async () => site?.close());
afterEach(() => void vi.useRealTimers());

/** The page without its scripts (the catalogues travel in its data: their words are not on the page). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
async function open(path: string, who?: TestMember) {
  const res = await openPage(site, path, who);
  return { status: res.status, html: shown(await res.text()) };
}
async function post(path: string, fields: Record<string, string>, who?: TestMember) {
  const res = await postPage(site, path, fields, who);
  return { status: res.status, html: shown(await res.text()) };
}

const dayIn = (days: number) => addClubDays(clubToday(), days);
const secret = () => ({ feedSecret: site.config.sessionSecret });
let n = 0;
/** A free item made by the office's service, published, one session `days` ahead unless told. */
async function makeItem(extra: Partial<ProgrammeItemInput> = {}) {
  n++;
  return site.app.services.programmeOffice.create(
    { id: content.id, role: "content" },
    programmeItemInput.parse({
      title: `Satsang in the garden number ${n}`,
      kind: "event",
      description: "An evening of satsang in the garden, with chai after.",
      image: "scenes/event-retreat",
      instructor: "Swami Prakashananda",
      location: "Rishikesh",
      sessions: [{ day: dayIn(30), start_time: "18:00", end_time: "20:00" }],
      capacity: 2,
      price: 0,
      published: true,
      ...extra,
    }),
  );
}

/** A visitor's booking of `names` as the item page's form posts it; its reference. */
async function book(slug: string, names: string[], email = `booker.${++n}@example.org`) {
  const res = await post(`/events/${slug}`, {
    places: String(names.length),
    ...Object.fromEntries(names.map((name, i) => [`attendees.${i}.name`, name])),
    "booker.name": names[0],
    "booker.email": email,
    "booker.phone": "+91 98765 43210",
  });
  expect(res.status).toBe(201);
  const reference = /data-testid="booking-reference">(VWC-E-\d{4}-\d+)</.exec(res.html)?.[1];
  expect(reference).toBeDefined();
  return reference!;
}

/** Joins a full item's waiting list through its page's form, as a browser without JavaScript posts it. */
const join = (slug: string, name: string, email: string, seats = "1") =>
  post(`/events/${slug}`, { intent: "waitlist", name, email, seats });

/** The signed link's token of the place in line of `email` (the id read from the database). */
async function tokenOf(email: string) {
  const [entry] = await site.database.db
    .select({ id: programmeWaitlist.id })
    .from(programmeWaitlist)
    .where(eq(programmeWaitlist.email, email));
  return waitlistToken(secret(), entry.id);
}

const registrationPath = (reference: string, token = registrationToken(secret(), reference)) =>
  `/events/registrations/${reference}?t=${encodeURIComponent(token)}`;

describe("a full item's waiting list form", () => {
  it("gives the joiner their number in line, and refuses an address already in line with the server's words", async () => {
    const item = await makeItem({ title: "Full Satsang by the Lake" });
    await book(item.slug, ["Asha Verma", "Ravi Verma"]);
    const page = await open(`/events/${item.slug}`);
    expect(page.html).toContain("Full — join the waiting list");
    expect(page.html).toMatch(/<form[^>]+method="post"[^>]*aria-label="Waiting list"|aria-label="Waiting list"/);
    expect(page.html).toContain('name="intent" value="waitlist"');

    const first = await join(item.slug, "Meena Das", "meena.das@example.org");
    expect(first.status).toBe(201);
    expect(first.html).toContain("You are number 1 on the waiting list");
    const second = await join(item.slug, "Gopal Rao", "gopal.rao@example.org", "2");
    expect(second.status).toBe(201);
    expect(second.html).toContain("You are number 2 on the waiting list");

    const again = await join(item.slug, "Meena Das", "MEENA.DAS@example.org");
    expect(again.status).toBe(409);
    expect(again.html).toContain(m.waitlistAlready);
    // what was typed stays in the form
    expect(again.html).toContain('value="MEENA.DAS@example.org"');
  });

  it("answers 409 while places are free, saying to book them instead", async () => {
    const item = await makeItem({ title: "Half-Full Bhajan Evening", capacity: 3 });
    await book(item.slug, ["Asha Verma"]);
    const res = await join(item.slug, "Meena Das", "meena.free@example.org");
    expect(res.status).toBe(409);
    expect(res.html).toContain(m.waitlistSeatsFree(2));
    // the booking form is still there to book them
    expect(res.html).toContain('name="attendees.0.name"');
  });

  it("refuses a join without a name or address (400) with the field's message", async () => {
    const item = await makeItem({ title: "Full Dhyana Morning" });
    await book(item.slug, ["Asha Verma", "Ravi Verma"]);
    const res = await join(item.slug, "", "not-an-address");
    expect(res.status).toBe(400);
    expect(res.html).toContain('value="not-an-address"');
    expect(res.html).toContain('name="intent" value="waitlist"');
  });
});

describe("the waiting list's page", () => {
  it("shows the place in line, then the offer with until when once a place frees up, and books it", async () => {
    const item = await makeItem({ title: "Offered Kirtan Night" });
    const taken = await book(item.slug, ["Asha Verma", "Ravi Verma"]);
    expect((await join(item.slug, "Meena Das", "meena.offer@example.org")).status).toBe(201);
    const path = `/events/waitlist/${encodeURIComponent(await tokenOf("meena.offer@example.org"))}`;

    const waiting = await open(path);
    expect(waiting.status).toBe(200);
    expect(waiting.html).toContain("Offered Kirtan Night");
    expect(waiting.html).toContain("You are number 1 on the waiting list, for 1 place.");
    expect(waiting.html).toContain("Leave the list");
    expect(waiting.html).not.toContain('name="attendees.0.name"');

    await site.app.services.programme.cancel(taken, { token: registrationToken(secret(), taken) });
    const offered = await open(path);
    expect(offered.html).toMatch(/1 place is kept for you until [^<]+ \(India time\)\./);
    expect(offered.html).toContain('name="attendees.0.name"');
    expect(offered.html).toContain('value="Meena Das"');

    const booked = await post(path, {
      places: "1",
      "attendees.0.name": "Meena Das",
      "booker.name": "Meena Das",
      "booker.email": "meena.offer@example.org",
      "booker.phone": "+91 98765 43210",
    });
    expect(booked.status).toBe(201);
    expect(booked.html).toContain("You are booked");
    const reference = /data-testid="booking-reference">(VWC-E-\d{4}-\d+)</.exec(booked.html)?.[1];
    expect(booked.html).toContain(`${reference}-1`);
    expect(booked.html).toContain(`aria-label="QR code of ticket ${reference}-1"`);
    // the link now says the places were booked
    expect((await open(path)).html).toContain("You booked the places offered to you.");
    // two places freed, one offered and booked: one is left to book
    expect((await open(`/events/${item.slug}`)).html).toContain("1 seat left");
  });

  it("Leave the list leaves it, and the link then says so", async () => {
    const item = await makeItem({ title: "Left Pranayama Class" });
    await book(item.slug, ["Asha Verma", "Ravi Verma"]);
    await join(item.slug, "Gopal Rao", "gopal.leave@example.org");
    const path = `/events/waitlist/${encodeURIComponent(await tokenOf("gopal.leave@example.org"))}`;
    const left = await post(path, { intent: "leave" });
    expect(left.status).toBe(200);
    expect(left.html).toContain("You have left the waiting list.");
    expect(left.html).not.toContain("Leave the list");
    const [entry] = await site.database.db
      .select({ status: programmeWaitlist.status })
      .from(programmeWaitlist)
      .where(eq(programmeWaitlist.email, "gopal.leave@example.org"));
    expect(entry.status).toBe("left");
  });

  it("answers 404 for a forged link", async () => {
    const res = await open(
      `/events/waitlist/${encodeURIComponent(waitlistToken({ feedSecret: "not-the-club's" }, "x"))}`,
    );
    expect(res.status).toBe(404);
    expect((await open("/events/waitlist/nothing-signed")).status).toBe(404);
  });

  it("speaks Hindi on a Hindi page: the item's Hindi title and the place in line", async () => {
    const item = await makeItem({ title: "Hindi Waiting Satsang", title_hi: "प्रतीक्षा का सत्संग" });
    await book(item.slug, ["Asha Verma", "Ravi Verma"]);
    await join(item.slug, "Meena Das", "meena.hindi@example.org");
    const page = await open(`/events/waitlist/${encodeURIComponent(await tokenOf("meena.hindi@example.org"))}?lng=hi`);
    expect(page.html).toMatch(/<html lang="hi">/);
    expect(page.html).toContain("प्रतीक्षा का सत्संग");
    expect(page.html).toContain("प्रतीक्षा सूची में आपका क्रमांक 1 है, 1 स्थान के लिए।");
    expect(page.html).toContain("सूची छोड़ें");
  });
});

describe("a registration's page", () => {
  it("shows the registration and its tickets, asks to confirm, refuses without it, and cancels with it", async () => {
    const item = await makeItem({ title: "Cancelled Chanting Circle", capacity: 5 });
    const reference = await book(item.slug, ["Asha Verma", "Ravi Verma"]);
    const path = registrationPath(reference);
    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Cancelled Chanting Circle");
    expect(page.html).toContain("Confirmed");
    expect(page.html).toContain(`${reference}-2`);
    expect(page.html).toContain("Ravi Verma");
    expect(page.html).toContain(`aria-label="QR code of ticket ${reference}-1"`);
    expect(page.html).toContain("Cancel my places");
    expect(page.html).not.toContain("Yes, cancel my places");

    const asking = await open(`${path}&cancel=1`);
    expect(asking.html).toContain("Cancel your 2 places? Nothing was paid, so nothing is refunded.");
    expect(asking.html).toContain("Yes, cancel my places");
    expect(asking.html).toContain('name="confirmed" value="yes"');

    const unconfirmed = await post(path, { t: registrationToken(secret(), reference) });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain("Yes, cancel my places");
    expect(unconfirmed.html).toContain(confirmMessages.confirmFirst);

    const cancelled = await post(path, { t: registrationToken(secret(), reference), confirmed: "yes" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain("Your places are cancelled.");
    const record = await site.app.services.programme.registration(reference, {
      token: registrationToken(secret(), reference),
    });
    expect(record.status).toBe("cancelled");
    expect((await open(path)).html).toContain("Cancelled");
    expect((await open(`/events/${item.slug}`)).html).toContain("5 seats left");
  });

  it("says the server's refusal once the terms have passed", async () => {
    const item = await makeItem({
      title: "Late Cancel Havan",
      cancel_days_before: 3,
      cancellation_terms: "Cancel up to three days before.",
      sessions: [{ day: dayIn(10), start_time: "18:00", end_time: "20:00" }],
    });
    const reference = await book(item.slug, ["Asha Verma"]);
    // eight days on, the third day before the session is past
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 8 * 24 * 3600 * 1000);
    const path = registrationPath(reference);
    expect((await open(path)).html).not.toContain("Yes, cancel my places");
    const refused = await post(path, { t: registrationToken(secret(), reference), confirmed: "yes" });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("so this registration can no longer be cancelled.");
    expect(refused.html).toContain("Cancel up to three days before.");
  });

  it("answers 404 for a forged link; the signed-in owner sees it without one, another member does not", async () => {
    const owner = await createMember(site, "Kavya Menon");
    const other = await createMember(site, "Arjun Pillai");
    const item = await makeItem({ title: "Owner's Yoga Nidra", capacity: 5 });
    const booked = await post(`/events/${item.slug}`, { places: "1", "attendees.0.name": "Kavya Menon" }, owner);
    expect(booked.status).toBe(201);
    const reference = /data-testid="booking-reference">(VWC-E-\d{4}-\d+)</.exec(booked.html)![1];
    expect(
      (await open(registrationPath(reference, registrationToken({ feedSecret: "forged" }, reference)))).status,
    ).toBe(404);
    expect((await open(`/events/registrations/${reference}`)).status).toBe(404);
    const mine = await open(`/events/registrations/${reference}`, owner);
    expect(mine.status).toBe(200);
    expect(mine.html).toContain(`${reference}-1`);
    expect((await open(`/events/registrations/${reference}`, other)).status).toBe(404);
  });
});

describe("the portal's Bookings tab", () => {
  it("links each place to its registration page, and shows the item's Hindi title on a Hindi page", async () => {
    const member = await createMember(site, "Nisha Sethi");
    const item = await makeItem({ title: "Portal Sandhya Aarti", title_hi: "पोर्टल संध्या आरती", capacity: 5 });
    const booked = await post(`/events/${item.slug}`, { places: "1", "attendees.0.name": "Nisha Sethi" }, member);
    const reference = /data-testid="booking-reference">(VWC-E-\d{4}-\d+)</.exec(booked.html)![1];
    const tab = await open("/dashboard?tab=bookings", member);
    expect(tab.html).toContain(`href="/events/registrations/${reference}"`);
    expect(tab.html).toContain("Portal Sandhya Aarti");
    await setLanguage(site, member, "hi");
    const hindi = await open("/dashboard?tab=bookings&lng=hi", member);
    expect(hindi.html).toContain("पोर्टल संध्या आरती");
    expect(hindi.html).not.toContain("Portal Sandhya Aarti");
  });
});

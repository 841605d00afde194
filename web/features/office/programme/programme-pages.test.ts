import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { officeMessages } from "../../../../common/office";
import { programmeMessages } from "../../../../common/programme";
import { programmeOfficeMessages as m } from "../../../../common/programme-form";
import { programmeItemInput } from "../../../../common/programme-schemas";
import { auditEvents, programmeItems, programmeSessions } from "../../../../server/db/schema";
import { mailAbout, startMailCatcher, type MailCatcher } from "../../../../server/test/mail-catcher";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage as postPageUnread, type SitePage } from "../../../../server/test/site-requests";

/*
 * The office's programme pages as the server renders them, before any script: who may open each (content keeps the
 * items, the front office checks tickets in, an administrator both), the list with its search and empty state, the
 * item's form posted without JavaScript (field messages, "Add a session", created and edited, audited), and check-in
 * by a ticket's reference (who came, a second check-in and an unknown ticket said plainly).
 */

let site: TestSite;
let mail: MailCatcher;
let content: TestMember;
let frontOffice: TestMember;
let accounts: TestMember;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  mail = await startMailCatcher();
  site = await openTestSite({ SMTP_URL: mail.url });
  content = await staffMember(site, "content");
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  admin = await staffMember(site, "admin");
  member = await createMember(site, "Ishita Sharma");
});
afterAll(async () => {
  await site?.close();
  await mail?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);
/** A form posted, its answer read at once (an unread body keeps the connection busy, and the site from closing). */
const postPage = async (...args: Parameters<typeof postPageUnread>): Promise<SitePage> => {
  const page = await postPageUnread(...args);
  const text = await page.text();
  return { status: page.status, headers: page.headers, text: async () => text };
};
const statusOf = async (path: string, who?: TestMember) => {
  const page = await open(path, who);
  await page.text();
  return page.status;
};
const dayIn = (days: number) => addClubDays(clubToday(), days);

/** The item form's fields as a browser without JavaScript posts them: two rows of sessions. */
const itemForm = (fields: Record<string, string> = {}) => ({
  title: "",
  slug: "",
  kind: "event",
  location: "",
  instructor: "",
  level: "",
  image: "",
  description: "",
  "sessions.0.id": "",
  "sessions.0.day": "",
  "sessions.0.start_time": "",
  "sessions.0.end_time": "",
  "sessions.1.id": "",
  "sessions.1.day": "",
  "sessions.1.start_time": "",
  "sessions.1.end_time": "",
  capacity: "",
  price: "0",
  who_may_book: "anyone",
  cancellation_terms: "",
  title_hi: "",
  description_hi: "",
  ...fields,
});

describe("/admin/programme", () => {
  it.each([
    ["a member", () => member, officeMessages.staffOnly],
    ["accounts", () => accounts, officeMessages.roleNotAllowed],
    ["the front office", () => frontOffice, officeMessages.roleNotAllowed],
  ])("refuses %s (403), the list and the form alike", async (_label, who, message) => {
    for (const path of ["/admin/programme", "/admin/programme/new"]) {
      const page = await open(path, who());
      expect(page.status, path).toBe(403);
      expect(await page.text()).toContain(message);
    }
  });

  it("sends the signed-out to sign-in; content and an administrator see the items with places and price", async () => {
    const anonymous = await open("/admin/programme");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fprogramme");
    expect(await statusOf("/admin/programme", admin)).toBe(200);

    const html = await (await open("/admin/programme", content)).text();
    expect(html).toContain("Foundations of Vedanta");
    expect(html).toMatch(/<label for="programme-q"[^>]*>Search by title or instructor<\/label>/);
    expect(html).toContain("Places taken");
    expect(html).toContain("Published");
    expect(html).toMatch(/href="\/admin\/programme\/new"/);
    const [vedanta] = await site.database.db
      .select()
      .from(programmeItems)
      .where(eq(programmeItems.title, "Foundations of Vedanta"));
    expect(html).toContain(`${vedanta.seatsTaken} of ${vedanta.capacity}`);
    expect(html).toContain(`href="/admin/programme/${vedanta.id}"`);

    const found = await (await open("/admin/programme?q=vedanta", content)).text();
    expect(found).toMatch(/1 item found/);
    expect(found).not.toContain("Hatha Yoga: The First Steps");
    const none = await (await open("/admin/programme?q=no-such-thing&when=past", content)).text();
    expect(none).toContain(m.noMatch);
    expect(none).toMatch(/<a [^>]*href="\/admin\/programme"[^>]*>show everything to come<\/a>/);
    expect(await (await open("/admin/programme?kind=party", content)).text()).toContain(m.kindFilter);
  });

  it("answers 404 for an item that does not exist", async () => {
    expect(await statusOf("/admin/programme/00000000-0000-4000-8000-000000000000", content)).toBe(404);
  });
});

describe("the programme item's form without JavaScript", () => {
  it("says each field's message; a session that ends before it starts is refused on its row", async () => {
    const empty = await postPage(site, "/admin/programme/new", itemForm(), content);
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    for (const message of [programmeMessages.title, programmeMessages.instructor, programmeMessages.sessions])
      expect(refused).toContain(message);
    expect(refused).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="title"|name="title"[^>]*aria-invalid="true"/);

    const backwards = await postPage(
      site,
      "/admin/programme/new",
      itemForm({
        title: "Kirtan at dusk",
        instructor: "Meera Iyer",
        location: "online",
        image: "scenes/river-aarti",
        description: "Songs of the evening, sung together.",
        capacity: "30",
        // the first row left empty: the row with the mistake is shown first, with its message
        "sessions.1.day": dayIn(5),
        "sessions.1.start_time": "19:00",
        "sessions.1.end_time": "18:00",
      }),
      content,
    );
    expect(backwards.status).toBe(400);
    const html = await backwards.text();
    expect(html).toContain(programmeMessages.sessionTimes);
    expect(html).toMatch(new RegExp(`id="programme-session-\\d+-day"[^>]*value="${dayIn(5)}"`));
    expect(html).toMatch(/<label for="programme-session-\d+-end"[^>]*>Session 1: end<\/label>/);
    // what was typed is kept
    expect(html).toContain('value="Kirtan at dusk"');
  });

  it('"Add a session" shows the form again with one more row, nothing saved', async () => {
    const before = await site.database.db.select({ id: programmeItems.id }).from(programmeItems);
    const page = await postPage(
      site,
      "/admin/programme/new",
      itemForm({ intent: "session.add", title: "Not yet", "sessions.0.day": dayIn(3) }),
      content,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Session 3: day");
    expect(html).not.toContain("Session 4: day");
    expect(html).toContain(`value="${dayIn(3)}"`);
    expect(html).toContain('value="Not yet"');
    expect(await site.database.db.select({ id: programmeItems.id }).from(programmeItems)).toHaveLength(before.length);
  });

  it("creates an item with two sessions and publishes it; edits it, a session removed; audited", async () => {
    const created = await postPage(
      site,
      "/admin/programme/new",
      itemForm({
        title: "Sound Healing Circle",
        kind: "course",
        location: "Rishikesh",
        instructor: "Anil Kapoor",
        level: "All levels",
        image: "scenes/meditation-hall",
        description: "Two evenings of bowls, gongs and silence by the Ganga.",
        "sessions.0.day": dayIn(12),
        "sessions.0.start_time": "17:30",
        "sessions.0.end_time": "19:00",
        "sessions.1.day": dayIn(19),
        "sessions.1.start_time": "17:30",
        "sessions.1.end_time": "19:00",
        capacity: "24",
        price: "1500",
        who_may_book: "members",
        full_members_free: "on",
        cancellation_terms: "Full refund up to 7 days before.",
        title_hi: "ध्वनि चिकित्सा मंडल",
        published: "on",
      }),
      content,
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(
      `/admin/programme?when=all&q=Sound%20Healing%20Circle&saved=${encodeURIComponent(programmeMessages.created)}`,
    );
    const [item] = await site.database.db
      .select()
      .from(programmeItems)
      .where(eq(programmeItems.slug, "sound-healing-circle"));
    expect(item).toMatchObject({
      kind: "course",
      location: "Rishikesh",
      level: "All levels",
      capacity: 24,
      price: 1500,
      whoMayBook: "members",
      fullMembersFree: true,
      published: true,
      titleHi: "ध्वनि चिकित्सा मंडल",
      descriptionHi: null,
    });
    const sessions = await site.database.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, item.id))
      .orderBy(asc(programmeSessions.startsAt));
    expect(sessions.map((s) => s.day)).toEqual([dayIn(12), dayIn(19)]);
    const [audit] = await site.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "programme.created"), eq(auditEvents.subjectId, item.id)));
    expect(audit.userId).toBe(content.id);

    const listed = await (await open(created.headers.get("location")!, content)).text();
    expect(listed).toContain(programmeMessages.created);
    expect(listed).toContain("Sound Healing Circle");
    expect(listed).toContain("₹1,500");
    expect(listed).toContain("0 of 24");

    const form = await (await open(`/admin/programme/${item.id}`, admin)).text();
    expect(form).toContain("Edit Sound Healing Circle");
    expect(form).toContain(`name="sessions.1.id" value="${sessions[1].id}"`);
    expect(form).toMatch(/<input[^>]*name="published"[^>]*checked=""/);
    const saved = await postPage(
      site,
      `/admin/programme/${item.id}`,
      itemForm({
        title: "Sound Healing Circle",
        slug: "sound-healing-circle",
        kind: "course",
        location: "online",
        instructor: "Anil Kapoor",
        image: "scenes/meditation-hall",
        description: "Two evenings of bowls, gongs and silence by the Ganga.",
        "sessions.0.id": sessions[0].id,
        "sessions.0.day": dayIn(12),
        "sessions.0.start_time": "18:00",
        "sessions.0.end_time": "19:30",
        "sessions.1.id": sessions[1].id,
        "sessions.1.day": dayIn(19),
        "sessions.1.start_time": "17:30",
        "sessions.1.end_time": "19:00",
        "sessions.1.remove": "on",
        capacity: "30",
        price: "1500",
      }),
      admin,
    );
    expect(saved.status).toBe(302);
    const [after] = await site.database.db.select().from(programmeItems).where(eq(programmeItems.id, item.id));
    expect(after).toMatchObject({ location: null, capacity: 30, published: false, level: null, titleHi: null });
    const left = await site.database.db.select().from(programmeSessions).where(eq(programmeSessions.itemId, item.id));
    expect(left.map((s) => [s.id, s.day])).toEqual([[sessions[0].id, dayIn(12)]]);
    expect(await (await open("/admin/programme?q=sound&when=all", content)).text()).toContain("Online");
  });

  it("a slug another item has is refused on the slug's field (409)", async () => {
    const taken = await postPage(
      site,
      "/admin/programme/new",
      itemForm({
        title: "Another Vedanta",
        slug: "foundations-of-vedanta",
        location: "Solan",
        instructor: "Anil Kapoor",
        image: "scenes/vedic-class",
        description: "The same address as a course the club has.",
        "sessions.0.day": dayIn(30),
        "sessions.0.start_time": "09:00",
        "sessions.0.end_time": "10:00",
        capacity: "10",
      }),
      content,
    );
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain(programmeMessages.slugTaken);
    expect(html).toMatch(/id="programme-slug"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="programme-slug"/);
  });
});

describe("check-in at a session", () => {
  let itemId: string;
  let slug: string;
  let ticket: string;

  beforeAll(async () => {
    const item = await site.app.services.programmeOffice.create(
      { id: content.id, role: "content" },
      programmeItemInput.parse({
        title: "Dawn Pranayama",
        kind: "course",
        description: "Breath before sunrise, on the yoga deck.",
        image: "scenes/sunrise-yoga",
        instructor: "Lakshmi Nair",
        location: "Solan",
        sessions: [
          { day: dayIn(1), start_time: "06:00", end_time: "07:00" },
          { day: dayIn(8), start_time: "06:00", end_time: "07:00" },
        ],
        capacity: 10,
        price: 0,
        published: true,
      }),
    );
    itemId = item._id;
    slug = item.slug;
    const booked = await site.app.inject({
      method: "POST",
      url: `/api/events/${slug}/registrations`,
      payload: {
        attendees: [{ name: "Gauri Desai" }],
        booker: { name: "Gauri Desai", email: "gauri.desai@example.org", phone: "+91 98100 12345" },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    ticket = booked.json().data.tickets[0].reference;
  });

  it.each([
    ["content", () => content, 200, 403],
    ["accounts", () => accounts, 403, 403],
    ["the front office", () => frontOffice, 200, 200],
    ["an administrator", () => admin, 200, 200],
  ])("as %s the item's check-in page answers %s and the desk %s", async (_label, who, item, desk) => {
    expect(await statusOf(`/admin/programme/${itemId}/check-in`, who())).toBe(item);
    expect(await statusOf("/admin/check-in", who())).toBe(desk);
  });

  it("content staff see the attendees, their CSV and the message form, but no check-in form, and cannot post one", async () => {
    const path = `/admin/programme/${itemId}/check-in`;
    const page = await (await open(path, content)).text();
    expect(page).toContain("Gauri Desai");
    expect(page).toMatch(new RegExp(`<a href="/api/admin/programme/${itemId}/attendees.csv" download=""`));
    expect(page).toMatch(/Message this session(&#x27;|&#39;|')s attendees/);
    expect(page).not.toContain("Ticket reference");
    const refused = await postPage(site, path, { reference: ticket }, content);
    expect(refused.status).toBe(403);
    const desk = await (await open(path, frontOffice)).text();
    expect(desk).toContain("Ticket reference");
    expect(desk).toContain(`/api/admin/programme/${itemId}/attendees.csv`);
  });

  it.each([
    ["the front office", () => frontOffice],
    ["content", () => content],
  ])("%s writes to the session's attendees: refused without a subject, then queued and mailed", async (_label, who) => {
    const path = `/admin/programme/${itemId}/check-in`;
    const [first] = await site.database.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, itemId))
      .orderBy(asc(programmeSessions.startsAt));
    const empty = await postPage(
      site,
      path,
      { intent: "message", session_id: first.id, subject: "", body: "Bring a blanket." },
      who(),
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(programmeMessages.messageSubject);

    const subject = `Bring a blanket (${_label})`;
    const sent = await postPage(
      site,
      path,
      {
        intent: "message",
        session_id: first.id,
        subject,
        body: "The deck is cold before sunrise: bring a blanket and a shawl.",
      },
      who(),
    );
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(programmeMessages.messageSent(1));
    const caught = await mailAbout(mail, "gauri.desai@example.org", new RegExp(subject.replace(/[()]/g, "\\$&")));
    expect(caught.text).toContain("bring a blanket and a shawl");

    const elsewhere = await postPage(
      site,
      path,
      { intent: "message", session_id: "00000000-0000-4000-8000-000000000000", subject, body: "Not this session." },
      who(),
    );
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain(programmeMessages.sessionNotFound);
  });

  it("the attendees' CSV the link leads to is the front office's and content's, a ticket a line", async () => {
    for (const who of [frontOffice, content]) {
      const csv = await site.app.inject({
        method: "GET",
        url: `/api/admin/programme/${itemId}/attendees.csv`,
        headers: who.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(ticket);
    }
    const refused = await site.app.inject({
      method: "GET",
      url: `/api/admin/programme/${itemId}/attendees.csv`,
      headers: accounts.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("opens on the next session with its attendees; a ticket typed is checked in, a second time and an unknown one said plainly", async () => {
    const path = `/admin/programme/${itemId}/check-in`;
    const page = await (await open(path, frontOffice)).text();
    expect(page).toContain("Check-in: Dawn Pranayama");
    expect(page).toContain("Gauri Desai");
    expect(page).toContain("0 of 1 checked in");
    expect(page).toContain("Not yet");
    expect(page).toMatch(/<label for="check-in-reference"[^>]*>Ticket reference<\/label>/);
    // the camera is offered by the page's script only where the browser reads QR codes
    expect(page).not.toContain("Scan with the camera");
    const [first] = await site.database.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, itemId))
      .orderBy(asc(programmeSessions.startsAt));
    expect(page).toContain(`name="session_id" value="${first.id}"`);

    const done = await postPage(site, path, { reference: ticket.toLowerCase(), session_id: first.id }, frontOffice);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain(m.checkedIn("Gauri Desai"));
    expect(html).toContain("1 of 1 checked in");
    expect(html).toMatch(/Checked in at \d\d:\d\d [ap]m/i);

    const again = await postPage(site, path, { reference: ticket, session_id: first.id }, admin);
    expect(again.status).toBe(409);
    // said in an alert the reference field is described by
    const refused = await again.text();
    expect(refused).toMatch(/role="alert"[^>]*>This ticket was already checked in for this session at \d/);
    expect(refused).toMatch(/id="check-in-reference"[^>]*aria-describedby="check-in-reference-hint check-in-error"/);

    const unknown = await postPage(site, path, { reference: "VWC-E-1999-1-1", session_id: first.id }, frontOffice);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(programmeMessages.ticketNotFound);

    const empty = await postPage(site, path, { reference: " ", session_id: first.id }, frontOffice);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(m.ticketRequired);

    // the other session: nobody checked in yet
    const [, second] = await site.database.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, itemId))
      .orderBy(asc(programmeSessions.startsAt));
    expect(await (await open(`${path}?session=${second.id}`, frontOffice)).text()).toContain("0 of 1 checked in");
  });

  it("the front office's check-in lists the items to come; a ticket whose item has no session today says so (409)", async () => {
    const desk = await (await open("/admin/check-in", frontOffice)).text();
    expect(desk).toContain("Dawn Pranayama");
    expect(desk).toContain(`href="/admin/programme/${itemId}/check-in"`);
    const refused = await postPage(site, "/admin/check-in", { reference: ticket }, frontOffice);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(programmeMessages.noSessionToday);
  });
});

describe("cancelling on the item's page", () => {
  let itemId: string;
  let sessions: { id: string; day: string }[];

  beforeAll(async () => {
    const item = await site.app.services.programmeOffice.create(
      { id: content.id, role: "content" },
      programmeItemInput.parse({
        title: "Moonlit Kirtan",
        kind: "course",
        description: "Songs under the full moon, three evenings.",
        image: "scenes/river-aarti",
        instructor: "Meera Iyer",
        location: "Rishikesh",
        sessions: [
          { day: dayIn(20), start_time: "19:00", end_time: "20:30" },
          { day: dayIn(27), start_time: "19:00", end_time: "20:30" },
        ],
        capacity: 10,
        price: 0,
        published: true,
      }),
    );
    itemId = item._id;
    const booked = await site.app.inject({
      method: "POST",
      url: `/api/events/${item.slug}/registrations`,
      payload: {
        attendees: [{ name: "Rohan Mehta" }],
        booker: { name: "Rohan Mehta", email: "rohan.mehta@example.org", phone: "+91 98100 54321" },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    sessions = (
      await site.database.db
        .select()
        .from(programmeSessions)
        .where(eq(programmeSessions.itemId, itemId))
        .orderBy(asc(programmeSessions.startsAt))
    ).map((s) => ({ id: s.id, day: s.day }));
  });

  it("offers Cancel this item and Cancel this session to content staff, saying what follows", async () => {
    const html = await (await open(`/admin/programme/${itemId}`, content)).text();
    expect(html).toContain("Cancel this item");
    expect(html.match(/Cancel this session/g)).toHaveLength(2);
    expect(html).toContain('name="intent" value="item.cancel"');
    expect(html).toContain(`name="session_id" value="${sessions[1].id}"`);
  });

  it.each([
    ["the front office", () => frontOffice],
    ["accounts", () => accounts],
  ])("refuses %s a cancellation (403)", async (_label, who) => {
    const page = await postPage(
      site,
      `/admin/programme/${itemId}`,
      { intent: "item.cancel", reason: "The teacher is unwell.", confirmed: "yes" },
      who(),
    );
    expect(page.status).toBe(403);
  });

  it("a session: refused without a reason and unconfirmed; confirmed, it is cancelled, the booker mailed", async () => {
    const path = `/admin/programme/${itemId}`;
    const fields = { intent: "session.cancel", session_id: sessions[1].id };
    const noReason = await postPage(site, path, { ...fields, reason: "", confirmed: "yes" }, content);
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain(programmeMessages.cancelReason);

    const unconfirmed = await postPage(site, path, { ...fields, reason: "The hall is being repaired." }, content);
    expect(unconfirmed.status).toBe(400);
    const asked = await unconfirmed.text();
    expect(asked).toContain("Confirm cancelling the session");
    expect(asked).toContain('name="confirmed" value="yes"');
    const [still] = await site.database.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.id, sessions[1].id));
    expect(still.cancelledAt).toBeNull();

    const done = await postPage(
      site,
      path,
      { ...fields, reason: "The hall is being repaired.", confirmed: "yes" },
      content,
    );
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain(programmeMessages.sessionCancelled(1, 0));
    expect(html).toContain("· Cancelled");
    // the last session still on is cancelled with the item, not alone
    expect(html.match(/Cancel this session/g)).toBeNull();
    const caught = await mailAbout(mail, "rohan.mehta@example.org", /^Session cancelled: Moonlit Kirtan/);
    expect(caught.text).toContain("The hall is being repaired.");
  });

  it("the item: unconfirmed refused; confirmed, it shows cancelled and everyone booked is mailed", async () => {
    const path = `/admin/programme/${itemId}`;
    const unconfirmed = await postPage(site, path, { intent: "item.cancel", reason: "The teacher is unwell." }, admin);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Confirm cancelling the item");
    const [before] = await site.database.db.select().from(programmeItems).where(eq(programmeItems.id, itemId));
    expect(before.cancelledAt).toBeNull();

    const done = await postPage(
      site,
      path,
      { intent: "item.cancel", reason: "The teacher is unwell.", confirmed: "yes" },
      content,
    );
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain(programmeMessages.itemCancelledOffice(1, 0));
    expect(html).toContain("This event, retreat or course is cancelled.");
    expect(html).not.toContain("Cancel this item");
    const caught = await mailAbout(mail, "rohan.mehta@example.org", "Cancelled: Moonlit Kirtan");
    expect(caught.text).toContain("The teacher is unwell.");

    const again = await postPage(
      site,
      path,
      { intent: "item.cancel", reason: "The teacher is unwell.", confirmed: "yes" },
      content,
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(programmeMessages.itemAlreadyCancelled);
  });
});

describe("the office home's programme count", () => {
  it("shows today's sessions with their attendance to the front office (to check-in) and content (to the programme)", async () => {
    for (const [who, to] of [
      [frontOffice, "/admin/check-in"],
      [content, "/admin/programme"],
      [admin, "/admin/check-in"],
    ] as const) {
      const html = await (await open("/admin", who)).text();
      const card = html.match(/<a[^>]*aria-label="Programme sessions today: (\d+), (\d+) of (\d+) checked in"[^>]*>/);
      expect(card, who.name).not.toBeNull();
      expect(card![0]).toContain(`href="${to}"`);
    }
    const html = await (await open("/admin", accounts)).text();
    expect(html).not.toContain("Programme sessions today");
  });
});

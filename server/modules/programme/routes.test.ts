import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { programmeMessages as m, sessionMoment } from "../../../common/programme.ts";
import { programmeItemInput, type ProgrammeItemInput } from "../../../common/programme-schemas.ts";
import { auditEvents, programmeItems, programmeRegistrations } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp, jobsDone } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, giveFullMembership, signInEveryRole, type Caller, type TestMember } from "../../test/members.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";

/*
 * The programme through the real HTTP stack: the office keeps events, retreats and courses (content may, the other
 * roles may not); the public lists and books them; the database decides the last places; paid places go through
 * the Razorpay stand-in (held 15 minutes); the front office checks tickets in; the day before, a reminder goes.
 */

const keys = { keyId: "rzp_test_programme", keySecret: "programme_key_secret_42", webhookSecret: "programme_hook_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let webhookUrl: string;
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
let address = 1;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({
    ...razorpayEnv(keys, standIn),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const bound = t.app.server.address();
  webhookUrl = `http://127.0.0.1:${typeof bound === "object" && bound ? bound.port : 0}/api/payments/razorpay/webhook`;
  ({ staff, callerFor } = await signInEveryRole(t, "Kavya Menon"));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const send = (method: "GET" | "POST" | "PATCH", url: string, who?: TestMember, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
    remoteAddress: `192.0.2.${(address++ % 250) + 1}`,
  });

const dayIn = (days: number) => addClubDays(clubToday(), days);
let itemNumber = 0;
/** An item's fields, published, with one session `days` from today (10:00–12:00 India time) unless told. */
const itemFields = (extra: Partial<ProgrammeItemInput> = {}) =>
  ({
    title: `Satsang by the river ${++itemNumber}`,
    kind: "event",
    description: "An evening of kirtan and silence by the river, with chai after.",
    image: "scenes/event-retreat",
    instructor: "Swami Prakashananda",
    location: "Rishikesh",
    sessions: [{ day: dayIn(10), start_time: "10:00", end_time: "12:00" }],
    capacity: 20,
    price: 0,
    published: true,
    ...extra,
  }) as ProgrammeItemInput;
/** An item made by the office's service (its API is tested on its own below). */
const makeItem = (extra: Partial<ProgrammeItemInput> = {}) =>
  t.app.services.programmeOffice.create(
    { id: staff.content.id, role: "content" },
    programmeItemInput.parse(itemFields(extra)),
  );
const visitor = (name = "Devika Rao") => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}.${itemNumber}${address}@example.org`,
  phone: "+91 98765 43210",
});
const book = (slug: string, body: object, who?: TestMember) =>
  send("POST", `/api/events/${slug}/registrations`, who, body);

describe("the office keeps the programme", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 403],
    ["content", "content", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: list, create and edit as the role allows", async (label, who, status) => {
    const person = callerFor(who);
    expect((await send("GET", "/api/admin/programme", person)).statusCode).toBe(status);
    const created = await send("POST", "/api/admin/programme", person, itemFields({ published: false }));
    expect(created.statusCode, created.body).toBe(status === 200 ? 201 : status);
    const [any] = await t.database.db.select({ id: programmeItems.id }).from(programmeItems).limit(1);
    const edited = await send("PATCH", `/api/admin/programme/${any.id}`, person, { instructor: `Led by ${label}` });
    expect(edited.statusCode, edited.body).toBe(status);
  });

  it("creates with a slug from the title, edits sessions and capacity, audits before → after", async () => {
    const res = await send("POST", "/api/admin/programme", staff.content, {
      ...itemFields({ title: "Kirtan Evening in Solan", location: "Solan", capacity: 2 }),
      title_hi: "सोलन में कीर्तन संध्या",
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({
      slug: "kirtan-evening-in-solan",
      location: "Solan",
      online: false,
      seats_left: 2,
      seats_taken: 0,
      hi: { title: "सोलन में कीर्तन संध्या" },
    });
    expect(item.sessions[0]).toMatchObject({ day: dayIn(10), start_time: "10:00", end_time: "12:00" });
    expect(item.sessions[0].starts_at).toBe(sessionMoment(dayIn(10), "10:00"));
    const again = await send("POST", "/api/admin/programme", staff.content, { ...itemFields(), slug: item.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.slugTaken);

    const edited = await send("PATCH", `/api/admin/programme/${item._id}`, staff.admin, {
      capacity: 30,
      sessions: [
        { id: item.sessions[0]._id, day: dayIn(10), start_time: "17:00", end_time: "19:00" },
        { day: dayIn(11), start_time: "17:00", end_time: "19:00" },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.sessions.map((s: { start_time: string }) => s.start_time)).toEqual(["17:00", "17:00"]);
    expect(edited.json().data.sessions[0]._id).toBe(item.sessions[0]._id);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "programme.updated"), eq(auditEvents.subjectId, item._id)));
    expect(audit.detail).toMatchObject({ before: { capacity: 2 }, after: { capacity: 30 } });

    const bad = await send("PATCH", `/api/admin/programme/${item._id}`, staff.content, {
      sessions: [{ day: dayIn(10), start_time: "19:00", end_time: "17:00" }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the public programme", () => {
  it("lists the published items still to come with sessions, price and places; filters kind, location, month", async () => {
    const all = await send("GET", "/api/events?limit=50");
    expect(all.statusCode).toBe(200);
    const slugs = all.json().data.items.map((i: { slug: string }) => i.slug);
    expect(slugs).toEqual(expect.arrayContaining(["winter-silence-retreat-on-the-ganga", "foundations-of-vedanta"]));
    const courses = (await send("GET", "/api/events?kind=course&limit=50")).json().data.items;
    expect(courses.filter((c: { slug: string }) => !c.slug.startsWith("satsang"))).toHaveLength(4);
    expect(courses[0]).toMatchObject({ kind: "course", online: true, location: null, level: "Beginner" });
    expect(courses[0].sessions).toHaveLength(4);
    const online = (await send("GET", "/api/events?location=online&limit=50")).json().data.items;
    expect(online.every((i: { online: boolean }) => i.online)).toBe(true);
    const rishikesh = (await send("GET", "/api/events?location=rishikesh&limit=50")).json().data.items;
    expect(rishikesh.every((i: { location: string }) => i.location === "Rishikesh")).toBe(true);
    const month = dayIn(100).slice(0, 7);
    const inMonth = (await send("GET", `/api/events?month=${month}&limit=50`)).json().data.items;
    expect(inMonth.map((i: { slug: string }) => i.slug)).toContain("international-day-of-yoga-in-solan");
    expect((await send("GET", "/api/events?month=2027-13")).statusCode).toBe(400);
    expect((await send("GET", "/api/events?location=goa")).statusCode).toBe(400);
  });

  it("an item's detail by its slug; an unpublished one is not found", async () => {
    const res = await send("GET", "/api/events/international-day-of-yoga-in-solan");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 0, capacity: 200, who_may_book: "anyone" });
    const hidden = await makeItem({ published: false });
    const missing = await send("GET", `/api/events/${hidden.slug}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.itemNotFound);
  });
});

describe("booking places", () => {
  it("a visitor's free booking: 201 with a reference and a ticket each, mailed with QR codes and an .ics", async () => {
    const item = await makeItem({ capacity: 10 });
    const booker = visitor("Devika Rao");
    const res = await book(item.slug, {
      attendees: [{ name: "Devika Rao" }, { name: "Ira Rao", email: "ira@example.org" }],
      booker,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.reference).toMatch(/^VWC-E-\d{4}-\d+$/);
    expect(data).toMatchObject({ status: "confirmed", seats: 2, amount: 0, payment: null });
    expect(data.tickets.map((x: { reference: string }) => x.reference)).toEqual([
      `${data.reference}-1`,
      `${data.reference}-2`,
    ]);
    const mail = await mailAbout(t.mail, booker.email, `Your place is booked: ${item.title} (${data.reference})`);
    expect(mail.text).toContain(`${data.reference}-2: Ira Rao`);
    expect(mail.raw).toContain(`ticket-${data.reference}-1.png`);
    expect(mail.raw).toContain(`ticket-${data.reference}-2.png`);
    expect(mail.raw).toContain("image/png");
    expect(mail.raw).toContain(`${data.reference}.ics`);
    expect(mail.raw).toContain("text/calendar");
    expect((await send("GET", `/api/events/${item.slug}`)).json().data.seats_left).toBe(8);
  });

  it("a visitor without their details is refused with the message", async () => {
    const item = await makeItem();
    const res = await book(item.slug, { attendees: [{ name: "Devika Rao" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.bookerRequired);
  });

  it("a members-only item refuses a visitor with 403 and takes a member", async () => {
    const item = await makeItem({ who_may_book: "members" });
    const refused = await book(item.slug, { attendees: [{ name: "Devika Rao" }], booker: visitor() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(m.membersOnly);
    const member = await createMember(t, "Rohit Bhatia");
    const taken = await book(item.slug, { attendees: [{ name: "Rohit Bhatia" }] }, member);
    expect(taken.statusCode, taken.body).toBe(201);
    const full = await makeItem({ who_may_book: "full-members" });
    const notFull = await book(full.slug, { attendees: [{ name: "Rohit Bhatia" }] }, member);
    expect(notFull.statusCode).toBe(403);
    expect(notFull.json().message).toBe(m.fullMembersOnly);
  });

  it("50 requests at once for the last 3 places: exactly 3 succeed, the rest 409", async () => {
    const item = await makeItem({ capacity: 5 });
    expect(
      (await book(item.slug, { attendees: [{ name: "A One" }, { name: "A Two" }], booker: visitor() })).statusCode,
    ).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(item.slug, { attendees: [{ name: `Guest ${i}` }], booker: visitor(`Guest Number ${i}`) }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(m.seatsLeft(0));
    const [row] = await t.database.db.select().from(programmeItems).where(eq(programmeItems.id, item._id));
    expect(row.seatsTaken).toBe(5);
    const two = await book(item.slug, { attendees: [{ name: "X" + "x" }, { name: "Yy" }], booker: visitor() });
    expect(two.statusCode).toBe(409);
  });

  it("paid places: an order for the server's amount, confirmed by the signature, the webhook credits once", async () => {
    const item = await makeItem({ price: 2500, capacity: 10 });
    const booker = visitor("Nandini Kapoor");
    const res = await book(item.slug, {
      attendees: [{ name: "Nandini Kapoor" }, { name: "Arav Kapoor" }],
      booker,
      amount: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json().data;
    expect(held).toMatchObject({ status: "held", amount: 5000 });
    expect(held.payment).toMatchObject({ amount: 500000, currency: "INR", key_id: keys.keyId });
    expect(standIn.orders.get(held.payment.order_id)!.amount).toBe(500000);

    const paid = standIn.pay(held.payment.order_id);
    const wrong = await send("POST", "/api/events/payments/verify", undefined, {
      ...paid,
      razorpay_signature: "0".repeat(64),
    });
    expect(wrong.statusCode).toBe(400);
    const verified = await send("POST", "/api/events/payments/verify", undefined, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ reference: held.reference, status: "confirmed" });
    // the confirmation carries the places' invoice, drawn and sealed when the mail is sent
    await jobsDone(t, 90_000);
    await mailAbout(t.mail, booker.email, `Your place is booked: ${item.title} (${held.reference})`);
    const hook = await standIn.sendWebhook(webhookUrl, "payment.captured", { orderId: held.payment.order_id });
    expect(hook.status).toBe(200);
    expect(JSON.parse(hook.body).data).toEqual({ processed: true, credited: false });

    // a second registration credited by the webhook first, and its replay changes nothing
    const second = (await book(item.slug, { attendees: [{ name: "Tara Sen" }], booker: visitor("Tara Sen") })).json()
      .data;
    standIn.pay(second.payment.order_id);
    const first = await standIn.sendWebhook(webhookUrl, "payment.captured", { orderId: second.payment.order_id });
    expect(JSON.parse(first.body).data).toEqual({ processed: true, credited: true });
    const replay = await standIn.sendWebhook(webhookUrl, "payment.captured", {
      orderId: second.payment.order_id,
      eventId: first.eventId,
    });
    expect(JSON.parse(replay.body).data).toEqual({ processed: false, credited: false });
    const credits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "programme.paid-online")));
    expect(credits.filter((a) => (a.detail as { reference: string }).reference === second.reference)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(programmeRegistrations)
      .where(eq(programmeRegistrations.reference, second.reference));
    expect(row.status).toBe("confirmed");
  });

  it("held places are given back when the clock moves 16 minutes", async () => {
    const item = await makeItem({ price: 1500, capacity: 1 });
    const held = (await book(item.slug, { attendees: [{ name: "Maya Iyer" }], booker: visitor("Maya Iyer") })).json()
      .data;
    expect(held.status).toBe("held");
    const meanwhile = await book(item.slug, { attendees: [{ name: "Kabir Shah" }], booker: visitor("Kabir Shah") });
    expect(meanwhile.statusCode).toBe(409);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect((await send("GET", `/api/events/${item.slug}`)).json().data.seats_left).toBe(0);
    const later = await book(item.slug, { attendees: [{ name: "Kabir Shah" }], booker: visitor("Kabir Shah") });
    expect(later.statusCode, later.body).toBe(201);
    const [expired] = await t.database.db
      .select()
      .from(programmeRegistrations)
      .where(eq(programmeRegistrations.reference, held.reference));
    expect(expired.status).toBe("expired");
  });

  it("a Full Member's own place is free where Full Members attend free; a guest of theirs pays", async () => {
    const member = await createMember(t, "Vikram Rathore");
    await giveFullMembership(t.database.db, member.id, dayIn(-10), dayIn(355));
    const item = await makeItem({ price: 4000, full_members_free: true });
    const own = await book(item.slug, { attendees: [{ name: "Vikram Rathore" }] }, member);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ status: "confirmed", amount: 0, payment: null });
    expect(own.json().data.tickets[0]).toMatchObject({ free: true, email: member.email });
    const withGuest = await book(
      item.slug,
      { attendees: [{ name: "Vikram Rathore" }, { name: "Sunita Rathore" }] },
      member,
    );
    expect(withGuest.json().data).toMatchObject({ status: "held", amount: 4000 });
    const mine = await send("GET", "/api/events/registrations/mine", member);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((r: { reference: string }) => r.reference)).toEqual([
      withGuest.json().data.reference,
      own.json().data.reference,
    ]);
    expect((await send("GET", "/api/events/registrations/mine")).statusCode).toBe(401);
  });
});

describe("check-in at a session", () => {
  it("200 the first time with the name and the session, 409 again with when, 404 unknown; per role", async () => {
    const item = await makeItem({
      sessions: [
        { day: dayIn(0), start_time: "10:00", end_time: "12:00" },
        { day: dayIn(1), start_time: "10:00", end_time: "12:00" },
      ],
    });
    // booked the day before (the clock moved back), checked in on the day of its first session
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(sessionMoment(dayIn(-1), "12:00")));
    const attendees = ["Asha", "Bela", "Chitra", "Dev", "Esha", "Farid"].map((name) => ({ name: `${name} Kumar` }));
    const booked = (await book(item.slug, { attendees, booker: visitor("Asha Kumar") })).json().data;
    const tickets: string[] = booked.tickets.map((x: { reference: string }) => x.reference);
    vi.useRealTimers();

    const checkIn = (reference: string, who?: TestMember, body?: object) =>
      send("POST", `/api/admin/tickets/${reference}/check-in`, who, body ?? {});
    const first = await checkIn(tickets[0], staff["front-office"]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      ticket: tickets[0],
      name: "Asha Kumar",
      registration: booked.reference,
      session: { day: dayIn(0), start_time: "10:00" },
    });
    const again = await checkIn(tickets[0], staff.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already checked in for this session at .* IST\.$/);
    const unknown = await checkIn("VWC-E-1999-1-1", staff["front-office"]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.ticketNotFound);
    // the next day's session, given by its id, is a session of its own
    const nextDay = await checkIn(tickets[0], staff["front-office"], { session_id: booked.sessions[1]._id });
    expect(nextDay.statusCode).toBe(200);

    for (const [who, status, ticket] of [
      [undefined, 401, tickets[1]],
      ["member", 403, tickets[1]],
      ["content", 403, tickets[1]],
      ["accounts", 403, tickets[1]],
      ["front-office", 200, tickets[2]],
      ["admin", 200, tickets[3]],
    ] as const) {
      expect((await checkIn(ticket, callerFor(who))).statusCode, `${who}`).toBe(status);
    }

    const list = await send(
      "GET",
      `/api/admin/programme/sessions/${booked.sessions[0]._id}/attendees`,
      staff["front-office"],
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.checked_in).toBe(3);
    expect(list.json().data.attendees).toHaveLength(6);
    expect(
      (await send("GET", `/api/admin/programme/sessions/${booked.sessions[0]._id}/attendees`, staff.content))
        .statusCode,
    ).toBe(403);

    const removing = await send("PATCH", `/api/admin/programme/${item._id}`, staff.content, {
      sessions: [{ id: booked.sessions[1]._id, day: dayIn(1), start_time: "10:00", end_time: "12:00" }],
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().message).toBe(m.sessionAttended);
  });
});

describe("the reminder the day before", () => {
  it("goes once, through the daily jobs run on the day before each session", async () => {
    const item = await makeItem({
      title: "Morning Pranayama",
      sessions: [
        { day: dayIn(5), start_time: "06:30", end_time: "07:30" },
        { day: dayIn(6), start_time: "06:30", end_time: "07:30" },
      ],
    });
    const booker = visitor("Leela Menon");
    const booked = (await book(item.slug, { attendees: [{ name: "Leela Menon" }], booker })).json().data;
    await mailAbout(t.mail, booker.email, /^Your place is booked/);
    const run = await t.app.services.jobs.runDaily(new Date(sessionMoment(dayIn(4), "12:00")));
    expect(run["programme-reminders"].ran).toBe(true);
    const reminder = await mailAbout(t.mail, booker.email, "Tomorrow: Morning Pranayama");
    expect(reminder.text).toContain(`${booked.reference}-1`);
    expect(await t.app.services.programme.sendReminders(dayIn(4))).toBe(0);
    await t.app.services.jobs.runDaily(new Date(sessionMoment(dayIn(5), "12:00")));
    await mailAbout(t.mail, booker.email, "Tomorrow: Morning Pranayama");
  });
});

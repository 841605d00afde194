import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityMessages } from "../../../common/activities.ts";
import { clubToday } from "../../../common/club-time.ts";
import { deskMessages } from "../../../common/office-stays.ts";
import { MIN_REVIEWS_TO_RANK, reviewMessages as m } from "../../../common/reviews.ts";
import { auditEvents, bookings, properties, stayReviewInvitations, stayReviews } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, setLanguage, signInEveryRole, type Caller, type TestMember } from "../../test/members.ts";
import { dayAfter } from "../office-stays/service.ts";
import { refreshVillaPopularity } from "../catalogue/service.ts";
import { readReviewToken, reviewToken } from "./links.ts";

/*
 * Guests' reviews of their stays, through the real HTTP stack, on the real database, with a real SMTP catcher: one per
 * stay and only once it is checked out; the mail sent at the desk's check-out and by the daily job, with its signed
 * link; the front office publishes, hides (with a reason) and replies, role by role, audited; a villa's average and
 * count on its cards and in the search, and the sorts by rating and by nights booked; each estate's activities.
 */

let t: TestApp & { mail: MailCatcher };
let roles: Awaited<ReturnType<typeof signInEveryRole>>;
let member: TestMember;
const today = clubToday();
const day = (n: number) => dayAfter(today, n);
let villas: { id: string; name: string }[] = [];
let nextVilla = 0;
/** A villa of Rishikesh without the demo's reviews, of its own for each use. */
const villa = () => villas[nextVilla++];
let reference = 8000;

beforeAll(async () => {
  t = await openTestAppWithMail();
  roles = await signInEveryRole(t, "Asha Verma");
  member = roles.member;
  const reviewed = (await t.database.db.select({ id: stayReviews.propertyId }).from(stayReviews)).map((r) => r.id);
  villas = (
    await t.database.db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(eq(properties.location, "Rishikesh"))
      .orderBy(properties.name)
  ).filter((v) => !reviewed.includes(v.id));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST" | "PUT", url: string, who?: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const front = () => roles.staff["front-office"];

/** A stay written straight into the database: the member's unless `phone` gives a caller's e-mail. */
async function stay(
  propertyId: string,
  checkIn: string,
  nights: number,
  options: { status?: string; userId?: string | null; email?: string; createdAt?: Date } = {},
) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      reference: `VWC-B-2026-R${reference++}`,
      userId: options.userId === undefined ? member.id : options.userId,
      source: options.userId === null ? "phone" : "online",
      propertyId,
      checkIn,
      checkOut: dayAfter(checkIn, nights),
      status: options.status ?? "confirmed",
      guest: {
        bookingFor: "myself",
        title: "Ms.",
        firstName: "Asha",
        lastName: "Verma",
        phone: "+91 98765 43210",
        email: options.email ?? member.email,
      },
      nights,
      total: 5000 * nights,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row;
}

/** A review written straight into the database (a checked-out stay of its own), waiting unless `status` says. */
async function review(propertyId: string, rating: number, status: "pending" | "published" = "pending") {
  const s = await stay(propertyId, day(-10 - (reference % 50)), 1, { status: "checked-out" });
  const [row] = await t.database.db
    .insert(stayReviews)
    .values({
      bookingId: s.id,
      propertyId,
      guestName: "Ravi Kumar",
      stayMonth: s.checkIn.slice(0, 7),
      rating,
      text: "Good.",
    })
    .returning();
  if (status === "published")
    expect((await call("POST", `/api/admin/reviews/${row.id}/publish`, front())).statusCode).toBe(200);
  return row;
}

const reviewBody = { rating: 5, text: "Woke to the river every morning." };

describe("a stay's review: once, after check-out", () => {
  it("is refused for another's stay and before check-out, taken after the desk's check-out, and a second refused", async () => {
    const v = villa();
    const inHouse = await stay(v.id, day(-2), 2, { status: "checked-in" });
    const other = await createMember(t, "Rohan Das");

    expect((await call("POST", `/api/bookings/${inHouse.id}/review`, undefined, reviewBody)).statusCode).toBe(401);
    const notYours = await call("POST", `/api/bookings/${inHouse.id}/review`, other, reviewBody);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe(m.stayNotFound);
    const early = await call("POST", `/api/bookings/${inHouse.id}/review`, member, reviewBody);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.notCheckedOut);
    // a stay to come was never stayed in
    const later = await stay(villa().id, day(20), 2);
    expect((await call("POST", `/api/bookings/${later.id}/review`, member, reviewBody)).statusCode).toBe(409);

    const out = await call("POST", `/api/admin/stays/${inHouse.id}/check-out`, front());
    expect(out.json().message).toBe(deskMessages.checkedOut);

    const stars = await call("POST", `/api/bookings/${inHouse.id}/review`, member, { rating: 6, text: "x" });
    expect(stars.statusCode).toBe(400);
    expect(stars.json().message).toContain(m.chooseStars);
    const taken = await call("POST", `/api/bookings/${inHouse.id}/review`, member, reviewBody);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ message: m.submitted, data: { status: "pending" } });
    const again = await call("POST", `/api/bookings/${inHouse.id}/review`, member, { rating: 1, text: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyReviewed);
    // the signed link of the same stay is refused too: one review a stay
    const token = reviewToken({ feedSecret: t.config.sessionSecret }, inHouse.id);
    await expect(t.app.services.reviews.byLink(token, reviewBody, "en")).rejects.toMatchObject({ status: 409 });

    // waiting for the office: nothing on the villa's page yet
    expect(await t.app.services.reviews.ofVilla(v.id)).toEqual([]);
  });

  it("after the desk's check-out the guest is e-mailed a signed link in their language; a caller of the desk by the address they gave", async () => {
    await setLanguage(t, member, "hi");
    const v = villa();
    const mine = await stay(v.id, day(-3), 3, { status: "checked-in" });
    expect((await call("POST", `/api/admin/stays/${mine.id}/check-out`, front())).statusCode).toBe(200);
    const hindi = await mailAbout(t.mail, member.email, /में आपका प्रवास कैसा रहा\?$/);
    const link = /\/stays\/review\/([^\s"<]+)/.exec(hindi.text)?.[1];
    expect(link).toBeDefined();
    expect(readReviewToken({ feedSecret: t.config.sessionSecret }, decodeURIComponent(link!))).toBe(mine.id);
    await setLanguage(t, member, "en");

    const caller = await stay(villa().id, day(-1), 1, {
      status: "checked-in",
      userId: null,
      email: "caller@example.in",
    });
    expect((await call("POST", `/api/admin/stays/${caller.id}/check-out`, front())).statusCode).toBe(200);
    const mail = await mailAbout(t.mail, "caller@example.in", /^How was your stay at /);
    const token = decodeURIComponent(/\/stays\/review\/([^\s"<]+)/.exec(mail.text)![1]);
    const page = await t.app.services.reviews.page(token, "en");
    expect(page).toMatchObject({ refusal: null, review: null, checkIn: day(-1), checkOut: today });
    expect(await t.app.services.reviews.byLink(token, reviewBody, "en")).toMatchObject({ status: "pending" });
    // one invitation a stay: the daily job does not ask again
    expect(await t.app.services.reviews.sendInvitations(day(1))).toBe(0);
    // a forged link names no stay
    await expect(t.app.services.reviews.page(`${caller.id}.forged`, "en")).rejects.toMatchObject({ status: 404 });
  });

  it("the daily job asks the guests of stays checked out without an invitation, once, within the review window", async () => {
    const recent = await stay(villa().id, day(-6), 2, { status: "checked-out" });
    const old = await stay(villa().id, day(-200), 2, { status: "checked-out" });
    const first = await t.app.services.reviews.sendInvitations(today);
    expect(first).toBeGreaterThanOrEqual(1);
    await mailAbout(t.mail, member.email, /^How was your stay at /);
    const invited = await t.database.db
      .select({ id: stayReviewInvitations.bookingId })
      .from(stayReviewInvitations)
      .where(inArray(stayReviewInvitations.bookingId, [recent.id, old.id]));
    expect(invited.map((r) => r.id)).toEqual([recent.id]);
    expect(await t.app.services.reviews.sendInvitations(today)).toBe(0);
  });
});

describe("the office's reviews", () => {
  const cases: [Caller, number][] = [
    [undefined, 401],
    ["member", 403],
    ["accounts", 403],
    ["content", 403],
    ["front-office", 200],
    ["admin", 200],
  ];

  it.each(cases)("as %s: list, publish, hide with a reason, reply answer %i", async (who, status) => {
    const caller = roles.callerFor(who);
    const v = villa();
    const waiting = await review(v.id, 4);
    expect((await call("GET", "/api/admin/reviews?status=pending", caller)).statusCode).toBe(status);
    const published = await call("POST", `/api/admin/reviews/${waiting.id}/publish`, caller);
    expect(published.statusCode).toBe(status);
    const hidden = await call("POST", `/api/admin/reviews/${waiting.id}/hide`, caller, {
      reason: "Names a member of staff.",
    });
    expect(hidden.statusCode).toBe(status);
    const replied = await call("POST", `/api/admin/reviews/${waiting.id}/reply`, caller, { text: "Thank you." });
    expect(replied.statusCode).toBe(status);
    if (status !== 200) {
      const [row] = await t.database.db.select().from(stayReviews).where(eq(stayReviews.id, waiting.id));
      expect(row).toMatchObject({ status: "pending", reply: null });
      return;
    }
    expect(published.json()).toMatchObject({ message: m.published, data: { status: "published" } });
    expect(hidden.json()).toMatchObject({
      message: m.hidden,
      data: { status: "hidden", hidden_reason: "Names a member of staff." },
    });
    expect(replied.json()).toMatchObject({ message: m.replied, data: { reply: "Thank you." } });
    const actions = await t.database.db
      .select({ action: auditEvents.action, actor: auditEvents.userId })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, waiting.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["review.hidden", "review.published", "review.replied"]);
    expect(actions.every((a) => a.actor === caller!.id)).toBe(true);
  });

  it("publishing and hiding keep the villa's average and count; a hide needs its reason; twice is a 409", async () => {
    const v = villa();
    const a = await review(v.id, 5);
    const b = await review(v.id, 4);
    const figures = async () =>
      (
        await t.database.db
          .select({ rating: properties.rating, reviews: properties.reviews })
          .from(properties)
          .where(eq(properties.id, v.id))
      )[0];
    expect(await figures()).toEqual({ rating: null, reviews: 0 });
    await call("POST", `/api/admin/reviews/${a.id}/publish`, front());
    await call("POST", `/api/admin/reviews/${b.id}/publish`, front());
    expect(await figures()).toEqual({ rating: 4.5, reviews: 2 });
    expect((await call("POST", `/api/admin/reviews/${a.id}/publish`, front())).json().message).toBe(m.alreadyPublished);
    const noReason = await call("POST", `/api/admin/reviews/${a.id}/hide`, front(), { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(m.hideReason);
    await call("POST", `/api/admin/reviews/${a.id}/hide`, front(), { reason: "A guest's phone number in it." });
    expect(await figures()).toEqual({ rating: 4, reviews: 1 });
    const list = (await call("GET", "/api/admin/reviews?status=hidden", front())).json().data;
    expect(list.items.map((i: { id: string }) => i.id)).toContain(a.id);
    expect((await call("GET", "/api/admin/reviews?status=nonsense", front())).statusCode).toBe(400);
    // the villa's page: the guest's first name and the month of the stay, the reply under it
    await call("POST", `/api/admin/reviews/${b.id}/reply`, front(), { text: "Come back soon." });
    expect(await t.app.services.reviews.ofVilla(v.id)).toEqual([
      {
        id: b.id,
        name: "Ravi",
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        rating: 4,
        text: "Good.",
        reply: "Come back soon.",
      },
    ]);
  });
});

describe("a villa's figures on cards and in the search, and the sorts", () => {
  const search = async (sort?: string) => {
    const res = await call(
      "GET",
      `/api/property/search?location=rishikesh&checkIn=${day(250)}&checkOut=${day(252)}&limit=50${sort ? `&sort=${sort}` : ""}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { _id: string; name: string; rating: number | null; reviews: number }[];
  };

  it("the average and count of published reviews; none: rating null and 0 reviews", async () => {
    const v = villa();
    for (const rating of [5, 4, 4]) await review(v.id, rating, "published");
    await review(v.id, 1); // waiting: not counted
    const found = (await search()).find((p) => p._id === v.id);
    expect(found).toMatchObject({ rating: 4.3, reviews: 3 });
    const none = (await search()).find(
      (p) => !villas.slice(0, nextVilla).some((u) => u.id === p._id) && p.reviews === 0,
    );
    expect(none).toMatchObject({ rating: null, reviews: 0 });
    const page = await call("GET", `/api/property/getProperties?slug=vedanta-villa`);
    for (const p of page.json().data as { rating: number | null; reviews: number }[])
      expect(p.reviews === 0 ? p.rating === null : p.rating! >= 1).toBe(true);
  });

  it(`Highest Rated: the villas with ${MIN_REVIEWS_TO_RANK} reviews or more by their average, then the others`, async () => {
    const ranked = villa();
    const few = villa();
    for (const rating of [4, 4, 4]) await review(ranked.id, rating, "published");
    for (const rating of [5, 5]) await review(few.id, rating, "published");
    const rows = await search("highest_rated");
    const order = rows.map((p) => p._id);
    expect(order.indexOf(ranked.id)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(ranked.id)).toBeLessThan(order.indexOf(few.id));
    // every ranked villa comes before every villa with fewer reviews; those with none come last
    const rankedCount = rows.filter((p) => p.reviews >= MIN_REVIEWS_TO_RANK).length;
    expect(rows.slice(0, rankedCount).every((p) => p.reviews >= MIN_REVIEWS_TO_RANK)).toBe(true);
    const ratings = rows.slice(0, rankedCount).map((p) => p.rating!);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    expect(rows.findIndex((p) => p.reviews === 0)).toBeGreaterThan(order.indexOf(few.id));
  });

  it("Most Popular: nights booked in the last year, cancelled and old bookings left out", async () => {
    const busy = villa();
    const steady = villa();
    const first = await stay(busy.id, day(300), 10);
    await stay(busy.id, day(320), 10);
    await stay(steady.id, day(300), 15);
    const popularity = async (id: string) =>
      (await t.database.db.select({ n: properties.popularity }).from(properties).where(eq(properties.id, id)))[0].n;
    expect(await popularity(busy.id)).toBe(20);
    expect(await popularity(steady.id)).toBe(15);
    let order = (await search("most_popular")).map((p) => p._id);
    expect(order.indexOf(busy.id)).toBeLessThan(order.indexOf(steady.id));

    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first.id));
    expect(await popularity(busy.id)).toBe(10);
    order = (await search("most_popular")).map((p) => p._id);
    expect(order.indexOf(steady.id)).toBeLessThan(order.indexOf(busy.id));

    // a stay booked more than a year ago leaves the count as the daily job moves the window
    const longAgo = await stay(steady.id, day(-390), 5, {
      status: "checked-out",
      createdAt: new Date(Date.now() - 366 * 86_400_000),
    });
    expect(await popularity(steady.id)).toBe(15);
    await t.database.db.update(properties).set({ popularity: 99 }).where(eq(properties.id, steady.id));
    expect(await refreshVillaPopularity(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await popularity(steady.id)).toBe(15);
    expect(longAgo.status).toBe("checked-out");
  });
});

describe("each estate's activities", () => {
  it.each([
    [undefined, 401],
    ["member", 403],
    ["accounts", 403],
    ["front-office", 403],
    ["content", 200],
    ["admin", 200],
  ] as [Caller, number][])("as %s the office's list and its save answer %i", async (who, status) => {
    const caller = roles.callerFor(who);
    expect((await call("GET", "/api/admin/catalogue/activities/raigarh", caller)).statusCode).toBe(status);
    const body = { activities: [{ category: "Moderate", name: "Kathak evening", name_hi: "कथक की शाम" }] };
    const saved = await call("PUT", "/api/admin/catalogue/activities/raigarh", caller, body);
    expect(saved.statusCode).toBe(status);
    if (status === 200) expect(saved.json().message).toBe(activityMessages.saved("Raigarh"));
  });

  it("each location has its own list (the Ganga at Rishikesh alone); a save replaces it, audited", async () => {
    const ganga = (list: { name: string }[]) => list.some((a) => /Ganga/.test(a.name));
    for (const location of ["Solan", "Amarkantak", "Raigarh"]) {
      const list = await t.app.services.catalogue.activities(location);
      expect(ganga(list), location).toBe(false);
    }
    expect(ganga(await t.app.services.catalogue.activities("Rishikesh"))).toBe(true);
    const amarkantak = await t.app.services.catalogue.activities("Amarkantak");
    expect(amarkantak.some((a) => /Narmada/.test(a.name))).toBe(true);

    const content = roles.staff.content;
    const bad = await call("PUT", "/api/admin/catalogue/activities/solan", content, {
      activities: [{ category: "Gentle", name: "Walk" }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await call("GET", "/api/admin/catalogue/activities/goa", content)).statusCode).toBe(404);
    const list = [
      { category: "Moderate", name: "Orchard walk", name_hi: "बाग़ की सैर" },
      { category: "Extreme", name: "Paragliding at Junga" },
    ];
    const saved = await call("PUT", "/api/admin/catalogue/activities/solan", content, { activities: list });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await t.app.services.catalogue.activities("Solan")).toEqual([
      { category: "Moderate", name: "Orchard walk", name_hi: "बाग़ की सैर" },
      { category: "Extreme", name: "Paragliding at Junga", name_hi: null },
    ]);
    const audits = await t.database.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.activities.saved"), eq(auditEvents.userId, content.id)));
    const audit = audits.find((a) => (a.detail as { location?: string }).location === "Solan")!;
    expect(audit.detail).toMatchObject({
      location: "Solan",
      after: [{ name: "Orchard walk" }, { name: "Paragliding at Junga" }],
    });
  });
});

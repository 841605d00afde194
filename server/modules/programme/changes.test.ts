import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday, writtenDay } from "../../../common/club-time.ts";
import { DEFAULT_WAITLIST_OFFER_HOURS, programmeMessages as m, sessionMoment } from "../../../common/programme.ts";
import { programmeItemInput, type ProgrammeItemInput } from "../../../common/programme-schemas.ts";
import { auditEvents, programmeItems, programmeRegistrations, programmeWaitlist, refunds } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type CaughtMail, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, signInEveryRole, type Caller, type TestMember } from "../../test/members.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";
import { officeQueueCounts } from "../office-home/service.ts";

/*
 * The programme's changes through the real HTTP stack: the waiting list of a full item (its place in line, the offer
 * mailed when places free up, kept until it runs out and then passed on, booked or left by the mail's signed link), a
 * booker's cancellation within the item's terms with its refund through the Razorpay stand-in, the office's cancel of
 * a session and of an item, the attendees' CSV and the message to them, the office home's sessions today, and the
 * programme's money in the collections report.
 */

const keys = { keyId: "rzp_test_changes", keySecret: "changes_key_secret_42", webhookSecret: "changes_hook_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
let address = 1;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({
    ...razorpayEnv(keys, standIn),
  });
  ({ staff, callerFor } = await signInEveryRole(t, "Meera Pillai"));
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
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
  });

const dayIn = (days: number) => addClubDays(clubToday(), days);
let itemNumber = 0;
const makeItem = (extra: Partial<ProgrammeItemInput> = {}) =>
  t.app.services.programmeOffice.create(
    { id: staff.content.id, role: "content" },
    programmeItemInput.parse({
      title: `Yoga Nidra weekend ${++itemNumber}`,
      kind: "retreat",
      description: "Two days of yoga nidra and silence at the ashram, with sattvic meals.",
      image: "scenes/event-retreat",
      instructor: "Acharya Devpriya",
      location: "Rishikesh",
      sessions: [{ day: dayIn(10), start_time: "07:00", end_time: "09:00" }],
      capacity: 2,
      price: 0,
      published: true,
      ...extra,
    }),
  );
let visitorNumber = 0;
const visitor = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}.${++visitorNumber}@example.org`,
  phone: "+91 98100 12345",
});
const book = (slug: string, body: object, who?: TestMember) =>
  send("POST", `/api/events/${slug}/registrations`, who, body);
const join = (slug: string, body: object, who?: TestMember) => send("POST", `/api/events/${slug}/waitlist`, who, body);

/** The signed link's token a mail carries: a registration's page, or a place on the waiting list's. */
const registrationToken = (mail: CaughtMail) =>
  decodeURIComponent(mail.text.match(/\/events\/registrations\/[^?\s]+\?t=(\S+)/)![1]);
const waitlistToken = (mail: CaughtMail) => decodeURIComponent(mail.text.match(/\/events\/waitlist\/(\S+)/)![1]);

/** A visitor's paid booking, paid through the stand-in and verified: its reference and the payment's id. */
async function paidBooking(slug: string, booker: ReturnType<typeof visitor>, attendees = 1) {
  const held = await book(slug, {
    attendees: Array.from({ length: attendees }, (_, i) => ({ name: `${booker.name} ${i + 1}` })),
    booker,
  });
  expect(held.statusCode, held.body).toBe(201);
  const paid = standIn.pay(held.json().data.payment.order_id);
  const verified = await send("POST", "/api/events/payments/verify", undefined, paid);
  expect(verified.json().data.status).toBe("confirmed");
  return {
    reference: held.json().data.reference as string,
    paymentId: paid.razorpay_payment_id,
    invoice: verified.json().data.invoice_number as string,
  };
}

const seatsLeft = async (slug: string) => (await send("GET", `/api/events/${slug}`)).json().data.seats_left;

describe("the waiting list", () => {
  it("a full item's line: positions in order, 409 for an address already in it and while places are free", async () => {
    const item = await makeItem();
    const free = await join(item.slug, { ...visitor("Early Bird"), seats: 1 });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe(m.waitlistSeatsFree(2));
    expect(
      (await book(item.slug, { attendees: [{ name: "Asha One" }, { name: "Asha Two" }], booker: visitor("Asha Rao") }))
        .statusCode,
    ).toBe(201);

    const first = visitor("Bhavna Joshi");
    const joined = await join(item.slug, { name: first.name, email: first.email, seats: 1 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data).toMatchObject({ position: 1, status: "waiting", seats: 1 });
    expect(joined.json().message).toBe(m.waitlistJoined(1));
    const second = await join(item.slug, { ...visitor("Chetan Das"), seats: 2 });
    expect(second.json().data.position).toBe(2);
    const again = await join(item.slug, { name: first.name, email: first.email.toUpperCase(), seats: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.waitlistAlready);
    const member = await createMember(t, "Dhruv Malhotra");
    const asMember = await join(item.slug, { seats: 1 }, member);
    expect(asMember.json().data).toMatchObject({ position: 3, email: member.email, name: "Dhruv Malhotra" });
    expect((await join(item.slug, { seats: 1 })).statusCode).toBe(400);

    const mail = await mailAbout(t.mail, first.email, `On the waiting list: ${item.title}`);
    expect(mail.text).toContain("number 1 in line");
    const page = await send("GET", `/api/events/waitlist/${encodeURIComponent(waitlistToken(mail))}`);
    expect(page.json().data).toMatchObject({ status: "waiting", position: 1, offer_expires_at: null });
    expect((await send("GET", `/api/events/waitlist/${encodeURIComponent("abc.def")}`)).statusCode).toBe(404);
  });

  it("a place freed is offered to the first in line by mail and kept for them; booked through the offer's link", async () => {
    const item = await makeItem({ capacity: 1 });
    const asha = visitor("Asha Menon");
    const booked = (await book(item.slug, { attendees: [{ name: "Asha Menon" }], booker: asha })).json().data;
    const confirmation = await mailAbout(
      t.mail,
      asha.email,
      `Your place is booked: ${item.title} (${booked.reference})`,
    );
    const bina = visitor("Bina Kaur");
    await join(item.slug, { ...bina, seats: 1 });
    const chirag = visitor("Chirag Shah");
    await join(item.slug, { ...chirag, seats: 1 });

    // Asha cancels by the signed link of her confirmation: Bina is offered the place, which nobody else can take
    const cancelled = await send("POST", `/api/events/registrations/${booked.reference}/cancel`, undefined, {
      token: registrationToken(confirmation),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ registration: { status: "cancelled" }, refund: null });
    const offer = await mailAbout(t.mail, bina.email, `A place is free for you: ${item.title}`);
    expect(offer.text).toContain(`kept for you until`);
    expect(await seatsLeft(item.slug)).toBe(0);
    const meanwhile = await book(item.slug, { attendees: [{ name: "Dev Anand" }], booker: visitor("Dev Anand") });
    expect(meanwhile.statusCode).toBe(409);
    const token = encodeURIComponent(waitlistToken(offer));
    const page = (await send("GET", `/api/events/waitlist/${token}`)).json().data;
    expect(page.status).toBe("offered");
    expect(Date.parse(page.offer_expires_at) - Date.now()).toBeGreaterThan(
      (DEFAULT_WAITLIST_OFFER_HOURS - 1) * 3_600_000,
    );

    const tooMany = await send("POST", `/api/events/waitlist/${token}/book`, undefined, {
      attendees: [{ name: "Bina Kaur" }, { name: "Guest Kaur" }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(m.waitlistTooMany(1));
    const viaOffer = await send("POST", `/api/events/waitlist/${token}/book`, undefined, {
      attendees: [{ name: "Bina Kaur" }],
    });
    expect(viaOffer.statusCode, viaOffer.body).toBe(201);
    expect(viaOffer.json().data).toMatchObject({ status: "confirmed", seats: 1 });
    await mailAbout(t.mail, bina.email, `Your place is booked: ${item.title} (${viaOffer.json().data.reference})`);
    expect((await send("GET", `/api/events/waitlist/${token}`)).json().data).toMatchObject({
      status: "booked",
      registration: viaOffer.json().data.reference,
      position: null,
    });
    expect(
      (await send("POST", `/api/events/waitlist/${token}/book`, undefined, { attendees: [{ name: "Bina" + " K" }] }))
        .statusCode,
    ).toBe(409);
    expect(await seatsLeft(item.slug)).toBe(0);
  });

  it("an offer not taken runs out when the clock passes its hours and goes to the next; leaving passes it on too", async () => {
    const item = await makeItem({ capacity: 1 });
    const owner = await createMember(t, "Farhan Qureshi");
    const booked = (await book(item.slug, { attendees: [{ name: "Farhan Qureshi" }] }, owner)).json().data;
    const [gita, hari, ira] = [visitor("Gita Nair"), visitor("Hari Prasad"), visitor("Ira Sen")];
    for (const person of [gita, hari, ira]) await join(item.slug, { ...person, seats: 1 });
    const iraJoined = await mailAbout(t.mail, ira.email, /^On the waiting list/);

    expect((await send("POST", `/api/events/registrations/${booked.reference}/cancel`, owner)).statusCode).toBe(200);
    const gitaOffer = await mailAbout(t.mail, gita.email, `A place is free for you: ${item.title}`);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (DEFAULT_WAITLIST_OFFER_HOURS + 1) * 3_600_000);
    expect(await t.app.services.programme.releaseExpiredHolds()).toBe(1);
    const hariOffer = await mailAbout(t.mail, hari.email, `A place is free for you: ${item.title}`);
    const late = await send(
      "POST",
      `/api/events/waitlist/${encodeURIComponent(waitlistToken(gitaOffer))}/book`,
      undefined,
      {
        attendees: [{ name: "Gita Nair" }],
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.waitlistOfferLapsed);
    expect(await seatsLeft(item.slug)).toBe(0);

    // Hari does not want it: leaving by his link passes the place to Ira (second in line) at once
    const iraPlace = await send("GET", `/api/events/waitlist/${encodeURIComponent(waitlistToken(iraJoined))}`);
    expect(iraPlace.json().data.position).toBe(2);
    const left = await send("POST", `/api/events/waitlist/${encodeURIComponent(waitlistToken(hariOffer))}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data.status).toBe("left");
    await mailAbout(t.mail, ira.email, `A place is free for you: ${item.title}`);
    const statuses = await t.database.db
      .select({ email: programmeWaitlist.email, status: programmeWaitlist.status })
      .from(programmeWaitlist)
      .where(eq(programmeWaitlist.itemId, item._id));
    expect(Object.fromEntries(statuses.map((r) => [r.email, r.status]))).toEqual({
      [gita.email]: "lapsed",
      [hari.email]: "left",
      [ira.email]: "offered",
    });
  });
});

describe("a booker cancels", () => {
  it("within the terms: the place back and the payment refunded through Razorpay; outside them a 409 with the terms", async () => {
    const item = await makeItem({
      price: 3000,
      capacity: 5,
      cancel_days_before: 2,
      cancellation_terms: "Full refund until two days before.",
    });
    const member = await createMember(t, "Kiran Bedi");
    const held = (await book(item.slug, { attendees: [{ name: "Kiran Bedi" }] }, member)).json().data;
    const paid = standIn.pay(held.payment.order_id);
    expect((await send("POST", "/api/events/payments/verify", undefined, paid)).statusCode).toBe(200);
    expect((await send("GET", "/api/events/registrations/mine", member)).json().data[0].cancel_until).toBe(dayIn(8));

    const stranger = await createMember(t, "Leela Das");
    const notTheirs = await send("POST", `/api/events/registrations/${held.reference}/cancel`, stranger);
    expect(notTheirs.statusCode, notTheirs.body).toBe(404);
    const res = await send("POST", `/api/events/registrations/${held.reference}/cancel`, member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toEqual({ amount: 3000, method: "razorpay" });
    expect(standIn.refunds.find((r) => r.payment_id === paid.razorpay_payment_id)).toMatchObject({ amount: 300000 });
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.razorpayPaymentId, paid.razorpay_payment_id));
    expect(refund).toMatchObject({
      kind: "programme-cancelled",
      status: "refunded",
      userId: member.id,
      amountOwed: 3000,
    });
    // the cancellation's mail carries the credit note of the places' invoice, sealed when the mail is sent
    await jobsDone(t, 90_000);
    await mailAbout(t.mail, member.email, `Registration cancelled: ${item.title} (${held.reference})`);
    await mailAbout(t.mail, member.email, /refund/i);
    expect(await seatsLeft(item.slug)).toBe(5);
    const twice = await send("POST", `/api/events/registrations/${held.reference}/cancel`, member);
    expect(twice.statusCode).toBe(409);

    const soon = await makeItem({
      sessions: [{ day: dayIn(1), start_time: "07:00", end_time: "09:00" }],
      cancel_days_before: 2,
      cancellation_terms: "No refunds in the last two days.",
    });
    const late = (await book(soon.slug, { attendees: [{ name: "Kiran Bedi" }] }, member)).json().data;
    const refused = await send("POST", `/api/events/registrations/${late.reference}/cancel`, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.cancelTooLate(writtenDay(dayIn(-1)), "No refunds in the last two days."));
    const never = await makeItem({ cancel_days_before: null, cancellation_terms: "Places are not refundable." });
    const kept = (await book(never.slug, { attendees: [{ name: "Kiran Bedi" }] }, member)).json().data;
    const noWay = await send("POST", `/api/events/registrations/${kept.reference}/cancel`, member);
    expect(noWay.statusCode).toBe(409);
    expect(noWay.json().message).toBe(m.noCancellation("Places are not refundable."));
  });

  it("a visitor by the signed link: refunded with no account, and the accounts' refunds list names the booker", async () => {
    const item = await makeItem({ price: 1800, capacity: 5 });
    const nisha = visitor("Nisha Arora");
    const { reference, paymentId } = await paidBooking(item.slug, nisha, 2);
    const mail = await mailAbout(t.mail, nisha.email, `Your place is booked: ${item.title} (${reference})`);
    const token = registrationToken(mail);
    expect(
      (await send("GET", `/api/events/registrations/${reference}?t=${encodeURIComponent(token)}`)).json().data.status,
    ).toBe("confirmed");
    const forged = await send("POST", `/api/events/registrations/${reference}/cancel`, undefined, {
      token: `${reference}.forged`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(m.registrationLinkInvalid);
    const res = await send("POST", `/api/events/registrations/${reference}/cancel`, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toEqual({ amount: 3600, method: "razorpay" });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.razorpayPaymentId, paymentId));
    expect(row).toMatchObject({ userId: null, status: "refunded", amountOwed: 3600 });
    const refundMail = await mailAbout(t.mail, nisha.email, /refund/i);
    expect(refundMail.text).not.toContain("/dashboard");
    const list = await send(
      "GET",
      `/api/admin/refunds?status=refunded&q=${encodeURIComponent(nisha.email)}`,
      staff.accounts,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({
      kind: "programme-cancelled",
      member: { id: null, name: "Nisha Arora", email: nisha.email },
      amount_refunded: 3600,
    });
    const csv = await send(
      "GET",
      `/api/admin/refunds.csv?status=refunded&q=${encodeURIComponent(nisha.email)}`,
      staff.accounts,
    );
    expect(csv.body).toContain("Nisha Arora");
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "refund.owed"), eq(auditEvents.subjectId, row.id)));
    expect(audit.detail).toMatchObject({ kind: "programme-cancelled", amount: 3600, method: "razorpay" });
  });

  it("a payment arriving after its hold ran out and its places went to another is refunded", async () => {
    const item = await makeItem({ price: 1500, capacity: 1 });
    const first = (await book(item.slug, { attendees: [{ name: "Om Prakash" }], booker: visitor("Om Prakash") })).json()
      .data;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const second = await book(item.slug, { attendees: [{ name: "Pia Roy" }], booker: visitor("Pia Roy") });
    expect(second.statusCode, second.body).toBe(201);
    vi.useRealTimers();
    const paid = standIn.pay(first.payment.order_id);
    const verified = await send("POST", "/api/events/payments/verify", undefined, paid);
    expect(verified.json().data.status).toBe("expired");
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.razorpayPaymentId, paid.razorpay_payment_id));
      expect(row).toMatchObject({ kind: "unapplied", amountOwed: 1500, status: "refunded", userId: null });
    });
    expect(standIn.refunds.some((r) => r.payment_id === paid.razorpay_payment_id && r.amount === 150000)).toBe(true);
  });
});

describe("the office cancels", () => {
  it("a session: everyone told, each paid registration refunded its share; then the item: the rest, the list told", async () => {
    const item = await makeItem({
      price: 1001,
      capacity: 2,
      sessions: [
        { day: dayIn(12), start_time: "07:00", end_time: "09:00" },
        { day: dayIn(13), start_time: "07:00", end_time: "09:00" },
      ],
    });
    const [ravi, sana] = [visitor("Ravi Kumar"), visitor("Sana Iqbal")];
    const one = await paidBooking(item.slug, ravi);
    const two = await paidBooking(item.slug, sana);
    const waiting = visitor("Tara Bose");
    await join(item.slug, { ...waiting, seats: 1 });
    const sessions = (await send("GET", `/api/events/${item.slug}`)).json().data.sessions;

    for (const [who, status] of [
      [undefined, 401],
      ["member", 403],
      ["accounts", 403],
      ["front-office", 403],
    ] as const) {
      const res = await send("POST", `/api/admin/programme/sessions/${sessions[0]._id}/cancel`, callerFor(who), {
        reason: "Flooded road",
      });
      expect(res.statusCode, `${who}`).toBe(status);
    }
    const noReason = await send("POST", `/api/admin/programme/sessions/${sessions[0]._id}/cancel`, staff.content, {
      reason: "",
    });
    expect(noReason.statusCode).toBe(400);
    const res = await send("POST", `/api/admin/programme/sessions/${sessions[0]._id}/cancel`, staff.content, {
      reason: "The road to the ashram is flooded.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ registrations: 2, refunds: 2, refunded: 1000, waitlist: 0 });
    const told = await mailAbout(t.mail, ravi.email, /^Session cancelled: /);
    expect(told.text).toContain("The road to the ashram is flooded.");
    expect(told.text).toContain("₹500");
    expect(standIn.refunds.filter((r) => r.payment_id === one.paymentId).map((r) => r.amount)).toEqual([50000]);
    expect((await send("GET", `/api/events/${item.slug}`)).json().data.sessions[0].cancelled).toBe(true);
    const again = await send("POST", `/api/admin/programme/sessions/${sessions[0]._id}/cancel`, staff.admin, {
      reason: "Again here",
    });
    expect(again.json().message).toBe(m.sessionAlreadyCancelled);
    const last = await send("POST", `/api/admin/programme/sessions/${sessions[1]._id}/cancel`, staff.admin, {
      reason: "The last one",
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(m.sessionLastOne);

    expect(
      (await send("POST", `/api/admin/programme/${item._id}/cancel`, staff["front-office"], { reason: "No" + " way" }))
        .statusCode,
    ).toBe(403);
    const whole = await send("POST", `/api/admin/programme/${item._id}/cancel`, staff.content, {
      reason: "The monsoon closed the ashram.",
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data).toEqual({ registrations: 2, refunds: 2, refunded: 1002, waitlist: 1 });
    await mailAbout(t.mail, sana.email, `Cancelled: ${item.title}`);
    const listTold = await mailAbout(t.mail, waiting.email, `Cancelled: ${item.title}`);
    expect(listTold.text).toContain("The monsoon closed the ashram.");
    expect(standIn.refunds.filter((r) => r.payment_id === two.paymentId).map((r) => r.amount)).toEqual([50000, 50100]);
    const rows = await t.database.db
      .select()
      .from(programmeRegistrations)
      .where(eq(programmeRegistrations.itemId, item._id));
    expect(rows.map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    const [itemRow] = await t.database.db.select().from(programmeItems).where(eq(programmeItems.id, item._id));
    expect(itemRow.seatsTaken).toBe(0);
    expect(
      (await send("GET", `/api/events?limit=50`)).json().data.items.map((i: { slug: string }) => i.slug),
    ).not.toContain(item.slug);
    const closed = await join(item.slug, { ...visitor("Late Comer"), seats: 1 });
    expect(closed.json().message).toBe(m.itemCancelled);
    const twice = await send("POST", `/api/admin/programme/${item._id}/cancel`, staff.admin, { reason: "Again here" });
    expect(twice.statusCode).toBe(409);
  });
});

describe("the attendees", () => {
  it("their CSV: a ticket a line, to the front office and content", async () => {
    const item = await makeItem({ capacity: 5 });
    const uma = visitor("Uma Thakur");
    const booked = (
      await book(item.slug, {
        attendees: [{ name: "Uma Thakur" }, { name: "Varun Thakur", email: "varun@example.org" }],
        booker: uma,
      })
    ).json().data;
    for (const [who, status] of [
      [undefined, 401],
      ["member", 403],
      ["accounts", 403],
      ["front-office", 200],
      ["content", 200],
      ["admin", 200],
    ] as const) {
      expect(
        (await send("GET", `/api/admin/programme/${item._id}/attendees.csv`, callerFor(who))).statusCode,
        `${who}`,
      ).toBe(status);
    }
    const csv = await send("GET", `/api/admin/programme/${item._id}/attendees.csv`, staff["front-office"]);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain(`attendees-${item.slug}-`);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Ticket,Attendee,Attendee e-mail,Free with Full Membership,Registration,Booker,Booker e-mail,Booker phone,Registration paid (INR),Paid at (IST),Booked at (IST),Sessions attended",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 3))).toEqual([
      [`${booked.reference}-1`, "Uma Thakur", ""],
      [`${booked.reference}-2`, "Varun Thakur", "varun@example.org"],
    ]);
    expect(lines[1]).toContain(uma.email);
    expect(
      (await send("GET", `/api/admin/programme/00000000-0000-4000-8000-000000000000/attendees.csv`, staff.content))
        .statusCode,
    ).toBe(404);
  });

  it("a message to a session's attendees: each booker and attendee with an address once, through the mail queue, audited", async () => {
    const item = await makeItem({ capacity: 5 });
    const wasim = visitor("Wasim Akhtar");
    await book(item.slug, {
      attendees: [
        { name: "Wasim Akhtar", email: wasim.email },
        { name: "Yasmin Akhtar", email: "yasmin@example.org" },
      ],
      booker: wasim,
    });
    const session = (await send("GET", `/api/events/${item.slug}`)).json().data.sessions[0];
    const url = `/api/admin/programme/sessions/${session._id}/message`;
    const body = { subject: "Bring a shawl", body: "Mornings are cold by the river.\n\nSee you at 7." };
    for (const [who, status] of [
      [undefined, 401],
      ["member", 403],
      ["accounts", 403],
    ] as const) {
      expect((await send("POST", url, callerFor(who), body)).statusCode, `${who}`).toBe(status);
    }
    expect((await send("POST", url, staff.content, { subject: "Hi", body: "short" })).statusCode).toBe(400);
    const res = await send("POST", url, staff["front-office"], body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 2 });
    expect(res.json().message).toBe(m.messageSent(2));
    const mail = await mailAbout(t.mail, "yasmin@example.org", "Bring a shawl");
    expect(mail.text).toContain("Mornings are cold by the river.");
    expect(mail.text).toContain(`About ${item.title}`);
    await mailAbout(t.mail, wasim.email, "Bring a shawl");
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "programme.message-sent"), eq(auditEvents.subjectId, session._id)));
    expect(audit.detail).toMatchObject({ subject: "Bring a shawl", recipients: 2 });
    expect((await send("POST", url, staff.admin, body)).statusCode).toBe(200);
  });
});

describe("the office home and the books", () => {
  it("counts today's sessions and their attendance for the front office and content", async () => {
    const before = await officeQueueCounts(t.database.db, "content");
    const today = before.find((q) => q.key === "programmeToday")!;
    expect(today).toMatchObject({ to: "/admin/programme" });
    const item = await makeItem({ capacity: 5, sessions: [{ day: dayIn(0), start_time: "23:00", end_time: "23:30" }] });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(sessionMoment(dayIn(-1), "12:00")));
    const booked = (
      await book(item.slug, { attendees: [{ name: "Zoya One" }, { name: "Zoya Two" }], booker: visitor("Zoya Khan") })
    ).json().data;
    vi.useRealTimers();
    await send("POST", `/api/admin/tickets/${booked.tickets[0].reference}/check-in`, staff["front-office"], {});
    const after = (await officeQueueCounts(t.database.db, "front-office")).find((q) => q.key === "programmeToday")!;
    expect(after.count).toBe(today.count + 1);
    expect(after.attendance).toEqual({
      checked_in: today.attendance!.checked_in + 1,
      expected: today.attendance!.expected + 2,
    });
    expect((await officeQueueCounts(t.database.db, "accounts")).some((q) => q.key === "programmeToday")).toBe(false);
  });

  it("collections count programme income on the day paid under its invoice, net of its refunds on their credit note", async () => {
    const figure = async () => {
      const res = await send(
        "GET",
        `/api/admin/reports/collections?group=kind&from=${dayIn(0)}&to=${dayIn(0)}&key=programme`,
        staff.accounts,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const before = (await figure()).groups.find((g: { key: string }) => g.key === "programme");
    const item = await makeItem({ price: 2200, capacity: 5, location: "Solan" });
    const anil = visitor("Anil Kapoor");
    const { reference, invoice } = await paidBooking(item.slug, anil, 2);
    const { invoice: kept } = await paidBooking(item.slug, visitor("Bela Kapoor"));
    await jobsDone(t, 90_000);
    const mail = await mailAbout(t.mail, anil.email, /^Your place is booked/);
    await send("POST", `/api/events/registrations/${reference}/cancel`, undefined, { token: registrationToken(mail) });
    const report = await figure();
    const after = report.groups.find((g: { key: string }) => g.key === "programme");
    expect(after.collected - before.collected).toBe(4400 + 2200);
    expect(after.refunded - before.refunded).toBe(4400);
    expect(after.net - before.net).toBe(2200);
    const entries = report.entries.items.filter(
      (e: { document: { number: string; invoice_number: string | null } }) =>
        [invoice, kept].includes(e.document.number) || e.document.invoice_number === invoice,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          part: "collected",
          amount: 4400,
          location: "Solan",
          payer: expect.objectContaining({ name: "Anil Kapoor" }),
          document: expect.objectContaining({
            kind: "invoice",
            number: invoice,
            url: `/api/admin/invoices/${invoice}`,
          }),
        }),
        expect.objectContaining({
          part: "refunded",
          amount: -4400,
          document: expect.objectContaining({
            kind: "credit-note",
            invoice_number: invoice,
            url: expect.stringMatching(/^\/api\/admin\/credit-notes\//),
          }),
        }),
        expect.objectContaining({ part: "collected", amount: 2200 }),
      ]),
    );
    const csv = await send(
      "GET",
      `/api/admin/reports/collections.csv?group=kind&from=${dayIn(0)}&to=${dayIn(0)}&key=programme`,
      staff.accounts,
    );
    expect(csv.body).toContain(invoice);
    expect(csv.body).toContain("Programme");
  });
});

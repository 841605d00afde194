import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { DEFAULT_TAX_SETTINGS } from "../../../common/gst.ts";
import { programmeMessages as m } from "../../../common/programme.ts";
import { programmeItemInput, type ProgrammeItemInput } from "../../../common/programme-schemas.ts";
import {
  auditEvents,
  creditNotes,
  programmeRegistrations,
  programmeWaitlist,
  refunds,
  sealedDocuments,
} from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type CaughtMail, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, signInEveryRole, type Caller, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";

/*
 * Places paid online are invoiced (decision 055), for a visitor as for a member: once, when the payment is received,
 * with the GST particulars of the tax settings' `programme` kind at the rate accounts set; attached to the
 * confirmation, downloaded by the booker (the signed link or the owner), found by the office's search; a cancellation
 * with a refund credits it. And the waiting list's and session's rules that came with it: the lapse mail, the office's
 * hours an offer keeps its places, a held registration caught by a session's cancellation paying back that share.
 */

const keys = { keyId: "rzp_test_invoices", keySecret: "invoices_key_secret_42", webhookSecret: "invoices_hook_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
let address = 1;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({ ...razorpayEnv(keys, standIn) });
  ({ staff, callerFor } = await signInEveryRole(t, "Nandini Rao"));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const send = (method: "GET" | "POST" | "PUT", url: string, who?: TestMember, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
    remoteAddress: `203.0.113.${(address++ % 250) + 1}`,
  });

const dayIn = (days: number) => addClubDays(clubToday(), days);
let itemNumber = 0;
const makeItem = (extra: Partial<ProgrammeItemInput> = {}) =>
  t.app.services.programmeOffice.create(
    { id: staff.content.id, role: "content" },
    programmeItemInput.parse({
      title: `Pranayama course ${++itemNumber}`,
      kind: "course",
      description: "Breath and stillness, one morning a week at the estate, with a short talk after each session.",
      image: "scenes/event-retreat",
      instructor: "Acharya Devpriya",
      location: "Solan",
      sessions: [{ day: dayIn(10), start_time: "07:00", end_time: "09:00" }],
      capacity: 5,
      price: 2360,
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
const registrationToken = (mail: CaughtMail) =>
  decodeURIComponent(mail.text.match(/\/events\/registrations\/[^?\s]+\?t=(\S+)/)![1]);
const waitlistToken = (mail: CaughtMail) => decodeURIComponent(mail.text.match(/\/events\/waitlist\/(\S+)/)![1]);

/** Places booked (a visitor's with `booker`, else the member's), paid through the stand-in and verified. */
async function paidBooking(slug: string, booker: ReturnType<typeof visitor> | TestMember) {
  const member = "headers" in booker ? booker : undefined;
  const held = await send(
    "POST",
    `/api/events/${slug}/registrations`,
    member,
    member ? { attendees: [{ name: member.name }] } : { attendees: [{ name: booker.name }], booker },
  );
  expect(held.statusCode, held.body).toBe(201);
  const paid = standIn.pay(held.json().data.payment.order_id);
  const verified = await send("POST", "/api/events/payments/verify", undefined, paid);
  expect(verified.json().data.status).toBe("confirmed");
  return { reference: held.json().data.reference as string, paid, verified };
}

const registrationRow = async (reference: string) =>
  (await t.database.db.select().from(programmeRegistrations).where(eq(programmeRegistrations.reference, reference)))[0];

// each test seals invoices and credit notes in the CPU pool: slow on a busy machine
const SEALING = 180_000;

describe("a paid place's invoice", () => {
  it(
    "a visitor's: issued once at the tax settings' rate, attached to the confirmation, downloaded by the signed link, found by the office",
    { timeout: SEALING },
    async () => {
      const put = await send("PUT", "/api/admin/tax-settings", staff.accounts, {
        ...DEFAULT_TAX_SETTINGS,
        programme: { ...DEFAULT_TAX_SETTINGS.programme, rate_percent: 12 },
      });
      expect(put.statusCode, put.body).toBe(200);
      try {
        const item = await makeItem();
        const asha = visitor("Asha Thakur");
        const { reference, paid, verified } = await paidBooking(item.slug, asha);
        const number = verified.json().data.invoice_number as string;
        expect(number).toMatch(/^VWC-INV-\d{4}-\d+$/);

        // the payment's verification again (or the webhook after it) issues nothing more
        expect((await send("POST", "/api/events/payments/verify", undefined, paid)).statusCode).toBe(200);
        expect((await registrationRow(reference)).invoiceNumber).toBe(number);

        const particulars = (await t.app.services.tax.particulars(number))!;
        expect(particulars).toMatchObject({
          taxed: true,
          recipient: { name: "Asha Thakur", email: asha.email, gstin: null, address: null },
          // held at the Solan estate, in the Trust's own state: CGST and SGST
          place_of_supply: { state: "Himachal Pradesh", basis: "villa" },
          inter_state: false,
          totals: { total: 236000, taxable: 210714, tax: 25286 },
        });
        expect(particulars.lines).toEqual([
          expect.objectContaining({ kind: "programme", sac: "999293", rate_bp: 1200, total: 236000, cgst: 12643 }),
        ]);

        // sealed once, whichever asks first: the office's download here, the confirmation's attachment
        const office = await send("GET", `/api/admin/invoices/${number}`, staff.accounts);
        expect(office.statusCode).toBe(200);
        await jobsDone(t, 90_000);
        const mail = await mailAbout(t.mail, asha.email, `Your place is booked: ${item.title} (${reference})`);
        expect(mail.text).toContain(`Your invoice ${number} is attached.`);
        expect(mail.raw).toContain(`invoice-${number}.pdf`);

        const token = encodeURIComponent(registrationToken(mail));
        const page = await send("GET", `/api/events/registrations/${reference}?t=${token}`);
        expect(page.json().data.invoice_number).toBe(number);
        const pdf = await send("GET", `/api/events/registrations/${reference}/invoice?t=${token}`);
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        const text = pdfText(pdf.rawPayload);
        expect(text).toContain(number);
        expect(text).toContain("Asha Thakur");
        expect(text).toContain("999293");
        expect((await send("GET", `/api/events/registrations/${reference}/invoice`)).statusCode).toBe(404);
        expect((await send("GET", `/api/events/registrations/${reference}/invoice?t=abc`)).statusCode).toBe(404);

        // sealed once and registered for /verify; the office's one invoice path opens it
        const [sealed] = await t.database.db
          .select()
          .from(sealedDocuments)
          .where(and(eq(sealedDocuments.kind, "invoice"), eq(sealedDocuments.reference, number)));
        expect(sealed?.storageKey).toBeTruthy();
        const byId = await t.app.services.verification.invoicePdf("programme", (await registrationRow(reference)).id);
        expect(byId.number).toBe(number);
        const search = await send("GET", `/api/admin/search?q=${encodeURIComponent(number)}`, staff.accounts);
        const invoices = search.json().data.groups.find((g: { kind: string }) => g.kind === "invoices");
        expect(invoices.items[0]).toMatchObject({ title: number });
        expect(invoices.items[0].detail).toContain(reference);
        expect((await send("GET", invoices.items[0].url, staff.accounts)).statusCode).toBe(200);
      } finally {
        await send("PUT", "/api/admin/tax-settings", staff.accounts, DEFAULT_TAX_SETTINGS);
      }
    },
  );

  it(
    "a member's: billed as their records name them, listed with their bookings, theirs alone to download",
    { timeout: SEALING },
    async () => {
      await t.app.services.tax.saveSettings({ id: staff.accounts.id, role: "accounts" }, DEFAULT_TAX_SETTINGS);
      const item = await makeItem({ location: "Rishikesh" });
      const member = await createMember(t, "Vikram Sethi");
      const { reference, verified } = await paidBooking(item.slug, member);
      const number = verified.json().data.invoice_number as string;
      expect((await send("GET", `/api/admin/invoices/${number}`, staff.accounts)).statusCode).toBe(200);
      const particulars = (await t.app.services.tax.particulars(number))!;
      expect(particulars.recipient).toMatchObject({ name: "Vikram Sethi", email: member.email });
      // at the Rishikesh estate, outside the Trust's state: IGST at the default 18%
      expect(particulars).toMatchObject({ inter_state: true, place_of_supply: { state: "Uttarakhand" } });
      expect(particulars.lines[0]).toMatchObject({ sac: "999293", rate_bp: 1800, igst: 36000, total: 236000 });
      const mine = await send("GET", "/api/events/registrations/mine", member);
      expect(mine.json().data[0]).toMatchObject({ reference, invoice_number: number });
      const own = await send("GET", `/api/events/registrations/${reference}/invoice`, member);
      expect(own.statusCode).toBe(200);
      expect(pdfText(own.rawPayload)).toContain("Vikram Sethi");
      const stranger = await createMember(t, "Uma Joshi");
      expect((await send("GET", `/api/events/registrations/${reference}/invoice`, stranger)).statusCode).toBe(404);

      // a free place has no invoice
      const free = await makeItem({ price: 0 });
      const booked = await send("POST", `/api/events/${free.slug}/registrations`, member, {
        attendees: [{ name: member.name }],
      });
      expect(booked.json().data).toMatchObject({ status: "confirmed", invoice_number: null });
      const none = await send("GET", `/api/events/registrations/${booked.json().data.reference}/invoice`, member);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(m.invoiceNotFound);
    },
  );

  it(
    "a cancellation with a refund credits the invoice: a credit note billed as it was, attached to the mail",
    { timeout: SEALING },
    async () => {
      const item = await makeItem({ price: 1500, cancel_days_before: 1 });
      const kabir = visitor("Kabir Anand");
      const { reference, verified } = await paidBooking(item.slug, kabir);
      const number = verified.json().data.invoice_number as string;
      // the payment's answer proves the booker: the invoice's address is signed with the registration's token
      const signed = new URL(verified.json().data.invoice_url as string, "http://club.test");
      expect(signed.pathname).toBe(`/api/events/registrations/${reference}/invoice`);
      const cancelled = await send("POST", `/api/events/registrations/${reference}/cancel`, undefined, {
        token: signed.searchParams.get("t"),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const registration = await registrationRow(reference);
      const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceNumber, number));
      expect(note).toMatchObject({
        userId: null,
        invoiceKind: "programme",
        programmeRegistrationId: registration.id,
        amount: 1500,
        billedTo: { name: "Kabir Anand", email: kabir.email, language: "en" },
      });
      const [refund] = await t.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.programmeRegistrationId, registration.id));
      expect(refund).toMatchObject({ creditNoteId: note.id, amountOwed: 1500, kind: "programme-cancelled" });
      await jobsDone(t, 90_000);
      const told = await mailAbout(t.mail, kabir.email, /^Registration cancelled/);
      expect(told.raw).toContain(`credit-note-${note.number}.pdf`);
      const notePdf = await send("GET", `/api/admin/credit-notes/${note.id}`, staff.accounts);
      expect(notePdf.statusCode).toBe(200);
      expect(pdfText(notePdf.rawPayload)).toContain(number);
    },
  );
});

describe("a session cancelled while places were held", () => {
  it("the payment that comes after pays back that session's share, not the whole", { timeout: SEALING }, async () => {
    const item = await makeItem({
      price: 3000,
      sessions: [
        { day: dayIn(12), start_time: "07:00", end_time: "09:00" },
        { day: dayIn(13), start_time: "07:00", end_time: "09:00" },
        { day: dayIn(14), start_time: "07:00", end_time: "09:00" },
      ],
    });
    const lata = visitor("Lata Krishnan");
    const held = await send("POST", `/api/events/${item.slug}/registrations`, undefined, {
      attendees: [{ name: lata.name }],
      booker: lata,
    });
    expect(held.json().data.status).toBe("held");
    const sessions = (await send("GET", `/api/events/${item.slug}`)).json().data.sessions;
    const cancel = await send("POST", `/api/admin/programme/sessions/${sessions[1]._id}/cancel`, staff.content, {
      reason: "The hall is being repaired.",
    });
    expect(cancel.json().data).toMatchObject({ refunds: 0 });
    const paid = standIn.pay(held.json().data.payment.order_id);
    expect((await send("POST", "/api/events/payments/verify", undefined, paid)).json().data.status).toBe("confirmed");
    const registration = await registrationRow(held.json().data.reference);
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.programmeRegistrationId, registration.id));
    expect(owed.map((r) => [r.amountOwed, r.programmeSessionId])).toEqual([[1000, sessions[1]._id]]);
    await vi.waitFor(() =>
      expect(standIn.refunds.filter((r) => r.payment_id === paid.razorpay_payment_id).map((r) => r.amount)).toEqual([
        100000,
      ]),
    );
    const told = await mailAbout(t.mail, lata.email, /^Session cancelled: /);
    expect(told.text).toContain("The hall is being repaired.");
    expect(told.text).toContain("₹1,000");
  });
});

describe("the waiting list's offers", () => {
  it("programme settings: content staff and administrators keep the hours an offer lasts, audited", async () => {
    for (const [who, status] of [
      [undefined, 401],
      ["member", 403],
      ["accounts", 403],
      ["front-office", 403],
      ["content", 200],
      ["admin", 200],
    ] as const) {
      expect((await send("GET", "/api/admin/programme-settings", callerFor(who))).statusCode, `${who}`).toBe(status);
      const res = await send("PUT", "/api/admin/programme-settings", callerFor(who), { waitlist_offer_hours: 24 });
      expect(res.statusCode, `${who}`).toBe(status);
    }
    const bad = await send("PUT", "/api/admin/programme-settings", staff.content, { waitlist_offer_hours: 200 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(m.offerHoursInvalid);
  });

  it("an offer lasts the hours the office set; lapsed, its holder is mailed in their language and the next is offered", async () => {
    const saved = await send("PUT", "/api/admin/programme-settings", staff.content, { waitlist_offer_hours: 3 });
    expect(saved.json().data).toMatchObject({ waitlist_offer_hours: 3, defaults: false });
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "programme.settings-updated"))
      .orderBy(auditEvents.createdAt);
    expect(entry).toBeTruthy();
    try {
      const item = await makeItem({ price: 0, capacity: 1, title_hi: "प्राणायाम पाठ्यक्रम" });
      const owner = await createMember(t, "Mohan Lal");
      const booked = await send("POST", `/api/events/${item.slug}/registrations`, owner, {
        attendees: [{ name: owner.name }],
      });
      const [neha, omar] = [visitor("Neha Gupta"), visitor("Omar Sheikh")];
      const joined = await t.app.inject({
        method: "POST",
        url: `/api/events/${item.slug}/waitlist`,
        headers: { "accept-language": "hi" },
        payload: { ...neha, seats: 1 },
        remoteAddress: "203.0.113.250",
      });
      expect(joined.statusCode, joined.body).toBe(201);
      await send("POST", `/api/events/${item.slug}/waitlist`, undefined, { ...omar, seats: 1 });
      await send("POST", `/api/events/registrations/${booked.json().data.reference}/cancel`, owner);
      const offer = await mailAbout(t.mail, neha.email, /^आपके लिए स्थान खाली है/);
      const page = (await send("GET", `/api/events/waitlist/${encodeURIComponent(waitlistToken(offer))}`)).json().data;
      const hours = (Date.parse(page.offer_expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(2.9);
      expect(hours).toBeLessThanOrEqual(3);

      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 4 * 3_600_000);
      await t.app.services.programme.releaseExpiredHolds();
      const lapsed = await mailAbout(t.mail, neha.email, /^आपका प्रस्ताव समाप्त हो गया/);
      expect(lapsed.text).toContain("अब आप प्रतीक्षा सूची में नहीं हैं");
      expect(lapsed.text).toContain(`/events/${item.slug}`);
      await mailAbout(t.mail, omar.email, `A place is free for you: ${item.title}`);
      const statuses = await t.database.db
        .select({ email: programmeWaitlist.email, status: programmeWaitlist.status })
        .from(programmeWaitlist)
        .where(eq(programmeWaitlist.itemId, item._id));
      expect(Object.fromEntries(statuses.map((r) => [r.email, r.status]))).toEqual({
        [neha.email]: "lapsed",
        [omar.email]: "offered",
      });
    } finally {
      vi.useRealTimers();
      await send("PUT", "/api/admin/programme-settings", staff.content, { waitlist_offer_hours: 24 });
    }
  });
});

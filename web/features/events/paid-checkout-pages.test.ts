import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time";
import { programmeMessages as m } from "../../../common/programme";
import { programmeItemInput, type ProgrammeItemInput } from "../../../common/programme-schemas";
import { programmeRegistrations, razorpayOrders } from "../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../server/test/members";
import { razorpayEnv, startRazorpayStandIn, type RazorpayStandIn } from "../../../server/test/razorpay-stand-in";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage } from "../../../server/test/site-requests";

/*
 * The paid checkout of /events/{slug} as the server renders it (decision 055): the booking form posted for a paid item
 * holds the places and offers Razorpay Checkout (which needs JavaScript, and says so without it); once the payment is
 * verified, the registration's page by the signed link and the portal's Bookings tab link the invoice, in English and
 * Hindi, and the link downloads it. The office keeps the hours an offer of the waiting list lasts on its programme page.
 */

const keys = { keyId: "rzp_test_paid_pages", keySecret: "paid_pages_secret_42", webhookSecret: "paid_pages_hook_42" };
let standIn: RazorpayStandIn;
let site: TestSite;
let content: TestMember;
beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  site = await openTestSite(razorpayEnv(keys, standIn));
  content = await staffMember(site, "content");
});
afterAll(async () => {
  await site?.close();
  await standIn?.close();
});

const shown = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
const open = async (path: string, who?: TestMember, hindi = false) => {
  const res = hindi
    ? await fetch(`${site.url}${path}`, { redirect: "manual", headers: { cookie: "lng=hi" } })
    : await openPage(site, path, who);
  return { status: res.status, html: shown(await res.text()) };
};
const post = async (path: string, fields: Record<string, string>, who?: TestMember) => {
  const res = await postPage(site, path, fields, who);
  return { status: res.status, html: shown(await res.text()) };
};

let n = 0;
const makeItem = (extra: Partial<ProgrammeItemInput> = {}) =>
  site.app.services.programmeOffice.create(
    { id: content.id, role: "content" },
    programmeItemInput.parse({
      title: `Sound healing evening ${++n}`,
      kind: "event",
      description: "An evening of singing bowls and silence by the river, with chai after.",
      image: "scenes/event-retreat",
      instructor: "Swami Prakashananda",
      location: "Rishikesh",
      sessions: [{ day: addClubDays(clubToday(), 30), start_time: "18:00", end_time: "20:00" }],
      capacity: 20,
      price: 1200,
      published: true,
      ...extra,
    }),
  );

/** Pays a held registration's order through the stand-in and verifies it as Checkout's handler does. */
async function payAndVerify(orderId: string) {
  const res = await fetch(`${site.url}/api/events/payments/verify`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify(standIn.pay(orderId)),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data as { status: string; invoice_number: string; invoice_url: string };
}
const referenceIn = (html: string) => /VWC-E-\d{4}-\d+/.exec(html)![0];

describe("the paid checkout of an item's page", () => {
  it("holds the places and offers Checkout; once paid, the signed registration page links the invoice, in both languages", async () => {
    const item = await makeItem();
    const page = await open(`/events/${item.slug}`);
    expect(page.html).toContain("₹1,200");
    expect(page.html).toContain("Continue to payment");

    const held = await post(`/events/${item.slug}`, {
      places: "2",
      "attendees.0.name": "Ira Sharma",
      "attendees.1.name": "Dev Sharma",
      "booker.name": "Ira Sharma",
      "booker.email": "ira.sharma.paid@example.org",
      "booker.phone": "+91 98765 43210",
    });
    expect(held.status).toBe(201);
    expect(held.html).toContain(m.held);
    expect(held.html).toContain("Pay ₹2,400 online");
    expect(held.html).toContain("Paying online needs JavaScript");
    const reference = referenceIn(held.html);

    const paid = await payAndVerify(await orderOf(reference));
    expect(paid).toMatchObject({ status: "confirmed", invoice_number: expect.stringMatching(/^VWC-INV-/) });
    const url = new URL(paid.invoice_url, site.url);
    const token = url.searchParams.get("t")!;

    const registration = await open(`/events/registrations/${reference}?t=${encodeURIComponent(token)}`);
    expect(registration.status).toBe(200);
    expect(registration.html).toContain("You are booked");
    expect(registration.html).toContain(`Download your invoice ${paid.invoice_number} (PDF)`);
    expect(registration.html).toContain(`href="${paid.invoice_url}"`);
    const pdf = await fetch(`${site.url}${paid.invoice_url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const hindi = await open(`/events/registrations/${reference}?t=${encodeURIComponent(token)}`, undefined, true);
    expect(hindi.html).toContain(`अपना इनवॉइस ${paid.invoice_number} डाउनलोड करें (PDF)`);

    // the item's page itself, as it renders again: one place fewer for each booked
    expect((await open(`/events/${item.slug}`)).html).toContain("18 seats left");
  });

  it("the portal's Bookings tab links a member's invoice, theirs to download signed in", async () => {
    const member = await createMember(site, "Rohan Kapoor");
    const item = await makeItem({ title: "Paid Satsang for the portal" });
    const held = await post(`/events/${item.slug}`, { places: "1", "attendees.0.name": "Rohan Kapoor" }, member);
    expect(held.status).toBe(201);
    const paid = await payAndVerify(await orderOf(referenceIn(held.html)));
    const tab = await open("/dashboard?tab=bookings", member);
    expect(tab.html).toContain(`Download invoice ${paid.invoice_number}`);
    expect(tab.html).toContain(`href="/api/events/registrations/${referenceIn(held.html)}/invoice"`);
    const pdf = await fetch(`${site.url}/api/events/registrations/${referenceIn(held.html)}/invoice`, {
      headers: member.headers,
    });
    expect(pdf.status).toBe(200);
  });
});

describe("the office's programme settings", () => {
  it("content staff set the hours an offer lasts on the programme page; a bad value is refused with its message", async () => {
    const page = await open("/admin/programme", content);
    expect(page.html).toContain("Hours an offer of the waiting list keeps its places");
    expect(page.html).toContain('value="24"');
    const bad = await post("/admin/programme", { intent: "settings", waitlist_offer_hours: "500" }, content);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(m.offerHoursInvalid);
    expect(bad.html).toContain('value="500"');
    const saved = await post("/admin/programme", { intent: "settings", waitlist_offer_hours: "6" }, content);
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(m.settingsSaved);
    expect((await site.app.services.programmeOffice.settings()).waitlist_offer_hours).toBe(6);
    await site.app.services.programmeOffice.saveSettings(
      { id: content.id, role: "content" },
      { waitlist_offer_hours: 24 },
    );
  });
});

/** The Razorpay order of a held registration, as the server placed it. */
async function orderOf(reference: string): Promise<string> {
  const [row] = await site.database.db
    .select({ orderId: razorpayOrders.orderId })
    .from(razorpayOrders)
    .innerJoin(programmeRegistrations, eq(programmeRegistrations.id, razorpayOrders.programmeRegistrationId))
    .where(eq(programmeRegistrations.reference, reference));
  return row.orderId;
}

import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time";
import { formatRupees } from "../../../common/money";
import { nightsAt, priceBreakup, stayMessages, stayParams, type StayCoupon } from "../../../common/stays";
import { bookings, properties } from "../../../server/db/schema";
import { createMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { ONLINE_NEEDS_SCRIPT } from "./stay-forms";
import en from "../../locales/en/stays.json";

/*
 * Booking a stay without JavaScript: the review's guest
 * form and the payment method form posted url-encoded to /payment-method, as a browser sends them before the
 * page's script runs, with a member's cookie; the answers are the pages the server renders.
 */

let site: TestSite;
let member: TestMember;
let villas: { id: string; pricePerNight: number; name: string; nameHi: string | null }[] = [];

beforeAll(async () => {
  site = await openTestSite();
  member = await createMember(site, "Asha Verma");
  villas = await site.database.db
    .select({
      id: properties.id,
      pricePerNight: properties.pricePerNight,
      name: properties.name,
      nameHi: properties.nameHi,
    })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .orderBy(properties.name);
});
afterAll(async () => {
  await site?.close();
});

/** A day `n` days from the club's today, yyyy-mm-dd. */
const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
let nextVilla = 0;
/** A stay of 3 nights in a villa of its own (the tests never take each other's nights). */
const newStay = () => ({
  propertyId: villas[nextVilla++].id,
  checkIn: day(60),
  checkOut: day(63),
  adults: 2,
  children: 1,
});
type Stay = ReturnType<typeof newStay>;

const guest = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Asha",
  lastName: "Verma",
  phone: "+91 98765 43210",
  email: "asha.guest@example.in",
  agreeTerms: "on",
};

/** A form post from the site's own page with the member's cookie, not following redirects. */
const postForm = (path: string, fields: Record<string, string>, cookie: string | null = `token=${member.token}`) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

/** The page's HTML without React's separators between adjacent texts (`<!-- -->`). */
const pageOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
/** The page's rendered content (its <main>), without the data it hydrates with (which holds its catalogue's words). */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
/** One of the coupons the migration stores (the office keeps them in the table coupons). */
const SATVIK5: StayCoupon = { code: "SATVIK5", description: "", kind: "percent", value: 5, minNights: 1 };
/** The payment page's English words (its catalogue). */
const paymentPage = en.payment;
const paymentPath = (stay: Stay, coupon?: string) => `/payment-method?${stayParams({ ...stay, coupon })}`;
/** The message shown under a field of the review (its `<id>-error` paragraph). */
const fieldError = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
/** The attributes of the input or select named `name`. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
const villaOf = (stay: Stay) => villas.find((v) => v.id === stay.propertyId)!;

describe("the review's guest form, posted to /payment-method (intent=review)", () => {
  it("a guest the shared schema refuses: the review again, each message beside its field, the typed values kept", async () => {
    const stay = newStay();
    const res = await postForm(paymentPath(stay), {
      intent: "review",
      bookingFor: "someoneElse",
      title: "",
      firstName: "Ravi",
      lastName: "",
      phone: "12",
      email: "ravi@",
    });
    expect(res.status).toBe(400);
    const html = await pageOf(res);
    expect(html).toContain("Review your stay");
    expect(fieldError(html, "guest-title")).toBe("Choose a title.");
    expect(fieldError(html, "guest-last-name")).toBe("Enter the last name.");
    expect(fieldError(html, "guest-phone")).toBe("Enter a phone number of 7 to 15 digits.");
    expect(fieldError(html, "guest-email")).toBe("Enter a valid e-mail address.");
    expect(fieldError(html, "guest-first-name")).toBeUndefined();
    expect(html).toContain(stayMessages.acceptTerms);
    expect(control(html, "title")).toContain('aria-invalid="true"');
    expect(control(html, "phone")).toContain('aria-describedby="guest-phone-error"');
    expect(control(html, "firstName")).toContain('value="Ravi"');
    expect(control(html, "phone")).toContain('value="12"');
    expect(html).toMatch(/<input[^>]*name="bookingFor" checked="" value="someoneElse"/);
  });

  it("a valid guest: the payment method page with the guest in hidden fields and the server's price for the coupon", async () => {
    const stay = newStay();
    const res = await postForm(paymentPath(stay, "SATVIK5"), { intent: "review", ...guest });
    expect(res.status).toBe(200);
    const html = await pageOf(res);
    expect(html).toContain(paymentPage.methodLegend);
    expect(mainOf(html)).not.toContain(paymentPage.missingGuest);
    for (const [name, value] of Object.entries(guest))
      expect(control(html, name)).toMatch(new RegExp(`type="hidden"[^>]*value="${value.replace(/[+()]/g, "\\$&")}"`));
    const price = priceBreakup(nightsAt(villaOf(stay).pricePerNight, 3), SATVIK5);
    expect(price.discount).toBeGreaterThan(0);
    expect(html).toContain(paymentPage.confirm.replace("{{amount}}", formatRupees(price.total)));
    // the book form posts back to this address (the stay and the coupon; no personal data)
    expect(html).toContain(`action="${paymentPath(stay, "SATVIK5").replace(/&/g, "&amp;")}"`);
  });
});

describe("the payment method form (intent=book)", () => {
  it("books the stay: the booked page with the reference, villa and amount, and the stored booking priced by the server", async () => {
    const stay = newStay();
    const res = await postForm(paymentPath(stay, "SATVIK5"), {
      intent: "book",
      ...guest,
      paymentMethod: "cod",
    });
    expect(res.status).toBe(200);
    const html = await pageOf(res);
    expect(html).toContain(stayMessages.booked);
    const reference = /Your reference is <strong[^>]*>([^<]+)<\/strong>/.exec(html)?.[1];
    expect(reference).toMatch(/^VWC-B-\d{4}-\d+$/);
    const price = priceBreakup(nightsAt(villaOf(stay).pricePerNight, 3), SATVIK5);
    expect(html).toContain(`${villaOf(stay).name}, Solan · ${formatRupees(price.total)} to pay at the property.`);
    expect(html).toContain('href="/dashboard?tab=bookings"');
    expect(html).toContain(paymentPage.seeBookings);

    const [row] = await site.database.db.select().from(bookings).where(eq(bookings.reference, reference!));
    expect(row).toMatchObject({
      userId: member.id,
      propertyId: stay.propertyId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
      children: 1,
      status: "confirmed",
      couponCode: "SATVIK5",
      discount: price.discount,
      total: price.total,
      paymentMethod: "cod",
      membershipId: null,
    });
    expect(row.guest).toMatchObject({
      title: "Mrs.",
      firstName: "Asha",
      phone: "+91 98765 43210",
      email: "asha.guest@example.in",
    });
  });

  it("nights another stay holds: today's message and a way to change dates, the guest kept for another try; nothing stored", async () => {
    const stay = newStay();
    expect((await postForm(paymentPath(stay), { intent: "book", ...guest, paymentMethod: "cod" })).status).toBe(200);
    const other = await createMember(site, "Meera Iyer");
    const res = await postForm(
      paymentPath({ ...stay, checkIn: day(62), checkOut: day(64) }),
      { intent: "book", ...guest, paymentMethod: "cod" },
      `token=${other.token}`,
    );
    expect(res.status).toBe(409);
    const html = await pageOf(res);
    expect(html).toContain(stayMessages.unavailable);
    expect(html).toContain(`href="/property-detail/${stay.propertyId}?adults=2&amp;children=1"`);
    expect(mainOf(html)).not.toContain(stayMessages.booked);
    expect(control(html, "phone")).toContain('value="+91 98765 43210"');
    expect(await site.database.db.select().from(bookings).where(eq(bookings.userId, other.id))).toHaveLength(0);
  });

  it("online payment needs the page's script (Razorpay's window); a membership ID not the member's is refused; a post without the guest asks to go back", async () => {
    const stay = newStay();
    const online = await postForm(paymentPath(stay), { intent: "book", ...guest, paymentMethod: "razorpay" });
    expect(online.status).toBe(400);
    expect(await pageOf(online)).toContain(ONLINE_NEEDS_SCRIPT.split("window, ")[1]);
    const notTheirs = await postForm(paymentPath(stay), {
      intent: "book",
      ...guest,
      paymentMethod: "cod",
      membershipId: "VWC-M-204",
    });
    expect(notTheirs.status).toBe(400);
    expect(await pageOf(notTheirs)).toContain(stayMessages.noActiveMembership);
    const noGuest = await postForm(paymentPath(stay), { intent: "book", paymentMethod: "cod" });
    expect(noGuest.status).toBe(400);
    expect(await pageOf(noGuest)).toContain(paymentPage.missingGuest);
    expect(await site.database.db.select().from(bookings).where(eq(bookings.propertyId, stay.propertyId))).toHaveLength(
      0,
    );
  });

  it("a post without a session goes to sign-in and back to the stay's address", async () => {
    const stay = newStay();
    const res = await postForm(paymentPath(stay), { intent: "book", ...guest, paymentMethod: "cod" }, null);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/sign-in?redirect=${encodeURIComponent(paymentPath(stay))}`);
    expect(await site.database.db.select().from(bookings).where(eq(bookings.propertyId, stay.propertyId))).toHaveLength(
      0,
    );
  });
});

describe("a coupon with conditions on the review and payment pages", () => {
  it("FIRSTSTAY books a member's first stay (the booked page, not a refusal); on the next stay it is dropped with its words", async () => {
    const newcomer = await createMember(site, "Tara Menon");
    const cookie = `token=${newcomer.token}`;
    const first = newStay();
    const booked = await postForm(
      paymentPath(first, "FIRSTSTAY"),
      { intent: "book", ...guest, paymentMethod: "cod" },
      cookie,
    );
    expect(booked.status).toBe(200);
    const bookedPage = await pageOf(booked);
    expect(bookedPage).toContain(stayMessages.booked);
    const tenPercent: StayCoupon = { ...SATVIK5, code: "FIRSTSTAY", value: 10 };
    expect(bookedPage).toContain(
      `${formatRupees(priceBreakup(nightsAt(villaOf(first).pricePerNight, 3), tenPercent).total)} to pay at the property.`,
    );

    const second = newStay();
    const review = await fetch(`${site.url}/booking-review?${stayParams({ ...second, coupon: "FIRSTSTAY" })}`, {
      headers: { cookie },
    });
    expect(review.status).toBe(200);
    const reviewPage = await pageOf(review);
    expect(reviewPage).toContain("Review your stay");
    expect(reviewPage).toContain(stayMessages.couponFirstStayOnly.replace("'", "&#x27;"));
    // priced without it, and not offered
    expect(reviewPage).toMatch(
      new RegExp(
        `data-testid="stay-total">${formatRupees(priceBreakup(nightsAt(villaOf(second).pricePerNight, 3)).total)}<`,
      ),
    );
    expect(reviewPage).not.toMatch(/<button[^>]*>FIRSTSTAY/);
  });
});

describe("in Hindi (the lng cookie)", () => {
  it("the review, the guest's messages, the payment method and the booked page speak Hindi, amounts and days too", async () => {
    const cookie = `token=${member.token}; lng=hi`;
    const stay = newStay();
    const review = await fetch(`${site.url}/booking-review?${stayParams(stay)}`, { headers: { cookie } });
    expect(review.status).toBe(200);
    const reviewPage = await pageOf(review);
    expect(reviewPage).toContain('<html lang="hi"');
    // the page's own content is Hindi: no `lang="en"` on <main>
    expect(reviewPage).toMatch(/<main id="main" tabindex="-1">/);
    expect(reviewPage).toContain("<title>अपने प्रवास की समीक्षा करें | ");
    expect(reviewPage).toMatch(/<h1[^>]*>अपने प्रवास की समीक्षा करें<\/h1>/);
    const price = priceBreakup(nightsAt(villaOf(stay).pricePerNight, 3));
    expect(reviewPage).toContain(`कमरे का शुल्क (3 रातें × ${formatRupees(price.pricePerNight, "hi")})`);
    expect(reviewPage).toContain("2 वयस्क, 1 बच्चा");
    // the villa by its Hindi name (decision 046)
    expect(villaOf(stay).nameHi).toMatch(/[\u0900-\u097F]/);
    expect(mainOf(reviewPage)).toContain(`${villaOf(stay).nameHi}</h2>`);
    expect(mainOf(reviewPage)).not.toContain(villaOf(stay).name);
    expect(reviewPage).toMatch(/\d{1,2} [\u0900-\u097F]+ \d{4} – \d{1,2} [\u0900-\u097F]+ \d{4} · 3 रातें/);
    for (const english of ["Guest details", "Price breakup", "Room charges", "Who is this booking for?", "Pay Now"])
      expect(mainOf(reviewPage), english).not.toContain(english);

    // the shared schema's messages, beside their fields, in Hindi
    const refused = await pageOf(
      await postForm(paymentPath(stay), { intent: "review", ...guest, title: "", phone: "12" }, cookie),
    );
    expect(fieldError(refused, "guest-title")).toBe("संबोधन चुनें।");
    expect(fieldError(refused, "guest-phone")).toBe("7 से 15 अंकों का फ़ोन नंबर डालें।");

    const method = await pageOf(await postForm(paymentPath(stay), { intent: "review", ...guest }, cookie));
    expect(method).toContain("आप भुगतान कैसे करना चाहेंगे?");
    expect(method).toContain("संपत्ति पर भुगतान करें");
    expect(method).toContain(`बुकिंग की पुष्टि करें · ${formatRupees(price.total, "hi")}`);
    expect(mainOf(method)).not.toContain("How would you like to pay?");

    const booked = await pageOf(
      await postForm(paymentPath(stay), { intent: "book", ...guest, paymentMethod: "cod" }, cookie),
    );
    expect(booked).toContain("आपका प्रवास बुक हो गया है");
    expect(booked).toMatch(/आपका संदर्भ <strong[^>]*>VWC-B-\d{4}-\d+<\/strong> है।/);
    expect(booked).toContain(
      `${villaOf(stay).nameHi}, Solan · ${formatRupees(price.total, "hi")} का भुगतान संपत्ति पर करना है।`,
    );
  });
});

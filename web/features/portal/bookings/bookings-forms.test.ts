import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../../common/club-time";
import { formatDate } from "../../../../common/format";
import { stayMessages } from "../../../../common/stays";
import { properties } from "../../../../server/db/schema";
import { createMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { announcements, pageHtml, postForm, visibleText } from "../../../../server/test/portal-posts";

/*
 * The Bookings tab without JavaScript: the member's stays in the first HTML, and
 * cancelling one — asked first at ?cancel={id}, then the form posted to /dashboard as a browser posts it.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
const guest = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Asha",
  lastName: "Verma",
  phone: "+91 98765 43210",
  email: "asha@example.in",
  agreeTerms: true,
};

async function bookStay(member: TestMember) {
  const [villa] = await site.database.db
    .select({ id: properties.id, name: properties.name, nameHi: properties.nameHi })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .limit(1);
  const res = await site.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: member.headers,
    payload: { propertyId: villa.id, checkIn: day(90), checkOut: day(92), adults: 1, guest, paymentMethod: "cod" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json().data as { _id: string; reference: string }, villa };
}

const statusOf = async (member: TestMember, id: string) => {
  const res = await site.app.inject({ method: "GET", url: "/api/bookings", headers: member.headers });
  return (res.json().data as { _id: string; status: string }[]).find((row) => row._id === id)?.status;
};

describe("the Bookings tab's cancel form, posted without JavaScript", () => {
  it("lists the stay, asks first, cancels it once; another member's stay is not found", async () => {
    const member = await createMember(site);
    const { booking, villa } = await bookStay(member);

    const list = await pageHtml(site, member, "/dashboard?tab=bookings");
    expect(visibleText(list)).toContain(booking.reference);
    expect(visibleText(list)).toContain("Confirmed");
    expect(visibleText(list)).toContain(`Cancel stay ${booking.reference}`);
    expect(visibleText(list)).not.toContain(`Cancel your stay at ${villa.name}?`);

    const asked = visibleText(await pageHtml(site, member, `/dashboard?tab=bookings&cancel=${booking._id}`));
    expect(asked).toContain(`Cancel your stay at ${villa.name}?`);
    expect(asked).toContain("Keep my stay");

    const other = await createMember(site);
    const foreign = await postForm(site, other, "/dashboard?tab=bookings", {
      intent: "bookings.cancel",
      booking_id: booking._id,
    });
    expect(foreign.status).toBe(404);
    expect(announcements(await foreign.text())).toContain(stayMessages.bookingNotFound);
    expect(await statusOf(member, booking._id)).toBe("confirmed");

    const cancelled = await postForm(site, member, `/dashboard?tab=bookings&cancel=${booking._id}`, {
      intent: "bookings.cancel",
      booking_id: booking._id,
    });
    expect(cancelled.status).toBe(200);
    const html = await cancelled.text();
    expect(announcements(html)).toContain(stayMessages.cancelled);
    expect(visibleText(html)).not.toContain(`Cancel your stay at ${villa.name}?`);
    expect(visibleText(html)).not.toContain(`Cancel stay ${booking.reference}`);
    expect(await statusOf(member, booking._id)).toBe("cancelled");

    const again = await postForm(site, member, "/dashboard?tab=bookings", {
      intent: "bookings.cancel",
      booking_id: booking._id,
    });
    expect(again.status).toBe(409);
    expect(announcements(await again.text())).toContain(stayMessages.notCancellable);
  });
});

describe("the Bookings tab in Hindi (the lng=hi cookie)", () => {
  const hindi = (member: TestMember, path: string, fields?: Record<string, string>) =>
    fetch(`${site.url}${path}`, {
      method: fields ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: `token=${member.token}; lng=hi`,
        ...(fields ? { "content-type": "application/x-www-form-urlencoded", origin: site.url } : {}),
      },
      body: fields ? new URLSearchParams(fields).toString() : undefined,
    });

  it("lists the stay with Hindi columns, status and dates; the cancellation is asked and answered in Hindi", async () => {
    const member = await createMember(site);
    const { booking, villa } = await bookStay(member);

    const list = visibleText(await (await hindi(member, "/dashboard?tab=bookings")).text());
    expect(list).toContain("आपकी बुकिंग और योगदान");
    for (const column of ["आईडी", "प्रकार", "विला", "स्थान", "तारीखें", "स्थिति", "कार्य"]) expect(list).toContain(column);
    expect(list).toContain(booking.reference);
    expect(list).toContain("बुकिंग");
    expect(list).toContain("पक्की");
    expect(list).toContain(`${formatDate(day(90), "hi")} – ${formatDate(day(92), "hi")}`);
    expect(list).toContain(`प्रवास रद्द करें ${booking.reference}`);
    expect(list).not.toContain("Confirmed");
    expect(list).not.toContain("Cancel stay");

    const asked = visibleText(await (await hindi(member, `/dashboard?tab=bookings&cancel=${booking._id}`)).text());
    // the villa by its Hindi name (decision 046)
    expect(villa.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(asked).toContain(`${villa.nameHi} में अपना प्रवास रद्द करें?`);
    expect(list).toContain(villa.nameHi);
    expect(list).not.toContain(villa.name);
    expect(asked).toContain("मेरा प्रवास बना रहने दें");

    const cancelled = await hindi(member, "/dashboard?tab=bookings", {
      intent: "bookings.cancel",
      booking_id: booking._id,
    });
    expect(cancelled.status).toBe(200);
    expect(announcements(await cancelled.text())).toContain("आपका प्रवास रद्द हो गया है");
    const again = await hindi(member, "/dashboard?tab=bookings", {
      intent: "bookings.cancel",
      booking_id: booking._id,
    });
    expect(again.status).toBe(409);
    expect(announcements(await again.text())).toContain("यह प्रवास अब बुक नहीं है, इसलिए इसे रद्द नहीं किया जा सकता।");
  });
});

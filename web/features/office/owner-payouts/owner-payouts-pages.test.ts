import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { officeMessages } from "../../../../common/office";
import { monthDays, rentalMessages as m } from "../../../../common/rental";
import { bookings, kycDetails, moaAgreements, properties, rentalStatements } from "../../../../server/db/schema";
import { memberWithVilla, signMoa } from "../../../../server/test/member-with-villa";
import { createMember, fixtures, staffMember, upload, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";

/*
 * /admin/owner-payouts as the server renders it, before any script: who may open it (accounts and administrators),
 * each payout with its owner, villa, month, share, TDS, payout due and bank account (or none on file), a payout held
 * while its owner's maintenance dues are overdue (its recording refused), the record form posted without JavaScript
 * (refused beside its field, then recorded and moved to Paid), and the share and TDS rate saved.
 */

let site: TestSite;
let admin: TestMember;
let accounts: TestMember;
const statements: { paying: { id: string; payoutDue: number }; held: { id: string; payoutDue: number } } = {} as never;
let month = "";

const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
const call = (who: TestMember, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  site.app.inject({ method, url, payload, headers: who.headers });

/** An owner in the rental pool (villa paid, agreement countersigned) whose guest stay ended in the month of day(3). */
async function pooledOwner(villaIndex: number, name: string) {
  const { member, villa } = await memberWithVilla(site, villaIndex, { name });
  await signMoa(site, member, new Date());
  const [agreement] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
  const signature = await upload(site.app, admin, "/api/upload/upload-signature", "signature", {
    name: "club.png",
    bytes: await fixtures.png(),
  });
  const done = await call(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
    signature_url: signature.json().url,
  });
  expect(done.statusCode, done.body).toBe(200);
  const joined = await call(member, "PUT", "/api/portal/rental", { inPool: true, from: day(0), acceptTerms: true });
  expect(joined.statusCode, joined.body).toBe(200);
  const guest = await createMember(site, `Guest of ${name}`);
  const stay = await call(guest, "POST", "/api/bookings", {
    propertyId: villa.id,
    checkIn: day(1),
    checkOut: day(3),
    adults: 2,
    children: 0,
    guest: {
      bookingFor: "myself",
      title: "Mrs.",
      firstName: "Asha",
      lastName: "Verma",
      phone: "+91 98765 43210",
      email: "guest@example.in",
      agreeTerms: true,
    },
    paymentMethod: "cod",
  });
  expect(stay.statusCode, stay.body).toBe(201);
  await site.database.db.update(bookings).set({ status: "checked-out" }).where(eq(bookings.id, stay.json().data._id));
  return { member, villa };
}

beforeAll(async () => {
  site = await openTestSite();
  admin = await staffMember(site, "admin");
  accounts = await staffMember(site, "accounts");
  const paying = await pooledOwner(5, "Payout Owner");
  const held = await pooledOwner(6, "Held Owner");
  month = day(3).slice(0, 7);
  expect(await site.app.services.rental.issueMonthly(monthDays(month).next)).toBe(2);
  // the held owner: no bank account on file (their application's details gone), and a bill unpaid past its due day
  await site.database.db.delete(kycDetails).where(eq(kycDetails.userId, held.member.id));
  const [villa] = await site.database.db
    .select({ location: properties.location })
    .from(properties)
    .where(eq(properties.id, held.villa.id));
  await site.app.services.owners.billVilla({
    userId: held.member.id,
    propertyId: held.villa.id,
    planId: null,
    year: Number(day(0).slice(0, 4)),
    billedOn: day(-40),
    dueOn: day(-1),
    rate: { basis: "fixed", amountPaise: 2_500_000 },
    sqft: 1200,
    location: villa.location,
  });
  for (const [key, who] of [
    ["paying", paying.member],
    ["held", held.member],
  ] as const) {
    const [row] = await site.database.db.select().from(rentalStatements).where(eq(rentalStatements.userId, who.id));
    statements[key] = { id: row.id, payoutDue: row.payoutDue };
  }
}, 300_000);
afterAll(async () => {
  await site?.close();
});

const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));
const post = async (fields: Record<string, string>, who: TestMember) =>
  read(await postPage(site, "/admin/owner-payouts", fields, who));

describe("who may open /admin/owner-payouts", () => {
  it("sends the signed-out to sign-in", async () => {
    const anonymous = await open("/admin/owner-payouts");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fowner-payouts");
  });

  it("refuses a member (staff only)", async () => {
    const member = await createMember(site, "Curious Member");
    const page = await open("/admin/owner-payouts", member);
    expect(page.status).toBe(403);
    expect(page.html).toContain(officeMessages.staffOnly);
  });

  it.each(["front-office", "content"] as const)("refuses %s, page and form alike", async (role) => {
    const staff = await staffMember(site, role);
    const page = await open("/admin/owner-payouts", staff);
    expect(page.status).toBe(403);
    expect(page.html).toContain(officeMessages.roleNotAllowed);
    const posted = await post(
      { intent: "record", id: statements.paying.id, paid_on: day(0), amount: "1", reference: "UTR-NOPE" },
      staff,
    );
    expect(posted.status).toBe(403);
  });

  it.each(["accounts", "admin"] as const)("opens for %s, under Money in the navigation", async (role) => {
    const page = await open("/admin/owner-payouts", role === "admin" ? admin : accounts);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.html).toContain('href="/admin/owner-payouts"');
    expect(page.html).toMatch(/<h1[^>]*>Owner payouts<\/h1>/);
  });
});

describe("the payouts", () => {
  it("lists each payout due with its owner, villa, month, share, TDS, bank account, and the held one", async () => {
    const page = await open("/admin/owner-payouts", accounts);
    expect(page.html).toContain("2 payouts due");
    expect(page.html).toContain("Payout Owner");
    expect(page.html).toContain(formatRupees(statements.paying.payoutDue));
    expect(page.html).toContain("123456789012");
    expect(page.html).toMatch(/SBIN0001234/i);
    expect(page.html).toMatch(/<dt[^>]*>TDS<\/dt>/);
    expect(page.html).toMatch(/<label for="record-[^"]+-reference"[^>]*>Reference<\/label>/);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>Record payout<\/button>/);
    // the held owner: the words, no form, and no bank account on file
    expect(page.html).toContain("Held Owner");
    expect(page.html).toContain(m.payoutHeld);
    expect(page.html).toContain("No bank account on file");
    expect(page.html).not.toContain(`record-${statements.held.id}-reference`);
    const none = await open("/admin/owner-payouts?status=paid", accounts);
    expect(none.html).toContain(m.nonePaid);
    const odd = await open("/admin/owner-payouts?status=lost", accounts);
    expect(odd.status).toBe(200);
    expect(odd.html).toContain(m.invalidFilter);
  });

  it("refuses the held payout (409) in those words", async () => {
    const held = await post(
      {
        intent: "record",
        id: statements.held.id,
        paid_on: day(0),
        amount: String(statements.held.payoutDue),
        reference: "UTR-HELD-PAGE",
      },
      accounts,
    );
    expect(held.status).toBe(409);
    expect(held.html).toContain(m.payoutHeld);
  });

  it("takes a payout posted without JavaScript: refused beside its field, then recorded and moved to Paid", async () => {
    const base = { intent: "record", id: statements.paying.id, paid_on: day(0), reference: "UTR-PAGE-1" };
    const wrong = await post({ ...base, amount: String(statements.paying.payoutDue + 1) }, accounts);
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(m.amountMustEqual(statements.paying.payoutDue));
    expect(wrong.html).toMatch(/aria-invalid="true"[^>]*name="amount"|name="amount"[^>]*aria-invalid="true"/);
    const future = await post({ ...base, amount: String(statements.paying.payoutDue), paid_on: day(3) }, accounts);
    expect(future.status).toBe(400);
    expect(future.html).toContain(m.paidOn);

    const done = await post({ ...base, amount: String(statements.paying.payoutDue) }, accounts);
    expect(done.status).toBe(200);
    expect(done.html).toContain(m.payoutRecorded);
    expect(done.html).toContain("1 payout due");
    const paid = await open("/admin/owner-payouts?status=paid", accounts);
    expect(paid.html).toContain("1 payout paid");
    expect(paid.html).toContain("UTR-PAGE-1");
  });

  it("saves the owner's share and the TDS rate, checked as the API checks them", async () => {
    const blank = await post({ intent: "settings", share_percent: "", tds_percent: "10" }, accounts);
    expect(blank.status).toBe(400);
    expect(blank.html).toContain(m.sharePercent);
    const saved = await post({ intent: "settings", share_percent: "60", tds_percent: "10" }, accounts);
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(m.settingsSaved);
    expect(await site.app.services.rental.settings()).toEqual({ share_percent: 60, tds_percent: 10, terms_version: 1 });
  });
});

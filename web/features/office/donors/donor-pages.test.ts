import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "../../../../common/newsletter";
import { officeMessages } from "../../../../common/office";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { clubToday } from "../../../../common/club-time";
import { financialYearOf } from "../../../../common/statements";
import { donationGifts, donationPledges, newsletterSubscribers } from "../../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * Donors and subscribers as the server renders them, before any script: the newsletter mails' confirmation and unsubscribe
 * pages (the unsubscribe by a plain form post), and the office's donors and subscribers lists with their GET filters.
 */

let site: TestSite;
let frontOffice: TestMember;
let accounts: TestMember;
let guest: TestMember;
const TOKEN = "page-test-confirm-token-0123456789abcdefghijklmnop";

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  guest = await createMember(site, "Farhan Ali");
  await site.database.db
    .insert(newsletterSubscribers)
    .values({ email: "page.reader@example.in", confirmTokenHash: createHash("sha256").update(TOKEN).digest("hex") });
  await site.database.db.insert(donationPledges).values([
    {
      reference: "VWC-D-2026-7001",
      name: "Asha Verma",
      email: "asha.page@example.in",
      amount: 9000,
      currency: "INR",
      kind: "recurring",
      frequency: "monthly",
      causes: ["Clean Himalayas"],
    },
    {
      reference: "VWC-D-2026-7002",
      name: "John Smith",
      email: "john.page@example.com",
      amount: 250,
      currency: "USD",
      kind: "one_time",
      causes: ["Green Himalayas"],
    },
  ]);
  // Asha's first monthly charge, received today (she gave no PAN)
  const [asha] = await site.database.db
    .update(donationPledges)
    .set({ status: "active" })
    .where(eq(donationPledges.reference, "VWC-D-2026-7001"))
    .returning();
  await site.database.db.insert(donationGifts).values({
    pledgeId: asha.id,
    amount: 9000,
    amountInr: 9000,
    mode: "subscription",
    status: "received",
    paidOn: clubToday(),
    razorpayPaymentId: "pay_page_1",
  });
});
afterAll(async () => {
  await site?.close();
});

const subscriber = async () =>
  (
    await site.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "page.reader@example.in"))
  )[0];

describe("the newsletter mails' pages", () => {
  it("the confirmation link confirms and says so; an unknown link answers 404 and says so", async () => {
    const page = await openPage(site, `/newsletter/confirm/${TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(await page.text()).toContain(newsletterMessages.confirmed);
    expect((await subscriber()).confirmedAt).toBeInstanceOf(Date);
    const unknown = await openPage(site, "/newsletter/confirm/nothing-like-it");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(newsletterMessages.confirmLinkInvalid);
  });

  it("the unsubscribe page asks with one button (opening it changes nothing); its plain post unsubscribes", async () => {
    const { unsubscribeToken } = await subscriber();
    const page = await openPage(site, `/newsletter/unsubscribe/${unsubscribeToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(newsletterMessages.unsubscribeQuestion);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(">Unsubscribe</button>");
    expect((await subscriber()).unsubscribedAt).toBeNull();

    const posted = await postPage(site, `/newsletter/unsubscribe/${unsubscribeToken}`, {});
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(newsletterMessages.unsubscribed);
    expect((await subscriber()).unsubscribedAt).toBeInstanceOf(Date);
    const after = await (await openPage(site, `/newsletter/unsubscribe/${unsubscribeToken}`)).text();
    expect(after).toContain(newsletterMessages.unsubscribed);
    expect(after).not.toContain(">Unsubscribe</button>");
    expect((await openPage(site, "/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("/admin/donors and /admin/subscribers", () => {
  it("send the signed-out to sign-in; a member gets 403; each list is for its role", async () => {
    const anonymous = await openPage(site, "/admin/donors");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fdonors");
    const member = await openPage(site, "/admin/subscribers", guest);
    expect(member.status).toBe(403);
    expect(await member.text()).toContain(officeMessages.staffOnly);
    const donorsForFront = await openPage(site, "/admin/donors", frontOffice);
    expect(donorsForFront.status).toBe(403);
    expect(await donorsForFront.text()).toContain(officeMessages.roleNotAllowed);
    expect((await openPage(site, "/admin/subscribers", accounts)).status).toBe(403);
  });

  it("the donors list filters by the GET form and links the CSV of what it shows", async () => {
    const page = await openPage(site, "/admin/donors?currency=USD", accounts);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("VWC-D-2026-7002");
    expect(html).toContain("$250");
    expect(html).not.toContain("VWC-D-2026-7001");
    expect(html).toContain('href="/api/admin/donations.csv?currency=USD"');
    const empty = await (await openPage(site, "/admin/donors?q=nobody-at-all", accounts)).text();
    expect(empty).toContain("No pledges match");
    const all = await (await openPage(site, "/admin/donors?kind=recurring", accounts)).text();
    expect(all).toContain("₹9,000");
    const wrong = await (await openPage(site, "/admin/donors?currency=JPY", accounts)).text();
    expect(wrong).toContain("Choose INR, USD or EUR.");
  });

  it("each pledge's status and gifts received, filtered by status; the totals; the Form 10BD panel of a year", async () => {
    const fy = financialYearOf(clubToday()).fy;
    const html = await (await openPage(site, `/admin/donors?status=active&fy=${fy}`, accounts)).text();
    expect(html).toContain("VWC-D-2026-7001");
    expect(html).not.toContain("VWC-D-2026-7002");
    expect(html).toContain("1 gift: ₹9,000");
    expect(html).toContain('href="/api/admin/donations.csv?status=active"');
    expect(html).toContain("Received per financial year and cause");
    expect(html).toContain("A gift for several causes is split evenly between them");
    expect(html).toContain(`FY ${fy}`);
    expect(html).toContain(`href="/api/admin/donations/form-10bd.csv?fy=${fy}"`);
    expect(html).toContain("1 gift lacking a PAN");
    expect(html).toContain(`href="/api/admin/donations/form-10bd-missing.csv?fy=${fy}"`);
    expect(html).toContain("Form 10BE certificates");
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    const none = await (await openPage(site, "/admin/donors?status=paid", accounts)).text();
    expect(none).toContain("No pledges match");
    const wrong = await (await openPage(site, "/admin/donors?status=sleeping", accounts)).text();
    expect(wrong).toContain("Choose pledged, paid, active, paused, cancelled or completed.");
  });

  it("a certificate posted without JavaScript is stored and, matching nobody, waits with its match form", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage();
    page.drawText("Unique Identification Number of the donor: ZYXWV9876A", { x: 40, y: 700, size: 10, font });
    page.drawText("Name of donor: Unknown Donor", { x: 40, y: 680, size: 10, font });
    const form = new FormData();
    form.append("intent", "upload");
    form.append("files", new Blob([Buffer.from(await doc.save())], { type: "application/pdf" }), "unknown.pdf");
    const res = await fetch(`${site.url}/admin/donors`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.url, cookie: `token=${accounts.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("1 certificate stored, 0 matched and e-mailed to the donor.");
    expect(html).toContain("Not matched (1)");
    expect(html).toContain("unknown.pdf");
    expect(html).toContain("Unknown Donor");
    expect(html).toContain("Match and e-mail");
    const front = await fetch(`${site.url}/admin/donors`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.url, cookie: `token=${frontOffice.token}` },
      body: form,
    });
    expect(front.status).toBe(403);
  });

  it("the subscribers list shows each address's state, filtered by status", async () => {
    const html = await (
      await openPage(site, "/admin/subscribers?status=unsubscribed&q=page.reader", frontOffice)
    ).text();
    expect(html).toContain("page.reader@example.in");
    expect(html).toContain("Unsubscribed");
    expect(html).toContain('href="/api/admin/subscribers.csv?q=page.reader&amp;status=unsubscribed"');
    const none = await (await openPage(site, "/admin/subscribers?status=confirmed&q=page.reader", frontOffice)).text();
    expect(none).toContain("No subscribers match");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeMessages } from "../../../common/office";
import { membershipMessages as m } from "../../../common/membership";
import { addClubDays, clubToday, writtenDay } from "../../../common/club-time";
import { paymentInstructionsMessages as pim } from "../../../common/payment-instructions";
import { settingsMessages } from "../../../common/club-settings";
import { clubSettings } from "../../../server/db/schema";
import { createMember, fixtures, staffMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage, type SitePage } from "../../../server/test/site-requests";

/*
 * Full Membership's pages as the server renders them, before any script: "Select Membership"
 * leads to the checkout, which sends the signed-out to sign-in and back; the checkout's price, terms and the two
 * ways to pay; a receipt posted without JavaScript; the office's queue at /admin/memberships verifying it; the
 * member's checkout and portal card showing the active membership.
 */

let site: TestSite;
let accounts: TestMember;
let frontOffice: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  accounts = await staffMember(site, "accounts");
  frontOffice = await staffMember(site, "front-office");
});
afterAll(async () => {
  await site?.close();
});

/** The page without its scripts (the page's catalogues travel in its data: their words are not on the page). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const read = async (page: SitePage) => ({ ...page, html: shown(await page.text()) });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));

/** The checkout's form posted as a browser without JavaScript (multipart, with the receipt's file). */
async function postCheckout(
  who: TestMember,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("receipt", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${site.url}/membership/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: site.url, cookie: `token=${who.token}` },
    body: form,
  });
  return {
    status: res.status,
    html: shown(await res.text())
      .replace(/<!-- -->/g, "")
      .replace(/&#x27;|&#39;/g, "'"),
  };
}

describe("/membership and /membership/checkout", () => {
  it("Select Membership leads to the checkout; signed out, the checkout sends to sign-in and back", async () => {
    const page = await open("/membership");
    expect(page.html).toMatch(/<a[^>]+href="\/membership\/checkout"[^>]*>Select Membership<\/a>/);
    expect(page.html).toContain("₹1,00,000");
    const anonymous = await open("/membership/checkout");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fmembership%2Fcheckout");
  });

  it("shows the price, the year, the terms and both ways to pay (online unavailable without keys)", async () => {
    const member = await createMember(site, "Checkout Viewer");
    const page = await open("/membership/checkout", member);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("Full Membership checkout");
    expect(page.html).toContain("₹1,00,000");
    expect(page.html).toContain("One year");
    expect(page.html).toContain("15 days and 14 nights free stay");
    expect(page.html).toMatch(
      /<label[^>]+for="accept-terms"[^>]*>I accept that the membership fee is non-refundable and the membership is non-transferable\.<\/label>/,
    );
    expect(page.html).toMatch(/<button[^>]*type="button"[^>]*disabled=""[^>]*>Pay online with Razorpay<\/button>/);
    expect(page.html).toContain("Online payment is not available yet.");
    expect(page.html).toContain("Pay by bank transfer");
    expect(page.html).toContain("IFSC");
    // the UPI QR code of the year's price, drawn on the server, with the reference to quote and the UTR asked
    expect(page.html).toMatch(/<div role="img" aria-label="UPI QR code for ₹1,00,000"[^>]*><svg/);
    expect(page.html).toMatch(/VWC-[0-9A-F]{8}-FM/);
    expect(page.html).toContain("Transaction reference (UTR)");
    expect(page.html).toMatch(/<label[^>]+for="membership-receipt"/);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>Send receipt for verification<\/button>/);
  });

  it("a receipt posted without JavaScript: the terms and the file are checked, then it waits for accounts, who verify it in the office", async () => {
    const member = await createMember(site, "Receipt Poster");
    const png = { name: "transfer.png", bytes: await fixtures.png(), type: "image/png" };
    const noTerms = await postCheckout(member, { intent: "receipt" }, png);
    expect(noTerms.status).toBe(400);
    expect(noTerms.html).toContain(m.termsRequired);
    const noFile = await postCheckout(member, { intent: "receipt", accept_terms: "on" });
    expect(noFile.status).toBe(400);
    expect(noFile.html).toContain(m.receiptRequired);
    const exe = await postCheckout(
      member,
      { intent: "receipt", accept_terms: "on" },
      { name: "receipt.pdf", bytes: fixtures.exe(), type: "application/pdf" },
    );
    expect(exe.status).toBe(415);
    expect(exe.html).toContain("Please upload a JPG, PNG, or PDF file");

    const future = await postCheckout(
      member,
      { intent: "receipt", accept_terms: "on", utr: "N123456789012345", paid_on: addClubDays(clubToday(), 1) },
      png,
    );
    expect(future.status).toBe(400);
    expect(future.html).toContain(pim.paidOnFuture);

    const utr = `N${String(process.pid).padStart(15, "0")}`;
    const sent = await postCheckout(member, { intent: "receipt", accept_terms: "on", utr, paid_on: clubToday() }, png);
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(m.receiptUnderReview);
    expect((await open("/membership/checkout", member)).html).toContain(m.receiptUnderReview);
    const portal = await open("/dashboard", member);
    expect(portal.html).toContain("Receipt under review");

    // the office's queue
    expect((await open("/admin/memberships")).headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fmemberships");
    const refused = await open("/admin/memberships", member);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain(officeMessages.staffOnly);
    expect((await open("/admin/memberships", frontOffice)).status).toBe(403);
    const queue = await open(`/admin/memberships?q=${encodeURIComponent("Receipt Poster")}`, accounts);
    expect(queue.status).toBe(200);
    expect(queue.html).toContain("Receipt Poster — Full Membership");
    expect(queue.html).toMatch(new RegExp(`<dt[^>]*>UTR</dt><dd[^>]*>${utr}</dd>`));
    expect(queue.html).toMatch(new RegExp(`<dt[^>]*>Day paid</dt><dd[^>]*>${writtenDay(clubToday())}</dd>`));
    expect(queue.html).toMatch(/<img[^>]+alt="Membership receipt of Receipt Poster"/);
    expect(queue.html).toMatch(/<button[^>]*type="submit"[^>]*>Verify<\/button>/);
    expect(queue.html).toContain("Memberships");
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(queue.html)![1];
    const noReason = await read(
      await postPage(site, "/admin/memberships", { intent: "reject", id, reason: " " }, accounts),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.html).toContain(m.reasonRequired);
    const verified = await read(await postPage(site, "/admin/memberships", { intent: "verify", id }, accounts));
    expect(verified.status).toBe(200);
    expect(verified.html).toMatch(/Receipt verified\. Membership VWC-M-\d{4}-\d+ is active/);

    // the member's checkout and portal show it
    const active = await open("/membership/checkout", member);
    expect(active.html).toContain("Your Full Membership");
    expect(active.html).toMatch(/data-testid="membership-id"[^>]*>VWC-M-\d{4}-\d+</);
    expect(active.html).toContain("Renew for another year");
    const card = await open("/dashboard", member);
    expect(card.html).toMatch(/<h2[^>]+id="membership-card"[^>]*>Membership<\/h2>/);
    expect(card.html).toContain("Free nights left this year");
    expect(card.html).toMatch(/data-testid="portal-free-nights-left"[^>]*>14</);
    expect(card.html).toMatch(/<a[^>]+href="\/membership\/checkout"[^>]*>Renew<\/a>/);
  });

  it("with the Razorpay keys configured, Pay online is offered", async () => {
    const online = await openTestSite({ RAZORPAY_KEY_ID: "rzp_test_checkout", RAZORPAY_KEY_SECRET: "checkout-secret" });
    try {
      const member = await createMember(online, "Online Viewer");
      const page = await read(await openPage(online, "/membership/checkout", member));
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<button[^>]*type="button"[^>]*>Pay online with Razorpay<\/button>/);
      expect(page.html).not.toMatch(/<button[^>]*disabled=""[^>]*>Pay online with Razorpay/);
      expect(page.html).not.toContain(m.onlineUnavailable);
    } finally {
      await online.close();
    }
  });

  it("before the club's bank details are filled in, the checkout says they are not yet available", async () => {
    const member = await createMember(site, "Early Member");
    const [saved] = await site.database.db.select().from(clubSettings);
    await site.database.db.delete(clubSettings);
    try {
      const page = await open("/membership/checkout", member);
      expect(page.status).toBe(200);
      expect(page.html).toContain(settingsMessages.bankDetailsMissing);
      expect(page.html).not.toContain("UPI QR code");
    } finally {
      await site.database.db.insert(clubSettings).values(saved);
    }
  });

  it("a member without one is offered Full Membership on the portal", async () => {
    const member = await createMember(site, "Free Member");
    const card = await open("/dashboard", member);
    expect(card.html).toMatch(/<a[^>]+href="\/membership\/checkout"[^>]*>Become a Full Member<\/a>/);
  });
});

describe("/membership/checkout in Hindi (the lng=hi cookie)", () => {
  const hindi = (who: TestMember) => ({ cookie: `token=${who.token}; lng=hi` });

  it("the page's words and title in Hindi, the price grouped the Indian way; its refusals said in Hindi", async () => {
    const member = await createMember(site, "Hindi Reader");
    const res = await fetch(`${site.url}/membership/checkout`, { headers: hindi(member), redirect: "manual" });
    expect(res.status).toBe(200);
    const html = shown(await res.text());
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toMatch(/<h1[^>]*>पूर्ण सदस्यता का भुगतान<\/h1>/);
    expect(html).toContain("<title>पूर्ण सदस्यता का भुगतान | वेदांत वेलनेस क्लब</title>");
    expect(html).toContain("₹1,00,000");
    expect(html).toContain("15 दिन और 14 रातों का निःशुल्क प्रवास, 4 सदस्य (2 वयस्क और 2 बच्चे)");
    expect(html).toMatch(/<button[^>]*type="button"[^>]*disabled=""[^>]*>Razorpay से ऑनलाइन भुगतान करें<\/button>/);
    expect(html).toContain("ऑनलाइन भुगतान अभी उपलब्ध नहीं है।");
    expect(html).not.toContain("Full Membership checkout");
    expect(html).not.toContain(m.onlineUnavailable);

    const post = async (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (file) form.set("receipt", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      const answer = await fetch(`${site.url}/membership/checkout`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: site.url, ...hindi(member) },
        body: form,
      });
      return { status: answer.status, html: shown(await answer.text()) };
    };
    const noTerms = await post(
      { intent: "receipt" },
      { name: "transfer.png", bytes: await fixtures.png(), type: "image/png" },
    );
    expect(noTerms.status).toBe(400);
    expect(noTerms.html).toContain(
      "कृपया स्वीकार करें कि सदस्यता शुल्क वापस नहीं होता और सदस्यता किसी और को हस्तांतरित नहीं की जा सकती।",
    );
    expect(noTerms.html).not.toContain(m.termsRequired);
    const noFile = await post({ intent: "receipt", accept_terms: "on" });
    expect(noFile.status).toBe(400);
    expect(noFile.html).toContain("कृपया अपने बैंक ट्रांसफ़र की रसीद चुनें (JPG, PNG या PDF, अधिक से अधिक 5 MB)।");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeMessages } from "../../../../common/office";
import { officePaymentsMessages as m } from "../../../../common/office-payments";
import { payingMember, seededChoices, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";

/*
 * The accounts queue at /admin/payments as the server renders it, before any script: who may
 * open it, the receipt shown in the page with its member, villa, step and amount, and the decisions posted
 * without JavaScript (a rejection needs its reason; the rejected receipt stays under its filter). A member's page
 * offers accounts to cancel the plan.
 */

let site: TestSite;
let accounts: TestMember;
let frontOffice: TestMember;
let paying: TestMember;
let planId: string;

beforeAll(async () => {
  site = await openTestSite();
  accounts = await staffMember(site, "accounts");
  frontOffice = await staffMember(site, "front-office");
  paying = await payingMember(site, { villaIndex: 25, steps: 2, paid: 1, verified: 0, name: "Lalita Queue" });
  const villa = (await seededChoices(site, 25)).villa;
  planId = (
    await site.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}`, headers: paying.headers })
  ).json().data._id;
});
afterAll(async () => {
  await site?.close();
});

/** The page with its text read at once (`html`). */
const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));
const postForm = async (path: string, fields: Record<string, string>, who?: TestMember) =>
  read(await postPage(site, path, fields, who));

describe("/admin/payments", () => {
  it("sends the signed-out to sign-in; a member and the front office are refused", async () => {
    const anonymous = await open("/admin/payments");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fpayments");
    const member = await open("/admin/payments", paying);
    expect(member.status).toBe(403);
    expect(member.html).toContain(officeMessages.staffOnly);
    const other = await open("/admin/payments", frontOffice);
    expect(other.status).toBe(403);
    expect(other.html).toContain(officeMessages.roleNotAllowed);
  });

  it("shows the awaiting receipt in the page with the member, step and amount, and the two decisions", async () => {
    const res = await open(`/admin/payments?q=${encodeURIComponent("Lalita Queue")}`, accounts);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.html).toContain("Lalita Queue — step 1 of 2");
    expect(res.html).toMatch(/<img[^>]+alt="Receipt of Lalita Queue, step 1"/);
    expect(res.html).toContain(`href="/admin/members/${paying.id}"`);
    expect(res.html).toMatch(/<button[^>]*type="submit"[^>]*>Verify<\/button>/);
    expect(res.html).toMatch(/<button[^>]*type="submit"[^>]*>Reject<\/button>/);
    expect(res.html).toContain("1 receipt awaiting verification");
    expect(res.html).toMatch(/<label for="payments-q"[^>]*>Search receipts<\/label>/);
    expect(res.html).toContain('placeholder="Member, e-mail, villa, invoice number or UTR"');
    expect(res.html).toContain('<option value="all">All receipts</option>');
    const none = await open("/admin/payments?q=nobody-at-all", accounts);
    expect(none.html).toContain(m.noMatch);
    expect(none.html).toMatch(
      /Try another search, or <a [^>]*href="\/admin\/payments"[^>]*>show the receipts awaiting verification<\/a>/,
    );
  });

  it("takes a rejection posted without JavaScript: the reason is needed, then the receipt moves to the rejected ones", async () => {
    const blank = await postForm(
      "/admin/payments",
      { intent: "reject", plan_id: planId, step: "1", reason: "" },
      accounts,
    );
    expect(blank.status).toBe(400);
    expect(blank.html).toContain(m.reasonRequired);
    const done = await postForm(
      "/admin/payments",
      { intent: "reject", plan_id: planId, step: "1", reason: "The receipt is for another account." },
      accounts,
    );
    expect(done.status).toBe(200);
    expect(done.html).toContain(m.rejected);
    const history = await open(`/admin/payments?status=rejected&q=${encodeURIComponent("Lalita Queue")}`, accounts);
    expect(history.html).toContain("The receipt is for another account.");
    // front office cannot post a decision either
    expect(
      (await postForm("/admin/payments", { intent: "verify", plan_id: planId, step: "1" }, frontOffice)).status,
    ).toBe(403);
  });

  it("offers accounts, not the front office, to cancel the plan on the member's page", async () => {
    const forAccounts = await open(`/admin/members/${paying.id}`, accounts);
    expect(forAccounts.status).toBe(200);
    expect(forAccounts.html).toContain("Reason for cancelling the plan");
    expect(forAccounts.html).toMatch(/>Cancel plan<\/button>/);
    const forFrontOffice = await open(`/admin/members/${paying.id}`, frontOffice);
    expect(forFrontOffice.html).not.toContain("Reason for cancelling the plan");
    // a post without the confirmation cancels nothing: the page asks, naming what will happen, the reason kept
    const asked = await postForm(
      `/admin/members/${paying.id}`,
      { intent: "cancel", plan_id: planId, reason: "Asked by the member." },
      accounts,
    );
    expect(asked.status).toBe(400);
    expect(asked.html).toContain("Cancel this plan?");
    expect(asked.html).toContain("its villa is freed for others");
    expect(asked.html).toMatch(/>Confirm cancelling the plan<\/button>/);
    expect(asked.html).toMatch(/<input type="hidden" name="reason" value="Asked by the member."\/>/);
    expect(asked.html).not.toContain(m.planCancelled);
    const cancelled = await postForm(
      `/admin/members/${paying.id}`,
      { intent: "cancel", plan_id: planId, reason: "Asked by the member.", confirmed: "yes" },
      accounts,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain(m.planCancelled);
    expect(cancelled.html).toContain("Cancelled: Asked by the member.");
    expect(cancelled.html).toMatch(/>Restart plan<\/button>/);
  });
});

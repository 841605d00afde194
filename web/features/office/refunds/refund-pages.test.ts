import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { officeMessages } from "../../../../common/office";
import { refundMessages as m } from "../../../../common/refunds";
import { refunds } from "../../../../server/db/schema";
import { payingMember, seededChoices, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";

/*
 * /admin/refunds as the server renders it, before any script: who may open it, an owed refund with its member,
 * amount and credit note, the record form posted without JavaScript (refused beside its field, then the refund moves
 * to Refunded), the filter, and a duplicate payment recorded as owed.
 */

let site: TestSite;
let accounts: TestMember;
let frontOffice: TestMember;
let member: TestMember;
let refundId: string;
let owed: number;

beforeAll(async () => {
  site = await openTestSite();
  accounts = await staffMember(site, "accounts");
  frontOffice = await staffMember(site, "front-office");
  member = await payingMember(site, { villaIndex: 27, steps: 1, paid: 1, verified: 1, name: "Refund Page" });
  const villa = (await seededChoices(site, 27)).villa;
  const plan = (
    await site.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}`, headers: member.headers })
  ).json().data;
  const cancelled = await site.app.inject({
    method: "POST",
    url: `/api/admin/payments/${plan._id}/cancel`,
    payload: { reason: "Withdrawn by the member." },
    headers: accounts.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [row] = await site.database.db.select().from(refunds).where(eq(refunds.userId, member.id));
  refundId = row.id;
  owed = row.amountOwed;
});
afterAll(async () => {
  await site?.close();
});

const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));
const postForm = async (path: string, fields: Record<string, string>, who?: TestMember) =>
  read(await postPage(site, path, fields, who));

describe("/admin/refunds", () => {
  it("sends the signed-out to sign-in; a member and the front office are refused", async () => {
    const anonymous = await open("/admin/refunds");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Frefunds");
    const asMember = await open("/admin/refunds", member);
    expect(asMember.status).toBe(403);
    expect(asMember.html).toContain(officeMessages.staffOnly);
    const other = await open("/admin/refunds", frontOffice);
    expect(other.status).toBe(403);
    expect(other.html).toContain(officeMessages.roleNotAllowed);
  });

  it("shows the owed refund with its member, amount and credit note, and the record form", async () => {
    const res = await open(`/admin/refunds?q=${encodeURIComponent("Refund Page")}`, accounts);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.html).toContain("1 refund owed");
    expect(res.html).toContain(`href="/admin/members/${member.id}"`);
    expect(res.html).toContain("Cancelled plan");
    expect(res.html).toContain(formatRupees(owed));
    expect(res.html).toMatch(/VWC-CN-\d{4}-\d+/);
    expect(res.html).toMatch(/<label for="record-t-[^"]+-reference"[^>]*>Bank reference<\/label>/);
    expect(res.html).toMatch(/<button[^>]*type="submit"[^>]*>Record refund<\/button>/);
    expect(res.html).toContain('<option value="refunded">Refunded</option>');
    // a status that is not one: said beside the filter, the owed ones shown
    const odd = await open("/admin/refunds?status=lost", accounts);
    expect(odd.status).toBe(200);
    expect(odd.html).toContain(m.invalidFilter);
    const none = await open("/admin/refunds?status=refunded&q=nobody-at-all", accounts);
    expect(none.html).toContain(m.noMatch);
  });

  it("takes a refund posted without JavaScript: refused beside its field, then recorded and moved to Refunded", async () => {
    const base = { intent: "record", id: refundId, paid_on: clubToday(), reference: "UTR-PAGE-1" };
    const tooMuch = await postForm("/admin/refunds", { ...base, amount: String(owed + 5) }, accounts);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.html).toContain(m.moreThanOwed(formatRupees(owed)));
    expect(tooMuch.html).toMatch(/aria-invalid="true"[^>]*name="amount"|name="amount"[^>]*aria-invalid="true"/);
    const future = await postForm(
      "/admin/refunds",
      { ...base, amount: String(owed), paid_on: addClubDays(clubToday(), 3) },
      accounts,
    );
    expect(future.status).toBe(400);
    expect(future.html).toContain(m.paidOnFuture);
    // the front office cannot post it either
    expect((await postForm("/admin/refunds", { ...base, amount: String(owed) }, frontOffice)).status).toBe(403);

    const done = await postForm("/admin/refunds", { ...base, amount: String(owed) }, accounts);
    expect(done.status).toBe(200);
    expect(done.html).toContain(m.recorded(formatRupees(owed), null));
    expect(done.html).not.toContain("Refund Page");
    const paid = await open(`/admin/refunds?status=refunded&q=${encodeURIComponent("Refund Page")}`, accounts);
    expect(paid.html).toContain("1 refund paid");
    expect(paid.html).toContain("UTR-PAGE-1");
  });

  it("records a duplicate payment as owed, its fields checked as the API checks them", async () => {
    const fields = {
      intent: "duplicate",
      member_email: member.email,
      what: "The membership fee, paid a second time",
      amount: "100000",
      received_on: clubToday(),
      payment_reference: "UTR-DUP-PAGE",
    };
    const blank = await postForm("/admin/refunds", { ...fields, what: "" }, accounts);
    expect(blank.status).toBe(400);
    expect(blank.html).toContain(m.what);
    const unknown = await postForm("/admin/refunds", { ...fields, member_email: "nobody@example.org" }, accounts);
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain(m.memberNotFound);
    const made = await postForm("/admin/refunds", fields, accounts);
    expect(made.status).toBe(200);
    expect(made.html).toContain(m.duplicateRecorded);
    expect(made.html).toContain("The membership fee, paid a second time");
    expect(made.html).toContain("Duplicate payment");
  });
});

import { addDays, format, nextTuesday } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday, writtenDay } from "../../../../common/club-time";
import { conveyanceMessages } from "../../../../common/conveyance";
import { officeMessages } from "../../../../common/office";
import { officeRequestsMessages as m } from "../../../../common/office-requests";
import {
  claimEligibility,
  conveyanceRequests,
  expenseClaims,
  properties,
  transferRequests,
} from "../../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * The office's request queues as the server renders them, before any script: who may open them,
 * the lists, and the decisions posted as plain forms (no JavaScript), with their messages.
 */

let site: TestSite;
let frontOffice: TestMember;
let accounts: TestMember;
let content: TestMember;
let member: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  content = await staffMember(site, "content");
  member = await createMember(site, "Devika Sen");
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);
const postForm = (path: string, fields: Record<string, string>, who?: TestMember) => postPage(site, path, fields, who);

describe("who may open the queues", () => {
  it("the signed-out go to sign-in and back; a member 403; each page for its roles only", async () => {
    const anonymous = await open("/admin/claims?review=open");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fclaims%3Freview%3Dopen");
    for (const path of ["/admin/claims", "/admin/transfers", "/admin/conveyance"]) {
      const res = await open(path, member);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain(officeMessages.staffOnly);
      expect((await open(path, content)).status, path).toBe(403);
      expect((await open(path, frontOffice)).status, path).toBe(200);
    }
    expect((await open("/admin/claims", accounts)).status).toBe(200);
    for (const path of ["/admin/transfers", "/admin/conveyance"]) {
      const res = await open(path, accounts);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain(officeMessages.roleNotAllowed);
    }
  });
});

describe("/admin/claims without JavaScript", () => {
  it("lists an open claim; Refuse needs a reason; a refusal and an approval post as plain forms; payout for accounts only", async () => {
    const owner = await createMember(site, "Ishaan Claim");
    const [claim] = await site.database.db
      .insert(expenseClaims)
      .values({ userId: owner.id, year: 2025, month: 3, status: "claimed", amount: 2000 })
      .returning();
    const [other] = await site.database.db
      .insert(expenseClaims)
      .values({ userId: owner.id, year: 2025, month: 4, status: "claimed", amount: 2000 })
      .returning();
    const page = await open(`/admin/claims?review=open&q=${encodeURIComponent(owner.email)}`, frontOffice);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain("Ishaan Claim");
    expect(html).toContain("March 2025");
    expect(html).toContain("2 claims");
    expect(html).toContain(">Approve<");
    expect(html).toContain(">Refuse<");
    expect(html).toContain(">Reason<");
    expect(html).not.toContain(">Record payout<");

    const noReason = await postForm(
      `/admin/claims?review=open`,
      { intent: "refuse", id: claim.id, reason: "" },
      frontOffice,
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain(m.reason);
    const refused = await postForm(
      `/admin/claims?review=open`,
      { intent: "refuse", id: claim.id, reason: "This month is outside your claim months." },
      frontOffice,
    );
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain(m.claimRefused);
    const [row] = await site.database.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim.id));
    expect(row).toMatchObject({
      review: "refused",
      refusalReason: "This month is outside your claim months.",
      reviewedBy: frontOffice.id,
    });
    const twice = await postForm(`/admin/claims?review=open`, { intent: "approve", id: claim.id }, frontOffice);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(m.claimNotOpen);

    expect((await postForm(`/admin/claims`, { intent: "approve", id: other.id }, accounts)).status).toBe(200);
    // the front office cannot record a payout; accounts see the form and can
    const approvedPage = await (
      await open(`/admin/claims?review=approved&q=${encodeURIComponent(owner.email)}`, accounts)
    ).text();
    expect(approvedPage).toContain(">Record payout<");
    expect(approvedPage).toContain('value="2000"');
    expect(
      (
        await postForm(
          `/admin/claims`,
          { intent: "payout", id: other.id, payout_date: "2025-05-02", amount: "2000", reference: "UTR-55" },
          frontOffice,
        )
      ).status,
    ).toBe(403);
    const paid = await postForm(
      `/admin/claims`,
      { intent: "payout", id: other.id, payout_date: "2025-05-02", amount: "2000", reference: "UTR-55" },
      accounts,
    );
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain(m.claimPaid);
  });

  it("an empty queue says so; an unknown review state is said beside the filter", async () => {
    const none = await (await open("/admin/claims?review=open&q=nobody-by-this-name", accounts)).text();
    expect(none).toContain("No claim is waiting for a decision.");
    expect(none).toContain("0 claims");
    expect(none).toMatch(/<label for="claims-q"[^>]*>Search by member name or e-mail<\/label>/);
    expect(none).toMatch(
      /Try another spelling or part of the e-mail, or <a [^>]*href="\/admin\/claims\?review=open"[^>]*>show every claim in this state<\/a>/,
    );
    const wrong = await (await open("/admin/claims?review=lost", accounts)).text();
    expect(wrong).toContain(m.invalidFilter);
  });
});

describe("/admin/transfers and /admin/conveyance without JavaScript", () => {
  it("refuses a transfer with a reason; approves another", async () => {
    const owner = await createMember(site, "Jaya Transfer");
    const [villa] = await site.database.db.select({ id: properties.id }).from(properties).limit(1);
    const values = {
      userId: owner.id,
      propertyId: villa.id,
      transferee: {
        full_name: "Meera Iyer",
        email: "meera@example.org",
        phone: "9988776655",
        relationship: "Sister",
        address: "Bhopal",
      },
      reason: "My sister will look after the villa.",
      consent: true,
    };
    const [first] = await site.database.db.insert(transferRequests).values(values).returning();
    const html = await (
      await open(`/admin/transfers?status=submitted&q=${encodeURIComponent(owner.email)}`, frontOffice)
    ).text();
    expect(html).toContain("Meera Iyer");
    expect(html).toContain("My sister will look after the villa.");
    const refused = await postForm(
      "/admin/transfers",
      { intent: "refuse", id: first.id, reason: "The transferee must be family." },
      frontOffice,
    );
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain(m.transferRefused);
    const [second] = await site.database.db.insert(transferRequests).values(values).returning();
    const approved = await postForm("/admin/transfers", { intent: "approve", id: second.id }, frontOffice);
    expect(await approved.text()).toContain(m.transferApproved);
    const rows = await site.database.db
      .select({ status: transferRequests.status })
      .from(transferRequests)
      .where(eq(transferRequests.userId, owner.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["approved", "refused"]);
  });

  it("proposes only a Tuesday; confirms; marks done from the appointment day, not before", async () => {
    const owner = await createMember(site, "Kunal Conveyance");
    const [villa] = await site.database.db.select({ id: properties.id }).from(properties).limit(1);
    // a Tuesday at least a week after the club's today, whatever the hour
    const tuesday = format(addDays(nextTuesday(new Date()), 7), "yyyy-MM-dd");
    const [request] = await site.database.db
      .insert(conveyanceRequests)
      .values({
        userId: owner.id,
        propertyId: villa.id,
        nominee: { fullName: "Kiran", relationship: "Spouse" },
        villa: { villaNumber: "S-1", villaType: "Cottage", block: "A", location: "Solan" },
        appointmentDate: tuesday,
        requestedDate: tuesday,
        verifiedAt: new Date(),
      })
      .returning();
    const html = await (
      await open(`/admin/conveyance?status=open&q=${encodeURIComponent(owner.email)}`, frontOffice)
    ).text();
    expect(html).toContain(">Confirm appointment<");
    expect(html).toContain(">Propose another Tuesday<");
    const wednesday = format(addDays(nextTuesday(new Date()), 8), "yyyy-MM-dd");
    const wrong = await postForm(
      "/admin/conveyance",
      { intent: "propose", id: request.id, appointment_date: wednesday },
      frontOffice,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(conveyanceMessages.tuesdaysOnly);
    const confirmed = await postForm("/admin/conveyance", { intent: "confirm", id: request.id }, frontOffice);
    expect(await confirmed.text()).toContain(m.conveyanceConfirmed);
    const page = await (
      await open(`/admin/conveyance?status=confirmed&q=${encodeURIComponent(owner.email)}`, frontOffice)
    ).text();
    expect(page).toContain(">Mark conveyance done<");
    const early = await postForm("/admin/conveyance", { intent: "complete", id: request.id }, frontOffice);
    expect(early.status).toBe(409);
    expect(await early.text()).toContain(m.conveyanceBeforeAppointment(writtenDay(tuesday)));
    // the appointment day comes
    await site.database.db
      .update(conveyanceRequests)
      .set({ appointmentDate: clubToday() })
      .where(eq(conveyanceRequests.id, request.id));
    const done = await postForm("/admin/conveyance", { intent: "complete", id: request.id }, frontOffice);
    expect(await done.text()).toContain(m.conveyanceCompleted);
  });
});

describe("a member's claim months on their office record", () => {
  it("the front office sets them with the form; accounts see the number only", async () => {
    const owner = await createMember(site, "Leela Months");
    const record = await (await open(`/admin/members/${owner.id}`, frontOffice)).text();
    expect(record).toContain("Months eligible for claims");
    expect(record).toContain('value="36"');
    expect(record).toContain(">Save months<");
    const bad = await postForm(`/admin/members/${owner.id}`, { intent: "claim-months", months: "500" }, frontOffice);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(m.months);
    const set = await postForm(`/admin/members/${owner.id}`, { intent: "claim-months", months: "24" }, frontOffice);
    expect(set.status).toBe(200);
    expect(await set.text()).toContain(m.claimMonthsSet(24));
    const [row] = await site.database.db.select().from(claimEligibility).where(eq(claimEligibility.userId, owner.id));
    expect(row.months).toBe(24);
    const asAccounts = await (await open(`/admin/members/${owner.id}`, accounts)).text();
    expect(asAccounts).toMatch(/Months eligible for claims: <span[^>]*>24<\/span>/);
    expect(asAccounts).not.toContain(">Save months<");
    expect(
      (await postForm(`/admin/members/${owner.id}`, { intent: "claim-months", months: "12" }, accounts)).status,
    ).toBe(403);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { officeMessages } from "../../../../common/office";
import { noteMessages } from "../../../../common/office-notes";
import { monthLabel, reportMessages } from "../../../../common/office-reports";
import { bookings, paymentPlans, paymentSteps, properties, staffNotes } from "../../../../server/db/schema";
import { payingMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * The report pages and staff notes as the server renders them, before any script: receivables with an overdue
 * instalment in its age, collections with an instalment the test had verified (its chart, its table and the invoice
 * behind the figure), the occupancy and the housekeeping sheet with a stay the test booked, the filters' messages,
 * who may open them, and a note posted on a stay's page without JavaScript.
 */

let site: TestSite;
const staff = {} as Record<"admin" | "accounts" | "front-office" | "content", TestMember>;
const today = clubToday();
let stayId: string;
let villaName: string;
let amount: number;
let collected: { id: string; amount: number; invoice: string };

beforeAll(async () => {
  site = await openTestSite();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(site, role);
  const owing = await payingMember(site, { villaIndex: 5, steps: 2, paid: 0, name: "Overdue Owen" });
  const db = site.database.db;
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.userId, owing.id));
  await db
    .update(paymentSteps)
    .set({ dueDate: addClubDays(today, -40) })
    .where(and(eq(paymentSteps.planId, plan.id), eq(paymentSteps.step, 1)));
  const [step] = await db
    .select()
    .from(paymentSteps)
    .where(and(eq(paymentSteps.planId, plan.id), eq(paymentSteps.step, 1)));
  amount = step.amount;
  const [villa] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .limit(1);
  villaName = villa.name;
  const [stay] = await db
    .insert(bookings)
    .values({
      reference: "VWC-B-2099-6001",
      userId: owing.id,
      propertyId: villa.id,
      checkIn: today,
      checkOut: addClubDays(today, 2),
      nights: 2,
      pricePerNight: 6000,
      roomCharges: 12000,
      total: 12000,
      guest: { firstName: "Meera", lastName: "Das" },
    })
    .returning();
  stayId = stay.id;
  const paying = await payingMember(site, { villaIndex: 6, steps: 2, paid: 1, name: "Collected Cara" });
  const [paid] = await db
    .select({ id: paymentSteps.id, amount: paymentSteps.amount, invoice: paymentSteps.invoiceNumber })
    .from(paymentSteps)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
    .where(and(eq(paymentPlans.userId, paying.id), eq(paymentSteps.step, 1)));
  collected = { id: paid.id, amount: paid.amount, invoice: paid.invoice! };
});
afterAll(async () => {
  await site?.close();
});

describe("/admin/reports/receivables", () => {
  it("shows accounts the overdue instalment in its age, the totals by age and the downloads", async () => {
    const page = await openPage(site, "/admin/reports/receivables", staff.accounts);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1 id="receivables-heading"`);
    expect(html).toContain(`Totals by age on ${writtenDay(today)}`);
    expect(html).toContain("Overdue Owen");
    expect(html).toContain("40 days");
    expect(html).toContain(formatRupees(amount));
    expect(html).toContain('href="/api/admin/reports/receivables.csv"');
    expect(html).toContain('href="/api/admin/reports/receivables.xlsx"');
    expect(html).toContain("How the receivables are counted");
    // one age: the instalment is in 31–60 days, and not in 0–30 days
    const older = await (await openPage(site, "/admin/reports/receivables?bucket=31-60", staff.accounts)).text();
    expect(older).toContain("Overdue Owen");
    expect(older).toContain('href="/api/admin/reports/receivables.csv?bucket=31-60"');
    const newer = await (await openPage(site, "/admin/reports/receivables?bucket=0-30", staff.accounts)).text();
    expect(newer).not.toContain("Overdue Owen");
  });

  it("says a day that is not one beside its field and shows today's report", async () => {
    const html = await (await openPage(site, "/admin/reports/receivables?as_of=2026-02-31", staff.admin)).text();
    expect(html).toContain(reportMessages.invalidDay);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`Totals by age on ${writtenDay(today)}`);
  });

  it("the members list shows the balance due and orders by it", async () => {
    const html = await (await openPage(site, "/admin/members?q=Overdue&sort=balance", staff.accounts)).text();
    expect(html).toContain("Balance due");
    expect(html).toContain(formatRupees(amount));
    expect(html).toContain("largest balance due first");
  });

  it("the office home's card leads accounts to the receivables with the count and amount", async () => {
    const html = await (await openPage(site, "/admin", staff.accounts)).text();
    expect(html).toMatch(/aria-label="Instalments overdue: \d+, ₹[\d,]+"/);
    expect(html).toContain('href="/admin/reports/receivables"');
  });
});

describe("/admin/reports/collections", () => {
  it("shows accounts the month's money as a chart described by its table, each figure leading to its invoices", async () => {
    const page = await openPage(site, "/admin/reports/collections", staff.accounts);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1 id="collections-heading"`);
    expect(html).toContain(
      `Money verified or captured in ${monthLabel(today.slice(0, 7))}, less refunds paid, by month.`,
    );
    // the chart: an image with a name, described by the table of the same figures
    expect(html).toMatch(
      /<svg role="img" aria-label="Bar chart of the money collected and refunded by month, [^"]+" aria-describedby="collections-table"/,
    );
    expect(html).toContain('<table id="collections-table"');
    expect(html).toContain(`Collections by month, ${monthLabel(today.slice(0, 7))}`);
    // the month's row and the total lead to their invoices
    expect(html).toContain(`href="/admin/reports/collections?key=${today.slice(0, 7)}&amp;part=collected"`);
    expect(html).toContain('href="/admin/reports/collections?key=all&amp;part=collected"');
    expect(html).toContain('href="/api/admin/reports/collections.csv"');
    expect(html).toContain('href="/api/admin/reports/collections.xlsx"');
    expect(html).toContain("How the money is counted");
  });

  it("lists the invoices behind a kind's figure, each number opening its PDF, and pages them", async () => {
    const html = await (
      await openPage(site, "/admin/reports/collections?group=kind&key=instalment&part=collected", staff.admin)
    ).text();
    expect(html).toContain("Instalments, collected:");
    expect(html).toContain("Collected Cara");
    expect(html).toContain(`href="/api/admin/reports/invoices/step/${collected.id}"`);
    expect(html).toContain(collected.invoice);
    expect(html).toContain(formatRupees(collected.amount));
    expect(html).toContain(
      'href="/api/admin/reports/collections.csv?group=kind&amp;key=instalment&amp;part=collected"',
    );
    expect(html).toContain('aria-label="Pages of entries"');
    // refunds behind the donations: none
    const none = await (
      await openPage(site, "/admin/reports/collections?group=kind&key=donation&part=refunded", staff.admin)
    ).text();
    expect(none).not.toContain("Collected Cara");
  });

  it("says a day that is not one beside its field, and a figure not of the grouping above the table", async () => {
    const bad = await (await openPage(site, "/admin/reports/collections?from=2026-02-31", staff.accounts)).text();
    expect(bad).toContain(reportMessages.invalidDay);
    expect(bad).toContain('aria-invalid="true"');
    const figure = await (
      await openPage(site, "/admin/reports/collections?group=villa&key=solan", staff.accounts)
    ).text();
    expect(figure).toContain(reportMessages.chooseGrouping);
    expect(figure).toContain(reportMessages.chooseFigure);
    expect(figure).toContain("by month.");
  });

  it("the reports page offers it among the reports", async () => {
    const html = await (await openPage(site, "/admin/reports", staff.accounts)).text();
    expect(html).toContain('href="/admin/reports/collections"');
    expect(html).toContain("Collections");
  });
});

describe("/admin/reports/occupancy and its housekeeping sheet", () => {
  it("shows the month's villas at a location, the stay arriving, and how each figure is computed", async () => {
    const html = await (await openPage(site, "/admin/reports/occupancy?location=Solan", staff.accounts)).text();
    expect(html).toContain(`<h1 id="occupancy-heading"`);
    expect(html).toContain(villaName);
    expect(html).toContain("VWC-B-2099-6001");
    expect(html).toContain("Meera Das");
    expect(html).toContain("How each figure is computed");
    expect(html).toContain(`Housekeeping sheet for ${writtenDay(today)}`);
    const bad = await (await openPage(site, "/admin/reports/occupancy?month=2026-13", staff.accounts)).text();
    expect(bad).toContain(reportMessages.invalidMonth);
  });

  it("the housekeeping sheet lists the arrival by villa, ready to print", async () => {
    const html = await (
      await openPage(site, `/admin/reports/occupancy/housekeeping?date=${today}&location=Solan`, staff.accounts)
    ).text();
    expect(html).toContain(`Housekeeping sheet for ${writtenDay(today)}, Solan, by villa`);
    expect(html).toContain("Meera Das");
    expect(html).toContain("Print this sheet");
    const empty = await (
      await openPage(site, `/admin/reports/occupancy/housekeeping?date=${addClubDays(today, 400)}`, staff.admin)
    ).text();
    expect(empty).toContain(reportMessages.noMovements);
  });

  it.each([
    "/admin/reports/receivables",
    "/admin/reports/collections",
    "/admin/reports/occupancy",
    "/admin/reports/occupancy/housekeeping",
  ])("%s: the front office and content are refused, the signed-out sent to sign in", async (path) => {
    for (const role of ["front-office", "content"] as const) {
      const page = await openPage(site, path, staff[role]);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain(officeMessages.roleNotAllowed);
    }
    const out = await openPage(site, path);
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toContain("/sign-in?redirect=");
  });
});

describe("staff notes on a page, without JavaScript", () => {
  it("the front office adds a note on a stay's page; it shows dated and signed; accounts cannot open the stay", async () => {
    const path = `/admin/stays/${stayId}`;
    const empty = await postPage(site, path, { intent: "note.add", body: "  " }, staff["front-office"]);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(noteMessages.bodyRequired);
    const added = await postPage(
      site,
      path,
      { intent: "note.add", body: "Arriving late; leave the key at the gate." },
      staff["front-office"],
    );
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain(noteMessages.added);
    expect(html).toContain("Arriving late; leave the key at the gate.");
    expect(html).toContain("Staff front-office (Front office)");
    const [note] = await site.database.db.select().from(staffNotes).where(eq(staffNotes.subjectId, stayId));
    expect(note).toMatchObject({ subject: "stay", authorId: staff["front-office"].id });
    expect((await openPage(site, path, staff.accounts)).status).toBe(403);
    expect((await openPage(site, "/admin/stays/00000000-0000-4000-8000-000000000000", staff.admin)).status).toBe(404);
  });
});

import { expect, type Page } from "@playwright/test";
import { DEMO_MEMBERS } from "../common/demo-members";
import { OFFICE_SECTIONS } from "../common/office";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, test, waitForHydration } from "./support";

/*
 * Every page of the club office passes axe: the demo administrator opens each section of OFFICE_SECTIONS, the pages
 * its sections lead to, and a member's record (the demo member with a plan, an MOA and requests), and axe finds no
 * serious or critical violation at desktop size; at 360 px none scrolls sideways. A section added to OFFICE_SECTIONS
 * is checked with the rest. The queues the office home leads to are these pages with a filter: their rows' forms are
 * checked by axe in the journeys that use them (office-payments, office-requests, office-identity…).
 */

// the sweep's parts run side by side, one a worker (about forty pages, each a few seconds of axe)
test.describe.configure({ mode: "parallel" });

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 500;

/** Opens `path`: axe at desktop size, no sideways scroll at 360 px (axe at both sizes took 7 minutes of CI's time). */
async function checkPage(staff: Page, path: string) {
  const answer = await staff.goto(path);
  expect(answer?.status(), path).toBe(200);
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  if (phone(staff)) await expectNoSidewaysScroll(staff, path);
  else await expectAccessible(staff);
}

/** Pages of a section that its own page leads to (the stays desk's calendar and phone booking, the reports). */
const SUB_PAGES = [
  "/admin/stays/calendar",
  "/admin/stays/new",
  "/admin/stays/calendars",
  "/admin/stays/conflicts",
  "/admin/stays/cancellation-terms",
  "/admin/owner-stays",
  "/admin/catalogue/lists",
  "/admin/programme/new",
  "/admin/reports/receivables",
  "/admin/reports/collections",
  "/admin/reports/occupancy",
  "/admin/reports/occupancy/housekeeping",
  "/admin/reconciliation",
  "/admin/rates?new=1",
];

const pages = [...new Set([...OFFICE_SECTIONS.map((s) => s.path), ...SUB_PAGES])];
/** The sweep in three parts of about the same length, each signed in once. */
const PARTS = 3;

for (let part = 0; part < PARTS; part++) {
  test(`office pages, part ${part + 1} of ${PARTS}, pass axe and fit a 360 px screen @mobile`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(test.info().timeout * 6); // about fifteen pages, each checked by axe
    const staff = await officePage(page, browser, "admin");
    for (const path of pages.filter((_, i) => i % PARTS === part)) await test.step(path, () => checkPage(staff, path));
    if (part === PARTS - 1) {
      // the demo member with the most on their record: a plan, invoices, the MOA, a claim, a transfer, a conveyance
      const demo = DEMO_MEMBERS.find((m) => m.key === "member")!;
      const found = await staff.request.get(`/api/admin/members?q=${encodeURIComponent(demo.email)}`);
      expect(found.status()).toBe(200);
      const [member] = (await found.json()).data.items as { id: string }[];
      expect(member, `the demo member ${demo.email} (seeded with the demo data)`).toBeTruthy();
      await test.step("a member's record", () => checkPage(staff, `/admin/members/${member.id}`));
    }
    await staff.context().close();
  });
}

test("the office home's counts lead to their queues; the stays arriving today list the demo guest", async ({
  page,
  browser,
}) => {
  const staff = await officePage(page, browser, "front-office");
  await staff.goto("/admin");
  await waitForHydration(staff);
  const queues = staff.getByRole("region", { name: "Waiting for the office" });
  // the front office's queues, none of accounts' alone
  await expect(queues.getByRole("link", { name: /Stays arriving today/ })).toBeVisible();
  await expect(queues.getByRole("link", { name: /Identity documents to check/ })).toBeVisible();
  await expect(queues.getByRole("link", { name: /Receipts awaiting verification/ })).toHaveCount(0);

  await queues.getByRole("link", { name: /Stays arriving today/ }).click();
  await expect(staff).toHaveURL(/\/admin\/stays\?arriving=today$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Stays" })).toBeVisible();
  await expect(staff.getByLabel("Arriving")).toHaveValue("today");
  const guest = DEMO_MEMBERS.find((m) => m.key === "guest")!;
  const stays = phone(staff)
    ? staff.getByRole("list", { name: "Stays by arrival date" })
    : staff.getByRole("table", { name: "Stays by arrival date" });
  await expect(stays).toContainText("Ms. Ananya Das");
  await expect(stays.getByRole("link", { name: guest.name }).first()).toBeVisible();

  // the search, by GET: nothing found says so and offers every upcoming stay
  await staff.getByRole("searchbox", { name: "Search stays" }).fill("nobody-is-called-this");
  await staff.getByRole("button", { name: "Show stays" }).click();
  await expect(staff.getByText("No stays match")).toBeVisible();
  await staff.getByRole("link", { name: "show every upcoming stay" }).click();
  await expect(staff).toHaveURL(/\/admin\/stays$/);
  await expect(staff.getByLabel("Arriving")).toHaveValue("all");
  await staff.context().close();
});

// the office's own side navigation: at 1280 × 720 (and 1366 × 768) every section of the administrator's is in view,
// none scrolled away, grouped by the work it is for; the public site's header is not there
test("at 1280 px every section of the administrator's office navigation is in view", async ({ page, browser }) => {
  const staff = await officePage(page, browser, "admin");
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    await staff.setViewportSize(viewport);
    await staff.goto("/admin/stays");
    await waitForHydration(staff);
    const nav = staff.getByRole("navigation", { name: "Office sections" });
    for (const section of OFFICE_SECTIONS) {
      await expect(
        nav.getByRole("link", { name: section.label, exact: true }),
        `${section.label} at ${viewport.width} px`,
      ).toBeInViewport({ ratio: 1 });
    }
    for (const group of ["Money", "Members", "Stays", "Content", "Admin"])
      await expect(nav.getByRole("list", { name: group })).toBeVisible();
    await expect(nav.getByRole("list", { name: "Stays" }).getByRole("link", { name: "Stays" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(staff.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  }
  await expectAccessible(staff);
  await staff.context().close();
});

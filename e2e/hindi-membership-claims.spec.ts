import { expect, type Page } from "@playwright/test";
import { clubMonth } from "../common/club-time";
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from "../common/demo-members";
import { formatMonth } from "../common/format";
import { expectAccessible, ownAddress, test, visit } from "./support";

/*
 * The member portal's Membership form and Claims tabs in Hindi (decision record 044): the demo member with a paid
 * villa, a signed MOA and a claim (common/demo-members.ts) reads them with the lng=hi cookie; the page hydrates in
 * Hindi, the page's own check speaks Hindi, and axe finds nothing serious. Nothing is saved: the demo stays as it is.
 */

/** What React reports when the page it hydrates differs from the server's (texts in another language, say). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test("with the lng=hi cookie the demo member reads the Membership form and Claims tabs in Hindi, and they pass axe", async ({
  page,
  context,
  baseURL,
}) => {
  const hydration = watchHydration(page);
  await context.addCookies([{ name: "lng", value: "hi", url: baseURL! }]);
  const demo = DEMO_MEMBERS.find((m) => m.key === "member")!;
  const login = await page.request.post("/api/auth/login", {
    data: { email: demo.email, password: DEMO_MEMBER_PASSWORD },
    headers: ownAddress(),
  });
  expect(login.status(), `the demo member ${demo.email} (seeded with the demo data)`).toBe(200);

  // the Membership form (open: the villa is paid), its first step in Hindi
  await visit(page, "/dashboard?tab=membership");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("navigation", { name: "सदस्यता फ़ॉर्म की प्रगति" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "व्यक्तिगत विवरण" })).toBeVisible();
  await expect(page.getByLabel("पूरा नाम")).toHaveValue(demo.name);
  await expect(page.getByText("स्थायी पता वही है जो वर्तमान पता है")).toBeVisible();
  // the page's own check (nothing is sent): the shared schema's message said in Hindi beside its field
  await page.getByLabel("फ़ोन नंबर").fill("12ab");
  await page.getByRole("button", { name: "आगे" }).click();
  await expect(page.getByText("कृपया नीचे चिह्नित फ़ील्ड जाँचें।")).toBeVisible();
  await expect(page.getByLabel("फ़ोन नंबर")).toHaveAccessibleDescription(/कृपया एक सही फ़ोन नंबर डालें \(10 से 15 अंक\)।/);
  await expect(page.getByRole("heading", { level: 2, name: "व्यक्तिगत विवरण" })).toBeVisible();
  await expectAccessible(page);

  // Claims: the bank details, then this year's months in Hindi, this month claimed by the demo member
  await visit(page, "/dashboard?tab=claims");
  await expect(page.getByRole("heading", { level: 2, name: "बैंक विवरण" })).toBeVisible();
  const accounts = page.getByRole("list", { name: "आपके बैंक खाते" });
  await expect(accounts.getByRole("listitem").first()).toContainText("आपके आवेदन से");
  await expectAccessible(page);
  await page.getByRole("button", { name: "आगे" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "व्यय का दावा" })).toBeVisible();
  const now = clubMonth(new Date());
  await expect(
    page.getByRole("tablist", { name: "दावे का वर्ष" }).getByRole("tab", { name: String(now.year) }),
  ).toHaveAttribute("aria-selected", "true");
  const months = page.getByRole("list", { name: `${now.year} के महीने` });
  const thisMonth = months.getByRole("listitem", { name: formatMonth(now.year, now.month, "hi") });
  await expect(thisMonth).toContainText("दावा किया गया");
  await expect(thisMonth).toContainText("₹2,000 का दावा किया गया");
  await expect(page.getByText(`${now.year} में दावा की गई राशि:`)).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Claim Expense");
  await expectAccessible(page);
  expect(hydration).toEqual([]);
});

import { expect } from "@playwright/test";
import { applyAndPay } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, signUpAndSignIn, test, visit } from "./support";

test.describe("member portal: the dashboard", () => {
  test("without a session /dashboard leads to sign-in and back", async ({ page }) => {
    await page.goto("/dashboard?tab=claims");
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fdashboard%3Ftab%3Dclaims$/);
  });

  test("a new member sees how to choose a villa, the cards and the tabs", async ({ page }) => {
    await signUpAndSignIn(page, { email: `portal-new-${Date.now()}@example.org`, name: "Nisha Rao" });
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Nisha Rao" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toContainText("Home");
    await expect(breadcrumb).toContainText("Dashboard");
    // the tab bar is hidden on the dashboard itself
    await expect(page.getByRole("navigation", { name: "Portal sections" })).toHaveCount(0);
    await expect(page.getByRole("progressbar", { name: "Payment progress" })).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByText("Status: Not started")).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose a villa" })).toHaveAttribute("href", "/property-list");
    await expectAccessible(page);

    await page.getByRole("button", { name: /^MOA/ }).press("Enter");
    await expect(page.getByText("Please complete your payment to access the MOA").first()).toBeVisible();
    await expect(page).toHaveURL(/\?tab=moa$/);
    // the card is gone with the dashboard: the focus goes to the tab's heading, not to the page
    await expect(page.getByRole("heading", { level: 1, name: "MOA" })).toBeFocused();
    await expect(breadcrumb).toContainText("MOA");
    const tabs = page.getByRole("navigation", { name: "Portal sections" });
    await expect(tabs).toBeVisible();
    await tabs.getByRole("button", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\?tab=documents$/);
    await expect(tabs.getByRole("button", { name: "Documents" })).toHaveAttribute("aria-current", "page");
    // the tab bar stays: the focus stays on the tab chosen
    await expect(tabs.getByRole("button", { name: "Documents" })).toBeFocused();
    await breadcrumb.getByRole("button", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // no villa yet: Start Payment leads to the homes to choose one
    await page.getByRole("button", { name: "Start Payment" }).click();
    await expect(page).toHaveURL(/\/property-list$/);
  });

  test("a member part-way through paying continues from the payment card", async ({ page }) => {
    const applicant = await applyAndPay(page, { steps: 2, paid: 1, slug: "tree-houses" });
    await visit(page, "/dashboard");
    await expect(page.getByText(applicant.villa.name).first()).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Payment progress" })).toHaveAttribute("aria-valuenow", "50");
    await expect(page.getByText("Status: Pending")).toBeVisible();
    await page.getByRole("button", { name: "Continue Payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/registration/${applicant.villa._id}$`));
    // the plan is made (step 3 done): the application resumes on the summary, with Pay Now for the step due
    await expect(page.getByRole("heading", { level: 2, name: "Payment Summary & Invoice Download" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay Now/ })).toBeVisible();
  });

  test("the dashboard fits a 360 px screen @phone", async ({ page }) => {
    await signUpAndSignIn(page, { email: `portal-mobile-${Date.now()}@example.org` });
    await visit(page, "/dashboard");
    await expect(page.getByRole("button", { name: "Start Payment" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

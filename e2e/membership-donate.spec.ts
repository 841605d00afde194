import { expect, type Page } from "@playwright/test";
import { expectAccessible, expectNoSidewaysScroll, ownAddress, test, visit } from "./support";

// pledges are bounded per address (10 an hour): each journey speaks from an address of its own (the page calls
// only its own server here; a header of its own would make a call to another origin ask first)
test.beforeEach(({ page }) => page.setExtraHTTPHeaders(ownAddress()));

const REFERENCE = /VWC-D-\d{4}-\d+/;

test.describe("membership", () => {
  test("the currency chooser converts the shown prices; the plan and its rules are stated", async ({ page }) => {
    await visit(page, "/membership");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Full Membership", level: 3, exact: true })).toBeVisible();
    for (const feature of [
      "15 days and 14 nights free stay per year",
      "4 members (2 adults and 2 kids)",
      "separate cooking facility",
      "VIP lounge and swimming pool access",
      "free yoga and meditation class",
      "free valet parking",
    ]) {
      await expect(
        page.getByRole("article", { name: "Full Membership" }).getByRole("listitem").filter({ hasText: feature }),
      ).toHaveCount(1);
    }

    const price = page.getByTestId("plan-price");
    const extraGuest = page.getByTestId("extra-guest-price");
    await expect(price).toHaveText("₹1,00,000");
    await expect(page.getByText("1 Lakh rupees per year")).toBeVisible();
    await expect(extraGuest).toHaveText("₹1,000");
    await expect(page.getByRole("button", { name: "INR", exact: true })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "USD", exact: true }).click();
    await expect(page.getByRole("button", { name: "USD", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "INR", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(price).toHaveText(/\$1,190$/);
    await expect(extraGuest).toHaveText("$12");
    await expect(page.getByText(/Prices in USD, EUR and GBP are indicative/).first()).toBeVisible();

    await page.getByRole("button", { name: "EUR", exact: true }).click();
    await expect(price).toHaveText(/€1,099$/);
    await page.getByRole("button", { name: "GBP", exact: true }).click();
    await expect(price).toHaveText(/£935$/);
    await page.getByRole("button", { name: "INR", exact: true }).click();
    await expect(price).toHaveText("₹1,00,000");

    await expect(page.getByRole("link", { name: "Select Membership" })).toHaveAttribute("href", "/membership/checkout");
    const free = page.getByRole("region", { name: "Start with Free Membership" });
    await expect(free).toContainText("costs nothing");
    await expect(free).toContainText("no free stay and no valet parking");
    await expect(free.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/sign-up");

    const rules = page.getByRole("region", { name: "The fine print, in plain words" });
    await expect(rules).toContainText("generally non-refundable");
    await expect(rules).toContainText("non-transferable");
    await expect(rules).toContainText(
      "Free days are deducted first; the remainder of a stay is charged at the regular rate.",
    );
    await expect(rules).toContainText("Check-in 2 PM, check-out 11 AM.");
    await expectNoSidewaysScroll(page);
  });

  test("the FAQ keeps one answer open at a time and closes the open one on a second click", async ({ page }) => {
    await visit(page, "/membership");
    const first = page.getByRole("button", { name: "What does Full Membership include?" });
    const second = page.getByRole("button", { name: "How are my free nights counted?" });
    const third = page.getByRole("button", { name: "What are the check-in and check-out times?" });
    await expect(first).toHaveAttribute("aria-expanded", "true");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Free days are deducted first. If a stay runs longer")).toBeVisible();

    await third.click();
    await expect(third).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "What are the check-in and check-out times?" })).toHaveText(
      "Check-in 2 PM, check-out 11 AM.",
    );
    await expect(page.getByText("Free days are deducted first. If a stay runs longer")).toBeHidden();

    await third.click();
    await expect(page.locator("[aria-expanded=true]")).toHaveCount(0);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await visit(page, "/membership");
    await expectAccessible(page);
    await page.getByRole("button", { name: "GBP", exact: true }).click();
    await expectAccessible(page);
  });
});

test.describe("donate now", () => {
  const form = (page: Page) => page.locator("#donate-form");

  test("the form starts recurring, monthly, at 9000, and the presets set the amount", async ({ page }) => {
    await visit(page, "/donate-now");
    const stats = page.getByRole("definition");
    await expect(stats).toHaveText(["100,000+", "3,500+", "200+"]);
    await expect(page.getByRole("term")).toHaveText(["trees by 2027", "people healed", "children supported"]);

    const recurring = page.getByRole("button", { name: "Recurring" });
    const oneTime = page.getByRole("button", { name: "One time" });
    const amount = page.getByLabel("Amount (INR)");
    await expect(recurring).toHaveAttribute("aria-pressed", "true");
    await expect(oneTime).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Quarterly" })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "Yearly" })).not.toBeChecked();
    await expect(amount).toHaveValue("9000");
    for (const cause of [
      "Clean Himalayas",
      "Green Himalayas",
      "Orphan School Sponsorship",
      "Research for Ayurveda Medicine",
    ]) {
      await expect(page.getByRole("checkbox", { name: cause })).not.toBeChecked();
    }
    await expect(form(page).getByRole("button", { name: "Pledge ₹9,000 monthly" })).toBeVisible();

    await oneTime.click();
    await expect(oneTime).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("group", { name: "How often" })).toHaveCount(0);
    await expect(form(page).getByRole("button", { name: "Pledge ₹9,000 once" })).toBeVisible();
    await recurring.click();
    await page.getByText("Quarterly", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Quarterly" })).toBeChecked();

    const presets = page.getByRole("group", { name: "Suggested amounts" }).getByRole("button");
    await expect(presets).toHaveText(["₹4,000", "₹2,000", "₹1,000", "₹500"]);
    await page.getByRole("button", { name: "₹4,000", exact: true }).click();
    await expect(amount).toHaveValue("4000");
    await expect(page.getByRole("button", { name: "₹4,000", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "₹500", exact: true }).click();
    await expect(amount).toHaveValue("500");
    await expect(page.getByRole("button", { name: "₹4,000", exact: true })).toHaveAttribute("aria-pressed", "false");
    await amount.fill("7500");
    await expect(presets.and(page.locator("[aria-pressed=true]"))).toHaveCount(0);

    await page.getByLabel("Currency").selectOption("USD");
    await expect(page.getByLabel("Currency").locator("option")).toHaveText([
      "INR · Indian rupee",
      "USD · US dollar",
      "EUR · Euro",
    ]);
    await expect(presets.first()).toHaveText("$4,000");
    await expect(page.getByLabel("Amount (USD)")).toHaveValue("7500");
    await expect(form(page).getByRole("button", { name: "Pledge $7,500 quarterly" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("submitting without a cause shows the message beside the causes and keeps what was typed", async ({ page }) => {
    await visit(page, "/donate-now");
    await form(page).getByLabel("Your name").fill("Asha Verma");
    await form(page).getByLabel("E-mail").fill("asha@example.in");
    await page.getByRole("button", { name: "₹2,000", exact: true }).click();
    await form(page)
      .getByRole("button", { name: /^Pledge/ })
      .click();

    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted details and try again.");
    const message = page.getByText("Please choose at least one cause");
    await expect(message).toBeVisible();
    const clean = page.getByRole("checkbox", { name: "Clean Himalayas" });
    await expect(clean).toHaveAttribute("aria-invalid", "true");
    await expect(clean).toBeFocused();
    const describedBy = await clean.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`#${describedBy}`)).toHaveText(/Please choose at least one cause/);
    await expect(form(page).getByLabel("Your name")).toHaveValue("Asha Verma");
    await expect(form(page).getByLabel("E-mail")).toHaveValue("asha@example.in");
    await expect(page.getByLabel("Amount (INR)")).toHaveValue("2000");
    await expect(form(page).getByRole("status")).toHaveCount(0);
    await expectAccessible(page);

    // ticking a cause clears its message
    await clean.check();
    await expect(message).toBeHidden();
  });

  test("invalid amount, name and e-mail are each explained at their field", async ({ page }) => {
    await visit(page, "/donate-now");
    await page.getByRole("checkbox", { name: "Green Himalayas" }).check();
    await page.getByLabel("Amount (INR)").fill("0");
    await form(page).getByLabel("Your name").fill("A");
    await form(page).getByLabel("E-mail").fill("asha-at-example");
    await form(page)
      .getByRole("button", { name: /^Pledge/ })
      .click();

    await expect(page.getByLabel("Amount (INR)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Amount (INR)")).toHaveAccessibleDescription(/Please enter an amount greater than 0/);
    await expect(form(page).getByLabel("Your name")).toHaveAccessibleDescription(
      "Please enter your name (at least 2 characters)",
    );
    await expect(form(page).getByLabel("E-mail")).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
    await expect(page.getByLabel("Amount (INR)")).toBeFocused();
    await expect(page.getByRole("checkbox", { name: "Green Himalayas" })).toBeChecked();
  });

  test("a complete pledge is recorded and thanked with its reference number @mobile", async ({ page }) => {
    await visit(page, "/donate-now");
    await page.getByRole("button", { name: "₹1,000", exact: true }).click();
    await page.getByRole("checkbox", { name: "Clean Himalayas" }).check();
    await page.getByRole("checkbox", { name: "Research for Ayurveda Medicine" }).check();
    await page.getByText("Yearly", { exact: true }).click();
    await form(page).getByLabel("Your name").fill("Ravi Kumar");
    await form(page).getByLabel("E-mail").fill("ravi@example.in");
    await form(page).getByRole("button", { name: "Pledge ₹1,000 yearly" }).click();

    const thanks = form(page).getByRole("status");
    await expect(thanks.getByRole("heading", { level: 3 })).toHaveText("With gratitude, Ravi");
    await expect(thanks).toContainText("Thank you! Your pledge has been recorded.");
    await expect(page.getByTestId("pledge-reference")).toHaveText(REFERENCE);
    await expect(thanks).toContainText("₹1,000 yearly");
    await expect(thanks).toContainText("Clean Himalayas, Research for Ayurveda Medicine");
    const first = Number((await page.getByTestId("pledge-reference").textContent())!.split("-").pop());
    // a recurring gift is paid online: Razorpay's window opens; closed, the pledge stays a pledge
    const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
    await checkout.getByRole("button", { name: "Cancel" }).click();
    await expect(checkout).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // another pledge gets the next number
    await page.getByRole("link", { name: "Make another pledge" }).click();
    await expect(page.getByLabel("Amount (INR)")).toHaveValue("9000");
    await page.getByRole("button", { name: "One time" }).click();
    await page.getByRole("checkbox", { name: "Orphan School Sponsorship" }).check();
    await form(page).getByLabel("Your name").fill("Meera Das");
    await form(page).getByLabel("E-mail").fill("meera@example.in");
    await form(page).getByRole("button", { name: "Pledge ₹9,000 once" }).click();
    await expect(page.getByTestId("pledge-reference")).toHaveText(REFERENCE);
    const second = Number((await page.getByTestId("pledge-reference").textContent())!.split("-").pop());
    expect(second).toBeGreaterThan(first);
  });

  test("a project's Support link ticks its cause", async ({ page }) => {
    await visit(page, "/donate-now");
    await page.getByRole("link", { name: "Support this project: A school that stays open" }).click();
    await expect(page).toHaveURL(/cause=Orphan/);
    await expect(page.getByRole("checkbox", { name: "Orphan School Sponsorship" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Clean Himalayas" })).not.toBeChecked();
  });

  test("the project slider drifts on its own and stops while hovered or focused", async ({ page }) => {
    await visit(page, "/donate-now");
    const slider = page.getByRole("region", { name: "Featured projects" });
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const position = () => slider.evaluate((el) => el.scrollLeft);

    // 1 px every 30 ms: measured inside the page, so the test's own delays do not count
    const drift = await slider.evaluate(
      (el) =>
        new Promise<{ px: number; ms: number }>((resolve) => {
          const from = el.scrollLeft;
          const since = performance.now();
          setTimeout(() => resolve({ px: el.scrollLeft - from, ms: performance.now() - since }), 900);
        }),
    );
    expect(drift.px).toBeGreaterThan(drift.ms / 30 / 3);
    expect(drift.px).toBeLessThanOrEqual(Math.ceil(drift.ms / 30) + 1);

    await slider.hover();
    const hovered = await position();
    await page.waitForTimeout(700);
    expect(Math.abs((await position()) - hovered)).toBeLessThanOrEqual(1);

    await page.mouse.move(5, 5);
    const left = await position();
    await page.waitForTimeout(700);
    expect(await position()).toBeGreaterThan(left);

    await slider.focus();
    const focused = await position();
    await page.waitForTimeout(700);
    expect(Math.abs((await position()) - focused)).toBeLessThanOrEqual(1);
  });

  test("the project slider stays still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/donate-now");
    const slider = page.getByRole("region", { name: "Featured projects" });
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(800);
    expect(await slider.evaluate((el) => el.scrollLeft)).toBe(0);
    // the looping copy is not shown when nothing loops
    await expect(slider.getByRole("article")).toHaveCount(6);
  });

  test("the closing call to action and the page pass accessibility checks", async ({ page }) => {
    await visit(page, "/donate-now");
    const closing = page.getByRole("region", { name: "Walk with us, season after season" });
    await expect(closing.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/sign-up");
    await expect(page.getByRole("heading", { name: "Four causes, one way of living" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("donate now without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const form = (page: Page) => page.locator("#donate-form");

  test("the form still records a pledge and still explains a mistake", async ({ page }) => {
    await page.goto("/donate-now");
    await form(page).getByLabel("Your name").fill("Offline Donor");
    await form(page).getByLabel("E-mail").fill("offline@example.in");
    await page
      .locator("#donate-form")
      .getByRole("button", { name: /^Pledge/ })
      .click();
    await expect(page.getByText("Please choose at least one cause")).toBeVisible();
    await expect(form(page).getByLabel("Your name")).toHaveValue("Offline Donor");

    await page.getByRole("checkbox", { name: "Green Himalayas" }).check();
    await page
      .locator("#donate-form")
      .getByRole("button", { name: /^Pledge/ })
      .click();
    await expect(form(page).getByRole("status")).toContainText("Thank you! Your pledge has been recorded.");
    await expect(page.getByTestId("pledge-reference")).toHaveText(REFERENCE);
  });
});

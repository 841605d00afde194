import { expect } from "@playwright/test";
import { signUpAndSignIn, test, visit, waitForHydration } from "./support";

/**
 * The portal's tabs are chunks of their own: a page carries the open tab's code, another tab's
 * comes when it is opened, and the server-rendered tab stays on screen while its code is on its way.
 */
const TAB_CHUNK =
  /\/assets\/(dashboard|documents|membership|moa|conveyance|lease|bookings|claims|transfer)-tab-[\w-]+\.js$/;

test.describe("member portal: each tab's code", () => {
  test("the dashboard loads its own tab's code only, and the MOA tab's when the member opens it", async ({ page }) => {
    await signUpAndSignIn(page, { email: `portal-split-${Date.now()}@example.org`, name: "Kavya Iyer" });
    const tabChunks: string[] = [];
    page.on("request", (request) => {
      const chunk = TAB_CHUNK.exec(new URL(request.url()).pathname);
      if (chunk) tabChunks.push(chunk[1]);
    });
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Kavya Iyer" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Payment progress" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(tabChunks).toEqual(["dashboard"]);

    await page.getByRole("button", { name: /^MOA/ }).click();
    await expect(page).toHaveURL(/\?tab=moa$/);
    await expect(page.getByText("Please complete your payment to access the MOA").first()).toBeVisible();
    expect(tabChunks).toEqual(["dashboard", "moa"]);
  });

  test("opened at a tab's address, the tab is the server's HTML until its code has come, then the page hydrates whole", async ({
    page,
  }) => {
    await signUpAndSignIn(page, { email: `portal-split-held-${Date.now()}@example.org`, name: "Kavya Iyer" });
    // anything that ever takes the tab's heading out of the page (a fallback shown, content streamed in later) is noted
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        const removed = records.flatMap((record) => [...record.removedNodes]);
        if (
          removed.some(
            (node) => node instanceof Element && (node.id === "lease-heading" || node.querySelector("#lease-heading")),
          )
        ) {
          document.documentElement.dataset.tabReplaced = "true";
        }
      }).observe(document, { subtree: true, childList: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(TAB_CHUNK, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto("/dashboard?tab=lease", { waitUntil: "domcontentloaded" });
    const lease = page.getByRole("region", { name: "Your lease" });
    await expect(lease).toBeVisible();
    await expect(lease.getByRole("link", { name: "Choose a villa" })).toHaveAttribute("href", "/property-list");
    // the page waits for the tab's code before it hydrates
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(lease).toBeVisible();
    await expect(page.locator("html[data-tab-replaced]")).toHaveCount(0);

    const tabs = page.getByRole("navigation", { name: "Portal sections" });
    await tabs.getByRole("button", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\?tab=bookings$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=lease$/);
    await expect(lease).toBeVisible();
  });
});

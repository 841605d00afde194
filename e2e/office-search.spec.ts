import { expect } from "@playwright/test";
import { DEMO_MEMBERS } from "../common/demo-members";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit, waitForHydration } from "./support";

/*
 * The office's one search box: the demo front-office user types a member's name into the box above the office's
 * pages and presses Enter, finds the member and opens their record, then finds the member's stay by its reference
 * typed in lower case and opens it; a search that finds nothing says so. The results page passes axe and fits 360 px.
 */

test("a front-office user finds a member and a stay from the office's search box", async ({ page, browser }) => {
  test.slow(); // six office pages, one checked by axe: over 30 s on a loaded machine
  const guest = DEMO_MEMBERS.find((m) => m.key === "guest")!;
  const staff = await officePage(page, browser, "front-office");
  const stays = await staff.request.get(`/api/admin/stays?q=${encodeURIComponent(guest.email)}`);
  expect(stays.status()).toBe(200);
  const [stay] = (await stays.json()).data.items as { id: string; reference: string }[];
  expect(stay, `a stay of the demo guest ${guest.name} (seeded with the demo data)`).toBeTruthy();

  await visit(staff, "/admin");
  const box = staff.getByRole("search", { name: "Office" }).getByRole("searchbox", { name: "Search the office" });
  await box.fill(guest.name.split(" ")[0]);
  await box.press("Enter");
  await expect(staff).toHaveURL(/\/admin\/search\?q=Ananya$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  const members = staff.getByRole("region", { name: /^Members/ });
  await expect(members.getByRole("link", { name: guest.name })).toBeVisible();
  await expectAccessible(staff);
  await expectNoSidewaysScroll(staff, "the search's results");

  await members.getByRole("link", { name: guest.name }).click();
  await expect(staff).toHaveURL(/\/admin\/members\/[0-9a-f-]+$/);
  await expect(staff.getByRole("heading", { level: 1, name: guest.name })).toBeVisible();

  // a stay by its reference, typed in lower case; the box on the results page shows the search
  await box.fill(stay.reference.toLowerCase());
  await staff.getByRole("search", { name: "Office" }).getByRole("button", { name: "Search" }).click();
  await expect(staff).toHaveURL(/\/admin\/search\?q=vwc-b-/);
  await expect(box).toHaveValue(stay.reference.toLowerCase());
  const found = staff.getByRole("region", { name: /^Stays/ });
  await found.getByRole("link", { name: stay.reference }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/stays/${stay.id}$`));
  await waitForHydration(staff);

  // nothing found says so
  await box.fill("nobody-is-called-this");
  await box.press("Enter");
  await expect(staff.getByText("Nothing found for “nobody-is-called-this”.")).toBeVisible();
  await staff.context().close();
});

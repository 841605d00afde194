import { expect } from "@playwright/test";
import { couponMessages } from "../common/coupons";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, signUpAndSignIn, test, visit, waitForHydration } from "./support";

/*
 * The office's coupons: accounts create a coupon at /admin/coupons, and a member applies it on
 * the booking review and sees its discount in the price.
 */

/** yyyy-mm-dd, `n` days from today. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("accounts create a coupon in the office and a member applies it on the booking review", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const mobile = test.info().project.name === "mobile-360";
  const code = `E2E${mobile ? "M" : "D"}${Date.now() % 1_000_000}`;

  const office = await officePage(page, browser, "accounts");
  await visit(office, "/admin/coupons");
  await expect(office.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
  await expectNoSidewaysScroll(office, "/admin/coupons");
  await expectAccessible(office);

  await office.getByRole("link", { name: "New coupon" }).click();
  const form = office.getByRole("form", { name: "New coupon" });
  await expect(form).toBeVisible();
  await waitForHydration(office);
  // the server's messages beside the fields
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText(couponMessages.code).first()).toBeVisible();
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Description").fill("₹750 off the room charges, for the e2e journey.");
  await form.getByLabel("Discount type").selectOption("amount");
  await form.getByLabel("Discount", { exact: true }).fill("750");
  await form.getByLabel("Number of uses (optional)").fill("5");
  await expectAccessible(office);
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(office.getByRole("main").getByRole("status")).toContainText(`${couponMessages.saved}: ${code}`);
  const listed = mobile ? office.getByRole("list", { name: "Coupons by code" }) : office.getByRole("table");
  await expect(listed).toContainText(code);
  await expect(listed).toContainText("₹750 off");
  await expect(listed).toContainText("0 of 5");
  await expectAccessible(office);
  await office.context().close();

  // a member applies it on the review of a stay
  const villa = (await (await request.get("/api/property/getProperties?slug=tree-houses")).json()).data[0];
  await signUpAndSignIn(page, { email: `coupon-${Date.now()}-${mobile ? "m" : "d"}@example.in`, name: "Rhea Kapoor" });
  const offset = mobile ? 20 : 0;
  await visit(
    page,
    `/booking-review?propertyId=${villa._id}&checkIn=${day(300 + offset)}&checkOut=${day(302 + offset)}&adults=2&children=0`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await waitForHydration(page);
  const total = page.getByTestId("stay-total");
  const full = await total.innerText();
  const coupon = page.getByRole("button", { name: new RegExp(`^${code}`) });
  await expect(coupon).toContainText("₹750 off");
  await coupon.click();
  await expect(coupon).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("main")).toContainText(`Coupon ${code}`);
  const digits = (s: string) => Number(s.replace(/[^\d]/g, ""));
  await expect.poll(async () => digits(full) - digits(await total.innerText())).toBe(750);
  await expectAccessible(page);
});

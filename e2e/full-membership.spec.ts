import { expect } from "@playwright/test";
import { clubToday } from "../common/club-time";
import { expectAccessible, readOutboxMail, signUpAndSignIn, test, visit, waitForHydration } from "./support";

/*
 * Full Membership for real: a member buys it online (the journeys' server pays through the local
 * Razorpay stand-in, which plays Razorpay's window), then books 3 nights for 3 adults, paid online too: the nights
 * come from the membership's free nights (room charges ₹0), the third adult is an extra guest (₹1,000 × 3 nights),
 * and the portal's Membership card has 11 free nights left.
 */

/** yyyy-mm-dd, `n` days after the club's today. */
const day = (n: number) => {
  const at = new Date(`${clubToday()}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
};

test("a member buys Full Membership online, then books 3 nights for 3 adults from their free nights", async ({
  page,
  request,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const email = `full-member-${Date.now()}@example.in`;
  await signUpAndSignIn(page, { email, name: "Kavya Rao" });

  // the offer: Select Membership leads to the checkout
  await visit(page, "/membership");
  await page.getByRole("link", { name: "Select Membership" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Full Membership checkout" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText("₹1,00,000");
  await page.getByRole("checkbox", { name: /non-refundable/ }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Pay online with Razorpay" }).click();
  const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
  await checkout.getByRole("button", { name: "Pay ₹1,00,000" }).click();
  await expect(page.getByRole("heading", { name: "Your Full Membership" })).toBeVisible();
  await expect(page.getByTestId("membership-id")).toHaveText(/^VWC-M-\d{4}-\d+$/);
  await expect(page.getByTestId("free-nights-left")).toHaveText("14");
  await expect.poll(() => readOutboxMail(email)).toContain("VWC-M-");

  // a villa that sleeps 3 adults or more, on nights no other journey uses
  const villas: { _id: string; name: string; maxAdults: number }[] = [];
  for (const slug of ["farm-villa", "apple-homes", "cubic-homes"]) {
    const res = await request.get(`/api/property/getProperties?slug=${slug}`);
    villas.push(...((await res.json()).data as typeof villas));
  }
  const villa = villas.find((v) => v.maxAdults >= 3)!;
  // within the membership year (free nights count for stays that begin in it)
  const start = 20 + (Date.now() % 80) * 4;
  const [checkIn, checkOut] = [day(start), day(start + 3)];

  await visit(page, `/property-detail/${villa._id}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`);
  await waitForHydration(page);
  const book = page.getByRole("form", { name: "Book your stay" });
  await book.getByLabel("Adults").selectOption("3");
  await expect(book).toContainText("each extra guest is ₹1,000 a night");
  await book.getByRole("button", { name: "Review your stay" }).click();

  // the review: the free nights named as the room charges (no line of 0 nights), what taxes are for, the extra guest
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("price-room")).toHaveCount(0);
  await expect(page.getByTestId("price-free-nights")).toHaveText(
    /^Room charges: 3 free nights \(Full Membership\)\s*₹0$/,
  );
  await expect(page.getByTestId("price-taxes")).toContainText("Taxes and fees (3 nights × ₹719, free nights included)");
  await expect(page.getByTestId("price-extra-guests")).toContainText("₹3,000");
  const main = page.getByRole("main");
  await main.getByLabel("Title").selectOption("Ms.");
  await main.getByLabel("Phone").fill("+91 98765 43210");
  await page.getByRole("checkbox", { name: /I accept the booking terms/ }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();

  // paid online: Razorpay's window (the stand-in) takes the amount the server computed
  await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: /Pay online with Razorpay/ })).toBeChecked();
  const total = (await page.getByTestId("stay-total").innerText()).trim();
  await page.getByRole("button", { name: /^Confirm booking/ }).click();
  await page
    .getByRole("dialog", { name: "Razorpay test checkout" })
    .getByRole("button", { name: `Pay ${total}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your stay is booked" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Paid online" })).toBeVisible();

  // the portal's Membership card: 14 − 3 free nights left
  await visit(page, "/dashboard");
  await expect(page.getByTestId("portal-free-nights-left")).toHaveText("11");
  await expectAccessible(page);
});

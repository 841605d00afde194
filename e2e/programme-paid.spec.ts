import { expect } from "@playwright/test";
import { expectAccessible, ownAddress, readOutboxMail, test, visit, waitForHydration } from "./support";

// bookings without an account are bounded per address (20 an hour): the journey speaks from an address of its own —
// to the club's server only, as Razorpay Checkout's calls to its own origin take no such header
test.beforeEach(async ({ page, baseURL }) => {
  const address = ownAddress();
  await page.route(`${baseURL}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), ...address } }),
  );
});

test("a visitor books a paid place, pays through Razorpay Checkout and downloads the invoice from the confirmation", async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const email = `programme.paid.${Date.now()}@example.in`;
  await visit(page, "/events/winter-silence-retreat-on-the-ganga");
  await expect(page.getByRole("heading", { level: 1, name: "Winter Silence Retreat on the Ganga" })).toBeVisible();
  await waitForHydration(page);
  const book = page.locator("#book");
  await expect(book).toContainText("₹12,000");
  await book.getByRole("group", { name: "Attendee 1" }).getByLabel("Full name").fill("Meera Iyer");
  await book.getByLabel("Your name").fill("Meera Iyer");
  await book.getByLabel("E-mail address", { exact: true }).fill(email);
  await book.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
  await book.getByRole("button", { name: "Continue to payment" }).click();

  // the places are held while Razorpay Checkout (the test stand-in's window) takes the payment
  const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
  await checkout.getByRole("button", { name: "Pay ₹12,000" }).click();

  await expect(book.getByRole("heading", { name: "You are booked" })).toBeVisible();
  const reference = (await book.getByTestId("booking-reference").textContent())!;
  expect(reference).toMatch(/^VWC-E-\d{4}-\d+$/);
  const invoice = book.getByRole("link", { name: /^Download your invoice VWC-INV-\d{4}-\d+ \(PDF\)$/ });
  await expect(invoice).toBeVisible();
  await expectAccessible(page);

  // the link is signed for the visitor (no account): it downloads the sealed invoice
  const href = (await invoice.getAttribute("href"))!;
  expect(href).toContain(`/api/events/registrations/${reference}/invoice?t=`);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // the confirmation mail carries the invoice
  const number = /VWC-INV-\d{4}-\d+/.exec((await invoice.textContent())!)![0];
  await expect.poll(() => readOutboxMail(email), { timeout: 30_000 }).toContain(`invoice-${number}.pdf`);
});

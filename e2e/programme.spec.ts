import { expect } from "@playwright/test";
import { expectAccessible, ownAddress, readOutboxMail, test, visit } from "./support";

// bookings without an account are bounded per address (20 an hour): the journey speaks from an address of its own
test.beforeEach(({ page }) => page.setExtraHTTPHeaders(ownAddress()));

test("a visitor registers from the home page for two places of a free event, sees the tickets and gets them by mail", async ({
  page,
}) => {
  const email = `programme.visitor.${Date.now()}@example.in`;
  await visit(page, "/");
  // the carousel turns by itself; Next brings the Day of Yoga (free) into view
  const register = page.getByRole("link", { name: "Register Now for International Day of Yoga in Solan" });
  await expect(async () => {
    if (!(await register.isVisible())) await page.getByRole("button", { name: "Next event" }).click();
    await expect(register).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await register.click();

  await expect(page).toHaveURL(/\/events\/international-day-of-yoga-in-solan#book$/);
  await expect(page.getByRole("heading", { level: 1, name: "International Day of Yoga in Solan" })).toBeVisible();
  const book = page.locator("#book");
  await expect(book).toContainText("Free");
  await book.getByLabel("Number of places").selectOption("2");
  const first = book.getByRole("group", { name: "Attendee 1" });
  const second = book.getByRole("group", { name: "Attendee 2" });
  await first.getByLabel("Full name").fill("Kavya Rao");
  await second.getByLabel("Full name").fill("Arjun Rao");
  await book.getByLabel("Your name").fill("Kavya Rao");
  await book.getByLabel("E-mail address", { exact: true }).fill(email);
  await book.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
  await expectAccessible(page);
  await book.getByRole("button", { name: "Book 2 places" }).click();

  // the confirmation: the reference and each ticket with its QR code
  await expect(book.getByRole("heading", { name: "You are booked" })).toBeVisible();
  const reference = (await book.getByTestId("booking-reference").textContent())!;
  expect(reference).toMatch(/^VWC-E-\d{4}-\d+$/);
  await expect(book.getByRole("img", { name: `QR code of ticket ${reference}-1` })).toBeVisible();
  await expect(book.getByRole("img", { name: `QR code of ticket ${reference}-2` })).toBeVisible();
  await expect(book).toContainText("Arjun Rao");
  await expect(book).toContainText("We have e-mailed your tickets");
  await expectAccessible(page);

  // the tickets' mail arrives with the reference
  const mail = await readOutboxMail(email);
  expect(mail).toContain(reference);
});

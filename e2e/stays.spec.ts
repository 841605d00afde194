import { expect } from "@playwright/test";
import {
  contrastRatio,
  expectAccessible,
  readOutboxMail,
  signUpAndSignIn,
  test,
  visit,
  waitForHydration,
} from "./support";

/** yyyy-mm-dd, `n` days from today (far enough ahead to be bookable in India's calendar too). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("a member books a stay from the villa search: review, a coupon, pay at the property, then finds and cancels it in the portal @mobile", async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2); // a whole journey, search to cancellation, with five accessibility checks
  // each browser project books its own nights: they share the server's villas
  const offset = test.info().project.name === "mobile-360" ? 40 : 0;
  const [checkIn, checkOut] = [day(120 + offset), day(123 + offset)];
  const email = `stay-${Date.now()}-${offset}@example.in`;
  await signUpAndSignIn(page, { email, name: "Asha Verma" });
  const main = page.getByRole("main");

  await visit(page, `/properties?location=solan&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&guests=3`);
  const firstCard = page.getByRole("list", { name: "Villas" }).getByRole("article").first();
  const villaName = (await firstCard.getByRole("heading").first().innerText()).trim();
  await firstCard.getByRole("link", { name: `Book a stay: ${villaName}` }).click();

  // the villa's stay page, with the searched dates and guests (3 guests: 2 adults and a child)
  await expect(page.getByRole("heading", { level: 1, name: villaName })).toBeVisible();
  await waitForHydration(page);
  for (const heading of ["Layout", "Amenities", "Activities", "Location", "Reviews", "Frequently asked questions"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // Solan's own activities: in the hills of Himachal, not on the Ganga
  await page.getByRole("button", { name: "Adventure" }).click();
  await expect(page.getByRole("list", { name: "Adventure activities" })).toContainText(
    "Trek to Karol Tibba and the Pandava caves",
  );
  await expect(page.getByRole("main")).not.toContainText("Ganga aarti");
  const book = page.getByRole("form", { name: "Book your stay" });
  await expect(book.getByLabel("Check-in")).toHaveValue(checkIn);
  await expect(book.getByLabel("Check-out")).toHaveValue(checkOut);
  await expect(book.getByLabel("Adults")).toHaveValue("2");
  await expect(book.getByLabel("Children")).toHaveValue("1");
  await expect(book).toContainText("3 nights");
  await expectAccessible(page);
  // its text stays readable under the pointer too (WCAG 1.4.3, 4.5:1)
  const reserve = book.getByRole("button", { name: "Review your stay" });
  await reserve.hover();
  const colours = await reserve.evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor] as const;
  });
  expect(contrastRatio(...colours), `hovered: ${colours.join(" on ")}`).toBeGreaterThanOrEqual(4.5);
  await reserve.click();

  // the review: Pay Now waits for the terms; a coupon applies, and choosing it again removes it
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await waitForHydration(page);
  const payNow = page.getByRole("button", { name: "Pay Now" });
  await expect(payNow).toBeDisabled();
  await expect(main.getByLabel("First name")).toHaveValue("Asha");
  await expect(main.getByLabel("E-mail")).toHaveValue(email);
  const total = page.getByTestId("stay-total");
  const full = await total.innerText();
  const firstStay = page.getByRole("button", { name: /^FIRSTSTAY/ });
  await firstStay.click();
  await expect(firstStay).toHaveAttribute("aria-pressed", "true");
  await expect(total).not.toHaveText(full);
  await firstStay.click();
  await expect(firstStay).toHaveAttribute("aria-pressed", "false");
  await expect(total).toHaveText(full);
  await expect(page.getByRole("button", { name: /^LONGSTAY15/ })).toBeDisabled();
  await page.getByRole("button", { name: /^SATVIK5/ }).click();
  const discounted = await total.innerText();
  expect(discounted).not.toBe(full);

  await page.getByRole("checkbox", { name: /I accept the booking terms/ }).check();
  await expect(payNow).toBeEnabled();
  await payNow.click();
  // the guest's phone and title are required
  await expect(page.getByText("Enter a phone number of 7 to 15 digits.")).toBeVisible();
  await expect(main.getByLabel("Title")).toBeFocused();
  await main.getByLabel("Title").selectOption("Mrs.");
  await main.getByLabel("Phone").fill("+91 98765 43210");
  await expectAccessible(page);
  await payNow.click();

  // the payment method: online with Razorpay by default (the journeys' server has test keys); pay at the property
  await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: /Pay online with Razorpay/ })).toBeChecked();
  await page.getByRole("radio", { name: /Pay at the property/ }).check();
  await expect(page.getByTestId("stay-total")).toHaveText(discounted);
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Confirm booking/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your stay is booked" })).toBeFocused();
  const reference = (
    await page.getByRole("status").filter({ hasText: "Your reference is" }).locator("strong").innerText()
  ).trim();
  expect(reference).toMatch(/^VWC-B-\d{4}-\d+$/);
  await expect.poll(() => readOutboxMail(email)).toContain(`Your stay is booked: ${reference}`);

  await page.getByRole("link", { name: "See your bookings" }).click();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);

  await expect(row).toHaveCount(1);
  await expect(row).toContainText(villaName);
  await expect(row).toContainText("Booking");
  await expect(row).toContainText("Confirmed");

  // the table scrolls inside its own region: the page stays as wide as the screen (on a phone emulation the
  // layout viewport, innerWidth, grows with anything wider, so it is compared with the screen's width)
  expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()!.width);
  // cancelled before check-in: the nights go back, the row says so
  await row.getByRole("button", { name: /^Cancel stay/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this stay?" });
  await expect(dialog).toContainText(villaName);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel stay", exact: true }).click();
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button", { name: /^Cancel stay/ })).toHaveCount(0);
  await expect.poll(() => readOutboxMail(email)).toContain(`Your stay is cancelled: ${reference}`);
});

test("the stay pages ask for sign-in and come back; a stay the rules refuse says why", async ({ page, request }) => {
  const villa = (await (await request.get("/api/property/getProperties?slug=bamboo-homes")).json()).data[0];
  const review = `/booking-review?propertyId=${villa._id}&checkIn=${day(200)}&checkOut=${day(202)}&adults=2&children=0`;
  await page.goto(review);
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fbooking-review/);

  await signUpAndSignIn(page, { email: `stay-rules-${Date.now()}@example.in` });
  // one adult more than the villa sleeps (its own occupancy)
  await visit(
    page,
    `/booking-review?propertyId=${villa._id}&checkIn=${day(200)}&checkOut=${day(202)}&adults=${villa.maxAdults + 1}&children=0`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "We cannot book this stay" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    `${villa.name} sleeps at most ${villa.maxAdults} adults and ${villa.maxChildren} ${villa.maxChildren === 1 ? "child" : "children"}.`,
  );
  await page.getByRole("link", { name: "Change dates" }).click();
  await expect(page).toHaveURL(new RegExp(`/property-detail/${villa._id}$`));

  // without the review's guest details, the payment page sends the member back to the review
  await visit(page, review.replace("/booking-review", "/payment-method"));
  await expect(page.getByText("Your guest details are not here any more.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the review" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  // the page's script never runs: the review and the payment method are plain HTML posts to /payment-method's action
  test.use({ javaScriptEnabled: false });

  test("a member books a stay from the review to the booked state: a coupon, the guest's errors from the server, the booking", async ({
    page,
    request,
  }) => {
    const villa = (await (await request.get("/api/property/getProperties?slug=tree-houses")).json()).data[0];
    const email = `stay-nojs-${Date.now()}@example.in`;
    await signUpAndSignIn(page, { email, name: "Kavya Rao" });
    const main = page.getByRole("main");
    await page.goto(
      `/booking-review?propertyId=${villa._id}&checkIn=${day(240)}&checkOut=${day(242)}&adults=2&children=0`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
    await expect(main.getByLabel("First name")).toHaveValue("Kavya");

    // a coupon reloads the review with the server's price for it (the guest's details stay out of the address)
    const total = page.getByTestId("stay-total");
    const full = await total.innerText();
    await page.getByRole("button", { name: /^FIRSTSTAY/ }).click();
    await expect(page.getByRole("button", { name: /^FIRSTSTAY/ })).toHaveAttribute("aria-pressed", "true");
    await expect(total).not.toHaveText(full);
    const discounted = await total.innerText();

    // the server checks the guest: the messages beside the fields, the typed phone kept
    await main.getByLabel("Phone").fill("+91 99887 76655");
    await page.getByRole("checkbox", { name: /I accept the booking terms/ }).check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(main.getByText("Choose a title.")).toBeVisible();
    await expect(main.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Phone")).toHaveValue("+91 99887 76655");
    await main.getByLabel("Title").selectOption("Ms.");
    await page.getByRole("button", { name: "Pay Now" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
    expect(page.url()).not.toMatch(/99887|Kavya|stay-nojs/);
    await page.getByRole("radio", { name: /Pay at the property/ }).check();
    await expect(page.getByTestId("stay-total")).toHaveText(discounted);
    await page.getByRole("button", { name: /^Confirm booking/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your stay is booked" })).toBeVisible();
    const status = page.getByRole("status").filter({ hasText: "Your reference is" });
    const reference = (await status.locator("strong").innerText()).trim();
    expect(reference).toMatch(/^VWC-B-\d{4}-\d+$/);
    await expect(main).toContainText(`${villa.name}, ${villa.location} · ${discounted} to pay at the property.`);
    await expect(page.getByRole("link", { name: "See your bookings" })).toHaveAttribute(
      "href",
      "/dashboard?tab=bookings",
    );
    // the member's bookings have it (the portal's Bookings tab reads the same list)
    const mine = (await (await page.request.get("/api/bookings")).json()).data as { id: string; type: string }[];
    expect(mine.find((b) => b.id === reference)).toMatchObject({ type: "Booking", villa_name: villa.name });
  });
});

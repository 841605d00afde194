import { expect } from "@playwright/test";
import { addClubDays, addClubMonths, clubToday } from "../common/club-time";
import { formatRupees, formatWeekdayDate } from "../common/format";
import { STAY_TAXES_PER_NIGHT } from "../common/stays";
import {
  expectAccessible,
  expectNoSidewaysScroll,
  readOutboxMail,
  signUpAndSignIn,
  test,
  visit,
  waitForHydration,
} from "./support";

test("a guest picks check-in and check-out in the villa page's calendar with the keyboard, sees the price and reaches the review with those dates @mobile", async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const mobile = test.info().project.name === "mobile-360";
  await signUpAndSignIn(page, { email: `calendar-${Date.now()}-${mobile ? "m" : "d"}@example.in` });
  // each browser project its own villa, in a month well ahead
  const villas = (await (await page.request.get("/api/property/getProperties?slug=bamboo-homes")).json()).data as {
    _id: string;
    name: string;
  }[];
  const villa = villas[mobile ? 2 : 1];
  const month = addClubDays(clubToday(), 70).slice(0, 7);
  const from = `${month}-01`;
  const nights = (
    await (
      await page.request.get(`/api/property/${villa._id}/availability?from=${from}&to=${addClubMonths(from, 1)}`)
    ).json()
  ).data.nights as { date: string; available: boolean; price: number }[];
  // three free nights in a row
  const first = nights.findIndex((_, i) => nights.slice(i, i + 3).filter((n) => n.available).length === 3);
  const stay = nights.slice(first, first + 3);
  const checkIn = stay[0].date;
  const checkOut = addClubDays(checkIn, 3);

  await visit(page, `/property-detail/${villa._id}?month=${month}`);
  const calendar = page.getByRole("region", { name: "Availability" });
  await expect(calendar.getByRole("grid")).toHaveCount(2);
  await expectNoSidewaysScroll(page, "the villa page with its calendar");
  await expectAccessible(page);

  // the check-in by a click, the check-out three days on with the arrow keys and Enter
  const day = (date: string) => calendar.getByRole("button", { name: new RegExp(`^${formatWeekdayDate(date)}, `) });
  await day(checkIn).click();
  await expect(calendar.getByRole("status")).toContainText("Now choose your check-out day.");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(day(checkOut)).toBeFocused();
  await page.keyboard.press("Enter");

  const book = page.getByRole("form", { name: "Book your stay" });
  await expect(book.getByLabel("Check-in")).toHaveValue(checkIn);
  await expect(book.getByLabel("Check-out")).toHaveValue(checkOut);
  const total = stay.reduce((sum, n) => sum + n.price, 0) + 3 * STAY_TAXES_PER_NIGHT;
  await expect(calendar.getByRole("status")).toContainText(`3 nights: ${formatRupees(total)} with taxes and fees`);
  await expect(book).toContainText(`3 nights · ${formatRupees(total)} with taxes and fees`);
  await expect(day(checkIn)).toHaveAccessibleName(/your check-in$/);

  await page.getByRole("button", { name: "Review these dates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}`));
  await expect(page.getByTestId("stay-total")).toHaveText(formatRupees(total));
});

test("a guest picks ten days ahead in the villa page's calendar, pays online, cancels ten days before check-in and is refunded half", async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const email = `calendar-refund-${Date.now()}@example.in`;
  await signUpAndSignIn(page, { email });
  // the check-in ten club days from today: the club's terms refund half from 7 to 13 days before
  const checkIn = addClubDays(clubToday(), 10);
  const checkOut = addClubDays(checkIn, 2);
  const villas = (await (await page.request.get("/api/property/getProperties?slug=bamboo-homes")).json()).data as {
    _id: string;
  }[];
  let villaId: string | undefined;
  let prices: number[] = [];
  for (const villa of villas.slice(3)) {
    const nights = (
      await (await page.request.get(`/api/property/${villa._id}/availability?from=${checkIn}&to=${checkOut}`)).json()
    ).data.nights as { available: boolean; price: number; minStay: number; closedToArrival: boolean }[];
    if (nights.every((n) => n.available && n.minStay <= 2) && !nights[0].closedToArrival) {
      villaId = villa._id;
      prices = nights.map((n) => n.price);
      break;
    }
  }
  expect(villaId, "a villa free for the two nights").toBeTruthy();

  await visit(page, `/property-detail/${villaId}?month=${checkIn.slice(0, 7)}`);
  await waitForHydration(page);
  const calendar = page.getByRole("region", { name: "Availability" });
  const day = (date: string) => calendar.getByRole("button", { name: new RegExp(`^${formatWeekdayDate(date)}, `) });
  await day(checkIn).click();
  await day(checkOut).click();
  const total = prices.reduce((sum, price) => sum + price, 0) + 2 * STAY_TAXES_PER_NIGHT;
  await expect(calendar.getByRole("status")).toContainText(`2 nights: ${formatRupees(total)} with taxes and fees`);
  await page.getByRole("button", { name: "Review these dates" }).click();

  // the review states the terms; paid online through Razorpay's window (the stand-in)
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText("Cancellation terms");
  await expect(page.getByTestId("stay-total")).toHaveText(formatRupees(total));
  const main = page.getByRole("main");
  await main.getByLabel("Title").selectOption("Mrs.");
  await main.getByLabel("Phone").fill("+91 98765 43210");
  await page.getByRole("checkbox", { name: /I accept the booking terms/ }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: /Pay online with Razorpay/ })).toBeChecked();
  await page.getByRole("button", { name: /^Confirm booking/ }).click();
  await page
    .getByRole("dialog", { name: "Razorpay test checkout" })
    .getByRole("button", { name: `Pay ${formatRupees(total)}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your stay is booked" })).toBeFocused();
  const reference = (
    await page.getByRole("status").filter({ hasText: "Your reference is" }).locator("strong").innerText()
  ).trim();

  // cancelled ten days before check-in: half of what was paid comes back, as the dialog said
  await page.getByRole("link", { name: "See your bookings" }).click();
  const row = page.getByRole("row").filter({ hasText: reference });
  await row.getByRole("button", { name: /^Cancel stay/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this stay?" });
  const half = Math.floor((total * 50 + 50) / 100);
  await expect(dialog).toContainText(
    `You will be refunded ${formatRupees(half)} of ${formatRupees(total)} under the club's cancellation terms.`,
  );
  await dialog.getByRole("button", { name: "Cancel stay", exact: true }).click();
  await expect(row).toContainText("Cancelled");
  // the refund through Razorpay is mailed once made: half of what was paid, for this stay
  await expect.poll(() => readOutboxMail(email)).toContain("We have refunded");
  const refundMail = await readOutboxMail(email);
  expect(refundMail).toContain(`Stay ${reference}`);
  expect(refundMail.replace(/=\r?\n/g, "")).toContain(
    `(=E2=82=B9${formatRupees(half).slice(1)} of =E2=82=B9${formatRupees(total).slice(1)} paid)`,
  );
});

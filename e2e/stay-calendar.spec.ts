import { expect } from "@playwright/test";
import { addClubDays, addClubMonths, clubToday } from "../common/club-time";
import { formatRupees, formatWeekdayDate } from "../common/format";
import { STAY_TAXES_PER_NIGHT } from "../common/stays";
import { expectAccessible, expectNoSidewaysScroll, signUpAndSignIn, test, visit } from "./support";

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

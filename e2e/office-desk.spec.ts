import { expect } from "@playwright/test";
import { clubToday } from "../common/club-time";
import { deskMessages } from "../common/office-stays";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit, waitForHydration } from "./support";

/*
 * The stays desk: the front office blocks a villa for some nights from the calendar, books a
 * stay by phone for a caller arriving today, and checks the guest in with an identity document from the day's list.
 */

/** yyyy-mm-dd, `n` days after the club's today. */
const day = (n: number) => {
  const at = new Date(`${clubToday()}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
};

test("the front office blocks a villa, books a stay by phone and checks the guest in", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const mobile = test.info().project.name === "mobile-360";
  const free = async (checkIn: string, checkOut: string) => {
    const res = await request.get(
      `/api/property/search?location=rishikesh&checkIn=${checkIn}&checkOut=${checkOut}&limit=50`,
    );
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { _id: string; name: string }[];
  };
  const office = await officePage(page, browser, "front-office");

  // a block on nights far ahead, on a villa free then; members' search then leaves it out
  const start = day(200 + (Date.now() % 97) * 3 + (mobile ? 1 : 0));
  const end = day(200 + (Date.now() % 97) * 3 + (mobile ? 1 : 0) + 2);
  const [toBlock] = await free(start, end);
  await visit(office, "/admin/stays/calendar?location=Rishikesh");
  await expect(office.getByRole("heading", { level: 1, name: "Stays calendar" })).toBeVisible();
  await expectAccessible(office);
  await expectNoSidewaysScroll(office, "/admin/stays/calendar");
  const blockForm = office.getByRole("form", { name: "Block a villa" });
  await blockForm.getByLabel("Villa").selectOption(toBlock._id);
  await blockForm.getByLabel("First night").fill(start);
  await blockForm.getByLabel("Free again on").fill(end);
  await blockForm.getByLabel("Reason").selectOption("owner");
  await blockForm.getByRole("button", { name: "Block villa" }).click();
  await expect(office.getByRole("main").getByRole("status")).toContainText(deskMessages.blocked);
  await expect(office.getByRole("list", { name: "Villas this month" })).toBeVisible();
  await expectAccessible(office);
  expect((await free(start, end)).some((v) => v._id === toBlock._id)).toBe(false);

  // a caller books a villa free tonight, without an e-mail address
  const tonight = await free(day(0), day(1));
  const villa = tonight[mobile ? 1 : 0];
  const guest = `Nisha ${mobile ? "Mobile" : "Desktop"}${Date.now() % 100000}`;
  await visit(office, "/admin/stays/new");
  await expect(office.getByRole("heading", { level: 1, name: "Book a stay by phone" })).toBeVisible();
  await expectAccessible(office);
  await expectNoSidewaysScroll(office, "/admin/stays/new");
  const booking = office.getByRole("form", { name: "Phone booking" });
  await booking.getByLabel("Villa").selectOption(villa._id);
  await booking.getByLabel("Check-in").fill(day(0));
  await booking.getByLabel("Check-out").fill(day(1));
  await booking.getByLabel("Adults").selectOption("1");
  await booking.getByLabel("First name").fill(guest.split(" ")[0]);
  await booking.getByLabel("Last name").fill(guest.split(" ")[1]);
  await booking.getByLabel("Phone", { exact: true }).fill("+91 91234 56789");
  await booking.getByRole("button", { name: "Book stay" }).click();
  await expect(office).toHaveURL(/\/admin\/stays\?date=.*&booked=VWC-B-/);
  await expect(office.getByRole("main").getByRole("status").first()).toContainText("Stay booked by phone: VWC-B-");

  // the guest arrives: checked in with a passport from the day's arrivals
  await waitForHydration(office);
  const arrival = office.getByRole("list", { name: "Arrivals" }).getByRole("listitem").filter({ hasText: guest });
  await expect(arrival).toBeVisible();
  await expectAccessible(office);
  if (mobile) await expectNoSidewaysScroll(office, "/admin/stays");
  await arrival.locator("summary", { hasText: "Check in" }).click();
  const checkIn = arrival.getByRole("form", { name: `Check in ${guest}` });
  await checkIn.getByLabel("Identity document of the primary guest").selectOption("Passport");
  await checkIn.getByLabel("Document number").fill("K8765432");
  await checkIn.getByRole("button", { name: "Check in guest" }).click();
  const checkedIn = office.getByRole("list", { name: "Arrivals" }).getByRole("listitem").filter({ hasText: guest });
  await expect(checkedIn).toContainText(deskMessages.checkedIn);
  await expect(checkedIn).toContainText("Passport XXXX5432");
  await expect(checkedIn.getByRole("button", { name: `Check out ${guest}` })).toBeVisible();
  await expectAccessible(office);
  await office.context().close();
});

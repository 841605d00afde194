import { expect, type Page } from "@playwright/test";
import { addClubDays, clubToday, writtenDay } from "../common/club-time";
import { ownerStayMessages } from "../common/owner-stays";
import { weekdayOf } from "../common/rates";
import { officeApi, officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * Owner stays (decision 059): a member pays for a villa in full and signs the agreement, the club countersigns it —
 * an owner — who books a weekend in their own villa from the dashboard's owner panel (checked first, then booked),
 * sees it as their next owner stay, and the front office finds it on the desk's day, marked as an owner stay.
 */

test.describe.configure({ timeout: 180_000 });

/** The member signs the agreement through the API: a signature image, the draft opened, then POST /api/moa/sign-moa. */
async function signMoa(page: Page) {
  const signature = await page.request.post("/api/upload/upload-signature", {
    multipart: { signature: await files.png("signature.png") },
  });
  expect(signature.status(), await signature.text()).toBe(201);
  expect((await page.request.get("/api/moa/draft")).status()).toBe(200);
  const signed = await page.request.post("/api/moa/sign-moa", {
    data: { signature_url: (await signature.json()).url },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/** An administrator countersigns the member's agreement through the API, as the office's page does. */
async function countersign(email: string) {
  const admin = await officeApi("admin");
  const list = await admin.get(`/api/admin/agreements?status=awaiting&q=${encodeURIComponent(email)}`);
  expect(list.status(), await list.text()).toBe(200);
  const agreement = ((await list.json()).data.items as { _id: string; member: { email: string } }[]).find(
    (item) => item.member.email === email,
  );
  expect(agreement, `${email}'s agreement awaits the club`).toBeTruthy();
  const signature = await admin.post("/api/upload/upload-signature", {
    multipart: { signature: await files.png("club-signature.png") },
  });
  expect(signature.status(), await signature.text()).toBe(201);
  const done = await admin.post(`/api/admin/agreements/${agreement!._id}/countersign`, {
    data: { signature_url: (await signature.json()).url },
  });
  expect(done.status(), await done.text()).toBe(200);
  await admin.dispose();
}

/** A Friday some weeks ahead (a different one each run), within the owners' window. */
function aFriday(): string {
  let day = addClubDays(clubToday(), 21 + (Date.now() % 20) * 7);
  while (weekdayOf(day) !== 5) day = addClubDays(day, 1);
  return day;
}

test("an owner books a weekend in their villa and the front office sees it on the desk @mobile", async ({
  page,
  browser,
}) => {
  const name = "Rohini Kapur";
  const owner = await applyAndPay(page, { steps: 1, paid: 1, name, finalReview: true });
  await signMoa(page);
  await countersign(owner.email);

  // the owner's panel on the dashboard: their owner nights, no owner stay yet, the form
  await visit(page, "/dashboard");
  const panel = page.getByRole("region", { name: "Your villa as its owner" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("owner-next-stay")).toHaveText("None booked");
  const left = (await panel.getByTestId("owner-nights-left").textContent()) ?? "";
  const [before, total] = left.split(" of ").map(Number);
  expect(total).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/dashboard");

  // a weekend: Friday to Sunday, checked, then booked
  const friday = aFriday();
  const sunday = addClubDays(friday, 2);
  const form = panel.getByRole("form", { name: "Book an owner stay" });
  await form.getByLabel("Check-In").fill(friday);
  await form.getByLabel("Check-Out").fill(sunday);
  await form.getByLabel("Adults").fill("2");
  await form.getByRole("button", { name: "Check", exact: true }).click();
  await expect(form.getByRole("status")).toContainText(ownerStayMessages.free);
  await expect(form.getByRole("status")).toContainText("2 nights, 0 of them peak");
  await form.getByRole("button", { name: "Book owner stay" }).click();
  const booked = form.getByRole("status").filter({ hasText: /Owner stay VWC-B-\d{4}-\d+ is booked/ });
  await expect(booked).toBeVisible();
  const reference = /VWC-B-\d{4}-\d+/.exec((await booked.textContent()) ?? "")![0];
  await expect(panel.getByTestId("owner-next-stay")).toContainText(reference);
  await expect(panel.getByTestId("owner-next-stay")).toContainText(writtenDay(friday));
  if (friday.slice(0, 4) === clubToday().slice(0, 4))
    await expect(panel.getByTestId("owner-nights-left")).toHaveText(`${before - 2} of ${total}`);
  await expectAccessible(page);

  // the front office: the stay on the desk's day of its arrival, marked as the owner's
  const office = await officePage(page, browser, "front-office");
  await visit(office, `/admin/stays?date=${friday}`);
  const arrivals = office.getByRole("list", { name: "Arrivals" });
  const card = arrivals.getByRole("listitem").filter({ hasText: reference });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Owner stay");
  await expect(card).toContainText(name);
  await expect(card).toContainText("No room charge");
  await expectAccessible(office);

  // and on its page of owner stays to come
  await visit(office, "/admin/owner-stays");
  await expect(office.getByRole("heading", { level: 1, name: "Owner stays" })).toBeVisible();
  await expect(office.getByRole("list", { name: "Owner stays to come" })).toContainText(reference);
  await expectAccessible(office);
  await office.context().close();
});

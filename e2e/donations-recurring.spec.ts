import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import {
  expectAccessible,
  expectNoSidewaysScroll,
  readOutboxMail,
  ownAddress,
  test,
  visit,
  waitForHydration,
} from "./support";

/*
 * A recurring gift for real: a visitor gives ₹2,000 monthly online — the donate page opens Razorpay Checkout (the
 * journeys' server's stand-in) with the answer's subscription, the stand-in pays the first charge, the page verifies
 * it — and gets the first receipt by mail; the mail's link opens the donor's page without an account, where the gift is
 * paused, resumed and cancelled.
 */

/** The newest mail to `to` whose text matches `pattern`, decoded from quoted-printable. */
async function mailMatching(to: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(async () => {
      const raw = await readOutboxMail(to);
      found = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      return pattern.test(found);
    })
    .toBe(true);
  return found;
}

/** The donor's page's signed link in a receipt mail. */
const donorLink = (mail: string) => {
  const match = /https?:\/\/[^\s"<>]+\/donations\/mine\?t=[^\s"<>]+/.exec(mail);
  if (!match) throw new Error("no donor link in the receipt mail");
  const url = new URL(match[0].replace(/&amp;/g, "&"));
  return `${url.pathname}${url.search}`;
};

/** The donor's page: pause, resume and cancel the recurring gift, each said, and its receipt listed. */
async function manageOnDonorPage(page: Page, path: string, reference: string) {
  await visit(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Your donations" })).toBeVisible();
  const card = page.getByRole("article", { name: `Donation ${reference}` });
  await expect(card).toContainText("₹2,000 every month");
  await expect(card).toContainText("Active");
  await expect(card.getByRole("link", { name: /^Receipt VWC-DR-\d{4}-\d{2}-\d+ \(PDF\)$/ })).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await card.getByRole("button", { name: `Pause the recurring gift ${reference}` }).click();
  await expect(card.getByRole("status")).toHaveText("State: Paused");
  await card.getByRole("button", { name: `Resume the recurring gift ${reference}` }).click();
  await expect(card.getByRole("status")).toHaveText("State: Active");

  // Cancel asks first
  await card.getByText("Cancel", { exact: true }).click();
  await expect(card).toContainText("Cancel this recurring gift? No further payment will be taken.");
  await card.getByRole("button", { name: `Yes, cancel the recurring gift ${reference}` }).click();
  await expect(card.getByRole("status")).toHaveText("State: Cancelled");
  await expect(card.getByRole("button", { name: `Pause the recurring gift ${reference}` })).toHaveCount(0);
}

test("a visitor gives ₹2,000 monthly online and gets the first receipt", async ({ page }) => {
  test.setTimeout(test.info().timeout * 3);
  const email = `monthly-donor-${Date.now()}@example.in`;
  await visit(page, "/donate-now");
  await waitForHydration(page);
  const form = page.locator("#donate-form");
  await form.getByLabel("Your name").fill("Kavita Rao");
  await form.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Recurring" }).click();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await page.getByRole("button", { name: "₹2,000", exact: true }).click();
  await page.getByRole("checkbox", { name: "Green Himalayas" }).check();
  await form.getByRole("button", { name: /₹2,000 monthly/ }).click();

  // Razorpay's window for the subscription's first charge (the stand-in), then the page verifies it
  const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
  await expect(checkout).toContainText("₹2,000");
  await checkout.getByRole("button", { name: /^Pay/ }).click();
  await expect(checkout).toHaveCount(0);

  const mail = await mailMatching(email, /Your donation receipt VWC-DR-/);
  const reference = /VWC-D-\d{4}-\d+/.exec(mail)![0];
  await manageOnDonorPage(page, donorLink(mail), reference);
});

/** The journeys' server's Razorpay stand-in (its address, from the data folder). */
const standIn = () =>
  JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, "razorpay.json"), "utf8")) as { url: string };

/** A monthly gift pledged through the API, its first charge paid in the stand-in and verified as the page does. */
async function monthlyGiftByApi(request: APIRequestContext, email: string) {
  const pledged = await request.post("/api/donations", {
    data: {
      name: "Kavita Rao",
      email,
      amount: 2000,
      currency: "INR",
      kind: "recurring",
      frequency: "monthly",
      causes: ["Green Himalayas"],
    },
    // pledges are bounded per address (10 an hour): this one speaks from an address of its own
    headers: ownAddress(),
  });
  expect(pledged.status()).toBe(201);
  const { reference, payment } = (await pledged.json()).data as {
    reference: string;
    payment: { subscription_id: string };
  };
  const paid = await request.post(`${standIn().url}/test/pay`, { data: { subscription_id: payment.subscription_id } });
  expect(paid.status()).toBe(200);
  const verified = await request.post("/api/donations/subscriptions/verify", { data: await paid.json() });
  expect(verified.status()).toBe(200);
  return reference;
}

test("the receipt mail's link opens the donor's page, where the gift is paused, resumed and cancelled", async ({
  page,
  request,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const email = `monthly-link-${Date.now()}@example.in`;
  const reference = await monthlyGiftByApi(request, email);
  const mail = await mailMatching(email, /Your donation receipt VWC-DR-/);
  await manageOnDonorPage(page, donorLink(mail), reference);
});

test("the donor's page without a link or a session asks to sign in", async ({ page }) => {
  await visit(page, "/donations/mine");
  await expect(page.getByRole("heading", { name: "See your donations" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toBeVisible();
  await expectAccessible(page);
});

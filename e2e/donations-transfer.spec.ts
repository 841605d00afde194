import { expect } from "@playwright/test";
import { clubToday } from "../common/club-time";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, readOutboxMail, ownAddress, test, visit } from "./support";

// pledges are bounded per address (10 an hour): each journey speaks from an address of its own (the page calls
// only its own server here; a header of its own would make a call to another origin ask first)
test.beforeEach(({ page }) => page.setExtraHTTPHeaders(ownAddress()));

const REFERENCE = /VWC-D-\d{4}-\d+/;

test("a visitor gives ₹2,000 once by transfer and gives its UTR; accounts verify it; the receipt is mailed", async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`.slice(-10);
  const email = `transfer.donor.${stamp}@example.in`;
  const utr = `E2E${stamp}${Math.floor(Math.random() * 900 + 100)}`;
  await visit(page, "/donate-now");
  const form = page.locator("#donate-form");
  await page.getByRole("button", { name: "One time" }).click();
  await page.getByRole("button", { name: "₹2,000", exact: true }).click();
  await page.getByRole("checkbox", { name: "Green Himalayas" }).check();
  await form.getByLabel("Your name").fill("Kavya Rao");
  await form.getByLabel("E-mail").fill(email);
  await page.getByRole("radio", { name: /^Bank transfer or UPI/ }).check();
  await form.getByRole("button", { name: "Pledge ₹2,000 once" }).click();

  // the thank-you: the reference, the club's account and UPI QR code, the form for the UTR
  await expect(page.getByTestId("pledge-reference")).toHaveText(REFERENCE);
  const reference = (await page.getByTestId("pledge-reference").textContent())!;
  await expect(form.getByRole("heading", { name: "Pay by bank transfer or UPI" })).toBeVisible();
  await expect(form).toContainText(`Quote the reference ${reference}`);
  await expect(form.getByRole("img", { name: /UPI QR code for ₹2,000/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await form.getByLabel("Transaction reference (UTR)").fill(utr);
  await form.getByLabel("Day you paid").fill(clubToday());
  await form.getByRole("button", { name: "Send the transfer's details" }).click();
  await expect(form.getByText("Your transfer's details are with us")).toBeVisible();
  await expect(form).toContainText("your receipt is mailed once accounts see the money");

  // accounts find it in their queue and verify it
  const accounts = await officePage(page, browser, "accounts");
  await accounts.goto("/admin/donations/transfers");
  const gift = accounts.getByRole("article", { name: new RegExp(reference) });
  await expect(gift).toContainText(utr);
  await expect(gift).toContainText("₹2,000");
  await gift.getByRole("button", { name: "Verify" }).click();
  await expect(
    accounts.locator("#main").getByText(/Received: receipt VWC-DR-\d{4}-\d{2}-\d+ is mailed to the donor\./),
  ).toBeVisible();
  await expect(accounts.getByRole("article", { name: new RegExp(reference) })).toHaveCount(0);
  await accounts.context().close();

  // the donor's receipt is in the outbox
  await expect
    .poll(async () => {
      const mail = await readOutboxMail(email);
      return /Your donation receipt VWC-DR-/.test(mail) ? mail : "";
    })
    .toContain(reference);
});

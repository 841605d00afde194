import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { officePaymentsMessages as m } from "../common/office-payments";
import { officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * Receipts verified by a person: a member pays a step; the demo accounts user rejects the
 * receipt with a reason; the member sees the reason on the step and pays again; the accounts user verifies it and
 * the member downloads the invoice. Desktop and a 360 px phone.
 */

/** The member pays the first unpaid step of their plan in the Pay Now dialog. */
async function payNextStep(page: Page) {
  await page.getByRole("button", { name: /^Pay Now: / }).click();
  const dialog = page.getByRole("dialog", { name: /^Pay / });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Payment receipt/).setInputFiles(await files.png());
  await expect(dialog.getByText(/Uploaded: receipt\.png/)).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("payment-status")).toHaveText("Under review");
}

test("accounts reject a receipt with a reason, the member pays again, accounts verify it and the member downloads the invoice", async ({
  page,
  browser,
}) => {
  test.slow(); // a member's application, two payments and the office's two decisions
  const name = `Tara Bhat ${Date.now() % 100000}`;
  const member = await applyAndPay(page, { steps: 2, paid: 0, name });

  // the member pays the first step from the payment summary
  await visit(page, `/registration/${member.villa._id}?step=4`);
  await payNextStep(page);
  const steps = page.getByRole("table", { name: "Payment steps" }).locator("tbody tr");
  await expect(steps.first()).toContainText("Awaiting verification");

  // the accounts user finds the receipt in the queue, shown in the page, and rejects it with a reason
  const accounts = await officePage(page, browser, "accounts");
  await visit(accounts, "/admin/payments");
  await expect(accounts.getByRole("heading", { level: 1, name: "Receipts" })).toBeVisible();
  await accounts.getByRole("searchbox", { name: "Search receipts" }).fill(name);
  await accounts.getByRole("main").getByRole("button", { name: "Search" }).click();
  const receipt = accounts.getByRole("article", { name: `${name} — step 1 of 2` });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(member.villa.name);
  await expect(receipt.getByRole("img", { name: `Receipt of ${name}, step 1` })).toBeVisible();
  await expectNoSidewaysScroll(accounts, "the receipts queue");
  await expectAccessible(accounts);
  // a rejection needs its reason
  await receipt.getByRole("button", { name: "Reject" }).click();
  await expect(receipt.getByLabel("Reason")).toBeFocused();
  const reason = "The transfer reference on the receipt does not match our bank statement.";
  await receipt.getByLabel("Reason").fill(reason);
  await receipt.getByRole("button", { name: "Reject" }).click();
  await expect(accounts.getByRole("status").filter({ hasText: m.rejected }).first()).toBeVisible();
  await expect(accounts.getByRole("article", { name: `${name} — step 1 of 2` })).toHaveCount(0);

  // the member sees the reason on the step, and pays it again
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
  await expect(steps.first()).toContainText("Receipt rejected");
  await expect(steps.first()).toContainText(reason);
  await payNextStep(page);

  // the accounts user verifies the new receipt: the invoice is issued
  await accounts.reload();
  const again = accounts.getByRole("article", { name: `${name} — step 1 of 2` });
  await again.getByRole("button", { name: "Verify" }).click();
  await expect(
    accounts
      .getByRole("status")
      .filter({ hasText: /^Receipt verified\. Invoice VWC-INV-\d{4}-\d+ was issued/ })
      .first(),
  ).toBeVisible();
  // the rejected receipt stays in the history
  await accounts.getByLabel("Status").selectOption("rejected");
  await accounts.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(accounts.getByRole("article", { name: `${name} — step 1 of 2` })).toContainText(reason);

  // the member downloads the invoice of the verified step
  await page.reload();
  await expect(page.getByTestId("payment-status")).toHaveText("Pending");
  await expect(steps.first()).toContainText("Verified");
  const [invoice] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", { name: /^Download invoice for / })
      .first()
      .click(),
  ]);
  const bytes = await readFile((await invoice.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(invoice.suggestedFilename()).toMatch(/^invoice-VWC-INV-\d{4}-\d+\.pdf$/);
});

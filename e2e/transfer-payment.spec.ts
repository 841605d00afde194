import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { clubToday, writtenDay } from "../common/club-time";
import { DEMO_CLUB_SETTINGS } from "../common/club-settings";
import { formatRupees } from "../common/money";
import { splitAmount } from "../common/registration";
import { pdfText } from "../server/test/pdf-text";
import { officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * Paying by bank transfer: at step 3 of the application a member sees where to pay (the club's account from its
 * settings) and the UPI QR code of the first step's exact amount, and sends the receipt with the transfer's UTR and
 * day; the demo accounts user finds the receipt by its UTR, sees its day and verifies it; the member downloads the
 * invoice from the portal.
 */

test("a member pays the first step by transfer with its UTR; accounts verify it by the UTR; the member downloads the invoice", async ({
  page,
  browser,
}) => {
  test.slow(); // a member's application, the office's decision and an invoice sealed
  const name = `Vani Iyer ${Date.now() % 100000}`;
  const member = await applyAndPay(page, { steps: 0, paid: 0, name, planned: false });

  // step 3: the club's account, the reference and the UPI QR code of the chosen plan's first step
  await visit(page, `/registration/${member.villa._id}?step=3`);
  await expect(page.getByRole("heading", { level: 2, name: "Payment Process", exact: true })).toBeVisible();
  const transfer = page.getByRole("region", { name: "Pay by bank transfer" });
  await expect(transfer).toContainText(DEMO_CLUB_SETTINGS.bank_account_number);
  await expect(transfer).toContainText(DEMO_CLUB_SETTINGS.bank_ifsc);
  await expect(transfer).toContainText(DEMO_CLUB_SETTINGS.upi_id);
  await expect(transfer).toContainText(/VWC-[0-9A-F]{8}-S1/);
  await page.getByLabel("Number of payment steps", { exact: true }).selectOption("3");
  const first = splitAmount(member.villa.price, 3)[0];
  await expect(transfer.getByRole("img", { name: `UPI QR code for ${formatRupees(first)}` })).toBeVisible();
  await expect(transfer.getByRole("button", { name: "Copy account number" })).toBeVisible();
  await expectAccessible(page);
  // on a 360 px phone too: the QR code beside the account, nothing wider than the screen
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(transfer.getByRole("img", { name: `UPI QR code for ${formatRupees(first)}` })).toBeVisible();
  await expectNoSidewaysScroll(page, "step 3 at 360 px");
  await expectAccessible(page);
  await page.setViewportSize(desktop);

  // the receipt with the transfer's UTR and the day paid
  await page.getByLabel(/Payment receipt for the first step/).setInputFiles(await files.png());
  await expect(page.getByText("Uploaded: receipt.png")).toBeVisible();
  const utr = `EXMPN${String(Date.now()).slice(-11)}`;
  await page.getByLabel("Transaction reference (UTR)").fill(utr.toLowerCase());
  await page.getByLabel("Day you paid").fill(clubToday());
  await page.getByRole("main").getByRole("button", { name: "Next", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Payment Summary & Invoice Download", exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Under review");

  // the accounts user finds the receipt by its UTR, sees the day paid, and verifies it
  const accounts = await officePage(page, browser, "accounts");
  await visit(accounts, "/admin/payments");
  await accounts.getByRole("searchbox", { name: "Search receipts" }).fill(utr);
  await accounts.getByRole("main").getByRole("button", { name: "Search" }).click();
  const receipt = accounts.getByRole("article", { name: `${name} — step 1 of 3` });
  await expect(receipt).toContainText(utr);
  await expect(receipt).toContainText(writtenDay(clubToday()));
  await expect(receipt).toContainText(formatRupees(first));
  await receipt.getByRole("button", { name: "Verify" }).click();
  const verified = accounts
    .getByRole("status")
    .filter({ hasText: /^Receipt verified\. Invoice VWC-INV-\d{4}-\d+ was issued/ })
    .first();
  await expect(verified).toBeVisible();
  const invoiceNumber = /VWC-INV-\d{4}-\d+/.exec((await verified.textContent()) ?? "")![0];

  // the member downloads the invoice from the portal's documents: a PDF of that number
  await visit(page, "/dashboard?tab=documents");
  const [invoice] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: new RegExp(`^Download Invoice ${invoiceNumber}`) }).click(),
  ]);
  const bytes = await readFile((await invoice.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(invoice.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  // a GST tax invoice: the demo Trust's GSTIN, the place of supply and the amount in words
  const text = pdfText(bytes);
  expect(text).toContain("Tax Invoice");
  expect(text).toContain(`GSTIN ${DEMO_CLUB_SETTINGS.gstin}`);
  expect(text).toContain("Place of supply");
  expect(text).toContain("Amount in words");
});

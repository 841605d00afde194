import { expect } from "@playwright/test";
import { gstinCheckCharacter } from "../common/club-settings";
import { taxMessages } from "../common/tax-schemas";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, signUpAndSignIn, test, visit } from "./support";

/*
 * GST: accounts correct a kind of supply's SAC at /admin/tax-settings (a wrong one is said at its field before
 * anything is sent); a member adds their business's GSTIN for business stays on the portal's Documents tab, a wrong
 * check character said at its field, at 360 px too.
 */

test("accounts keep the tax settings; a member adds a GSTIN for their invoices", async ({ page, browser }) => {
  test.setTimeout(test.info().timeout * 4);

  const accounts = await officePage(page, browser, "accounts");
  await visit(accounts, "/admin/tax-settings");
  await expect(accounts.getByRole("heading", { level: 1, name: "Tax settings" })).toBeVisible();
  await expectAccessible(accounts);
  const sac = accounts.getByLabel("Stays (accommodation): SAC");
  await expect(sac).toHaveValue("996311");
  await sac.fill("12");
  await accounts.getByRole("button", { name: "Save tax settings" }).click();
  await expect(accounts.getByText(taxMessages.sacInvalid)).toBeVisible();
  await sac.fill("996311");
  await accounts.getByLabel("Extra guests on a stay: rate (%) up to the value per night").fill("5");
  await accounts.getByRole("button", { name: "Save tax settings" }).click();
  await expect(accounts.getByRole("status").filter({ hasText: taxMessages.saved })).toBeVisible();

  await signUpAndSignIn(page, { email: `gst-${Date.now()}@example.org`, name: "Nisha Bansal" });
  await visit(page, "/dashboard?tab=documents");
  await expect(page.getByRole("heading", { name: "Details for your invoices" })).toBeVisible();
  const gstin = `07AAACB1234C1Z${gstinCheckCharacter("07AAACB1234C1Z")}`;
  await page.getByLabel("Business name (optional)").fill("Bansal Exports");
  await page.getByLabel("GSTIN (optional)").fill(gstin.slice(0, 14) + (gstin[14] === "A" ? "B" : "A"));
  await page.getByLabel("Billing address (optional)").fill("14 Connaught Place, New Delhi 110001");
  await page.getByRole("button", { name: "Save invoice details" }).click();
  await expect(page.getByText(taxMessages.gstinCheck)).toBeVisible();
  await page.getByLabel("GSTIN (optional)").fill(gstin);
  await page.getByRole("button", { name: "Save invoice details" }).click();
  await expect(page.getByRole("status").filter({ hasText: taxMessages.detailsSaved })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "documents tab");
});

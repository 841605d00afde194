import { expect } from "@playwright/test";
import { refundMessages as m } from "../common/refunds";
import { officeApi, officePage } from "./office-support";
import { applyAndPay } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * Money the club owes back: a member's plan with a verified instalment is cancelled, so its invoice is credited and
 * the amount owed; the demo accounts user finds the refund at /admin/refunds (it fits a 360 px screen), records the
 * bank's payment, and the refund moves to Refunded with its reference.
 */

test("accounts see a refund owed, record the bank's payment, and it moves to Refunded", async ({ page, browser }) => {
  test.slow(); // a member's application and payment, the office's cancellation and the refund
  const name = `Ravi Refund ${Date.now() % 100000}`;
  const member = await applyAndPay(page, { steps: 1, paid: 1, name });
  const plan = (await (await page.request.get(`/api/payment-details/${member.villa._id}`)).json()).data;
  const api = await officeApi("accounts");
  const cancelled = await api.post(`/api/admin/payments/${plan._id}/cancel`, {
    data: { reason: "The member withdrew from the villa." },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const [creditNote] = (await cancelled.json()).data.credit_notes as string[];
  expect(creditNote).toMatch(/^VWC-CN-\d{4}-\d+$/);
  await api.dispose();

  const accounts = await officePage(page, browser, "accounts");
  await visit(accounts, "/admin/refunds");
  await expect(accounts.getByRole("heading", { level: 1, name: "Refunds" })).toBeVisible();
  await accounts.getByRole("searchbox", { name: "Search by member name or e-mail" }).fill(name);
  await accounts.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(accounts.getByText("1 refund owed")).toBeVisible();
  const owed = accounts.getByRole("table", { name: "Refunds" });
  await expect(owed).toContainText(name);
  await expect(owed).toContainText("Cancelled plan");
  await expect(owed.getByRole("link", { name: new RegExp(`^${creditNote}`) })).toBeVisible();
  await expectAccessible(accounts);

  // on a phone the refund is a card with the same form, and nothing scrolls sideways
  await accounts.setViewportSize({ width: 360, height: 740 });
  await expect(accounts.getByRole("article", { name: new RegExp(`^${name}, `) })).toBeVisible();
  await expectNoSidewaysScroll(accounts, "the refunds page");
  await accounts.setViewportSize({ width: 1280, height: 800 });

  // the bank paid it: the day and amount are filled in (today, what is owed), the reference is typed
  const form = accounts.getByRole("form", { name: `Record the refund to ${name}` });
  await form.getByRole("button", { name: "Record refund" }).click();
  await expect(form.getByLabel("Bank reference")).toBeFocused();
  await form.getByLabel("Bank reference").fill("UTR-E2E-4821");
  await form.getByRole("button", { name: "Record refund" }).click();
  await expect(
    accounts
      .getByRole("status")
      .filter({ hasText: /^Refund of ₹[\d,]+ recorded: paid in full\./ })
      .first(),
  ).toBeVisible();
  await expect(owed).toHaveCount(0);
  await expect(accounts.getByText(m.noMatch)).toBeVisible();

  // it has moved to Refunded, with the reference and who recorded it
  await accounts.getByLabel("Status").selectOption("refunded");
  await accounts.getByRole("main").getByRole("button", { name: "Search" }).click();
  const refunded = accounts.getByRole("table", { name: "Refunds" });
  await expect(refunded).toContainText(name);
  await expect(refunded).toContainText("UTR-E2E-4821");
  await expect(refunded).toContainText("Kavita Iyer");
  await accounts.context().close();
});

import { expect } from "@playwright/test";
import { officePage } from "./office-support";
import { applyAndPay } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * The office's members: a member applies and pays a step; the demo front-office user searches
 * them by e-mail with the GET form, opens their page and sees the KYC with the account number unmasked, the
 * identity document and the plan with its receipt. Desktop shows a table, a 360 px phone cards.
 */

test("a front-office user finds a member by e-mail and opens their application", async ({ page, browser }) => {
  test.slow(); // a member's application and payment, then the office
  const member = await applyAndPay(page, { steps: 2, paid: 1, name: "Ishita Menon" });

  const staff = await officePage(page, browser, "front-office");

  await visit(staff, "/admin/members");
  await expect(staff.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await staff.getByRole("searchbox", { name: "Search members" }).fill(member.email);
  await staff.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(staff).toHaveURL(/[?&]q=/);
  await expect(staff.getByText("1 member found")).toBeVisible();
  await expectNoSidewaysScroll(staff, "the members list");
  await expectAccessible(staff);

  await staff.getByRole("link", { name: "Ishita Menon" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Ishita Menon" })).toBeVisible();
  const kyc = staff.getByRole("region", { name: "Personal & KYC details" });
  await expect(kyc).toContainText("123456789012");
  await expect(kyc).toContainText("ABCDE1234F");
  await expect(kyc.getByRole("link", { name: "Open the identity document" })).toBeVisible();
  const plan = staff.getByRole("region", { name: "Payment plan" });
  await expect(plan).toContainText(member.villa.name);
  await expect(plan).toContainText("Step 1");
  await expect(plan).toContainText("Paid");
  const receipt = plan.getByRole("link", { name: "Receipt of step 1" });
  const file = await staff.request.get((await receipt.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  await expect(staff.getByRole("region", { name: "Audit history" })).toContainText("member.kyc_viewed");
  await expectNoSidewaysScroll(staff, "the member's page");
  await expectAccessible(staff);
  await staff.context().close();
});

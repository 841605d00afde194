import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { officePage } from "./office-support";
import { auditMessages } from "../common/office-audit";
import { applyAndPay } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * The office's audit log: a member pays a step; the demo administrator opens /admin/audit,
 * filters by the member's e-mail with the GET form, finds the payment entry, and downloads the CSV with the same
 * filters. Desktop shows a table, a 360 px phone cards.
 */

test("an administrator finds a member's payment in the audit log and downloads it as CSV", async ({
  page,
  browser,
}) => {
  test.slow(); // a member's application and payment, then the office
  const member = await applyAndPay(page, { steps: 2, paid: 1, name: "Meera Nair", verified: false });

  const staff = await officePage(page, browser, "admin");

  await visit(staff, "/admin/audit");
  await expect(staff.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // the browser checks the filters with the API's schema before asking
  await staff.getByLabel("From", { exact: true }).fill("2026-03-10");
  await staff.getByLabel("To", { exact: true }).fill("2026-03-01");
  await staff.getByRole("button", { name: "Filter" }).click();
  await expect(staff.getByText(auditMessages.fromAfterTo)).toBeVisible();
  await expect(staff.getByLabel("To", { exact: true })).toBeFocused();
  expect(new URL(staff.url()).search).toBe("");
  await staff.getByLabel("From", { exact: true }).fill("");
  await staff.getByLabel("To", { exact: true }).fill("");

  await staff.getByRole("textbox", { name: "Member" }).fill(member.email);
  await staff.getByRole("button", { name: "Filter" }).click();
  await expect(staff).toHaveURL(new RegExp(`[?&]member=${encodeURIComponent(member.email).replace(/[.]/g, "\\.")}`));
  // the identity document sent with the KYC, the plan and the payment
  await expect(staff.getByText("Entries 1–3 of 3")).toBeVisible();

  const phone = (staff.viewportSize()?.width ?? 1280) < 768;
  const entries = phone
    ? staff.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem")
    : staff.getByRole("table").getByRole("row");
  const payment = entries.filter({ hasText: "payment-step.paid" });
  await expect(payment).toBeVisible();
  await expect(payment).toContainText(member.email);
  await expect(payment).toContainText("Meera Nair");
  await expect(payment).toContainText("IST");
  await expect(entries.filter({ hasText: "payment-plan.created" })).toBeVisible();
  await expectNoSidewaysScroll(staff, "the audit log");
  await expectAccessible(staff);

  // the CSV carries the same filters
  const csvLink = staff.getByRole("link", { name: "Download CSV" });
  await expect(csvLink).toHaveAttribute("href", `/api/admin/audit.csv?member=${encodeURIComponent(member.email)}`);
  const [download] = await Promise.all([staff.waitForEvent("download"), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(
    "When (UTC),When (IST),Who,Who's e-mail,Role,Address,Action,Member,Member's e-mail,Subject,Change",
  );
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(`,member,`);
  expect(lines[1]).toContain(`,payment-step.paid,Meera Nair,${member.email},`);
  await staff.context().close();
});

import { expect } from "@playwright/test";
import { clubToday } from "../common/club-time";
import { financialYearOf, memberStatementUrl, statementName } from "../common/statements";
import { officePage } from "./office-support";
import { applyAndPay } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit, waitForHydration } from "./support";

/*
 * Owner statements: a member who has paid an instalment finds this financial year's statement on the portal's
 * Documents tab and downloads the sealed PDF by keyboard; accounts open the same year's statement from the member's
 * record. Both pages pass axe and, at 360 px, do not scroll sideways.
 */

test("a member downloads this year's owner statement; accounts open it from the member's record", async ({
  page,
  browser,
}) => {
  test.setTimeout(test.info().timeout * 5);
  const today = clubToday();
  const year = financialYearOf(today);
  const applicant = await applyAndPay(page, { steps: 2, paid: 1, name: "Lata Krishnan" });

  await visit(page, "/dashboard?tab=documents");
  const item = page.locator(`[data-document="statement-${year.fy}"]`);
  await expect(item).toContainText(statementName(year));
  await expect(item).toContainText("Available");
  const download = item.getByRole("link", { name: `Download ${statementName(year)}` });
  await expect(download).toHaveAttribute("href", memberStatementUrl(year.fy));
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(file.suggestedFilename()).toBe(`owner-statement-${year.fy}-as-at-${today}.pdf`);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "documents tab");

  const accounts = await officePage(page, browser, "accounts");
  const found = await accounts.request.get(`/api/admin/members?q=${encodeURIComponent(applicant.email)}`);
  expect(found.status()).toBe(200);
  const [member] = (await found.json()).data.items as { id: string }[];
  await accounts.goto(`/admin/members/${member.id}`);
  await waitForHydration(accounts);
  const statements = accounts.getByRole("region", { name: "Owner statements" });
  const link = statements.getByRole("link", { name: `Statement FY ${year.fy}` });
  await expect(link).toHaveAttribute("href", `/api/admin/members/${member.id}/statement?fy=${year.fy}`);
  const pdf = await accounts.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(accounts);
  await expectNoSidewaysScroll(accounts, "member record");
  await accounts.context().close();
});

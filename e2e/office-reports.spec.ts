import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { addClubDays, clubToday, writtenDay } from "../common/club-time";
import { officePage } from "./office-support";
import { applyAndPay } from "./portal-support";
import { expectAccessible, test, visit } from "./support";

/*
 * Receivables: a member chooses a plan of two instalments and pays none (the first is due the day the plan is made).
 * The demo accounts user follows the office home's "Instalments overdue" card to the receivables, looks forty days
 * ahead, finds the member's first instalment forty days overdue in the 31–60 days age, and downloads the CSV.
 */

test("accounts find an overdue instalment in its age and download the receivables as CSV", async ({
  page,
  browser,
}) => {
  test.slow(); // a member's application, then the office
  const name = `Ravi Overdue ${Date.now() % 100000}`;
  const member = await applyAndPay(page, { steps: 2, paid: 0, name });
  const day = addClubDays(clubToday(), 40);

  const accounts = await officePage(page, browser, "accounts");
  await visit(accounts, "/admin");
  await accounts
    .getByRole("region", { name: "Waiting for the office" })
    .getByRole("link", { name: /^Instalments overdue: \d+, ₹/ })
    .click();
  await expect(accounts.getByRole("heading", { level: 1, name: "Receivables" })).toBeVisible();

  // forty days on, the first instalment (due the day the plan was made) is forty days overdue
  await accounts.getByLabel("On the day").fill(day);
  await accounts.getByLabel("Age", { exact: true }).selectOption({ label: "31–60 days" });
  await accounts.getByRole("button", { name: "Show receivables" }).click();
  await expect(accounts).toHaveURL(new RegExp(`as_of=${day}.*bucket=31-60`));
  const totals = accounts.getByRole("table", { name: `Totals by age on ${writtenDay(day)}` });
  await expect(totals.getByRole("row", { name: /31–60 days/ })).toBeVisible();
  const instalments = accounts.getByRole("table", {
    name: /^Unpaid instalments on .*, 31–60 days, earliest due first$/,
  });
  const row = instalments.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(member.villa.name);
  await expect(row).toContainText("Step 1");
  await expect(row).toContainText("40 days");
  await expect(row).toContainText("31–60 days");
  await expectAccessible(accounts);

  // the CSV of what is shown: a line for the instalment, its due date in ISO form
  const [download] = await Promise.all([
    accounts.waitForEvent("download"),
    accounts.getByRole("link", { name: "Download these instalments (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receivables-${day}-31-60.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  const line = csv.split("\r\n").find((l) => l.startsWith(`${name},`));
  expect(line).toContain(`,${member.villa.name},`);
  expect(line).toMatch(new RegExp(`,1,[^,]+,\\d+,${clubToday()},40,31–60 days$`));
  await accounts.context().close();
});

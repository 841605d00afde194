import { expect } from "@playwright/test";
import { addClubDays, clubToday } from "../common/club-time";
import { formatRupees } from "../common/money";
import { splitAmount } from "../common/registration";
import { officePage } from "./office-support";
import { applyAndPay } from "./portal-support";
import { expectAccessible, test, visit } from "./support";

/*
 * The office's books, as accounts keep them: a member sends the first of two instalments' receipts with the
 * transfer's UTR. The demo accounts user sees the second instalment in the receivables, uploads the club account's
 * bank statement, whose credit carries that UTR and amount, finds the receipt matched (the receipts queue says so),
 * verifies the matched receipts in one action, and finds the instalment in this month's collections, its invoice
 * one click away.
 */

/** A bank statement as a bank's export writes it: its lines before the header, days as 27-Nov-2026, amounts grouped. */
function statementCsv(lines: { day: string; narration: string; reference: string; amount: number }[]) {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const written = (day: string) => {
    const [year, month, date] = day.split("-");
    return `${date}-${months[Number(month) - 1]}-${year}`;
  };
  return [
    "Statement of account,,,,,",
    "Account,Vedanta Wellness Club Trust - current account,,,,",
    ",,,,,",
    "Date,Narration,Reference,Withdrawal,Deposit,Balance",
    ...lines.map((l) => `${written(l.day)},${l.narration},${l.reference},,${l.amount.toFixed(2)},`),
  ].join("\n");
}

test("accounts read the receivables, reconcile a bank statement, verify the matched receipt and see it collected", async ({
  page,
  browser,
}) => {
  test.slow(); // a member's application, a statement and the office's reports
  const name = `Kiran Ledger ${Date.now() % 100000}`;
  const utr = `SBIN${String(Date.now()).slice(-12)}`;
  const member = await applyAndPay(page, { steps: 2, paid: 1, verified: false, utrs: [utr], name });
  const [first, second] = splitAmount(member.villa.price, 2);

  const accounts = await officePage(page, browser, "accounts");

  // the receivables: the second instalment is not yet due; the first awaits its receipt's verification
  await visit(accounts, `/admin/reports/receivables?as_of=${addClubDays(clubToday(), 400)}`);
  await expect(accounts.getByRole("heading", { level: 1, name: "Receivables" })).toBeVisible();
  await expect(
    accounts
      .getByRole("table", { name: /^Unpaid instalments on / })
      .getByRole("row")
      .filter({ hasText: name }),
  ).toContainText(formatRupees(second));

  // the bank statement: one credit with the receipt's UTR and amount, one nobody's
  await visit(accounts, "/admin/reports");
  await accounts
    .getByRole("link", { name: /Bank reconciliation/ })
    .first()
    .click();
  await expect(accounts.getByRole("heading", { level: 1, name: "Bank reconciliation" })).toBeVisible();
  await accounts.getByLabel("Bank statement (CSV)").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      statementCsv([
        { day: clubToday(), narration: `NEFT CR ${name.toUpperCase()} ${utr}`, reference: utr, amount: first },
        { day: clubToday(), narration: "UPI CR UNKNOWN PAYER", reference: `4099${Date.now() % 1e8}`, amount: 1234 },
      ]),
    ),
  });
  await accounts.getByRole("button", { name: "Upload statement" }).click();
  await expect(
    accounts.getByRole("status").filter({ hasText: /^Statement uploaded: 2 credits, 1 matched to a receipt/ }),
  ).toBeVisible();
  // the newest statement first
  await accounts
    .getByRole("list", { name: "Statements" })
    .getByRole("link", { name: /^Statement of / })
    .first()
    .click();
  await expect(accounts.getByRole("heading", { level: 1, name: /^Statement of / })).toBeVisible();
  const matched = accounts
    .getByRole("list", { name: "Matched credits" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(matched).toContainText(formatRupees(first));
  await expect(matched).toContainText(utr);
  await expect(accounts.getByRole("list", { name: "Credits matched to no receipt" })).toContainText("UNKNOWN PAYER");
  await expectAccessible(accounts);
  const statementUrl = accounts.url();

  // the receipts queue says the receipt is matched
  await visit(accounts, "/admin/payments");
  await accounts.getByRole("searchbox", { name: "Search receipts" }).fill(utr);
  await accounts.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(accounts.getByRole("article", { name: `${name} — step 1 of 2` })).toContainText(/Matched in statement /);

  // the matched receipts verified together
  await accounts.goto(statementUrl);
  await accounts.getByRole("button", { name: "Verify matched receipts" }).click();
  await expect(
    accounts
      .getByRole("status")
      .filter({ hasText: /receipts? verified/ })
      .first(),
  ).toBeVisible();

  // this month's collections by kind: the instalment, its invoice one click away
  await visit(accounts, "/admin/reports/collections?group=kind");
  await expect(accounts.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
  await expect(accounts.getByRole("img", { name: /^Bar chart of the money collected/ })).toBeVisible();
  const instalments = accounts
    .getByRole("table", { name: /^Collections by kind/ })
    .getByRole("row", { name: /Instalments/ });
  await instalments.getByRole("link").first().click();
  const entry = accounts.getByRole("main").getByRole("row").filter({ hasText: name });
  await expect(entry).toContainText(formatRupees(first));
  await expect(entry.getByRole("link", { name: /VWC-INV-\d{4}-\d+ \(PDF\)/ })).toBeVisible();
  await expectAccessible(accounts);
  await accounts.context().close();
});

import { addMonths } from "date-fns";
import { expect, type Page } from "@playwright/test";
import { monthLabel } from "../common/claims";
import { clubMonth as istMonth } from "../common/club-time";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, signUpAndSignIn, test, visit } from "./support";

/** Signs the member's MOA through the API: a signature image, then POST /api/moa/sign-moa. */
async function signMoa(page: Page) {
  const signature = await page.request.post("/api/upload/upload-signature", {
    multipart: { signature: await files.png("signature.png") },
  });
  expect(signature.status(), await signature.text()).toBe(201);
  expect((await page.request.get("/api/moa/draft")).status()).toBe(200); // signing asks for the draft opened first
  const signed = await page.request.post("/api/moa/sign-moa", {
    data: { signature_url: (await signature.json()).url },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

async function openPortalTab(page: Page, name: "Bookings" | "Claims" | "Transfer") {
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("member portal: bookings, claims and transfer", () => {
  test("a member with a paid villa and a signed MOA sees the contribution, claims this month and asks for a transfer", async ({
    page,
  }) => {
    // one member's whole journey through three tabs, with an accessibility scan of each
    test.slow();
    const applicant = await applyAndPay(page, { steps: 1, paid: 1, name: "Asha Verma", finalReview: true });
    await signMoa(page);
    // the tabs come with their data in the page (the dashboard's loader): the browser asks the API for none of it
    const apiReads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/"))
        apiReads.push(new URL(request.url()).pathname);
    });
    await visit(page, "/dashboard?tab=bookings");

    // Bookings: the contribution from the database
    const row = page.getByRole("row").filter({ hasText: "Contribution" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(applicant.villa.name);
    await expect(row).toContainText("Completed");
    await expectAccessible(page);
    await row.getByRole("button", { name: /View Receipts/ }).click();
    await expect(page).toHaveURL(/\?tab=documents$/);

    // Claims, step 1: bank details, the application's account first; the member adds another
    await openPortalTab(page, "Claims");
    const accounts = page.getByRole("list", { name: "Your bank accounts" });
    await expect(accounts.getByRole("listitem").first()).toContainText("From your application");
    await expect(accounts.getByRole("listitem").first()).toContainText("XXXXXXXX9012");
    await expect(accounts).toContainText("SBIN0001234");
    await expect(accounts).not.toContainText("123456789012");
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await page.getByLabel("Bank name").fill("HDFC Bank");
    await page.getByLabel("Account number").fill("50100223344556");
    await page.getByLabel("IFSC code").fill("HDFC1234");
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await expect(page.getByText("Please enter a valid IFSC code, for example SBIN0001234.")).toBeVisible();
    await page.getByLabel("IFSC code").fill("hdfc0000123");
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await expect(accounts).toContainText("XXXXXXXXXX4556");
    await expect(accounts.getByRole("listitem").first()).toContainText("XXXXXXXX9012");
    await expectAccessible(page);

    // Claims, step 2: this month can be claimed once
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Claim Expense" })).toBeVisible();
    const now = istMonth(new Date());
    const years = page.getByRole("tablist", { name: "Claim year" });
    // the tabs are the years of the 36 eligible months from the MOA signed today
    const last = istMonth(addMonths(new Date(), 35)).year;
    await expect(years.getByRole("tab")).toHaveText(
      Array.from({ length: last - now.year + 1 }, (_, i) => String(now.year + i)),
    );
    await expect(years.getByRole("tab", { name: String(now.year) })).toHaveAttribute("aria-selected", "true");
    const month = page.getByRole("listitem", { name: monthLabel(now.year, now.month) });
    await expect(month).toContainText("Not Claimed");
    await expect(page.getByLabel("Pay claims to").locator("option:checked")).toHaveText(
      /XXXXXXXX9012 \(from your application\)/,
    );
    await expectAccessible(page);
    await month.getByRole("button", { name: /Claim ₹2,000/ }).click();
    await expect(page.getByText(`Your claim of ₹2,000 for ${monthLabel(now.year, now.month)} is filed.`)).toBeVisible();
    await expect(month).toContainText("Claimed");
    await expect(month).not.toContainText("Not Claimed");
    await expect(month.getByRole("button")).toHaveCount(0);
    const next = istMonth(addMonths(new Date(), 1));
    if (next.year === now.year)
      await expect(page.getByRole("listitem", { name: monthLabel(next.year, next.month) })).toContainText(
        "Not Yet Eligible",
      );
    await expect(page.getByText(`Claimed in ${now.year}: ₹2,000`)).toBeVisible();

    // Transfer: four steps, then the request's status
    await openPortalTab(page, "Transfer");
    const form = page.getByRole("form", { name: "Transfer request" });
    await expect(form.getByRole("heading", { level: 2, name: "Select Property" })).toBeVisible();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Please select the property to transfer.")).toBeVisible();
    await form.getByRole("radio", { name: new RegExp(applicant.villa.name) }).check();
    await form.getByRole("button", { name: "Next" }).click();

    await expect(form.getByRole("heading", { level: 2, name: "Transferee Details" })).toBeVisible();
    await form.getByLabel("Full name").fill("Meera Iyer");
    await form.getByLabel("E-mail").fill("meera.iyer@example.org");
    await form.getByLabel("Phone number").fill("9988776655");
    await form.getByLabel("Relationship").selectOption("Sister");
    await form.getByLabel("Address").fill("4 Lake View Road, Bhopal");
    await form.getByRole("button", { name: "Next" }).click();

    await expect(form.getByRole("heading", { level: 2, name: "Transfer Reason" })).toBeVisible();
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("Full name")).toHaveValue("Meera Iyer");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByLabel("Reason for the transfer").fill("My sister will look after the villa from next year.");
    await form.getByRole("button", { name: "Next" }).click();

    await expect(form.getByRole("heading", { level: 2, name: "E Sign and Consent" })).toBeVisible();
    await form.getByLabel("E-signature: type your full name").fill("Asha Verma");
    await form.getByRole("button", { name: "Submit Transfer" }).click();
    await expect(
      form.getByText("Please confirm that this transfer is voluntary and approved by the legal contributor."),
    ).toBeVisible();
    await form
      .getByRole("checkbox", { name: "I confirm this transfer is voluntary and approved by the legal contributor." })
      .check();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Submit Transfer" }).click();

    await expect(page.getByText("Your transfer request has been submitted.")).toBeVisible();
    const requests = page.getByRole("region", { name: "Your transfer requests" });
    await expect(requests).toContainText("Status: Submitted");
    await expect(requests).toContainText("Meera Iyer");
    await expect(page.getByRole("button", { name: "Submit Transfer" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: "Your transfer requests" })).toContainText("Status: Submitted");
    expect(apiReads.filter((path) => /^\/api\/(bookings|claims|transfers)/.test(path))).toEqual([]);
  });

  test("on a 360 px screen each booking is a card with its status and action on screen @phone", async ({ page }) => {
    const applicant = await applyAndPay(page, { steps: 1, paid: 1, name: "Asha Verma" });
    await visit(page, "/dashboard?tab=bookings");
    const row = page.getByRole("row").filter({ hasText: "Contribution" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(applicant.villa.name);
    const width = page.viewportSize()!.width;
    for (const part of [
      row.getByText("Completed", { exact: true }),
      row.getByRole("button", { name: /View Receipts/ }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test("a new member sees no bookings, months not yet eligible and no property to transfer, on a 360 px screen too @mobile", async ({
    page,
  }) => {
    await signUpAndSignIn(page, { email: `claims-new-${Date.now()}@example.org`, name: "Nisha Rao" });
    await visit(page, "/dashboard?tab=bookings");
    await expect(page.getByText("You have no bookings or contributions yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse villas" })).toHaveAttribute("href", "/properties");

    await openPortalTab(page, "Claims");
    await expect(page.getByLabel("Account holder name")).toHaveValue("Nisha Rao");
    await page.getByLabel("Bank name").fill("HDFC Bank");
    await page.getByLabel("Account number").fill("50100223344556");
    await page.getByLabel("IFSC code").fill("HDFC0000123");
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await expect(page.getByRole("list", { name: "Your bank accounts" })).toContainText("XXXXXXXXXX4556");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Claims open once your memorandum of agreement (MOA) is signed.")).toBeVisible();
    const months = page.getByRole("tabpanel").getByRole("listitem");
    await expect(months).toHaveCount(12);
    await expect(page.getByRole("tabpanel").getByText("Not Yet Eligible")).toHaveCount(12);
    await expect(page.getByRole("tabpanel").getByRole("button")).toHaveCount(0);
    await page.getByRole("tab", { name: "2025" }).click();
    await expect(page.getByRole("tab", { name: "2025" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByText("Not Yet Eligible")).toHaveCount(12);
    await expectNoSidewaysScroll(page);

    await openPortalTab(page, "Transfer");
    await expect(page.getByText("Property information not found.")).toBeVisible();
  });
});

test.describe("member portal without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member adds a bank account and claims this month, the server answering each form", async ({ page }) => {
    await applyAndPay(page, { steps: 1, paid: 1, name: "Asha Verma", finalReview: true });
    await signMoa(page);
    await page.goto("/dashboard?tab=claims");
    await expect(page.getByRole("heading", { level: 2, name: "Bank Details" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Your bank accounts" })).toContainText("From your application");

    // a wrong IFSC: the page again, the message beside the field and the fields kept
    await page.getByLabel("Bank name").fill("State Bank of India");
    await page.getByLabel("Account number").fill("123456789099");
    await page.getByLabel("IFSC code").fill("SBIN1234");
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await expect(page.getByText("Please enter a valid IFSC code, for example SBIN0001234.")).toBeVisible();
    await expect(page.getByLabel("IFSC code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Bank name")).toHaveValue("State Bank of India");
    await page.getByLabel("IFSC code").fill("sbin0001234");
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bank account added." })).toBeVisible();
    await expect(page.getByRole("list", { name: "Your bank accounts" })).toContainText("XXXXXXXX9099");

    // Next is a plain GET of the second step's address
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?tab=claims&step=2$/);
    await expect(page.getByRole("heading", { level: 2, name: "Claim Expense" })).toBeVisible();
    const now = istMonth(new Date());
    const month = page.getByRole("listitem", { name: monthLabel(now.year, now.month) });
    await expect(month).toContainText("Not Claimed");
    await month.getByRole("button", { name: /Claim ₹2,000/ }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `Your claim of ₹2,000 for ${monthLabel(now.year, now.month)} is filed.` }),
    ).toBeVisible();
    await expect(month).toContainText("Claimed");
    await expect(month.getByRole("button")).toHaveCount(0);
    await expect(page.getByText(`Claimed in ${now.year}: ₹2,000`)).toBeVisible();
  });
});

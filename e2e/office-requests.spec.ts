import { expect, type Page } from "@playwright/test";
import { monthLabel } from "../common/claims";
import { clubMonth } from "../common/club-time";
import { officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, expectNoSidewaysScroll, readOutboxMail, test, visit } from "./support";

/** Signs the member's MOA through the API (as e2e/portal-claims.spec.ts does): a signature image, then POST /api/moa/sign-moa. */
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

test.describe("the office decides members' requests", () => {
  test("a member claims a month; the front office refuses it with a reason; the member sees the decision in the calendar", async ({
    page,
    browser,
  }) => {
    test.slow();
    const applicant = await applyAndPay(page, { steps: 1, paid: 1, name: "Farah Khan", finalReview: true });
    await signMoa(page);
    const account = await page.request.post("/api/claims/bank-accounts", {
      data: {
        accountHolder: "Farah Khan",
        bankName: "State Bank of India",
        accountNumber: "123456789012",
        ifsc: "SBIN0001234",
      },
    });
    expect(account.status(), await account.text()).toBe(201);

    // the member claims this month in the portal's calendar
    const now = clubMonth(new Date());
    const label = monthLabel(now.year, now.month);
    await visit(page, "/dashboard?tab=claims&step=2");
    const month = page.getByRole("listitem", { name: label });
    await month.getByRole("button", { name: /Claim ₹2,000/ }).click();
    await expect(page.getByText(`Your claim of ₹2,000 for ${label} is filed.`)).toBeVisible();
    await expect(month).toContainText("Claimed");
    await expect(month).toContainText("Under review");

    // the front office finds it in the queue the office home links to
    const office = await officePage(page, browser, "front-office");
    await visit(office, "/admin/claims?review=open");
    await expect(office.getByRole("heading", { level: 1, name: "Claims" })).toBeVisible();
    const search = office.getByRole("search", { name: "Claims" });
    await search.getByLabel("Search by member name or e-mail").fill(applicant.email);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(office).toHaveURL(/q=/);
    await expect(office.getByText("1 claim", { exact: true })).toBeVisible();
    const mobile = (page.viewportSize()?.width ?? 1280) < 500;
    const item = mobile
      ? office.getByRole("article", { name: `Farah Khan, ${label}` })
      : office.getByRole("row").filter({ hasText: applicant.email });
    await expect(item).toContainText(label);
    await expect(item).toContainText("₹2,000");
    await expect(item).toContainText("XXXXXXXX9012");
    await expect(item).toContainText("Under review");
    await expect(item).not.toContainText("123456789012");
    await expectAccessible(office);
    await expectNoSidewaysScroll(office, "the claims queue");

    // refused, with the reason the member will read
    const reason = "Claims for this month open once the club's season starts in April.";
    await item.getByLabel("Reason").fill(reason);
    await item.getByRole("button", { name: "Refuse" }).click();
    await expect(office.getByText("The claim is refused. The member will be e-mailed the reason.")).toBeVisible();
    await expect(office.getByText("No claim is waiting for a decision.")).toBeVisible();
    await visit(office, `/admin/claims?review=refused&q=${encodeURIComponent(applicant.email)}`);
    await expect(office.getByText(`Reason: ${reason}`).filter({ visible: true })).toHaveCount(1);
    await expectAccessible(office);

    // the member is e-mailed the reason, and the calendar shows the decision
    await expect.poll(() => readOutboxMail(applicant.email)).toContain("is not approved");
    await visit(page, "/dashboard?tab=claims&step=2");
    const decided = page.getByRole("listitem", { name: label });
    await expect(decided).toContainText("Claimed");
    await expect(decided).toContainText("Refused");
    await expect(decided).toContainText(`Reason: ${reason}`);
    await expectAccessible(page);
    await office.context().close();
  });
});

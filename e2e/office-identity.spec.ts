import { expect } from "@playwright/test";
import { identityDocumentMessages as m } from "../common/identity-documents";
import { officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, test, waitForHydration } from "./support";

/*
 * Identity documents checked by the front office: a member who has submitted their application
 * has their document sent back with a reason; the portal tells them, step 1 of the application opens again with the
 * reason beside the field and wants a new upload; once sent, the document is to check again and is approved.
 */

test("the front office sends a document back; the member uploads a new one from the portal; it is approved", async ({
  page,
  browser,
}) => {
  const name = `Ira Kulkarni ${Date.now() % 100000}`;
  const member = await applyAndPay(page, { steps: 1, paid: 1, finalReview: true, name });
  const reason = "The scan is too dark to read the document number.";

  const office = await officePage(page, browser, "front-office");
  await office.goto(`/admin/identity-documents?q=${encodeURIComponent(member.email)}`);
  await waitForHydration(office);
  await expect(office.getByRole("heading", { level: 1, name: "Identity documents" })).toBeVisible();
  await expect(office.getByRole("link", { name: `View document of ${name} (opens in a new tab)` })).toBeVisible();
  await expectAccessible(office);
  await office.getByRole("textbox", { name: "Reason" }).fill(reason);
  await office.getByRole("button", { name: `Send back the identity document of ${name}` }).click();
  await expect(office.getByRole("status").filter({ hasText: m.returned })).toBeVisible();

  // the member: the portal says it, with the reason and the way to fix it
  await page.goto("/dashboard");
  await waitForHydration(page);
  const notice = page.getByRole("region", { name: m.returnedNotice });
  await expect(notice).toContainText(reason);
  await notice.getByRole("link", { name: m.fixLink }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${member.villa._id}\\?step=1$`));
  await waitForHydration(page);
  await expect(page.getByText(reason)).toBeVisible();
  // the returned file is not kept: Next asks for a new one
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please upload your identity document (PDF).").first()).toBeVisible();
  await page.getByLabel("Identity document (PDF)", { exact: true }).setInputFiles(await files.pdf("A clearer scan"));
  await expect(page.getByText(/Uploaded: document\.pdf/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: m.returnedNotice })).toHaveCount(0);

  // to check again: the front office approves it
  await office.goto(`/admin/identity-documents?q=${encodeURIComponent(member.email)}`);
  await waitForHydration(office);
  await office.getByRole("button", { name: `Approve the identity document of ${name}` }).click();
  await expect(office.getByRole("status").filter({ hasText: m.approved })).toBeVisible();
  await office.context().close();
});

import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { pdfText } from "../server/test/pdf-text";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, test, visit } from "./support";

// each journey makes a member and takes them through the application first
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole("main");
const tabButton = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Portal sections" }).getByRole("button", { name, exact: true });
const documentRow = (page: Page, key: string) => page.locator(`[data-document="${key}"]`);

test("a fully paid member signs the MOA with an uploaded signature, downloads the PDF and finds it in Documents", async ({
  page,
}) => {
  const member = await applyAndPay(page, { steps: 2, paid: 2, name: "Leela Menon", finalReview: true });
  await visit(page, "/dashboard?tab=moa");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("MOA");
  await expect(page.getByRole("heading", { name: "Sign the MOA" })).toBeVisible();
  await expect(page.getByText("Please complete your payment to access the MOA")).toHaveCount(0);

  // read before you sign: the signature is asked for once the member has opened the draft of their agreement
  await expect(page.getByRole("button", { name: "Sign MOA" })).toHaveCount(0);
  const draftOpened = page.context().waitForEvent("response", (response) => response.url().endsWith("/api/moa/draft"));
  const draftTab = page.context().waitForEvent("page");
  await page.getByRole("link", { name: /^Read the agreement \(draft PDF\)/ }).click();
  expect((await draftOpened).status()).toBe(200);
  await (await draftTab).close();
  await expect(page.getByRole("button", { name: "Sign MOA" })).toBeVisible();
  const draft = pdfText(await (await page.request.get("/api/moa/draft")).body());
  expect(draft).toContain("Leela Menon");
  expect(draft).toContain("DRAFT");
  // the server knows: on a fresh load the sign form is there at once
  await visit(page, "/dashboard?tab=moa");
  await expect(page.getByRole("button", { name: "Sign MOA" })).toBeVisible();
  await expectAccessible(page);

  // signing without a signature is refused on the page
  await page.getByRole("button", { name: "Sign MOA" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please choose an image of your signature, or draw it." }),
  ).toBeVisible();

  await page.getByLabel("Signature image").setInputFiles(await files.png("my-signature.png"));
  await expect(page.getByAltText("Preview of your signature")).toBeVisible();

  // when the server fails, the member is told and can try again
  await page.route(
    "**/api/moa/sign-moa",
    (route) => route.fulfill({ status: 500, json: { status: 500, message: "", data: null } }),
    { times: 1 },
  );
  await page.getByRole("button", { name: "Sign MOA" }).click();
  await expect(page.getByText("Failed to process signature. Please try again.").first()).toBeVisible();
  await page.getByRole("button", { name: "Sign MOA" }).click();

  const ready = page.getByRole("region", { name: "Your MOA is ready to download" });
  await expect(ready).toBeVisible();
  await expect(ready.getByText("Your memorandum of agreement is signed.")).toBeVisible();
  await expect(ready.getByText(/Your 99-year lease runs from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expectAccessible(page);

  await page.route(
    "**/api/moa/signed-moa",
    (route) => route.fulfill({ status: 500, json: { status: 500, message: "", data: null } }),
    { times: 1 },
  );
  await ready.getByRole("button", { name: "Download MOA" }).click();
  await expect(page.getByText("Failed to download MOA. Please try again.")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await ready.getByRole("button", { name: "Download MOA" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^memorandum-of-agreement-.+\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(bytes);
  expect(text).toContain("Leela Menon");
  expect(text).toContain(member.email);
  expect(text).toContain(member.villa.name);
  expect(text).toContain("99 years");

  // on a fresh load the signed MOA is found and ready for download at once
  await visit(page, "/dashboard?tab=moa");
  await expect(page.getByRole("region", { name: "Your MOA is ready to download" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign MOA" })).toHaveCount(0);

  // Documents: the signed MOA is available with its own addresses; a document not made yet leads to /document-not-found
  await tabButton(page, "Documents").click();
  await expect(page).toHaveURL(/\?tab=documents$/);
  const moa = documentRow(page, "moa");
  await expect(moa).toContainText("Memorandum of agreement (MOA)");
  await expect(moa).toContainText("Available");
  await expect(moa.getByRole("link", { name: "Download Memorandum of agreement (MOA)" })).toHaveAttribute(
    "href",
    /^\/files\/[0-9a-f-]{36}\?download=1$/,
  );
  await expect(moa.getByRole("link", { name: /^View Memorandum of agreement \(MOA\)/ })).toHaveAttribute(
    "href",
    /^\/files\/[0-9a-f-]{36}$/,
  );
  await expect(documentRow(page, "identity-document")).toContainText("Available");
  await expect(documentRow(page, "receipt-2")).toContainText("Available");
  await expect(documentRow(page, "invoice-1")).toContainText("Available");
  await expectAccessible(page);

  const fromDocuments = page.waitForEvent("download");
  await moa.getByRole("link", { name: "Download Memorandum of agreement (MOA)" }).click();
  expect((await fromDocuments).suggestedFilename()).toMatch(/\.pdf$/);

  const form = documentRow(page, "membership-form");
  await expect(form).toContainText("Not available yet");
  await form.getByRole("link", { name: "View Membership form" }).click();
  await expect(page).toHaveURL(/\/document-not-found$/);

  // the lease runs from the day of signing
  await visit(page, "/dashboard?tab=lease");
  const lease = page.getByRole("region", { name: "Your lease" });
  await expect(lease.getByText("99 years", { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date());
  await expect(lease.locator("dt", { hasText: "Start date" }).locator("+ dd")).toHaveText(today);
  await expect(lease.locator("dt", { hasText: "End date" }).locator("+ dd")).toHaveText(
    new RegExp(`${Number(today.slice(-4)) + 99}$`),
  );
  await expect(lease).toContainText(member.villa.name);
});

test("a half-paid member finds the MOA locked and the lease waiting for it", async ({ page }) => {
  await applyAndPay(page, { steps: 2, paid: 1 });
  await visit(page, "/dashboard?tab=moa");
  const locked = page.getByRole("region", { name: "Memorandum of agreement locked" });
  await expect(locked).toBeVisible();
  await expect(locked.getByText("Please complete your payment to access the MOA")).toBeVisible();
  await expect(locked.getByText(/You have paid ₹[\d,]+ of ₹[\d,]+ \(50%\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign MOA" })).toHaveCount(0);
  await expect(page.getByLabel("Signature image")).toHaveCount(0);
  await expectAccessible(page);

  await tabButton(page, "Documents").click();
  await expect(documentRow(page, "moa")).toContainText("Not available yet");
  await expect(documentRow(page, "receipt-2")).toContainText("Pending");

  await tabButton(page, "Lease").click();
  await expect(
    page.getByText("Your 99-year lease starts on the day you sign your memorandum of agreement (MOA)."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Open the MOA" }).click();
  await expect(page).toHaveURL(/\?tab=moa$/);
  await expect(page.getByRole("region", { name: "Memorandum of agreement locked" })).toBeVisible();
});

test("on a 360 px phone a member draws a signature and signs @phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await applyAndPay(page, { steps: 1, paid: 1, name: "Ravi Nair", finalReview: true });
  await visit(page, "/dashboard?tab=moa");
  // the agreement's text shown on the page counts as read: the signature is asked for then
  await page.getByText("Show the agreement text").click();
  await expect(page.getByRole("region", { name: "5. Terms" })).toBeVisible();
  await page.getByText("Draw on screen").click();
  const canvas = page.getByRole("img", { name: "Signature drawing area" });
  await expect(canvas).toHaveAttribute("data-ready", "true");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.4, 0.75],
    [0.6, 0.25],
    [0.85, 0.6],
  ]) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  }
  await page.mouse.up();
  await expect(page.getByRole("button", { name: "Clear signature" })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sign MOA" }).click();
  await expect(page.getByRole("region", { name: "Your MOA is ready to download" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a fully paid member signs the MOA with an uploaded signature image; the server renders every step", async ({
    page,
  }) => {
    await applyAndPay(page, { steps: 1, paid: 1, name: "Meena Pillai", finalReview: true });
    // the draft opened (in another tab) before the page is loaded: the server offers the sign form
    expect((await page.request.get("/api/moa/draft")).status()).toBe(200);
    await page.goto("/dashboard?tab=moa");
    await expect(page.getByRole("heading", { name: "Sign the MOA" })).toBeVisible();
    // drawing needs the script: only the upload is offered
    await expect(page.getByText("Draw on screen")).toHaveCount(0);

    await page.getByRole("button", { name: "Sign MOA" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please choose an image of your signature, or draw it." }),
    ).toBeVisible();

    await page.getByLabel("Signature image").setInputFiles(await files.png("my-signature.png"));
    await page.getByRole("button", { name: "Sign MOA" }).click();
    const ready = page.getByRole("region", { name: "Your MOA is ready to download" });
    await expect(ready).toBeVisible();
    await expect(ready.getByText("Your memorandum of agreement is signed.")).toBeVisible();
    await expect(
      ready.getByText(/Your 99-year lease runs from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}\./),
    ).toBeVisible();

    const downloading = page.waitForEvent("download");
    await ready.getByRole("button", { name: "Download MOA" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^memorandum-of-agreement-.+\.pdf$/);

    await tabButton(page, "Documents").click();
    await expect(page).toHaveURL(/\?tab=documents$/);
    await expect(documentRow(page, "moa")).toContainText("Available");
  });
});

import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { agreementMessages as am } from "../common/agreements";
import { pdfText } from "../server/test/pdf-text";
import { officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, test, visit } from "./support";

// the member applies and pays first
test.describe.configure({ timeout: 150_000 });

test("a member signs, the club countersigns, the member downloads the sealed agreement and a visitor verifies it", async ({
  page,
  browser,
}) => {
  const member = await applyAndPay(page, { steps: 1, paid: 1, name: "Devika Raman Pillai", finalReview: true });

  // the member reads the draft of the agreement, then signs: the MOA awaits the club's signature
  expect((await page.request.get("/api/moa/draft")).status()).toBe(200);
  await visit(page, "/dashboard?tab=moa");
  await page.getByLabel("Signature image").setInputFiles(await files.png("my-signature.png"));
  await page.getByRole("button", { name: "Sign MOA" }).click();
  await expect(page.getByRole("region", { name: "Your MOA is ready to download" })).toBeVisible();
  await expect(page.getByText(am.awaitingCountersign)).toBeVisible();

  // an administrator countersigns it in the office
  const office = await officePage(page, browser, "admin");
  await visit(office, "/admin/agreements");
  await expect(office.getByRole("heading", { level: 1 })).toHaveText("Agreements");
  const card = office.getByRole("article").filter({ hasText: member.name });
  await expect(card).toContainText("Awaiting");
  await expectAccessible(office);
  await card.getByLabel("Club's signature image (PNG or JPG)").setInputFiles(await files.png("club-signature.png"));
  await card.getByRole("button", { name: "Countersign" }).click();
  // the countersigned card leaves the list with its button: the focus goes to the answer, not to <body>
  const countersigned = office
    .locator("main")
    .getByRole("status")
    .filter({
      hasText: /^Agreement MOA-[0-9A-F]{8} countersigned\. The executed agreement will be e-mailed to the member\.$/,
    });
  await expect(countersigned).toBeVisible();
  await expect(countersigned).toBeFocused();
  await expect(office.getByRole("article").filter({ hasText: member.name })).toHaveCount(0);
  await office.context().close();

  // the member's download is now the executed agreement: both signatures, the certificate and the audit trail
  await visit(page, "/dashboard?tab=moa");
  await expect(page.getByText(am.executed)).toBeVisible();
  const ready = page.getByRole("region", { name: "Your MOA is ready to download" });
  const downloading = page.waitForEvent("download");
  await ready.getByRole("button", { name: "Download MOA" }).click();
  const path = await (await downloading).path();
  const bytes = readFileSync(path);
  const text = pdfText(bytes);
  expect(text).toContain("Signing certificate");
  expect(text).toContain("Devika Raman Pillai");
  expect(text).toContain("Authorised signatory (administrator)");
  expect(text).toContain("Audit trail");
  expect(bytes.toString("latin1")).toMatch(/\/ByteRange\s*\[\s*0 \d+ \d+ \d+\s*\]/);

  // a visitor, signed in nowhere, uploads it at /verify and sees it is exactly the club's
  const visitor = await browser.newContext();
  const anyone = await visitor.newPage();
  await visit(anyone, "/verify");
  await expect(anyone.getByRole("heading", { level: 1 })).toHaveText(am.verifyTitle);
  await anyone.getByLabel("The PDF to verify").setInputFiles(path);
  await anyone.getByRole("button", { name: "Verify", exact: true }).click();
  const answer = anyone.locator("main").getByRole("status");
  await expect(answer).toContainText(am.valid);
  await expect(answer).toContainText(/MOA-[0-9A-F]{8}/);
  await expectAccessible(anyone);

  // its verification page shows the initials and surname only
  await answer.getByRole("link").first().click();
  await expect(anyone).toHaveURL(/\/verify\/[a-z0-9]{12}$/);
  await expect(anyone.getByRole("main")).toContainText("D. R. Pillai");
  await expect(anyone.getByRole("main")).toContainText("Executed");
  await expect(anyone.getByRole("main")).not.toContainText("Devika");
  await expect(anyone.getByRole("main")).not.toContainText(member.email);
  await expectAccessible(anyone);
  await visitor.close();
});

import { expect } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { settingsMessages } from "../common/club-settings";
import { trustDocumentMessages } from "../common/trust-documents";
import { officePage } from "./office-support";
import { expectAccessible, test, visit, waitForHydration } from "./support";

/*
 * The club's settings and the Trust's documents: an administrator corrects the club's bank details at
 * /admin/settings (a wrong IFSC is said at its field before anything is sent); content staff publish a PDF at
 * /admin/trust with its progress, and Why trust us links its place to it instead of Document Not Available, until
 * the document is withdrawn.
 */

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

const NOC = "No objection certificate, Gram Panchayat Kather";

test("an administrator edits the club's settings; content staff publish a Trust document that Why trust us links", async ({
  page,
  browser,
}) => {
  test.setTimeout(test.info().timeout * 3);

  // the administrator: the settings form, checked in the page, then saved
  const admin = await officePage(page, browser, "admin");
  await visit(admin, "/admin/settings");
  await expect(admin.getByRole("heading", { level: 1, name: "Club settings" })).toBeVisible();
  await expect(
    admin.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Club settings" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(admin);
  const ifsc = admin.getByLabel("IFSC");
  await ifsc.fill("EXMP1000001");
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByText(settingsMessages.ifscInvalid)).toBeVisible();
  await expect(ifsc).toHaveAttribute("aria-invalid", "true");
  await expect(ifsc).toBeFocused();
  await ifsc.fill("exmp0000001");
  await admin.getByLabel("Branch").fill("Solan, The Mall");
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByRole("status").filter({ hasText: settingsMessages.saved })).toBeVisible();
  await expect(admin.getByLabel("IFSC")).toHaveValue("EXMP0000001");
  await expect(admin.getByLabel("Branch")).toHaveValue("Solan, The Mall");
  await admin.context().close();

  // content staff: a PDF for the Gram Panchayat's NOC
  const content = await officePage(page, browser, "content");
  await visit(content, "/admin/trust");
  await expect(content.getByRole("heading", { level: 1, name: "Trust documents" })).toBeVisible();
  await expectAccessible(content);
  const title = `NOC, Gram Panchayat Kather ${Date.now()}`;
  await content.getByLabel("Where it belongs on Why trust us").selectOption({ label: NOC });
  await content.getByLabel("Title").fill(title);
  await content
    .getByLabel("The PDF")
    .setInputFiles({ name: "gram-panchayat-noc.pdf", mimeType: "application/pdf", buffer: await pdf("No objection") });
  await content.getByRole("button", { name: "Publish" }).click();
  await expect(
    content.getByRole("status").filter({ hasText: `${trustDocumentMessages.uploaded}: ${title}` }),
  ).toBeVisible();
  const published = content
    .getByRole("list", { name: "Published documents" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(published).toContainText(/SHA-256\s*[0-9a-f]{64}/);
  await expectAccessible(content);

  // a visitor: the NOC's View and Download lead to the document
  await visit(page, "/why-trust-us");
  const documents = page.getByRole("region", { name: "Read the papers yourself" });
  await documents.getByRole("button", { name: /^NOC/ }).click();
  const view = documents.getByRole("link", { name: `View ${NOC} (PDF, opens in a new tab)` });
  await expect(view).toHaveAttribute("href", /^\/trust-documents\/[0-9a-f-]{36}\/gram-panchayat-noc\.pdf$/);
  await expect(documents.getByRole("link", { name: `Download ${NOC} (PDF)` })).toHaveAttribute("href", /\?download=1$/);
  const file = await page.request.get((await view.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(page);

  // withdrawn, after its confirmation: the place leads to Document Not Available again
  await published.getByRole("button", { name: `Withdraw ${title}` }).click();
  await content.getByRole("button", { name: `Confirm withdrawing ${title}` }).click();
  await expect(
    content.getByRole("status").filter({ hasText: `${trustDocumentMessages.deleted}: ${title}` }),
  ).toBeVisible();
  await content.context().close();
  await visit(page, "/why-trust-us");
  await page.getByRole("region", { name: "Read the papers yourself" }).getByRole("button", { name: /^NOC/ }).click();
  await expect(page.getByRole("link", { name: `View ${NOC}`, exact: true })).toHaveAttribute(
    "href",
    "/document-not-found",
  );
  await waitForHydration(page);
});

import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { formatRupees } from "../common/money";
import { registrationMessages as m, splitAmount } from "../common/registration";
import { kycMessages } from "../common/registration-schemas";
import {
  expectAccessible,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signUpAndSignIn,
  test,
  visit,
} from "./support";
import { verifyReceipts } from "./office-support";

/*
 * The five-step ownership application: /registration/{id}
 * and /registration-submit. A villa can be in one member's application only, so every test that saves an
 * application takes a villa of its own (and another one when it is retried).
 */

let serial = 0;
const newEmail = (label: string) => `reg-${label}-${Date.now()}-${++serial}@example.in`;

/** Makes a member through the API (support.ts signUpAndSignIn) and returns their e-mail. */
async function newMember(page: Page, _testInfo: TestInfo, label: string): Promise<string> {
  const email = newEmail(label);
  await signUpAndSignIn(page, { email });
  return email;
}

const PDF = {
  name: "identity.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
};
const PNG = {
  name: "receipt.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
};
const TEXT = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a receipt") };

interface Villa {
  _id: string;
  name: string;
  price: number;
  sqft: number;
  villaNumber: string | null;
}

/** A farm villa of its own for this test: `slot` picks it, a retry moves to a fresh one. */
async function villaFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<Villa> {
  const villas = (await (await request.get("/api/property/getProperties?slug=farm-villa&limit=20")).json())
    .data as Villa[];
  const villa = villas[slot + testInfo.retry * 4];
  expect(villa, "enough farm villas for the registration tests").toBeTruthy();
  return villa;
}

/** The newest toast with this text (an earlier one may still be fading out). */
const toast = (page: Page, text: string) => page.locator("[data-rht-toaster]").getByText(text, { exact: true }).last();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
/** A button of the page's own content (the footer has a newsletter Submit too). */
const button = (page: Page, name: string) => page.getByRole("main").getByRole("button", { name, exact: true });
const currentStep = (page: Page) =>
  page.getByRole("navigation", { name: "Application progress" }).locator("[aria-current=step]");

/** The member's step 1 answers (what the review table shows afterwards). */
async function fillPersonalDetails(page: Page) {
  await page.getByLabel("Date of birth", { exact: true }).fill("1985-04-12");
  await page.getByLabel("Phone number", { exact: true }).fill("+91 98160 12345");
  await page.getByLabel("Father's name", { exact: true }).fill("Ramesh Verma");
  await page.getByLabel("Qualification", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Occupation", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Current address", { exact: true }).fill("12 Mall Road, Solan, Himachal Pradesh 173212");
  await page.getByLabel("ID type", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Document number", { exact: true }).fill("P1234567");
  await page.getByLabel("Account holder name", { exact: true }).fill("Asha Verma");
  await page.getByLabel("Bank name", { exact: true }).fill("State Bank of India");
  await page.getByLabel("Account number", { exact: true }).fill("123456789012");
  await page.getByLabel("Branch name", { exact: true }).fill("Solan Main");
  await page.getByLabel("IFSC code", { exact: true }).fill("SBIN0001234");
}

/** Brings a member's application to a plan whose first step is paid, through the API (the page is tested elsewhere). */
async function applyThroughApi(request: APIRequestContext, villa: Villa, steps: number) {
  const first = async (path: string) => ((await (await request.get(path)).json()).data as { _id: string }[])[0]._id;
  const upload = async (file: typeof PDF) => {
    const res = await request.post("/api/upload/upload-doc", { multipart: { document: file } });
    expect(res.status()).toBe(201);
    return (await res.json()).data.url as string;
  };
  const qualification = await first("/api/qualification/qualifications");
  const kyc = await request.post(`/api/registration/kyc/${villa._id}`, {
    data: {
      father_name: "Ramesh Verma",
      dob: "1985-04-12",
      phone_no: "+91 98160 12345",
      qualification_id: qualification,
      occupation_id: await first("/api/occupation/occupations"),
      current_address: "12 Mall Road, Solan",
      permanent_address: "12 Mall Road, Solan",
      verification_doc_id: await first("/api/docs/verification-docs"),
      verification_doc_number: "P1234567",
      verification_doc_upload_url: await upload(PDF),
      account_holder_name: "Asha Verma",
      bank_name: "State Bank of India",
      account_number: "123456789012",
      branch_name: "Solan Main",
      ifsc_code: "SBIN0001234",
    },
  });
  expect(kyc.status()).toBe(200);
  expect((await request.post("/api/registration/familyMember", { data: { family_details: [] } })).status()).toBe(200);
  const plan = await request.post(`/api/payment-details/${villa._id}`, {
    data: { property_id: villa._id, payment_mode: "flexible", payment_steps: steps, total_amount: villa.price },
  });
  expect(plan.status()).toBe(201);
  const paid = await request.put(`/api/payment-details/${villa._id}/step/1`, {
    data: { payment_receipt_url: await upload(PNG) },
  });
  expect(paid.status()).toBe(200);
}

test("a member applies for a villa through all five steps with a 3-step plan and downloads an invoice", async ({
  page,
}, testInfo) => {
  test.slow();
  const villa = await villaFor(page.request, testInfo, 0);
  const email = await newMember(page, testInfo, "journey");
  await visit(page, `/registration/${villa._id}`);

  // the frame: heading, steps, side panel and summary card
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Make ${villa.name} yours`);
  const steps = page.getByRole("navigation", { name: "Application progress" }).getByRole("listitem");
  await expect(steps).toHaveCount(5);
  await expect(currentStep(page)).toContainText("Personal & KYC Details");
  const panel = page.getByRole("complementary");
  await expect(panel.getByRole("heading", { name: villa.name })).toBeVisible();
  await expect(panel.getByRole("img", { name: new RegExp(villa.name) })).toBeVisible();
  for (const label of ["Villa number", "Bedrooms", "Living area", "Kitchen", "Size"])
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  const sqm = Math.round(villa.sqft * 0.09290304 * 100) / 100;
  await expect(panel.getByText(`(${sqm} m²)`)).toBeVisible();
  await expect(button(page, "Back")).toBeDisabled();

  // step 1: read-only name and e-mail; every field checked in the browser first
  await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Asha Verma");
  await expect(page.getByLabel("Full name", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveAttribute("readonly", "");
  await button(page, "Next").click();
  const father = page.getByLabel("Father's name", { exact: true });
  await expect(father).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(kycMessages.required("your father's name"))).toBeVisible();
  await expect(page.getByText(kycMessages.document)).toBeVisible();
  await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();

  await fillPersonalDetails(page);
  const permanent = page.getByLabel("Permanent address", { exact: true });
  await page.getByLabel("Same as current address", { exact: true }).check();
  await expect(permanent).toBeDisabled();
  await expect(permanent).toHaveValue("12 Mall Road, Solan, Himachal Pradesh 173212");

  // the identity document must be a PDF
  const document = page.getByLabel("Identity document (PDF)", { exact: true });
  await expect(document).toHaveAttribute("accept", "application/pdf");
  await document.setInputFiles(TEXT);
  await expect(page.getByText(m.identityDocumentPdf)).toBeVisible();
  // a renamed program passes the browser's check by name; the server refuses it by content and the toast says why
  await document.setInputFiles({
    name: "identity.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00not a document"),
  });
  await expect(toast(page, m.uploadType)).toBeVisible();
  await document.setInputFiles(PDF);
  await expect(toast(page, m.fileUploaded)).toBeVisible();
  await expect(page.getByText("Uploaded: identity.pdf.")).toBeVisible();

  await button(page, "Next").click();

  // step 2: add two members, remove one, keep the other
  await expect(stepHeading(page, "Family Member Details")).toBeVisible();
  await expect(currentStep(page)).toContainText("Family Member Details");
  await expect(steps.first()).toContainText("(completed)");
  await page.getByRole("button", { name: "Add family member" }).click();
  await page.getByRole("button", { name: "Add family member" }).click();
  const second = page.getByRole("group", { name: "Family member 2" });
  await second.getByLabel("Full name", { exact: true }).fill("To be removed");
  await page.getByRole("button", { name: "Remove family member 2" }).click();
  await expect(second).toHaveCount(0);
  const member = page.getByRole("group", { name: "Family member 1" });
  await member.getByLabel("Full name", { exact: true }).fill("Kiran Verma");
  await member.getByLabel("Relationship", { exact: true }).fill("Spouse");
  await member.getByLabel("Date of birth", { exact: true }).fill("1987-09-03");
  await member.getByLabel("Qualification", { exact: true }).selectOption({ index: 1 });
  await button(page, "Next").click();

  // step 3: a flexible plan of 3 steps
  await expect(stepHeading(page, "Payment Process")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Flexible/ })).toBeChecked();
  await expect(page.getByLabel("Number of payment steps", { exact: true })).toHaveValue("2");
  await page.getByLabel("Number of payment steps", { exact: true }).selectOption("3");
  const amounts = splitAmount(villa.price, 3);
  const plan = page.getByRole("table", { name: "Your payment plan" });
  const rows = plan.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  const expected = [
    ["Registration & Initiation", amounts[0], "Immediately"],
    ["Development", amounts[1], "Within 2 months"],
    ["Completion", amounts[2], "Within 3 months"],
  ] as const;
  for (const [i, [name, amount, due]] of expected.entries()) {
    await expect(rows.nth(i)).toContainText(name);
    await expect(rows.nth(i)).toContainText(formatRupees(amount));
    await expect(rows.nth(i)).toContainText(due);
  }
  await expect(plan.locator("tfoot")).toContainText(formatRupees(villa.price));

  await button(page, "Next").click();
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: m.uploadReceiptBeforeProceeding }),
  ).toBeVisible();
  const receipt = page.getByLabel(/Payment receipt for the first step/);
  await receipt.setInputFiles(TEXT);
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: m.uploadType })).toBeVisible();
  await receipt.setInputFiles(PNG);
  await expect(toast(page, m.fileUploaded)).toBeVisible();
  await expect(page.getByText("Uploaded: receipt.png")).toBeVisible();
  await button(page, "Next").click();

  // step 4: the first step is paid; the next two are paid in the dialog
  await expect(stepHeading(page, "Payment Summary & Invoice Download")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Total amount paid" }).locator("..")).toContainText(
    formatRupees(amounts[0]),
  );
  // the receipt awaits the club's accounts
  await expect(page.getByTestId("payment-status")).toHaveText("Under review");
  await expect(button(page, "Next")).toBeDisabled();
  const table = page.getByRole("table", { name: "Payment steps" });
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(table.locator("tbody tr").first()).toContainText("Paid");

  for (const [index, name] of [
    [1, "Development"],
    [2, "Completion"],
  ] as const) {
    await page.getByRole("button", { name: `Pay Now: ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Pay ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(formatRupees(amounts[index]));
    await dialog.getByRole("button", { name: "Submit Payment" }).click();
    // the dialog's own message (a toast shown meanwhile is an alert inside the open dialog too)
    await expect(dialog.getByRole("alert").filter({ hasText: m.uploadReceiptFirst })).toBeVisible();
    await dialog.getByLabel(/^Payment receipt/).setInputFiles(index === 1 ? PDF : PNG);
    await expect(toast(page, m.documentUploaded)).toBeVisible();
    // a toast shown over the modal is inside it, not behind it in the inert page where screen readers cannot reach it
    await expect(dialog.getByRole("status").filter({ hasText: m.documentUploaded }).last()).toBeVisible();
    await dialog.getByRole("button", { name: "Submit Payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, m.paymentUpdated).first()).toBeVisible();
    await expect(table.locator("tbody tr").nth(index)).toContainText("Paid");
    // the focus goes to the step just paid (the Pay Now that opened the dialog may be gone)
    await expect(table.locator("tbody tr").nth(index)).toBeFocused();
  }
  await expect(page.getByTestId("payment-status")).toHaveText("Under review");
  await expect(page.getByRole("heading", { name: "Total amount paid" }).locator("..")).toContainText(
    formatRupees(villa.price),
  );
  await expect(table.locator("tbody tr").nth(2)).toContainText("Awaiting verification");
  await expect(page.getByRole("link", { name: "Download invoice for Development" })).toHaveCount(0);

  // the club's accounts verify the receipts: the invoices are issued
  const planId = (await (await page.request.get(`/api/payment-details/${villa._id}`)).json()).data._id;
  await verifyReceipts(planId);
  await page.reload();
  await expect(page.getByTestId("payment-status")).toHaveText("Completed");

  // the invoice of a verified step is a PDF
  const [invoice] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download invoice for Development" }).click(),
  ]);
  const bytes = await readFile((await invoice.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByRole("link", { name: "Download receipt for Completion" })).toHaveAttribute(
    "href",
    /^\/files\//,
  );

  await button(page, "Next").click();

  // step 5: review, edit through a dialog, confirm
  await expect(stepHeading(page, "Final Review & Confirmation")).toBeVisible();
  await expect(button(page, "Submit")).toBeVisible();
  const kycTable = page.getByRole("table", { name: "Personal & KYC Details as Submitted" });
  await expect(kycTable).toContainText("Ramesh Verma");
  await expect(kycTable).toContainText("SBIN0001234");
  const familyTable = page.getByRole("table", { name: "Family Member Details as Added" });
  await expect(familyTable).toContainText("Kiran Verma");
  await expect(familyTable).toContainText("Spouse");
  await expectAccessible(page);
  await expectNoAxeViolations(page, ["landmark-unique"]);

  await page.getByRole("button", { name: "Edit Personal & KYC Details as Submitted" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Personal & KYC Details" });
  await expect(edit.getByLabel("Phone number", { exact: true })).toHaveValue("+91 98160 12345");
  await edit.getByLabel("Phone number", { exact: true }).fill("+91 98160 99999");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(kycTable).toContainText("+91 98160 99999");

  await button(page, "Submit").click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: m.acceptBothConfirmations })).toBeVisible();
  await page.getByLabel(/details above are correct/).check();
  await page.getByLabel(/membership and property access/).check();
  await button(page, "Submit").click();

  await expect(page).toHaveURL(/\/registration-submit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(toast(page, m.redirectingToDashboard)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // the application is complete: coming back leads to the dashboard
  await visit(page, "/");
  await page.goto(`/registration/${villa._id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the thank-you page leads to the homepage", async ({ page }, testInfo) => {
  // a member's page: the server knows who is thanked (without a session it asks for sign-in)
  await page.goto("/registration-submit");
  await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent("/registration-submit")}`);
  await newMember(page, testInfo, "thanks");
  await visit(page, "/registration-submit");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  await page.getByRole("button", { name: "Go to Homepage" }).click();
  await expect(toast(page, m.redirectingToHomepage)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("without a session the application asks for sign-in, with the way back", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const villa = await villaFor(page.request, testInfo, 3);
  await page.goto(`/registration/${villa._id}`);
  await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(`/registration/${villa._id}`)}`);

  // a token that is not a live session is no better
  await context.addCookies([{ name: "token", value: "not-a-session", url: baseURL! }]);
  await page.goto(`/registration/${villa._id}`);
  await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(`/registration/${villa._id}`)}`);
});

test("a session that ends while the form is open leads to sign-in", async ({ page, context }, testInfo) => {
  const villa = await villaFor(page.request, testInfo, 3);
  await newMember(page, testInfo, "expired");
  await visit(page, `/registration/${villa._id}`);
  await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();
  await context.clearCookies();
  await page.getByLabel("Identity document (PDF)", { exact: true }).setInputFiles(PDF);
  await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(`/registration/${villa._id}`)}`);
});

test("the first HTML holds the application (no loading state, no GET from the browser), and a missing villa its failure", async ({
  page,
}, testInfo) => {
  // only looked at, never saved
  const villa = await villaFor(page.request, testInfo, 3);
  await newMember(page, testInfo, "states");
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request.url());
  });
  await visit(page, `/registration/${villa._id}`);
  await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();
  await expect(page.getByLabel("Occupation", { exact: true })).toContainText("Choose your occupation");
  await expect(page.getByRole("main").getByText(m.loadingPropertyData)).toHaveCount(0);
  expect(calls, "the application's data comes with the page").toEqual([]);

  await visit(page, "/registration/00000000-0000-4000-8000-000000000000");
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: m.failedToLoadPropertyDetails }),
  ).toBeVisible();
});

test("steps 1 and 4 have no serious accessibility violation, and a started plan resumes at its summary", async ({
  page,
}, testInfo) => {
  test.slow();
  const villa = await villaFor(page.request, testInfo, 1);
  await newMember(page, testInfo, "a11y");
  await visit(page, `/registration/${villa._id}`);
  await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();
  await expect(page.getByLabel("Qualification", { exact: true })).toContainText("Choose your qualification");
  await expectAccessible(page);
  // the field messages too
  await button(page, "Next").click();
  await expect(page.getByLabel("Father's name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Father's name", { exact: true })).toHaveAttribute(
    "aria-describedby",
    /father_name-error/,
  );
  await expectAccessible(page);

  await applyThroughApi(page.request, villa, 2);
  await visit(page, `/registration/${villa._id}`);
  // kyc and family done and a plan made (step 3 done), payments still due: it resumes at step 4, the summary
  await expect(stepHeading(page, "Payment Summary & Invoice Download")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay Now: Completion" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Pay Now: Completion" }).click();
  await expect(page.getByRole("dialog", { name: "Pay Completion" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  // Back goes down one step, to the plan already made
  await button(page, "Back").click();
  await expect(stepHeading(page, "Payment Process")).toBeVisible();
  await expect(page.getByText(/Your payment plan is set up and its first payment is recorded/)).toBeVisible();
});

test("step 1 fits a 360 px screen @phone", async ({ page }, testInfo) => {
  // only looked at, never saved: any villa will do
  const villa = await villaFor(page.request, testInfo, 2);
  await newMember(page, testInfo, `mobile-${testInfo.project.name}`);
  await visit(page, `/registration/${villa._id}`);
  await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();
  await expect(page.getByLabel("IFSC code", { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary").getByRole("heading", { name: villa.name })).toBeVisible();
  await expectNoSidewaysScroll(page, "the application");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  // the page's script never runs: each step is a plain HTML form posted to the page's action
  test.use({ javaScriptEnabled: false });

  test("a member goes through all five steps with the identity document and the receipts in the forms", async ({
    page,
  }, testInfo) => {
    test.slow();
    const villa = await villaFor(page.request, testInfo, 8);
    await newMember(page, testInfo, "nojs");
    await page.goto(`/registration/${villa._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Make ${villa.name} yours`);
    await expect(stepHeading(page, "Personal & KYC Details")).toBeVisible();

    // the server checks the fields and shows its messages beside them, keeping what was typed
    await page.getByLabel("Phone number", { exact: true }).fill("+91 98160 12345");
    await button(page, "Next").click();
    await expect(page.getByLabel("Father's name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(kycMessages.required("your father's name"))).toBeVisible();
    await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue("+91 98160 12345");

    await fillPersonalDetails(page);
    await page.getByLabel("Permanent address", { exact: true }).fill("12 Mall Road, Solan, Himachal Pradesh 173212");
    await page.getByLabel("Identity document (PDF)", { exact: true }).setInputFiles(PDF);
    await button(page, "Next").click();

    // step 2: Add asks the server for a row
    await expect(stepHeading(page, "Family Member Details")).toBeVisible();
    await expect(currentStep(page)).toContainText("Family Member Details");
    await page.getByRole("button", { name: "Add family member" }).click();
    const member = page.getByRole("group", { name: "Family member 1" });
    await member.getByLabel("Full name", { exact: true }).fill("Kiran Verma");
    await member.getByLabel("Relationship", { exact: true }).fill("Spouse");
    await member.getByLabel("Date of birth", { exact: true }).fill("1987-09-03");
    await member.getByLabel("Qualification", { exact: true }).selectOption({ index: 1 });
    await button(page, "Next").click();

    // step 3: the receipt goes with the form; without it the red box
    await expect(stepHeading(page, "Payment Process")).toBeVisible();
    await button(page, "Next").click();
    await expect(
      page.getByRole("main").getByRole("alert").filter({ hasText: m.uploadReceiptBeforeProceeding }),
    ).toBeVisible();
    await page.getByLabel(/Payment receipt for the first step/).setInputFiles(PNG);
    await button(page, "Next").click();

    // step 4: the first of two steps is paid
    await expect(stepHeading(page, "Payment Summary & Invoice Download")).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveText("Under review");
    await expect(page.getByRole("table", { name: "Payment steps" }).locator("tbody tr").first()).toContainText("Paid");
    await expect(page.getByRole("button", { name: "Pay Now: Completion" })).toBeVisible();

    // Back asks the server for the step before; Next leads on to the summary again
    await button(page, "Back").click();
    await expect(stepHeading(page, "Payment Process")).toBeVisible();
    await expect(page.getByText(/Your payment plan is set up and its first payment is recorded/)).toBeVisible();
    await button(page, "Next").click();

    // Pay Now shows the step's payment form in the page; its receipt goes with the form
    await page.getByRole("button", { name: "Pay Now: Completion" }).click();
    const pay = page.getByRole("region", { name: "Pay Completion" });
    await pay.getByRole("button", { name: "Submit Payment" }).click();
    await expect(page.getByRole("main").getByRole("alert").filter({ hasText: m.uploadReceiptFirst })).toBeVisible();
    await page.getByLabel(/^Payment receipt/).setInputFiles(PDF);
    await page.getByRole("button", { name: "Submit Payment" }).click();
    await expect(page.getByTestId("payment-status")).toHaveText("Under review");
    await button(page, "Next").click();

    // step 5: both confirmations, then the thank-you page names the villa
    await expect(stepHeading(page, "Final Review & Confirmation")).toBeVisible();
    await expect(page.getByRole("table", { name: "Family Member Details as Added" })).toContainText("Kiran Verma");
    // Edit opens the step's own form, prefilled
    await page.getByRole("button", { name: "Edit Family Member Details as Added" }).click();
    await expect(stepHeading(page, "Family Member Details")).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Family member 1" }).getByLabel("Full name", { exact: true }),
    ).toHaveValue("Kiran Verma");
    await page.goBack();
    await page.getByLabel(/details above are correct/).check();
    await button(page, "Submit").click();
    await expect(
      page.getByRole("main").getByRole("alert").filter({ hasText: m.acceptBothConfirmations }),
    ).toBeVisible();
    await page.getByLabel(/details above are correct/).check();
    await page.getByLabel(/membership and property access/).check();
    await button(page, "Submit").click();
    await expect(page).toHaveURL(/\/registration-submit$/);
    await expect(page.getByText(`Your villa: ${villa.name}`)).toBeVisible();
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  });
});

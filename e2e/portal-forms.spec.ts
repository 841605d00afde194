import { addDays, format, nextTuesday } from "date-fns";
import { expect, type Page } from "@playwright/test";
import { formatRupees } from "../common/money";
import { pdfText } from "../server/test/pdf-text";
import { applyAndPay, files } from "./portal-support";
import { codeInMail, expectAccessible, readOutboxMail, test, visit } from "./support";

/*
 * The membership form and conveyance tabs of the member portal. Each test makes
 * one member (sign-up and sign-in): four members in all, across both projects.
 */

const main = (page: Page) => page.getByRole("main");
const stepHeading = (page: Page, name: string) => main(page).getByRole("heading", { level: 2, name, exact: true });
const currentStep = (page: Page, nav: string) =>
  page.getByRole("navigation", { name: nav }).locator("[aria-current=step]");
const next = (page: Page) => main(page).getByRole("button", { name: "Next", exact: true }).click();

async function fillNominee(page: Page, prefix = "") {
  await page.getByLabel("Nominee's full name").fill(`${prefix}Kiran Joshi`);
  await page.getByLabel("Nominee's phone number").fill("9811122334");
  await page.getByLabel("Relationship to you").fill("Spouse");
  await page.getByLabel("Nominee's date of birth").fill("1988-03-09");
  await page.getByLabel("Nominee's e-mail").fill("kiran.joshi@example.org");
  await page.getByLabel("Nominee's ID type").selectOption("Passport");
  await page
    .getByLabel("Nominee's ID document")
    .setInputFiles({ ...(await files.pdf("Passport")), name: "nominee-passport.pdf" });
  await expect(main(page).getByText("Uploaded: nominee-passport.pdf")).toBeVisible();
}

test("a half-paid member fills the four membership form steps, comes back to the draft and submits once", async ({
  page,
}) => {
  test.slow();
  await applyAndPay(page, { steps: 2, paid: 1, name: "Nirmala Joshi" });
  await visit(page, "/dashboard?tab=membership");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Membership Form");
  await expect(currentStep(page, "Membership form progress")).toContainText("Personal");
  await expect(stepHeading(page, "Personal")).toBeVisible();
  await expectAccessible(page);

  // step 1 is prefilled from the application; "same as current" copies the address and disables the field
  await expect(page.getByLabel("Full name")).toHaveValue("Nirmala Joshi");
  await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue("9876543210");
  await expect(page.getByLabel("Qualification")).not.toHaveValue("");
  await expect(main(page).getByText("Uploaded: document.pdf")).toBeVisible();
  const same = page.getByLabel("Permanent address is the same as current address");
  const permanent = page.getByLabel("Permanent address", { exact: true });
  await expect(same).toBeChecked();
  await expect(permanent).toBeDisabled();
  await same.uncheck();
  await expect(permanent).toBeEnabled();
  // an error on the permanent address goes away once "same as current" is ticked
  await permanent.fill("");
  await next(page);
  const permanentError = main(page).getByText("Please enter your permanent address.", { exact: true });
  await expect(permanentError).toBeVisible();
  await same.check();
  await expect(permanentError).toHaveCount(0);
  await same.uncheck();
  await permanent.fill("7 Temple Street, Shimla");
  await same.check();
  await page.getByLabel("Current address", { exact: true }).fill("22 Ridge Road, Solan");
  await expect(permanent).toHaveValue("22 Ridge Road, Solan");
  await expect(permanent).toBeDisabled();
  await next(page);

  // step 2: the nominee; an empty step is refused field by field
  await expect(stepHeading(page, "Nominee Details")).toBeVisible();
  await expect(currentStep(page, "Membership form progress")).toContainText("Nominee Details");
  await next(page);
  await expect(main(page).getByText("Please enter the nominee's full name.")).toBeVisible();
  await expect(page.getByLabel("Nominee's full name")).toBeFocused();
  // a renamed program is refused by the server, and the toast says why
  await page.getByLabel("Nominee's ID document").setInputFiles({
    name: "passport.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00not a document"),
  });
  await expect(
    page.locator("[data-rht-toaster]").getByText("Please upload a JPG, PNG, or PDF file", { exact: true }),
  ).toBeVisible();
  await fillNominee(page);
  // a date of birth in the future says so
  const nomineeDob = page.getByLabel("Nominee's date of birth");
  await nomineeDob.fill(format(addDays(new Date(), 3), "yyyy-MM-dd"));
  await next(page);
  await expect(
    main(page).getByText("The nominee's date of birth cannot be in the future.", { exact: true }),
  ).toBeVisible();
  await nomineeDob.fill("1988-03-09");
  await next(page);

  // step 3: the signature image
  await expect(stepHeading(page, "E-Signature")).toBeVisible();
  await page.getByLabel("Your signature").setInputFiles(await files.png("signature.png"));
  await expect(page.getByAltText("Your uploaded signature")).toBeVisible();
  await next(page);

  // step 4: the review; the draft is kept when the member comes back later
  await expect(stepHeading(page, "Submit")).toBeVisible();
  await expectAccessible(page);
  await visit(page, "/dashboard?tab=membership");
  await expect(stepHeading(page, "Submit")).toBeVisible();
  const review = main(page);
  await expect(review.getByText("22 Ridge Road, Solan (same as current address)")).toBeVisible();
  await expect(review.getByText("Kiran Joshi", { exact: true })).toBeVisible();
  await expect(review.getByText("9 March 1988")).toBeVisible();
  await expect(page.getByAltText("Your signature")).toBeVisible();
  await main(page).getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page, "E-Signature")).toBeVisible();
  await next(page);

  await main(page).getByRole("button", { name: "Submit", exact: true }).click();
  const done = page.getByRole("region", { name: "Membership form submitted" });
  await expect(done).toBeVisible();
  await expect(done.getByText("Your membership form has been submitted.", { exact: false })).toBeVisible();
  const pdfLink = done.getByRole("link", { name: "Download membership form (PDF)" });
  await expect(pdfLink).toHaveAttribute("href", /^\/files\/[0-9a-f-]{36}$/);
  await expectAccessible(page);

  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await pdf.body());
  expect(text).toContain("Nirmala Joshi");
  expect(text).toContain("Kiran Joshi");

  // the submitted state stays, and the form cannot be sent again
  await visit(page, "/dashboard?tab=membership");
  await expect(page.getByRole("region", { name: "Membership form submitted" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Submit", exact: true })).toHaveCount(0);
  expect((await page.request.post("/api/membership-form/submit")).status()).toBe(409);
});

test("below half paid the form is locked; the conveyance is verified by an e-mailed OTP and booked on a Tuesday", async ({
  page,
}) => {
  test.slow();
  const member = await applyAndPay(page, { steps: 3, paid: 1, name: "Omkar Das" });
  await visit(page, "/dashboard?tab=membership");
  await expect(main(page).getByText("The membership form opens once 50% of your payment is made.")).toBeVisible();
  await expect(main(page).getByText("You have paid 33% so far.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(main(page).getByRole("link", { name: "Continue Payment" })).toHaveAttribute(
    "href",
    `/registration/${member.villa._id}`,
  );
  await expectAccessible(page);

  // the tab's data comes from the dashboard's loader, not from a GET of the API by the browser
  const conveyanceReads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/conveyance"))
      conveyanceReads.push(request.url());
  });
  await page
    .getByRole("navigation", { name: "Portal sections" })
    .getByRole("button", { name: "Conveyance", exact: true })
    .click();
  await expect(page).toHaveURL(/\?tab=conveyance$/);
  await expect(stepHeading(page, "Verification")).toBeVisible();
  await expect(currentStep(page, "Conveyance progress")).toContainText("Verification");
  await expectAccessible(page);

  // no step without the OTP
  await next(page);
  await expect(main(page).getByRole("alert")).toContainText("Please verify your e-mail with the OTP first");

  await main(page).getByRole("button", { name: "Send OTP" }).click();
  const firstBox = page.getByLabel("Digit 1 of 4");
  await expect(firstBox).toBeFocused();
  await expect.poll(() => readOutboxMail(member.email)).toContain("conveyance code");
  const mail = await readOutboxMail(member.email);
  const code = codeInMail(mail);
  await expect(page.getByLabel("Digit 4 of 4")).toBeVisible();
  await expectAccessible(page);

  // a wrong code is refused; the right one verifies
  await page.keyboard.type(code === "0000" ? "1111" : "0000");
  await main(page).getByRole("button", { name: "Verify OTP" }).click();
  await expect(main(page).getByRole("alert").filter({ hasText: "Invalid OTP" })).toBeVisible();
  await firstBox.click();
  await page.keyboard.type(code);
  await expect(page.getByLabel("Digit 4 of 4")).toHaveValue(code[3]);
  await main(page).getByRole("button", { name: "Verify OTP" }).click();
  await expect(main(page).getByText("Your e-mail is verified.", { exact: false })).toBeVisible();
  await next(page);

  await expect(stepHeading(page, "Nominee Details")).toBeVisible();
  await fillNominee(page);
  await next(page);

  // the villa's details come from the member's plan and cannot be changed
  await expect(stepHeading(page, "Villa Details")).toBeVisible();
  await expect(page.getByLabel("Villa number")).toHaveValue(member.villa.villaNumber ?? "-");
  await expect(page.getByLabel("Villa number")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Contribution amount")).toHaveValue(formatRupees(member.villa.price));
  await next(page);

  await expect(stepHeading(page, "Document")).toBeVisible();
  await next(page);
  await expect(main(page).getByText("Please upload the document (PDF, JPG or PNG).")).toBeVisible();
  await page
    .getByLabel("Conveyance document")
    .setInputFiles({ ...(await files.pdf("Request letter")), name: "request-letter.pdf" });
  await expect(main(page).getByText("Uploaded: request-letter.pdf")).toBeVisible();
  await next(page);

  // Legal Process: Tuesdays only
  await expect(stepHeading(page, "Legal Process")).toBeVisible();
  const tuesday = nextTuesday(addDays(new Date(), 1));
  const date = page.getByLabel("Appointment date");
  await date.fill(format(addDays(tuesday, 1), "yyyy-MM-dd"));
  await expect(main(page).getByText("Appointments are on Tuesdays only. Please choose a Tuesday.")).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await main(page).getByRole("button", { name: "Submit", exact: true }).click();
  await expect(stepHeading(page, "Legal Process")).toBeVisible();
  await date.fill(format(tuesday, "yyyy-MM-dd"));
  await expect(main(page).getByText("Appointments are on Tuesdays only. Please choose a Tuesday.")).toHaveCount(0);
  await expectAccessible(page);
  await main(page).getByRole("button", { name: "Submit", exact: true }).click();

  const status = page.getByRole("region", { name: "Your conveyance request" });
  await expect(status).toBeVisible();
  await expect(status.getByText("Status: Submitted")).toBeVisible();
  await expect(status.getByText(format(tuesday, "EEEE, d MMMM yyyy"))).toBeVisible();
  await expect(status.getByText("Kiran Joshi (Spouse)")).toBeVisible();

  // on a fresh load the request and its status are shown, and no second request can be started
  await visit(page, "/dashboard?tab=conveyance");
  await expect(
    page.getByRole("region", { name: "Your conveyance request" }).getByText("Status: Submitted"),
  ).toBeVisible();
  await expect(stepHeading(page, "Verification")).toHaveCount(0);
  await expectAccessible(page);
  expect(conveyanceReads).toEqual([]);
});

test("@phone the membership form and the conveyance steps fit a 360 px screen", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await applyAndPay(page, { steps: 2, paid: 1, name: "Priya Nair" });
  const noSideScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await visit(page, "/dashboard?tab=membership");
  await expect(stepHeading(page, "Personal")).toBeVisible();
  await noSideScroll();
  await page.getByLabel("Current address", { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByLabel("Current address", { exact: true })).toBeInViewport();
  await expect(main(page).getByRole("button", { name: "Next", exact: true })).toBeVisible();
  await expectAccessible(page);

  await visit(page, "/dashboard?tab=conveyance");
  await expect(stepHeading(page, "Verification")).toBeVisible();
  await noSideScroll();
  await main(page).getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByLabel("Digit 1 of 4")).toBeInViewport();
  await expect(page.getByLabel("Digit 4 of 4")).toBeInViewport();
  await noSideScroll();
  await expectAccessible(page);
});

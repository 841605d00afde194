import { expect, type Page } from "@playwright/test";
import { newsletterMessages } from "../common/newsletter";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, readOutboxMail, test, visit, waitForHydration } from "./support";

/*
 * The newsletter's double opt-in: a visitor subscribes in the footer, opens the confirmation link
 * from the mail and sees it confirmed; the front office's subscribers list shows the address confirmed; the visitor
 * then unsubscribes with the mail's link (one button), and the list shows it unsubscribed.
 */

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 500;
/** The mail's body as written (quoted-printable undone: soft line breaks and =3D). */
const decoded = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

async function expectState(staff: Page, email: string, state: string) {
  await staff.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  const list = phone(staff)
    ? staff.getByRole("list", { name: "Newsletter subscribers, newest first" }).getByRole("listitem")
    : staff
        .getByRole("table", { name: "Newsletter subscribers, newest first" })
        .getByRole("row")
        .filter({ hasText: email });
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(email);
  await expect(list.first()).toContainText(state);
}

test("a visitor subscribes, confirms from the mail, the office sees it, and the mail's link unsubscribes", async ({
  page,
  browser,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const email = `optin-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.in`;
  await visit(page, "/");
  const box = page.getByRole("form", { name: "Newsletter" });
  await box.getByLabel("Your e-mail address").fill(email);
  await box.getByRole("button", { name: "Submit" }).click();
  await expect(box.getByRole("status")).toHaveText(newsletterMessages.confirmationSent);

  const staff = await officePage(page, browser, "front-office");
  await expectState(staff, email, "Awaiting confirmation");

  const mail = decoded(await readOutboxMail(email));
  const confirm = /\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail)![0];
  const unsubscribe = /\/newsletter\/unsubscribe\/[A-Za-z0-9-]+/.exec(mail)![0];
  expect(mail).toMatch(/List-Unsubscribe:\s*<http[^>]+\/api\/newsletter\/unsubscribe\//);

  await visit(page, confirm);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: newsletterMessages.confirmed })).toBeVisible();
  await expectAccessible(page);
  if (phone(page)) await expectNoSidewaysScroll(page, "confirmed");

  await expectState(staff, email, "Confirmed");
  await expectAccessible(staff);
  if (phone(staff)) await expectNoSidewaysScroll(staff, "subscribers");

  await visit(page, unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
  await expect(page.getByText(newsletterMessages.unsubscribeQuestion)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: newsletterMessages.unsubscribed })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  await expectState(staff, email, "Unsubscribed");
  await staff.context().close();
});

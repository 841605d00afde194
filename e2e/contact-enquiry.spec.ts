import { expect } from "@playwright/test";
import { enquiryMessages as m } from "../common/enquiries";
import { officePage } from "./office-support";
import {
  expectAccessible,
  expectNoSidewaysScroll,
  ownAddress,
  readOutboxMail,
  test,
  visit,
  waitForHydration,
} from "./support";

/*
 * Visitors' questions: a visitor sends a question from /contact; the front office finds it in the
 * inbox at /admin/enquiries, opens it, replies, and the reply reaches the visitor by e-mail. axe on /contact, the
 * legal pages and the inbox's two pages.
 */

test("a visitor's question is answered from the office's inbox, by e-mail", async ({ page, browser }) => {
  // the form is limited per address: this journey speaks from one of its own
  await page.setExtraHTTPHeaders(ownAddress());
  const stamp = Date.now() % 1_000_000;
  const name = `Meenal Joshi ${stamp}`;
  const email = `meenal.${stamp}@example.in`;
  const question = `Is the Rishikesh estate quiet enough for a silent retreat in March? (${stamp})`;
  const answer = `Yes: March is calm in Tapovan, and our meditation hall keeps silence hours every morning. (${stamp})`;

  await visit(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /drawn map/ })).toBeVisible();
  await expectNoSidewaysScroll(page, "/contact");
  await expectAccessible(page);

  // a message too short is refused beside its field
  const form = page.getByRole("form", { name: "Send us a question" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByLabel("What is your question about?").selectOption("stay");
  await form.getByLabel("Your message").fill("Hi");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(m.messageTooShort)).toBeVisible();
  await expect(form.getByLabel("Your message")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Your message").fill(question);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Thank you, ${name}` })).toBeVisible();
  await expect.poll(async () => readOutboxMail(email)).toContain("We have received your message");

  // the front office: the inbox lists it, its page shows the thread and takes the reply
  const office = await officePage(page, browser, "front-office");
  await office.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  await waitForHydration(office);
  await expect(office.getByRole("heading", { level: 1, name: "Visitors’ questions" })).toBeVisible();
  await expectNoSidewaysScroll(office, "/admin/enquiries");
  await expectAccessible(office);
  await office
    .getByRole("link", { name: `Open the question of ${name}` })
    .locator("visible=true")
    .click();
  await expect(office.getByRole("heading", { level: 1, name: `Question from ${name}` })).toBeVisible();
  await expect(office.getByText(question)).toBeVisible();
  await waitForHydration(office);
  await expectAccessible(office);
  await office.getByRole("textbox", { name: "Your reply" }).fill(answer);
  await office.getByRole("button", { name: "Send reply" }).click();
  await expect(office.getByRole("status").filter({ hasText: m.replied })).toBeVisible();
  await expect(office.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
  await expect(office.getByText("Answered").first()).toBeVisible();

  // the reply reaches the visitor
  await expect
    .poll(async () => readOutboxMail(email), { timeout: 10_000 })
    .toContain("An answer to your message to the club");
  await expect.poll(() => readOutboxMail(email)).toContain(`${stamp})`);

  await office.getByRole("button", { name: "Close" }).click();
  await expect(office.getByRole("status").filter({ hasText: m.closed })).toBeVisible();
  await office.context().close();
});

test("the legal pages are linked from the footer and pass axe", async ({ page }) => {
  for (const [label, heading] of [
    ["Privacy Policy", "Privacy Policy"],
    ["Terms of Use", "Terms of Use"],
    ["Refund Policy", "Cancellation and Refund Policy"],
  ]) {
    await visit(page, "/contact");
    await page.getByRole("contentinfo").getByRole("link", { name: label }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
    await expectNoSidewaysScroll(page, heading);
    await expectAccessible(page);
  }
  await expect(page.getByText("until the day before your check-in day")).toBeVisible();
});

test("a villa's page asks about the villa: the form comes with it filled in", async ({ page, request }) => {
  const [villa] = (await (await request.get("/api/property/getProperties?slug=bamboo-homes")).json()).data as {
    _id: string;
    name: string;
  }[];
  for (const path of [`/property-details/${villa._id}`, `/property-detail/${villa._id}`]) {
    await visit(page, path);
    await page.getByRole("link", { name: "Ask about this villa" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?villa=${villa._id}$`));
    await expect(page.getByLabel("Villa", { exact: true })).toHaveValue(villa._id);
  }
});

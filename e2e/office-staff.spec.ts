import { expect } from "@playwright/test";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD } from "../common/office";
import { staffMessages } from "../common/office-staff";
import { officeApi, officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, readOutboxMail, test, visit, waitForHydration } from "./support";

/*
 * The club office's staff: the demo administrator signs in and lands on /admin, invites a staff
 * member, and the invitee opens the e-mailed link, sets a password and lands on /admin with their role's sections.
 */

const admin = DEMO_OFFICE_ACCOUNTS.find((account) => account.role === "admin")!;

test("the demo admin invites a front-office member, who sets a password from the e-mailed link and lands on /admin", async ({
  page,
}) => {
  // an address of this journey's own: sign-ins are limited per address
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
  await visit(page, "/sign-in");
  await page.getByLabel("E-mail address", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OFFICE_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: `Namaste, ${admin.name}` })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin");
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff and roles" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/staff");
  await expectAccessible(page);

  const email = `front-${Date.now()}-${test.info().project.name}@example.in`;
  // a name of each project's own: both journeys share the server's data
  const name = test.info().project.name === "desktop" ? "Devika Menon" : "Ishaan Kapoor";
  const invite = page.getByRole("form", { name: "Invite a staff member" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText(staffMessages.nameRequired)).toBeVisible();
  await invite.getByLabel("Full name").fill(name);
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Role").selectOption({ label: "Front office" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.locator("[data-rht-toaster]").getByText(staffMessages.invited, { exact: true })).toBeVisible();
  const row = page.getByRole("listitem", { name });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Front office · Invited");

  // the invitee, in a browser without the admin's session, opens the link of the e-mail (quoted-printable undone)
  const mail = (await readOutboxMail(email)).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /\/staff-invite\/[A-Za-z0-9_-]+/.exec(mail)![0];
  await page.context().clearCookies();
  await visit(page, link);
  await expect(
    page.getByText(`Namaste ${name}, you are invited to the club office as Front office.`, { exact: false }),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("front-desk-2026");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: `Namaste, ${name}` })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Office sections" });
  await expect(sections.getByRole("link", { name: "Members" })).toBeVisible();
  await expect(sections.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expectNoSidewaysScroll(page, "/admin as front office");
});

test("disabling a staff account asks first, naming what will happen: Keep changes nothing, Confirm disables", async ({
  page,
  browser,
}) => {
  const api = await officeApi("admin");
  const name = `Tarun Bedi ${Date.now().toString(36)}`;
  const email = `leaver-${Date.now()}@example.in`;
  const invited = await api.post("/api/admin/staff/invite", { data: { name, email, role: "content" } });
  expect(invited.status(), await invited.text()).toBe(201);
  await api.dispose();

  const staff = await officePage(page, browser, "admin");
  await visit(staff, `/admin/staff?q=${encodeURIComponent(email)}`);
  await waitForHydration(staff);
  const row = staff.getByRole("listitem", { name });
  await row.getByRole("button", { name: `Disable ${name}` }).click();
  const ask = row.getByRole("group", { name: `Disable ${name}'s office account?` });
  await expect(ask).toContainText("can no longer sign in to the club office");
  await expect(ask).toBeFocused();
  await expectAccessible(staff);
  await ask.getByRole("button", { name: "Keep the account active" }).click();
  await expect(ask).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Disable ${name}` })).toBeFocused();
  await expect(row).toContainText("Content · Invited");

  await row.getByRole("button", { name: `Disable ${name}` }).click();
  await ask.getByRole("button", { name: `Confirm disabling ${name}` }).click();
  await expect(staff.locator("[data-rht-toaster]").getByText(staffMessages.disabled, { exact: true })).toBeVisible();
  await expect(row).toContainText("Content · Disabled");
  await expect(row.getByRole("button", { name: `Enable ${name}` })).toBeVisible();
  await staff.context().close();
});

import { expect, type Page } from "@playwright/test";
import { REMEMBER_ME_DAYS } from "../common/auth-limits";
import { authMessages as m } from "../common/auth-messages";
import { TOAST_COLORS } from "../common/toast";
import {
  codeInMail,
  expectAccessible,
  readOutboxMail,
  signUpAndSignIn,
  test,
  visit,
  waitForHydration,
} from "./support";

/*
 * Accounts: sign-in, sign-up and password reset. The server limits sign-in, OTP and
 * reset requests per address (10 per 15 minutes each from 127.0.0.1), so this file stays below that:
 * 9 sign-ins, 6 OTP requests (one of them refused as too soon), 1 reset request. The journey without
 * JavaScript speaks from an address of its own (X-Forwarded-For).
 */

const PASSWORD = "lotus-pond-42";
let serial = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.in`;

/** The toast area's message with this text. */
const toastWith = (page: Page, text: string) => page.locator("[data-rht-toaster]").getByText(text, { exact: true });

/** The toast shows at top-centre of the window, in the colours of its kind. */
async function expectToastAtTopCentre(page: Page, text: string, colors: { background: string; color: string }) {
  const message = toastWith(page, text);
  await expect(message).toBeVisible();
  const bar = message.locator("xpath=..");
  // once it has slid in, it sits 16 px below the top, centred
  await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(16);
  const box = (await bar.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  expect(box.y).toBeLessThan(120);
  expect(box.width).toBeLessThanOrEqual(350);
  const style = await bar.evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    color: getComputedStyle(el).color,
  }));
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
  expect(style).toEqual({ background: rgb(colors.background), color: rgb(colors.color) });
}

/** The newest mail to `to` whose subject holds `subject` (the outbox of the e2e server). */
async function mailWithSubject(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 30; i++) {
    const mail = await readOutboxMail(to);
    if (mail.includes(subject)) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

const digitBox = (page: Page, n: number) =>
  page.getByRole("group", { name: "Verification code" }).getByRole("textbox", { name: `Digit ${n} of 4` });
const digitValues = (page: Page) =>
  page
    .getByRole("group", { name: "Verification code" })
    .getByRole("textbox")
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

async function fillSignUpDetails(
  page: Page,
  { name, email, password = PASSWORD }: { name: string; email: string; password?: string },
) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

async function signIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel(/^Remember me/).setChecked(remember);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The page's address is this path (with its query), on this site. */
const expectPath = (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.hostname === "127.0.0.1" && `${url.pathname}${url.search}` === path);

const tokenCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "token");

test("sign-up with the e-mailed OTP typed into four boxes, then sign-in with remember-me keeps the session 7 days", async ({
  page,
}) => {
  test.slow(); // a whole journey: sign-up, the code, sign-in, the menu and sign-out
  const email = newEmail("journey");
  await visit(page, "/sign-up");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your club account");
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/sign-in");

  // step 1 needs every field
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expectToastAtTopCentre(page, m.fillAllFields, TOAST_COLORS.error);
  await expect(toastWith(page, m.fillAllFields)).toHaveAttribute("role", "alert");

  await fillSignUpDetails(page, { name: "Asha Verma", email });
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expectToastAtTopCentre(page, m.otpSent, TOAST_COLORS.success);
  await expect(page.getByRole("group", { name: "Verification code" })).toBeVisible();
  await expect(page.getByText(`We sent a 4-digit code to ${email}.`, { exact: false })).toBeVisible();
  await expect(digitBox(page, 1)).toBeFocused();
  await expect(digitBox(page, 1)).toHaveAttribute("autocomplete", "one-time-code");
  await expect(digitBox(page, 2)).toHaveAttribute("inputmode", "numeric");
  // the first error's toast gone (leaving, it fades through colours axe would measure)
  await expect(toastWith(page, m.fillAllFields)).toBeHidden();
  await expectAccessible(page);

  // a new code at most once a minute: the server's own message
  await page.getByRole("button", { name: "Resend code" }).click();
  await expect(toastWith(page, m.codeResendWait)).toBeVisible();

  // Sign Up without the code
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toastWith(page, m.enterOtp)).toBeVisible();

  const otp = codeInMail(await readOutboxMail(email));
  expect(otp).toMatch(/^\d{4}$/);
  // typing moves on box by box; Backspace on an empty box moves back
  await digitBox(page, 1).focus();
  await page.keyboard.type(otp);
  expect(await digitValues(page)).toEqual(otp.split(""));
  await expect(digitBox(page, 4)).toBeFocused();
  await page.keyboard.press("Backspace");
  expect(await digitValues(page)).toEqual([...otp.slice(0, 3).split(""), ""]);
  await page.keyboard.press("Backspace");
  await expect(digitBox(page, 3)).toBeFocused();
  await page.keyboard.type(otp.slice(2));
  expect(await digitValues(page)).toEqual(otp.split(""));

  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toastWith(page, m.registered)).toBeVisible();
  await expectPath(page, "/sign-in");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);

  // sign-in with remember-me: the token cookie lives 7 days
  await signIn(page, email, PASSWORD, { remember: true });
  await expect(toastWith(page, m.loginSuccessful)).toBeVisible();
  await expectPath(page, "/property-list");
  const cookie = (await tokenCookie(page))!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  const sevenDays = Date.now() / 1000 + REMEMBER_ME_DAYS * 86_400;
  expect(Math.abs(cookie.expires - sevenDays)).toBeLessThan(120);

  // the side menu offers the dashboard and signing out
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expectPath(page, "/");
  await expect.poll(() => tokenCookie(page)).toBeUndefined();
  // the home page after signing out is a new document: its Menu button opens once React has hydrated it
  await waitForHydration(page);
  expect(
    (
      await page.request.get("/api/auth/user-details", { headers: { authorization: `Bearer ${cookie.value}` } })
    ).status(),
  ).toBe(401);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/sign-in");
  await expect(menu.getByRole("button", { name: "Sign out" })).toHaveCount(0);
});

test("pasting the OTP fills all four boxes; without remember-me the cookie lasts the browser session; redirects stay on this site", async ({
  page,
}) => {
  const email = newEmail("paste");
  await visit(page, "/sign-up");
  await fillSignUpDetails(page, { name: "Ravi Nair", email });
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(digitBox(page, 1)).toBeFocused();
  const otp = codeInMail(await readOutboxMail(email));

  // a wrong code: the toast, and a lasting error the boxes point to (WCAG 3.3.1)
  await page.keyboard.type(otp === "0000" ? "1111" : "0000");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toastWith(page, m.otpInvalid)).toBeVisible();
  for (const n of [1, 2, 3, 4]) {
    await expect(digitBox(page, n)).toHaveAttribute("aria-invalid", "true");
    await expect(digitBox(page, n)).toHaveAccessibleDescription(m.otpInvalid);
  }
  await expect(digitBox(page, 1)).toBeFocused();

  await digitBox(page, 1).evaluate((el, code) => {
    const data = new DataTransfer();
    data.setData("text/plain", ` ${code} `);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, otp);
  expect(await digitValues(page)).toEqual(otp.split(""));
  await expect(digitBox(page, 4)).toBeFocused();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expectPath(page, "/sign-in");

  // the redirect parameter is honoured; a failing property call falls back to it; a session cookie
  await page.route("**/api/property/getPropertyDetailsByUserId", (route) => route.abort());
  await visit(page, "/sign-in?redirect=/membership");
  await signIn(page, email, PASSWORD);
  await expectPath(page, "/membership");
  const cookie = (await tokenCookie(page))!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", expires: -1 });
  await page.unroute("**/api/property/getPropertyDetailsByUserId");

  // signed in already: the page offers to carry on
  await visit(page, "/sign-in?redirect=/why-trust-us");
  await expect(page.getByText("You are already signed in.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/why-trust-us");
  await page.request.post("/api/auth/logout");

  // a foreign redirect is ignored (default /property-list), and sign-in replaces its history entry
  await visit(page, "/membership");
  await visit(page, "/sign-in?redirect=//evil.example");
  await signIn(page, email, PASSWORD);
  await expectPath(page, "/property-list");
  await page.goBack();
  await expectPath(page, "/membership");
  await page.request.post("/api/auth/logout");

  // with a property, sign-in opens its application
  await page.route("**/api/property/getPropertyDetailsByUserId", (route) =>
    route.fulfill({
      json: { status: 200, message: "Your properties", data: [{ _id: "villa-ganga-7" }, { _id: "villa-shiva-2" }] },
    }),
  );
  await visit(page, "/sign-in?redirect=/membership");
  await signIn(page, email, PASSWORD);
  await expectPath(page, "/registration/villa-ganga-7");
});

test("sign-in failures show the server's message, or the spec's words when the network fails", async ({ page }) => {
  const email = newEmail("wrong");
  await signUpAndSignIn(page, { email, remember: false });
  await page.request.post("/api/auth/logout");

  await visit(page, "/sign-in");
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
  await signIn(page, email, "not-the-password");
  await expectToastAtTopCentre(page, m.invalidCredentials, TOAST_COLORS.error);
  await expectPath(page, "/sign-in");

  // the message also stays next to the form, rendered with the page
  await expect(page.getByRole("alert").filter({ hasText: m.invalidCredentials }).first()).toBeVisible();

  // the form posts to the page's action (sign-in.data from the script): the post fails, the page's own data after
  // it still loads (blocking that too would end on the error page, whatever the toast said)
  await page.route("**/sign-in.data*", (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(toastWith(page, m.somethingWentWrong)).toBeVisible();
  await page.unroute("**/sign-in.data*");

  // an e-mail that already has an account cannot sign up again
  await visit(page, "/sign-up");
  await fillSignUpDetails(page, { name: "Someone Else", email });
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(toastWith(page, m.emailTaken)).toBeVisible();
  await expect(page.getByRole("group", { name: "Verification code" })).toHaveCount(0);
});

test("forgot password: the e-mailed code sets a new password, ends the old session, and the new password signs in", async ({
  page,
}) => {
  const email = newEmail("reset");
  await signUpAndSignIn(page, { email });
  const oldToken = (await tokenCookie(page))!.value;
  expect(
    (await page.request.get("/api/auth/user-details", { headers: { authorization: `Bearer ${oldToken}` } })).status(),
  ).toBe(200);

  await visit(page, "/sign-in");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expectPath(page, "/forgot-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(toastWith(page, m.resetRequested)).toBeVisible();

  const code = codeInMail(await mailWithSubject(email, "Reset your"), 6);
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByLabel("New password", { exact: true }).fill("deodar-morning-7");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toastWith(page, m.passwordChanged)).toBeVisible();
  await expectPath(page, "/sign-in");

  // the session from before the reset is over
  expect(
    (await page.request.get("/api/auth/user-details", { headers: { authorization: `Bearer ${oldToken}` } })).status(),
  ).toBe(401);

  await signIn(page, email, PASSWORD);
  await expect(toastWith(page, m.invalidCredentials)).toBeVisible();
  await signIn(page, email, "deodar-morning-7");
  await expect(toastWith(page, m.loginSuccessful)).toBeVisible();
  // the error toast goes with the success (well before its own 4 s are up)
  await expect(toastWith(page, m.invalidCredentials)).toHaveCount(0, { timeout: 2_000 });
  await expectPath(page, "/property-list");
  const details = await page.request.get("/api/auth/user-details");
  expect(details.status()).toBe(200);
  expect((await details.json()).data.email).toBe(email);
});

test("the account pages are accessible and fit a 360 px screen", async ({ page }) => {
  for (const [path, heading] of [
    ["/sign-in", "Sign in to your club account"],
    ["/sign-up", "Create your club account"],
    ["/forgot-password", "Reset your password"],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 860 });
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  // every control has a name; the forgot-password link works
  await visit(page, "/sign-in");
  await expect(page.getByRole("textbox", { name: "E-mail address", exact: true })).toHaveAttribute("required", "");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");
  await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
});

test.describe("without JavaScript", () => {
  // the page's script never runs: the form is a plain HTML post to the page's action
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.18.251.7" } });

  test("sign-in works before the script arrives: the server shows a wrong password, then signs in and redirects", async ({
    page,
  }) => {
    const email = newEmail("nojs");
    await signUpAndSignIn(page, { email, remember: false });
    await page.context().clearCookies();

    await page.goto("/sign-in?redirect=/why-trust-us");
    await signIn(page, email, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: m.invalidCredentials })).toBeVisible();
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
    expect(await tokenCookie(page)).toBeUndefined();

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel(/^Remember me/).check();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectPath(page, "/why-trust-us");
    const cookie = (await tokenCookie(page))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + REMEMBER_ME_DAYS * 86_400))).toBeLessThan(120);

    // signed in: the sign-in page says so, rendered by the server
    await page.goto("/sign-in");
    await expect(page.getByText("You are already signed in.")).toBeVisible();
  });
});

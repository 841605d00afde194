import { expect, type Page } from "@playwright/test";
import { MIN_PASSWORD_LENGTH } from "../common/auth-limits";
import { authMessages as m } from "../common/auth-messages";
import { expectAccessible, test, visit } from "./support";

/* Sign-up's errors (WCAG 3.3.1, 3.3.3): beside the spec's toast, each empty field is marked and says what it needs. */

/** The page's words (web/locales/en/accounts.json, `signUp`). */
const signUpPage = {
  details: "Your details",
  name: "Full name",
  email: "E-mail address",
  password: "Password",
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  sendOtp: "Send OTP",
};

const toastWith = (page: Page, text: string) => page.locator("[data-rht-toaster]").getByText(text, { exact: true });

test("sign-up: the empty fields are marked invalid with their messages, the first takes the focus, and the toast stays", async ({
  page,
}) => {
  await visit(page, "/sign-up");
  const form = page.getByRole("form", { name: signUpPage.details });
  const name = form.getByLabel(signUpPage.name);
  const email = form.getByLabel(signUpPage.email, { exact: true });
  const password = form.getByLabel(signUpPage.password, { exact: true });

  await form.getByRole("button", { name: signUpPage.sendOtp }).click();
  await expect(toastWith(page, m.fillAllFields)).toBeVisible();
  await expect(name).toBeFocused();
  for (const [field, message] of [
    [name, m.nameRequired],
    [email, m.emailRequired],
    [password, m.passwordRequired],
  ] as const) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
  }
  await expectAccessible(page);

  // the name given: only what is still wrong stays marked, and the focus goes to the first of it
  await name.fill("Asha Verma");
  await password.fill("short");
  await form.getByRole("button", { name: signUpPage.sendOtp }).click();
  await expect(email).toBeFocused();
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(email).toHaveAccessibleDescription(m.emailRequired);
  await expect(password).toHaveAccessibleDescription(`${signUpPage.passwordHint} ${m.passwordTooShort}`);
});

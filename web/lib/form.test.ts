import { describe, expect, it } from "vitest";
import { authMessages as m } from "../../common/auth-messages";
import { loginFormInput, loginInput } from "../../common/auth-schemas";
import { familyInput } from "../../common/registration-schemas";
import { checkForm, describedBy } from "./form";

/* The one check of a form (decision 031): the same words on the server and in the page, tied to the fields. */

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("checkForm", () => {
  it("gives the data of a form that passes its shared schema", () => {
    const checked = checkForm(
      loginInput,
      loginFormInput(posted({ email: "meera@example.in", password: "lotus", remember: "on" })),
    );
    expect(checked).toEqual({ ok: true, data: { email: "meera@example.in", password: "lotus", remember: true } });
  });

  it("answers a failure with the first field's message, the field, and every field's message", () => {
    const checked = checkForm(loginInput, loginFormInput(posted({ email: "meera@example.in", password: "" })));
    expect(checked).toEqual({
      ok: false,
      message: m.passwordRequired,
      field: "password",
      errors: { password: m.passwordRequired },
    });
  });

  it("keeps the form's own message when given, and names a nested field by its dotted path", () => {
    const checked = checkForm(
      familyInput,
      { family_details: [{ family_member_name: "", relation: "Son", dob: "2010-01-01", qualification_id: "" }] },
      "Fix the fields",
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toBe("Fix the fields");
    expect(checked.field).toBe("family_details.0.family_member_name");
    expect(Object.keys(checked.errors)).toContain("family_details.0.family_member_name");
  });
});

describe("describedBy", () => {
  it("reads the hint first and the message last", () => {
    expect(describedBy("sign-up-password", "Too short", "hint")).toBe("sign-up-password-hint sign-up-password-error");
    expect(describedBy("sign-up-name")).toBeUndefined();
  });
});

import { Link, useNavigate } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../../../common/auth-limits";
import { OFFICE_HOME } from "../../../../common/office";
import { staffInviteAcceptFormInput, staffInviteAcceptInput } from "../../../../common/office-staff";
import { ErrorBox, TextField } from "../../../components/form-fields";
import { checkForm, useForm, type FormResult } from "../../../lib/form";

type View = { usable: true; name: string; email: string; roleLabel: string } | { usable: false; message: string };

/** The invitation's page: the person chooses a password and is signed in to the office; a used or expired link says so. */
export function StaffInviteForm({ view, noScriptResult }: { view: View; noScriptResult?: FormResult }) {
  const navigate = useNavigate();
  const form = useForm<FormResult>({
    id: "invite",
    actionData: noScriptResult,
    check: (data) => checkForm(staffInviteAcceptInput, staffInviteAcceptFormInput(data)),
    onAnswer(answer) {
      // to the office once the fetcher's revalidation has ended (a navigation started during it can be dropped)
      if (answer.ok) void navigate(OFFICE_HOME, { replace: true, defaultShouldRevalidate: true });
    },
  });
  const busy = form.busy || form.fetcher.data?.ok === true;

  if (!view.usable) {
    return (
      <div className="space-y-5">
        <ErrorBox>{view.message}</ErrorBox>
        <Link to="/sign-in" className="btn-primary inline-flex h-11 items-center">
          Go to sign-in
        </Link>
      </div>
    );
  }
  return (
    <div>
      <p className="text-ink/80">
        Namaste {view.name}, you are invited to the club office as <strong>{view.roleLabel}</strong>. Choose a password
        for {view.email}.
      </p>
      <form.Form {...form.props} noValidate aria-label="Set your password" className="mt-6 space-y-5">
        <input type="hidden" name="username" value={view.email} autoComplete="username" readOnly />
        <TextField
          {...form.field("password")}
          type="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        {form.failure && !form.failure.errors && <ErrorBox>{form.failure.message}</ErrorBox>}
        <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary h-12 w-full text-base">
          {busy ? "Signing in…" : "Set password and sign in"}
        </button>
      </form.Form>
    </div>
  );
}

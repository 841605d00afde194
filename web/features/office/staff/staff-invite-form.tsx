import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../../../common/auth-limits";
import { OFFICE_HOME } from "../../../../common/office";
import { staffInviteAcceptInput } from "../../../../common/office-staff";
import { ErrorBox, focusFirstInvalid, TextField } from "../../../components/form-fields";
import { scriptedFormData, useFormToasts, type FormResult } from "../../../lib/forms";

type View = { usable: true; name: string; email: string; roleLabel: string } | { usable: false; message: string };

/** The invitation's page: the person chooses a password and is signed in to the office; a used or expired link says so. */
export function StaffInviteForm({ view, noScriptResult }: { view: View; noScriptResult?: FormResult }) {
  const fetcher = useFetcher<FormResult>();
  const navigate = useNavigate();
  const toasts = useFormToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string>();
  const result = fetcher.data ?? noScriptResult;
  const failure = result && !result.ok ? result : undefined;
  const passwordError = clientError ?? failure?.errors?.password;
  const busy = fetcher.state !== "idle" || fetcher.data?.ok === true;

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (!answer.ok) {
      toasts.error(answer.message);
      focusFirstInvalid(formRef.current);
      return;
    }
    toasts.success(answer.message);
  }, [fetcher.data, toasts]);

  // to the office once the fetcher's revalidation has ended (a navigation started during it can be dropped)
  const accepted = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (accepted) void navigate(OFFICE_HOME, { replace: true, defaultShouldRevalidate: true });
  }, [accepted, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = scriptedFormData(event);
    const parsed = staffInviteAcceptInput.safeParse({ password: form.get("password") });
    if (!parsed.success) {
      setClientError(parsed.error.issues[0].message);
      focusFirstInvalid(formRef.current);
      return;
    }
    setClientError(undefined);
    void fetcher.submit(form, { method: "post" });
  }

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
        Namaste {view.name}, you are invited to the club office as <strong>{view.roleLabel}</strong>. Choose a password for {view.email}.
      </p>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={submit} aria-label="Set your password" className="mt-6 space-y-5">
        <input type="hidden" name="username" value={view.email} autoComplete="username" readOnly />
        <TextField
          id="invite-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={passwordError}
        />
        {failure && !failure.errors && <ErrorBox>{failure.message}</ErrorBox>}
        <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary h-12 w-full text-base">
          {busy ? "Signing in…" : "Set password and sign in"}
        </button>
      </fetcher.Form>
    </div>
  );
}

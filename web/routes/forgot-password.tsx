import { useEffect, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Link, useLocation, useNavigate } from "react-router";
import { RESET_CODE_LENGTH } from "../../common/auth-limits";
import { authMessages as m } from "../../common/auth-messages";
import { forgotPasswordInput, resetPasswordInput } from "../../common/auth-schemas";
import { forgotPasswordPage as page } from "../content/accounts";
import { seo, type PageMetaArgs } from "../content/site";
import { AccountLayout, FieldRow } from "../features/accounts/account-layout";
import { messageOr, postJson, requestEmailedCode } from "../features/accounts/auth-api";
import { EmailField } from "../features/accounts/email-field";
import { PasswordField } from "../features/accounts/password-field";

export const meta = (args: PageMetaArgs) => seo({ title: page.title, description: page.description }, args);

/** Password reset: the e-mail of the account, then the e-mailed code and a new password; then /sign-in. */
export default function ForgotPassword() {
  const handover = useLocation().state as { email?: string } | null;
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState(handover?.email ?? "");
  const [sentTo, setSentTo] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (step === 2 ? codeInput : emailInput).current?.focus();
  }, [step]);

  const requestCode = (address: string) =>
    requestEmailedCode("/api/auth/forgot-password", address, { success: m.resetRequested, failure: page.sendFailed });

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = forgotPasswordInput.safeParse({ email });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? m.emailInvalid);
      return;
    }
    setBusy(true);
    const sent = await requestCode(parsed.data.email);
    setBusy(false);
    if (!sent) return;
    setSentTo(parsed.data.email);
    setCode("");
    moved.current = true;
    setStep(2);
  }

  async function resetPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim() || !password) {
      toast.error(page.fillAllFields);
      return;
    }
    const parsed = resetPasswordInput.safeParse({ email: sentTo, code, password });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? page.resetFailed);
      return;
    }
    setBusy(true);
    let answer;
    try {
      answer = await postJson("/api/auth/reset-password", parsed.data);
    } catch {
      toast.error(page.resetFailed);
      setBusy(false);
      return;
    }
    if (!answer.ok) {
      toast.error(messageOr(answer, page.resetFailed));
      setBusy(false);
      return;
    }
    toast.success(messageOr(answer, m.passwordChanged));
    await navigate("/sign-in", { state: { email: sentTo } });
  }

  return (
    <AccountLayout
      aside={page.aside}
      eyebrow={page.eyebrow}
      heading={page.heading}
      intro={step === 1 ? page.intro : page.codeIntro(sentTo)}
    >
      {step === 1 ? (
        <form method="post" onSubmit={sendCode} noValidate className="space-y-5" aria-label={page.heading}>
          <FieldRow id="forgot-email" label={page.email}>
            <EmailField id="forgot-email" value={email} onChange={setEmail} inputRef={emailInput} />
          </FieldRow>
          <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary h-12 w-full text-base disabled:opacity-70">
            {busy ? page.sending : page.send}
          </button>
        </form>
      ) : (
        <form method="post" onSubmit={resetPassword} noValidate className="space-y-5" aria-label={page.submit}>
          <FieldRow id="reset-code" label={page.code}>
            <input
              ref={codeInput}
              id="reset-code"
              name="code"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={RESET_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              autoComplete="one-time-code"
              aria-required="true"
              className="field h-12 max-w-56 text-center font-display text-2xl font-semibold tracking-[0.4em] text-forest-900"
            />
          </FieldRow>
          <FieldRow id="reset-password" label={page.password} hint={page.passwordHint}>
            <PasswordField id="reset-password" value={password} onChange={setPassword} autoComplete="new-password" describedBy="reset-password-hint" />
          </FieldRow>
          <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary h-12 w-full text-base disabled:opacity-70">
            {busy ? page.submitting : page.submit}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <button
              type="button"
              onClick={() => {
                moved.current = true;
                setStep(1);
              }}
              className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700"
            >
              {page.changeEmail}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await requestCode(sentTo);
                setBusy(false);
                codeInput.current?.focus();
              }}
              className="font-semibold text-saffron-700 underline-offset-4 hover:underline disabled:opacity-70"
            >
              {page.resend}
            </button>
          </div>
        </form>
      )}
      <p className="mt-7 border-t border-forest-900/10 pt-6 text-center text-sm">
        <Link to="/sign-in" state={{ email: sentTo || email.trim() }} className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700">
          {page.backToSignIn}
        </Link>
      </p>
    </AccountLayout>
  );
}

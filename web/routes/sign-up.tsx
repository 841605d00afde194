import { useEffect, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { OTP_LENGTH } from "../../common/auth-limits";
import { authMessages as m } from "../../common/auth-messages";
import { registerInput } from "../../common/auth-schemas";
import { signInPath, signInRedirectTarget } from "../../common/sign-in-redirect";
import { signUpPage as page } from "../content/accounts";
import { seo, type PageMetaArgs } from "../content/site";
import { AccountLayout, FieldRow, RememberMe } from "../features/accounts/account-layout";
import { messageOr, postJson, requestEmailedCode } from "../features/accounts/auth-api";
import { EmailField } from "../features/accounts/email-field";
import { OtpBoxes, type OtpBoxesHandle } from "../features/accounts/otp-boxes";
import { completeCode, emptyDigits } from "../features/accounts/otp-digits";
import { PasswordField } from "../features/accounts/password-field";
import type { Route } from "./+types/sign-up";

export const meta = (args: PageMetaArgs) => seo({ title: page.title, description: page.description }, args);

/** A `redirect` handed on from sign-in is carried back to it after registration. */
export function loader({ request }: Route.LoaderArgs) {
  return { signInAddress: signInPath(signInRedirectTarget(new URL(request.url).searchParams.get("redirect"))) };
}

const detailsSchema = registerInput.pick({ name: true, email: true, password: true });

/** Sign-up (spec member-side §2, §4): step 1 details and Send OTP, step 2 the e-mailed code and Sign Up, then /sign-in. */
export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { signInAddress } = loaderData;
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [sentTo, setSentTo] = useState("");
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [busy, setBusy] = useState<"send" | "register" | "resend" | null>(null);
  const otpBoxes = useRef<OtpBoxesHandle>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (step === 2) otpBoxes.current?.focus(0);
    else emailInput.current?.focus();
  }, [step]);

  /** Asks the server to e-mail a code; true when it did. */
  const sendCode = (address: string) =>
    requestEmailedCode("/api/auth/send-otp", address, { success: m.otpSent, failure: m.failedToSendOtp });

  async function sendOtp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !email.trim() || !password) {
      toast.error(m.fillAllFields);
      return;
    }
    const parsed = detailsSchema.safeParse({ name, email, password });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? m.fillAllFields);
      return;
    }
    setBusy("send");
    const sent = await sendCode(parsed.data.email);
    setBusy(null);
    if (!sent) return;
    setSentTo(parsed.data.email);
    setDigits(emptyDigits(OTP_LENGTH));
    moved.current = true;
    setStep(2);
  }

  async function resend() {
    if (busy) return;
    setBusy("resend");
    if (await sendCode(sentTo)) setDigits(emptyDigits(OTP_LENGTH));
    setBusy(null);
    otpBoxes.current?.focus(0);
  }

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const otp = completeCode(digits);
    if (!otp) {
      toast.error(m.enterOtp);
      otpBoxes.current?.focus(digits.findIndex((d) => !d));
      return;
    }
    setBusy("register");
    let answer;
    try {
      answer = await postJson("/api/auth/register", { email: sentTo, password, name: name.trim(), otp });
    } catch {
      toast.error(m.signUpFailed);
      setBusy(null);
      return;
    }
    if (!answer.ok) {
      toast.error(messageOr(answer, m.signUpFailed));
      setBusy(null);
      setDigits(emptyDigits(OTP_LENGTH));
      otpBoxes.current?.focus(0);
      return;
    }
    toast.success(messageOr(answer, m.registered));
    await navigate(signInAddress, { state: { email: sentTo, remember } });
  }

  const stepName = page.steps[step - 1];
  return (
    <AccountLayout aside={page.aside} eyebrow={page.eyebrow} heading={page.heading} intro={page.intro}>
      <div className="mb-6">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-sans text-base font-semibold text-forest-900">
            {stepName}
          </h2>
          <p className="text-xs font-semibold uppercase tracking-widest text-ink/75">{page.stepLabel(step, page.steps.length)}</p>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2" aria-hidden="true">
          {page.steps.map((s, i) => (
            <span key={s} className={`h-1.5 rounded-full ${i < step ? "bg-saffron-700" : "bg-cream-200"}`} />
          ))}
        </div>
      </div>

      {step === 1 ? (
        <form method="post" onSubmit={sendOtp} noValidate className="space-y-5" aria-label={stepName}>
          <FieldRow id="sign-up-name" label={page.name}>
            <input id="sign-up-name" name="name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" aria-required="true" className="field h-11" />
          </FieldRow>
          <FieldRow id="sign-up-email" label={page.email}>
            <EmailField id="sign-up-email" value={email} onChange={setEmail} inputRef={emailInput} />
          </FieldRow>
          <FieldRow id="sign-up-password" label={page.password} hint={page.passwordHint}>
            <PasswordField id="sign-up-password" value={password} onChange={setPassword} autoComplete="new-password" describedBy="sign-up-password-hint" />
          </FieldRow>
          <RememberMe id="sign-up-remember" label={page.remember} checked={remember} onChange={setRemember} />
          <button type="submit" disabled={busy !== null} aria-busy={busy === "send"} className="btn-primary h-12 w-full text-base disabled:opacity-70">
            {busy === "send" ? page.sendingOtp : page.sendOtp}
          </button>
        </form>
      ) : (
        <form method="post" onSubmit={register} noValidate className="space-y-5" aria-label={stepName}>
          <p className="rounded-2xl bg-cream-100 p-4 text-sm leading-relaxed text-ink/85 [overflow-wrap:anywhere]">{page.otpSentTo(sentTo)}</p>
          <OtpBoxes ref={otpBoxes} idPrefix="otp-digit" legend={page.otpLegend} digitLabel={page.otpDigit} digits={digits} onChange={setDigits} />
          <button type="submit" disabled={busy !== null} aria-busy={busy === "register"} className="btn-primary h-12 w-full text-base disabled:opacity-70">
            {busy === "register" ? page.submitting : page.submit}
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
            <button type="button" onClick={resend} disabled={busy !== null} aria-busy={busy === "resend"} className="font-semibold text-saffron-700 underline-offset-4 hover:underline disabled:opacity-70">
              {busy === "resend" ? page.resending : page.resend}
            </button>
          </div>
          <p className="text-xs leading-relaxed text-ink/75">{page.resendHint}</p>
        </form>
      )}

      <p className="mt-7 border-t border-forest-900/10 pt-6 text-center text-sm text-ink/80">
        {page.haveAccount}{" "}
        <Link to={signInAddress} className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700">
          {page.signIn}
        </Link>
      </p>
    </AccountLayout>
  );
}

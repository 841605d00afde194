import { useEffect, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { data, Link, redirect, useFetcher, useNavigate } from "react-router";
import { OTP_LENGTH } from "../../common/auth-limits";
import { authMessages as m } from "../../common/auth-messages";
import {
  formText,
  otpFromForm,
  registerInput,
  SIGN_UP_FIELDS,
  signUpDetailsErrors,
  signUpDetailsInput,
  signUpDetailsProblem,
  type SignUpErrors,
  type SignUpField,
} from "../../common/auth-schemas";
import { signInPath, signInRedirectTarget } from "../../common/sign-in-redirect";
import { signUpPage as page } from "../content/accounts";
import { seo, type PageMetaArgs } from "../content/site";
import { serviceRefusal } from "../lib/route-errors.server";
import { orNetworkFailure, scriptedFormData, sentByScript, useFormToasts } from "../lib/forms";
import { focusFirstInvalid } from "../components/form-fields";
import { AccountLayout, FieldRow, FormError, RememberMe } from "../features/accounts/account-layout";
import { EmailField } from "../features/accounts/email-field";
import { OtpBoxes, type OtpBoxesHandle } from "../components/otp-boxes";
import { completeCode, emptyDigits } from "../components/otp-digits";
import { PasswordField } from "../features/accounts/password-field";
import type { Route } from "./+types/sign-up";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

export const meta = (args: PageMetaArgs) => seo({ title: page.title, description: page.description }, args);

const signInAddressOf = (request: Request) => signInPath(signInRedirectTarget(pageUrl(request).searchParams.get("redirect")));

/** A `redirect` handed on from sign-in is carried back to it after registration. */
export function loader({ request }: Route.LoaderArgs) {
  return { signInAddress: signInAddressOf(request) };
}

type Intent = "send" | "resend" | "edit" | "register";
type Field = "name" | "email" | "password" | "otp";

/** What the action answers: the step to show, what the visitor entered, and the spec's message. */
interface SignUpResult {
  ok: boolean;
  /** Toasted and shown by the form; "" when the step just changes (Change e-mail). */
  message: string;
  step: 1 | 2;
  values: { name: string; email: string; remember: boolean };
  /** Step 2: the password of step 1, encrypted with the server's key, carried by the form to the last step. */
  sealed?: string;
  field?: Field;
  /** Step 1: the message of each field that is empty or not valid, shown beside it. */
  errors?: SignUpErrors;
  registered?: boolean;
}

/** The messages that concern the code itself: the boxes are marked invalid with them (WCAG 3.3.1). */
const CODE_MESSAGES: ReadonlySet<string> = new Set([m.enterOtp, m.otpFormat, m.otpMissing, m.otpInvalid, m.otpExpired, m.otpLocked]);

function submitted(form: FormData) {
  const intent = formText(form, "intent");
  const sealed = formText(form, "sealed");
  return {
    intent: (["send", "resend", "edit", "register"].includes(intent) ? intent : sealed ? "register" : "send") as Intent,
    values: { name: formText(form, "name"), email: formText(form, "email"), remember: form.get("remember") === "on" },
    password: formText(form, "password"),
    sealed,
  };
}

/**
 * Sign-up in two steps (works without JavaScript): `send` checks the details with the shared schema and
 * e-mails the OTP; `register` checks the code and creates the account; `resend` and `edit` (Change
 * e-mail) stay on the steps. The password travels from step 1 to step 2 sealed by the server, never in
 * clear in the page. A plain post that registers is redirected to sign-in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { intent, values, password, sealed } = submitted(form);
  const { services } = app(context);
  const headers = { "cache-control": "no-store" };
  const answer = (result: SignUpResult, status = 200) => data(result, { status, headers });
  const refused = (error: unknown, result: Omit<SignUpResult, "ok" | "message">, fallback: string) => {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    const message = refusal.message || fallback;
    return data<SignUpResult>(
      { ...result, ok: false, message, ...(CODE_MESSAGES.has(message) ? { field: "otp" as const } : {}) },
      { status: refusal.status, headers: { ...headers, ...refusal.headers } },
    );
  };

  if (intent === "edit") return answer({ ok: true, message: "", step: 1, values });

  if (intent === "send") {
    const problem = signUpDetailsProblem({ ...values, password });
    const parsed = signUpDetailsInput.safeParse({ ...values, password });
    if (problem || !parsed.success) {
      const errors = signUpDetailsErrors({ ...values, password });
      const field = SIGN_UP_FIELDS.find((f) => errors[f]);
      return answer({ ok: false, message: problem ?? m.fillAllFields, step: 1, values, field, errors }, 400);
    }
    const kept = { ...values, email: parsed.data.email };
    try {
      await services.auth.sendRegistrationOtp({ email: parsed.data.email, ip: app(context).clientAddress });
    } catch (error) {
      return refused(error, { step: 1, values: kept }, m.failedToSendOtp);
    }
    return answer({ ok: true, message: m.otpSent, step: 2, values: kept, sealed: services.cipher.encrypt(password) });
  }

  // step 2: the sealed password must open, else the visitor starts again
  let openedPassword: string;
  try {
    openedPassword = services.cipher.decrypt(sealed);
  } catch {
    return answer({ ok: false, message: m.signUpFailed, step: 1, values }, 400);
  }
  const step2 = { step: 2 as const, values, sealed };

  if (intent === "resend") {
    try {
      await services.auth.sendRegistrationOtp({ email: values.email, ip: app(context).clientAddress });
    } catch (error) {
      return refused(error, step2, m.failedToSendOtp);
    }
    return answer({ ok: true, message: m.otpSent, ...step2 });
  }

  const parsed = registerInput.safeParse({ name: values.name, email: values.email, password: openedPassword, otp: otpFromForm(form) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "otp" ? ("otp" as const) : undefined;
    return answer({ ok: false, message: issue?.message ?? m.signUpFailed, ...step2, field }, 400);
  }
  try {
    await services.auth.registerAccount({ ...parsed.data, ip: app(context).clientAddress });
  } catch (error) {
    return refused(error, step2, m.signUpFailed);
  }
  if (!sentByScript(form)) throw redirect(signInAddressOf(request));
  return answer({ ok: true, message: m.registered, step: 2, values, registered: true }, 201);
}

/** In the browser: when the network fails, the step stays and the spec's words are shown (§8). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const { intent, values, sealed } = submitted(await request.clone().formData());
  const step = intent === "send" || !sealed ? 1 : 2;
  const message = intent === "register" ? m.signUpFailed : m.failedToSendOtp;
  return orNetworkFailure(serverAction, { ok: false, message, step, values, ...(step === 2 ? { sealed } : {}) } as SignUpResult);
}

/** Sign-up: step 1 details and Send OTP, step 2 the e-mailed code and Sign Up, then /sign-in. */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { signInAddress } = loaderData;
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof clientAction>();
  const toasts = useFormToasts();
  // the script's answer, else the answer of a post made before the script ran (rendered by the server)
  const result: SignUpResult | undefined = fetcher.data ?? actionData;
  const step = result?.step ?? 1;
  const values = result?.values;
  const failure = result && !result.ok && result.message ? result : undefined;
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const otpBoxes = useRef<OtpBoxesHandle>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const detailsForm = useRef<HTMLFormElement>(null);
  // step 1's field messages found by the page before sending (else the server's, with or without the script)
  const [checkedErrors, setCheckedErrors] = useState<SignUpErrors>();
  const busy = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") as Intent | null) ?? "send" : fetcher.data?.registered ? "register" : null;

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.message) (answer.ok ? toasts.success : toasts.error)(answer.message);
    if (answer.registered) {
      void navigate(signInAddress, { state: { email: answer.values.email, remember: answer.values.remember } });
      return;
    }
    if (answer.step === 1) {
      if (answer.ok) emailInput.current?.focus();
      else focusFirstInvalid(detailsForm.current);
      return;
    }
    // a new code (or a refused one) starts the boxes afresh
    if (answer.ok || answer.field === "otp") {
      setDigits(emptyDigits(OTP_LENGTH));
      otpBoxes.current?.focus(0);
    }
  }, [fetcher.data, navigate, signInAddress, toasts]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== "idle") return;
    const form = scriptedFormData(event);
    const { intent, values: entered, password } = submitted(form);
    if (intent === "send") {
      const problem = signUpDetailsProblem({ ...entered, password });
      if (problem) {
        toast.error(problem);
        setCheckedErrors(signUpDetailsErrors({ ...entered, password }));
        focusFirstInvalid(detailsForm.current);
        return;
      }
      setCheckedErrors(undefined);
    }
    if (intent === "register" && !completeCode(digits)) {
      toast.error(m.enterOtp);
      otpBoxes.current?.focus(digits.findIndex((d) => !d));
      return;
    }
    void fetcher.submit(form, { method: "post" });
  }

  const stepName = page.steps[step - 1];
  const codeInvalid = failure?.field === "otp";
  const invalidField = failure?.field;
  const errors: SignUpErrors = step === 1 ? (checkedErrors ?? failure?.errors ?? {}) : {};
  const invalid = (field: Field) => Boolean(errors[field as keyof SignUpErrors]) || invalidField === field;
  // the first field to fix: focused on load when the server rendered the answer (a post without the script)
  const firstInvalid = (["name", "email", "password"] as const).find(invalid);
  /** A field's message beside it when it has one, else the form's message when that concerns the field. */
  const describedBy = (field: SignUpField, ...more: string[]) =>
    [...more, errors[field] ? `sign-up-${field}-error` : invalidField === field ? "sign-up-error" : ""].filter(Boolean).join(" ") || undefined;
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
        <fetcher.Form ref={detailsForm} key="details" method="post" onSubmit={submit} noValidate className="space-y-5" aria-label={stepName}>
          <FieldRow id="sign-up-name" label={page.name} error={errors.name}>
            <input
              id="sign-up-name"
              name="name"
              defaultValue={values?.name ?? ""}
              autoComplete="name"
              aria-required="true"
              aria-invalid={invalid("name") || undefined}
              aria-describedby={describedBy("name")}
              autoFocus={firstInvalid === "name"}
              className="field h-11"
            />
          </FieldRow>
          <FieldRow id="sign-up-email" label={page.email} error={errors.email}>
            <EmailField
              id="sign-up-email"
              defaultValue={values?.email ?? ""}
              inputRef={emailInput}
              aria-invalid={invalid("email") || undefined}
              aria-describedby={describedBy("email")}
              autoFocus={firstInvalid === "email"}
            />
          </FieldRow>
          <FieldRow id="sign-up-password" label={page.password} hint={page.passwordHint} error={errors.password}>
            <PasswordField
              id="sign-up-password"
              autoComplete="new-password"
              aria-invalid={invalid("password") || undefined}
              aria-describedby={describedBy("password", "sign-up-password-hint")}
              autoFocus={firstInvalid === "password"}
            />
          </FieldRow>
          <RememberMe id="sign-up-remember" label={page.remember} defaultChecked={values?.remember ?? false} />
          <FormError id="sign-up-error" message={failure?.message} />
          <button type="submit" name="intent" value="send" disabled={busy !== null} aria-busy={busy === "send"} className="btn-primary h-12 w-full text-base disabled:opacity-70">
            {busy === "send" ? page.sendingOtp : page.sendOtp}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form key="code" method="post" onSubmit={submit} noValidate className="space-y-5" aria-label={stepName}>
          <input type="hidden" name="name" value={values?.name ?? ""} />
          <input type="hidden" name="email" value={values?.email ?? ""} />
          {values?.remember && <input type="hidden" name="remember" value="on" />}
          <input type="hidden" name="sealed" value={result?.sealed ?? ""} />
          <p className="rounded-2xl bg-cream-100 p-4 text-sm leading-relaxed text-ink/85 [overflow-wrap:anywhere]">{page.otpSentTo(values?.email ?? "")}</p>
          <OtpBoxes
            ref={otpBoxes}
            idPrefix="otp-digit"
            legend={page.otpLegend}
            digitLabel={page.otpDigit}
            digits={digits}
            onChange={setDigits}
            invalid={codeInvalid}
            errorId="sign-up-error"
          />
          <FormError id="sign-up-error" message={failure?.message} />
          <button type="submit" name="intent" value="register" disabled={busy !== null} aria-busy={busy === "register"} className="btn-primary h-12 w-full text-base disabled:opacity-70">
            {busy === "register" ? page.submitting : page.submit}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <button type="submit" name="intent" value="edit" formNoValidate className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700">
              {page.changeEmail}
            </button>
            <button
              type="submit"
              name="intent"
              value="resend"
              formNoValidate
              disabled={busy !== null}
              aria-busy={busy === "resend"}
              className="font-semibold text-saffron-700 underline-offset-4 hover:underline disabled:opacity-70"
            >
              {busy === "resend" ? page.resending : page.resend}
            </button>
          </div>
          <p className="text-xs leading-relaxed text-ink/75">{page.resendHint}</p>
        </fetcher.Form>
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

import { useRef, useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { OTP_LENGTH } from "../../common/auth-limits";
import { authMessages as m } from "../../common/auth-messages";
import {
  formText,
  otpFromForm,
  registerInput,
  signUpDetailsFailure,
  signUpDetailsInput,
} from "../../common/auth-schemas";
import { signInPath, signInRedirectTarget } from "../../common/sign-in-redirect";
import { seo, type PageMetaArgs } from "../content/site";
import { serviceRefusal } from "../lib/route-errors.server";
import { orNetworkFailure, sentByScript, useForm, type FieldErrors } from "../lib/form";
import { AccountLayout, FieldRow, FormError, RememberMe } from "../features/accounts/account-layout";
import { EmailField } from "../features/accounts/email-field";
import { OtpBoxes, type OtpBoxesHandle } from "../components/otp-boxes";
import { completeCode, emptyDigits } from "../components/otp-digits";
import { PasswordField } from "../features/accounts/password-field";
import { ACCOUNT_VALUES, useAccountTexts } from "../features/accounts/account-texts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/sign-up";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "accounts");
  return seo({ title: t("signUp.meta.title"), description: t("signUp.meta.description") }, args);
};

const signInAddressOf = (request: Request) =>
  signInPath(signInRedirectTarget(pageUrl(request).searchParams.get("redirect")));

/** A `redirect` handed on from sign-in is carried back to it after registration; the page's words in its language. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { signInAddress: signInAddressOf(request), messages: messagesFor(context, ["accounts"]) };
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
  errors?: FieldErrors;
  registered?: boolean;
}

/** The messages that concern the code itself: the boxes are marked invalid with them (WCAG 3.3.1). */
const CODE_MESSAGES: ReadonlySet<string> = new Set([
  m.enterOtp,
  m.otpFormat,
  m.otpMissing,
  m.otpInvalid,
  m.otpExpired,
  m.otpLocked,
]);

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
    const failure = signUpDetailsFailure({ ...values, password });
    const parsed = signUpDetailsInput.safeParse({ ...values, password });
    if (failure || !parsed.success)
      return answer({ ...(failure ?? { ok: false, message: m.fillAllFields }), step: 1, values }, 400);
    const kept = { ...values, email: parsed.data.email };
    try {
      await services.auth.sendRegistrationOtp({
        email: parsed.data.email,
        ip: app(context).clientAddress,
        language: app(context).language,
      });
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
      await services.auth.sendRegistrationOtp({
        email: values.email,
        ip: app(context).clientAddress,
        language: app(context).language,
      });
    } catch (error) {
      return refused(error, step2, m.failedToSendOtp);
    }
    return answer({ ok: true, message: m.otpSent, ...step2 });
  }

  const parsed = registerInput.safeParse({
    name: values.name,
    email: values.email,
    password: openedPassword,
    otp: otpFromForm(form),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "otp" ? ("otp" as const) : undefined;
    return answer({ ok: false, message: issue?.message ?? m.signUpFailed, ...step2, field }, 400);
  }
  try {
    await services.auth.registerAccount({
      ...parsed.data,
      ip: app(context).clientAddress,
      language: app(context).language,
    });
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
  return orNetworkFailure(serverAction, {
    ok: false,
    message,
    step,
    values,
    ...(step === 2 ? { sealed } : {}),
  } as SignUpResult);
}

/** Sign-up: step 1 details and Send OTP, step 2 the e-mailed code and Sign Up, then /sign-in. */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { signInAddress } = loaderData;
  const navigate = useNavigate();
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const otpBoxes = useRef<OtpBoxesHandle>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const { t, say } = useAccountTexts();
  const form = useForm<SignUpResult>({
    id: "sign-up",
    actionData,
    say,
    // step 1's details and step 2's code are checked by the page as the action checks them
    check(posted) {
      const { intent, values: entered, password } = submitted(posted);
      if (intent === "send") return signUpDetailsFailure({ ...entered, password });
      if (intent === "register" && !completeCode(digits)) return { ok: false, message: m.enterOtp, field: "otp" };
      return null;
    },
    onAnswer(answer) {
      if (answer.registered) {
        void navigate(signInAddress, { state: { email: answer.values.email, remember: answer.values.remember } });
        return;
      }
      if (answer.step === 1) {
        if (answer.ok) emailInput.current?.focus();
        return;
      }
      // a new code (or a refused one) starts the boxes afresh
      if (answer.ok || answer.field === "otp") {
        setDigits(emptyDigits(OTP_LENGTH));
        otpBoxes.current?.focus(0);
      }
    },
  });
  // the script's answer, else the answer of a post made before the script ran (rendered by the server)
  const result = form.result;
  const step = result?.step ?? 1;
  const values = result?.values;
  const fetcher = form.fetcher;
  const busy =
    fetcher.state !== "idle"
      ? ((fetcher.formData?.get("intent") as Intent | null) ?? "send")
      : fetcher.data?.registered
        ? "register"
        : null;

  const steps = t("signUp.steps", { returnObjects: true });
  const stepName = steps[step - 1];
  return (
    <AccountLayout aside="villa" eyebrow={t("signUp.eyebrow")} heading={t("signUp.heading")} intro={t("signUp.intro")}>
      <div className="mb-6">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-sans text-base font-semibold text-forest-900">{stepName}</h2>
          <p className="text-xs font-semibold uppercase tracking-widest text-ink/75">
            {t("signUp.stepLabel", { step, total: steps.length })}
          </p>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2" aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s} className={`h-1.5 rounded-full ${i < step ? "bg-saffron-700" : "bg-cream-200"}`} />
          ))}
        </div>
      </div>

      {step === 1 ? (
        <form.Form {...form.props} key="details" noValidate className="space-y-5" aria-label={stepName}>
          <FieldRow id="sign-up-name" label={t("signUp.name")} error={form.errors.name}>
            <input
              {...form.control("name")}
              defaultValue={values?.name ?? ""}
              autoComplete="name"
              aria-required="true"
              className="field h-11"
            />
          </FieldRow>
          <FieldRow id="sign-up-email" label={t("signUp.email")} error={form.errors.email}>
            <EmailField {...form.control("email")} defaultValue={values?.email ?? ""} inputRef={emailInput} />
          </FieldRow>
          <FieldRow
            id="sign-up-password"
            label={t("signUp.password")}
            hint={t("signUp.passwordHint", ACCOUNT_VALUES)}
            error={form.errors.password}
          >
            <PasswordField {...form.control("password", { hint: true })} autoComplete="new-password" />
          </FieldRow>
          <RememberMe id="sign-up-remember" label={t("signUp.remember")} defaultChecked={values?.remember ?? false} />
          <FormError id={form.messageId} message={form.message} />
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={busy !== null}
            aria-busy={busy === "send"}
            className="btn-primary h-12 w-full text-base disabled:opacity-70"
          >
            {busy === "send" ? t("signUp.sendingOtp") : t("signUp.sendOtp")}
          </button>
        </form.Form>
      ) : (
        <form.Form {...form.props} key="code" noValidate className="space-y-5" aria-label={stepName}>
          <input type="hidden" name="name" value={values?.name ?? ""} />
          <input type="hidden" name="email" value={values?.email ?? ""} />
          {values?.remember && <input type="hidden" name="remember" value="on" />}
          <input type="hidden" name="sealed" value={result?.sealed ?? ""} />
          <p className="rounded-2xl bg-cream-100 p-4 text-sm leading-relaxed text-ink/85 [overflow-wrap:anywhere]">
            {t("signUp.otpSentTo", { ...ACCOUNT_VALUES, email: values?.email ?? "" })}
          </p>
          <OtpBoxes
            ref={otpBoxes}
            idPrefix="otp-digit"
            legend={t("signUp.otpLegend")}
            digitLabel={(n, total) => t("signUp.otpDigit", { n, total })}
            digits={digits}
            onChange={setDigits}
            invalid={form.invalid("otp")}
            errorId={form.messageId}
          />
          <FormError id={form.messageId} message={form.message} />
          <button
            type="submit"
            name="intent"
            value="register"
            disabled={busy !== null}
            aria-busy={busy === "register"}
            className="btn-primary h-12 w-full text-base disabled:opacity-70"
          >
            {busy === "register" ? t("signUp.submitting") : t("signUp.submit")}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <button
              type="submit"
              name="intent"
              value="edit"
              formNoValidate
              className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700"
            >
              {t("signUp.changeEmail")}
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
              {busy === "resend" ? t("signUp.resending") : t("signUp.resend")}
            </button>
          </div>
          <p className="text-xs leading-relaxed text-ink/75">{t("signUp.resendHint")}</p>
        </form.Form>
      )}

      <p className="mt-7 border-t border-forest-900/10 pt-6 text-center text-sm text-ink/80">
        {t("signUp.haveAccount")}{" "}
        <Link
          to={signInAddress}
          className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700"
        >
          {t("signUp.signIn")}
        </Link>
      </p>
    </AccountLayout>
  );
}

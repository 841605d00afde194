import { useRef, type MouseEvent } from "react";
import { data, Link, redirect, useLocation, useNavigate } from "react-router";
import { RESET_CODE_LENGTH } from "../../common/auth-limits";
import { authMessages as m } from "../../common/auth-messages";
import { forgotPasswordInput, formText, resetPasswordInput } from "../../common/auth-schemas";
import { seo, type PageMetaArgs } from "../content/site";
import { clearSessionCookie } from "../features/accounts/account-actions.server";
import { serviceRefusal } from "../lib/route-errors.server";
import { checkForm, orNetworkFailure, sentByScript, useForm, type FormFailure } from "../lib/form";
import { AccountLayout, FieldRow, FormError } from "../features/accounts/account-layout";
import { EmailField } from "../features/accounts/email-field";
import { PasswordField } from "../features/accounts/password-field";
import { ACCOUNT_VALUES, resetPageMessages, useAccountTexts } from "../features/accounts/account-texts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/forgot-password";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "accounts");
  return seo({ title: t("forgotPassword.meta.title"), description: t("forgotPassword.meta.description") }, args);
};

/** The page's words in its language. */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context, ["accounts"]) };
}

type Intent = "send" | "resend" | "edit" | "reset";

/** What the action answers: the step to show, the e-mail, and the message (toasted and shown by the form). */
interface ResetResult {
  ok: boolean;
  message: string;
  step: 1 | 2;
  email: string;
  field?: "email" | "code" | "password";
  /** The password was changed: on to sign-in. */
  done?: boolean;
}

/** The messages that concern the code itself: the code field is marked invalid with them. */
const CODE_MESSAGES: ReadonlySet<string> = new Set([
  m.resetCodeFormat,
  m.resetCodeMissing,
  m.resetCodeInvalid,
  m.resetCodeExpired,
  m.resetCodeLocked,
]);

function submitted(form: FormData) {
  const intent = formText(form, "intent");
  return {
    intent: (["send", "resend", "edit", "reset"].includes(intent)
      ? intent
      : form.has("code")
        ? "reset"
        : "send") as Intent,
    email: formText(form, "email"),
    code: formText(form, "code"),
    password: formText(form, "password"),
  };
}

/** Step 1's check, the page's before posting and the action's: the e-mail, or the failure to show. */
const checkEmail = (email: string) => checkForm(forgotPasswordInput, { email });

/** Step 2's check, the page's and the action's: every field filled, then the shared schema. */
function checkReset({ email, code, password }: { email: string; code: string; password: string }) {
  if (!code.trim() || !password)
    return { ok: false as const, message: m.fillAllFields, field: code.trim() ? "password" : "code" };
  return checkForm(resetPasswordInput, { email, code, password });
}

/**
 * Password reset (works without JavaScript): `send` (and `resend`) e-mail a code, `reset` sets the new
 * password with it through the auth service and clears the `token` cookie as the API does; `edit` goes
 * back to the e-mail. A plain post that resets is redirected to /sign-in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { intent, email, code, password } = submitted(form);
  const { services } = app(context);
  const refused = (error: unknown, result: Omit<ResetResult, "ok" | "message">, fallback: string) => {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<ResetResult>(
      { ...result, ok: false, message: refusal.message || fallback },
      { status: refusal.status, headers: refusal.headers },
    );
  };

  if (intent === "edit") return data<ResetResult>({ ok: true, message: "", step: 1, email });

  if (intent === "send" || intent === "resend") {
    const step = intent === "send" ? 1 : 2;
    const parsed = checkEmail(email);
    if (!parsed.ok)
      return data<ResetResult>(
        { ok: false, message: parsed.message || m.emailInvalid, step: 1, email, field: "email" },
        { status: 400 },
      );
    try {
      await services.auth.requestPasswordReset({ email: parsed.data.email, ip: app(context).clientAddress });
    } catch (error) {
      return refused(error, { step, email: parsed.data.email }, resetPageMessages.sendFailed);
    }
    return data<ResetResult>({ ok: true, message: m.resetRequested, step: 2, email: parsed.data.email });
  }

  const parsed = checkReset({ email, code, password });
  if (!parsed.ok) {
    const field = parsed.field === "code" || parsed.field === "password" ? parsed.field : undefined;
    return data<ResetResult>(
      { ok: false, message: parsed.message || resetPageMessages.resetFailed, step: 2, email, field },
      { status: 400 },
    );
  }
  try {
    await services.auth.resetPassword({ ...parsed.data, ip: app(context).clientAddress });
  } catch (error) {
    const refusal = serviceRefusal(error);
    const field = refusal && CODE_MESSAGES.has(refusal.message) ? ("code" as const) : undefined;
    return refused(error, { step: 2, email, field }, resetPageMessages.resetFailed);
  }
  const headers = { "set-cookie": clearSessionCookie(request, services) };
  if (!sentByScript(form)) throw redirect("/sign-in", { headers });
  return data<ResetResult>(
    { ok: true, message: m.passwordChanged, step: 2, email: parsed.data.email, done: true },
    { headers },
  );
}

/** In the browser: when the network fails, the step stays and the page's own words are shown. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const { intent, email } = submitted(await request.clone().formData());
  const fallback: ResetResult =
    intent === "reset"
      ? { ok: false, message: resetPageMessages.resetFailed, step: 2, email }
      : { ok: false, message: resetPageMessages.sendFailed, step: intent === "resend" ? 2 : 1, email };
  return orNetworkFailure(serverAction, fallback);
}

/** Password reset: the e-mail of the account, then the e-mailed code and a new password; then /sign-in. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const handover = useLocation().state as { email?: string } | null;
  const navigate = useNavigate();
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const { t, say } = useAccountTexts();
  const form = useForm<ResetResult>({
    id: "forgot",
    actionData,
    say,
    // the page's own check says what the server would, before anything is sent
    check(posted): FormFailure | null {
      const { intent, email, code, password } = submitted(posted);
      const checked =
        intent === "send" ? checkEmail(email) : intent === "reset" ? checkReset({ email, code, password }) : null;
      return checked && !checked.ok ? checked : null;
    },
    onAnswer(answer) {
      if (answer.done) void navigate("/sign-in", { state: { email: answer.email } });
      else if (answer.ok) (answer.step === 2 ? codeInput : emailInput).current?.focus();
    },
  });
  const result = form.result;
  const step = result?.step ?? 1;
  const busy = form.busy || form.fetcher.data?.done === true;

  /** The e-mail typed so far goes back to sign-in. */
  function toSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const typed = step === 1 ? (emailInput.current?.value.trim() ?? "") : (result?.email ?? "");
    void navigate("/sign-in", { state: { email: typed } });
  }

  const email = result?.email ?? handover?.email ?? "";
  return (
    <AccountLayout
      aside="hall"
      eyebrow={t("forgotPassword.eyebrow")}
      heading={t("forgotPassword.heading")}
      intro={step === 1 ? t("forgotPassword.intro") : t("forgotPassword.codeIntro", { ...ACCOUNT_VALUES, email })}
    >
      {step === 1 ? (
        <form.Form
          {...form.props}
          key="email"
          noValidate
          className="space-y-5"
          aria-label={t("forgotPassword.heading")}
        >
          <FieldRow id="forgot-email" label={t("forgotPassword.email")}>
            <EmailField {...form.control("email")} defaultValue={email} inputRef={emailInput} />
          </FieldRow>
          <FormError id={form.messageId} message={form.message} />
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={busy}
            aria-busy={busy}
            className="btn-primary h-12 w-full text-base disabled:opacity-70"
          >
            {busy ? t("forgotPassword.sending") : t("forgotPassword.send")}
          </button>
        </form.Form>
      ) : (
        <form.Form {...form.props} key="code" noValidate className="space-y-5" aria-label={t("forgotPassword.submit")}>
          <input type="hidden" name="email" value={email} />
          <FieldRow id="reset-code" label={t("forgotPassword.code")}>
            <input
              {...form.control("code", { id: "reset-code" })}
              ref={codeInput}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={RESET_CODE_LENGTH}
              onInput={(e) => {
                const input = e.currentTarget;
                input.value = input.value.replace(/\D/g, "");
              }}
              autoComplete="one-time-code"
              aria-required="true"
              className="field h-12 max-w-56 text-center font-display text-2xl font-semibold tracking-[0.4em] text-forest-900"
            />
          </FieldRow>
          <FieldRow
            id="reset-password"
            label={t("forgotPassword.password")}
            hint={t("forgotPassword.passwordHint", ACCOUNT_VALUES)}
          >
            <PasswordField
              {...form.control("password", { id: "reset-password", hint: true })}
              autoComplete="new-password"
            />
          </FieldRow>
          <FormError id={form.messageId} message={form.message} />
          <button
            type="submit"
            name="intent"
            value="reset"
            disabled={busy}
            aria-busy={busy}
            className="btn-primary h-12 w-full text-base disabled:opacity-70"
          >
            {busy ? t("forgotPassword.submitting") : t("forgotPassword.submit")}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <button
              type="submit"
              name="intent"
              value="edit"
              formNoValidate
              className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700"
            >
              {t("forgotPassword.changeEmail")}
            </button>
            <button
              type="submit"
              name="intent"
              value="resend"
              formNoValidate
              disabled={busy}
              className="font-semibold text-saffron-700 underline-offset-4 hover:underline disabled:opacity-70"
            >
              {t("forgotPassword.resend")}
            </button>
          </div>
        </form.Form>
      )}
      <p className="mt-7 border-t border-forest-900/10 pt-6 text-center text-sm">
        <Link
          to="/sign-in"
          onClick={toSignIn}
          className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700"
        >
          {t("forgotPassword.backToSignIn")}
        </Link>
      </p>
    </AccountLayout>
  );
}

import type { MouseEvent } from "react";
import { data, Link, redirect, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { authMessages as m } from "../../common/auth-messages";
import { loginFormInput, loginInput } from "../../common/auth-schemas";
import { isStaffRole } from "../../common/auth-limits";
import { OFFICE_HOME } from "../../common/office";
import { DEFAULT_SIGN_IN_REDIRECT, signInRedirectTarget } from "../../common/sign-in-redirect";
import { seo, type PageMetaArgs } from "../content/site";
import { firstPropertyPathFor, sessionCookie } from "../features/accounts/account-actions.server";
import { serviceRefusal } from "../lib/route-errors.server";
import { checkForm, orNetworkFailure, sentByScript, useForm, type FormResult } from "../lib/form";
import { AccountLayout, FieldRow, FormError, RememberMe } from "../features/accounts/account-layout";
import { firstPropertyPath } from "../features/accounts/auth-api";
import { PasswordField } from "../features/accounts/password-field";
import { ACCOUNT_VALUES, useAccountTexts } from "../features/accounts/account-texts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/sign-in";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "accounts");
  return seo({ title: t("signIn.meta.title"), description: t("signIn.meta.description") }, args);
};

/**
 * The page to open after sign-in: the `redirect` parameter when it stays on this site, else /property-list; and the
 * page's words in its language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const target = signInRedirectTarget(pageUrl(request).searchParams.get("redirect"));
  return { target, withRedirect: target !== DEFAULT_SIGN_IN_REDIRECT, messages: messagesFor(context, ["accounts"]) };
}

/** `next`: where the script goes after a success when it is not the usual place (staff: the office). */
type SignInResult = FormResult & { email?: string; remember?: boolean; next?: string };

/**
 * Sign-in (works without JavaScript): the shared schema, then the auth service; the `token` cookie as
 * the API sets it. A plain post is redirected where the page's script would go (the member's first
 * application, else the `redirect` target); the script's post gets data and moves on itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = loginFormInput(form);
  const kept = { email: input.email, remember: input.remember };
  const parsed = checkForm(loginInput, input);
  if (!parsed.ok)
    return data<SignInResult>(
      { ok: false, message: parsed.message || m.loginFailed, field: parsed.field, ...kept },
      { status: 400 },
    );
  const { services } = app(context);
  let session;
  try {
    session = await services.auth.signIn({
      ...parsed.data,
      ip: app(context).clientAddress,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<SignInResult>(
      { ok: false, message: refusal.message || m.loginFailed, ...kept },
      { status: refusal.status, headers: refusal.headers },
    );
  }
  const headers = { "set-cookie": sessionCookie(request, services, session.token, parsed.data.remember) };
  const redirectParam = pageUrl(request).searchParams.get("redirect");
  // staff land on the club office, unless a `redirect` parameter names the page to go back to
  const staffHome = isStaffRole(session.user.role) && !redirectParam ? OFFICE_HOME : undefined;
  if (sentByScript(form))
    return data<SignInResult>({ ok: true, message: m.loginSuccessful, next: staffHome }, { headers });
  if (staffHome) return redirect(staffHome, { headers });
  const target = signInRedirectTarget(redirectParam);
  return redirect((await firstPropertyPathFor(services, session.user.id)) ?? target, { headers });
}

/** In the browser: a network failure is the spec's "Something went wrong. Please try again." (§8). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  orNetworkFailure(serverAction, { ok: false as const, message: m.somethingWentWrong });

/** What sign-up or password reset hand over when they lead here. */
type Handover = { email?: string; remember?: boolean } | null;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { target, withRedirect } = loaderData;
  const signedIn = useRouteLoaderData<typeof rootLoader>("root")?.signedIn ?? false;
  const handover = useLocation().state as Handover;
  const navigate = useNavigate();
  const { t, say } = useAccountTexts();
  const form = useForm<SignInResult>({
    id: "sign-in",
    actionData,
    say,
    onAnswer(answer) {
      if (!answer.ok) return;
      // staff go to the office (their `next`) once the fetcher's revalidation has ended
      if (answer.next) {
        void navigate(answer.next, { replace: true, defaultShouldRevalidate: true });
        return;
      }
      // the member's first property leads to its application; without one (or if the call fails), the target
      void firstPropertyPath().then((next) =>
        // history is replaced; the layout reads the session again (header, side menu)
        navigate(next ?? target, { replace: true, defaultShouldRevalidate: true }),
      );
    },
  });
  const failure = form.result && !form.result.ok ? form.result : undefined;
  const busy = form.busy || form.fetcher.data?.ok === true;
  const withTarget = (path: string) => (withRedirect ? `${path}?redirect=${encodeURIComponent(target)}` : path);

  /** The e-mail typed so far goes along to the password reset. */
  function toForgotPassword(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const email = form.props.ref.current?.elements.namedItem("email");
    void navigate("/forgot-password", {
      state: { email: email instanceof HTMLInputElement ? email.value.trim() : "" },
    });
  }

  return (
    <AccountLayout
      aside="retreat"
      eyebrow={t("signIn.eyebrow")}
      heading={t("signIn.heading")}
      intro={t("signIn.intro")}
    >
      {signedIn && (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-2xl bg-forest-100 p-4 text-forest-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold">{t("signIn.signedIn.heading")}</p>
            <p className="text-sm text-ink/80">{t("signIn.signedIn.text")}</p>
          </div>
          <Link to={target} className="btn-primary shrink-0">
            {t("signIn.signedIn.action")}
          </Link>
        </div>
      )}
      <form.Form {...form.props} className="space-y-5" aria-label={t("signIn.meta.title")}>
        <FieldRow id="sign-in-email" label={t("signIn.email")}>
          <input
            {...form.control("email")}
            type="email"
            defaultValue={failure?.email ?? handover?.email ?? ""}
            autoComplete="email"
            required
            className="field h-11"
          />
        </FieldRow>
        <FieldRow id="sign-in-password" label={t("signIn.password")}>
          <PasswordField {...form.control("password")} autoComplete="current-password" required />
        </FieldRow>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <RememberMe
            id="sign-in-remember"
            label={t("signIn.remember", ACCOUNT_VALUES)}
            defaultChecked={failure?.remember ?? handover?.remember ?? false}
          />
          <Link
            to="/forgot-password"
            onClick={toForgotPassword}
            className="text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            {t("signIn.forgot")}
          </Link>
        </div>
        <FormError id={form.messageId} message={form.message} />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="btn-primary h-12 w-full text-base disabled:opacity-70"
        >
          {busy ? t("signIn.submitting") : t("signIn.submit")}
        </button>
      </form.Form>
      <p className="mt-7 border-t border-forest-900/10 pt-6 text-center text-sm text-ink/80">
        {t("signIn.noAccount")}{" "}
        <Link
          to={withTarget("/sign-up")}
          className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700"
        >
          {t("signIn.signUp")}
        </Link>
      </p>
    </AccountLayout>
  );
}

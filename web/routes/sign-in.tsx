import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { authMessages as m } from "../../common/auth-messages";
import { DEFAULT_SIGN_IN_REDIRECT, signInRedirectTarget } from "../../common/sign-in-redirect";
import { signInPage as page } from "../content/accounts";
import { seo, type PageMetaArgs } from "../content/site";
import { AccountLayout, FieldRow, RememberMe } from "../features/accounts/account-layout";
import { firstPropertyPath, messageOr, postJson } from "../features/accounts/auth-api";
import { PasswordField } from "../features/accounts/password-field";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/sign-in";

export const meta = (args: PageMetaArgs) => seo({ title: page.title, description: page.description }, args);

/** The page to open after sign-in: the `redirect` parameter when it stays on this site (spec §2), else /property-list. */
export function loader({ request }: Route.LoaderArgs) {
  const target = signInRedirectTarget(new URL(request.url).searchParams.get("redirect"));
  return { target, withRedirect: target !== DEFAULT_SIGN_IN_REDIRECT };
}

/** What sign-up or password reset hand over when they lead here. */
type Handover = { email?: string; remember?: boolean } | null;

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { target, withRedirect } = loaderData;
  const signedIn = useRouteLoaderData<typeof rootLoader>("root")?.signedIn ?? false;
  const handover = useLocation().state as Handover;
  const navigate = useNavigate();
  const [email, setEmail] = useState(handover?.email ?? "");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(handover?.remember ?? false);
  const [busy, setBusy] = useState(false);
  const withTarget = (path: string) => (withRedirect ? `${path}?redirect=${encodeURIComponent(target)}` : path);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !event.currentTarget.reportValidity()) return;
    setBusy(true);
    let answer;
    try {
      answer = await postJson("/api/auth/login", { email: email.trim(), password, remember });
    } catch {
      toast.error(m.somethingWentWrong);
      setBusy(false);
      return;
    }
    if (!answer.ok) {
      toast.error(messageOr(answer, m.loginFailed));
      setBusy(false);
      return;
    }
    toast.success(messageOr(answer, m.loginSuccessful));
    // the member's first property leads to its application; without one (or if the call fails), the target
    const next = (await firstPropertyPath()) ?? target;
    // history is replaced; the layout reads the session again (header, side menu)
    await navigate(next, { replace: true, defaultShouldRevalidate: true });
  }

  return (
    <AccountLayout aside={page.aside} eyebrow={page.eyebrow} heading={page.heading} intro={page.intro}>
      {signedIn && (
        <div role="status" className="mb-6 flex flex-col gap-3 rounded-2xl bg-forest-100 p-4 text-forest-900 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold">{page.signedIn.heading}</p>
            <p className="text-sm text-ink/80">{page.signedIn.text}</p>
          </div>
          <Link to={target} className="btn-primary shrink-0">
            {page.signedIn.action}
          </Link>
        </div>
      )}
      <form method="post" onSubmit={signIn} className="space-y-5" aria-label={page.title}>
        <FieldRow id="sign-in-email" label={page.email}>
          <input
            id="sign-in-email"
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
            className="field h-11"
          />
        </FieldRow>
        <FieldRow id="sign-in-password" label={page.password}>
          <PasswordField id="sign-in-password" value={password} onChange={setPassword} autoComplete="current-password" required />
        </FieldRow>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <RememberMe id="sign-in-remember" label={page.remember} checked={remember} onChange={setRemember} />
          <Link to="/forgot-password" state={{ email: email.trim() }} className="text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline">
            {page.forgot}
          </Link>
        </div>
        <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary h-12 w-full text-base disabled:opacity-70">
          {busy ? page.submitting : page.submit}
        </button>
      </form>
      <p className="mt-7 border-t border-forest-900/10 pt-6 text-center text-sm text-ink/80">
        {page.noAccount}{" "}
        <Link to={withTarget("/sign-up")} className="font-semibold text-forest-900 underline underline-offset-4 hover:text-saffron-700">
          {page.signUp}
        </Link>
      </p>
    </AccountLayout>
  );
}

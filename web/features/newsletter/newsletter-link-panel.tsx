import { Link } from "react-router";
import { useForm } from "../../lib/form";
import type { LinkView } from "./newsletter-links.server";
import { useNewsletterTexts } from "./newsletter-texts";

/**
 * The page a newsletter mail's link opens: what happened, in a status line, and, on the unsubscribe page
 * before it was used, the one button that unsubscribes (a form of the one pattern, decision 031: without JavaScript a
 * plain POST whose answer the route renders; with it the answer is said in the same status line).
 */
export function NewsletterLinkPanel({
  title,
  view: given,
  unsubscribeForm = false,
}: {
  title: string;
  view: LinkView;
  unsubscribeForm?: boolean;
}) {
  const { t, say } = useNewsletterTexts();
  const form = useForm<LinkView>({ id: "unsubscribe", toast: false, say });
  const busy = form.busy;
  const view = form.result ?? given;
  return (
    <section aria-labelledby="newsletter-heading" className="bg-cream-50">
      <div className="mx-auto w-full max-w-xl px-4 pb-16 pt-28 sm:px-6">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 id="newsletter-heading" className="mt-2 font-display text-3xl text-forest-950">
          {title}
        </h1>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
          {view.ok && <p className="break-all text-sm text-ink/80">{view.email}</p>}
          <p role="status" className="mt-2 text-lg text-forest-950">
            {say(view.message)}
          </p>
          {unsubscribeForm && view.ok && !view.done && (
            <form.Form {...form.props} className="mt-6">
              <button type="submit" className="btn btn-primary" aria-busy={busy} disabled={busy}>
                {busy ? t("unsubscribing") : t("unsubscribe")}
              </button>
            </form.Form>
          )}
        </div>
        <p className="mt-6">
          <Link to="/" className="font-semibold text-forest-900 underline underline-offset-4">
            {t("back")}
          </Link>
        </p>
      </div>
    </section>
  );
}

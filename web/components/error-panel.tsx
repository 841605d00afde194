import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function ErrorPanel({
  title,
  detail,
  action,
}: {
  title: string;
  detail: string;
  action?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const { to, label } = action ?? { to: "/", label: t("errors.goHome") };
  // a page not yet translated still says "Page not found" in English, whatever the page's language
  const notFound = title === t("errors.notFound") || title === "Page not found";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="eyebrow">{notFound ? "404" : t("errors.sorry")}</p>
      <h1 className="mt-3 text-4xl font-semibold text-forest-900">{title}</h1>
      <p className="mt-4 text-base text-ink/80" role="alert">
        {detail}
      </p>
      <Link to={to} className="btn-primary mt-8">
        {label}
      </Link>
    </section>
  );
}

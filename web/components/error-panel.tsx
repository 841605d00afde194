import { Link } from "react-router";

export function ErrorPanel({
  title,
  detail,
  action = { to: "/", label: "Go Home" },
}: {
  title: string;
  detail: string;
  action?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="eyebrow">{title === "Page not found" ? "404" : "Sorry"}</p>
      <h1 className="mt-3 text-4xl font-semibold text-forest-900">{title}</h1>
      <p className="mt-4 text-base text-ink/80" role="alert">
        {detail}
      </p>
      <Link to={action.to} className="btn-primary mt-8">
        {action.label}
      </Link>
    </section>
  );
}

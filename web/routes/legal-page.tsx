import { Link, useLocation } from "react-router";
import { legalPages, type LegalPage } from "../content/legal";
import { seo, type PageMetaArgs } from "../content/site";

/** The legal page of a path (the route table registers this module once per page). */
const pageOf = (pathname: string): LegalPage =>
  legalPages.find((page) => page.path === pathname.replace(/\/$/, "")) ?? legalPages[0];

export const meta = (args: PageMetaArgs) => {
  const page = pageOf(args.location.pathname);
  return seo({ title: page.title, description: page.description }, args);
};

/** /privacy-policy, /terms-of-use, /cancellation-and-refund-policy: the same for every visitor. */
export default function LegalPageRoute() {
  const page = pageOf(useLocation().pathname);
  return (
    <article aria-labelledby="page-title" className="bg-cream-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-ink/80">
            <li>
              <Link to="/" className="underline underline-offset-4">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-forest-900">
              {page.title}
            </li>
          </ol>
        </nav>
        <h1 id="page-title" className="mt-8 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-3 text-sm text-ink/80">Last updated: {page.updated}</p>
        <p className="mt-6 text-lg leading-relaxed text-ink/90">{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold text-forest-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink/90">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink/90">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <nav aria-label="Other policies" className="mt-12 border-t border-forest-900/10 pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {legalPages
              .filter((other) => other.path !== page.path)
              .map((other) => (
                <li key={other.path}>
                  <Link to={other.path} className="font-semibold text-forest-900 underline underline-offset-4">
                    {other.title}
                  </Link>
                </li>
              ))}
            <li>
              <Link to="/contact" className="font-semibold text-forest-900 underline underline-offset-4">
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </article>
  );
}

import { documentNotFoundPage as page } from "../content/status-pages";
import { seo, site, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";
import { useGoBack } from "../features/content/use-go-back";

export const meta = (args: PageMetaArgs) => seo({ title: page.title, description: page.description }, args);

export default function DocumentNotFound() {
  const goBack = useGoBack("/");
  return (
    <NoticePage eyebrow={page.eyebrow} title={page.title} text={page.text} imageKey={page.image.key}>
      <button type="button" className="btn-primary" onClick={goBack}>
        {page.action}
      </button>
      <p className="text-sm text-ink/80">
        Ask for a copy at{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-forest-900 underline underline-offset-4">
          {site.email}
        </a>
      </p>
    </NoticePage>
  );
}

import { Link } from "react-router";
import { comingSoonPage as page } from "../content/status-pages";
import { seo, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";

export const meta = (args: PageMetaArgs) => seo({ title: page.title, description: page.description }, args);

export default function ComingSoon() {
  return (
    <NoticePage eyebrow={page.eyebrow} title={page.title} text={page.text} imageKey={page.image.key}>
      <Link to="/" className="btn-primary">
        {page.action}
      </Link>
    </NoticePage>
  );
}

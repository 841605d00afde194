import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { comingSoonPage as page } from "../content/status-pages";
import { seo, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/coming-soon";

export const loader = ({ context }: Route.LoaderArgs) => ({
  messages: messagesFor(context, ["pages"], { pages: ["comingSoon"] }),
});

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "pages");
  return seo({ title: t("comingSoon.title"), description: t("comingSoon.description") }, args);
};

export default function ComingSoon() {
  const { t } = useTranslation("pages");
  return (
    <NoticePage
      eyebrow={t("comingSoon.eyebrow")}
      title={t("comingSoon.title")}
      text={t("comingSoon.text")}
      imageKey={page.image}
    >
      <Link to="/" className="btn-primary">
        {t("comingSoon.action")}
      </Link>
    </NoticePage>
  );
}

import { Trans, useTranslation } from "react-i18next";
import { documentNotFoundPage as page } from "../content/status-pages";
import { seo, site, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";
import { useGoBack } from "../features/content/use-go-back";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/document-not-found";

export const loader = ({ context }: Route.LoaderArgs) => ({
  messages: messagesFor(context, ["pages"], { pages: ["documentNotFound"] }),
});

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "pages");
  return seo({ title: t("documentNotFound.title"), description: t("documentNotFound.description") }, args);
};

export default function DocumentNotFound() {
  const { t } = useTranslation("pages");
  const goBack = useGoBack("/");
  return (
    <NoticePage
      eyebrow={t("documentNotFound.eyebrow")}
      title={t("documentNotFound.title")}
      text={t("documentNotFound.text")}
      imageKey={page.image}
    >
      <button type="button" className="btn-primary" onClick={goBack}>
        {t("documentNotFound.action")}
      </button>
      <p className="text-sm text-ink/80">
        <Trans
          t={t}
          i18nKey="documentNotFound.askForCopy"
          values={{ email: site.email }}
          components={{
            mail: (
              <a href={`mailto:${site.email}`} className="font-semibold text-forest-900 underline underline-offset-4" />
            ),
          }}
        />
      </p>
    </NoticePage>
  );
}

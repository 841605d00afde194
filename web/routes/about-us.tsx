import { useTranslation } from "react-i18next";
import { Picture } from "../components/picture";
import { hero } from "../content/history";
import { seo, type PageMetaArgs } from "../content/site";
import { BackToTop } from "../features/history/back-to-top";
import { HistoryTimeline } from "../features/history/history-timeline";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/about-us";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: messagesFor(context, ["history"]) });

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "history");
  return seo({ title: t("meta.title"), description: t("meta.description"), image: hero.image }, args);
};

export default function AboutUs() {
  const { t } = useTranslation("history");
  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-45">
          <Picture
            mediaKey={hero.image}
            alt=""
            sizes="100vw"
            width={1600}
            priority
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950 via-forest-950/85 to-forest-950/40" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="eyebrow text-saffron-300">{t("hero.eyebrow")}</p>
          <h1
            id="history-title"
            tabIndex={-1}
            className="mt-3 max-w-3xl text-5xl font-semibold outline-none sm:text-7xl"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-cream-100/90">{t("hero.intro")}</p>
          <p className="mt-8 flex items-center gap-2 text-sm font-medium text-cream-100/85" aria-hidden="true">
            <span className="inline-block h-8 w-5 rounded-full border-2 border-cream-100/60 p-1">
              <span className="block h-2 w-1 animate-bounce rounded-full bg-saffron-300 mx-auto" />
            </span>
            {t("scrollHint")}
          </p>
        </div>
      </section>
      <HistoryTimeline />
      <BackToTop label={t("backToTop")} focusTargetId="history-title" />
    </>
  );
}

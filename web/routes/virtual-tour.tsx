import { useTranslation } from "react-i18next";
import { seo, type PageMetaArgs } from "../content/site";
import { RoomExplorer } from "../features/tour/room-explorer";
import { TourPlayer } from "../features/tour/tour-player";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/virtual-tour";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: messagesFor(context, ["tour"]) });

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "tour");
  return seo({ title: t("meta.title"), description: t("meta.description"), image: "rooms/living-1" }, args);
};

export default function VirtualTour() {
  const { t } = useTranslation("tour");
  return (
    <>
      <section aria-labelledby="tour-heading" className="bg-gradient-to-b from-cream-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-14 sm:px-6 sm:pt-20">
          <div className="max-w-2xl">
            <p className="eyebrow">{t("intro.eyebrow")}</p>
            <h1 id="tour-heading" className="mt-2 text-5xl font-semibold text-forest-900 sm:text-6xl">
              {t("intro.title")}
            </h1>
            <p className="mt-4 text-lg text-ink/80">{t("intro.text")}</p>
          </div>
          <div className="mt-12">
            <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
              <div>
                <p className="eyebrow">{t("videos.eyebrow")}</p>
                <h2 className="mt-1 text-3xl font-semibold text-forest-900 sm:text-4xl">{t("videos.title")}</h2>
              </div>
              <p className="max-w-md text-sm text-ink/80">{t("videos.text")}</p>
            </div>
            <TourPlayer />
          </div>
        </div>
      </section>
      <section aria-labelledby="rooms-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mb-8 max-w-2xl">
          <p className="eyebrow">{t("images.eyebrow")}</p>
          <h2 id="rooms-heading" className="mt-1 text-4xl font-semibold text-forest-900 sm:text-5xl">
            {t("images.title")}
          </h2>
          <p className="mt-3 text-lg text-ink/80">{t("images.text")}</p>
        </div>
        <RoomExplorer />
      </section>
    </>
  );
}

import { useTranslation } from "react-i18next";
import { Picture } from "../components/picture";
import { seo, type PageMetaArgs } from "../content/site";
import { loadProgrammeList } from "../features/events/events.server";
import { ProgrammeList } from "../features/events/programme-list";
import type { Route } from "./+types/events";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

/** /events: the club's programme — events, retreats and courses still to come — by kind, place and month, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadProgrammeList(app(context), pageUrl(request))),
    messages: messagesFor(context, ["events"]),
  };
}

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "events");
  return seo({ title: t("list.title"), description: t("list.description"), image: "scenes/event-retreat" }, args);
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-50">
          <Picture
            mediaKey="scenes/event-retreat"
            alt=""
            sizes="100vw"
            priority
            width={1600}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/90 via-forest-950/65 to-forest-950/20" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="eyebrow text-saffron-300">{t("list.eyebrow")}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold sm:text-6xl">{t("list.title")}</h1>
          <p className="mt-4 max-w-2xl text-base text-cream-100/90 sm:text-lg">{t("list.intro")}</p>
        </div>
      </section>
      <ProgrammeList data={loaderData} />
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

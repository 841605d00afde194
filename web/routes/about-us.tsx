import { Picture } from "../components/picture";
import { backToTopLabel, hero } from "../content/history";
import { seo, type PageMetaArgs } from "../content/site";
import { BackToTop } from "../features/history/back-to-top";
import { HistoryTimeline } from "../features/history/history-timeline";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Our History",
      description:
        "The story of Vedanta Wellness Club from 2009 to 2027: the trust founded in Solan, the Rishikesh ashram partnership, forest land at Amarkantak, the first villas and the vision of 500 villas and 100,000+ trees.",
      image: "scenes/himalaya-retreat",
    },
    args,
  );

export default function AboutUs() {
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
          <p className="eyebrow text-saffron-300">{hero.eyebrow}</p>
          <h1
            id="history-title"
            tabIndex={-1}
            className="mt-3 max-w-3xl text-5xl font-semibold outline-none sm:text-7xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-cream-100/90">{hero.intro}</p>
          <p className="mt-8 flex items-center gap-2 text-sm font-medium text-cream-100/85" aria-hidden="true">
            <span className="inline-block h-8 w-5 rounded-full border-2 border-cream-100/60 p-1">
              <span className="block h-2 w-1 animate-bounce rounded-full bg-saffron-300 mx-auto" />
            </span>
            Scroll to travel through the years
          </p>
        </div>
      </section>
      <HistoryTimeline />
      <BackToTop label={backToTopLabel} focusTargetId="history-title" />
    </>
  );
}

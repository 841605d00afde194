import { imagesSection, intro, videoSection } from "../content/virtual-tour";
import { seo, type PageMetaArgs } from "../content/site";
import { RoomExplorer } from "../features/tour/room-explorer";
import { TourPlayer } from "../features/tour/tour-player";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Virtual tour",
      description:
        "Take a virtual tour of a Vedanta Wellness Club villa: short films of the living room, kitchen, bedroom and bathroom, and every room on the floor map.",
      image: "rooms/living-1",
    },
    args,
  );

export default function VirtualTour() {
  return (
    <>
      <section aria-labelledby="tour-heading" className="bg-gradient-to-b from-cream-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-14 sm:px-6 sm:pt-20">
          <div className="max-w-2xl">
            <p className="eyebrow">{intro.eyebrow}</p>
            <h1 id="tour-heading" className="mt-2 text-5xl font-semibold text-forest-900 sm:text-6xl">
              {intro.title}
            </h1>
            <p className="mt-4 text-lg text-ink/80">{intro.text}</p>
          </div>
          <div className="mt-12">
            <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
              <div>
                <p className="eyebrow">{videoSection.eyebrow}</p>
                <h2 className="mt-1 text-3xl font-semibold text-forest-900 sm:text-4xl">{videoSection.title}</h2>
              </div>
              <p className="max-w-md text-sm text-ink/80">{videoSection.text}</p>
            </div>
            <TourPlayer />
          </div>
        </div>
      </section>
      <section aria-labelledby="rooms-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mb-8 max-w-2xl">
          <p className="eyebrow">{imagesSection.eyebrow}</p>
          <h2 id="rooms-heading" className="mt-1 text-4xl font-semibold text-forest-900 sm:text-5xl">
            {imagesSection.title}
          </h2>
          <p className="mt-3 text-lg text-ink/80">{imagesSection.text}</p>
        </div>
        <RoomExplorer />
      </section>
    </>
  );
}

import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";

/** The villa gallery: swipe, arrows, dots and arrow keys; "Loading images..." until the first image is in. */
export function GalleryCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation("catalogue");
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (images.length === 0) return null;
  const count = images.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("gallery.label", { name })}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") prev();
        if (event.key === "ArrowRight") next();
      }}
    >
      {!loaded && (
        <p
          role="status"
          className="absolute inset-0 z-10 flex items-center justify-center rounded-3xl bg-cream-100 text-forest-900"
        >
          {t("gallery.loading")}
        </p>
      )}
      <div ref={viewportRef} className="overflow-hidden rounded-3xl">
        <div className="flex touch-pan-y">
          {images.map((key, i) => (
            <div
              key={`${key}-${i}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription="slide"
              aria-label={t("gallery.slide", { position: i + 1, count })}
            >
              <Picture
                mediaKey={key}
                alt={t("gallery.photoAlt", { name, position: i + 1, count })}
                sizes="(min-width: 1280px) 1200px, 100vw"
                priority={i === 0}
                width={1600}
                onLoad={i === 0 ? () => setLoaded(true) : undefined}
                className="aspect-[3/2] w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={prev}
            className="btn-secondary shrink-0 whitespace-nowrap px-4"
            aria-label={t("gallery.previous")}
          >
            ‹<span className="hidden sm:inline"> {t("gallery.previousShort")}</span>
          </button>
          <div className="flex flex-wrap justify-center">
            {images.map((_, i) => (
              // a 24 px target around a 12 px dot (WCAG 2.5.8, target size)
              <button
                key={i}
                type="button"
                onClick={() => embla?.scrollTo(i)}
                aria-label={t("gallery.show", { position: i + 1 })}
                aria-current={selected === i ? "true" : undefined}
                className="group grid h-6 w-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full ${selected === i ? "bg-saffron-600" : "bg-forest-500/40 group-hover:bg-forest-500"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={next}
            className="btn-secondary shrink-0 whitespace-nowrap px-4"
            aria-label={t("gallery.next")}
          >
            <span className="hidden sm:inline">{t("gallery.nextShort")} </span>›
          </button>
        </div>
      )}
    </section>
  );
}

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SpriteIcon } from "./sprite-icon";
import { usePrefersReducedMotion } from "./use-reduced-motion";

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Auto-advance delay in ms; none when omitted or when the visitor prefers reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  /** Tailwind basis classes of one slide, e.g. "basis-full md:basis-1/2". */
  slideClassName?: string;
  /** Shown above the slides, next to the arrows. */
  heading?: ReactNode;
  className?: string;
  /** Labels of the arrow buttons. */
  previousLabel?: string;
  nextLabel?: string;
}

/**
 * The site's carousel (embla): swipe, arrow buttons, arrow keys; autoplay pauses while hovered or
 * focused, stops with its Pause button (WCAG 2.2.2: whatever moves by itself can be paused) and is off under
 * prefers-reduced-motion.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = true,
  slideClassName = "basis-full",
  heading,
  className = "",
  previousLabel,
  nextLabel,
}: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const moves = Boolean(autoplayMs) && !reducedMotion;
  // paused, the carousel has no autoplay at all (embla keeps the slide in view when its plugins change)
  const plugins =
    moves && !stopped
      ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
      : [];
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: "start" }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    embla.on("reInit", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect);
      embla.off("reInit", onSelect);
    };
  }, [embla]);

  // Hovering stops autoplay through the plugin; resume when the pointer leaves.
  const resume = useCallback(() => {
    const autoplay = embla?.plugins()?.autoplay;
    if (autoplay && !autoplay.isPlaying()) autoplay.play();
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const arrow =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-forest-900 shadow ring-1 ring-forest-900/15 hover:bg-cream-100";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseLeave={resume}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") prev();
        if (event.key === "ArrowRight") next();
      }}
    >
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0 flex-1">{heading}</div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className={arrow} onClick={prev} aria-label={previousLabel ?? t("carousel.previous")}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className={arrow} onClick={next} aria-label={nextLabel ?? t("carousel.next")}>
            <span aria-hidden="true">→</span>
          </button>
          {moves ? (
            <button
              type="button"
              className={arrow}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t("carousel.play") : t("carousel.pause")}
            >
              <SpriteIcon name={stopped ? "play" : "pause"} className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div ref={viewportRef} className="mt-6 overflow-hidden">
        <div className="-ml-5 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.position", { position: i + 1, count: slides.length })}
              aria-current={i === selected ? "true" : undefined}
              className={`min-w-0 shrink-0 grow-0 pl-5 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
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
  // paused, the carousel has no autoplay at all
  const { viewportRef, embla, selected, move } = useLazyEmbla({ loop, autoplayMs: moves && !stopped ? autoplayMs : 0 });

  // Hovering stops autoplay through the plugin; resume when the pointer leaves.
  const resume = useCallback(() => {
    const autoplay = embla?.plugins()?.autoplay;
    if (autoplay && !autoplay.isPlaying()) autoplay.play();
  }, [embla]);

  const prev = useCallback(() => move("prev"), [move]);
  const next = useCallback(() => move("next"), [move]);
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

type Move = "prev" | "next";

/**
 * Embla, loaded when the carousel comes within 400 px of the screen (or at the first arrow pressed before that): the
 * carousels sit below the fold, so a page's first load does without the library. Its slides are laid out by the
 * page's own markup until then. A change of autoplay makes it again at the slide in view.
 */
function useLazyEmbla({ loop, autoplayMs }: { loop: boolean; autoplayMs: number | undefined }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  const pending = useRef<Move | null>(null);

  useEffect(() => {
    const node = viewportRef.current;
    if (wanted || !node) return;
    if (typeof IntersectionObserver === "undefined") {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: "400px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let api: EmblaCarouselType | null = null;
    let cancelled = false;
    void Promise.all([import("embla-carousel"), autoplayMs ? import("embla-carousel-autoplay") : null]).then(
      ([core, autoplay]) => {
        const node = viewportRef.current;
        if (cancelled || !node) return;
        const plugins =
          autoplay && autoplayMs
            ? [
                autoplay.default({
                  delay: autoplayMs,
                  stopOnInteraction: false,
                  stopOnMouseEnter: true,
                  stopOnFocusIn: true,
                }),
              ]
            : [];
        api = core.default(node, { loop, align: "start", startIndex: selectedRef.current }, plugins);
        const onSelect = () => {
          selectedRef.current = api!.selectedScrollSnap();
          setSelected(selectedRef.current);
        };
        api.on("select", onSelect);
        api.on("reInit", onSelect);
        onSelect();
        if (pending.current === "prev") api.scrollPrev();
        if (pending.current === "next") api.scrollNext();
        pending.current = null;
        setEmbla(api);
      },
    );
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [wanted, loop, autoplayMs]);

  const move = useCallback(
    (direction: Move) => {
      if (!embla) {
        pending.current = direction;
        setWanted(true);
      } else if (direction === "prev") embla.scrollPrev();
      else embla.scrollNext();
    },
    [embla],
  );

  return { viewportRef, embla, selected, move };
}

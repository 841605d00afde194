import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { usePrefersReducedMotion } from "../../components/use-reduced-motion";
import { hero, HERO_AUTOPLAY_MS, HERO_FADE_MS, type HeroSlide } from "../../content/home";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";
import { useLocationNames } from "./use-location-names";

/** Leaves room on the left for the site's fixed side tab (Membership / DONATE NOW). */
const heroContainer = "mx-auto w-full max-w-7xl pl-11 pr-4 sm:pl-16 sm:pr-6";

/** Index after moving `step` slides from `index`, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, count: number) => (((index + step) % count) + count) % count;

/**
 * The rotating hero banner (spec public-site §2, §4, §9): advances every 5 s, wraps both ways, the
 * active slide fades in over 1 s. Pauses while hovered, while it holds keyboard focus or when paused
 * with its button; no auto-advance under prefers-reduced-motion. Plain timers (not embla) so a fake
 * clock can drive it.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation(["home", "common"]);
  // the page's one h1, above the rotating titles: the club and its places
  const heading = [t("common:site.name"), ...useLocationNames()].join(" · ");
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !hovered && !focused && !stopped && !reducedMotion;
  const pageLoaded = usePageLoaded();
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i, 1, count)), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const go = (step: number) => setIndex((i) => wrapIndex(i, step, count));
  const control =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-cream-50/50 bg-forest-950/50 text-cream-50 transition-colors hover:bg-cream-50 hover:text-forest-900";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("hero.carouselLabel")}
      className="surface-dark relative isolate grid bg-forest-950 text-cream-50"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start == null || end == null || Math.abs(end - start) < 50) return;
        go(end < start ? 1 : -1);
      }}
    >
      <div className="grid [grid-area:1/1]" aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("common:carousel.position", { position: i + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active ? "true" : undefined}
              className={`relative flex min-h-[40rem] flex-col justify-end overflow-hidden transition-opacity ease-in-out [grid-area:1/1] sm:min-h-[42rem] lg:min-h-[46rem] ${active ? "z-10 opacity-100" : "z-0 opacity-0"}`}
              style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
            >
              {i === 0 || active || pageLoaded ? (
                <Picture
                  mediaKey={slide.image}
                  alt={t(`hero.slides.${slide.key}.imageAlt`)}
                  sizes="100vw"
                  width={1600}
                  priority={i === 0}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
              ) : null}
              <div className="absolute inset-0 -z-10 bg-linear-to-t from-forest-950 via-forest-950/35 to-forest-950/60" />
              <div className="absolute inset-0 -z-10 bg-linear-to-r from-forest-950/65 to-transparent" />
              <div className={`${heroContainer} pb-40 sm:pb-36 lg:pb-32`}>
                <div className="max-w-2xl">
                  <h2 className="text-5xl font-semibold leading-[1.02] text-cream-50 sm:text-7xl">
                    {t(`hero.slides.${slide.key}.title`)}
                  </h2>
                  <p className="mt-5 max-w-xl text-base text-cream-100 sm:text-lg">
                    {t(`hero.slides.${slide.key}.description`)}
                  </p>
                  <Link to={hero.cta.to} className="btn-primary mt-7">
                    {t("hero.cta")}
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className={`pointer-events-none z-20 self-start pt-8 [grid-area:1/1] sm:pt-12 ${heroContainer}`}>
        <h1 className="max-w-md font-sans text-xs font-semibold uppercase leading-relaxed tracking-[0.22em] text-saffron-300 sm:max-w-none">
          {heading}
        </h1>
      </div>

      <div
        className={`z-20 flex items-center gap-3 self-end pb-20 [grid-area:1/1] sm:pb-24 lg:justify-end ${heroContainer}`}
      >
        <button type="button" className={control} onClick={() => go(-1)} aria-label={t("common:carousel.previous")}>
          <ChevronLeftIcon />
        </button>
        <p className="min-w-16 text-center font-display text-lg tabular-nums text-cream-50" aria-hidden="true">
          {String(index + 1).padStart(2, "0")}{" "}
          <span className="text-cream-100/70">/ {String(count).padStart(2, "0")}</span>
        </p>
        <button type="button" className={control} onClick={() => go(1)} aria-label={t("common:carousel.next")}>
          <ChevronRightIcon />
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            className={`${control} ml-2`}
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t("common:carousel.play") : t("common:carousel.pause")}
          >
            {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
          </button>
        )}
      </div>
    </section>
  );
}

/** Whether the window's load event has fired: the other slides' images wait for it, so they never compete with the first. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

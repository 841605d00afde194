import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { chapterFrames, type HistoryChapter } from "../../content/history";
import { withWords } from "../../content/words";
import { activeChapter, timelineProgress, trackHeight } from "./timeline-progress";

/** Wide screens that allow motion get the pinned horizontal timeline; everyone else a vertical list. */
const HORIZONTAL_QUERY = "(min-width: 1024px) and (prefers-reduced-motion: no-preference)";

function useMatchMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * The history timeline. On wide screens a tall track holds a sticky viewport whose row of chapters
 * moves sideways as the page scrolls (the layout comes from CSS, `lg:motion-safe:` classes, so it is
 * right before hydration; the script sets the track's height and the row's offset). On narrow
 * screens, or with reduced motion, the chapters are a plain vertical list. A progress bar shows how
 * far through the timeline the reader is.
 */
export function HistoryTimeline() {
  const { t } = useTranslation("history");
  const chapters = useMemo(
    () => withWords(chapterFrames, t("chapters", { returnObjects: true }), "chapters") as HistoryChapter[],
    [t],
  );
  const horizontal = useMatchMedia(HORIZONTAL_QUERY);
  const track = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLOListElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [progress, setProgress] = useState(0);

  const update = useCallback(() => {
    const trackEl = track.current;
    const rowEl = row.current;
    if (!trackEl || !rowEl) return;
    const rect = trackEl.getBoundingClientRect();
    const p = timelineProgress(rect.top, rect.height, window.innerHeight);
    if (horizontal) {
      const distance = Math.max(0, rowEl.scrollWidth - window.innerWidth);
      rowEl.style.transform = `translate3d(${-Math.round(p * distance)}px, 0, 0)`;
    } else {
      rowEl.style.transform = "";
    }
    setProgress(Math.round(p * 1000) / 10);
  }, [horizontal]);

  // the track's height: the row's overflow plus one screen
  useEffect(() => {
    const measure = () => {
      const rowEl = row.current;
      setHeight(
        horizontal && rowEl ? trackHeight(rowEl.scrollWidth, window.innerWidth, window.innerHeight) : undefined,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (row.current) observer.observe(row.current);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [horizontal]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [update, height]);

  const goTo = (index: number) => {
    const trackEl = track.current;
    if (!trackEl) return;
    const top = trackEl.getBoundingClientRect().top + window.scrollY;
    const distance = trackEl.offsetHeight - window.innerHeight;
    window.scrollTo({ top: top + (index / (chapters.length - 1)) * distance, behavior: "smooth" });
  };

  const current = activeChapter(progress / 100, chapters.length);
  const percent = Math.round(progress);

  return (
    <section aria-label={t("timeline")}>
      <div ref={track} style={{ height }} className="relative lg:motion-safe:h-[900vh]">
        <div className="lg:motion-safe:sticky lg:motion-safe:top-0 lg:motion-safe:h-dvh lg:motion-safe:overflow-hidden">
          <ol
            ref={row}
            className="mx-auto flex max-w-5xl flex-col gap-14 px-4 pb-8 pt-12 sm:px-6 lg:motion-safe:mx-0 lg:motion-safe:h-full lg:motion-safe:w-max lg:motion-safe:max-w-none lg:motion-safe:flex-row lg:motion-safe:items-start lg:motion-safe:gap-0 lg:motion-safe:px-[6vw] lg:motion-safe:pb-28 lg:motion-safe:pt-[max(7.5rem,16vh)] lg:motion-safe:will-change-transform"
          >
            {chapters.map((chapter, i) => (
              <li
                key={chapter.label}
                className="lg:motion-safe:w-[min(80vw,66rem)] lg:motion-safe:shrink-0 lg:motion-safe:pr-28"
              >
                <div className="mb-5 flex items-center gap-4 lg:motion-safe:-mr-28" aria-hidden="true">
                  <span className="h-3 w-3 shrink-0 rounded-full bg-saffron-600 ring-4 ring-saffron-300/50" />
                  <span className="h-px flex-1 bg-gradient-to-r from-saffron-600/60 to-saffron-300/30" />
                </div>
                <article
                  aria-labelledby={`chapter-${i}`}
                  data-chapter={chapter.label}
                  className="grid items-center gap-6 md:grid-cols-[1fr_1fr] md:gap-10"
                >
                  <div>
                    <h2 id={`chapter-${i}`} className="text-forest-900">
                      <span
                        className={`block font-display font-semibold leading-none text-saffron-700 ${chapter.label.length > 4 ? "text-5xl sm:text-6xl" : "text-6xl sm:text-8xl"}`}
                      >
                        {chapter.label}
                      </span>
                      <span className="sr-only">: </span>
                      <span className="mt-3 block text-3xl font-semibold leading-tight sm:text-4xl">
                        {chapter.title}
                      </span>
                    </h2>
                    <p className="mt-4 text-base text-ink/85 sm:text-lg">{chapter.text}</p>
                    <ul className="mt-5 space-y-2">
                      {chapter.highlights.map((h) => (
                        <li key={h} className="flex items-start gap-2 text-sm font-medium text-forest-900">
                          <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rotate-45 bg-saffron-500" />
                          {h}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <figure className="relative">
                    <Picture
                      mediaKey={chapter.image}
                      alt={chapter.imageAlt}
                      sizes="(min-width: 1024px) 520px, (min-width: 768px) 45vw, 100vw"
                      width={960}
                      priority={i === 0}
                      className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl ring-1 ring-forest-900/10"
                    />
                    {chapter.stat ? (
                      <p className="absolute -bottom-5 left-5 rounded-2xl bg-forest-900 px-5 py-3 text-cream-50 shadow-lg">
                        <span className="block font-display text-3xl font-semibold leading-none text-saffron-300">
                          {chapter.stat.value}
                        </span>
                        <span className="mt-1 block text-xs uppercase tracking-wider">{chapter.stat.label}</span>
                      </p>
                    ) : null}
                  </figure>
                </article>
              </li>
            ))}
          </ol>
          <div className="sticky bottom-0 z-20 border-t border-forest-900/10 bg-cream-50/95 py-3 backdrop-blur lg:motion-safe:absolute lg:motion-safe:inset-x-0 lg:motion-safe:border-0 lg:motion-safe:bg-transparent lg:motion-safe:py-6 lg:motion-safe:backdrop-blur-none">
            <div className="mx-auto flex max-w-7xl items-center gap-3 py-1 pl-4 pr-20 sm:pl-6 lg:motion-safe:pr-24">
              <div className="min-w-0 flex-1">
                <div
                  role="progressbar"
                  aria-label={t("progress")}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${percent}%, ${chapters[current].label}`}
                  className="relative h-1.5 overflow-hidden rounded-full bg-forest-900/15"
                >
                  <div
                    className="absolute inset-y-0 left-0 rounded-full bg-saffron-600"
                    style={{ width: `${progress}%` }}
                  />
                </div>
                <ol aria-label={t("chaptersLabel")} className="mt-3 hidden justify-between lg:motion-safe:flex">
                  {chapters.map((chapter, i) => (
                    <li key={chapter.label}>
                      <button
                        type="button"
                        onClick={() => goTo(i)}
                        aria-current={i === current ? "step" : undefined}
                        className={`rounded-full px-2 py-1 text-xs font-semibold transition-colors ${
                          i === current ? "bg-forest-900 text-cream-50" : "text-forest-900 hover:bg-forest-100"
                        }`}
                      >
                        <span className="sr-only">{t("goTo", { chapter: chapter.label })}</span>
                        <span aria-hidden="true">{chapter.label}</span>
                      </button>
                    </li>
                  ))}
                </ol>
              </div>
              <span
                className="shrink-0 text-xs font-semibold tabular-nums text-forest-900 lg:motion-safe:hidden"
                aria-hidden="true"
              >
                {chapters[current].label}
              </span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

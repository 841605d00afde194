import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { Picture } from "../../components/picture";
import { usePrefersReducedMotion } from "../../components/use-reduced-motion";
import type { FeaturedProject } from "../../content/donate-now";
import { useDonateTexts } from "./donate-texts";
import { useAutoScroll } from "./use-auto-scroll";

/**
 * A row of project cards that drifts sideways (spec: 1 px every 30 ms), pausing while the visitor
 * hovers or focuses it, and still under prefers-reduced-motion. The cards are drawn twice so the
 * drift can loop; the second copy is inert and hidden from assistive technology.
 */
export function ProjectSlider({
  projects,
  stepPx,
  intervalMs,
}: {
  projects: readonly FeaturedProject[];
  stepPx: number;
  intervalMs: number;
}) {
  const { t } = useDonateTexts();
  const reducedMotion = usePrefersReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const loopWidth = useCallback(() => {
    const list = firstCopy.current;
    const next = list?.nextElementSibling as HTMLElement | null;
    return list && next ? next.offsetLeft - list.offsetLeft : 0;
  }, []);
  useAutoScroll(scroller, { stepPx, intervalMs, enabled: !reducedMotion, loopWidth, pauseRoot: root });

  const scrollByCard = (direction: 1 | -1) => {
    const el = scroller.current;
    const card = firstCopy.current?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    el.scrollBy({ left: direction * (card.offsetWidth + 24), behavior: reducedMotion ? "auto" : "smooth" });
  };

  const cards = (copy: number) =>
    projects.map((p) => (
      <li key={`${copy}-${p.id}`} className="w-[17rem] shrink-0 sm:w-80">
        <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10">
          <Picture
            mediaKey={p.image}
            alt={t(`projects.items.${p.id}.alt`)}
            sizes="320px"
            width={480}
            className="aspect-[3/2] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <p className="eyebrow">{t(`causes.${p.cause}.name`)}</p>
            <h3 className="mt-2 text-2xl font-semibold leading-tight text-forest-900">
              {t(`projects.items.${p.id}.title`)}
            </h3>
            <p className="mt-1 text-xs font-medium text-ink/80">{t(`projects.items.${p.id}.place`)}</p>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-ink/85">{t(`projects.items.${p.id}.text`)}</p>
            <Link
              to={`?cause=${encodeURIComponent(p.cause)}#donate-form`}
              preventScrollReset
              className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
              aria-label={t("projects.supportLabel", { title: t(`projects.items.${p.id}.title`) })}
            >
              {t("projects.support")} <span aria-hidden="true">{"→"}</span>
            </Link>
          </div>
        </article>
      </li>
    ));

  return (
    <div ref={root} className="relative">
      <div className="mb-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scrollByCard(-1)}
          className="btn-secondary h-11 w-11 p-0"
          aria-label={t("projects.previous")}
        >
          <span aria-hidden="true">{"←"}</span>
        </button>
        <button
          type="button"
          onClick={() => scrollByCard(1)}
          className="btn-secondary h-11 w-11 p-0"
          aria-label={t("projects.next")}
        >
          <span aria-hidden="true">{"→"}</span>
        </button>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label={t("projects.label")}
        tabIndex={0}
        data-testid="project-slider"
        className="flex overflow-x-auto pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul ref={firstCopy} className="flex shrink-0 gap-6 pr-6">
          {cards(0)}
        </ul>
        <ul className="flex shrink-0 gap-6 pr-6" aria-hidden="true" inert hidden={reducedMotion}>
          {cards(1)}
        </ul>
      </div>
    </div>
  );
}

import { useEffect, useRef, type RefObject } from "react";

/**
 * Scrolls an element sideways by `stepPx` every `intervalMs`, looping back after `loopWidth()` pixels
 * (the width of one copy of duplicated content). Paused while `pauseRoot` (the scroller and its
 * controls; default the scroller) is hovered, focused within or pressed,
 * and never started when `enabled` is false (e.g. prefers-reduced-motion). A scroll by the visitor
 * is respected: the loop carries on from where they left it.
 */
export function useAutoScroll(
  ref: RefObject<HTMLElement | null>,
  {
    stepPx,
    intervalMs,
    enabled,
    loopWidth,
    pauseRoot,
  }: {
    stepPx: number;
    intervalMs: number;
    enabled: boolean;
    loopWidth: () => number;
    pauseRoot?: RefObject<HTMLElement | null>;
  },
) {
  const loopWidthRef = useRef(loopWidth);
  useEffect(() => {
    loopWidthRef.current = loopWidth;
  });

  useEffect(() => {
    const el = ref.current;
    const root = pauseRoot?.current ?? el;
    if (!el || !root || !enabled) return;
    let hovered = false;
    let focused = false;
    let pressed = false;
    let position = el.scrollLeft;

    const onEnter = () => (hovered = true);
    const onLeave = () => (hovered = false);
    const onFocusIn = () => (focused = true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) focused = false;
    };
    // after a scroll by hand (wheel, swipe, keys), let its momentum finish before drifting again
    let quietUntil = 0;
    const onScroll = () => {
      if (Math.abs(el.scrollLeft - position) > 2) quietUntil = performance.now() + 1500;
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    const onDown = () => (pressed = true);
    const onUp = () => (pressed = false);
    root.addEventListener("mouseenter", onEnter);
    root.addEventListener("mouseleave", onLeave);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("pointerdown", onDown);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onUp);

    const timer = window.setInterval(() => {
      if (hovered || focused || pressed || document.hidden || performance.now() < quietUntil) return;
      // the visitor scrolled by hand: continue from there
      if (Math.abs(el.scrollLeft - position) > 2) position = el.scrollLeft;
      position += stepPx;
      const width = loopWidthRef.current();
      if (width > 0 && position >= width) position -= width;
      el.scrollLeft = position;
    }, intervalMs);

    return () => {
      window.clearInterval(timer);
      el.removeEventListener("scroll", onScroll);
      root.removeEventListener("mouseenter", onEnter);
      root.removeEventListener("mouseleave", onLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
    };
  }, [ref, pauseRoot, enabled, stepPx, intervalMs]);
}

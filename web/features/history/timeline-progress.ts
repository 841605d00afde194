/**
 * How far through the timeline the reader is, 0–1: 0 while its top is still below the top of the
 * viewport, 1 once its bottom has reached the bottom of the viewport. The same measure drives the
 * horizontal pinned timeline (the track's height is the scroll distance) and the vertical list.
 */
export function timelineProgress(top: number, height: number, viewportHeight: number): number {
  const distance = height - viewportHeight;
  if (distance <= 0) return top <= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, -top / distance));
}

/** The chapter nearest to a progress value, for the timeline's stops. */
export function activeChapter(progress: number, count: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(progress * (count - 1))));
}

/** The height the pinned track needs so that scrolling it down moves its row all the way across. */
export function trackHeight(rowWidth: number, viewportWidth: number, viewportHeight: number): number {
  return Math.max(viewportHeight, rowWidth - viewportWidth + viewportHeight);
}

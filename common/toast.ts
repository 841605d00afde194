/**
 * The global toast area (spec member-side §2 "A global toast area sits at top-centre (4 s; success toasts
 * orange, error toasts red; gutter 8, container offset 16, max width 350)" and §9 "Toast: success 2 s,
 * error 4 s, blank 4 s, loading until dismissed, max 20").
 */
export const TOAST_POSITION = "top-center" as const;
/** Space between two toasts, in px. */
export const TOAST_GUTTER = 8;
/** Distance of the toast area from each edge of the window, in px. */
export const TOAST_OFFSET = 16;
/** Widest a toast grows, in px. */
export const TOAST_MAX_WIDTH = 350;
/** How long each kind of toast stays, in ms (a loading toast stays until it is dismissed). */
export const TOAST_DURATION_MS = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;
/** Toasts shown at once; beyond this the oldest are dismissed. */
export const TOAST_LIMIT = 20;
/** Success toasts are orange (the theme's saffron-700), error toasts red; both with white text. */
export const TOAST_COLORS = {
  success: { background: "#a9560a", color: "#ffffff" },
  error: { background: "#b42318", color: "#ffffff" },
  blank: { background: "#fcf9f2", color: "#1e2320" },
} as const;

/** The ids of the toasts to dismiss so that at most `limit` stay visible (`toasts` newest first). */
export function toastsBeyondLimit(toasts: readonly { id: string; visible: boolean }[], limit = TOAST_LIMIT): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}

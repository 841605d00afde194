import type { ReactNode } from "react";

/**
 * A part of a long page that starts below the fold: server-rendered and hydrated as usual, but the
 * browser skips its style, layout and paint until it nears the screen (`content-visibility: auto`, the
 * `below-fold` class of app.css), so the first screen is drawn without working through the whole page.
 * Only for light sections: a checker that hit-tests a part not yet drawn (axe's colour contrast) finds the
 * page's light background there, which is right for dark text and wrong for light text on a dark section.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold">{children}</div>;
}

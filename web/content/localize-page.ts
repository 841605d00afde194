import type { ContentPageData, ContentPageFrame, PageSection, SharedSection } from "./page-types";
import { overWords, withWords } from "./words";

/** A content page's words as the `pages` catalogue holds them (one language): its own, under its slug. */
export interface PageWords {
  sections?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The words written once for every page that shows them (`pages` → `shared`). */
export type SharedWords = Partial<Record<SharedSection, unknown>>;

/**
 * A content page as its components draw it: its frame with its words laid over, a shared section's words first and
 * the page's own for it on top (web/content/words.ts).
 */
export function localizePage(frame: ContentPageFrame, words: PageWords, shared: SharedWords): ContentPageData {
  const sections = frame.sections.map(({ shared: part, ...section }) => {
    const own = words.sections?.[section.id];
    return withWords(section, part ? overWords(shared[part], own) : own, `${frame.slug}.sections.${section.id}`);
  });
  const ids = new Set(frame.sections.map((section) => section.id));
  const stray = Object.keys(words.sections ?? {}).filter((id) => !ids.has(id));
  if (stray.length > 0) throw new Error(`${frame.slug}: words for no section: ${stray.join(", ")}`);
  const { sections: _sections, ...rest } = words;
  return { ...(withWords({ ...frame, sections: [] }, rest, frame.slug) as object), sections } as unknown as Omit<
    ContentPageData,
    "sections"
  > & { sections: PageSection[] };
}

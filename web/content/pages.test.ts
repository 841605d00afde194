import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/language";
import { allMediaKeys } from "../../common/media";
import { CATALOGUES } from "../lib/i18n.server";
import routes from "../routes";
import { clubPage } from "./club";
import { localizePage, type PageWords, type SharedWords } from "./localize-page";
import type { ContentPageData, ContentPageFrame, PageLink } from "./page-types";
import { contentPageAt, contentPages } from "./pages";
import { visionMissionPage } from "./vision-mission";
import { wePromoteNaturePage } from "./we-promote-nature";
import { whyChooseUsPage } from "./why-choose-us";

const frames: ContentPageFrame[] = [
  ...Object.values(contentPages),
  visionMissionPage,
  whyChooseUsPage,
  clubPage,
  wePromoteNaturePage,
];

/** A page in a language, as its route draws it: its frame with the `pages` catalogue's words. */
function inLanguage(frame: ContentPageFrame, language: (typeof LANGUAGES)[number] = "en"): ContentPageData {
  const words = CATALOGUES[language].pages as unknown as Record<string, unknown>;
  return localizePage(frame, words[frame.slug] as PageWords, words.shared as SharedWords);
}

const allPages: ContentPageData[] = frames.map((frame) => inLanguage(frame));

/** Where a page shows words: its titles, texts, labels and pictures' descriptions, with what it shows there. */
function placesForWords(value: unknown, path = ""): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => placesForWords(item, `${path}.${i}`));
  if (typeof value !== "object" || value === null) return [];
  const needed = ["title", "heading", "text", "label", "alt", "name", "description"];
  return [
    ...needed.filter((key) => key in value).map((key) => [`${path}.${key}`, (value as Record<string, unknown>)[key]]),
    ...Object.entries(value).flatMap(([key, item]) => placesForWords(item, `${path}.${key}`)),
  ] as [string, unknown][];
}

function linksOf(page: ContentPageData): PageLink[] {
  return [
    ...(page.hero.actions ?? []),
    ...page.sections.flatMap((s) => {
      if (s.kind === "cta") return s.actions;
      if (s.kind === "cards") return [...s.items.flatMap((i) => (i.link ? [i.link] : [])), ...(s.link ? [s.link] : [])];
      if ((s.kind === "text-image" || s.kind === "courses") && s.link) return [s.link];
      return [];
    }),
  ];
}

function imagesOf(page: ContentPageData): string[] {
  return [
    page.hero.image.key,
    ...page.sections.flatMap((s) => {
      if (s.kind === "text-image") return [s.image.key];
      if (s.kind === "cards") return s.items.map((i) => i.image.key);
      if (s.kind === "courses") return s.courses.map((c) => c.img);
      return [];
    }),
  ];
}

describe("content pages", () => {
  it("has content for every address the route table sends to the content-page module", () => {
    const paths = routes.filter((r) => r.file === "routes/content-page.tsx").map((r) => r.path!);
    expect(paths).toHaveLength(10);
    for (const path of paths) expect(contentPageAt(`/${path}`)?.slug).toBe(path);
    expect(Object.keys(contentPages).sort()).toEqual([...paths].sort());
  });

  it("finds a page by its pathname, with or without a trailing slash, and nothing else", () => {
    expect(inLanguage(contentPageAt("/restaurant")!).title).toBe("Satvik Restaurant");
    expect(inLanguage(contentPageAt("/ayurvedic-upchar/")!).title).toBe("Ayurvedic Upchaar");
    expect(contentPageAt("/constructor")).toBeUndefined();
    expect(contentPageAt("/unknown")).toBeUndefined();
  });

  it.each(allPages.map((p) => [p.slug, p] as const))(
    "%s has a title, a description and 3 to 5 sections",
    (_slug, page) => {
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.description.length).toBeGreaterThan(60);
      expect(page.description.length).toBeLessThanOrEqual(200);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      expect(page.sections.length).toBeLessThanOrEqual(5);
      expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
    },
  );

  it.each(allPages.map((p) => [p.slug, p] as const))(
    "%s uses only known artwork and never a dead link",
    (_slug, page) => {
      const known = new Set(allMediaKeys());
      for (const key of imagesOf(page)) expect(known, key).toContain(key);
      for (const link of linksOf(page)) {
        expect(link.to).toMatch(/^\/[a-z0-9/-]*$/);
        expect(link.to).not.toBe("#");
      }
    },
  );

  it("ends every page with the calls to action of the spec, /join-club and /donate", () => {
    for (const page of allPages) {
      const cta = page.sections.at(-1);
      expect(cta?.kind, page.slug).toBe("cta");
      expect(linksOf(page).map((l) => l.to)).toEqual(expect.arrayContaining(["/join-club", "/donate"]));
    }
  });

  it("links the courses to /courses and the retreats to /yoga-retreats", () => {
    expect(linksOf(inLanguage(contentPages["vedic-education"])).map((l) => l.to)).toContain("/courses");
    expect(linksOf(inLanguage(contentPages["yoga-meditation"])).map((l) => l.to)).toContain("/yoga-retreats");
  });

  it.each(LANGUAGES)("in %s, every page's words fit its frame and fill every place for words", (language) => {
    for (const frame of frames) {
      const page = inLanguage(frame, language);
      const empty = placesForWords(page).filter(([, text]) => typeof text !== "string" || !text.trim());
      expect(empty.map(([path]) => `${frame.slug}${path}`)).toEqual([]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { allMediaKeys } from "../../common/media";
import routes from "../routes";
import { clubPage } from "./club";
import type { ContentPageData, PageLink } from "./page-types";
import { contentPageAt, contentPages } from "./pages";
import { visionMissionPage } from "./vision-mission";
import { wePromoteNaturePage } from "./we-promote-nature";
import { whyChooseUsPage } from "./why-choose-us";

const allPages: ContentPageData[] = [
  ...Object.values(contentPages),
  visionMissionPage,
  whyChooseUsPage,
  clubPage,
  wePromoteNaturePage,
];

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
    expect(contentPageAt("/restaurant")?.title).toBe("Satvik Restaurant");
    expect(contentPageAt("/ayurvedic-upchar/")?.title).toBe("Ayurvedic Upchaar");
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
    expect(linksOf(contentPages["vedic-education"]).map((l) => l.to)).toContain("/courses");
    expect(linksOf(contentPages["yoga-meditation"]).map((l) => l.to)).toContain("/yoga-retreats");
  });
});

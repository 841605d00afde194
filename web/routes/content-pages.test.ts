import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * The marketing and content pages and the two notice pages as the server renders them before any script: each answers
 * 200 with one heading of its own, its title and a description worth reading, and its main content (their axe check
 * and their fit at 360 px: e2e/content.spec.ts).
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => site?.close());

const PAGES: [path: string, h1: string][] = [
  ["/about-vedanta", "About Vedanta"],
  ["/vedic-education", "Vedic Education"],
  ["/yoga-meditation", "Yoga and Meditation"],
  ["/ayurvedic-upchar", "Ayurvedic Upchaar"],
  ["/facilities", "Club Facilities"],
  ["/restaurant", "Satvik Restaurant"],
  ["/swimming-pool", "Swimming Pool"],
  ["/mentolzma", "Mentolzma"],
  ["/agro-farming", "Agro Farming and Research"],
  ["/travel-and-tourism", "Travel and Tourism"],
  ["/vision-mission", "Vision and Mission"],
  ["/why-choose-us", "Why Choose Us"],
  ["/club", "The Club"],
  ["/we-promote-nature", "We Promote Nature"],
  ["/coming-soon", "Coming Soon"],
  ["/document-not-found", "Document Not Available"],
];

/** The words of an element's content, without its tags. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

describe("the content pages", () => {
  it.each(PAGES)(
    "%s answers 200 with its one heading, its title, a description and its main content",
    async (path, h1) => {
      const res = await fetch(`${site.url}${path}`, { redirect: "manual" });
      expect(res.status).toBe(200);
      const html = await res.text();
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => words(m[1]!));
      expect(headings).toEqual([h1]);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&")).toBe(`${h1} | Vedanta Wellness Club`);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(description).toMatch(/\w{4,}.{40,}/);
      expect(html).toMatch(/<main[\s>]/);
    },
  );
});

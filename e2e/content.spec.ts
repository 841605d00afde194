import { expect } from "@playwright/test";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/*
 * The marketing and content pages and the two notice pages: each answers 200 with its heading, title and description
 * as the server renders it (web/routes/content-pages.test.ts). Here the browser's side: axe finds no serious problem
 * and nothing scrolls sideways at 360 px, on a page of each layout — together they hold every kind of section
 * (text and image, statements, features in both tones, stats, cards, courses, steps, quote, call to action), the
 * pages made of their own parts, and the notice page.
 */
const LAYOUTS: { path: string; h1: string }[] = [
  { path: "/about-vedanta", h1: "About Vedanta" },
  { path: "/vedic-education", h1: "Vedic Education" },
  { path: "/yoga-meditation", h1: "Yoga and Meditation" },
  { path: "/facilities", h1: "Club Facilities" },
  { path: "/restaurant", h1: "Satvik Restaurant" },
  { path: "/vision-mission", h1: "Vision and Mission" },
  { path: "/why-choose-us", h1: "Why Choose Us" },
  { path: "/club", h1: "The Club" },
  { path: "/we-promote-nature", h1: "We Promote Nature" },
  { path: "/coming-soon", h1: "Coming Soon" },
];

// the two halves of the layouts run side by side, as do the other journeys of this file
test.describe.configure({ mode: "parallel" });

for (const half of [0, 1]) {
  const layouts = LAYOUTS.filter((_, i) => i % 2 === half);
  test(`${layouts.map((l) => l.path).join(", ")} are accessible and fit 360 px`, async ({ page }) => {
    test.setTimeout(test.info().timeout * 2); // five pages, each checked by axe
    for (const { path, h1 } of layouts) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await visit(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expectAccessible(page);
        await page.setViewportSize({ width: 360, height: 740 });
        await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
        await expectNoSidewaysScroll(page);
      });
    }
  });
}

test("the hero scene loads first at full width and the other pictures wait until needed", async ({ page }) => {
  await visit(page, "/yoga-meditation");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.locator("img")).toHaveAttribute("loading", "eager");
  await expect(hero.locator("source").first()).toHaveAttribute("sizes", "100vw");
  const others = page.locator("main img").filter({ hasNot: page.locator("xpath=self::*[@loading='eager']") });
  expect(await others.count()).toBeGreaterThan(0);
  for (const img of await others.all()) await expect(img).toHaveAttribute("loading", "lazy");
});

test("the content pages call visitors to join the club and to donate", async ({ page }) => {
  await visit(page, "/about-vedanta");
  await expect(page.getByRole("heading", { level: 2, name: "Our vision and mission" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Join the Club" })).toHaveAttribute("href", "/join-club");
  await expect(main.getByRole("link", { name: "Donate", exact: true })).toHaveAttribute("href", "/donate");

  await main.getByRole("link", { name: "Join the Club" }).click();
  await expect(page).toHaveURL(/\/membership$/);
});

test("Vedic Education shows the programme's courses and its courses link leads to them in the programme", async ({
  page,
}) => {
  await visit(page, "/vedic-education");
  const course = page.getByRole("article", { name: "Foundations of Vedanta" });
  await expect(course).toBeVisible();
  await expect(course.getByRole("definition")).toHaveText(["4 weeks", "Beginner", "Online", /\d{4}$/, "₹3,000"]);
  await expect(course.getByRole("link", { name: /^Enroll Now/ })).toHaveAttribute(
    "href",
    "/events/foundations-of-vedanta#book",
  );
  await expect(page.getByRole("article", { name: "Yoga and Vedanta Teacher Training" })).toContainText("28 days");

  const coursesLink = page.getByRole("link", { name: "View all courses" });
  await expect(coursesLink).toHaveAttribute("href", "/courses");
  await coursesLink.click();
  await expect(page).toHaveURL(/\/events\?kind=course$/);
});

test("Yoga and Meditation links to the retreats", async ({ page }) => {
  await visit(page, "/yoga-meditation");
  await expect(page.getByRole("link", { name: "View yoga retreats" })).toHaveAttribute("href", "/yoga-retreats");
});

test("the club page links each kind of home to its villas", async ({ page }) => {
  await visit(page, "/club");
  const homes: [string, string][] = [
    ["Farm Villa", "/property-number/farm-villa"],
    ["Apple Homes", "/property-number/apple-homes"],
    ["Bamboo Homes", "/property-number/bamboo-homes"],
    ["Tree Houses", "/property-number/tree-houses"],
    ["Nature Camps", "/property-number/nature-house"],
  ];
  for (const [name, href] of homes) {
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(page.getByRole("link", { name: `View villas: ${name}` })).toHaveAttribute("href", href);
  }

  await page.getByRole("link", { name: "View villas: Apple Homes" }).click();
  await expect(page).toHaveURL(/\/property-number\/apple-homes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Apple Homes" })).toBeVisible();
});

test("Coming Soon and Document Not Available stay out of the sitemap but are not hidden from crawlers", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/coming-soon", "/document-not-found", "/sign-in", "/sign-up", "/forgot-password"]) {
    expect(sitemap).not.toContain(`${path}</loc>`);
    await visit(page, path);
    // Lighthouse's SEO budget (100) counts a noindex public page against it
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test("Coming Soon's Go Home leads home", async ({ page }) => {
  await visit(page, "/coming-soon");
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("Document Not Available's Go Back returns to the page before", async ({ page, baseURL }) => {
  await visit(page, "/club");
  // a full page load from the club page, as a document link opened in the same tab
  await page.goto("/document-not-found", { referer: `${baseURL}/club` });
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/club$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Club" })).toBeVisible();
});

test("Go Back goes home when the notice was opened directly", async ({ page }) => {
  await visit(page, "/document-not-found");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

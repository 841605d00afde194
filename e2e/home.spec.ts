import { expect, type Page } from "@playwright/test";
import { addDays, format, parseISO } from "date-fns";
import { clubToday } from "../common/club-time";
import { expectAccessible, expectNoSidewaysScroll, test, visit, waitForHydration } from "./support";

/** The hero carousel region and the title of the slide a visitor can see. */
const hero = (page: Page) => page.getByRole("region", { name: "Welcome to the Vedanta Wellness Club" });
const heroTitle = (page: Page) => hero(page).getByRole("heading", { level: 2 });

const SLIDE_1 = "Welcome to the club";
const SLIDE_2 = "Discover Tranquility and Wellness";
const SLIDE_3 = "Discover Wellness and Embrace Harmony";
/** A morning some weeks ahead of the club's today: the carousels' clock, and the dates the stay search sends. */
const IN_20_DAYS = format(addDays(parseISO(clubToday()), 20), "yyyy-MM-dd");
const IN_23_DAYS = format(addDays(parseISO(clubToday()), 23), "yyyy-MM-dd");
const START = new Date(`${IN_20_DAYS}T06:00:00+05:30`);

test("the home page stacks its sections in the order of the spec", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // textContent, not innerText: a section below the fold is not laid out yet (content-visibility), and has no innerText until it is
  const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.map((t) => t.trim())).toEqual([
    SLIDE_1,
    "A spiritual retreat, not a resort",
    "Celebrate, Connect and Create Memories",
    "a symphony of luxury and nature",
    "Sacred Spaces",
    "Spaces to restore body and mind",
    "Begin each day with the sun",
    "Giving Back to the Himalayas",
    "Learn from the living tradition",
    "Moments from the club",
    "Words from our members",
  ]);

  // the stay search sits between the hero and the about section
  const heroBox = (await hero(page).boundingBox())!;
  const searchBox = (await page.getByRole("search", { name: "Find a stay" }).boundingBox())!;
  const aboutBox = (await page.getByRole("heading", { name: "A spiritual retreat, not a resort" }).boundingBox())!;
  expect(searchBox.y).toBeGreaterThan(heroBox.y + heroBox.height / 2);
  expect(searchBox.y + searchBox.height).toBeLessThan(aboutBox.y);

  // 3 events of the programme; the fixed content: 3 locations, 3 facilities, 4 courses, 7 testimonials
  await expect(page.getByRole("region", { name: "Upcoming events" }).getByRole("group")).toHaveCount(3);
  const locations = page.getByRole("list", { name: "Our locations" }).getByRole("listitem");
  await expect(locations).toHaveCount(3);
  for (const [i, region] of ["Himachal Pradesh", "Madhya Pradesh", "Uttarakhand"].entries()) {
    await expect(locations.nth(i)).toContainText(region);
  }
  const facilities = page.getByRole("region", { name: "Club facilities" });
  await expect(facilities.getByRole("group")).toHaveCount(3);
  for (const name of ["Swimming Pool", "Meditation Spaces", "Wellness Center"]) {
    await expect(facilities.getByRole("heading", { name })).toHaveCount(1);
  }
  // the courses are the programme's: Enroll Now opens each one's booking
  const courses = page.getByRole("link", { name: /^Enroll Now/ });
  await expect(courses).toHaveCount(4);
  for (const link of await courses.all()) await expect(link).toHaveAttribute("href", /^\/events\/[a-z0-9-]+#book$/);
  await expect(page.getByText("4 weeks", { exact: true })).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Testimonials" }).getByRole("group")).toHaveCount(7);

  // the calls to action
  await expect(page.getByRole("link", { name: /^Learn More about the club/ })).toHaveAttribute(
    "href",
    "/about-vedanta",
  );
  await expect(page.getByRole("link", { name: "Explore Our Locations" })).toHaveAttribute("href", "/why-trust-us");
  await expect(page.getByRole("link", { name: "View all Experiences" })).toHaveAttribute("href", "/facilities");
  await expect(page.getByRole("link", { name: "Explore Swimming Pool" }).first()).toHaveAttribute(
    "href",
    "/swimming-pool",
  );
  await expect(page.getByRole("link", { name: /^Learn More about yoga/ })).toHaveAttribute("href", "/yoga-meditation");
  await expect(page.getByRole("link", { name: "Make a Difference Today" })).toHaveAttribute("href", "/donate-now");
  await expect(page.getByRole("link", { name: /^View All courses/ })).toHaveAttribute("href", "/vedic-education");
  await expect(page.getByRole("link", { name: "Explore the Moments" })).toHaveAttribute("href", "/virtual-tour");
  // the events are the programme's next ones: Register Now opens the booking, Learn More the page, View All /events
  const events = page.getByRole("region", { name: "Upcoming events" });
  await expect(events.getByRole("link", { name: /^Register Now/ }).first()).toHaveAttribute(
    "href",
    /^\/events\/[a-z0-9-]+#book$/,
  );
  await expect(events.getByRole("link", { name: /^Learn More about/ }).first()).toHaveAttribute(
    "href",
    /^\/events\/[a-z0-9-]+$/,
  );
  await expect(events.getByRole("link", { name: /^View All/ }).first()).toHaveAttribute("href", "/events");
  await expect(page.getByText("100000+")).toBeVisible();
});

test("the side tab leads to membership and donations: on the left edge from 640 px, a bottom bar on a phone @mobile", async ({
  page,
}) => {
  await visit(page, "/");
  const tab = page.getByRole("navigation", { name: "Join and give" });
  await expect(tab.getByRole("link", { name: "Membership" })).toHaveAttribute("href", "/membership");
  await expect(tab.getByRole("link", { name: "DONATE NOW" })).toHaveAttribute("href", "/donate-now");
  const { width, height } = page.viewportSize()!;
  const box = (await tab.boundingBox())!;
  if (width < 640) {
    expect(Math.round(box.y + box.height)).toBe(height);
    expect(Math.round(box.width)).toBe(width);
    // at the end of the page the bar covers nothing of the footer
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await page.getByRole("contentinfo").boundingBox())!.y).toBeLessThan(height);
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await tab.boundingBox())!.y + 1);
  } else {
    expect(box.x).toBe(0);
    expect(Math.abs(box.y + box.height / 2 - height / 2)).toBeLessThan(2);
  }
  await tab.getByRole("link", { name: "DONATE NOW" }).click();
  await expect(page).toHaveURL(/\/donate-now$/);
  // the tab belongs to the home page only
  await expect(page.getByRole("navigation", { name: "Join and give" })).toHaveCount(0);
});

test("the hero advances every 5 seconds, fades over 1 second, wraps both ways and pauses on hover", async ({
  page,
}) => {
  // a paused fake clock: only runFor moves the page's time, however slow the machine is
  // installed a minute early: the fake clock runs until paused, and pausing cannot go back in time
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  await visit(page, "/");
  await expect(hero(page).getByRole("group")).toHaveCount(1); // the hidden slides are out of the accessibility tree
  await expect(hero(page).getByRole("group")).toHaveAccessibleName("1 of 3");
  await expect(heroTitle(page)).toHaveText(SLIDE_1);
  await expect(hero(page).locator("[data-active]")).toHaveCSS("transition-duration", "1s");

  await page.clock.runFor(4000);
  await expect(heroTitle(page)).toHaveText(SLIDE_1);
  await page.clock.runFor(1000);
  await expect(heroTitle(page)).toHaveText(SLIDE_2);
  await expect(hero(page).getByRole("group")).toHaveAccessibleName("2 of 3");
  await page.clock.runFor(5000);
  await expect(heroTitle(page)).toHaveText(SLIDE_3);
  await page.clock.runFor(5000);
  await expect(heroTitle(page)).toHaveText(SLIDE_1); // last wraps to first

  await hero(page).getByRole("button", { name: "Previous slide" }).click();
  await expect(heroTitle(page)).toHaveText(SLIDE_3); // first wraps to last
  await hero(page).getByRole("button", { name: "Next slide" }).click();
  await expect(heroTitle(page)).toHaveText(SLIDE_1);
  await hero(page).getByRole("button", { name: "Next slide" }).click();
  await expect(heroTitle(page)).toHaveText(SLIDE_2);

  // the pointer is over the hero: no auto-advance
  await page.clock.runFor(12000);
  await expect(heroTitle(page)).toHaveText(SLIDE_2);
  // it leaves: the rotation resumes
  await page.getByRole("search", { name: "Find a stay" }).hover();
  await page.clock.runFor(5000);
  await expect(heroTitle(page)).toHaveText(SLIDE_3);

  // the pause button stops it for good
  await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
  await page.getByRole("search", { name: "Find a stay" }).hover();
  await page.clock.runFor(12000);
  await expect(heroTitle(page)).toHaveText(SLIDE_3);
  await hero(page).getByRole("button", { name: "Play slideshow" }).click();
  await page.getByRole("search", { name: "Find a stay" }).hover();
  await page.clock.runFor(5000);
  await expect(heroTitle(page)).toHaveText(SLIDE_1);
});

test("the hero does not move on its own for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install({ time: START.getTime() - 60_000 }); // early: pausing cannot go back in time
  await page.clock.pauseAt(START);
  await visit(page, "/");
  await page.clock.runFor(16000);
  await expect(heroTitle(page)).toHaveText(SLIDE_1);
  await hero(page).getByRole("button", { name: "Next slide" }).click();
  await expect(heroTitle(page)).toHaveText(SLIDE_2);
});

test("the stay search sends only the filled criteria to /properties", async ({ page }) => {
  await visit(page, "/");
  const search = page.getByRole("search", { name: "Find a stay" });
  await expect(search.getByLabel("Location")).toHaveValue("");
  await expect(search.getByLabel("Location").locator("option").first()).toHaveText("Select a location");
  await expect(search.getByLabel("Rooms")).toHaveValue("1");
  await expect(search.getByLabel("Guests")).toHaveValue("2");
  await expect(search.getByText("Check-In", { exact: true })).toBeVisible();
  await expect(search.getByText("Check-Out", { exact: true })).toBeVisible();

  await search.getByRole("button", { name: "View Availability" }).click();
  await expect(page).toHaveURL(/\/properties\?rooms=1&guests=2$/);
});

test("the stay search with a place, dates, two rooms and three guests", async ({ page }) => {
  await visit(page, "/");
  const search = page.getByRole("search", { name: "Find a stay" });

  // clicking the date display opens the browser's date picker
  await page.evaluate(() => {
    HTMLInputElement.prototype.showPicker = function (this: HTMLInputElement) {
      (window as unknown as { opened: string[] }).opened = [
        ...((window as unknown as { opened?: string[] }).opened ?? []),
        this.name,
      ];
    };
  });
  await search.getByLabel("Check-In").click();
  expect(await page.evaluate(() => (window as unknown as { opened?: string[] }).opened)).toEqual(["checkIn"]);

  await search.getByLabel("Location").selectOption({ label: "Rishikesh" });
  // the dates start today in the club's calendar
  await expect(search.getByLabel("Check-In")).toHaveAttribute("min", clubToday());
  await search.getByLabel("Check-In").fill(IN_20_DAYS);
  await search.getByLabel("Check-Out").fill(IN_23_DAYS);
  const addRoom = search.getByRole("button", { name: "Add another room" });
  await addRoom.click();
  await expect(search.getByLabel("Rooms")).toHaveValue("2");
  await expect(addRoom).toBeDisabled();
  await search.getByLabel("Guests").selectOption({ label: "Guests 03" });
  await search.getByRole("button", { name: "View Availability" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties\\?location=rishikesh&checkIn=${IN_20_DAYS}&checkOut=${IN_23_DAYS}&rooms=2&guests=3$`),
  );
});

test("what a visitor chose in the stay search before the page hydrated is kept and sent", async ({ page }) => {
  // a slow phone: the page is shown, and taken in hand, long before its JavaScript has hydrated it; the scripts are
  // held back until the visitor has chosen, so that the choosing surely comes first
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release = () => {};
  const chosen = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await chosen;
    await route.continue();
  });
  const checkIn = format(addDays(parseISO(clubToday()), 20), "yyyy-MM-dd");
  const checkOut = format(addDays(parseISO(clubToday()), 23), "yyyy-MM-dd");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("search", { name: "Find a stay" });
  await search.getByLabel("Location").selectOption({ label: "Rishikesh" });
  await search.getByLabel("Check-In").fill(checkIn);
  await search.getByLabel("Check-Out").fill(checkOut);
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  release();
  await waitForHydration(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(search.getByLabel("Location")).toHaveValue("rishikesh");
  await expect(search.getByLabel("Check-In")).toHaveValue(checkIn);
  await expect(search.getByLabel("Check-Out")).toHaveValue(checkOut);
  await search.getByRole("button", { name: "View Availability" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties\\?location=rishikesh&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&guests=2$`),
  );
});

test("the property showcase has one tab per type, the first selected", async ({ page, request }) => {
  const types = (await (await request.get("/api/propertyType/getPropertyType")).json()).data as {
    name: string;
    slug: string;
  }[];
  expect(types.length).toBeGreaterThan(2);
  await visit(page, "/");
  const section = page.getByRole("region", { name: "a symphony of luxury and nature" });
  const tabs = section.getByRole("tablist", { name: "Kinds of home" }).getByRole("tab");
  await expect(tabs).toHaveText(types.map((t) => t.name));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const panel = section.getByRole("tabpanel");
  await expect(panel).toHaveAccessibleName(types[0].name);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(types[0].name);
  await expect(panel.getByText(/₹[\d,]+/)).toBeVisible();
  for (const benefit of [
    /access to VIP Lounge & Swimming Pool/i,
    "Free Valet Parking",
    "Complimentary Yoga & Meditation Classes",
    "Attractive Rental Income",
  ]) {
    await expect(panel.getByText(benefit)).toBeVisible();
  }
  // features are HTML: their markup is rendered, not shown as text
  await expect(panel.locator("li strong").first()).toBeVisible();
  await expect(panel).not.toContainText("<strong>");

  const other = types[3];
  await tabs.filter({ hasText: other.name }).click();
  await expect(tabs.filter({ hasText: other.name })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "false");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(other.name);
  const viewVilla = panel.getByRole("link", { name: /^View Villa/ });
  await expect(viewVilla).toHaveAttribute("href", `/property-number/${other.slug}`);

  // arrow keys move between tabs, wrapping
  await tabs.filter({ hasText: other.name }).press("ArrowRight");
  await expect(tabs.nth(4)).toBeFocused();
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(types[4].name);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(types[types.length - 1].name);

  await viewVilla.click();
  await expect(page).toHaveURL(new RegExp(`/property-number/${types[types.length - 1].slug}$`));
});

test("the home page has no serious accessibility problems", async ({ page }) => {
  await visit(page, "/");
  await expectAccessible(page);
});

test("the home page fits a 360 px and a 320 px screen without sideways scrolling @phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, "/");
  await page.getByRole("heading", { name: "Words from our members" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "View Availability" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // reflow (WCAG 1.4.10): 320 CSS px, the footer (on every page) included, its newsletter button not cut short
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, "at 320 px");
  const submit = page.getByRole("form", { name: "Newsletter" }).getByRole("button", { name: "Submit" });
  expect(await submit.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
});

test("the three carousels that move by themselves each pause and play with a visible button", async ({ page }) => {
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  await visit(page, "/");
  for (const name of ["Upcoming events", "Club facilities", "Testimonials"]) {
    const carousel = page.getByRole("region", { name });
    const current = carousel.locator('[aria-roledescription="slide"][aria-current="true"]');
    await carousel.scrollIntoViewIfNeeded();
    const pause = carousel.getByRole("button", { name: "Pause slideshow" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.mouse.move(0, 0); // the pointer leaves: only the button holds it still
    const before = await current.getAttribute("aria-label");
    // 5.5 s: past the 5 s of two of them, two of the events' 2 s steps (three would bring its three slides round)
    await page.clock.runFor(5_500);
    await expect(current, `${name} stays paused`).toHaveAttribute("aria-label", before!);
    await carousel.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5_500);
    await expect(current, `${name} plays again`).not.toHaveAttribute("aria-label", before!);
  }
});

test("the side tab covers no content from 1024 px up, and text at 200 % does not scroll sideways", async ({ page }) => {
  for (const width of [1024, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/");
    const tab = (await page.getByRole("navigation", { name: "Join and give" }).boundingBox())!;
    // every heading, text and link of the page and the footer (slides of carousels move out of view by design)
    const covered = await page.evaluate((right) => {
      const texts = [
        ...document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p, a, button), footer :is(h2, p, a)"),
      ];
      return texts
        .filter(
          (el) => !el.closest('[aria-roledescription="slide"], [data-side-tab]') && el.getClientRects().length > 0,
        )
        .map((el) => ({ text: (el.textContent ?? "").trim().slice(0, 30), left: el.getBoundingClientRect().left }))
        .filter((box) => box.left < right);
    }, tab.x + tab.width);
    expect(covered, `at ${width} px`).toEqual([]);
  }
  // text-only zoom to 200 % (WCAG 1.4.4): the header wraps, nothing scrolls sideways
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addStyleTag({ content: "html { font-size: 200% !important }" });
  await expectNoSidewaysScroll(page, "/ with text at 200 %");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Facilities" }),
  ).toBeInViewport();
  await page.goto("/property-list");
  await page.addStyleTag({ content: "html { font-size: 200% !important }" });
  await expectNoSidewaysScroll(page, "/property-list with text at 200 %");
});

test("the focus ring stands out 3:1 from the background around every control of the home page and pages with dark bands", async ({
  page,
}) => {
  for (const path of ["/", "/donate-now", "/about-us"]) {
    await visit(page, path);
    await page.keyboard.press("Tab"); // a keyboard user: the focus is visible from now on
    const weak = await page.evaluate(() => {
      // any CSS colour (oklab, with alpha) as the sRGB the screen shows, over the page's cream
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const channels = (color: string) => {
        canvas.fillStyle = "#fcf9f2";
        canvas.fillRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const controls = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex='0']"),
      ].filter(
        // a visually hidden control (a radio inside its label) shows its focus on the label, checked as such
        (el) => el.getBoundingClientRect().width > 1 && !el.closest("[inert], dialog:not([open])"),
      );
      const found: string[] = [];
      for (const el of controls) {
        el.focus();
        if (document.activeElement !== el) continue;
        for (const transition of el.getAnimations()) transition.finish(); // the ring as it settles, not as it fades in
        const style = getComputedStyle(el);
        if (!el.matches(":focus-visible")) {
          found.push(`${el.outerHTML.slice(0, 80)}: no visible focus`);
          continue;
        }
        if (style.outlineStyle === "none") continue; // its container shows the focus (the stay search's fields)
        let background = "rgb(252, 249, 242)";
        for (let parent = el.parentElement; parent; parent = parent.parentElement) {
          const color = getComputedStyle(parent).backgroundColor;
          if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") {
            background = color;
            break;
          }
        }
        const contrast = ratio(style.outlineColor, background);
        if (contrast < 3)
          found.push(
            `${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}: ${style.outlineColor} on ${background} = ${contrast.toFixed(2)}:1`,
          );
      }
      return { checked: controls.length, found };
    });
    expect(weak.checked, path).toBeGreaterThan(path === "/" ? 50 : 5);
    expect(weak.found, path).toEqual([]);
  }
});

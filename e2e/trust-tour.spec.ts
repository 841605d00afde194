import { expect } from "@playwright/test";
import { expectAccessible, expectNoSidewaysScroll, test, visit } from "./support";

/** Journeys of /why-trust-us, /virtual-tour and /about-us. */

const HISTORY_LABELS = ["History", "2009", "2011", "2013", "2015", "2017-2023", "2024", "2025", "2027"];

test.describe("why trust us", () => {
  test("shows the estates, the seven kinds of home and the four trust updates", async ({ page }) => {
    await visit(page, "/why-trust-us");
    await expect(page.getByRole("heading", { level: 1, name: "Why trust us" })).toBeVisible();

    const assets = page.getByRole("region", { name: "Land held in trust, for the long term" });
    for (const place of ["Rajgarh", "Amarkantak", "Rishikesh"]) {
      await expect(assets.getByRole("heading", { level: 3, name: place })).toBeVisible();
      await expect(assets.getByRole("link", { name: `View the ${place} land records` })).toHaveAttribute(
        "href",
        "/document-not-found",
      );
      await expect(assets.getByRole("link", { name: `Download the ${place} land records` })).toHaveAttribute(
        "href",
        "/document-not-found",
      );
    }
    const maps = assets.locator("figure").getByRole("img");
    await expect(maps).toHaveCount(3);
    await expect(maps.first()).toHaveAttribute("aria-label", /Map of the Rajgarh estate/);

    const types = page.getByRole("region", { name: "Seven kinds of home" }).getByRole("listitem");
    const typeNames = ["Farm Villa", "Villa", "Apple Home", "Cubic Home", "Tree House", "Nature Camps", "Bamboo Homes"];
    await expect(types).toHaveCount(7);
    await expect(types).toHaveText(typeNames.map((name, i) => `${String(i + 1).padStart(2, "0")}${name}`));

    const updates = page.getByRole("region", { name: "What changed this year" });
    await expect(updates.locator("time")).toHaveText(["18 Jan 2025", "20 Feb 2025", "24 Mar 2025", "1 Apr 2025"]);
    const certificates = updates.getByRole("link", { name: /^View Certificate/ });
    await expect(certificates).toHaveCount(4);
    await certificates.first().click();
    await expect(page).toHaveURL(/\/document-not-found$/);
  });

  test("trust resolutions: Upcoming by default with Read More / Read Less, Past by click or arrow key", async ({
    page,
  }) => {
    await visit(page, "/why-trust-us");
    const upcoming = page.getByRole("tab", { name: "Upcoming" });
    const past = page.getByRole("tab", { name: "Past" });
    await expect(page.getByRole("tablist", { name: "Trust resolutions" }).getByRole("tab")).toHaveCount(2);
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await expect(past).toHaveAttribute("aria-selected", "false");

    const upcomingPanel = page.getByRole("tabpanel", { name: "Upcoming" });
    await expect(upcomingPanel).toContainText("12 May 2025");
    const initiative = upcomingPanel.getByText("25,000 native saplings before the monsoon");
    await expect(initiative).toBeHidden();
    await upcomingPanel.getByRole("button", { name: "Read More" }).click();
    await expect(initiative).toBeVisible();
    await expect(upcomingPanel.locator("ol > li")).toHaveCount(3);
    const readLess = upcomingPanel.getByRole("button", { name: "Read Less" });
    await expect(readLess).toHaveAttribute("aria-expanded", "true");
    await readLess.click();
    await expect(initiative).toBeHidden();
    await expect(upcomingPanel.getByRole("button", { name: "Read More" })).toHaveAttribute("aria-expanded", "false");

    await upcoming.focus();
    await page.keyboard.press("ArrowRight");
    await expect(past).toBeFocused();
    await expect(past).toHaveAttribute("aria-selected", "true");
    const pastPanel = page.getByRole("tabpanel", { name: "Past" });
    await expect(pastPanel).toContainText("10 Mar 2025");
    await expect(pastPanel).toContainText("forest pods");
    await expect(pastPanel).toContainText(
      "Himachal Pradesh (Solan), Uttarakhand (Rishikesh) and Madhya Pradesh (Amarkantak)",
    );
    await expect(upcomingPanel).toBeHidden();

    await upcoming.click();
    await expect(upcomingPanel).toBeVisible();
    await upcomingPanel.getByRole("link", { name: /^View Resolution PDF/ }).click();
    await expect(page).toHaveURL(/\/document-not-found$/);
  });

  test("estate documents: one group open at a time, and the Darpan certificate is a real PDF in a new tab", async ({
    page,
    request,
  }) => {
    await visit(page, "/why-trust-us");
    const documents = page.getByRole("region", { name: "Read the papers yourself" });
    const groups = ["Trust & Legal Documents", "NOC", "Darpan", "Ayush Vibhag", "Lease & Land Ownership Documents"];
    for (const group of groups) {
      await expect(
        documents.getByRole("button", { name: new RegExp(`^${group.replace(/[&]/g, "\\$&")}`) }),
      ).toHaveAttribute("aria-expanded", "false");
    }
    const noc = documents.getByRole("button", { name: /^NOC/ });
    const darpan = documents.getByRole("button", { name: /^Darpan/ });

    await noc.click();
    await expect(noc).toHaveAttribute("aria-expanded", "true");
    await expect(documents.getByRole("link", { name: "View Fire safety NOC" })).toBeVisible();
    await expect(documents.getByRole("link", { name: "Download Fire safety NOC" })).toHaveAttribute(
      "href",
      "/document-not-found",
    );

    await darpan.click();
    await expect(darpan).toHaveAttribute("aria-expanded", "true");
    await expect(noc).toHaveAttribute("aria-expanded", "false");
    await expect(documents.getByRole("link", { name: "View Fire safety NOC" })).toBeHidden();
    await expect(documents.getByRole("button", { expanded: true })).toHaveCount(1);

    const view = documents.getByRole("link", { name: /^View NGO Darpan registration certificate/ });
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("rel", /noopener/);
    await expect(documents.getByRole("link", { name: "Download NGO Darpan registration certificate" })).toHaveAttribute(
      "href",
      "/document-not-found",
    );
    const href = await view.getAttribute("href");
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.toString("latin1")).toContain("NGO Darpan Registration");
    const [popup] = await Promise.all([page.waitForEvent("popup"), view.click()]);
    await popup.close();
    await expect(page).toHaveURL(/\/why-trust-us$/);

    // clicking the open group closes it
    await darpan.click();
    await expect(darpan).toHaveAttribute("aria-expanded", "false");
    await expect(documents.getByRole("button", { expanded: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a trustee opens in a dialog that closes with Escape and gives focus back", async ({ page }) => {
    await visit(page, "/why-trust-us");
    const team = page.getByRole("region", { name: "The people who answer for it" });
    await expect(team.getByRole("button")).toHaveCount(8);
    const card = team.getByRole("button", { name: /Dr\. Meera Joshi/ });
    await card.click();

    const dialog = page.getByRole("dialog", { name: "Dr. Meera Joshi" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Dr. Meera Joshi" })).toBeVisible();
    await expect(dialog.getByText("Trustee, Ayurveda")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Portrait of Dr. Meera Joshi" })).toHaveCount(1);
    await expect(
      dialog.getByRole("img", { name: /Certificate of registration as an Ayurveda practitioner/ }),
    ).toHaveCount(1);
    for (const network of ["Facebook", "LinkedIn", "Instagram", "Twitter"]) {
      await expect(dialog.getByRole("link", { name: `${network} profile of Dr. Meera Joshi` })).toHaveAttribute(
        "href",
        "/coming-soon",
      );
    }
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    // a trustee without a certificate shows none
    await team.getByRole("button", { name: /Anjali Negi/ }).click();
    const second = page.getByRole("dialog", { name: "Anjali Negi" });
    await expect(second.getByText("Secretary")).toBeVisible();
    await expect(second.locator("figure")).toHaveCount(0);
    await second.getByRole("button", { name: "Close" }).click();
    await expect(second).toBeHidden();
  });
});

test.describe("virtual tour", () => {
  test("Living Room is selected and muted; choosing Kitchen loads it paused from the start", async ({ page }) => {
    await visit(page, "/virtual-tour");
    const clips = page.getByRole("list", { name: "Tour clips" });
    await expect(clips.getByRole("button")).toHaveText(["Gallery", "Living Room", "Kitchen", "Bedroom", "Bathroom"]);
    await expect(clips.getByRole("button", { name: "Living Room" })).toHaveAttribute("aria-pressed", "true");

    const video = page.locator("video");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(page.getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/tour\/living-room\.(webm|mp4)$/);

    // it really plays in the browser
    await page.getByRole("button", { name: "Play the Living Room video" }).press("Enter");
    // the Play button hides itself: the focus goes on to Pause, not to the page
    await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    const livingProgress = page.getByRole("progressbar", { name: "Living Room video progress" });
    await expect.poll(async () => Number(await livingProgress.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

    await clips.getByRole("button", { name: "Kitchen" }).click();
    await expect(clips.getByRole("button", { name: "Kitchen" })).toHaveAttribute("aria-pressed", "true");
    await expect(clips.getByRole("button", { name: "Living Room" })).toHaveAttribute("aria-pressed", "false");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/tour\/kitchen\.(webm|mp4)$/);
    await expect(video).toHaveJSProperty("paused", true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    await expect(page.getByRole("progressbar", { name: "Kitchen video progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(page.getByRole("button", { name: "Play the Kitchen video" })).toBeVisible();

    // the sound comes on only when asked
    await page.getByRole("button", { name: "Mute" }).click();
    await expect(page.getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "false");
    await expect(video).toHaveJSProperty("muted", false);
    await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  });

  test("the virtual images change from the thumbnails and from the floor map", async ({ page }) => {
    await visit(page, "/virtual-tour");
    const rooms = page.getByRole("list", { name: "Rooms" });
    const map = page.getByRole("group", { name: "Floor map" });
    const names = [
      "Kitchen",
      "Living Area",
      "Bedroom 1",
      "Entrance",
      "Bathroom 1",
      "Bedroom 2",
      "Walk-in Closet",
      "Bathroom 2",
    ];
    await expect(rooms.getByRole("button")).toHaveText(names);
    await expect(map.getByRole("button")).toHaveCount(8);
    await expect(rooms.getByRole("button", { name: "Living Area" })).toHaveAttribute("aria-pressed", "true");
    await expect(map.getByRole("button", { name: "Living Area" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 3, name: "Living Area" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Features of the Living Area" }).getByRole("listitem")).toHaveCount(5);

    await map.getByRole("button", { name: "Walk-in Closet" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Walk-in Closet" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Walk-in Closet of the sample villa" })).toHaveCount(1);
    await expect(rooms.getByRole("button", { name: "Walk-in Closet" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Features of the Living Area" })).toHaveCount(0);

    // the map works from the keyboard
    await map.getByRole("button", { name: "Bathroom 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 3, name: "Bathroom 2" })).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(map.getByRole("button", { name: "Walk-in Closet" })).toBeFocused();
    await page.keyboard.press(" ");
    await expect(map.getByRole("button", { name: "Walk-in Closet" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 3, name: "Walk-in Closet" })).toBeVisible();

    await rooms.getByRole("button", { name: "Kitchen" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Kitchen" })).toBeVisible();
    await expect(map.getByRole("button", { name: "Kitchen" })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page);
  });
});

test.describe("history", () => {
  test("nine chapters scroll sideways in a pinned viewport, with progress and a way back to the top", async ({
    page,
  }) => {
    await visit(page, "/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Our history, 2009 to 2027" });
    const headings = timeline.getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(9);
    expect((await headings.allTextContents()).map((text) => text.split(":")[0])).toEqual(HISTORY_LABELS);

    const progress = page.getByRole("progressbar", { name: "Progress through our history" });
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    const last = timeline.getByRole("heading", { level: 2, name: /^2027/ });
    await expect(last).not.toBeInViewport();

    // the end of the pinned track: the last chapter has come into view from the side
    await page.evaluate(() => {
      const track = document.querySelector('[aria-label="Our history, 2009 to 2027"]')!;
      const rect = track.getBoundingClientRect();
      window.scrollTo(0, rect.top + window.scrollY + rect.height - window.innerHeight);
    });
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(last).toBeInViewport();
    await expect(timeline.getByRole("heading", { level: 2, name: /^History/ })).not.toBeInViewport();
    await expectNoSidewaysScroll(page);

    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("with reduced motion the chapters are a plain vertical list", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/about-us");
    const timeline = page.getByRole("region", { name: "Our history, 2009 to 2027" });
    const first = await timeline.getByRole("heading", { level: 2, name: /^History/ }).boundingBox();
    const second = await timeline.getByRole("heading", { level: 2, name: /^2009/ }).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
  });
});

test("the three pages fit a 360 px screen and pass axe @mobile", async ({ page }) => {
  // three full axe runs (why-trust-us is the longest page): more than one journey's usual time
  test.slow();
  for (const path of ["/why-trust-us", "/virtual-tour", "/about-us"]) {
    await visit(page, path);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
  // on a narrow screen the history is a vertical list whose progress follows the reading
  await visit(page, "/about-us");
  const timeline = page.getByRole("region", { name: "Our history, 2009 to 2027" });
  const first = await timeline.getByRole("heading", { level: 2, name: /^History/ }).boundingBox();
  const last = await timeline.getByRole("heading", { level: 2, name: /^2027/ }).boundingBox();
  const { width } = page.viewportSize()!;
  if (width < 1024) {
    expect(last!.y).toBeGreaterThan(first!.y);
    await timeline.getByRole("heading", { level: 2, name: /^2017-2023/ }).scrollIntoViewIfNeeded();
    const progress = page.getByRole("progressbar", { name: "Progress through our history" });
    await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(20);
    expect(Number(await progress.getAttribute("aria-valuenow"))).toBeLessThan(100);
  }
});

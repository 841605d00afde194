import { expect, type Page } from "@playwright/test";
import { addDays, format, parseISO } from "date-fns";
import { clubToday } from "../common/club-time";
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from "../common/demo-members";
import { expectAccessible, expectNoSidewaysScroll, ownAddress, test, visit, waitForHydration } from "./support";

/*
 * The site in Hindi (decision record 044): the language switch of the header reloads the page in Hindi, the choice
 * holds on the next pages (the lng cookie), the page hydrates in Hindi with its Devanagari face, and the switch
 * brings English back.
 */

/** What React reports when the page it hydrates differs from the server's (texts in another language, say). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test("a visitor chooses हिन्दी, reads on in Hindi and comes back to English", async ({ page }) => {
  const hydration = watchHydration(page);
  await visit(page, "/");
  const languages = page.getByRole("navigation", { name: "Language" });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  await expect(languages.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // by keyboard: from English, Tab to हिन्दी and follow it
  await languages.getByRole("link", { name: "English" }).focus();
  await page.keyboard.press("Tab");
  await expect(languages.getByRole("link", { name: "हिन्दी" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/\?lng=hi$/);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle("योग, आयुर्वेद और प्रकृति के अनुकूल बने घर | वेदांत वेलनेस क्लब");
  const main = page.getByRole("navigation", { name: "मुख्य" });
  await expect(main.getByRole("link", { name: "हमारा इतिहास" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "क्लब में आपका स्वागत है" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // set in Noto Sans Devanagari (a face of it loaded), without the letter-spacing and capitals of the English eyebrows
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.replace(/"/g, "") === "Noto Sans Devanagari" && face.status === "loaded",
      );
    }),
  ).toBe(true);
  const eyebrow = page.getByText("क्लब के बारे में", { exact: true });
  await expect(eyebrow).toHaveCSS("letter-spacing", "normal");
  await expect(eyebrow).toHaveCSS("text-transform", "none");
  // the events' dates name their months in Hindi, with Latin digits
  await expect(page.getByText(/^\d{1,2} (जनवरी|मार्च|जून) 2027$/).first()).toBeAttached();
  await expectAccessible(page);

  // the next page, by the header's link and by its address, is in Hindi too (the lng cookie)
  await main.getByRole("link", { name: "हम पर भरोसा क्यों" }).click();
  await expect(page).toHaveURL(/\/why-trust-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await visit(page, "/membership");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("link", { name: "हमारा इतिहास" })).toBeVisible();

  // and English comes back from the switch
  await page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/membership\?lng=en$/);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our History" })).toBeVisible();
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 2, name: "Welcome to the club" })).toBeVisible();
  expect(hydration).toEqual([]);
});

test("on a phone the switch fits the header and the side menu, in Hindi @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, "/?lng=hi");
  await expect(page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" })).toBeVisible();
  await page.getByRole("heading", { name: "हमारे सदस्यों के शब्द" }).scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, "the home page in Hindi at 360 px");
  await page.getByRole("button", { name: "मेन्यू" }).click();
  const menu = page.getByRole("dialog", { name: "साइट मेन्यू" });
  const languages = menu.getByRole("group", { name: "भाषा" });
  await expect(languages.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
  await languages.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/\?lng=en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("with the lng=hi cookie the account pages speak Hindi, hydrate in Hindi and pass axe", async ({
  page,
  context,
  baseURL,
}) => {
  const hydration = watchHydration(page);
  await context.addCookies([{ name: "lng", value: "hi", url: baseURL! }]);
  await visit(page, "/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपने क्लब खाते में साइन इन करें");
  await expect(page).toHaveTitle("साइन इन करें | वेदांत वेलनेस क्लब");
  await expect(page.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute("href", "/forgot-password");
  await expectAccessible(page);
  // sign-up's own check (nothing is sent) says the spec's message in Hindi, in the toast and beside the field
  await visit(page, "/sign-up");
  await page.getByRole("button", { name: "ओटीपी भेजें" }).click();
  await expect(page.locator("[data-rht-toaster]").getByText("कृपया सभी फ़ील्ड भरें", { exact: true })).toBeVisible();
  await expect(page.getByLabel("पूरा नाम")).toHaveAccessibleDescription("कृपया अपना पूरा नाम डालें।");
  expect(hydration).toEqual([]);
});

test("a demo member with the lng=hi cookie signs in and reads the portal in Hindi: dashboard, documents, agreement", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // three tabs, each checked by axe
  const hydration = watchHydration(page);
  // the demo member fully paid, with invoices, a signed MOA awaiting the club's signature and a Full Membership
  const demo = DEMO_MEMBERS.find((m) => m.key === "member")!;
  await context.addCookies([{ name: "lng", value: "hi", url: baseURL! }]);
  await visit(page, "/sign-in?redirect=%2Fdashboard");
  await page.getByLabel("ई-मेल पता", { exact: true }).fill(demo.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(DEMO_MEMBER_PASSWORD);
  await page.getByRole("button", { name: "साइन इन करें" }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);

  await visit(page, "/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle("सदस्य पोर्टल | वेदांत वेलनेस क्लब");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`स्वागत है, ${demo.name}`);
  await expect(page.getByRole("navigation", { name: "आप यहाँ हैं" })).toContainText("डैशबोर्ड");
  await expect(page.getByRole("progressbar", { name: "भुगतान की प्रगति" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("स्थिति: पूरा हुआ")).toBeVisible();
  // the amounts in Indian grouping (₹12,50,000), the sentence around them in Hindi
  await expect(page.getByText(/^₹\d{1,2}(,\d{2})*,\d{3} में से ₹\d{1,2}(,\d{2})*,\d{3} का भुगतान हुआ$/)).toBeVisible();
  const membership = page.getByRole("region", { name: "सदस्यता" });
  await expect(membership).toContainText("स्थिति: पूर्ण सदस्यता, सक्रिय");
  await expect(membership.getByText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "रसीदें देखें" })).toBeVisible();
  await expectAccessible(page);

  // the documents, by their card
  await page.getByRole("button", { name: /^दस्तावेज़/ }).click();
  await expect(page).toHaveURL(/\?tab=documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "दस्तावेज़" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "आपके दस्तावेज़" })).toBeVisible();
  const documents = page.getByRole("list", { name: "दस्तावेज़" });
  await expect(documents.getByText(/^इनवॉइस VWC-INV-\d{4}-\d+: /).first()).toBeVisible();
  // View and Download name their document, in Hindi
  await expect(documents.getByRole("link", { name: "डाउनलोड करें समझौता ज्ञापन (MOA)" })).toBeVisible();
  await expect(documents.getByText("उपलब्ध", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "आपके इनवॉइस के लिए विवरण" })).toBeVisible();
  await expectAccessible(page);

  // the agreement, from the tab bar: signed, awaiting the club's signature, its lease in Hindi months
  await page.getByRole("navigation", { name: "पोर्टल के खंड" }).getByRole("button", { name: "एमओए" }).click();
  await expect(page).toHaveURL(/\?tab=moa$/);
  await expect(page.getByRole("heading", { level: 2, name: "आपका एमओए डाउनलोड के लिए तैयार है" })).toBeVisible();
  await expect(page.getByText("आपके समझौता ज्ञापन पर हस्ताक्षर हो गए हैं।")).toBeVisible();
  await expect(page.getByText(/क्लब के हस्ताक्षर होते ही हम इसे आपको ई-मेल करेंगे।$/)).toBeVisible();
  await expect(
    page.getByText(/^आपकी 99 वर्ष की लीज़ \d{1,2} [\u0900-\u097F]+ \d{4} से \d{1,2} [\u0900-\u097F]+ \d{4} तक है।$/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "एमओए डाउनलोड करें" })).toBeVisible();
  await expectAccessible(page);
  expect(hydration).toEqual([]);
});

test("in Hindi a visitor sends a question from /contact, then opens /verify: Hindi answers, axe clean", async ({
  page,
  context,
  baseURL,
}) => {
  const hydration = watchHydration(page);
  // the form is limited per address: this journey speaks from one of its own
  await page.setExtraHTTPHeaders(ownAddress());
  await context.addCookies([{ name: "lng", value: "hi", url: baseURL! }]);
  const stamp = Date.now() % 1_000_000;
  const name = `सुनीता राव ${stamp}`;

  await visit(page, "/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("main")).not.toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमें आपसे सुनकर ख़ुशी होगी");
  await expect(page).toHaveTitle("संपर्क करें | वेदांत वेलनेस क्लब");
  await expect(page.getByRole("img", { name: /भारत का एक बना हुआ नक्शा/ })).toBeVisible();
  await expectNoSidewaysScroll(page, "/contact in Hindi");
  await expectAccessible(page);

  // a message too short: the server's English rule, said in Hindi beside the field
  const form = page.getByRole("form", { name: "हमसे प्रश्न पूछें" });
  await form.getByLabel("आपका नाम").fill(name);
  await form.getByLabel("आपका ई-मेल पता").fill(`sunita.${stamp}@example.in`);
  await form.getByLabel("आपका प्रश्न किस बारे में है?").selectOption({ label: "हमारे किसी विला में ठहरना" });
  await form.getByLabel("आपका संदेश").fill("नमस्ते");
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText("कृपया थोड़ा और लिखें, ताकि हम आपको ठीक से उत्तर दे सकें (कम से कम 10 अक्षर)।")).toBeVisible();
  await expect(form.getByLabel("आपका संदेश")).toHaveAttribute("aria-invalid", "true");

  // sent: the thank-you in Hindi, announced
  await form.getByLabel("आपका संदेश").fill(`क्या मार्च में ऋषिकेश में मौन साधना के लिए जगह है? (${stamp})`);
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByRole("status").filter({ hasText: `धन्यवाद, ${name}।` })).toBeVisible();
  await expect(page.getByText("हमें लिखने के लिए धन्यवाद")).toBeVisible();

  // /verify: its words, and its own check of a missing file, in Hindi
  await visit(page, "/verify");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("क्लब के दस्तावेज़ का सत्यापन करें");
  await page.getByRole("button", { name: "सत्यापित करें" }).click();
  await expect(page.getByRole("status").getByText("कृपया सत्यापन के लिए PDF चुनें।")).toBeVisible();
  await expectAccessible(page);
  expect(hydration).toEqual([]);
});

test("in हिन्दी a visitor searches the villas, opens one and reads it in Hindi, the office's Hindi included", async ({
  page,
  request,
}) => {
  test.slow(); // the home page, the search and a villa's page, two of them checked by axe: over 30 s on a loaded machine
  const hydration = watchHydration(page);
  const checkIn = format(addDays(parseISO(clubToday()), 140), "yyyy-MM-dd");
  const checkOut = format(addDays(parseISO(clubToday()), 142), "yyyy-MM-dd");
  await visit(page, "/");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/\?lng=hi$/);
  await waitForHydration(page);

  // the home page's search box, in Hindi, leads to the villa search in Hindi
  const search = page.getByRole("search", { name: "ठहरने की जगह खोजें" });
  await search.getByLabel("स्थान").selectOption({ label: "अमरकंटक" });
  await search.getByLabel("चेक-इन").fill(checkIn);
  await search.getByLabel("चेक-आउट").fill(checkOut);
  await search.getByRole("button", { name: "उपलब्धता देखें" }).click();
  await expect(page).toHaveURL(/\/properties\?location=amarkantak&/);
  await expect(page.getByRole("heading", { level: 1, name: "अपने ठहरने की जगह खोजें" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "अमरकंटक में आपके ठहरने के लिए विला" })).toBeVisible();
  await expect(page.getByText("2 रातें", { exact: false })).toBeVisible();
  const bar = page.getByRole("search", { name: "विला खोजें" });
  await expect(bar.getByLabel("स्थान")).toHaveValue("amarkantak");

  // the first villa is the API's first, under the Hindi name the office gave it
  const api = await (
    await request.get(`/api/property/search?location=amarkantak&checkIn=${checkIn}&checkOut=${checkOut}`)
  ).json();
  const villa = api.data[0];
  expect(villa.hi.name).toMatch(/[\u0900-\u097F]/);
  const card = page.getByRole("article").first();
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(villa.hi.name);
  await expect(card.getByTestId("villa-location")).toHaveText("अमरकंटक");
  await expect(card).toContainText(villa.hi.highlights);
  await expectAccessible(page);

  // its page, in Hindi: the name, the kind of home and the amenities the office gave in Hindi
  await card.getByRole("link", { name: `विला देखें: ${villa.hi.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/property-details/${villa._id}$`));
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(villa.hi.name);
  await expect(page).toHaveTitle(new RegExp(`^${villa.hi.name} — अमरकंटक में ${villa.propertyType.hi.name} \\|`));
  await expect(page.getByRole("navigation", { name: "आप यहाँ हैं" })).toContainText(villa.propertyType.hi.name);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "विवरण" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "सुविधाएँ" })).toBeVisible();
  // the first group of amenities, open
  await expect(main.locator("details[open] summary")).toContainText(villa.hi.amenities[0].title);
  await expect(main).not.toContainText(villa.name);
  await expectAccessible(page);
  expect(hydration).toEqual([]);
});

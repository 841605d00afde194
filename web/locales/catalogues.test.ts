import { describe, expect, it } from "vitest";
import {
  CONSTRUCTION_STATUSES,
  PRICE_OPTIONS,
  priceOptionLabel,
  SORT_OPTIONS,
  VILLA_TAKEN_LABEL,
} from "../../common/catalogue.ts";
import { RATES_NOTE } from "../../common/currency.ts";
import {
  DONATION_CAUSES,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  DONATION_STATS,
  donationMessages,
} from "../../common/donations.ts";
import { formatRupees } from "../../common/format.ts";
import {
  CLUB_LOCATIONS,
  LOCATION_NAMES,
  LOCATIONS_IN_WORDS,
  PROPERTY_VIEWS,
  yourHomeAt,
} from "../../common/locations.ts";
import { FULL_MEMBERSHIP_FREE_DAYS, FULL_MEMBERSHIP_FREE_NIGHTS } from "../../common/membership.ts";
import { messages } from "../../common/messages.ts";
import {
  NIGHTLY_PRICE_BANDS,
  SEARCH_ADULT_OPTIONS,
  SEARCH_ROOM_OPTIONS,
  TAXES_AND_FEES,
} from "../../common/property-search.ts";
import { registrationMessages } from "../../common/registration.ts";
import { SEARCH_LOCATION_PLACEHOLDER } from "../../common/search.ts";
import { stayDates, stayLabel } from "../../common/stay-label.ts";
import { occupancyLabel } from "../../common/stays.ts";
import { FEATURED_PROJECTS } from "../content/donate-now.ts";
import { MEMBERSHIP_FAQ, MEMBERSHIP_RULES } from "../content/membership.ts";
import { ESTATE_LOCATIONS } from "../content/stays.ts";
import { DONATION_STAT_IDS } from "../features/donate/donate-texts.ts";
import { MEMBERSHIP_VALUES } from "../features/membership/membership-texts.ts";
import { SEARCH_MESSAGES, SEARCH_VALUES } from "../features/search/search-texts.ts";
import { newsletterMessages } from "../../common/newsletter.ts";
import { vedicCourses } from "../content/courses.ts";
import { showcaseBenefits } from "../content/home.ts";
import { ACCOUNT_MESSAGES, ACCOUNT_VALUES } from "../features/accounts/account-texts.ts";
import { site } from "../content/site.ts";
import { NAMESPACES, type Catalogue } from "../lib/i18n.ts";
import { CATALOGUES } from "../lib/i18n.server.ts";

/*
 * The catalogues of web/locales agree: every namespace has the same keys in English and in Hindi (nested keys and
 * lists alike), each text asks for the same {{variables}} in both, and no Hindi text is empty. A key added to one
 * language and forgotten in the other fails here before a visitor sees a key name instead of words.
 */

type Entry = { path: string; value: string };

/** Every text of a catalogue, by its path (`nav.home`, `about.paragraphs.0`). */
function texts(catalogue: Catalogue | Catalogue[] | string[] | string, path = ""): Entry[] {
  if (typeof catalogue === "string") return [{ path, value: catalogue }];
  return Object.entries(catalogue).flatMap(([key, value]) =>
    texts(value as Catalogue | string, path ? `${path}.${key}` : key),
  );
}

/** The shape of a catalogue: its paths, and whether each is a text, a list or a group. */
function shape(catalogue: unknown, path = ""): string[] {
  if (typeof catalogue === "string") return [`${path}: text`];
  const kind = Array.isArray(catalogue) ? "list" : "group";
  return [
    `${path || "(root)"}: ${kind}`,
    ...Object.entries(catalogue as object).flatMap(([key, value]) => shape(value, path ? `${path}.${key}` : key)),
  ];
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)("the %s catalogues", (namespace) => {
  const english = CATALOGUES.en[namespace];
  const hindi = CATALOGUES.hi[namespace];

  it("have the same keys in English and Hindi, nested and listed alike", () => {
    expect(shape(hindi)).toEqual(shape(english));
  });

  it("ask for the same variables in both languages", () => {
    const hindiTexts = new Map(texts(hindi).map((entry) => [entry.path, entry.value]));
    const differ = texts(english)
      .filter(({ path, value }) => variables(value).join() !== variables(hindiTexts.get(path) ?? "").join())
      .map(({ path }) => path);
    expect(differ).toEqual([]);
  });

  it("leave no text empty, and write Hindi in Devanagari", () => {
    expect(texts(english).filter(({ value }) => !value.trim())).toEqual([]);
    expect(texts(hindi).filter(({ value }) => !value.trim())).toEqual([]);
    // a Hindi text holds Devanagari, unless it is only a name in Latin letters, figures or a {{variable}}
    const latinOnly = texts(hindi).filter(
      ({ value }) => !/[\u0900-\u097F]/.test(value) && /[a-z]{3}/i.test(value.replace(/\{\{[^}]*\}\}/g, "")),
    );
    expect(latinOnly).toEqual([]);
  });
});

describe("the English catalogues say what the English modules say", () => {
  it("the club's name, the locations, the newsletter's answers, the courses and the showcase's benefits", () => {
    const common = CATALOGUES.en.common as unknown as {
      site: { name: string; tagline: string };
      newsletter: Record<string, string>;
    };
    const home = CATALOGUES.en.home as unknown as {
      locations: Record<string, string>;
      vedic: { courses: Record<string, { name: string; instructor: string; description: string }> };
      showcase: { benefits: string[] };
    };
    expect(common.site.name).toBe(site.name);
    expect(common.site.tagline).toBe(site.tagline);
    for (const location of CLUB_LOCATIONS) expect(home.locations[location.value]).toBe(location.name);
    for (const [key, text] of Object.entries(newsletterMessages)) {
      if (key in common.newsletter) expect(common.newsletter[key], key).toBe(text);
    }
    for (const course of vedicCourses) {
      const { name, instructor, description } = home.vedic.courses[String(course.id)];
      expect({ name, instructor, description }).toEqual({
        name: course.name,
        instructor: course.instructor,
        description: course.description,
      });
    }
    expect(home.showcase.benefits).toEqual([...showcaseBenefits]);
  });
});

describe("the accounts catalogues", () => {
  const english = CATALOGUES.en.accounts as unknown as {
    messages: Record<string, string>;
    aside: { points: string[] };
  };
  /** A text with the limits' figures put in, as the pages put them. */
  const withValues = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(ACCOUNT_VALUES[name as keyof typeof ACCOUNT_VALUES]));

  it("word every message the account pages translate exactly as the server says it in English", () => {
    expect(Object.keys(english.messages).sort()).toEqual(Object.keys(ACCOUNT_MESSAGES).sort());
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES))
      expect(withValues(english.messages[key]), key).toBe(text);
    expect(english.aside.points[0]).toBe(LOCATION_NAMES.join(" · "));
  });

  it("ask only for the limits' figures, or for what the page gives (the e-mail, the step, the digit)", () => {
    const given = new Set([...Object.keys(ACCOUNT_VALUES), "email", "step", "total", "n"]);
    for (const language of ["en", "hi"] as const) {
      const unknown = texts(CATALOGUES[language].accounts)
        .flatMap(({ path, value }) => variables(value).map((name) => `${path}: ${name}`))
        .filter((entry) => !given.has(entry.split(": ")[1]));
      expect(unknown, language).toEqual([]);
    }
  });
});

describe("the catalogue, search, membership and donate catalogues", () => {
  const en = CATALOGUES.en as unknown as Record<string, Record<string, unknown>>;
  const hi = CATALOGUES.hi as unknown as Record<string, Record<string, unknown>>;
  const catalogue = en.catalogue as {
    locations: Record<string, string>;
    placesInWords: string;
    homeAt: Record<string, string>;
    sort: Record<string, string>;
    prices: Record<string, string>;
    views: Record<string, string>;
    statuses: Record<string, string>;
    taken: string;
    list: Record<string, string>;
    type: Record<string, string>;
    gallery: Record<string, string>;
    villa: Record<string, string>;
    stay: { estates: Record<string, { alt: string; address: string; reach: string }> };
  };
  /** A text with its {{variables}} put in, as i18next puts them. */
  const filled = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

  it("say the catalogue's own words as the English modules do", () => {
    for (const location of CLUB_LOCATIONS) {
      expect(catalogue.locations[location.value]).toBe(location.name);
      expect(catalogue.homeAt[location.value]).toBe(yourHomeAt(location.name));
      const estate = ESTATE_LOCATIONS[location.name];
      expect(catalogue.stay.estates[location.value]).toEqual({
        alt: estate.alt,
        address: estate.address,
        reach: estate.reach,
      });
    }
    // the home page's search box says the places as the search page does, in both languages
    for (const language of ["en", "hi"] as const) {
      const words = CATALOGUES[language] as unknown as Record<string, { locations: Record<string, string> }>;
      expect(words.catalogue.locations, language).toEqual(words.home.locations);
    }
    expect(catalogue.placesInWords).toBe(LOCATIONS_IN_WORDS);
    expect(filled(catalogue.homeAt.elsewhere, { location: "Goa" })).toBe(yourHomeAt("Goa"));
    for (const option of SORT_OPTIONS) expect(catalogue.sort[option.value]).toBe(option.label);
    for (const option of PRICE_OPTIONS) {
      expect(catalogue.prices[option.value]).toBe(option.label);
      if (!("min" in option)) continue;
      const from = formatRupees(option.min);
      const said =
        "max" in option
          ? filled(catalogue.prices.between, { label: option.label, from, to: formatRupees(option.max) })
          : filled(catalogue.prices.above, { label: option.label, from });
      expect(said).toBe(priceOptionLabel(option));
    }
    for (const view of PROPERTY_VIEWS) expect(catalogue.views[view]).toBe(view);
    for (const status of CONSTRUCTION_STATUSES) expect(catalogue.statuses[status]).toBe(status);
    expect(catalogue.taken).toBe(VILLA_TAKEN_LABEL);
    expect(filled(catalogue.villa.takenHeading, { name: "Aranya" })).toBe(
      `Aranya is ${VILLA_TAKEN_LABEL.toLowerCase()}`,
    );
    expect(catalogue.villa.taken).toBe(registrationMessages.villaTaken);
    const occupancy = (villa: { maxAdults: number; maxChildren: number }) =>
      villa.maxChildren > 0
        ? filled(en.catalogue.occupancy as string, { adults: villa.maxAdults, children: villa.maxChildren })
        : filled(en.catalogue.occupancyAdults as string, { adults: villa.maxAdults });
    for (const villa of [
      { maxAdults: 4, maxChildren: 2 },
      { maxAdults: 3, maxChildren: 0 },
    ])
      expect(occupancy(villa)).toBe(occupancyLabel(villa));
    expect(catalogue.list.noProperties).toBe(messages.noPropertiesFound);
    expect(catalogue.list.noMatch).toBe(messages.noTypesMatchSearch);
    expect(catalogue.type.blockIgnored).toBe(messages.blockHasNoVillas);
    expect(catalogue.type.noMatch).toBe(messages.noVillasMatchFilters);
    expect(catalogue.type.noVillas).toBe(messages.noVillasForType);
    expect(catalogue.gallery.loading).toBe(messages.loadingImages);
    expect(en.catalogue.loading).toBe(messages.loading);
  });

  it("word every message the search page translates exactly as the server says it in English", () => {
    const search = en.search as {
      messages: Record<string, string>;
      card: Record<string, string>;
      bar: { placeholder: string; roomOptions: Record<string, string>; adultOptions: Record<string, string> };
      sidebar: { bands: Record<string, string> };
      stay_one: string;
      stay_other: string;
    };
    expect(Object.keys(search.messages).sort()).toEqual(Object.keys(SEARCH_MESSAGES).sort());
    for (const [key, text] of Object.entries(SEARCH_MESSAGES))
      expect(filled(search.messages[key], SEARCH_VALUES), key).toBe(text);
    expect(search.card.taxes).toBe(TAXES_AND_FEES);
    expect(search.bar.placeholder).toBe(SEARCH_LOCATION_PLACEHOLDER);
    for (const option of SEARCH_ROOM_OPTIONS) expect(search.bar.roomOptions[option.value]).toBe(option.label);
    for (const option of SEARCH_ADULT_OPTIONS) expect(search.bar.adultOptions[option.value]).toBe(option.label);
    for (const band of NIGHTLY_PRICE_BANDS) expect(search.sidebar.bands[band.value]).toBe(band.label);
    // the stay's line as the English label says it
    for (const [checkIn, checkOut] of [
      ["2027-03-10", "2027-03-11"],
      ["2027-03-10", "2027-03-13"],
    ]) {
      const stay = stayDates(checkIn, checkOut)!;
      const text = stay.nights === 1 ? search.stay_one : search.stay_other;
      expect(filled(text, { ...stay, count: stay.nights })).toBe(stayLabel(checkIn, checkOut));
    }
    // the home page's search box and the search page name their fields alike, in both languages
    for (const language of ["en", "hi"] as const) {
      const words = CATALOGUES[language] as unknown as {
        home: { search: Record<string, string> };
        search: { bar: Record<string, string> };
      };
      for (const field of ["location", "placeholder", "checkIn", "checkOut", "rooms"])
        expect(words.search.bar[field], `${language} ${field}`).toBe(words.home.search[field]);
    }
  });

  it("state the Full Membership plan in the spec's words and the figures the server charges by", () => {
    const membership = en.membership as { plan: { features: string[] }; ratesNote: string };
    expect(membership.plan.features.map((feature) => filled(feature, MEMBERSHIP_VALUES))).toEqual([
      `${FULL_MEMBERSHIP_FREE_DAYS} days and ${FULL_MEMBERSHIP_FREE_NIGHTS} nights free stay per year`,
      "4 members (2 adults and 2 kids)",
      "separate cooking facility",
      "VIP lounge and swimming pool access",
      "free yoga and meditation class",
      "free valet parking",
    ]);
    expect(filled(membership.ratesNote, MEMBERSHIP_VALUES)).toBe(RATES_NOTE);
    for (const language of ["en", "hi"] as const) {
      const words = CATALOGUES[language] as unknown as {
        membership: { rules: { items: Record<string, unknown> }; faq: { items: Record<string, unknown> } };
      };
      expect(Object.keys(words.membership.rules.items), language).toEqual(MEMBERSHIP_RULES.map((r) => r.id));
      expect(Object.keys(words.membership.faq.items), language).toEqual([...MEMBERSHIP_FAQ]);
    }
  });

  it("word the donation causes, choices and messages as the spec does", () => {
    const donate = en.donate as {
      causes: Record<string, { name: string }>;
      hero: { stats: Record<string, { value: string; label: string }> };
      form: { kinds: Record<string, string>; frequencies: Record<string, string> };
      messages: Record<string, string>;
      projects: { items: Record<string, unknown> };
    };
    expect(Object.keys(donate.causes)).toEqual([...DONATION_CAUSES]);
    for (const cause of DONATION_CAUSES) expect(donate.causes[cause].name).toBe(cause);
    expect(DONATION_STAT_IDS.map((id) => donate.hero.stats[id])).toEqual(
      DONATION_STATS.map(({ value, label }) => ({ value, label })),
    );
    for (const kind of DONATION_KINDS) expect(donate.form.kinds[kind.value]).toBe(kind.label);
    for (const frequency of DONATION_FREQUENCIES)
      expect(donate.form.frequencies[frequency.value]).toBe(frequency.label);
    expect(donate.messages).toEqual(donationMessages);
    expect(Object.keys(donate.projects.items)).toEqual(FEATURED_PROJECTS.map((p) => p.id));
    expect(Object.keys(hi.donate.causes as object)).toEqual([...DONATION_CAUSES]);
  });
});

import { describe, expect, it } from "vitest";
import { agreementMessages } from "../../common/agreements.ts";
import { CLUB_LOCATIONS, LOCATION_NAMES } from "../../common/locations.ts";
import { bookingStatusLabel, MEMBER_BOOKING_TYPES } from "../../common/member-bookings.ts";
import { newsletterMessages } from "../../common/newsletter.ts";
import { officePaymentsMessages } from "../../common/office-payments.ts";
import { paymentButton, PORTAL_TABS } from "../../common/portal.ts";
import { DOCUMENT_STATUSES } from "../../common/portal-documents.ts";
import { PAYMENT_STATUSES } from "../../common/registration.ts";
import { invoiceDetailsInput } from "../../common/tax-schemas.ts";
import { vedicCourses } from "../content/courses.ts";
import { showcaseBenefits } from "../content/home.ts";
import { ACCOUNT_MESSAGES, ACCOUNT_VALUES } from "../features/accounts/account-texts.ts";
import { BOOKING_STATUS_KEYS, BOOKINGS_MESSAGES } from "../features/portal/bookings/bookings-messages.ts";
import { DASHBOARD_MESSAGES } from "../features/portal/dashboard-messages.ts";
import { DOCUMENTS_MESSAGES } from "../features/portal/documents/documents-messages.ts";
import { MOA_MESSAGES } from "../features/portal/moa/moa-messages.ts";
import { PORTAL_MESSAGES, type AreaMessages } from "../features/portal/shared/portal-texts.ts";
import { UPLOAD_MESSAGES } from "../features/portal/shared/upload-messages.ts";
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

describe("the portal catalogues", () => {
  const english = CATALOGUES.en.portal as unknown as {
    messages: Record<string, string>;
    tabs: Record<string, string>;
    dashboard: { paymentButton: Record<string, string>; planCancelled: string };
    documents: { statuses: Record<string, string> };
    bookings: { statuses: Record<string, string>; types: Record<string, string> };
    moa: { ready: { revoked: string } };
  };
  /** A text with its variables given, as i18next puts them in. */
  const filled = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

  const areas: AreaMessages[] = [
    PORTAL_MESSAGES,
    UPLOAD_MESSAGES,
    DASHBOARD_MESSAGES,
    DOCUMENTS_MESSAGES,
    MOA_MESSAGES,
    BOOKINGS_MESSAGES,
  ];

  it("word every message the portal translates exactly as the server and the shared schemas say it in English", () => {
    const known = areas.flatMap((area) => Object.entries(area.known));
    const patterned = areas.flatMap((area) => Object.keys(area.patterns ?? {}));
    expect(Object.keys(english.messages).sort()).toEqual(
      [...new Set([...known.map(([key]) => key), ...patterned])].sort(),
    );
    for (const [key, text] of known) expect(english.messages[key], key).toBe(text);
    // a GSTIN of one state with another chosen: the schema's own message, its parts read back by the pattern
    const parsed = invoiceDetailsInput.safeParse({
      business_name: "Ganga Traders",
      gstin: "07AAACB1234C1Z5",
      address: "12 Mall Road",
      state: "Kerala",
    });
    const said = parsed.success ? "" : parsed.error.issues.find((issue) => issue.path[0] === "state")!.message;
    const { pattern, values } = DOCUMENTS_MESSAGES.patterns.gstinState;
    const match = pattern.exec(said);
    expect(match, said).not.toBeNull();
    expect(filled(english.messages.gstinState, values(match!))).toBe(said);
  });

  it("name the tabs, the payment card's buttons and the statuses as the spec and the modules do", () => {
    for (const tab of PORTAL_TABS) expect(english.tabs[tab.id]).toBe(tab.label);
    expect(english.dashboard.paymentButton.notStarted).toBe(paymentButton("not_started").label);
    for (const status of PAYMENT_STATUSES)
      expect(english.dashboard.paymentButton[status], status).toBe(paymentButton(status).label);
    expect(Object.values(english.documents.statuses)).toEqual([...DOCUMENT_STATUSES]);
    for (const [status, key] of Object.entries(BOOKING_STATUS_KEYS))
      expect(english.bookings.statuses[key!], status).toBe(bookingStatusLabel(status));
    expect(Object.values(english.bookings.types).sort()).toEqual([...MEMBER_BOOKING_TYPES].sort());
    expect(filled(english.dashboard.planCancelled, { reason: "R" })).toBe(
      officePaymentsMessages.planCancelledNotice("R"),
    );
    expect(filled(english.moa.ready.revoked, { day: "D", reason: "R" })).toBe(agreementMessages.revoked("D", "R"));
  });
});

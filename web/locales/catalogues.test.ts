import { addMonths, format, parseISO } from "date-fns";
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
import {
  CLUB_LOCATIONS,
  LOCATION_NAMES,
  LOCATIONS_IN_WORDS,
  PROPERTY_VIEWS,
  yourHomeAt,
} from "../../common/locations.ts";
import { clubToday } from "../../common/club-time.ts";
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

import { DONATION_STAT_IDS } from "../features/donate/donate-texts.ts";
import { MEMBERSHIP_VALUES } from "../features/membership/membership-texts.ts";
import { SEARCH_MESSAGES, SEARCH_VALUES } from "../features/search/search-texts.ts";
import { AGREEMENT_STATUS_LABELS, agreementMessages } from "../../common/agreements.ts";
import { ENQUIRY_TOPIC_LABELS } from "../../common/enquiries.ts";
import { bookingStatusLabel, MEMBER_BOOKING_TYPES } from "../../common/member-bookings.ts";
import { paymentButton, PORTAL_TABS } from "../../common/portal.ts";
import { ownerStayMessages, ownerStayRefusal, type OwnerStayRefusal } from "../../common/owner-stays.ts";
import { DOCUMENT_STATUSES } from "../../common/portal-documents.ts";
import { PAYMENT_STATUSES } from "../../common/registration.ts";
import { invoiceDetailsInput } from "../../common/tax-schemas.ts";
import { BOOKING_STATUS_KEYS, BOOKINGS_MESSAGES } from "../features/portal/bookings/bookings-messages.ts";
import { DASHBOARD_MESSAGES } from "../features/portal/dashboard-messages.ts";
import { DOCUMENTS_MESSAGES } from "../features/portal/documents/documents-messages.ts";
import { MOA_MESSAGES } from "../features/portal/moa/moa-messages.ts";
import { PORTAL_MESSAGES, type AreaMessages } from "../features/portal/shared/portal-texts.ts";
import { UPLOAD_MESSAGES } from "../features/portal/shared/upload-messages.ts";
import { newsletterMessages } from "../../common/newsletter.ts";
import { vedicCourses } from "../content/courses.ts";
import { about, showcaseBenefits } from "../content/home.ts";
import { CONTACT_MESSAGES } from "../features/contact/contact-texts.ts";
import { PAGE_ANSWERS } from "../features/newsletter/newsletter-texts.ts";
import { DOCUMENT_STATUSES as VERIFIED_DOCUMENT_STATUSES, VERIFY_MESSAGES } from "../features/verify/verify-words.ts";
import { ACCOUNT_MESSAGES, ACCOUNT_VALUES } from "../features/accounts/account-texts.ts";
import { site } from "../content/site.ts";
import { ACTIVITY_CATEGORY_WORDS, ESTATE_LOCATIONS, NO_ACTIVITIES, stayPage } from "../content/stays.ts";
import { CLUB_TRANSFER_TEXTS } from "../../common/club.ts";
import { formatDate, formatRupees } from "../../common/format.ts";
import { officePaymentsMessages, RECEIPT_STATUS_LABELS } from "../../common/office-payments.ts";
import { dueLabel, REGISTRATION_STEPS, STEP_NAMES } from "../../common/registration.ts";
import { EXTRA_GUEST_HINT } from "../../common/stay-price-lines.ts";
import { BOOKING_FOR, GUEST_TITLES, PAYMENT_METHODS, STAY_TAXES_PER_NIGHT, stayMessages } from "../../common/stays.ts";
import { TRANSFER_TEXTS } from "../components/transfer-instructions.tsx";
import { APPLICATION_MESSAGES, PLAN_STEP_NAMES } from "../features/registration/application-texts.ts";
import { STAY_MESSAGES, STAY_TEMPLATES } from "../features/stays/stay-texts.ts";
import { messageFinder } from "../lib/say.ts";
import { EVENTS_MESSAGES } from "../features/events/events-texts.ts";
import { programmeMessages } from "../../common/programme.ts";
import {
  bankAccountInput,
  CLAIM_REVIEW_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_STEPS,
  claimDecisionInput,
  claimsMessages,
} from "../../common/claims.ts";
import {
  CONVEYANCE_STEPS,
  conveyanceMessages,
  STATUS_LABELS as CONVEYANCE_STATUS_LABELS,
} from "../../common/conveyance.ts";
import { FULL_MEMBERSHIP_FREE_DAYS, FULL_MEMBERSHIP_FREE_NIGHTS, membershipMessages } from "../../common/membership.ts";
import {
  MEMBERSHIP_FORM_STEPS,
  membershipFormDraftInput,
  membershipFormMessages,
  NOMINEE_LABELS,
  PERSONAL_LABELS,
} from "../../common/membership-form.ts";
import {
  TRANSFER_CONSENT_TEXT,
  TRANSFER_RELATIONSHIPS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_STEPS,
  transfereeInput,
  transferMessages,
  transferReasonStep,
} from "../../common/transfer.ts";
import { UPLOAD_RATE } from "../../server/modules/files/service.ts";
import { CHECKOUT_FORM_UNKNOWN, CHECKOUT_MESSAGES } from "../features/membership/checkout-texts.ts";
import { CLAIMS_MESSAGES, CLAIMS_VALUES } from "../features/portal/claims/claims-texts.ts";
import { CONVEYANCE_MESSAGES, CONVEYANCE_VALUES } from "../features/portal/conveyance/conveyance-texts.ts";
import { MEMBERSHIP_FORM_MESSAGES } from "../features/portal/membership-form/membership-texts.ts";
import { TRANSFER_MESSAGES } from "../features/portal/transfers/transfer-texts.ts";
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

  it("the not-found panel's words for what a page's loader said", () => {
    const errors = (CATALOGUES.en.common as unknown as { errors: Record<string, string> }).errors;
    expect(errors.nothingHere).toBe(messages.routeNotFound);
    expect(errors.villaNotFound).toBe(messages.propertyNotFound);
    expect(errors.typeNotFound).toBe(messages.propertyTypeNotFound);
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

/** A catalogue's text at a dotted path. */
const at = (catalogue: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
/** A text with its {{variables}} put in. */
const fill = (text: unknown, values: Record<string, string | number>) =>
  String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe("the application catalogues", () => {
  const english = CATALOGUES.en.application;

  it("word every message the application translates exactly as the server and the shared schemas say it", () => {
    for (const [key, text] of Object.entries(APPLICATION_MESSAGES))
      expect(at(english, `messages.${key}`), key).toBe(text);
  });

  it("name the steps, the plans' steps, their due labels and the receipts' states as common/ does", () => {
    expect(at(english, "page.steps")).toEqual([...REGISTRATION_STEPS]);
    expect(Object.values(at(english, "plan.stepNames") as object).sort()).toEqual([...PLAN_STEP_NAMES].sort());
    expect(new Set(Object.values(STEP_NAMES).flat())).toEqual(new Set(PLAN_STEP_NAMES));
    expect(at(english, "plan.immediately")).toBe(dueLabel(1));
    expect(fill(at(english, "plan.withinMonths"), { count: 3 })).toBe(dueLabel(3));
    expect(at(english, "summary.receiptStatuses")).toEqual(RECEIPT_STATUS_LABELS);
    const pm = officePaymentsMessages;
    expect(fill(at(english, "summary.rejected"), { reason: "Blurred." })).toBe(pm.rejectedOnStep("Blurred."));
    for (const path of ["summary.cancelled", "plan.cancelled"])
      expect(fill(at(english, path), { reason: "Asked." }).startsWith(pm.planCancelledNotice("Asked."))).toBe(true);
  });

  it("word the transfer panel as the shared component does in English", () => {
    const transfer = (path: string) => at(english, `transfer.${path}`);
    expect(transfer("heading")).toBe(CLUB_TRANSFER_TEXTS.heading);
    expect(transfer("text")).toBe(CLUB_TRANSFER_TEXTS.text);
    expect(transfer("upiLimit")).toBe(TRANSFER_TEXTS.upiLimit);
    expect(transfer("rows")).toEqual(TRANSFER_TEXTS.rows);
    expect(transfer("what")).toEqual(TRANSFER_TEXTS.what);
    expect(fill(transfer("bankValue"), { bank: "SBI", branch: "Solan" })).toBe(
      TRANSFER_TEXTS.bankValue("SBI", "Solan"),
    );
    expect(fill(transfer("copyOf"), { what: "IFSC" })).toBe(TRANSFER_TEXTS.copyOf("IFSC"));
    expect(fill(transfer("copiedWhat"), { what: "IFSC" })).toBe(TRANSFER_TEXTS.copiedWhat("IFSC"));
    expect(fill(transfer("qrCode"), { amount: "₹5" })).toBe(TRANSFER_TEXTS.qrCode("₹5"));
    expect(fill(transfer("scan"), { amount: "₹5", upi: "club@sbi" })).toBe(TRANSFER_TEXTS.scan("₹5", "club@sbi"));
    expect(fill(transfer("quote"), { reference: "VWC-1" })).toBe(TRANSFER_TEXTS.quote("VWC-1"));
  });
});

describe("the stays catalogues", () => {
  const english = CATALOGUES.en.stays;

  it("word every message the stay pages translate exactly as the rules and the server say it", () => {
    for (const [key, text] of Object.entries(STAY_MESSAGES)) expect(at(english, `messages.${key}`), key).toBe(text);
    expect(fill(at(english, "messages.couponTooShort"), { nights: 4 })).toBe(stayMessages.couponTooShort(4));
    expect(fill(at(english, "messages.couponNotYetValid"), { from: "1 May 2027" })).toBe(
      stayMessages.couponNotYetValid("1 May 2027"),
    );
    // the guests' window (decision 059) and a party the villa does not sleep, in the singular and the plural
    expect(fill(at(english, "messages.beyondWindow"), { months: 6, day: "1 May 2027" })).toBe(
      stayMessages.beyondWindow(6, "1 May 2027"),
    );
    expect(fill(at(english, "messages.beyondWindowOne"), { day: "1 May 2027" })).toBe(
      stayMessages.beyondWindow(1, "1 May 2027"),
    );
    const villa = (maxAdults: number, maxChildren: number) => ({ name: "Villa Neem", maxAdults, maxChildren });
    expect(fill(at(english, "messages.overOccupancy"), { villa: "Villa Neem", adults: 2, children: 0 })).toBe(
      stayMessages.overOccupancy(villa(2, 0)),
    );
    expect(fill(at(english, "messages.overOccupancyOneAdult"), { villa: "Villa Neem", children: 2 })).toBe(
      stayMessages.overOccupancy(villa(1, 2)),
    );
    expect(fill(at(english, "messages.overOccupancyOneChild"), { villa: "Villa Neem", adults: 3 })).toBe(
      stayMessages.overOccupancy(villa(3, 1)),
    );
    expect(fill(at(english, "messages.overOccupancyOneEach"), { villa: "Villa Neem" })).toBe(
      stayMessages.overOccupancy(villa(1, 1)),
    );
    // each is found by its template, with its values
    const found = messageFinder(STAY_MESSAGES, STAY_TEMPLATES);
    expect(found(stayMessages.beyondWindow(6, "1 May 2027"))).toEqual({
      key: "beyondWindow",
      values: { months: "6", day: "1 May 2027" },
    });
    expect(found(stayMessages.beyondWindow(1, "1 May 2027"))?.key).toBe("beyondWindowOne");
    expect(found(stayMessages.overOccupancy(villa(1, 1)))?.key).toBe("overOccupancyOneEach");
    expect(found(stayMessages.overOccupancy(villa(2, 2)))).toEqual({
      key: "overOccupancy",
      values: { villa: "Villa Neem", adults: "2", children: "2" },
    });
  });

  it("word the villa page's booking box and activities as web/content/stays.ts does", () => {
    for (const key of ["bookHeading", "perNight", "reserve", "checkIn", "checkOut", "adults", "children"] as const)
      expect(at(english, `villa.${key}`), key).toBe(stayPage[key]);
    expect(at(english, "villa.activityLevel")).toBe(stayPage.activityLevel);
    expect(fill(at(english, "villa.taxes"), { amount: formatRupees(STAY_TAXES_PER_NIGHT) })).toBe(stayPage.taxes);
    expect(fill(at(english, "villa.guestsHint"), { adults: 2, children: 2, charge: formatRupees(1000) })).toBe(
      EXTRA_GUEST_HINT,
    );
    expect(at(english, "activities")).toEqual(ACTIVITY_CATEGORY_WORDS);
    expect(at(english, "villa.noActivities")).toBe(NO_ACTIVITIES);
  });

  it("name whom a stay is for, the guests' titles and the ways to pay as common/stays.ts does", () => {
    for (const { value, label } of BOOKING_FOR) expect(at(english, `review.${value}`)).toBe(label);
    expect(Object.values(at(english, "review.titles") as object)).toEqual([...GUEST_TITLES]);
    for (const { value, label, hint } of PAYMENT_METHODS)
      expect(at(english, `payment.methods.${value}`)).toEqual({ label, hint });
  });
});

describe("the events catalogues", () => {
  it("word every message the programme's pages translate exactly as its schema and service say it", () => {
    const english = CATALOGUES.en.events;
    for (const [key, text] of Object.entries(EVENTS_MESSAGES)) expect(at(english, `messages.${key}`), key).toBe(text);
    expect(fill(at(english, "messages.placesLeft"), { left: 3 })).toBe(programmeMessages.seatsLeft(3));
    const m = programmeMessages;
    expect(fill(at(english, "messages.waitlistJoined"), { position: 4 })).toBe(m.waitlistJoined(4));
    expect(fill(at(english, "messages.waitlistSeatsFree"), { left: 3 })).toBe(m.waitlistSeatsFree(3));
    expect(fill(at(english, "messages.waitlistTooMany"), { seats: 2 })).toBe(m.waitlistTooMany(2));
    expect(fill(at(english, "messages.noCancellation"), { terms: "Full refund." })).toBe(
      m.noCancellation("Full refund."),
    );
    expect(fill(at(english, "messages.cancelTooLateNoTerms"), { lastDay: "5 March" })).toBe(
      m.cancelTooLate("5 March", ""),
    );
    expect(fill(at(english, "messages.cancelTooLate"), { lastDay: "5 March", terms: "No refund." })).toBe(
      m.cancelTooLate("5 March", "No refund."),
    );
  });
});

/** Each English text of a page's known messages, as its catalogue words it (a template's parts as its variables). */
function knownEnglish(known: {
  texts: Record<string, string>;
  templates?: Record<string, { template: (...parts: string[]) => string; names: readonly string[] }>;
}): Record<string, string> {
  return {
    ...known.texts,
    ...Object.fromEntries(
      Object.entries(known.templates ?? {}).map(([key, { template, names }]) => [
        key,
        template(...names.map((name) => `{{${name}}}`)),
      ]),
    ),
  };
}

/** A text with its figures put in, as the pages put them. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The first message the schema gives for an input. */
const firstMessage = (
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues[0]?.message;

describe("the requests catalogues (the portal's Claims, Conveyance and Transfer tabs)", () => {
  const english = CATALOGUES.en.requests as unknown as {
    messages: Record<string, string>;
    claims: {
      steps: string[];
      statuses: Record<string, string>;
      reviews: Record<string, string>;
      loading: string;
      addBankAccountFirst: string;
      bank: { none: string; fromApplication: string };
      calendar: { moaRequired: string };
    };
    conveyance: { steps: string[]; loading: string; openRequest: string; status: { statuses: Record<string, string> } };
    transfer: {
      steps: string[];
      statuses: Record<string, string>;
      relationships: Record<string, string>;
      consent: string;
      loading: string;
    };
  };

  it("word every message the tabs translate exactly as the server and the schemas say it in English", () => {
    const values = { ...CLAIMS_VALUES, ...CONVEYANCE_VALUES };
    const known = {
      ...knownEnglish(CLAIMS_MESSAGES),
      ...knownEnglish(CONVEYANCE_MESSAGES),
      ...knownEnglish(TRANSFER_MESSAGES),
    };
    expect(Object.keys(english.messages).sort()).toEqual(Object.keys(known).sort());
    for (const [key, text] of Object.entries(known)) expect(filled(english.messages[key], values), key).toBe(text);
    // the messages the schemas build from a field's name
    const account = {
      accountHolder: "Asha Verma",
      bankName: "State Bank of India",
      accountNumber: "123456789012",
      ifsc: "SBIN0001234",
    };
    expect(firstMessage(bankAccountInput, { ...account, accountHolder: "a".repeat(121) })).toBe(known.holderTooLong);
    expect(firstMessage(bankAccountInput, { ...account, bankName: "a".repeat(121) })).toBe(known.bankNameTooLong);
    expect(firstMessage(claimDecisionInput, { year: 2027, month: 1, action: "pay" })).toBe(known.claimOrSkip);
    const transferee = {
      full_name: "Asha Verma",
      email: "asha@example.org",
      phone: "9876543210",
      relationship: "Son",
      address: "12 Mall Road, Solan",
    };
    expect(firstMessage(transfereeInput, { ...transferee, full_name: "a".repeat(121) })).toBe(
      known.transfereeNameTooLong,
    );
    expect(firstMessage(transfereeInput, { ...transferee, address: "a".repeat(501) })).toBe(
      known.transfereeAddressTooLong,
    );
    expect(firstMessage(transferReasonStep, { reason: "a".repeat(2001) })).toBe(known.reasonTooLong);
    expect(known.tooManyUploads).toBe(UPLOAD_RATE.message);
  });

  it("name the steps, statuses, reviews and relationships as common/ does, and say the tabs' own lines", () => {
    expect(english.claims.steps).toEqual([...CLAIM_STEPS]);
    expect(english.claims.statuses).toEqual({
      claimed: CLAIM_STATUS_LABELS.claimed,
      skipped: CLAIM_STATUS_LABELS.skipped,
      notClaimed: CLAIM_STATUS_LABELS.not_claimed,
      notYetEligible: CLAIM_STATUS_LABELS.not_yet_eligible,
    });
    expect(english.claims.reviews).toEqual(CLAIM_REVIEW_LABELS);
    expect(english.conveyance.steps).toEqual([...CONVEYANCE_STEPS]);
    expect(english.conveyance.status.statuses).toEqual(CONVEYANCE_STATUS_LABELS);
    expect(english.transfer.steps).toEqual([...TRANSFER_STEPS]);
    const { under_review, ...statuses } = TRANSFER_STATUS_LABELS;
    expect(english.transfer.statuses).toEqual({ ...statuses, underReview: under_review });
    expect(english.transfer.relationships).toEqual(Object.fromEntries(TRANSFER_RELATIONSHIPS.map((r) => [r, r])));
    expect(english.transfer.consent).toBe(TRANSFER_CONSENT_TEXT);
    expect(english.claims.loading).toBe(claimsMessages.bankAccountsLoading);
    expect(english.claims.addBankAccountFirst).toBe(claimsMessages.addBankAccountFirst);
    expect(english.claims.bank.none).toBe(claimsMessages.noBankAccounts);
    expect(english.claims.bank.fromApplication).toBe(claimsMessages.fromApplication);
    expect(english.claims.calendar.moaRequired).toBe(claimsMessages.moaRequired);
    expect(english.conveyance.loading).toBe(conveyanceMessages.loading);
    expect(english.conveyance.openRequest.startsWith(`${conveyanceMessages.openRequest} `)).toBe(true);
    expect(english.transfer.loading).toBe(transferMessages.loading);
  });
});

describe("the fullMembership catalogues (the Membership form tab and the checkout)", () => {
  const english = CATALOGUES.en.fullMembership as unknown as {
    messages: Record<string, string>;
    form: {
      steps: string[];
      loading: string;
      locked: { text: string };
      submitted: { text: string };
      missing: Record<string, string>;
    };
    checkout: { termsLabel: string; onlineUnavailable: string; includesValue: string };
  };

  it("word every message the pages translate exactly as the server, Razorpay's window and the schemas say it", () => {
    const known = { ...knownEnglish(MEMBERSHIP_FORM_MESSAGES), ...knownEnglish(CHECKOUT_MESSAGES) };
    expect(Object.keys(english.messages).sort()).toEqual(Object.keys(known).sort());
    for (const [key, text] of Object.entries(known)) expect(english.messages[key], key).toBe(text);
    expect(firstMessage(membershipFormDraftInput, { signature: "not a file" })).toBe(known.uploadFirst);
    expect(known.tooManyUploads).toBe(UPLOAD_RATE.message);
    expect(known.checkoutFormUnknown).toBe(CHECKOUT_FORM_UNKNOWN);
  });

  it("name the form's steps and fields as common/ does, and the checkout's terms and what a year includes", () => {
    expect(english.form.steps).toEqual([...MEMBERSHIP_FORM_STEPS]);
    expect(english.form.loading).toBe(membershipFormMessages.loading);
    expect(english.form.locked.text).toBe(membershipFormMessages.locked);
    expect(english.form.submitted.text).toBe(membershipFormMessages.submitted);
    const named = new Set(Object.values(english.form.missing));
    for (const label of [...Object.values(PERSONAL_LABELS), ...Object.values(NOMINEE_LABELS)])
      expect(named.has(label), label).toBe(true);
    expect(english.checkout.termsLabel).toBe(membershipMessages.termsLabel);
    expect(english.checkout.onlineUnavailable).toBe(membershipMessages.onlineUnavailable);
    expect(
      filled(english.checkout.includesValue, { days: FULL_MEMBERSHIP_FREE_DAYS, nights: FULL_MEMBERSHIP_FREE_NIGHTS }),
    ).toBe(
      `${filled((CATALOGUES.en.membership as unknown as { plan: { features: string[] } }).plan.features[0], { days: FULL_MEMBERSHIP_FREE_DAYS, nights: FULL_MEMBERSHIP_FREE_NIGHTS }).replace(" per year", "")}, ${(CATALOGUES.en.membership as unknown as { plan: { features: string[] } }).plan.features[1]}`,
    );
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

  it("word an owner stay's refusals as the server does, for one and for more (decision 059)", () => {
    const refusals = (english as unknown as { owner: { refusals: Record<string, string> } }).owner.refusals;
    /** The refusal's catalogue text for its figures, its plural form chosen by `count` as i18next chooses it. */
    const said = (refusal: OwnerStayRefusal, lastDay?: string) => {
      const values = Object.fromEntries(Object.entries(refusal.values).map(([k, v]) => [k, String(v)]));
      if (lastDay) values.lastDay = lastDay;
      const count = refusal.values.count;
      const key = count === undefined ? refusal.rule : `${refusal.rule}_${count === 1 ? "one" : "other"}`;
      return filled(refusals[key], values);
    };
    for (const n of [1, 3]) {
      expect(said(ownerStayRefusal.allowance(n, 2031))).toBe(ownerStayRefusal.allowance(n, 2031).message);
      expect(said(ownerStayRefusal.peak(n, 0, 2031))).toBe(ownerStayRefusal.peak(n, 0, 2031).message);
      // the last check-in day the owners' window allows, 18 months from the club's today
      const lastDay = format(addMonths(parseISO(clubToday()), 18), "yyyy-MM-dd");
      const window = ownerStayRefusal.window(n, lastDay);
      expect(said(window, formatDate(lastDay))).toBe(window.message);
    }
    expect(said(ownerStayRefusal.dues())).toBe(ownerStayMessages.duesOverdue);
    expect(said(ownerStayRefusal.unavailable())).toBe(ownerStayMessages.unavailable);
    expect(Object.keys(CATALOGUES.hi.portal as object)).toContain("owner");
  });
});

describe("the public pages' catalogues say what the English modules say", () => {
  const pages = CATALOGUES.en.pages as unknown as Record<string, { sections: Record<string, unknown> }> & {
    shared: { numbers: { items: { label: string }[] } };
  };
  const sectionOf = <T>(page: string, section: string) => pages[page].sections[section] as T;

  it("the courses, the showcase's benefits and the club's numbers, as the home page says them", () => {
    const courses = sectionOf<{ courses: Record<string, string>[] }>("vedic-education", "courses").courses;
    expect(courses).toEqual(
      vedicCourses.map(({ name, duration, level, format, instructor, description }) => ({
        name,
        duration,
        level,
        format,
        instructor,
        description,
      })),
    );
    const comforts = sectionOf<{ items: { title: string }[] }>("facilities", "member-comforts").items;
    expect(comforts.map((item) => item.title)).toEqual([...showcaseBenefits]);
    expect(sectionOf<{ points: string[] }>("club", "how-it-works").points).toEqual([...showcaseBenefits]);
    const home = CATALOGUES.en.home as unknown as { about: { stats: Record<string, string> } };
    expect(pages.shared.numbers.items.map((item) => item.label)).toEqual(
      about.stats.map((stat) => home.about.stats[stat.label]),
    );
  });

  it("/contact: the enquiries' messages and topics, the estates as the villa pages give them", () => {
    const contact = CATALOGUES.en.contact as unknown as {
      meta: { description: string };
      messages: Record<string, string>;
      form: { topics: Record<string, string> };
      estates: Record<string, { name: string; address: string; reach: string }>;
      map: { label: string };
    };
    expect(contact.messages).toEqual(CONTACT_MESSAGES);
    expect(contact.form.topics).toEqual(ENQUIRY_TOPIC_LABELS);
    expect(Object.keys(contact.estates)).toEqual([...LOCATION_NAMES]);
    for (const name of LOCATION_NAMES) {
      const { address, reach } = ESTATE_LOCATIONS[name];
      expect(contact.estates[name]).toEqual({ name, address, reach });
    }
    expect(contact.meta.description).toContain(`our estates in ${LOCATIONS_IN_WORDS},`);
    const places = CLUB_LOCATIONS.map((l) => `${l.name} in ${l.region}`);
    expect(contact.map.label).toBe(
      `A drawn map of India showing the club's estates: ${places.slice(0, -1).join(", ")} and ${places.at(-1)}.`,
    );
  });

  it("/verify and the newsletter's pages: the server's messages and the statuses' words", () => {
    const verify = CATALOGUES.en.verify as unknown as {
      title: string;
      messages: Record<string, string>;
      statuses: Record<string, string>;
    };
    expect(verify.title).toBe(agreementMessages.verifyTitle);
    expect(verify.messages).toEqual(VERIFY_MESSAGES);
    expect(Object.keys(verify.statuses)).toEqual([...VERIFIED_DOCUMENT_STATUSES]);
    for (const [status, label] of Object.entries(AGREEMENT_STATUS_LABELS)) expect(verify.statuses[status]).toBe(label);

    const newsletter = CATALOGUES.en.newsletter as unknown as { messages: Record<string, string> };
    expect(Object.keys(newsletter.messages)).toEqual([...PAGE_ANSWERS]);
    for (const key of PAGE_ANSWERS) expect(newsletter.messages[key], key).toBe(newsletterMessages[key]);
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

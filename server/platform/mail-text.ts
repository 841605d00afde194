import { monthLabel } from "../../common/claims.ts";
import { clubDay, writtenClubDay, writtenDay } from "../../common/club-time.ts";
import { formatDate, formatMonth, formatRupees } from "../../common/format.ts";
import { isLanguage, DEFAULT_LANGUAGE, type Language } from "../../common/language.ts";
import { LOCATION_NAMES, type LocationName } from "../../common/locations.ts";

/**
 * The words of the club's mails in each language it writes to members in: English (the specs' words, unchanged, and
 * every staff mail) and Hindi. Each module keeps the words of its mails in its own `mail-text.ts`, beside the code
 * that builds them, as one catalogue made with `mailCatalogue(en, hi)`: a change to a mail and to its words is one
 * change in one place, and mail-text.test.ts finds every such file and checks that its Hindi has every key its
 * English has. A member's mail is written in their stored language (users.language); the sign-up code, sent before
 * there is an account, in the language of the sign-up request.
 */
export type MailCatalogue<T> = { readonly [L in Language]: T };

/** A catalogue of mail words: the English, and the Hindi with the same keys (the compiler checks it, and the test). */
export const mailCatalogue = <T>(en: T, hi: NoInfer<T>): MailCatalogue<T> => ({ en, hi });

/** The language of a member's mail: their stored language, English when there is none (or an unknown one). */
export const mailLanguage = (language: string | null | undefined): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

export const CLUB = "Vedanta Wellness Club";
/** The club's name as Hindi mails write it. */
export const CLUB_HI = "वेदांत वेलनेस क्लब";

/** The locations' names in Devanagari, for the Hindi signature. */
const LOCATION_NAMES_HI: Record<LocationName, string> = {
  Solan: "सोलन",
  Rishikesh: "ऋषिकेश",
  Amarkantak: "अमरकंटक",
  Raigarh: "रायगढ़",
};

/** The words every mail's frame has: the greeting and the signature. */
export const LAYOUT_TEXT = mailCatalogue(
  {
    club: CLUB,
    signature: `${CLUB} · ${LOCATION_NAMES.join(" · ")}`,
    /** The greeting of a mail to an address (no name known yet). */
    greeting: "Namaste,",
    /** The greeting of a mail to a named person. */
    greet: (name: string) => `Namaste ${name},`,
    /** The button of many member mails. */
    openPortal: "Open your member portal",
  },
  {
    club: CLUB_HI,
    signature: `${CLUB_HI} · ${LOCATION_NAMES.map((name) => LOCATION_NAMES_HI[name]).join(" · ")}`,
    greeting: "नमस्ते,",
    greet: (name: string) => `नमस्ते ${name} जी,`,
    openPortal: "अपना सदस्य पोर्टल खोलें",
  },
);

/**
 * Amounts and dates as a mail in each language writes them: Indian digit grouping in both (₹12,50,000), month names
 * in the mail's language (12 March 2025, 12 मार्च 2025). English keeps the formats the rest of the club uses.
 */
export const MAIL_FORMAT = mailCatalogue(
  {
    /** Whole rupees: ₹12,50,000. */
    rupees: (amount: number) => formatRupees(amount),
    /** A moment's club day written out: 23 November 2026. */
    moment: (at: Date | string) => writtenClubDay(at),
    /** A calendar day (yyyy-MM-dd) written out: 12 March 2025. */
    day: (day: string) => writtenDay(day),
    /** A month of a year: March 2025. */
    month: (year: number, month: number) => monthLabel(year, month),
  },
  {
    rupees: (amount: number) => formatRupees(amount, "hi"),
    moment: (at: Date | string) => formatDate(clubDay(typeof at === "string" ? new Date(at) : at), "hi"),
    day: (day: string) => formatDate(day, "hi"),
    month: (year: number, month: number) => formatMonth(year, month, "hi"),
  },
);

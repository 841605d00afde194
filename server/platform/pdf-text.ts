import { clubDay, clubIsoMoment, clubMoment } from "../../common/club-time.ts";
import { formatDate } from "../../common/format.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../common/language.ts";

/**
 * The words of the documents the club issues to a member, in the language they read it in (decision 047). A member
 * who reads English gets the document in English, as it always was. A member who reads Hindi gets one document in both
 * languages, English first — an invoice goes to a bank or an accountant, the memorandum's English is the binding text —
 * with the Hindi beside a title ("Tax Invoice / कर बीजक") and under a label or a note.
 *
 * Each module keeps its documents' words in its own `pdf-text.ts`, as one catalogue made with `pdfCatalogue(en, hi)`
 * (the same keys in both; pdf-text.test.ts finds every such file and checks it), like the mails' `mail-text.ts`.
 */
export type PdfCatalogue<T> = { readonly [L in Language]: T };

/** A catalogue of a document's words: the English, and the Hindi with the same keys. */
export const pdfCatalogue = <T>(en: T, hi: NoInfer<T>): PdfCatalogue<T> => ({ en, hi });

/** A document's language as stored with it: English when it has none (a document issued before it was stored). */
export const documentLanguage = (language: string | null | undefined): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

/** The words of one document, in its language. */
export interface DocumentWords<T> {
  readonly language: Language;
  /** True when the document is bilingual (a Hindi reader's). */
  readonly bilingual: boolean;
  /** The English words (the legal text, and what only English says). */
  readonly en: T;
  /** A title or a heading, on one line: "Tax Invoice / कर बीजक"; in an English document "Tax Invoice". */
  beside(pick: (words: T) => string): string;
  /** A label or a note: the English, and the Hindi on the line under it; in an English document the English. */
  below(pick: (words: T) => string): string;
  /** A text only a Hindi reader's document has (e.g. that the English text binds); null in an English document. */
  only(pick: (words: T) => string): string | null;
  /** A calendar day (yyyy-mm-dd): "12 March 2025"; in a Hindi reader's document "12 March 2025 (12 मार्च 2025)". */
  day(day: string): string;
  /** A moment's club day, the same way. */
  dayOf(at: Date): string;
}

/** The words of a document in `language`, from a module's catalogue. */
export function documentWords<T>(catalogue: PdfCatalogue<T>, language: Language): DocumentWords<T> {
  const bilingual = language === "hi";
  const day = (value: string) =>
    bilingual ? `${formatDate(value, "en")} (${formatDate(value, "hi")})` : formatDate(value, "en");
  return {
    language,
    bilingual,
    en: catalogue.en,
    beside: (pick) => (bilingual ? `${pick(catalogue.en)} / ${pick(catalogue.hi)}` : pick(catalogue.en)),
    below: (pick) => (bilingual ? `${pick(catalogue.en)}\n${pick(catalogue.hi)}` : pick(catalogue.en)),
    only: (pick) => (bilingual ? pick(catalogue.hi) : null),
    day,
    dayOf: (at) => day(clubDay(at)),
  };
}

/**
 * Days and moments as each language's sentences of a document write them (amounts are the same in both: ₹1,25,000,
 * `formatRupees`). English keeps the formats the club's documents always had.
 */
export const PDF_FORMAT = pdfCatalogue(
  {
    /** A calendar day (yyyy-mm-dd): 12 March 2025. */
    day: (day: string) => formatDate(day, "en"),
    /** A moment's club day: 12 March 2025. */
    dayOf: (at: Date) => formatDate(clubDay(at), "en"),
    /** A moment in the club's time: 12 March 2025 at 14:05:09 IST. */
    moment: (at: Date) => clubMoment(at),
  },
  {
    day: (day: string) => formatDate(day, "hi"),
    dayOf: (at: Date) => formatDate(clubDay(at), "hi"),
    /** 12 मार्च 2025, 14:05:09 IST. */
    moment: (at: Date) => `${formatDate(clubDay(at), "hi")}, ${clubIsoMoment(at).slice(11, 19)} IST`,
  },
);

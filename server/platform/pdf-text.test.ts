import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/language.ts";
import { documentLanguage, documentWords, PDF_FORMAT, pdfCatalogue, type PdfCatalogue } from "./pdf-text.ts";

/*
 * Every catalogue of document words (each module's pdf-text.ts, and the formats'): its Hindi has every key its
 * English has, of the same kind, and reads in Devanagari; and a document's words in each language (decision 047).
 */

const files = import.meta.glob<Record<string, unknown>>(["./pdf-text.ts", "../modules/*/pdf-text.ts"], {
  eager: true,
});

const isCatalogue = (value: unknown): value is PdfCatalogue<unknown> =>
  typeof value === "object" && value !== null && LANGUAGES.every((language) => language in value);

/** Each leaf of a catalogue: its path, and what it is (a text, or a function of so many parameters). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(path, "text");
  else if (typeof value === "function") found.set(path, `function/${value.length}`);
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`).forEach((v, k) => found.set(k, v));
  else found.set(path, typeof value);
  return found;
}

/** Each text of a catalogue, with its path. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

const catalogues = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({
      name: `${file.replace(/^\.\.\//, "server/").replace(/^\.\//, "server/platform/")} ${name}`,
      catalogue: value as PdfCatalogue<unknown>,
    })),
);

describe("the catalogues of document words", () => {
  it("are found: the formats', and each document's", () => {
    const names = catalogues.map((c) => c.name);
    for (const name of [
      "server/platform/pdf-text.ts PDF_FORMAT",
      "server/modules/agreements/pdf-text.ts MOA_PDF_TEXT",
      "server/modules/agreements/pdf-text.ts EXECUTED_PDF_TEXT",
      "server/modules/verification/pdf-text.ts TAX_DOCUMENT_TEXT",
      "server/modules/verification/pdf-text.ts VERIFY_LINE_TEXT",
      "server/modules/payments/pdf-text.ts STEP_INVOICE_TEXT",
      "server/modules/membership/pdf-text.ts MEMBERSHIP_INVOICE_TEXT",
      "server/modules/bookings/pdf-text.ts STAY_INVOICE_TEXT",
      "server/modules/statements/pdf-text.ts STATEMENT_TEXT",
      "server/modules/membership-form/pdf-text.ts MEMBERSHIP_FORM_TEXT",
      "server/modules/transfers/pdf-text.ts TRANSFER_REQUEST_TEXT",
    ])
      expect(names).toContain(name);
  });

  it.each(catalogues.map((c) => [c.name, c.catalogue] as const))(
    "%s: the Hindi has every key of the English, of the same kind, and nothing more",
    (_name, catalogue) => {
      const english = leaves(catalogue.en);
      expect(english.size).toBeGreaterThan(0);
      expect(Object.fromEntries(leaves(catalogue.hi))).toEqual(Object.fromEntries(english));
    },
  );

  it.each(catalogues.map((c) => [c.name, c.catalogue] as const))(
    "%s: every Hindi text is written in Devanagari, and no English text is",
    (_name, catalogue) => {
      for (const [path, text] of texts(catalogue.hi)) expect(text, path).toMatch(/[\u0900-\u097F]/);
      for (const [path, text] of texts(catalogue.en)) expect(text, path).not.toMatch(/[\u0900-\u097F]/);
    },
  );
});

describe("a document's words", () => {
  const words = pdfCatalogue(
    { title: "Tax Invoice", note: (n: number) => `${n} nights` },
    { title: "कर बीजक", note: (n: number) => `${n} रातें` },
  );

  it("in English: the English alone, days as the club's documents always wrote them", () => {
    const w = documentWords(words, "en");
    expect(w.bilingual).toBe(false);
    expect(w.beside((t) => t.title)).toBe("Tax Invoice");
    expect(w.below((t) => t.note(2))).toBe("2 nights");
    expect(w.only((t) => t.title)).toBeNull();
    expect(w.day("2027-01-15")).toBe("15 January 2027");
    // a moment is its day in India: 20:00 UTC on 14 January is already 15 January there
    expect(w.dayOf(new Date("2027-01-14T20:00:00Z"))).toBe("15 January 2027");
  });

  it("in Hindi: the English first, a title's Hindi beside it, a label's under it, a day in both", () => {
    const w = documentWords(words, "hi");
    expect(w.bilingual).toBe(true);
    expect(w.beside((t) => t.title)).toBe("Tax Invoice / कर बीजक");
    expect(w.below((t) => t.note(2))).toBe("2 nights\n2 रातें");
    expect(w.only((t) => t.title)).toBe("कर बीजक");
    expect(w.day("2027-01-15")).toBe("15 January 2027 (15 जनवरी 2027)");
  });

  it("a document without a stored language is English", () => {
    expect(documentLanguage(undefined)).toBe("en");
    expect(documentLanguage(null)).toBe("en");
    expect(documentLanguage("fr")).toBe("en");
    expect(documentLanguage("hi")).toBe("hi");
  });

  it("writes a moment in Hindi with its day in Hindi, the time and IST", () => {
    const at = new Date("2027-01-14T20:05:09Z");
    expect(PDF_FORMAT.en.moment(at)).toBe("15 January 2027 at 01:35:09 IST");
    expect(PDF_FORMAT.hi.moment(at)).toBe("15 जनवरी 2027, 01:35:09 IST");
  });
});

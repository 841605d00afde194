import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/language.ts";
import { escapeHtml, mailPage, noticeMail } from "./mail-layout.ts";
import { LAYOUT_TEXT, MAIL_FORMAT, type MailCatalogue } from "./mail-text.ts";

/*
 * Every catalogue of mail words (each module's mail-text.ts, and the layout's): its Hindi has every key its English
 * has, of the same kind, and reads in Devanagari.
 */

const files = import.meta.glob<Record<string, unknown>>(["./mail-text.ts", "../modules/*/mail-text.ts"], {
  eager: true,
});

const isCatalogue = (value: unknown): value is MailCatalogue<unknown> =>
  typeof value === "object" && value !== null && LANGUAGES.every((language) => language in value);

/** Each leaf of a catalogue: its path, and what it is (a text, or a function of so many parameters). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(path, "text");
  else if (typeof value === "function") found.set(path, `function/${value.length}`);
  else if (Array.isArray(value))
    value.forEach((item, i) => leaves(item, `${path}[${i}]`).forEach((v, k) => found.set(k, v)));
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
      catalogue: value as MailCatalogue<unknown>,
    })),
);

describe("the catalogues of mail words", () => {
  it("are found: the layout's, the formats, and the modules'", () => {
    const names = catalogues.map((c) => c.name);
    expect(names).toContain("server/platform/mail-text.ts LAYOUT_TEXT");
    expect(names).toContain("server/platform/mail-text.ts MAIL_FORMAT");
    expect(names).toContain("server/modules/auth/mail-text.ts AUTH_MAIL_TEXT");
  });

  it.each(catalogues.map((c) => [c.name, c.catalogue] as const))(
    "%s: the Hindi has every key of the English, of the same kind, and nothing more",
    (_name, catalogue) => {
      const english = leaves(catalogue.en);
      const hindi = leaves(catalogue.hi);
      expect(english.size).toBeGreaterThan(0);
      expect(Object.fromEntries(hindi)).toEqual(Object.fromEntries(english));
    },
  );

  it.each(catalogues.map((c) => [c.name, c.catalogue] as const))(
    "%s: every Hindi text is written in Devanagari",
    (_name, catalogue) => {
      for (const [path, text] of texts(catalogue.hi)) expect(text, path).toMatch(/[\u0900-\u097F]/);
    },
  );
});

describe("amounts and dates in a mail's language", () => {
  it("group rupees the Indian way in both, and write the months in the mail's language", () => {
    expect(MAIL_FORMAT.en.rupees(1250000)).toBe("₹12,50,000");
    expect(MAIL_FORMAT.hi.rupees(1250000)).toBe("₹12,50,000");
    expect(MAIL_FORMAT.en.day("2025-03-12")).toBe("12 March 2025");
    expect(MAIL_FORMAT.hi.day("2025-03-12")).toBe("12 मार्च 2025");
    // a moment is its day in India: 20:00 UTC on 11 March is already 12 March there
    expect(MAIL_FORMAT.hi.moment(new Date("2025-03-11T20:00:00Z"))).toBe("12 मार्च 2025");
    expect(MAIL_FORMAT.en.moment(new Date("2025-03-11T20:00:00Z"))).toBe("12 March 2025");
    expect(MAIL_FORMAT.en.month(2025, 3)).toBe("March 2025");
    expect(MAIL_FORMAT.hi.month(2025, 3)).toBe("मार्च 2025");
  });
});

describe("the layout in a mail's language", () => {
  it("marks the HTML with its language and signs it in that language; English by default", () => {
    expect(mailPage("<p>x</p>")).toContain('<html lang="en">');
    expect(mailPage("<p>x</p>")).toContain("Vedanta Wellness Club · Solan · Rishikesh · Amarkantak · Raigarh");
    const hindi = mailPage("<p>x</p>", { language: "hi" });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain(escapeHtml(LAYOUT_TEXT.hi.signature));
  });

  it("greets by name in the notice's language", () => {
    const notice = (language?: "en" | "hi") =>
      noticeMail({
        to: "a@example.in",
        name: "Asha Verma",
        subject: "s",
        paragraphs: ["p"],
        publicUrl: "https://club.example",
        ...(language ? { language } : {}),
      });
    expect(notice().text).toMatch(/^Namaste Asha Verma,\n/);
    expect(notice("en").html).toContain(">Namaste Asha Verma,</p>");
    expect(notice("hi").text).toMatch(/^नमस्ते Asha Verma जी,\n/);
    expect(notice("hi").text).toContain("वेदांत वेलनेस क्लब · सोलन · ऋषिकेश · अमरकंटक · रायगढ़\nhttps://club.example");
    expect(notice("hi").html).toContain('<html lang="hi">');
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import type { Font as FontkitFont, GlyphRun } from "@pdf-lib/fontkit";
import type { CustomFontSubsetEmbedder, PDFDocument, PDFFont, PDFName, PDFPage, PDFRef, RGB } from "pdf-lib";
import { nodeModulesDir } from "../paths.ts";

/**
 * The fonts of the club's PDFs (decision 032): Noto Sans for Latin, Greek and Cyrillic text (with the Latin
 * letters of transliterated Sanskrit and Hindi, "Śrī Gaṇeśa Āśram", and "₹"), and Noto Sans Devanagari for
 * Devanagari ("प्रिया शर्मा"), regular and bold, from the @fontsource packages. Each string is split into runs by
 * the face that has its characters, each run shaped by fontkit (conjuncts, matras, the reph) and drawn in its face,
 * and only the glyphs a document uses are embedded (subset fonts).
 *
 * fontkit's Indic shaper, as @pdf-lib/fontkit ships it, was compiled with regenerator and needs its runtime as a global.
 */
import "regenerator-runtime/runtime.js";

type Weight = "regular" | "bold";

/** A subset file of a font family in its @fontsource package, in the order faces are tried for a character. */
interface FaceSource {
  /** The package's folder under node_modules. */
  package: string;
  /** The fontsource subset (its unicode.json names the characters each holds). */
  subset: string;
  /**
   * Text whose glyphs are reordered or merged by shaping (a matra drawn before its consonant, a conjunct, the reph):
   * drawn with its words as ActualText, so that a copy or an extraction gives the characters in their written order.
   */
  shaped: boolean;
}

const SOURCES: FaceSource[] = [
  { package: "@fontsource/noto-sans", subset: "latin", shaped: false },
  { package: "@fontsource/noto-sans", subset: "latin-ext", shaped: false },
  { package: "@fontsource/noto-sans", subset: "vietnamese", shaped: false },
  { package: "@fontsource/noto-sans", subset: "greek", shaped: false },
  { package: "@fontsource/noto-sans", subset: "cyrillic", shaped: false },
  { package: "@fontsource/noto-sans-devanagari", subset: "devanagari", shaped: true },
];

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/**
 * Each face's font, read and parsed once per thread: the package's WOFF with its tables inflated into an sfnt
 * (TrueType), which fontkit subsets from its glyf and loca tables (it reads WOFF too, but inflates the whole glyf table
 * again for every glyph it copies, and its WOFF2 reader has no loca to subset from). Kept, its tables are decoded
 * once, not for every document (a document shapes its text with them: GSUB, GPOS).
 */
const parsedFonts = new Map<string, FontkitFont>();

function fontOf(fontkit: { create(bytes: Uint8Array): FontkitFont }, source: FaceSource, weight: Weight): FontkitFont {
  const name = `${source.package.split("/").pop()}-${source.subset}-${WEIGHTS[weight]}-normal.woff`;
  let font = parsedFonts.get(name);
  if (!font) {
    font = remembersLayouts(
      fontkit.create(woffToSfnt(readFileSync(join(nodeModulesDir, source.package, "files", name)))),
    );
    parsedFonts.set(name, font);
  }
  return font;
}

/** How many shaped texts each face keeps (the letterhead, the labels, the words that come back in every document). */
const LAYOUTS_KEPT = 4000;

/**
 * `font` with its layouts kept: a text is shaped the same every time (GSUB and GPOS, most of the time a document
 * takes), and pdf-lib shapes each text it measures and then again when it draws it. The oldest is let go past LAYOUTS_KEPT.
 */
function remembersLayouts(font: FontkitFont): FontkitFont {
  const layout = font.layout.bind(font);
  const kept = new Map<string, GlyphRun>();
  font.layout = (text: string, ...rest: unknown[]) => {
    if (rest.some((argument) => argument !== undefined))
      return (layout as (...all: unknown[]) => GlyphRun)(text, ...rest);
    let run = kept.get(text);
    if (!run) {
      run = layout(text);
      if (kept.size >= LAYOUTS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(text, run);
    }
    return run;
  };
  return font;
}

/** A WOFF 1.0 font as the sfnt it wraps: the same tables, each inflated where it was compressed. */
export function woffToSfnt(woff: Buffer): Uint8Array {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: woff.toString("latin1", entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    head.write(table.tag, record, "latin1");
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return new Uint8Array(Buffer.concat(parts));
}

/** What no face draws, said with what one does; anything else is drawn as U+FFFD "�". */
const SUBSTITUTES: Record<string, string> = {
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
};
const REPLACEMENT = "\uFFFD";

/** Characters that belong to no one script (spaces, punctuation, digits, ₹) or to the one before them (marks, ZWJ). */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
const CONTROL = /[\p{Cc}]/u;

/** A face of one document: its font, embedded in the document only once it draws a character. */
class Face {
  readonly source: FaceSource;
  private readonly font: FontkitFont;
  private readonly embedder: CustomFontSubsetEmbedder;
  private readonly make: (embedder: CustomFontSubsetEmbedder) => PDFFont;
  private pdfFont: PDFFont | null = null;

  constructor(
    source: FaceSource,
    font: FontkitFont,
    embedder: CustomFontSubsetEmbedder,
    make: (embedder: CustomFontSubsetEmbedder) => PDFFont,
  ) {
    this.source = source;
    this.font = font;
    this.embedder = embedder;
    this.make = make;
  }

  has(codePoint: number): boolean {
    return this.font.hasGlyphForCodePoint(codePoint);
  }

  get pdf(): PDFFont {
    this.pdfFont ??= this.make(this.embedder);
    return this.pdfFont;
  }

  get used(): PDFFont | null {
    return this.pdfFont;
  }
}

/** A piece of a string drawn in one face. */
export interface TextRun {
  text: string;
  face: Face;
}

/** The resource name of each font on each page it is drawn on. */
const pageFontKeys = new WeakMap<PDFPage, Map<PDFRef, PDFName>>();

/**
 * The fonts of one PDF document: which face draws which character, widths as drawn, lines of text drawn run by run,
 * and the embedding of the faces used (`embed()`, before the document is saved).
 */
export class PdfFonts {
  private readonly faces: Record<Weight, Face[]>;
  private readonly widths = new Map<string, number>();

  private readonly lib: typeof import("pdf-lib");

  private constructor(faces: Record<Weight, Face[]>, lib: typeof import("pdf-lib")) {
    this.faces = faces;
    this.lib = lib;
  }

  /** The faces for `doc`, each named as a subset (ABCDEF+NotoSans-Regular) by a tag no font of the document has yet. */
  static async create(doc: PDFDocument): Promise<PdfFonts> {
    const lib = await import("pdf-lib");
    const fontkit = (await import("@pdf-lib/fontkit")).default;
    const taken = existingFontNames(doc, lib);
    let counter = 0;
    const nextTag = () => {
      for (;;) {
        const tag = subsetTag(counter++);
        if (![...taken].some((name) => name.startsWith(`${tag}+`))) return tag;
      }
    };
    const faces = { regular: [] as Face[], bold: [] as Face[] };
    for (const weight of ["regular", "bold"] as const) {
      for (const source of SOURCES) {
        const font = fontOf(fontkit, source, weight);
        const embedder = await lib.CustomFontSubsetEmbedder.for(
          { create: () => font },
          new Uint8Array(0),
          `${nextTag()}+${font.postscriptName}`,
        );
        faces[weight].push(new Face(source, font, embedder, (e) => lib.PDFFont.of(doc.context.nextRef(), doc, e)));
      }
    }
    return new PdfFonts(faces, lib);
  }

  /** `text` in runs of one face each (NFC; control characters left out, the unprintable said otherwise). */
  runs(text: string, bold = false): TextRun[] {
    const faces = this.faces[bold ? "bold" : "regular"];
    const runs: TextRun[] = [];
    let current: Face | null = null;
    let pending = "";
    const add = (char: string) => {
      const code = char.codePointAt(0)!;
      const face: Face | undefined =
        current && SHARED.test(char) && current.has(code) ? current : faces.find((f) => f.has(code));
      if (!face) {
        // said with what a face has, else "�" (which Noto Sans has: never drawn as nothing, never as "?")
        if (char !== REPLACEMENT) for (const c of SUBSTITUTES[char] ?? REPLACEMENT) add(c);
        return;
      }
      if (face !== current) {
        if (current && pending) runs.push({ text: pending, face: current });
        current = face;
        pending = "";
      }
      pending += char;
    };
    for (const char of text.normalize("NFC")) {
      if (char === "\t") add(" ");
      else if (!CONTROL.test(char)) add(char);
    }
    if (current && pending) runs.push({ text: pending, face: current });
    return runs;
  }

  /** The width of `text` as drawn at `size`. */
  width(text: string, size: number, bold = false): number {
    const key = `${bold ? "b" : "r"}${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of this.runs(text, bold)) width += run.face.pdf.widthOfTextAtSize(run.text, 1000);
      this.widths.set(key, width);
    }
    return (width * size) / 1000;
  }

  /**
   * One line of text on `page` with its left end at (x, y): one text object, each run in its face, a shaped run
   * (Devanagari) marked with its characters as ActualText; each run begins where the one before ends.
   */
  draw(
    page: PDFPage,
    text: string,
    options: {
      x: number;
      y: number;
      size: number;
      bold?: boolean;
      colour: RGB;
      rotate?: number;
      opacity?: number;
      whole?: boolean;
    },
  ): void {
    const {
      beginText,
      endText,
      setFontAndSize,
      setTextMatrix,
      showText,
      pushGraphicsState,
      popGraphicsState,
      setFillingColor,
    } = this.lib;
    const runs = this.runs(text, options.bold);
    if (runs.length === 0) return;
    const operators = [pushGraphicsState()];
    if (options.opacity !== undefined) {
      // a translucent fill: an ExtGState of the page's resources, as pdf-lib's own drawText makes one
      const state = page.doc.context.register(
        page.doc.context.obj({ Type: "ExtGState", ca: options.opacity, CA: options.opacity }),
      );
      operators.push(this.lib.setGraphicsState(page.node.newExtGState("GS", state)));
    }
    // the text's baseline turned `rotate` degrees anticlockwise about (x, y)
    const angle = ((options.rotate ?? 0) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    operators.push(
      setFillingColor(options.colour),
      beginText(),
      setTextMatrix(cos, sin, -sin, cos, options.x, options.y),
    );
    // a turned word (a watermark) is read as the one word it is, whatever the order its glyphs are found in
    if (options.whole) operators.push(this.actualText(page, text));
    for (const run of runs) {
      const font = run.face.pdf;
      if (run.face.source.shaped && !options.whole) operators.push(this.actualText(page, run.text));
      operators.push(setFontAndSize(fontKey(page, font), options.size), showText(font.encodeText(run.text)));
      if (run.face.source.shaped && !options.whole) operators.push(this.lib.endMarkedContent());
    }
    if (options.whole) operators.push(this.lib.endMarkedContent());
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }

  /** `/Span << /ActualText (text) >> BDC`: what the glyphs that follow say, in the order it is written. */
  private actualText(page: PDFPage, text: string) {
    const { PDFOperator, PDFOperatorNames, PDFName, PDFHexString } = this.lib;
    const properties = page.doc.context.obj({ ActualText: PDFHexString.fromText(text) });
    // pdf-lib's types leave dictionaries out of an operator's operands, which BDC takes and pdf-lib writes as any object
    return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of("Span"),
      properties as unknown as PDFName,
    ]);
  }

  /** Writes the faces the document used into it (only their glyphs). Call before the document is saved. */
  async embed(): Promise<void> {
    for (const face of [...this.faces.regular, ...this.faces.bold]) await face.used?.embed();
  }
}

function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = pageFontKeys.get(page);
  if (!keys) {
    keys = new Map();
    pageFontKeys.set(page, keys);
  }
  let key = keys.get(font.ref);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font.ref, key);
  }
  return key;
}

/** Six capital letters for the n-th subset font: AAAAAA, AAAAAB, … */
function subsetTag(n: number): string {
  let tag = "";
  for (let i = 0; i < 6; i++) {
    tag = String.fromCharCode(65 + (n % 26)) + tag;
    n = Math.floor(n / 26);
  }
  return tag;
}

/** The BaseFont names of the fonts a document already has (a loaded one: a signed memorandum). */
function existingFontNames(doc: PDFDocument, lib: typeof import("pdf-lib")): Set<string> {
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFDict)) continue;
    const base = object.get(lib.PDFName.of("BaseFont"));
    if (base instanceof lib.PDFName) names.add(base.decodeText());
  }
  return names;
}

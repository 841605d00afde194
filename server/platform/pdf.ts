import type { ColorTypes, PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { CLUB_CONTACT } from "../../common/club.ts";
import { formatIndian } from "../../common/money.ts";

/** The club as it appears on its documents (invoices, agreements, forms). */
export const CLUB = { ...CLUB_CONTACT, name: `${CLUB_CONTACT.name} Trust`, address: `${CLUB_CONTACT.address}, India` } as const;

/** Rupees in a PDF: the standard fonts have no ₹ sign, so "INR 1,00,000" (Indian grouping, no decimals). */
export const pdfRupees = (amount: number) => `INR ${formatIndian(Math.round(amount))}`;

/** A colour as pdf-lib's rgb() makes it (pdf-lib itself is loaded when a document is first written). */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: "RGB" as ColorTypes.RGB, red, green, blue });

export const colours = { ink: rgb(0.13, 0.16, 0.15), muted: rgb(0.38, 0.42, 0.4), accent: rgb(0.76, 0.42, 0.13), line: rgb(0.85, 0.85, 0.82) };

/**
 * A simple A4 writer over pdf-lib: lines of text that flow down the page and wrap, with a new page when full.
 * Used by the invoice, the memorandum of agreement and the membership form.
 */
export class PdfWriter {
  readonly doc: PDFDocument;
  page!: PDFPage;
  font!: PDFFont;
  bold!: PDFFont;
  y = 0;
  readonly margin = 56;

  private constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  static async create(title: string): Promise<PdfWriter> {
    const { PDFDocument, StandardFonts } = await import("pdf-lib");
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setAuthor(CLUB.name);
    doc.setCreator(CLUB.name);
    doc.setProducer("pdf-lib");
    const writer = new PdfWriter(doc);
    writer.font = await doc.embedFont(StandardFonts.Helvetica);
    writer.bold = await doc.embedFont(StandardFonts.HelveticaBold);
    writer.newPage();
    return writer;
  }

  /** A writer that adds pages to an existing document (e.g. a signed memorandum's certificate and audit pages). */
  static async onDocument(doc: PDFDocument): Promise<PdfWriter> {
    const { StandardFonts } = await import("pdf-lib");
    const writer = new PdfWriter(doc);
    writer.font = await doc.embedFont(StandardFonts.Helvetica);
    writer.bold = await doc.embedFont(StandardFonts.HelveticaBold);
    writer.newPage();
    return writer;
  }

  get width() {
    return this.page.getWidth() - this.margin * 2;
  }

  newPage() {
    this.page = this.doc.addPage([595.28, 841.89]);
    this.y = this.page.getHeight() - this.margin;
  }

  private ensure(height: number) {
    if (this.y - height < this.margin) this.newPage();
  }

  /** Text wrapped to the page width (or `width`), at `x` from the left margin. */
  text(value: string, options: { size?: number; bold?: boolean; colour?: RGB; x?: number; width?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const width = options.width ?? this.width - (options.x ?? 0);
    for (const line of wrap(value, font, size, width)) {
      this.ensure(size * 1.4);
      this.page.drawText(line, { x: this.margin + (options.x ?? 0), y: this.y - size, size, font, color: options.colour ?? colours.ink });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 0;
  }

  /** label: value rows in two columns. */
  rows(pairs: [string, string][], options: { labelWidth?: number; size?: number } = {}) {
    const size = options.size ?? 10;
    const labelWidth = options.labelWidth ?? 150;
    for (const [label, value] of pairs) {
      const lines = wrap(value || "-", this.font, size, this.width - labelWidth);
      this.ensure(size * 1.4 * lines.length);
      this.page.drawText(pdfSafe(this.bold, label), { x: this.margin, y: this.y - size, size, font: this.bold, color: colours.muted });
      for (const line of lines) {
        this.page.drawText(line, { x: this.margin + labelWidth, y: this.y - size, size, font: this.font, color: colours.ink });
        this.y -= size * 1.4;
      }
      this.y -= 2;
    }
  }

  rule(gap = 10) {
    this.ensure(gap * 2);
    this.y -= gap;
    this.page.drawLine({ start: { x: this.margin, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.7, color: colours.line });
    this.y -= gap;
  }

  space(height: number) {
    this.ensure(height);
    this.y -= height;
  }

  /** The club's letterhead: name, address and contact, then a rule. */
  letterhead(documentTitle: string) {
    this.text(CLUB.name, { size: 18, bold: true, colour: colours.accent });
    this.text(CLUB.address, { size: 9, colour: colours.muted });
    this.text(`${CLUB.email}  |  ${CLUB.phone}`, { size: 9, colour: colours.muted });
    this.rule(8);
    this.text(documentTitle, { size: 15, bold: true, gap: 6 });
  }

  /** The head of an invoice paid to the club: the letterhead, its number and date, and the member it is billed to. */
  invoiceHead(invoice: { number: string; date: string; member: { name: string; email: string } }) {
    this.letterhead("Tax Invoice and Payment Receipt");
    this.rows([
      ["Invoice number", invoice.number],
      ["Invoice date", invoice.date],
      ["Issued by", CLUB.name],
    ]);
    this.rule();
    this.text("Billed to", { bold: true, size: 11, gap: 2 });
    this.rows([
      ["Member", invoice.member.name],
      ["E-mail", invoice.member.email],
    ]);
    this.rule();
  }

  private footerText: string | null = null;

  /**
   * A line at the foot of every page (small, muted, within the bottom margin), drawn when the document is written:
   * e.g. an invoice's "Verify this invoice at …". Pages added later carry it too.
   */
  footer(text: string) {
    this.footerText = text;
  }

  /** Fixes the document's creation and modification dates (pdf-lib stamps "now"), so that one document always gives the same bytes. */
  dated(at: Date) {
    this.doc.setCreationDate(at);
    this.doc.setModificationDate(at);
  }

  private drawFooter(text: string) {
    const size = 7.5;
    for (const page of this.doc.getPages()) {
      const width = page.getWidth() - this.margin * 2;
      let y = this.margin / 2;
      for (const line of wrap(text, this.font, size, width)) {
        page.drawText(line, { x: this.margin, y, size, font: this.font, color: colours.muted });
        y -= size * 1.3;
      }
    }
  }

  async bytes(): Promise<Uint8Array> {
    if (this.footerText !== null) {
      this.drawFooter(this.footerText);
      this.footerText = null;
    }
    return this.doc.save({ useObjectStreams: false });
  }
}

/** What the standard fonts cannot draw, said with what they can (anything else becomes "?"). */
const SUBSTITUTES: Record<string, string> = {
  "\u20B9": "INR ",
  "\u2009": " ",
  "\u202F": " ",
  "\u200B": "",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
};
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text as `font` can draw it: a character its encoding has (a standard font's WinAnsi: Latin-1 and the typographic
 * marks … – — ‘ ’ “ ” • € ™) stays, a few others are said in words the font has, the rest become "?". Every text
 * drawn on a page goes through it, or pdf-lib refuses the character.
 */
export function pdfSafe(font: PDFFont, value: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || (known.has(code) && code >= 0x20)) out += char;
    else out += SUBSTITUTES[char] ?? "?";
  }
  return out;
}

/** Splits text into lines no wider than `width` (words longer than a line are cut). */
export function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const clean = pdfSafe(font, value);
  const lines: string[] = [];
  for (const paragraph of clean.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
      } else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

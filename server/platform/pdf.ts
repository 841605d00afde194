import type { ColorTypes, PDFDocument, PDFPage, RGB } from "pdf-lib";
import { CLUB_CONTACT } from "../../common/club.ts";
import { PdfFonts } from "./pdf-fonts.ts";

/** The club as it appears on its documents (invoices, agreements, forms). */
export const CLUB = {
  ...CLUB_CONTACT,
  name: `${CLUB_CONTACT.name} Trust`,
  address: `${CLUB_CONTACT.address}, India`,
} as const;

/** A colour as pdf-lib's rgb() makes it (pdf-lib itself is loaded when a document is first written). */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: "RGB" as ColorTypes.RGB, red, green, blue });

export const colours = {
  ink: rgb(0.13, 0.16, 0.15),
  muted: rgb(0.38, 0.42, 0.4),
  accent: rgb(0.76, 0.42, 0.13),
  line: rgb(0.85, 0.85, 0.82),
};

/** A column of `PdfWriter.table`: its header, its width in points, and whether its cells end at its right edge. */
export interface PdfColumn {
  header: string;
  width: number;
  align?: "left" | "right";
}

/**
 * A simple A4 writer over pdf-lib: lines of text that flow down the page and wrap, with a new page when full.
 * Used by the invoices, the memorandum of agreement (and its certificate and audit pages), the membership form and
 * the transfer request. Every text is drawn through its fonts (`PdfFonts`: Noto Sans and Noto Sans Devanagari, the
 * face chosen by the character, decision 032), so that any member's name prints as written.
 */
export class PdfWriter {
  readonly doc: PDFDocument;
  readonly fonts: PdfFonts;
  page!: PDFPage;
  y = 0;
  readonly margin = 56;

  private constructor(doc: PDFDocument, fonts: PdfFonts) {
    this.doc = doc;
    this.fonts = fonts;
  }

  static async create(title: string): Promise<PdfWriter> {
    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setAuthor(CLUB.name);
    doc.setCreator(CLUB.name);
    doc.setProducer("pdf-lib");
    const writer = new PdfWriter(doc, await PdfFonts.create(doc));
    writer.newPage();
    return writer;
  }

  /** A writer that adds pages to an existing document (e.g. a signed memorandum's certificate and audit pages). */
  static async onDocument(doc: PDFDocument): Promise<PdfWriter> {
    const writer = new PdfWriter(doc, await PdfFonts.create(doc));
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

  /** One line of text at (x, y) on `page` (this page unless told), not wrapped. */
  draw(text: string, options: { x: number; y: number; size?: number; bold?: boolean; colour?: RGB; page?: PDFPage }) {
    this.fonts.draw(options.page ?? this.page, text, {
      x: options.x,
      y: options.y,
      size: options.size ?? 10,
      bold: options.bold,
      colour: options.colour ?? colours.ink,
    });
  }

  /** Text wrapped to the page width (or `width`), at `x` from the left margin. */
  text(
    value: string,
    options: { size?: number; bold?: boolean; colour?: RGB; x?: number; width?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const width = options.width ?? this.width - (options.x ?? 0);
    for (const line of wrap(value, this.fonts, size, width, options.bold)) {
      this.ensure(size * 1.4);
      this.draw(line, {
        x: this.margin + (options.x ?? 0),
        y: this.y - size,
        size,
        bold: options.bold,
        colour: options.colour,
      });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 0;
  }

  /** label: value rows in two columns, each wrapped within its own (a label longer than its column takes more lines). */
  rows(pairs: [string, string][], options: { labelWidth?: number; size?: number } = {}) {
    const size = options.size ?? 10;
    const labelWidth = options.labelWidth ?? 150;
    const line = size * 1.4;
    for (const [label, value] of pairs) {
      const labels = wrap(label, this.fonts, size, labelWidth - 8, true);
      const values = wrap(value || "-", this.fonts, size, this.width - labelWidth);
      const count = Math.max(labels.length, values.length);
      this.ensure(line * count);
      labels.forEach((text, i) =>
        this.draw(text, { x: this.margin, y: this.y - size - i * line, size, bold: true, colour: colours.muted }),
      );
      values.forEach((text, i) => this.draw(text, { x: this.margin + labelWidth, y: this.y - size - i * line, size }));
      this.y -= line * count + 2;
    }
  }

  /**
   * A table: a header row and rows of cells, each column `width` points wide from the left margin, its text wrapped
   * within it (`align: "right"` for amounts, which end at the column's right edge). A row that does not fit goes to a
   * new page, under the header again.
   */
  table(columns: PdfColumn[], rows: string[][], options: { size?: number } = {}) {
    const size = options.size ?? 9;
    const line = size * 1.35;
    const gutter = 6;
    const lefts: number[] = [];
    let left = this.margin;
    for (const column of columns) {
      lefts.push(left);
      left += column.width;
    }
    const measure = (cells: string[], bold: boolean) =>
      cells.map((cell, i) => wrap(cell || "-", this.fonts, size, columns[i].width - gutter, bold));
    const drawCells = (wrapped: string[][], bold: boolean) => {
      wrapped.forEach((lines, i) =>
        lines.forEach((text, j) => {
          const column = columns[i];
          const x =
            column.align === "right" ? lefts[i] + column.width - gutter - this.fonts.width(text, size, bold) : lefts[i];
          this.draw(text, { x, y: this.y - size - j * line, size, bold, colour: bold ? colours.muted : colours.ink });
        }),
      );
      this.y -= line * Math.max(...wrapped.map((lines) => lines.length)) + 2;
    };
    const header = measure(
      columns.map((column) => column.header),
      true,
    );
    const headerHeight = line * Math.max(...header.map((lines) => lines.length)) + 6;
    const drawHeader = () => {
      drawCells(header, true);
      this.page.drawLine({
        start: { x: this.margin, y: this.y + 1 },
        end: { x: left - gutter, y: this.y + 1 },
        thickness: 0.5,
        color: colours.line,
      });
      this.y -= 4;
    };
    const first = rows[0] ? measure(rows[0], false) : [];
    this.ensure(headerHeight + line * Math.max(1, ...first.map((lines) => lines.length)));
    drawHeader();
    for (const row of rows) {
      const wrapped = measure(row, false);
      const height = line * Math.max(...wrapped.map((lines) => lines.length)) + 2;
      if (this.y - height < this.margin) {
        this.newPage();
        drawHeader();
      }
      drawCells(wrapped, false);
    }
  }

  rule(gap = 10) {
    this.ensure(gap * 2);
    this.y -= gap;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.margin + this.width, y: this.y },
      thickness: 0.7,
      color: colours.line,
    });
    this.y -= gap;
  }

  /** Starts a new page unless `height` points are left on this one: a heading kept with the lines that follow it. */
  keep(height: number) {
    this.ensure(height);
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
      for (const line of wrap(text, this.fonts, size, width)) {
        this.draw(line, { page, x: this.margin, y, size, colour: colours.muted });
        y -= size * 1.3;
      }
    }
  }

  async bytes(): Promise<Uint8Array> {
    if (this.footerText !== null) {
      this.drawFooter(this.footerText);
      this.footerText = null;
    }
    await this.fonts.embed();
    return this.doc.save({ useObjectStreams: false });
  }
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Splits text into lines no wider than `width` as drawn in `fonts` (a word longer than a line is cut between its letters). */
export function wrap(value: string, fonts: PdfFonts, size: number, width: number, bold = false): string[] {
  const measure = (text: string) => fonts.width(text, size, bold);
  const space = measure(" ");
  const lines: string[] = [];
  for (const paragraph of value.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      if (wordWidth > width) {
        // cut between letters (grapheme clusters: a conjunct and its matras stay whole)
        let piece = "";
        for (const { segment } of graphemes.segment(word)) {
          if (piece && measure(piece + segment) > width) {
            lines.push(piece);
            piece = "";
          }
          piece += segment;
        }
        line = piece;
        lineWidth = measure(piece);
      }
    }
    lines.push(line);
  }
  return lines;
}

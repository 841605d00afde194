import { formatPaise, percentLabel, type InvoiceParticulars, type TaxLine } from "../../../common/gst.ts";
import type { Language } from "../../../common/language.ts";
import { CLUB, colours, type PdfWriter } from "../../platform/pdf.ts";
import { documentLanguage, documentWords, type DocumentWords } from "../../platform/pdf-text.ts";
import { hindiAmountInWords } from "../tax/amount-words-hi.ts";
import { TAX_DOCUMENT_TEXT } from "./pdf-text.ts";

/**
 * The GST parts of the club's documents, drawn from an invoice's particulars (the snapshot taken when it was issued,
 * decision 037), so that every document that quotes them says the same: the invoices of instalments, Full
 * Membership years and stays, and a credit note against one of them (which draws the head with its own title, number
 * and a row naming the invoice it credits, then the lines it credits).
 *
 * With a GSTIN (`particulars.taxed`) the head is a tax invoice's: the Trust's name, address, GSTIN and state, the
 * document's number and date, the recipient's name, address, state and GSTIN, the place of supply and whether tax is
 * payable on reverse charge; the lines carry SAC, taxable value, rate, CGST + SGST (or UTGST) or IGST, then the
 * totals and the amount in words. Without one it is a payment receipt, and it says that no tax is charged.
 *
 * In the language of the member billed as the invoice was issued (`particulars.language`, decision 047): a Hindi
 * reader's has each title and label in English with its Hindi, and the amount in words in both.
 */

/** The document's title: a tax invoice with a GSTIN, a payment receipt without ("Tax Invoice / कर बीजक" in Hindi). */
export const taxDocumentTitle = (particulars: InvoiceParticulars, w: Words = wordsOf(particulars)) =>
  w.beside((t) => (particulars.taxed ? t.taxInvoice : t.paymentReceipt));

/** The words of a document drawn from these particulars: in the language the member read when it was issued. */
export const wordsOf = (particulars: InvoiceParticulars, language?: Language) =>
  documentWords(TAX_DOCUMENT_TEXT, language ?? documentLanguage(particulars.language));

type Words = DocumentWords<(typeof TAX_DOCUMENT_TEXT)["en"]>;

/** An English value, and in a Hindi reader's document the Hindi of its words on the line under it. */
const withHindi = (w: Words, english: string, hindi: (t: Words["en"]) => string) => {
  const words = w.only(hindi);
  return words === null ? english : `${english}\n${words.replace(/^, /, "")}`;
};

const stateWithCode = (w: Words, state: string | null, code: string | null) =>
  state ? (code ? `${state} (${code})` : state) : w.beside((t) => t.notGiven);

/**
 * The head of a document from its particulars: the supplier's letterhead, the title (a tax invoice's or a payment
 * receipt's, or a credit note's with `kind` "credit-note"), its number and date (and `rows` after them, e.g. the
 * invoice a credit note is against), the place of supply, then the recipient. In the particulars' language unless
 * `language` says another (a credit note's own).
 */
export function taxDocumentHead(
  pdf: PdfWriter,
  particulars: InvoiceParticulars,
  document: {
    number: string;
    /** The document's day (its issue). */
    date: Date;
    kind?: "credit-note";
    rows?: [string, string][];
    language?: Language;
  },
) {
  const { supplier, recipient, taxed } = particulars;
  const w = wordsOf(particulars, document.language);
  pdf.text(supplier.name, { size: 18, bold: true, colour: colours.accent });
  pdf.text(supplier.address, { size: 9, colour: colours.muted });
  const identity = [
    supplier.gstin ? `GSTIN ${supplier.gstin}` : null,
    `${w.beside((t) => t.state)} ${stateWithCode(w, supplier.state, supplier.state_code)}`,
    supplier.pan ? `PAN ${supplier.pan}` : null,
  ].filter(Boolean);
  pdf.text(identity.join("  |  "), { size: 9, colour: colours.muted });
  pdf.text(`${CLUB.email}  |  ${CLUB.phone}`, { size: 9, colour: colours.muted });
  pdf.rule(8);
  const creditNote = document.kind === "credit-note";
  pdf.text(creditNote ? w.beside((t) => t.creditNote) : taxDocumentTitle(particulars, w), {
    size: 15,
    bold: true,
    gap: 6,
  });
  const place = particulars.place_of_supply;
  const placeOfSupply = stateWithCode(w, place.state, place.code);
  pdf.rows([
    [w.below((t) => (creditNote ? t.creditNoteNumber : taxed ? t.invoiceNumber : t.receiptNumber)), document.number],
    [w.below((t) => (creditNote ? t.creditNoteDate : taxed ? t.invoiceDate : t.receiptDate)), w.dayOf(document.date)],
    ...(document.rows ?? []),
    ...(taxed
      ? ([
          [
            w.below((t) => t.placeOfSupply),
            place.basis === "villa"
              ? withHindi(w, `${placeOfSupply}${w.en.whereTheVillaIs}`, (t) => t.whereTheVillaIs)
              : placeOfSupply,
          ],
          [w.below((t) => t.reverseCharge), w.beside((t) => t.no)],
        ] as [string, string][])
      : []),
  ]);
  pdf.rule();
  pdf.text(
    w.beside((t) => (taxed ? t.billedTo : t.receivedFrom)),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => (recipient.gstin ? t.business : t.member)), recipient.name],
    ...(recipient.gstin
      ? ([
          ["GSTIN", recipient.gstin],
          [w.below((t) => t.member), recipient.member_name],
        ] as [string, string][])
      : []),
    [w.below((t) => t.address), recipient.address ?? w.beside((t) => t.notGiven)],
    [w.below((t) => t.state), stateWithCode(w, recipient.state, recipient.state_code)],
    [w.below((t) => t.email), recipient.email],
  ]);
  pdf.rule();
}

/** The columns of the lines' table, their widths filling the page's 483 points. */
function columnsOf(particulars: InvoiceParticulars, stateTax: string, w: Words) {
  const intra = !particulars.inter_state;
  type Column = { title: string; width: number; right?: boolean; cell: (line: TaxLine, index: number) => string };
  const columns: Column[] = [
    { title: "#", width: 16, cell: (_line, index) => String(index + 1) },
    { title: w.below((t) => t.description), width: intra ? 124 : 156, cell: (line) => line.description },
    { title: "SAC", width: 40, cell: (line) => line.sac },
    { title: w.below((t) => t.taxableValue), width: 66, right: true, cell: (line) => formatPaise(line.taxable) },
    {
      title: w.below((t) => t.rate),
      width: intra ? 58 : 36,
      right: true,
      cell: (line) =>
        intra ? `${percentLabel(line.rate_bp / 2)} + ${percentLabel(line.rate_bp / 2)}` : percentLabel(line.rate_bp),
    },
  ];
  if (intra) {
    columns.push({ title: "CGST", width: 52, right: true, cell: (line) => formatPaise(line.cgst) });
    columns.push({ title: stateTax, width: 52, right: true, cell: (line) => formatPaise(line.sgst) });
  } else {
    columns.push({ title: "IGST", width: 80, right: true, cell: (line) => formatPaise(line.igst) });
  }
  columns.push({ title: w.below((t) => t.total), width: 71, right: true, cell: (line) => formatPaise(line.total) });
  return columns;
}

/** A table of lines: a bold head, then each line, every cell wrapped within its column, numbers to the right. */
function table(pdf: PdfWriter, particulars: InvoiceParticulars, w: Words) {
  const size = 8;
  const lineHeight = size * 1.4;
  const columns = columnsOf(particulars, particulars.state_tax, w);
  const row = (cells: string[], bold: boolean) => {
    const wrapped = cells.map((cell, i) => wrapCell(pdf, cell, size, columns[i].width - 6, bold));
    const count = Math.max(...wrapped.map((lines) => lines.length));
    if (pdf.y - lineHeight * count < pdf.margin) pdf.newPage();
    let x = pdf.margin;
    wrapped.forEach((lines, i) => {
      const column = columns[i];
      lines.forEach((text, n) => {
        const width = pdf.fonts.width(text, size, bold);
        pdf.draw(text, {
          x: column.right ? x + column.width - 4 - width : x,
          y: pdf.y - size - n * lineHeight,
          size,
          bold,
          colour: bold ? colours.muted : colours.ink,
        });
      });
      x += column.width;
    });
    pdf.y -= lineHeight * count + 4;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  particulars.lines.forEach((line, index) =>
    row(
      columns.map((c) => c.cell(line, index)),
      false,
    ),
  );
}

/** A cell's text in lines no wider than `width`: its own lines (a Hindi title under the English) each wrapped by words. */
const wrapCell = (pdf: PdfWriter, text: string, size: number, width: number, bold: boolean) =>
  text.split("\n").flatMap((paragraph) => {
    const words = paragraph.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let current = "";
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && pdf.fonts.width(next, size, bold) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
    return lines;
  });

/**
 * The lines and totals of a document from its particulars: with GST, the table of lines (SAC, taxable value, rate,
 * CGST and SGST or IGST, total), the totals, the amount in words and the reverse charge; without, each line's amount,
 * the total, the amount in words, and that no tax is charged. `heading` picks another heading ("Credited"), and
 * `language` another language (a credit note's own) than the particulars'. A Hindi reader's document gives the amount
 * in words in Hindi too.
 */
export function taxLinesBlock(
  pdf: PdfWriter,
  particulars: InvoiceParticulars,
  options: { heading?: "credited"; language?: Language } = {},
) {
  const { totals } = particulars;
  const w = wordsOf(particulars, options.language);
  pdf.text(
    w.beside((t) => (options.heading === "credited" ? t.credited : particulars.taxed ? t.supplies : t.receivedFor)),
    { bold: true, size: 11, gap: 2 },
  );
  if (particulars.taxed) {
    table(pdf, particulars, w);
    pdf.rule(6);
    const taxes: [string, string][] = particulars.inter_state
      ? [["IGST", formatPaise(totals.igst)]]
      : [
          ["CGST", formatPaise(totals.cgst)],
          [particulars.state_tax, formatPaise(totals.sgst)],
        ];
    pdf.rows([
      [w.below((t) => t.totalTaxableValue), formatPaise(totals.taxable)],
      ...taxes,
      [w.below((t) => t.totalTax), formatPaise(totals.tax)],
      [w.below((t) => t.total), formatPaise(totals.total)],
    ]);
  } else {
    pdf.rows(
      [
        ...particulars.lines.map((line): [string, string] => [line.description, formatPaise(line.total)]),
        [w.below((t) => t.total), formatPaise(totals.total)],
      ],
      { labelWidth: 300 },
    );
  }
  const inHindi = w.bilingual ? hindiAmountInWords(totals.total) : null;
  pdf.rows([
    [
      w.below((t) => t.amountInWords),
      inHindi ? `${particulars.amount_in_words}\n${inHindi}` : particulars.amount_in_words,
    ],
  ]);
  if (!particulars.taxed)
    pdf.text(
      w.below((t) => t.noTax),
      { size: 9, colour: colours.muted, gap: 2 },
    );
}

/**
 * A stay's "taxes and fees" (₹719 a night, as the villa search shows them), taken apart: the GST of the stay in them
 * and the rest, the club's stay fee (taxed as accommodation, in the stay's taxable value) — or, when the GST is more
 * than they are, that they are all GST and how much more GST is in the room and extra guests' charges. `label` is the
 * price line's own (in both languages in a Hindi reader's invoice).
 */
export function taxesAndFeesBlock(pdf: PdfWriter, particulars: InvoiceParticulars, label: string) {
  const parts = particulars.taxes_and_fees;
  if (!parts) return;
  const w = wordsOf(particulars);
  const gstName = particulars.inter_state ? "IGST" : `CGST and ${particulars.state_tax}`;
  const gstNameHi = particulars.inter_state ? "IGST" : `CGST और ${particulars.state_tax}`;
  const gstOfStay = w.bilingual
    ? `${w.en.gstOfStay(gstName)}\n${TAX_DOCUMENT_TEXT.hi.gstOfStay(gstNameHi)}`
    : w.en.gstOfStay(gstName);
  pdf.text(
    w.beside((t) => t.taxesAndFees),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows(
    parts.gstBeyond > 0
      ? [
          [label, formatPaise(parts.charged)],
          [gstOfStay, formatPaise(parts.charged)],
          [w.below((t) => t.moreGst), formatPaise(parts.gstBeyond)],
        ]
      : [
          [label, formatPaise(parts.charged)],
          [gstOfStay, formatPaise(parts.gst)],
          [w.below((t) => t.stayFee), formatPaise(parts.fee)],
        ],
    { labelWidth: 300 },
  );
}

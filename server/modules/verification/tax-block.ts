import { formatPaise, percentLabel, type InvoiceParticulars, type TaxLine } from "../../../common/gst.ts";
import { CLUB, colours, type PdfWriter } from "../../platform/pdf.ts";

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
 */

/** The document's title: a tax invoice with a GSTIN, a payment receipt without. */
export const taxDocumentTitle = (particulars: InvoiceParticulars) =>
  particulars.taxed ? "Tax Invoice" : "Payment receipt";

const stateWithCode = (state: string | null, code: string | null) =>
  state ? (code ? `${state} (${code})` : state) : "Not given";

/**
 * The head of a document from its particulars: the supplier's letterhead, the title (a tax invoice's or a payment
 * receipt's unless `title` names another, e.g. "Credit Note" with the `label` "Credit note" for its number and date),
 * its number and date (and `rows` after them, e.g. the invoice a credit note is against), the place of supply, then
 * the recipient.
 */
export function taxDocumentHead(
  pdf: PdfWriter,
  particulars: InvoiceParticulars,
  document: {
    number: string;
    date: string;
    /** Another document's title and the name of its number (e.g. "Credit Note", "Credit note"). */
    title?: string;
    label?: string;
    rows?: [string, string][];
  },
) {
  const { supplier, recipient, taxed } = particulars;
  pdf.text(supplier.name, { size: 18, bold: true, colour: colours.accent });
  pdf.text(supplier.address, { size: 9, colour: colours.muted });
  const identity = [
    supplier.gstin ? `GSTIN ${supplier.gstin}` : null,
    `State ${stateWithCode(supplier.state, supplier.state_code)}`,
    supplier.pan ? `PAN ${supplier.pan}` : null,
  ].filter(Boolean);
  pdf.text(identity.join("  |  "), { size: 9, colour: colours.muted });
  pdf.text(`${CLUB.email}  |  ${CLUB.phone}`, { size: 9, colour: colours.muted });
  pdf.rule(8);
  pdf.text(document.title ?? taxDocumentTitle(particulars), { size: 15, bold: true, gap: 6 });
  const numbered = document.label ?? (taxed ? "Invoice" : "Receipt");
  pdf.rows([
    [`${numbered} number`, document.number],
    [`${numbered} date`, document.date],
    ...(document.rows ?? []),
    ...(taxed
      ? ([
          [
            "Place of supply",
            stateWithCode(particulars.place_of_supply.state, particulars.place_of_supply.code) +
              (particulars.place_of_supply.basis === "villa" ? ", where the villa is" : ""),
          ],
          ["Reverse charge", "No"],
        ] as [string, string][])
      : []),
  ]);
  pdf.rule();
  pdf.text(taxed ? "Billed to" : "Received from", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    [recipient.gstin ? "Business" : "Member", recipient.name],
    ...(recipient.gstin
      ? ([
          ["GSTIN", recipient.gstin],
          ["Member", recipient.member_name],
        ] as [string, string][])
      : []),
    ["Address", recipient.address ?? "Not given"],
    ["State", stateWithCode(recipient.state, recipient.state_code)],
    ["E-mail", recipient.email],
  ]);
  pdf.rule();
}

/** The columns of the lines' table, their widths filling the page's 483 points. */
function columnsOf(particulars: InvoiceParticulars, stateTax: string) {
  const intra = !particulars.inter_state;
  type Column = { title: string; width: number; right?: boolean; cell: (line: TaxLine, index: number) => string };
  const columns: Column[] = [
    { title: "#", width: 16, cell: (_line, index) => String(index + 1) },
    { title: "Description", width: intra ? 124 : 156, cell: (line) => line.description },
    { title: "SAC", width: 40, cell: (line) => line.sac },
    { title: "Taxable value", width: 66, right: true, cell: (line) => formatPaise(line.taxable) },
    {
      title: "Rate",
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
  columns.push({ title: "Total", width: 71, right: true, cell: (line) => formatPaise(line.total) });
  return columns;
}

/** A table of lines: a bold head, then each line, every cell wrapped within its column, numbers to the right. */
function table(pdf: PdfWriter, particulars: InvoiceParticulars) {
  const size = 8;
  const lineHeight = size * 1.4;
  const columns = columnsOf(particulars, particulars.state_tax);
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

const wrapCell = (pdf: PdfWriter, text: string, size: number, width: number, bold: boolean) => {
  const words = text.split(/\s+/).filter(Boolean);
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
};

/**
 * The lines and totals of a document from its particulars: with GST, the table of lines (SAC, taxable value, rate,
 * CGST and SGST or IGST, total), the totals, the amount in words and the reverse charge; without, each line's amount,
 * the total, the amount in words, and that no tax is charged.
 */
export function taxLinesBlock(pdf: PdfWriter, particulars: InvoiceParticulars, heading?: string) {
  const { totals } = particulars;
  pdf.text(heading ?? (particulars.taxed ? "Supplies" : "Received for"), { bold: true, size: 11, gap: 2 });
  if (particulars.taxed) {
    table(pdf, particulars);
    pdf.rule(6);
    const taxes: [string, string][] = particulars.inter_state
      ? [["IGST", formatPaise(totals.igst)]]
      : [
          ["CGST", formatPaise(totals.cgst)],
          [particulars.state_tax, formatPaise(totals.sgst)],
        ];
    pdf.rows([
      ["Total taxable value", formatPaise(totals.taxable)],
      ...taxes,
      ["Total tax", formatPaise(totals.tax)],
      ["Total", formatPaise(totals.total)],
    ]);
  } else {
    pdf.rows(
      [
        ...particulars.lines.map((line): [string, string] => [line.description, formatPaise(line.total)]),
        ["Total", formatPaise(totals.total)],
      ],
      { labelWidth: 300 },
    );
  }
  pdf.rows([["Amount in words", particulars.amount_in_words]]);
  if (!particulars.taxed)
    pdf.text(
      "No tax is charged: the Trust is not registered for GST, so this is a payment receipt, not a tax invoice.",
      {
        size: 9,
        colour: colours.muted,
        gap: 2,
      },
    );
}

/**
 * A stay's "taxes and fees" (₹719 a night, as the villa search shows them), taken apart: the GST of the stay in them
 * and the rest, the club's stay fee (taxed as accommodation, in the stay's taxable value) — or, when the GST is more
 * than they are, that they are all GST and how much more GST is in the room and extra guests' charges.
 */
export function taxesAndFeesBlock(pdf: PdfWriter, particulars: InvoiceParticulars, label: string) {
  const parts = particulars.taxes_and_fees;
  if (!parts) return;
  const gstName = particulars.inter_state ? "IGST" : `CGST and ${particulars.state_tax}`;
  pdf.text("What the taxes and fees consist of", { bold: true, size: 11, gap: 2 });
  pdf.rows(
    parts.gstBeyond > 0
      ? [
          [label, formatPaise(parts.charged)],
          [`GST of this stay (${gstName})`, formatPaise(parts.charged)],
          ["More GST, included in the room and extra guests' charges", formatPaise(parts.gstBeyond)],
        ]
      : [
          [label, formatPaise(parts.charged)],
          [`GST of this stay (${gstName})`, formatPaise(parts.gst)],
          ["Stay fee (taxable value, in the accommodation line above)", formatPaise(parts.fee)],
        ],
    { labelWidth: 300 },
  );
}

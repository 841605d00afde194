import type { InvoiceParticulars } from "../../../common/gst.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { taxDocumentHead, taxLinesBlock } from "../verification/tax-block.ts";
import { PROGRAMME_INVOICE_TEXT } from "./pdf-text.ts";

/** What the invoice of a programme registration paid online says (plain data: drawn in a worker thread). */
export interface ProgrammeInvoiceData {
  invoiceNumber: string;
  reference: string;
  paidAt: Date;
  paymentId: string;
  item: { title: string; kind: string; location: string | null };
  /** The item's sessions' club days, first and last, and how many. */
  sessions: { count: number; first: string; last: string };
  seats: number;
  freeSeats: number;
  amount: number;
  /** The tax particulars taken when the invoice was issued (always, for a programme invoice). */
  particulars: InvoiceParticulars;
}

/**
 * The tax invoice (or, without the Trust's GSTIN, the payment receipt) of places at an event, retreat or course paid
 * online: the GST head with the member or visitor billed, the registration, the payment, the tax lines. Dated when
 * paid, so one registration always gives the same bytes, with `footer` on every page; in the booker's language as it
 * was issued (decision 047).
 */
export async function renderProgrammeInvoice(data: ProgrammeInvoiceData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Invoice ${data.invoiceNumber}`);
  pdf.dated(data.paidAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  const w = documentWords(PROGRAMME_INVOICE_TEXT, documentLanguage(particulars.language));
  taxDocumentHead(pdf, particulars, { number: data.invoiceNumber, date: data.paidAt });
  pdf.text(
    w.beside((t) => t.heading),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.registration), data.reference],
    [w.below((t) => t.item), `${data.item.title} (${w.below((t) => t.kinds[data.item.kind] ?? data.item.kind)})`],
    [
      w.below((t) => t.where),
      data.item.location ? w.below((t) => t.atEstate(data.item.location!)) : w.below((t) => t.online),
    ],
    [
      w.below((t) => t.sessions),
      w.below((t) => t.sessionsFromTo(data.sessions.count, data.sessions.first, data.sessions.last)),
    ],
    [w.below((t) => t.places), w.below((t) => t.placesOf(data.seats, data.freeSeats))],
    [w.below((t) => t.paid), w.below((t) => t.onlinePayment(data.paymentId))],
  ]);
  pdf.space(6);
  pdf.text(
    w.below((t) => t.amountReceived(data.amount)),
    { bold: true, size: 13, colour: colours.accent, gap: 4 },
  );
  pdf.rule();
  taxLinesBlock(pdf, particulars);
  pdf.rule();
  pdf.text(
    w.below((t) => t.closing),
    { size: 9, colour: colours.muted },
  );
  return pdf.bytes();
}

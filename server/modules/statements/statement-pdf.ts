import { shortClubDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { PdfWriter, colours, type PdfColumn } from "../../platform/pdf.ts";
import { documentLanguage, documentWords, type DocumentWords } from "../../platform/pdf-text.ts";
import { STATEMENT_TEXT } from "./pdf-text.ts";

/**
 * What an owner statement states (plain data: it is drawn in a worker thread of the CPU pool), as read from the
 * club's records for one member, one financial year and one day: every day a club day (yyyy-mm-dd), every amount whole
 * rupees. Its digest decides whether a statement asked for again is the one already sealed.
 */
export interface StatementContent {
  fy: string;
  periodStart: string;
  periodEnd: string;
  /** The day the statement is made as at: the year's last day, or today in the current year. */
  asAt: string;
  member: { name: string; email: string; code: string; membershipIds: string[] };
  villas: string[];
  contributions: { paidOn: string; villa: string; step: string; invoiceNumber: string | null; amount: number }[];
  /** Instalments paid in the period whose receipt the club has not yet checked: neither paid nor due on the statement. */
  awaiting: { paidOn: string; villa: string; step: string; amount: number }[];
  invoices: { number: string; issuedOn: string; what: string; amount: number }[];
  creditNotes: { number: string; issuedOn: string; invoiceNumber: string; amount: number }[];
  refunds: { paidOn: string; what: string; reference: string; amount: number }[];
  freeNights: { reference: string; villa: string; checkIn: string; checkOut: string; nights: number; free: number }[];
  claims: { month: string; paidOn: string; reference: string; amount: number }[];
  balanceDue: { dueOn: string; villa: string; step: string; amount: number }[];
  /**
   * "hi" when the member read Hindi as it was issued: drawn in English and Hindi (decision 047). Absent for English,
   * so that an English statement's content, and its digest, are what they were before statements had a language.
   */
  language?: "hi";
  totals: {
    contributions: number;
    awaiting: number;
    invoices: number;
    creditNotes: number;
    refunds: number;
    freeNights: number;
    claims: number;
    balanceDue: number;
  };
}

/** A statement as it is drawn: its content, its reference and when the club first issued it. */
export interface StatementData extends StatementContent {
  reference: string;
  issuedAt: Date;
}

type Words = DocumentWords<(typeof STATEMENT_TEXT)["en"]>;

/**
 * The owner statement: the letterhead; the member, their membership ID, villas, the period and the day it is made as
 * at; a summary of the totals; then each section as a table — contributions paid (and any awaiting the club's check),
 * invoices and credit notes issued, refunds paid, free nights used, claims paid — and the balance due as at the day.
 * Dated when first issued, so one statement always gives the same bytes, with `footer` on every page. In the member's
 * language when it was issued (decision 047): a Hindi reader's has its titles, labels and notes in English and Hindi.
 */
export async function renderStatement(data: StatementData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Owner statement ${data.reference}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  const { totals } = data;
  const w = documentWords(STATEMENT_TEXT, documentLanguage(data.language));
  const amountColumn = (): PdfColumn => ({ header: w.below((t) => t.amount), width: 80, align: "right" });
  const column = (pick: (t: Words["en"]) => string, width: number, align?: "right"): PdfColumn => ({
    header: w.below(pick),
    width,
    ...(align ? { align } : {}),
  });

  pdf.letterhead(w.beside((t) => t.title));
  pdf.rows([
    [w.below((t) => t.statementReference), data.reference],
    [w.below((t) => t.member), data.member.name],
    [w.below((t) => t.email), data.member.email],
    [w.below((t) => t.memberCode), data.member.code],
    [
      w.below((t) => t.membershipId),
      data.member.membershipIds.length ? data.member.membershipIds.join(", ") : w.below((t) => t.noMembership),
    ],
    [w.below((t) => t.villa), data.villas.length ? data.villas.join("\n") : w.below((t) => t.noVilla)],
    [w.below((t) => t.period), w.below((t) => t.periodOf(data.fy, data.periodStart, data.periodEnd))],
    [w.below((t) => t.asAt), w.day(data.asAt)],
    [w.below((t) => t.issued), w.below((t) => t.issuedAt(data.issuedAt))],
  ]);
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.summary),
  );
  pdf.rows(
    [
      [w.below((t) => t.contributionsPaid), formatRupees(totals.contributions)],
      ...(data.awaiting.length
        ? [[w.below((t) => t.awaiting), formatRupees(totals.awaiting)] as [string, string]]
        : []),
      [w.below((t) => t.invoicesIssued), formatRupees(totals.invoices)],
      [w.below((t) => t.creditNotesIssued), formatRupees(totals.creditNotes)],
      [w.below((t) => t.refundsPaidToMember), formatRupees(totals.refunds)],
      [w.below((t) => t.freeNightsUsed), w.below((t) => t.nightsOf(totals.freeNights))],
      [w.below((t) => t.claimsPaidToMember), formatRupees(totals.claims)],
      [w.below((t) => t.balanceDueAsAt(data.asAt)), formatRupees(totals.balanceDue)],
    ],
    { labelWidth: 250 },
  );
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.contributionsPaid),
  );
  listed(
    pdf,
    w,
    [
      column((t) => t.paidOn, 62),
      column((t) => t.villa, 140),
      column((t) => t.instalment, 100),
      column((t) => t.invoice, 101),
      amountColumn(),
    ],
    data.contributions.map((c) => [
      shortDay(c.paidOn),
      c.villa,
      c.step,
      c.invoiceNumber ?? "-",
      formatRupees(c.amount),
    ]),
  );
  total(pdf, w, (t) => `${t.totalContributions}: ${formatRupees(totals.contributions)}`);
  if (data.awaiting.length) {
    pdf.space(4);
    pdf.text(
      w.below((t) => t.awaitingHeading),
      { bold: true, size: 10, gap: 2 },
    );
    pdf.table(
      [column((t) => t.paidOn, 62), column((t) => t.villa, 180), column((t) => t.instalment, 161), amountColumn()],
      data.awaiting.map((a) => [shortDay(a.paidOn), a.villa, a.step, formatRupees(a.amount)]),
    );
    total(pdf, w, (t) => `${t.totalAwaiting}: ${formatRupees(totals.awaiting)}`);
  }
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.invoicesIssued),
  );
  listed(
    pdf,
    w,
    [column((t) => t.invoice, 105), column((t) => t.date, 62), column((t) => t.for, 236), amountColumn()],
    data.invoices.map((i) => [i.number, shortDay(i.issuedOn), i.what, formatRupees(i.amount)]),
  );
  total(pdf, w, (t) => `${t.totalInvoiced}: ${formatRupees(totals.invoices)}`);
  pdf.space(6);
  section(
    pdf,
    w.beside((t) => t.creditNotesIssued),
  );
  listed(
    pdf,
    w,
    [column((t) => t.creditNote, 105), column((t) => t.date, 62), column((t) => t.againstInvoice, 236), amountColumn()],
    data.creditNotes.map((n) => [n.number, shortDay(n.issuedOn), n.invoiceNumber, formatRupees(n.amount)]),
  );
  total(pdf, w, (t) => `${t.totalCredited}: ${formatRupees(totals.creditNotes)}`);
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.refundsPaid),
  );
  listed(
    pdf,
    w,
    [column((t) => t.paidOn, 62), column((t) => t.for, 210), column((t) => t.reference, 131), amountColumn()],
    data.refunds.map((r) => [shortDay(r.paidOn), r.what, r.reference, formatRupees(r.amount)]),
  );
  total(pdf, w, (t) => `${t.totalRefunded}: ${formatRupees(totals.refunds)}`);
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.freeNightsUsed),
  );
  listed(
    pdf,
    w,
    [
      column((t) => t.stay, 100),
      column((t) => t.villa, 139),
      column((t) => t.arrival, 62),
      column((t) => t.departure, 62),
      column((t) => t.nights, 50, "right"),
      column((t) => t.freeNights, 70, "right"),
    ],
    data.freeNights.map((s) => [
      s.reference,
      s.villa,
      shortDay(s.checkIn),
      shortDay(s.checkOut),
      String(s.nights),
      String(s.free),
    ]),
  );
  total(pdf, w, (t) => `${t.totalFreeNights}: ${t.nightsOf(totals.freeNights)}`);
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.claimsPaid),
  );
  listed(
    pdf,
    w,
    [column((t) => t.claimFor, 110), column((t) => t.paidOn, 90), column((t) => t.reference, 203), amountColumn()],
    data.claims.map((c) => [c.month, shortDay(c.paidOn), c.reference, formatRupees(c.amount)]),
  );
  total(pdf, w, (t) => `${t.totalClaims}: ${formatRupees(totals.claims)}`);
  pdf.rule();

  section(
    pdf,
    w.beside((t) => t.balanceDueAsAt(data.asAt)),
  );
  listed(
    pdf,
    w,
    [column((t) => t.dueOn, 70), column((t) => t.villa, 170), column((t) => t.instalment, 163), amountColumn()],
    data.balanceDue.map((d) => [shortDay(d.dueOn), d.villa, d.step, formatRupees(d.amount)]),
    (t) => t.nothingDue,
  );
  pdf.space(4);
  pdf.text(
    w.below((t) => t.balanceDue(data.asAt, totals.balanceDue)),
    {
      bold: true,
      size: 13,
      colour: colours.accent,
      gap: 4,
    },
  );
  pdf.rule();
  pdf.text(
    w.below((t) => t.closing),
    { size: 9, colour: colours.muted },
  );
  return pdf.bytes();
}

/** A section's heading, on the page of its first lines. */
function section(pdf: PdfWriter, title: string) {
  pdf.keep(70);
  pdf.text(title, { bold: true, size: 11, gap: 3 });
}

/** A section's table, or a line saying there is nothing in it. */
function listed(
  pdf: PdfWriter,
  w: Words,
  columns: PdfColumn[],
  rows: string[][],
  empty: (t: Words["en"]) => string = (t) => t.none,
) {
  if (rows.length === 0) pdf.text(w.below(empty), { size: 9, colour: colours.muted, gap: 2 });
  else pdf.table(columns, rows);
}

/** A section's total, on one line: "Total contributions paid: ₹2,00,000" (in a Hindi reader's, the Hindi under it). */
function total(pdf: PdfWriter, w: Words, line: (t: Words["en"]) => string) {
  pdf.space(2);
  pdf.text(w.below(line), { bold: true, size: 10, gap: 2 });
}

/** A club day (yyyy-mm-dd) as a table shows it: 27 Nov 2026. */
const shortDay = (day: string) => shortClubDay(`${day}T12:00:00+05:30`);

import { clubMoment, shortClubDay, writtenDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { CLUB, PdfWriter, colours, type PdfColumn } from "../../platform/pdf.ts";

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

const amountColumn = (header = "Amount"): PdfColumn => ({ header, width: 80, align: "right" });
const none = "None in this period.";

/**
 * The owner statement: the letterhead; the member, their membership ID, villas, the period and the day it is made as
 * at; a summary of the totals; then each section as a table — contributions paid (and any awaiting the club's check),
 * invoices and credit notes issued, refunds paid, free nights used, claims paid — and the balance due as at the day.
 * Dated when first issued, so one statement always gives the same bytes, with `footer` on every page.
 */
export async function renderStatement(data: StatementData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Owner statement ${data.reference}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  const { totals } = data;
  const asAt = writtenDay(data.asAt);

  pdf.letterhead("Owner Statement");
  pdf.rows([
    ["Statement reference", data.reference],
    ["Member", data.member.name],
    ["E-mail", data.member.email],
    ["Member code", data.member.code],
    [
      "Membership ID",
      data.member.membershipIds.length ? data.member.membershipIds.join(", ") : "No Full Membership in this period",
    ],
    ["Villa", data.villas.length ? data.villas.join("\n") : "No villa in this period"],
    ["Period", `FY ${data.fy}: ${writtenDay(data.periodStart)} to ${writtenDay(data.periodEnd)}`],
    ["As at", asAt],
    ["Issued", `${clubMoment(data.issuedAt)} by ${CLUB.name}`],
  ]);
  pdf.rule();

  section(pdf, "Summary");
  pdf.rows(
    [
      ["Contributions paid", formatRupees(totals.contributions)],
      ...(data.awaiting.length
        ? [["Payments awaiting the club's check", formatRupees(totals.awaiting)] as [string, string]]
        : []),
      ["Invoices issued", formatRupees(totals.invoices)],
      ["Credit notes issued", formatRupees(totals.creditNotes)],
      ["Refunds paid to the member", formatRupees(totals.refunds)],
      ["Free nights used", nightsWords(totals.freeNights)],
      ["Claims paid to the member", formatRupees(totals.claims)],
      [`Balance due as at ${asAt}`, formatRupees(totals.balanceDue)],
    ],
    { labelWidth: 250 },
  );
  pdf.rule();

  section(pdf, "Contributions paid");
  listed(
    pdf,
    [
      { header: "Paid on", width: 62 },
      { header: "Villa", width: 140 },
      { header: "Instalment", width: 100 },
      { header: "Invoice", width: 101 },
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
  total(pdf, "Total contributions paid", formatRupees(totals.contributions));
  if (data.awaiting.length) {
    pdf.space(4);
    pdf.text("Payments received, awaiting the club's check (not yet counted as paid)", {
      bold: true,
      size: 10,
      gap: 2,
    });
    pdf.table(
      [
        { header: "Paid on", width: 62 },
        { header: "Villa", width: 180 },
        { header: "Instalment", width: 161 },
        amountColumn(),
      ],
      data.awaiting.map((a) => [shortDay(a.paidOn), a.villa, a.step, formatRupees(a.amount)]),
    );
    total(pdf, "Total awaiting the club's check", formatRupees(totals.awaiting));
  }
  pdf.rule();

  section(pdf, "Invoices issued");
  listed(
    pdf,
    [{ header: "Invoice", width: 105 }, { header: "Date", width: 62 }, { header: "For", width: 236 }, amountColumn()],
    data.invoices.map((i) => [i.number, shortDay(i.issuedOn), i.what, formatRupees(i.amount)]),
  );
  total(pdf, "Total invoiced", formatRupees(totals.invoices));
  pdf.space(6);
  section(pdf, "Credit notes issued");
  listed(
    pdf,
    [
      { header: "Credit note", width: 105 },
      { header: "Date", width: 62 },
      { header: "Against invoice", width: 236 },
      amountColumn(),
    ],
    data.creditNotes.map((n) => [n.number, shortDay(n.issuedOn), n.invoiceNumber, formatRupees(n.amount)]),
  );
  total(pdf, "Total credited", formatRupees(totals.creditNotes));
  pdf.rule();

  section(pdf, "Refunds paid");
  listed(
    pdf,
    [
      { header: "Paid on", width: 62 },
      { header: "For", width: 210 },
      { header: "Reference", width: 131 },
      amountColumn(),
    ],
    data.refunds.map((r) => [shortDay(r.paidOn), r.what, r.reference, formatRupees(r.amount)]),
  );
  total(pdf, "Total refunded", formatRupees(totals.refunds));
  pdf.rule();

  section(pdf, "Free nights used");
  listed(
    pdf,
    [
      { header: "Stay", width: 100 },
      { header: "Villa", width: 139 },
      { header: "Arrival", width: 62 },
      { header: "Departure", width: 62 },
      { header: "Nights", width: 50, align: "right" },
      { header: "Free nights", width: 70, align: "right" },
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
  total(pdf, "Total free nights used", nightsWords(totals.freeNights));
  pdf.rule();

  section(pdf, "Claims paid");
  listed(
    pdf,
    [
      { header: "Claim for", width: 110 },
      { header: "Paid on", width: 90 },
      { header: "Reference", width: 203 },
      amountColumn(),
    ],
    data.claims.map((c) => [c.month, shortDay(c.paidOn), c.reference, formatRupees(c.amount)]),
  );
  total(pdf, "Total claims paid", formatRupees(totals.claims));
  pdf.rule();

  section(pdf, `Balance due as at ${asAt}`);
  listed(
    pdf,
    [
      { header: "Due on", width: 70 },
      { header: "Villa", width: 170 },
      { header: "Instalment", width: 163 },
      amountColumn(),
    ],
    data.balanceDue.map((d) => [shortDay(d.dueOn), d.villa, d.step, formatRupees(d.amount)]),
    "Nothing was due and unpaid on this day.",
  );
  pdf.space(4);
  pdf.text(`Balance due as at ${asAt}: ${formatRupees(totals.balanceDue)}`, {
    bold: true,
    size: 13,
    colour: colours.accent,
    gap: 4,
  });
  pdf.rule();
  pdf.text(
    "This is a statement of the member's account with the club for the period: what was paid, invoiced, credited, " +
      "refunded and claimed, and what was due and unpaid on the day it is made as at. It is not a tax invoice; the " +
      "invoices and credit notes it lists are the tax documents. Payments are counted once the club has checked them. " +
      "Amounts are in Indian rupees.",
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
function listed(pdf: PdfWriter, columns: PdfColumn[], rows: string[][], empty = none) {
  if (rows.length === 0) pdf.text(empty, { size: 9, colour: colours.muted, gap: 2 });
  else pdf.table(columns, rows);
}

/** A section's total, on one line: "Total contributions paid: ₹2,00,000". */
function total(pdf: PdfWriter, label: string, value: string) {
  pdf.space(2);
  pdf.text(`${label}: ${value}`, { bold: true, size: 10, gap: 2 });
}

/** A club day (yyyy-mm-dd) as a table shows it: 27 Nov 2026. */
const shortDay = (day: string) => shortClubDay(`${day}T12:00:00+05:30`);

const nightsWords = (nights: number) => `${nights} ${nights === 1 ? "night" : "nights"}`;

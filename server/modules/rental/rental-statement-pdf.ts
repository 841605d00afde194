import { shortClubDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { PdfWriter, colours, type PdfColumn } from "../../platform/pdf.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { RENTAL_STATEMENT_TEXT } from "./pdf-text.ts";

/**
 * What an owner's monthly rental statement states (plain data: drawn in a worker thread of the CPU pool), kept with
 * its row when issued (decision 057): the guest stays of the owner's pooled villas that ended in the month, each with
 * the room charges collected and the owner's share, and the totals, TDS and payout due. Whole rupees, club days.
 */
export interface RentalStatementContent {
  month: string;
  /** The month in words, "May 2026". */
  monthName: string;
  member: { name: string; email: string; code: string };
  villas: string[];
  stays: {
    reference: string;
    villa: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    collected: number;
    sharePercent: number;
    share: number;
  }[];
  /** The share percent of the stays (the terms of the pool period; one in the usual month). */
  sharePercent: number;
  /** TDS rate in percent, null when the club deducts none. */
  tdsPercent: number | null;
  totals: { nights: number; collected: number; share: number; tds: number; payoutDue: number };
  language?: "hi";
}

export interface RentalStatementData extends RentalStatementContent {
  reference: string;
  issuedAt: Date;
}

/** The owner's rental statement: head, the stays, the summary with the payout due, the closing words. */
export async function renderRentalStatement(data: RentalStatementData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Owner rental statement ${data.reference}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  const w = documentWords(RENTAL_STATEMENT_TEXT, documentLanguage(data.language));
  const t = data.totals;
  pdf.letterhead(w.beside((x) => x.title));
  pdf.rows([
    [w.below((x) => x.statementReference), data.reference],
    [w.below((x) => x.owner), data.member.name],
    [w.below((x) => x.email), data.member.email],
    [w.below((x) => x.memberCode), data.member.code],
    [w.below((x) => x.villa), data.villas.join("\n")],
    [w.below((x) => x.month), data.monthName],
    [w.below((x) => x.issued), w.below((x) => x.issuedAt(data.issuedAt))],
  ]);
  pdf.rule();
  pdf.keep(70);
  pdf.text(
    w.beside((x) => x.stays),
    { bold: true, size: 11, gap: 3 },
  );
  const column = (pick: (x: (typeof RENTAL_STATEMENT_TEXT)["en"]) => string, width: number, right = false) =>
    ({ header: w.below(pick), width, ...(right ? { align: "right" } : {}) }) as PdfColumn;
  if (data.stays.length === 0)
    pdf.text(
      w.below((x) => x.none),
      { size: 9, colour: colours.muted, gap: 2 },
    );
  else
    pdf.table(
      [
        column((x) => x.stay, 95),
        column((x) => x.villa, 110),
        column((x) => x.arrival, 58),
        column((x) => x.departure, 58),
        column((x) => x.nights, 40, true),
        column((x) => x.collected, 70, true),
        column((x) => x.share, 62, true),
      ],
      data.stays.map((s) => [
        s.reference,
        s.villa,
        shortDay(s.checkIn),
        shortDay(s.checkOut),
        String(s.nights),
        formatRupees(s.collected),
        formatRupees(s.share),
      ]),
    );
  pdf.rule();
  pdf.keep(90);
  pdf.text(
    w.beside((x) => x.summary),
    { bold: true, size: 11, gap: 3 },
  );
  pdf.rows(
    [
      [w.below((x) => x.nightsRented), String(t.nights)],
      [w.below((x) => x.roomCharges), formatRupees(t.collected)],
      [w.below((x) => x.shareOf(data.sharePercent)), formatRupees(t.share)],
      [
        data.tdsPercent === null ? w.below((x) => x.noTds) : w.below((x) => x.tds(data.tdsPercent!)),
        formatRupees(t.tds),
      ],
    ],
    { labelWidth: 280 },
  );
  pdf.space(4);
  pdf.text(`${w.beside((x) => x.payoutDue)}: ${formatRupees(t.payoutDue)}`, {
    bold: true,
    size: 13,
    colour: colours.accent,
    gap: 4,
  });
  pdf.rule();
  pdf.text(
    w.below((x) => x.closing),
    { size: 9, colour: colours.muted },
  );
  return pdf.bytes();
}

const shortDay = (day: string) => shortClubDay(`${day}T12:00:00+05:30`);

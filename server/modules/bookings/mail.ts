import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import type { BookingRecord, GuestDetails } from "../../../common/stay-schemas.ts";
import { escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";
import { LAYOUT_TEXT } from "../../platform/mail-text.ts";
import { cancellationTermSentences, type CancellationTier } from "../../../common/stay-cancellation.ts";
import { STAY_MAIL_TEXT, type CancelledMoney } from "./mail-text.ts";

/**
 * The confirmation of a booked stay, to the member (and to the guest when someone else stays), as text and HTML, in
 * the member's language (English for a caller the desk booked for).
 */
export function stayConfirmationMail(input: {
  to: string;
  memberName: string;
  guest: Pick<GuestDetails, "firstName" | "lastName" | "phone"> & { title: string };
  booking: BookingRecord;
  publicUrl: string;
  /** A stay the desk booked for a caller without an account: no link to the portal. */
  byPhone?: boolean;
  language?: Language;
  /** The club's cancellation terms as they are when the stay is booked, said in words. */
  terms?: readonly CancellationTier[];
}): QueuedMail {
  const { booking: b, guest } = input;
  const language = input.language ?? DEFAULT_LANGUAGE;
  const words = STAY_MAIL_TEXT[language].booked;
  const layout = LAYOUT_TEXT[language];
  const rows: [string, string][] = [
    [words.reference, b.reference],
    [words.villa, `${b.villaName}, ${b.location}`],
    [words.guest, `${[guest.title, guest.firstName, guest.lastName].filter(Boolean).join(" ")}, ${guest.phone}`],
    [words.checkIn, words.checkInAt(b.checkIn)],
    [words.checkOut, words.checkOutAt(b.checkOut)],
    [words.stay, words.stayOf({ nights: b.price.nights, adults: b.adults, children: b.children })],
    ...words.priceLines(b.price).map(({ label, value }): [string, string] => [label, value]),
    [b.paymentMethod === "razorpay" ? words.totalPaidOnline : words.totalAtProperty, words.total(b.price.total)],
  ];
  const bookingsUrl = `${input.publicUrl}/dashboard?tab=bookings`;
  const lead = words.lead(b.villaName);
  const terms = input.terms ? [...cancellationTermSentences(input.terms, words.terms), words.terms.freeNights] : [];
  const text = [
    layout.greet(input.memberName),
    "",
    lead,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    words.bring,
    words.calendar,
    ...(terms.length ? ["", `${words.terms.heading}:`, ...terms.map((line) => `- ${line}`)] : []),
    ...(input.byPhone ? [] : [`${words.yourBookings}: ${bookingsUrl}`]),
    "",
    layout.signature,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(layout.greet(input.memberName))}</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>
    <table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">
${rows.map(([k, v]) => `      <tr><th style="text-align:left;padding:6px 8px 6px 0;color:#4b5a52;font-weight:normal">${escapeHtml(k)}</th><td style="padding:6px 0;text-align:right;font-weight:bold">${escapeHtml(v)}</td></tr>`).join("\n")}
    </table>
    <p style="margin:24px 0 8px;font-size:14px;line-height:1.5">${escapeHtml(words.bring)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(words.calendar)}</p>
    ${terms.length ? `<p style="margin:16px 0 4px;font-size:14px;font-weight:bold">${escapeHtml(words.terms.heading)}</p>\n    <ul style="margin:0 0 16px;padding-left:20px;font-size:14px;line-height:1.5">${terms.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : ""}
    ${input.byPhone ? "" : `<p style="margin:0 0 24px;font-size:14px"><a href="${escapeHtml(bookingsUrl)}" style="color:#1d3b2c">${escapeHtml(words.seeBookings)}</a></p>`}`,
    { width: 520, language },
  );
  return {
    to: input.to,
    subject: words.subject(b.reference),
    text,
    html,
    summary: `stay booked ${b.reference}`,
  };
}

/**
 * The note that a stay is cancelled, to the member (and the guest), in the member's language; with the desk's reason
 * when the club cancelled it.
 */
export function stayCancellationMail(input: {
  to: string;
  memberName: string;
  reference: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  reason?: string;
  /**
   * What was paid and what the cancellation terms refund of it, and the credit note of the invoice's refunded part
   * (attached; its `id` is the attachment's).
   */
  money?: CancelledMoney & { creditNote: { id: string; number: string; invoiceNumber: string } | null };
  /** A Full Member's free nights given back to their year. */
  freeNights?: number;
  language?: Language;
}): QueuedMail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const words = STAY_MAIL_TEXT[language].cancelled;
  const layout = LAYOUT_TEXT[language];
  const paid = input.money;
  const lead = words.lead({
    reference: input.reference,
    villaName: input.villaName,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    byClub: Boolean(input.reason),
    ...(paid ? { money: paid } : {}),
  });
  const reason = input.reason ? words.reason(input.reason) : null;
  const freeNights = input.freeNights ? words.freeNights(input.freeNights) : null;
  const text = [
    layout.greet(input.memberName),
    "",
    lead,
    ...(freeNights ? ["", freeNights] : []),
    ...(reason ? ["", reason] : []),
    "",
    words.hope,
    "",
    layout.signature,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(layout.greet(input.memberName))}</p>
    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>${freeNights ? `\n    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(freeNights)}</p>` : ""}${reason ? `\n    <p style="margin:0 0 16px;font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(reason)}</p>` : ""}
    <p style="margin:0 0 24px;font-size:16px">${escapeHtml(words.hope)}</p>`,
    { width: 520, language },
  );
  return {
    to: input.to,
    subject: words.subject(input.reference),
    text,
    html,
    summary: `stay cancelled ${input.reference}`,
    ...(paid?.creditNote ? { attachments: [{ creditNote: { id: paid.creditNote.id } }] } : {}),
  };
}

import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import type { BookingRecord, GuestDetails } from "../../../common/stay-schemas.ts";
import { escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";
import { LAYOUT_TEXT } from "../../platform/mail-text.ts";
import { STAY_MAIL_TEXT } from "./mail-text.ts";

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
  const text = [
    layout.greet(input.memberName),
    "",
    lead,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    words.bring,
    words.calendar,
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
  /** A stay paid online: the amount refunded through Razorpay, and the credit note of its invoice (attached). */
  paidOnline?: { amount: number; creditNote: { id: string; number: string; invoiceNumber: string } | null };
  language?: Language;
}): QueuedMail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const words = STAY_MAIL_TEXT[language].cancelled;
  const layout = LAYOUT_TEXT[language];
  const paid = input.paidOnline;
  const lead = words.lead({
    reference: input.reference,
    villaName: input.villaName,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    byClub: Boolean(input.reason),
    ...(paid ? { paidOnline: paid } : {}),
  });
  const reason = input.reason ? words.reason(input.reason) : null;
  const text = [
    layout.greet(input.memberName),
    "",
    lead,
    ...(reason ? ["", reason] : []),
    "",
    words.hope,
    "",
    layout.signature,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(layout.greet(input.memberName))}</p>
    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>${reason ? `\n    <p style="margin:0 0 16px;font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(reason)}</p>` : ""}
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

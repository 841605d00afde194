import { formatRupees } from "../../../common/money.ts";
import { priceLines } from "../../../common/stay-price-lines.ts";
import { plural } from "../../../common/stays.ts";
import type { BookingRecord, GuestDetails } from "../../../common/stay-schemas.ts";
import { CLUB_SIGNATURE, escapeHtml, mailPage } from "../../platform/mail-layout.ts";
import type { QueuedMail } from "../../platform/mail-queue.ts";

/** The confirmation of a booked stay, to the member (and to the guest when someone else stays), as text and HTML. */
export function stayConfirmationMail(input: {
  to: string;
  memberName: string;
  guest: Pick<GuestDetails, "firstName" | "lastName" | "phone"> & { title: string };
  booking: BookingRecord;
  publicUrl: string;
  /** A stay the desk booked for a caller without an account: no link to the portal. */
  byPhone?: boolean;
}): QueuedMail {
  const { booking: b, guest } = input;
  const guests =
    plural(b.adults, "adult", "adults") + (b.children ? ` and ${plural(b.children, "child", "children")}` : "");
  const rows: [string, string][] = [
    ["Reference", b.reference],
    ["Villa", `${b.villaName}, ${b.location}`],
    ["Guest", `${[guest.title, guest.firstName, guest.lastName].filter(Boolean).join(" ")}, ${guest.phone}`],
    ["Check-in", `${b.checkIn}, from 2 pm`],
    ["Check-out", `${b.checkOut}, by 11 am`],
    ["Stay", `${plural(b.price.nights, "night", "nights")}, ${guests}`],
    // room charges, free nights, coupon, extra guests, taxes and fees: the lines of the booking pages
    ...priceLines(b.price, "-").map(({ label, value }): [string, string] => [label, value]),
    [
      b.paymentMethod === "razorpay" ? "Total, paid online" : "Total, paid at the property",
      formatRupees(b.price.total),
    ],
  ];
  const bookingsUrl = `${input.publicUrl}/dashboard?tab=bookings`;
  const lead = `Your stay at ${b.villaName} is booked. We look forward to welcoming you.`;
  const bring =
    "Please bring a passport, Aadhaar card or driving licence for the primary guest, who must be 18 or older.";
  const calendar = "The stay is attached as a calendar event (check-in 2 PM, check-out 11 AM, India time).";
  const text = [
    `Namaste ${input.memberName},`,
    "",
    lead,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    bring,
    calendar,
    ...(input.byPhone ? [] : [`Your bookings: ${bookingsUrl}`]),
    "",
    CLUB_SIGNATURE,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">Namaste ${escapeHtml(input.memberName)},</p>
    <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>
    <table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">
${rows.map(([k, v]) => `      <tr><th style="text-align:left;padding:6px 8px 6px 0;color:#4b5a52;font-weight:normal">${escapeHtml(k)}</th><td style="padding:6px 0;text-align:right;font-weight:bold">${escapeHtml(v)}</td></tr>`).join("\n")}
    </table>
    <p style="margin:24px 0 8px;font-size:14px;line-height:1.5">${escapeHtml(bring)}</p>
    <p style="margin:0 0 8px;font-size:14px;line-height:1.5">${escapeHtml(calendar)}</p>
    ${input.byPhone ? "" : `<p style="margin:0 0 24px;font-size:14px"><a href="${escapeHtml(bookingsUrl)}" style="color:#1d3b2c">See your bookings</a></p>`}`,
    { width: 520 },
  );
  return {
    to: input.to,
    subject: `Your stay is booked: ${b.reference}`,
    text,
    html,
    summary: `stay booked ${b.reference}`,
  };
}

/** The note that a stay is cancelled, to the member (and the guest); with the desk's reason when the club cancelled it. */
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
}): QueuedMail {
  const paid = input.paidOnline;
  const money = paid
    ? `The ${formatRupees(paid.amount)} you paid online is refunded to the account it came from; we will e-mail you when Razorpay has made the refund.${paid.creditNote ? ` Credit note ${paid.creditNote.number} for invoice ${paid.creditNote.invoiceNumber} is attached.` : ""}`
    : "Nothing was charged: stays are paid at the property.";
  const lead = `Your stay ${input.reference} at ${input.villaName}, ${input.checkIn} to ${input.checkOut}, is cancelled${input.reason ? " by the club" : ""}. ${money}`;
  const reason = input.reason ? `Reason: ${input.reason}` : null;
  const text = [
    `Namaste ${input.memberName},`,
    "",
    lead,
    ...(reason ? ["", reason] : []),
    "",
    "We hope to welcome you another time.",
    "",
    CLUB_SIGNATURE,
    "",
  ].join("\n");
  const html = mailPage(
    `    <p style="margin:0 0 16px;font-size:16px">Namaste ${escapeHtml(input.memberName)},</p>
    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>${reason ? `\n    <p style="margin:0 0 16px;font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(reason)}</p>` : ""}
    <p style="margin:0 0 24px;font-size:16px">We hope to welcome you another time.</p>`,
    { width: 520 },
  );
  return {
    to: input.to,
    subject: `Your stay is cancelled: ${input.reference}`,
    text,
    html,
    summary: `stay cancelled ${input.reference}`,
    ...(paid?.creditNote ? { attachments: [{ creditNote: { id: paid.creditNote.id } }] } : {}),
  };
}

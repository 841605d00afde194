import { DONATION_RECEIPT_PREFIX } from "./donation-money.ts";

/**
 * A donation receipt's addresses and words (decision 048), said once for the server, the donor's page and the office.
 * A receipt's number reads VWC-DR-<financial year>-<n>, e.g. VWC-DR-2026-27-1.
 */
export const DONATION_RECEIPT_PATTERN = new RegExp(`^${DONATION_RECEIPT_PREFIX}-\\d{4}-\\d{2}-\\d{1,9}$`);

export const donationReceiptMessages = {
  notFound: "No such donation receipt.",
} as const;

/** The receipt's file name, as it is mailed and downloaded. */
export const donationReceiptFileName = (number: string) => `donation-receipt-${number}.pdf`;

/** The donor's download of a receipt: with their signed token (the donor's page), or signed in without it. */
export const donorReceiptUrl = (number: string, token?: string) =>
  `/api/donations/receipts/${encodeURIComponent(number)}.pdf${token ? `?t=${encodeURIComponent(token)}` : ""}`;

/** The office's download of a receipt (accounts and administrators). */
export const officeReceiptUrl = (number: string) => `/api/admin/donations/receipts/${encodeURIComponent(number)}.pdf`;

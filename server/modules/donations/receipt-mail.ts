import { formatPledgeAmount } from "../../../common/office-donors.ts";
import type { donationGifts, donationPledges } from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";

/**
 * The mail of a donation's receipt, queued with the receipt's number: what was received, the receipt's number, whether
 * it gives an 80G deduction, and the donor's signed link (their gifts, receipts and recurring gift, without an account).
 */
export function donationReceiptMail(
  input: {
    gift: typeof donationGifts.$inferSelect;
    pledge: typeof donationPledges.$inferSelect;
    donorUrl: string;
  },
  publicUrl: string,
) {
  const { gift, pledge } = input;
  const amount = formatPledgeAmount(gift.amount, gift.currency);
  return noticeMail({
    to: pledge.email,
    name: pledge.name,
    language: pledge.language,
    subject: `Your donation receipt ${gift.receiptNumber}`,
    paragraphs: [
      `Thank you for your gift of ${amount} to the Vedanta Wellness Club (${pledge.reference}). We received it on ${gift.paidOn}; its receipt number is ${gift.receiptNumber}.`,
      gift.receiptEligible80g
        ? "This receipt qualifies for a deduction under section 80G of the Income Tax Act."
        : "This receipt does not give a deduction under section 80G of the Income Tax Act.",
    ],
    link: { label: "Your gifts and receipts", url: input.donorUrl },
    publicUrl,
    summary: `donation receipt ${gift.receiptNumber}`,
  });
}

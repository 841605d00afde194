import { formatRupees } from "../../../common/format.ts";
import { formatPledgeAmount } from "../../../common/office-donors.ts";
import type { donationGifts, donationPledges } from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { RECEIPT_MAIL_TEXT } from "./mail-text.ts";

/**
 * The mail of a donation's receipt, queued with the receipt's number, in the pledge's language: what was received,
 * the receipt (its PDF attached, sealed when the mail is sent), whether it gives an 80G deduction, and the donor's
 * signed link (their gifts, receipts and recurring gift, without an account) — where a recurring gift is paused or
 * cancelled, which the mail of each of its charges says.
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
  const language = mailLanguage(pledge.language);
  const words = RECEIPT_MAIL_TEXT[language];
  const number = gift.receiptNumber!;
  const amount =
    gift.currency === "INR" ? formatRupees(gift.amount, language) : formatPledgeAmount(gift.amount, gift.currency);
  return noticeMail({
    to: pledge.email,
    name: pledge.name,
    language,
    subject: words.subject(number),
    paragraphs: [
      words.thanks({ amount, reference: pledge.reference, paidOn: gift.paidOn, number }),
      gift.receiptEligible80g ? words.eligible : words.notEligible,
      ...(gift.mode === "subscription" ? [words.recurring] : []),
    ],
    link: { label: words.link, url: input.donorUrl },
    publicUrl,
    summary: `donation receipt ${number}`,
    attachments: [{ donationReceipt: { giftId: gift.id } }],
  });
}

import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Claim {
  year: number;
  month: number;
  amount: number;
}

/** The words of the member's mails about their expense claims (approved, not approved, paid). */
export const CLAIM_MAIL_TEXT = mailCatalogue(
  {
    approved: {
      subject: (c: Claim) => `Your claim for ${en.month(c.year, c.month)} is approved`,
      lead: (c: Claim) => `Your expense claim of ${en.rupees(c.amount)} for ${en.month(c.year, c.month)} is approved.`,
      next: "Our accounts team will transfer it to the bank account you chose; we will e-mail you the payment reference once it is paid.",
    },
    refused: {
      subject: (c: Claim) => `Your claim for ${en.month(c.year, c.month)} is not approved`,
      lead: (c: Claim) =>
        `We are sorry: your expense claim of ${en.rupees(c.amount)} for ${en.month(c.year, c.month)} is not approved, for this reason:`,
    },
    paid: {
      subject: (c: Claim) => `Your claim for ${en.month(c.year, c.month)} is paid`,
      lead: (c: Claim, paid: { amount: number; on: string }) =>
        `We have paid ${en.rupees(paid.amount)} for your claim for ${en.month(c.year, c.month)} on ${en.day(paid.on)}.`,
      reference: (reference: string) =>
        `The bank's payment reference is ${reference}. It may take a working day to show in your account.`,
    },
    seeClaims: "See your claims",
  },
  {
    approved: {
      subject: (c: Claim) => `${hi.month(c.year, c.month)} का आपका दावा स्वीकृत हो गया है`,
      lead: (c: Claim) => `${hi.month(c.year, c.month)} के लिए ${hi.rupees(c.amount)} का आपका व्यय दावा स्वीकृत हो गया है।`,
      next: "हमारी लेखा टीम यह राशि आपके चुने हुए बैंक खाते में ट्रांसफ़र करेगी; भुगतान होते ही हम आपको उसका भुगतान संदर्भ ई-मेल कर देंगे।",
    },
    refused: {
      subject: (c: Claim) => `${hi.month(c.year, c.month)} का आपका दावा स्वीकृत नहीं हुआ`,
      lead: (c: Claim) =>
        `हमें खेद है: ${hi.month(c.year, c.month)} के लिए ${hi.rupees(c.amount)} का आपका व्यय दावा इस कारण से स्वीकृत नहीं हुआ:`,
    },
    paid: {
      subject: (c: Claim) => `${hi.month(c.year, c.month)} के आपके दावे का भुगतान हो गया है`,
      lead: (c: Claim, paid: { amount: number; on: string }) =>
        `हमने ${hi.day(paid.on)} को ${hi.month(c.year, c.month)} के आपके दावे के लिए ${hi.rupees(paid.amount)} का भुगतान कर दिया है।`,
      reference: (reference: string) => `बैंक का भुगतान संदर्भ ${reference} है। आपके खाते में राशि दिखने में एक कार्यदिवस लग सकता है।`,
    },
    seeClaims: "अपने दावे देखें",
  },
);

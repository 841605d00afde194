import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Statement {
  year: number;
  month: number;
  nights: number;
  payoutDue: number;
}

/** The words of the owner's mail of their monthly rental statement. */
export const RENTAL_MAIL_TEXT = mailCatalogue(
  {
    statement: {
      subject: (s: Statement) => `Your rental statement for ${en.month(s.year, s.month)}`,
      lead: (s: Statement) =>
        `Your villa was rented for ${s.nights} ${s.nights === 1 ? "night" : "nights"} in ${en.month(s.year, s.month)}. ` +
        `The payout due to you is ${en.rupees(s.payoutDue)}; the statement, sealed by the club, is attached.`,
      next: "Our accounts team will transfer it to the bank account of your application and record its reference in your portal.",
    },
    seeLease: "See the Lease tab",
  },
  {
    statement: {
      subject: (s: Statement) => `${hi.month(s.year, s.month)} का आपका किराया विवरण`,
      lead: (s: Statement) =>
        `${hi.month(s.year, s.month)} में आपका विला ${s.nights} ${s.nights === 1 ? "रात" : "रातों"} के लिए किराये पर रहा। ` +
        `आपको देय भुगतान ${hi.rupees(s.payoutDue)} है; क्लब द्वारा मुहरबंद विवरण संलग्न है।`,
      next: "हमारी लेखा टीम यह राशि आपके आवेदन के बैंक खाते में ट्रांसफ़र करेगी और उसका संदर्भ आपके पोर्टल में दर्ज करेगी।",
    },
    seeLease: "लीज़ टैब देखें",
  },
);

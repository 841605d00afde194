import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Received {
  /** The amount as written: ₹5,000, $100. */
  amount: string;
  reference: string;
  /** The club day it was paid, yyyy-MM-dd. */
  paidOn: string;
  number: string;
}

/** The words of a donation's receipt mail (receipt-mail.ts, decision 048), in the pledge's language. */
export const RECEIPT_MAIL_TEXT = mailCatalogue(
  {
    subject: (number: string) => `Your donation receipt ${number}`,
    thanks: (r: Received) =>
      `Thank you for your gift of ${r.amount} to the Vedanta Wellness Club (${r.reference}). We received it on ${en.day(r.paidOn)}; its receipt ${r.number} is attached to this mail.`,
    eligible:
      "This donation is eligible for deduction under section 80G of the Income Tax Act, 1961. After the financial year the Trust reports it in Form 10BD, and the certificate in Form 10BE follows.",
    notEligible: "This receipt gives no deduction under section 80G of the Income Tax Act, 1961; the receipt says why.",
    recurring:
      "This is a charge of your recurring gift. You can pause or cancel it at any time from the page below, without an account.",
    link: "Your gifts and receipts",
  },
  {
    subject: (number: string) => `आपके दान की रसीद ${number}`,
    thanks: (r: Received) =>
      `वेदांत वेलनेस क्लब को ${r.amount} के दान के लिए धन्यवाद (${r.reference})। हमें यह ${hi.day(r.paidOn)} को मिला; इसकी रसीद ${r.number} इस मेल के साथ संलग्न है।`,
    eligible:
      "यह दान आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कटौती के योग्य है। वित्तीय वर्ष के बाद ट्रस्ट इसकी सूचना फ़ॉर्म 10BD में देता है, और फिर फ़ॉर्म 10BE में प्रमाणपत्र भेजा जाता है।",
    notEligible: "इस रसीद से आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कोई कटौती नहीं मिलती; इसका कारण रसीद में लिखा है।",
    recurring: "यह आपके नियमित दान की एक किस्त है। आप नीचे दिए गए पृष्ठ से, बिना खाते के, इसे कभी भी रोक या रद्द कर सकते हैं।",
    link: "आपके दान और रसीदें",
  },
);

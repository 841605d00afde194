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

/** The account a transfer goes to, as the pledge's mail writes it. */
interface TransferTo {
  amount: string;
  accountName: string;
  bank: string;
  branch: string;
  accountNumber: string;
  ifsc: string;
  upi: string;
  reference: string;
}

/** What was pledged: its amount and how often, in words; the causes. */
interface Pledged {
  amount: string;
  frequency: "monthly" | "quarterly" | "yearly" | null;
  causes: string;
}

/** The words of a pledge's acknowledgement (service.ts `pledgeMail`), in the language the donor gave it in. */
export const PLEDGE_MAIL_TEXT = mailCatalogue(
  {
    subject: (reference: string) => `Thank you for your pledge (${reference})`,
    thanks: (reference: string) =>
      `Thank you for your pledge to the Vedanta Wellness Club. Its reference is ${reference}; please quote it whenever you write to us about it.`,
    pledged: (p: Pledged) =>
      `You pledged ${p.amount} ${p.frequency ? { monthly: "every month", quarterly: "every quarter", yearly: "every year" }[p.frequency] : "once"} for: ${p.causes}.`,
    transfer: (t: TransferTo) =>
      `To give by bank transfer or UPI, please send ${t.amount} to ${t.accountName}, ${t.bank} (${t.branch}), account ${t.accountNumber}, IFSC ${t.ifsc}, or UPI ${t.upi}, quoting ${t.reference}.`,
    transferThen:
      "Then give us the transfer's reference (UTR) on the donate page or from the link in this mail; your receipt follows once accounts see the money.",
    online: "Once your online payment goes through, your receipt follows by e-mail. No payment has been taken yet.",
    nothingTaken: "No payment has been taken. The club's accounts team will write to you with the ways to give.",
  },
  {
    subject: (reference: string) => `आपके संकल्प के लिए धन्यवाद (${reference})`,
    thanks: (reference: string) =>
      `वेदांत वेलनेस क्लब को दान के संकल्प के लिए धन्यवाद। इसका संदर्भ ${reference} है; हमें इसके बारे में लिखते समय कृपया इसे अवश्य लिखें।`,
    pledged: (p: Pledged) =>
      `आपने ${p.frequency ? { monthly: "हर महीने", quarterly: "हर तिमाही", yearly: "हर साल" }[p.frequency] : "एक बार"} ${p.amount} का संकल्प इनके लिए किया: ${p.causes}।`,
    transfer: (t: TransferTo) =>
      `बैंक ट्रांसफ़र या UPI से देने के लिए कृपया ${t.amount} ${t.accountName}, ${t.bank} (${t.branch}), खाता ${t.accountNumber}, IFSC ${t.ifsc}, या UPI ${t.upi} पर भेजें, और संदर्भ में ${t.reference} लिखें।`,
    transferThen:
      "फिर ट्रांसफ़र का संदर्भ (UTR) दान के पेज पर या इस मेल के लिंक से हमें बताएँ; खाता विभाग को राशि दिखते ही आपकी रसीद भेजी जाएगी।",
    online: "आपका ऑनलाइन भुगतान पूरा होते ही आपकी रसीद ई-मेल से आएगी। अभी कोई भुगतान नहीं लिया गया है।",
    nothingTaken: "कोई भुगतान नहीं लिया गया है। क्लब का खाता विभाग आपको दान देने के तरीक़े लिखकर भेजेगा।",
  },
);

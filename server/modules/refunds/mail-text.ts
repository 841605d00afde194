import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Paid {
  amount: number;
  /** The day the bank paid it, yyyy-MM-dd. */
  paidOn: string;
  reference: string;
  via: "bank" | "razorpay";
  /** What the refund is for, as the office recorded it. */
  what: string;
}
interface Left {
  left: number;
  owed: number;
}

/** The words of the member's mail of a refund paid (by the bank or through Razorpay). */
export const REFUND_MAIL_TEXT = mailCatalogue(
  {
    paid: {
      subject: (amount: number) => `Refund of ${en.rupees(amount)} paid`,
      lead: (p: Paid) => {
        const how =
          p.via === "razorpay"
            ? `to the account your online payment came from (Razorpay refund ${p.reference}); banks usually show it within 5 to 7 working days`
            : `by bank transfer on ${en.day(p.paidOn)} (reference ${p.reference})`;
        return `We have refunded ${en.rupees(p.amount)} ${how}, for: ${p.what}.`;
      },
      left: (l: Left) =>
        l.left > 0
          ? `${en.rupees(l.left)} of the ${en.rupees(l.owed)} we owe you is still to be refunded; we will write again when it is paid.`
          : `This completes the refund of ${en.rupees(l.owed)}.`,
      creditNote: (note: { number: string; invoiceNumber: string }) =>
        `Credit note ${note.number} for invoice ${note.invoiceNumber} is attached; you can also download it from your member portal at any time.`,
    },
  },
  {
    paid: {
      subject: (amount: number) => `${hi.rupees(amount)} का रिफ़ंड कर दिया गया है`,
      lead: (p: Paid) =>
        p.via === "razorpay"
          ? `हमने ${hi.rupees(p.amount)} उसी खाते में लौटा दिए हैं जिससे आपका ऑनलाइन भुगतान आया था (Razorpay रिफ़ंड ${p.reference}); बैंक खाते में यह आमतौर पर 5 से 7 कार्यदिवसों में दिखाई देता है। यह रिफ़ंड इसके लिए है: ${p.what}।`
          : `हमने ${hi.day(p.paidOn)} को बैंक ट्रांसफ़र द्वारा ${hi.rupees(p.amount)} लौटा दिए हैं (संदर्भ ${p.reference})। यह रिफ़ंड इसके लिए है: ${p.what}।`,
      left: (l: Left) =>
        l.left > 0
          ? `आपको लौटाए जाने वाले ${hi.rupees(l.owed)} में से ${hi.rupees(l.left)} का रिफ़ंड अभी बाकी है; उसका भुगतान होने पर हम आपको फिर से लिखेंगे।`
          : `इसके साथ ${hi.rupees(l.owed)} का रिफ़ंड पूरा हो गया है।`,
      creditNote: (note: { number: string; invoiceNumber: string }) =>
        `इनवॉइस ${note.invoiceNumber} का क्रेडिट नोट ${note.number} संलग्न है; आप इसे कभी भी अपने सदस्य पोर्टल से डाउनलोड भी कर सकते हैं।`,
    },
  },
);

import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Bill {
  villa: string;
  year: number;
  invoiceNumber: string;
  amount: number;
  /** What is owed now (the dues and any late fee). */
  total: number;
  /** The due day, yyyy-MM-dd. */
  dueOn: string;
}
interface Reminder extends Bill {
  /** Days to the due day: 30, 7 or 0 (today). */
  days: number;
}
interface LateFee extends Bill {
  lateFee: number;
  lateFeeInvoiceNumber: string;
}

/** The words of a villa owner's maintenance dues mails: the bill, its reminders, the late fee, paid, a receipt refused. */
export const OWNER_MAIL_TEXT = mailCatalogue(
  {
    billed: {
      subject: (b: Bill) => `Maintenance dues for ${b.villa}, ${b.year}: ${en.rupees(b.amount)}`,
      lead: (b: Bill) =>
        `The yearly maintenance dues of ${b.villa} for ${b.year} are ${en.rupees(b.amount)}, due by ${en.day(b.dueOn)}. Your invoice ${b.invoiceNumber} is attached.`,
      how: "You can pay online in your member portal, or by bank transfer to the club's account shown there, quoting the invoice number; then upload the transfer's receipt in the portal.",
      hold: "While dues are overdue, owner stays and payouts are on hold.",
    },
    reminder: {
      subject: (r: Reminder) =>
        r.days === 0
          ? `Your maintenance dues for ${r.villa} are due today`
          : `Your maintenance dues for ${r.villa} are due on ${en.day(r.dueOn)}`,
      lead: (r: Reminder) =>
        r.days === 0
          ? `The maintenance dues of ${r.villa} for ${r.year} (invoice ${r.invoiceNumber}), ${en.rupees(r.total)}, are due today, ${en.day(r.dueOn)}.`
          : `The maintenance dues of ${r.villa} for ${r.year} (invoice ${r.invoiceNumber}), ${en.rupees(r.total)}, are due in ${r.days} days, on ${en.day(r.dueOn)}.`,
      paid: "If you have paid already, please upload the transfer's receipt in your member portal so the club can verify it.",
    },
    lateFee: {
      subject: (f: LateFee) => `A late fee on the maintenance dues of ${f.villa}`,
      lead: (f: LateFee) =>
        `The maintenance dues of ${f.villa} for ${f.year} were due on ${en.day(f.dueOn)} and are not paid. A late fee of ${en.rupees(f.lateFee)} is added (invoice ${f.lateFeeInvoiceNumber}, attached): ${en.rupees(f.total)} is now owed.`,
      hold: "Owner stays and payouts are on hold until the dues are paid.",
    },
    paid: {
      subject: (b: Bill) => `Maintenance dues for ${b.villa} received`,
      lead: (b: Bill) =>
        `We received ${en.rupees(b.total)} for the maintenance dues of ${b.villa} for ${b.year} (invoice ${b.invoiceNumber}). Thank you.`,
    },
    rejected: {
      subject: "Your maintenance dues receipt could not be verified",
      lead: (b: Bill) =>
        `We could not verify the receipt you sent for the maintenance dues of ${b.villa} for ${b.year} (${en.rupees(b.total)}). The reason:`,
      again: "Please pay the dues or send the receipt again in your member portal.",
    },
    pay: "Pay your maintenance dues",
  },
  {
    billed: {
      subject: (b: Bill) => `${b.villa} का रखरखाव शुल्क, ${b.year}: ${hi.rupees(b.amount)}`,
      lead: (b: Bill) =>
        `${b.year} के लिए ${b.villa} का वार्षिक रखरखाव शुल्क ${hi.rupees(b.amount)} है, जो ${hi.day(b.dueOn)} तक देय है। आपका बीजक ${b.invoiceNumber} संलग्न है।`,
      how: "आप अपने सदस्य पोर्टल में ऑनलाइन भुगतान कर सकते हैं, या बीजक संख्या लिखकर वहाँ दिखाए गए क्लब के खाते में बैंक ट्रांसफ़र कर सकते हैं; फिर पोर्टल में ट्रांसफ़र की रसीद अपलोड करें।",
      hold: "शुल्क बकाया रहने तक मालिक के प्रवास और भुगतान रोके रहते हैं।",
    },
    reminder: {
      subject: (r: Reminder) =>
        r.days === 0 ? `${r.villa} का रखरखाव शुल्क आज देय है` : `${r.villa} का रखरखाव शुल्क ${hi.day(r.dueOn)} को देय है`,
      lead: (r: Reminder) =>
        `${r.year} के लिए ${r.villa} का रखरखाव शुल्क (बीजक ${r.invoiceNumber}), ${hi.rupees(r.total)}, ${r.days === 0 ? `आज, ${hi.day(r.dueOn)} को` : `${r.days} दिन बाद, ${hi.day(r.dueOn)} को`} देय है।`,
      paid: "यदि आप भुगतान कर चुके हैं, तो कृपया अपने सदस्य पोर्टल में ट्रांसफ़र की रसीद अपलोड करें ताकि क्लब उसे सत्यापित कर सके।",
    },
    lateFee: {
      subject: (f: LateFee) => `${f.villa} के रखरखाव शुल्क पर विलंब शुल्क`,
      lead: (f: LateFee) =>
        `${f.year} के लिए ${f.villa} का रखरखाव शुल्क ${hi.day(f.dueOn)} को देय था और चुकाया नहीं गया है। ${hi.rupees(f.lateFee)} का विलंब शुल्क जोड़ा गया है (बीजक ${f.lateFeeInvoiceNumber}, संलग्न): अब ${hi.rupees(f.total)} देय है।`,
      hold: "शुल्क चुकाए जाने तक मालिक के प्रवास और भुगतान रोके रहेंगे।",
    },
    paid: {
      subject: (b: Bill) => `${b.villa} का रखरखाव शुल्क प्राप्त हुआ`,
      lead: (b: Bill) =>
        `${b.year} के लिए ${b.villa} के रखरखाव शुल्क (बीजक ${b.invoiceNumber}) के ${hi.rupees(b.total)} हमें प्राप्त हुए। धन्यवाद।`,
    },
    rejected: {
      subject: "आपकी रखरखाव शुल्क की रसीद सत्यापित नहीं हो सकी",
      lead: (b: Bill) =>
        `${b.year} के लिए ${b.villa} के रखरखाव शुल्क (${hi.rupees(b.total)}) की आपकी भेजी रसीद हम सत्यापित नहीं कर सके। कारण:`,
      again: "कृपया अपने सदस्य पोर्टल में शुल्क का भुगतान करें या रसीद फिर से भेजें।",
    },
    pay: "अपना रखरखाव शुल्क चुकाएँ",
  },
);

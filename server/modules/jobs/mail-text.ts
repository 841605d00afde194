import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface DueStep {
  step: number;
  steps: number;
  stepName: string;
  amount: number;
  /** The day it is due, yyyy-MM-dd. */
  dueDate: string;
  villa: string;
  villaNumber: string | null;
  /** Due today, or in a week. */
  today: boolean;
}

const villaOf = (d: DueStep) => (d.villaNumber ? `${d.villa} (${d.villaNumber})` : d.villa);

/** The words of the member's reminder of a step of their payment plan (a week before it is due, and on the day). */
export const JOB_MAIL_TEXT = mailCatalogue(
  {
    paymentReminder: {
      subject: (d: DueStep) =>
        d.today
          ? `Your payment for ${d.villa} is due today`
          : `Your payment for ${d.villa} is due on ${en.day(d.dueDate)}`,
      lead: (d: DueStep) =>
        d.today
          ? `Step ${d.step} of ${d.steps} (${d.stepName}) of your payment plan for ${villaOf(d)}, ${en.rupees(d.amount)}, is due today, ${en.day(d.dueDate)}.`
          : `Step ${d.step} of ${d.steps} (${d.stepName}) of your payment plan for ${villaOf(d)}, ${en.rupees(d.amount)}, is due in a week, on ${en.day(d.dueDate)}.`,
      how: "Please pay it and upload the receipt on your application's payment page. If you have paid already, upload the receipt so the club can verify it.",
      payStep: "Pay this step",
    },
  },
  {
    paymentReminder: {
      subject: (d: DueStep) =>
        d.today ? `${d.villa} के लिए आपका भुगतान आज देय है` : `${d.villa} के लिए आपका भुगतान ${hi.day(d.dueDate)} को देय है`,
      lead: (d: DueStep) =>
        `${villaOf(d)} के लिए आपकी भुगतान योजना के ${d.steps} चरणों में से चरण ${d.step} (${d.stepName}) की राशि ${hi.rupees(d.amount)} ${d.today ? `आज, ${hi.day(d.dueDate)} को` : `एक सप्ताह बाद, ${hi.day(d.dueDate)} को`} देय है।`,
      how: "कृपया इसका भुगतान करें और अपने आवेदन के भुगतान पेज पर रसीद अपलोड करें। यदि आप भुगतान कर चुके हैं, तो रसीद अपलोड कर दें ताकि क्लब उसे सत्यापित कर सके।",
      payStep: "इस चरण का भुगतान करें",
    },
  },
);

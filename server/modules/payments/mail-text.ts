import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface StepPaid {
  amount: number;
  step: number;
  stepName: string;
  villa: string;
}
interface CreditNoteRef {
  number: string;
  invoiceNumber: string;
}
interface Owed {
  total: number;
  notes: CreditNoteRef[];
  /** How the amount goes back: to the account an online payment came from, by bank transfer, or both. */
  online: boolean;
  banked: boolean;
}

/** The words of the member's mails about their payment plan (a receipt verified or rejected, the plan cancelled or restarted). */
export const PAYMENT_MAIL_TEXT = mailCatalogue(
  {
    stepVerified: {
      subject: (p: { invoiceNumber: string; online: boolean }) =>
        p.online ? `Payment received: invoice ${p.invoiceNumber}` : `Payment verified: invoice ${p.invoiceNumber}`,
      paid: (p: StepPaid & { online: boolean }) => {
        const what = `${en.rupees(p.amount)} for step ${p.step} (${p.stepName}) of your contribution to ${p.villa}`;
        return p.online
          ? `We have received your online payment of ${what}.`
          : `We have verified your payment of ${what}.`;
      },
      invoice: (invoiceNumber: string) =>
        `Your invoice ${invoiceNumber} is attached; you can also download it from your member portal at any time.`,
      allDone:
        "Every step of your plan is now verified: your memorandum of agreement (MOA) is ready to sign in the portal.",
    },
    stepRejected: {
      subject: (step: number) => `Your receipt for step ${step} could not be verified`,
      lead: (p: StepPaid) =>
        `We could not verify the receipt you sent for step ${p.step} (${p.stepName}, ${en.rupees(p.amount)}) of your contribution to ${p.villa}. The reason:`,
      uploadAgain: "Upload the receipt again",
    },
    planCancelled: {
      subject: "Your payment plan was cancelled",
      lead: (p: { villa: string; at: Date }) =>
        `The club has cancelled your payment plan for ${p.villa} on ${en.moment(p.at)}. The reason:`,
      owed: (p: Owed) => {
        const how = [
          ...(p.online ? ["to the account an online payment came from"] : []),
          ...(p.banked ? ["by bank transfer"] : []),
        ].join(", and ");
        return `The payments the club verified, ${en.rupees(p.total)}, are credited back to you: ${p.notes
          .map((note) => `credit note ${note.number} for invoice ${note.invoiceNumber}`)
          .join(
            ", ",
          )} ${p.notes.length === 1 ? "is" : "are"} attached. We will refund ${en.rupees(p.total)} ${how} and e-mail you when it is paid.`;
      },
    },
    planRestarted: {
      subject: "Your payment plan is active again",
      lead: (villa: string) =>
        `The club has restarted your payment plan for ${villa}. You can continue with its next step in your member portal.`,
    },
  },
  {
    stepVerified: {
      subject: (p: { invoiceNumber: string; online: boolean }) =>
        p.online ? `भुगतान प्राप्त हुआ: इनवॉइस ${p.invoiceNumber}` : `भुगतान सत्यापित: इनवॉइस ${p.invoiceNumber}`,
      paid: (p: StepPaid & { online: boolean }) => {
        const what = `${p.villa} के लिए आपके योगदान के चरण ${p.step} (${p.stepName}) हेतु ${hi.rupees(p.amount)}`;
        return p.online
          ? `हमें ${what} का आपका ऑनलाइन भुगतान प्राप्त हो गया है।`
          : `हमने ${what} के आपके भुगतान का सत्यापन कर लिया है।`;
      },
      invoice: (invoiceNumber: string) =>
        `आपका इनवॉइस ${invoiceNumber} संलग्न है; आप इसे कभी भी अपने सदस्य पोर्टल से डाउनलोड भी कर सकते हैं।`,
      allDone: "आपकी योजना के सभी चरण अब सत्यापित हो चुके हैं: आपका समझौता ज्ञापन (MOA) पोर्टल में हस्ताक्षर के लिए तैयार है।",
    },
    stepRejected: {
      subject: (step: number) => `चरण ${step} की आपकी रसीद सत्यापित नहीं हो सकी`,
      lead: (p: StepPaid) =>
        `${p.villa} के लिए आपके योगदान के चरण ${p.step} (${p.stepName}, ${hi.rupees(p.amount)}) की जो रसीद आपने भेजी थी, उसे हम सत्यापित नहीं कर सके। कारण:`,
      uploadAgain: "रसीद फिर से अपलोड करें",
    },
    planCancelled: {
      subject: "आपकी भुगतान योजना रद्द कर दी गई है",
      lead: (p: { villa: string; at: Date }) =>
        `क्लब ने ${hi.moment(p.at)} को ${p.villa} के लिए आपकी भुगतान योजना रद्द कर दी है। कारण:`,
      owed: (p: Owed) => {
        const how = [
          ...(p.online ? ["उसी खाते में, जिससे ऑनलाइन भुगतान आया था"] : []),
          ...(p.banked ? ["बैंक ट्रांसफ़र द्वारा"] : []),
        ].join(", और ");
        return `क्लब द्वारा सत्यापित भुगतान, ${hi.rupees(p.total)}, आपको वापस क्रेडिट कर दिए गए हैं: ${p.notes
          .map((note) => `इनवॉइस ${note.invoiceNumber} का क्रेडिट नोट ${note.number}`)
          .join(
            ", ",
          )} संलग्न ${p.notes.length === 1 ? "है" : "हैं"}। हम ${hi.rupees(p.total)} ${how} लौटाएँगे और भुगतान होते ही आपको ई-मेल करेंगे।`;
      },
    },
    planRestarted: {
      subject: "आपकी भुगतान योजना फिर से सक्रिय है",
      lead: (villa: string) =>
        `क्लब ने ${villa} के लिए आपकी भुगतान योजना फिर से शुरू कर दी है। आप अपने सदस्य पोर्टल में इसके अगले चरण के साथ आगे बढ़ सकते हैं।`,
    },
  },
);

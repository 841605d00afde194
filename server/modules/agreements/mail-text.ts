import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

interface Executed {
  reference: string;
  villa: string;
  signedAt: Date;
  verifyUrl: string;
}

/** The words of the member's mail of their executed memorandum of agreement (MOA). */
export const AGREEMENT_MAIL_TEXT = mailCatalogue(
  {
    executed: {
      subject: (reference: string) => `Your memorandum of agreement ${reference} is executed`,
      paragraphs: (e: Executed) => [
        `The Trust has countersigned the memorandum of agreement for ${e.villa} that you signed on ${MAIL_FORMAT.en.moment(e.signedAt)}. Your agreement is now executed.`,
        "The executed agreement is attached: it carries both signatures, a signing certificate and its audit trail, and the club's digital seal, so a PDF reader shows it as signed and unmodified.",
        `Anyone you show it to can check it at ${e.verifyUrl}.`,
      ],
      openMoa: "Open your MOA in the portal",
    },
  },
  {
    executed: {
      subject: (reference: string) => `आपका समझौता ज्ञापन ${reference} निष्पादित हो गया है`,
      paragraphs: (e: Executed) => [
        `ट्रस्ट ने ${e.villa} के उस समझौता ज्ञापन पर प्रतिहस्ताक्षर कर दिए हैं, जिस पर आपने ${MAIL_FORMAT.hi.moment(e.signedAt)} को हस्ताक्षर किए थे। अब आपका समझौता निष्पादित हो गया है।`,
        "निष्पादित समझौता संलग्न है: इसमें दोनों पक्षों के हस्ताक्षर, हस्ताक्षर प्रमाणपत्र और उसका ऑडिट ट्रेल, तथा क्लब की डिजिटल मुहर है, इसलिए PDF रीडर इसे हस्ताक्षरित और अपरिवर्तित दिखाता है।",
        `आप इसे जिसे भी दिखाएँ, वे ${e.verifyUrl} पर इसकी जाँच कर सकते हैं।`,
      ],
      openMoa: "पोर्टल में अपना MOA खोलें",
    },
  },
);

import { mailCatalogue } from "../../platform/mail-text.ts";

interface Transfer {
  villa: string;
  villaNumber: string | null;
  transferee: string;
}

const villaEn = (t: Transfer) => [t.villa, t.villaNumber ? `villa ${t.villaNumber}` : ""].filter(Boolean).join(", ");
const villaHi = (t: Transfer) => [t.villa, t.villaNumber ? `विला ${t.villaNumber}` : ""].filter(Boolean).join(", ");

/** The words of the member's mail of the office's decision on their request to transfer a villa's contribution. */
export const TRANSFER_MAIL_TEXT = mailCatalogue(
  {
    approved: {
      subject: "Your transfer request is approved",
      lead: (t: Transfer) =>
        `Your request to transfer the contribution of ${villaEn(t)} to ${t.transferee} is approved.`,
      next: "Our front office will contact you and the transferee to arrange the documents and signatures.",
    },
    refused: {
      subject: "Your transfer request is not approved",
      lead: (t: Transfer) =>
        `We are sorry: your request to transfer the contribution of ${villaEn(t)} to ${t.transferee} is not approved, for this reason:`,
    },
    seeRequests: "See your transfer requests",
  },
  {
    approved: {
      subject: "आपका हस्तांतरण अनुरोध स्वीकृत हो गया है",
      lead: (t: Transfer) => `${villaHi(t)} का योगदान ${t.transferee} के नाम हस्तांतरित करने का आपका अनुरोध स्वीकृत हो गया है।`,
      next: "दस्तावेज़ों और हस्ताक्षरों की व्यवस्था के लिए हमारा फ़्रंट ऑफ़िस आपसे और हस्तांतरिती से संपर्क करेगा।",
    },
    refused: {
      subject: "आपका हस्तांतरण अनुरोध स्वीकृत नहीं हुआ",
      lead: (t: Transfer) =>
        `हमें खेद है: ${villaHi(t)} का योगदान ${t.transferee} के नाम हस्तांतरित करने का आपका अनुरोध इस कारण से स्वीकृत नहीं हुआ:`,
    },
    seeRequests: "अपने हस्तांतरण अनुरोध देखें",
  },
);

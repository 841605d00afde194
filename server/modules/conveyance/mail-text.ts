import { OTP_VALID_MINUTES } from "../../../common/auth-limits.ts";
import { CLUB, CLUB_HI, MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

/** A conveyance's villa: its name and number (the code's mail), or only its number (the office's mails). */
interface Villa {
  name?: string;
  number: string | null;
}
interface Appointment {
  villa: Villa;
  /** The appointment's day, yyyy-MM-dd. */
  day: string;
  /** The Tuesday the member asked for, when the office proposed another. */
  requested?: string;
}

const villaEn = (v: Villa) =>
  v.name !== undefined
    ? [v.name, v.number ? `villa ${v.number}` : ""].filter(Boolean).join(", ")
    : v.number
      ? `villa ${v.number}`
      : "your villa";
const villaHi = (v: Villa) =>
  v.name !== undefined
    ? [v.name, v.number ? `विला ${v.number}` : ""].filter(Boolean).join(", ")
    : v.number
      ? `विला ${v.number}`
      : "आपके विला";

/** The words of the member's conveyance mails: the code that confirms a request, and the office's steps. */
export const CONVEYANCE_MAIL_TEXT = mailCatalogue(
  {
    otp: {
      subject: `Your ${CLUB} conveyance code`,
      lead: "Here is the one-time code (OTP) to confirm your conveyance request. Enter it in the Conveyance section of your member portal:",
      validity: (villa: Villa) =>
        `The request is for ${villaEn(villa)}. The code is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`,
      ignore:
        "If you did not ask for a conveyance, please ignore this e-mail and tell us: nothing is requested without the code.",
    },
    proposed: {
      subject: "Another Tuesday for your conveyance appointment",
      paragraphs: (a: Appointment) => [
        `The Tuesday you asked for, ${en.day(a.requested ?? a.day)}, is not available for the conveyance of ${villaEn(a.villa)}. We have set your appointment for ${en.day(a.day)} instead.`,
        "If this day does not suit you, please reply to this e-mail or call the front office and we will find another Tuesday.",
        "Please bring your identity document and the originals of the documents you uploaded.",
      ],
    },
    confirmed: {
      subject: "Your conveyance appointment is confirmed",
      paragraphs: (a: Appointment) => [
        `Your appointment for the conveyance of ${villaEn(a.villa)} is confirmed for ${en.day(a.day)}.`,
        "Please bring your identity document and the originals of the documents you uploaded.",
      ],
    },
    complete: {
      subject: "Your conveyance is complete",
      paragraphs: (a: Appointment) => [
        `The conveyance of ${villaEn(a.villa)} is complete. Thank you for coming in on ${en.day(a.day)}.`,
        "If you have any question about it, please reply to this e-mail or call the front office.",
      ],
    },
    seeConveyance: "See your conveyance",
  },
  {
    otp: {
      subject: `आपका ${CLUB_HI} कन्वेयंस कोड`,
      lead: "अपने कन्वेयंस अनुरोध की पुष्टि के लिए आपका वन-टाइम कोड (OTP) यह है। इसे अपने सदस्य पोर्टल के कन्वेयंस अनुभाग में दर्ज करें:",
      validity: (villa: Villa) =>
        `यह अनुरोध ${villaHi(villa)} के लिए है। यह कोड ${OTP_VALID_MINUTES} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      ignore:
        "यदि आपने कन्वेयंस का अनुरोध नहीं किया था, तो कृपया इस ई-मेल को अनदेखा करें और हमें बताएँ: कोड के बिना कोई अनुरोध नहीं होता।",
    },
    proposed: {
      subject: "आपकी कन्वेयंस अपॉइंटमेंट के लिए दूसरा मंगलवार",
      paragraphs: (a: Appointment) => [
        `आपने जिस मंगलवार (${hi.day(a.requested ?? a.day)}) का अनुरोध किया था, उस दिन ${villaHi(a.villa)} का कन्वेयंस संभव नहीं है। इसके बजाय हमने आपकी अपॉइंटमेंट ${hi.day(a.day)} को तय की है।`,
        "यदि यह दिन आपके लिए सुविधाजनक नहीं है, तो कृपया इस ई-मेल का उत्तर दें या फ़्रंट ऑफ़िस को कॉल करें; हम कोई दूसरा मंगलवार तय कर देंगे।",
        "कृपया अपना पहचान दस्तावेज़ और अपलोड किए गए दस्तावेज़ों की मूल प्रतियाँ साथ लाएँ।",
      ],
    },
    confirmed: {
      subject: "आपकी कन्वेयंस अपॉइंटमेंट की पुष्टि हो गई है",
      paragraphs: (a: Appointment) => [
        `${villaHi(a.villa)} के कन्वेयंस के लिए आपकी अपॉइंटमेंट ${hi.day(a.day)} को तय हो गई है।`,
        "कृपया अपना पहचान दस्तावेज़ और अपलोड किए गए दस्तावेज़ों की मूल प्रतियाँ साथ लाएँ।",
      ],
    },
    complete: {
      subject: "आपका कन्वेयंस पूरा हो गया है",
      paragraphs: (a: Appointment) => [
        `${villaHi(a.villa)} का कन्वेयंस पूरा हो गया है। ${hi.day(a.day)} को पधारने के लिए धन्यवाद।`,
        "इस बारे में कोई प्रश्न हो, तो कृपया इस ई-मेल का उत्तर दें या फ़्रंट ऑफ़िस को कॉल करें।",
      ],
    },
    seeConveyance: "अपना कन्वेयंस देखें",
  },
);

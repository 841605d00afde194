import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Booked {
  villa: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  fee: number;
  nightsLeft: number;
  year: number;
}

/** The words of the owner's mail when they book an owner stay in their own villa (decision 059). */
export const OWNER_STAY_MAIL_TEXT = mailCatalogue(
  {
    booked: {
      subject: (b: Booked) => `Your owner stay at ${b.villa} is booked (${b.reference})`,
      lead: (b: Booked) =>
        `Your owner stay ${b.reference} at ${b.villa} is booked from ${en.day(b.checkIn)} to ${en.day(b.checkOut)}, ` +
        `${b.nights} ${b.nights === 1 ? "night" : "nights"}. There is no room charge.`,
      fee: (b: Booked) =>
        b.fee > 0
          ? `The club's housekeeping fee of ${en.rupees(b.fee)} (GST included) is paid at the property.`
          : "There is nothing to pay at the property.",
      left: (b: Booked) =>
        `You have ${b.nightsLeft} owner ${b.nightsLeft === 1 ? "night" : "nights"} left in ${b.year}. ` +
        "You can cancel the stay in your portal until the day before check-in; its nights then come back.",
    },
    portal: "Open your portal",
  },
  {
    booked: {
      subject: (b: Booked) => `${b.villa} में आपका मालिक प्रवास बुक हो गया है (${b.reference})`,
      lead: (b: Booked) =>
        `${b.villa} में आपका मालिक प्रवास ${b.reference} ${hi.day(b.checkIn)} से ${hi.day(b.checkOut)} तक, ` +
        `${b.nights} ${b.nights === 1 ? "रात" : "रातों"} के लिए बुक है। कमरे का कोई शुल्क नहीं है।`,
      fee: (b: Booked) =>
        b.fee > 0
          ? `क्लब का हाउसकीपिंग शुल्क ${hi.rupees(b.fee)} (जीएसटी सहित) संपत्ति पर चुकाया जाता है।`
          : "संपत्ति पर कुछ भी चुकाना नहीं है।",
      left: (b: Booked) =>
        `${b.year} में आपकी ${b.nightsLeft} मालिक ${b.nightsLeft === 1 ? "रात" : "रातें"} शेष हैं। ` +
        "आप चेक-इन से एक दिन पहले तक अपने पोर्टल में यह प्रवास रद्द कर सकते हैं; तब उसकी रातें वापस मिल जाती हैं।",
    },
    portal: "अपना पोर्टल खोलें",
  },
);

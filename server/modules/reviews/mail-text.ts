import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

/** The words of the mail that asks a guest to review their stay, in the member's language. */
export const REVIEW_MAIL_TEXT = mailCatalogue(
  {
    subject: (villaName: string) => `How was your stay at ${villaName}?`,
    lead: (villaName: string, checkOut: string) =>
      `Thank you for staying at ${villaName} (until ${MAIL_FORMAT.en.day(checkOut)}). We would be glad to hear how it went.`,
    ask: "Give the stay from 1 to 5 stars and a few words: the club reads every review, and once published it helps other members choose their stay.",
    link: "Review your stay",
  },
  {
    subject: (villaName: string) => `${villaName} में आपका प्रवास कैसा रहा?`,
    lead: (villaName: string, checkOut: string) =>
      `${villaName} में ठहरने के लिए धन्यवाद (${MAIL_FORMAT.hi.day(checkOut)} तक)। हमें यह जानकर खुशी होगी कि आपका प्रवास कैसा रहा।`,
    ask: "प्रवास को 1 से 5 सितारे और कुछ शब्द दें: क्लब हर समीक्षा पढ़ता है, और प्रकाशित होने पर यह अन्य सदस्यों को अपना प्रवास चुनने में मदद करती है।",
    link: "अपने प्रवास की समीक्षा करें",
  },
);

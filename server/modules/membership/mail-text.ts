import {
  FULL_MEMBERSHIP_FREE_DAYS,
  FULL_MEMBERSHIP_FREE_NIGHTS,
  FULL_MEMBERSHIP_PRICE,
} from "../../../common/membership.ts";
import { CLUB_HI, MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const en = MAIL_FORMAT.en;
const hi = MAIL_FORMAT.hi;

interface Year {
  /** The first and last days of the year, yyyy-MM-dd. */
  from: string;
  to: string;
  renewal: boolean;
}
interface Paid {
  number: string;
  amount: number;
  invoiceNumber: string;
}
interface Ending {
  number: string;
  /** The year's last day, yyyy-MM-dd. */
  lastDay: string;
  lastWeek: boolean;
}

/** The words of the member's Full Membership mails: welcome (with the invoice), a receipt not verified, the renewal reminders. */
export const MEMBERSHIP_MAIL_TEXT = mailCatalogue(
  {
    welcome: {
      subject: (number: string) => `Welcome to Full Membership: ${number}`,
      year: (y: Year) =>
        y.renewal
          ? `Thank you for renewing your Full Membership of the Vedanta Wellness Club. Your new year runs from ${en.day(y.from)} to ${en.day(y.to)}.`
          : `Welcome to Full Membership of the Vedanta Wellness Club. Your membership is active from ${en.day(y.from)} to ${en.day(y.to)}.`,
      benefits: (number: string) =>
        `Your membership ID is ${number}. It brings ${FULL_MEMBERSHIP_FREE_DAYS} days and ${FULL_MEMBERSHIP_FREE_NIGHTS} nights of free stay this year for 4 members (2 adults and 2 kids): the free nights are taken first when you book a stay.`,
      paid: (p: Paid) => `We received ${en.rupees(p.amount)}. Your invoice ${p.invoiceNumber} is attached.`,
    },
    rejected: {
      subject: "Your Full Membership receipt could not be verified",
      lead: (amount: number) =>
        `We could not verify the receipt you sent for Full Membership (${en.rupees(amount)}). The reason:`,
      sendAgain: "Send the receipt again",
    },
    reminder: {
      subject: (e: Ending) =>
        e.lastWeek
          ? `Your Full Membership ends in a week, on ${en.day(e.lastDay)}`
          : `Your Full Membership ends on ${en.day(e.lastDay)}`,
      validUntil: (e: Ending) => `Your Full Membership ${e.number} is valid until ${en.day(e.lastDay)}.`,
      renew: `Renew it for another year (${en.rupees(FULL_MEMBERSHIP_PRICE)}) and the new year continues from the day this one ends, with its own ${FULL_MEMBERSHIP_FREE_NIGHTS} free nights.`,
      renewLink: "Renew your membership",
    },
  },
  {
    welcome: {
      subject: (number: string) => `पूर्ण सदस्यता में आपका स्वागत है: ${number}`,
      year: (y: Year) =>
        y.renewal
          ? `${CLUB_HI} की अपनी पूर्ण सदस्यता का नवीनीकरण करने के लिए धन्यवाद। आपका नया वर्ष ${hi.day(y.from)} से ${hi.day(y.to)} तक है।`
          : `${CLUB_HI} की पूर्ण सदस्यता में आपका स्वागत है। आपकी सदस्यता ${hi.day(y.from)} से ${hi.day(y.to)} तक सक्रिय है।`,
      benefits: (number: string) =>
        `आपकी सदस्यता आईडी ${number} है। इसके साथ इस वर्ष 4 सदस्यों (2 वयस्क और 2 बच्चे) के लिए ${FULL_MEMBERSHIP_FREE_DAYS} दिन और ${FULL_MEMBERSHIP_FREE_NIGHTS} रातों का निःशुल्क प्रवास मिलता है: प्रवास बुक करते समय निःशुल्क रातें पहले ली जाती हैं।`,
      paid: (p: Paid) => `हमें ${hi.rupees(p.amount)} प्राप्त हुए। आपका इनवॉइस ${p.invoiceNumber} संलग्न है।`,
    },
    rejected: {
      subject: "आपकी पूर्ण सदस्यता की रसीद सत्यापित नहीं हो सकी",
      lead: (amount: number) =>
        `पूर्ण सदस्यता (${hi.rupees(amount)}) के लिए भेजी गई आपकी रसीद को हम सत्यापित नहीं कर सके। कारण:`,
      sendAgain: "रसीद फिर से भेजें",
    },
    reminder: {
      subject: (e: Ending) =>
        e.lastWeek
          ? `आपकी पूर्ण सदस्यता एक सप्ताह में, ${hi.day(e.lastDay)} को समाप्त हो रही है`
          : `आपकी पूर्ण सदस्यता ${hi.day(e.lastDay)} को समाप्त हो रही है`,
      validUntil: (e: Ending) => `आपकी पूर्ण सदस्यता ${e.number} ${hi.day(e.lastDay)} तक मान्य है।`,
      renew: `इसे एक और वर्ष के लिए (${hi.rupees(FULL_MEMBERSHIP_PRICE)}) नवीनीकृत करें: नया वर्ष इस वर्ष के समाप्त होने के दिन से आगे चलेगा, और उसमें ${FULL_MEMBERSHIP_FREE_NIGHTS} निःशुल्क रातें अलग से मिलेंगी।`,
      renewLink: "अपनी सदस्यता नवीनीकृत करें",
    },
  },
);

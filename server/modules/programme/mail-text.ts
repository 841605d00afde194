import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

/** A session in a mail: its day written out and its times (India time). */
interface SessionWords {
  day: string;
  start_time: string;
  end_time: string;
}

/** The words of the programme's mails to the booker: the confirmation with the tickets, the reminder the day before. */
export const PROGRAMME_MAIL_TEXT = mailCatalogue(
  {
    confirmed: {
      subject: (title: string, reference: string) => `Your place is booked: ${title} (${reference})`,
      lead: (title: string) => `Your registration for ${title} is confirmed. We look forward to seeing you.`,
      reference: (reference: string) => `Registration: ${reference}.`,
      paid: (amount: number) => `Paid online: ${MAIL_FORMAT.en.rupees(amount)}.`,
      free: "There is nothing to pay.",
      invoice: (number: string) => `Your invoice ${number} is attached.`,
      sessions: "Sessions (India time):",
      session: (s: SessionWords) => `${MAIL_FORMAT.en.day(s.day)}, ${s.start_time}–${s.end_time}`,
      where: (place: string | null) => (place ? `Where: the club's estate at ${place}.` : "Where: online."),
      tickets: "Tickets (each attendee's QR code is attached; show it at check-in):",
      ticket: (reference: string, name: string, free: boolean) =>
        `${reference}: ${name}${free ? " (free with Full Membership)" : ""}`,
      terms: (terms: string) => `Cancellation terms: ${terms}`,
      calendar: "The sessions are attached as calendar events.",
    },
    reminder: {
      subject: (title: string) => `Tomorrow: ${title}`,
      lead: (title: string, session: SessionWords) =>
        `A reminder: ${title} meets tomorrow, ${MAIL_FORMAT.en.day(session.day)}, from ${session.start_time} to ${session.end_time} (India time).`,
      where: (place: string | null) =>
        place ? `Where: the club's estate at ${place}.` : "Where: online; the link comes from the instructor.",
      tickets: (references: string) =>
        `Your tickets: ${references}. Show the QR code of your confirmation at check-in.`,
    },
    cancel: {
      label: "See or cancel your registration",
      until: (day: string, terms: string) =>
        `You may cancel until ${MAIL_FORMAT.en.day(day)}${terms ? ` (${terms})` : ""}, from this link:`,
    },
    waitlist: {
      joinedSubject: (title: string) => `On the waiting list: ${title}`,
      joined: (title: string, seats: number, position: number) =>
        `You are on the waiting list for ${title} for ${seats} ${seats === 1 ? "place" : "places"}: number ${position} in line. When places free up, the first in line is e-mailed an offer.`,
      leave: "To leave the waiting list, open the link below.",
      link: "Your place on the waiting list",
      offerSubject: (title: string) => `A place is free for you: ${title}`,
      offer: (title: string, seats: number, until: string) =>
        `${seats === 1 ? "A place has" : `${seats} places have`} come free at ${title} and ${seats === 1 ? "is" : "are"} kept for you until ${until} (India time).`,
      offerHow: "Book through the link below before then; unclaimed, the places pass to the next in line.",
      offerLink: "Book your places",
      lapsedSubject: (title: string) => `Your offer has lapsed: ${title}`,
      lapsed: (title: string, seats: number) =>
        `The ${seats === 1 ? "place" : `${seats} places`} kept for you at ${title} ${seats === 1 ? "was" : "were"} not booked in time, so ${seats === 1 ? "it has" : "they have"} passed to the next in line and you are no longer on the waiting list.`,
      lapsedAgain: "If you still wish to come, you may book or join the waiting list again on the item's page.",
      lapsedLink: "See the item",
      cancelledSubject: (title: string) => `Cancelled: ${title}`,
      cancelled: (title: string) =>
        `We are sorry: ${title} has been cancelled, so its waiting list is closed and you need do nothing.`,
    },
    cancelled: {
      subject: (title: string, reference: string) => `Registration cancelled: ${title} (${reference})`,
      lead: (title: string, reference: string) => `Your registration ${reference} for ${title} is cancelled.`,
      refund: (amount: number) =>
        `${MAIL_FORMAT.en.rupees(amount)} will be refunded to the card or account you paid with; a bank takes a few working days to show it.`,
      nothing: "There was nothing paid, so nothing is refunded.",
    },
    officeCancelled: {
      itemSubject: (title: string) => `Cancelled: ${title}`,
      item: (title: string, reference: string) =>
        `We are sorry: ${title} has been cancelled, and your registration ${reference} with it.`,
      sessionSubject: (title: string, day: string) => `Session cancelled: ${title}, ${MAIL_FORMAT.en.day(day)}`,
      session: (title: string, s: SessionWords) =>
        `We are sorry: the session of ${title} on ${MAIL_FORMAT.en.day(s.day)} (${s.start_time}–${s.end_time}, India time) has been cancelled. Your registration stands for the other sessions.`,
      reason: "The reason:",
      refund: (amount: number) =>
        `${MAIL_FORMAT.en.rupees(amount)} will be refunded to the card or account you paid with; a bank takes a few working days to show it.`,
    },
    message: {
      about: (title: string, reference: string) => `About ${title} (your registration ${reference}):`,
    },
  },
  {
    confirmed: {
      subject: (title: string, reference: string) => `आपका स्थान बुक हो गया: ${title} (${reference})`,
      lead: (title: string) => `${title} के लिए आपका पंजीकरण पक्का हो गया है। हम आपकी प्रतीक्षा करेंगे।`,
      reference: (reference: string) => `पंजीकरण: ${reference}।`,
      paid: (amount: number) => `ऑनलाइन भुगतान: ${MAIL_FORMAT.hi.rupees(amount)}।`,
      free: "कोई भुगतान नहीं करना है।",
      invoice: (number: string) => `आपका इनवॉइस ${number} संलग्न है।`,
      sessions: "सत्र (भारतीय समय):",
      session: (s: SessionWords) => `${MAIL_FORMAT.hi.day(s.day)}, ${s.start_time}–${s.end_time}`,
      where: (place: string | null) => (place ? `कहाँ: ${place} में क्लब का परिसर।` : "कहाँ: ऑनलाइन।"),
      tickets: "टिकट (हर प्रतिभागी का QR कोड संलग्न है; चेक-इन पर दिखाएँ):",
      ticket: (reference: string, name: string, free: boolean) =>
        `${reference}: ${name}${free ? " (पूर्ण सदस्यता से निःशुल्क)" : ""}`,
      terms: (terms: string) => `रद्द करने की शर्तें: ${terms}`,
      calendar: "सत्र कैलेंडर के आयोजनों के रूप में संलग्न हैं।",
    },
    reminder: {
      subject: (title: string) => `कल: ${title}`,
      lead: (title: string, session: SessionWords) =>
        `याद दिला दें: ${title} कल, ${MAIL_FORMAT.hi.day(session.day)}, ${session.start_time} से ${session.end_time} (भारतीय समय) तक है।`,
      where: (place: string | null) => (place ? `कहाँ: ${place} में क्लब का परिसर।` : "कहाँ: ऑनलाइन; लिंक प्रशिक्षक भेजेंगे।"),
      tickets: (references: string) => `आपके टिकट: ${references}। चेक-इन पर अपनी पुष्टि का QR कोड दिखाएँ।`,
    },
    cancel: {
      label: "अपना पंजीकरण देखें या रद्द करें",
      until: (day: string, terms: string) =>
        `आप ${MAIL_FORMAT.hi.day(day)} तक रद्द कर सकते हैं${terms ? ` (${terms})` : ""}, इस लिंक से:`,
    },
    waitlist: {
      joinedSubject: (title: string) => `प्रतीक्षा सूची में: ${title}`,
      joined: (title: string, seats: number, position: number) =>
        `आप ${title} की प्रतीक्षा सूची में ${seats} स्थान के लिए हैं: पंक्ति में ${position}वें। स्थान खाली होने पर पंक्ति में पहले व्यक्ति को ई-मेल से प्रस्ताव भेजा जाता है।`,
      leave: "प्रतीक्षा सूची छोड़ने के लिए नीचे दिया लिंक खोलें।",
      link: "प्रतीक्षा सूची में आपका स्थान",
      offerSubject: (title: string) => `आपके लिए स्थान खाली है: ${title}`,
      offer: (title: string, seats: number, until: string) =>
        `${title} में ${seats} स्थान खाली हुए हैं और ${until} (भारतीय समय) तक आपके लिए रखे गए हैं।`,
      offerHow: "उससे पहले नीचे दिए लिंक से बुक करें; अन्यथा स्थान पंक्ति में अगले व्यक्ति को मिलेंगे।",
      offerLink: "अपने स्थान बुक करें",
      lapsedSubject: (title: string) => `आपका प्रस्ताव समाप्त हो गया: ${title}`,
      lapsed: (title: string, seats: number) =>
        `${title} में आपके लिए रखे गए ${seats} स्थान समय पर बुक नहीं हुए, इसलिए वे पंक्ति में अगले व्यक्ति को दे दिए गए हैं और अब आप प्रतीक्षा सूची में नहीं हैं।`,
      lapsedAgain: "यदि आप अब भी आना चाहते हैं, तो कार्यक्रम के पृष्ठ पर फिर से बुक करें या प्रतीक्षा सूची में शामिल हों।",
      lapsedLink: "कार्यक्रम देखें",
      cancelledSubject: (title: string) => `रद्द: ${title}`,
      cancelled: (title: string) =>
        `खेद है: ${title} रद्द कर दिया गया है, इसलिए इसकी प्रतीक्षा सूची बंद है; आपको कुछ नहीं करना है।`,
    },
    cancelled: {
      subject: (title: string, reference: string) => `पंजीकरण रद्द: ${title} (${reference})`,
      lead: (title: string, reference: string) => `${title} के लिए आपका पंजीकरण ${reference} रद्द हो गया है।`,
      refund: (amount: number) =>
        `${MAIL_FORMAT.hi.rupees(amount)} उसी कार्ड या खाते में लौटाए जाएँगे जिससे आपने भुगतान किया था; बैंक को दिखाने में कुछ कार्यदिवस लगते हैं।`,
      nothing: "कोई भुगतान नहीं हुआ था, इसलिए कुछ लौटाना नहीं है।",
    },
    officeCancelled: {
      itemSubject: (title: string) => `रद्द: ${title}`,
      item: (title: string, reference: string) =>
        `खेद है: ${title} रद्द कर दिया गया है, और उसके साथ आपका पंजीकरण ${reference} भी।`,
      sessionSubject: (title: string, day: string) => `सत्र रद्द: ${title}, ${MAIL_FORMAT.hi.day(day)}`,
      session: (title: string, s: SessionWords) =>
        `खेद है: ${title} का ${MAIL_FORMAT.hi.day(s.day)} (${s.start_time}–${s.end_time}, भारतीय समय) का सत्र रद्द कर दिया गया है। बाकी सत्रों के लिए आपका पंजीकरण बना रहेगा।`,
      reason: "कारण:",
      refund: (amount: number) =>
        `${MAIL_FORMAT.hi.rupees(amount)} उसी कार्ड या खाते में लौटाए जाएँगे जिससे आपने भुगतान किया था; बैंक को दिखाने में कुछ कार्यदिवस लगते हैं।`,
    },
    message: {
      about: (title: string, reference: string) => `${title} के बारे में (आपका पंजीकरण ${reference}):`,
    },
  },
);

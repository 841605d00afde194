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
  },
  {
    confirmed: {
      subject: (title: string, reference: string) => `आपका स्थान बुक हो गया: ${title} (${reference})`,
      lead: (title: string) => `${title} के लिए आपका पंजीकरण पक्का हो गया है। हम आपकी प्रतीक्षा करेंगे।`,
      reference: (reference: string) => `पंजीकरण: ${reference}।`,
      paid: (amount: number) => `ऑनलाइन भुगतान: ${MAIL_FORMAT.hi.rupees(amount)}।`,
      free: "कोई भुगतान नहीं करना है।",
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
  },
);

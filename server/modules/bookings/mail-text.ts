import { priceLineRates, priceLines, type PriceLine } from "../../../common/stay-price-lines.ts";
import { plural, type PriceBreakup } from "../../../common/stays.ts";
import { ENGLISH_TERM_WORDS, type CancellationTermWords } from "../../../common/stay-cancellation.ts";
import { MAIL_FORMAT, mailCatalogue } from "../../platform/mail-text.ts";

const hi = MAIL_FORMAT.hi;

interface Cancelled {
  reference: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  byClub: boolean;
  /**
   * What was paid (online, or an advance at the property) and what the cancellation terms give back of it, and the
   * credit note of the invoice's refunded part (attached). Absent: nothing was paid.
   */
  money?: CancelledMoney;
  /** A Full Member's free nights given back to their year. */
  freeNights?: number;
}

export interface CancelledMoney {
  paid: number;
  refund: number;
  percent: number;
  daysBefore: number;
  online: boolean;
  waived: boolean;
  creditNote: { number: string; invoiceNumber: string } | null;
}

const ENGLISH_TERMS = {
  ...ENGLISH_TERM_WORDS,
  heading: "Cancellation terms",
  freeNights: "A Full Member's free nights always go back to their year.",
};

const HINDI_TERMS: CancellationTermWords & { heading: string; freeNights: string } = {
  from: (days, refund) =>
    days === 0 ? `चेक-इन से पहले रद्द करने पर: ${refund}।` : `चेक-इन से ${days} या अधिक दिन पहले रद्द करने पर: ${refund}।`,
  between: (from, to, refund) =>
    from === to
      ? `चेक-इन से ${from} दिन पहले रद्द करने पर: ${refund}।`
      : `चेक-इन से ${from} से ${to} दिन पहले रद्द करने पर: ${refund}।`,
  under: (days, refund) => `चेक-इन से ${days} दिन से कम पहले रद्द करने पर: ${refund}।`,
  full: "पूरी राशि वापस",
  none: "कोई राशि वापस नहीं",
  part: (percent) => `${percent}% राशि वापस`,
  heading: "रद्द करने की शर्तें",
  freeNights: "पूर्ण सदस्य की निःशुल्क रातें हमेशा उनके सदस्यता वर्ष में लौट आती हैं।",
};

/** The money sentence of a cancellation's mail, in English. */
function englishMoney(money: CancelledMoney | undefined): string {
  const rupees = MAIL_FORMAT.en.rupees;
  if (!money || money.paid <= 0) return "Nothing was charged: stays are paid at the property.";
  const where = money.online
    ? "to the account it came from; we will e-mail you when Razorpay has made the refund."
    : "by the club; we will e-mail you when it is paid.";
  const said =
    money.refund <= 0
      ? `Under the club's cancellation terms a stay cancelled ${plural(money.daysBefore, "day", "days")} before check-in is not refunded: the ${rupees(money.paid)} you paid is kept.`
      : money.refund >= money.paid
        ? `The ${rupees(money.paid)} you paid${money.online ? " online" : ""} is refunded ${where}`
        : `Under the club's cancellation terms, ${rupees(money.refund)} of the ${rupees(money.paid)} you paid (${money.percent}%) is refunded ${where}`;
  const note = money.creditNote
    ? ` Credit note ${money.creditNote.number} for invoice ${money.creditNote.invoiceNumber} is attached.`
    : "";
  return `${said}${note}`;
}

/** The money sentence of a cancellation's mail, in Hindi. */
function hindiMoney(money: CancelledMoney | undefined): string {
  if (!money || money.paid <= 0) return "कोई शुल्क नहीं लिया गया था: प्रवास का भुगतान प्रॉपर्टी पर होता है।";
  const where = money.online
    ? "उसी खाते में लौटाए जा रहे हैं जिससे भुगतान आया था; Razorpay द्वारा रिफ़ंड हो जाने पर हम आपको ई-मेल करेंगे।"
    : "क्लब द्वारा लौटाए जाएँगे; भुगतान होने पर हम आपको ई-मेल करेंगे।";
  const said =
    money.refund <= 0
      ? `क्लब की रद्द करने की शर्तों के अनुसार चेक-इन से ${money.daysBefore} दिन पहले रद्द किए गए प्रवास की राशि वापस नहीं होती: आपके चुकाए ${hi.rupees(money.paid)} वापस नहीं होंगे।`
      : money.refund >= money.paid
        ? `आपने जो ${hi.rupees(money.paid)} ${money.online ? "ऑनलाइन " : ""}चुकाए थे, वे ${where}`
        : `क्लब की रद्द करने की शर्तों के अनुसार, आपके चुकाए ${hi.rupees(money.paid)} में से ${hi.rupees(money.refund)} (${money.percent}%) ${where}`;
  const note = money.creditNote
    ? ` इनवॉइस ${money.creditNote.invoiceNumber} का क्रेडिट नोट ${money.creditNote.number} संलग्न है।`
    : "";
  return `${said}${note}`;
}

/**
 * A stay's price breakup in Hindi: the lines `priceLines` makes (the same lines, amounts and rates), with Hindi labels
 * and the plain-text e-mail's "-" for a discount (the stay's invoice takes its labels too).
 */
export function hindiPriceLines(price: PriceBreakup): PriceLine[] {
  const { charged, perGuestNight, taxesPerNight } = priceLineRates(price);
  const nights = (n: number) => `${n} ${n === 1 ? "रात" : "रातें"}`;
  const taxesFor = `${nights(price.nights)} × ${hi.rupees(taxesPerNight)}`;
  const labels: Record<Exclude<PriceLine["key"], "room">, string> = {
    "free-nights": `कमरे का शुल्क: ${price.freeNights} ${price.freeNights === 1 ? "निःशुल्क रात" : "निःशुल्क रातें"} (पूर्ण सदस्यता)`,
    coupon: `कूपन ${price.couponCode}`,
    "extra-guests": `अतिरिक्त मेहमान (${price.extraGuests} × ${hi.rupees(perGuestNight)} × ${nights(price.nights)})`,
    taxes: price.freeNights > 0 ? `कर और शुल्क (${taxesFor}, निःशुल्क रातें सहित)` : `कर और शुल्क (${taxesFor})`,
  };
  const room = ({ nights: n, price: rate }: { nights: number; price: number }) =>
    `कमरे का शुल्क (${nights(n)} × ${hi.rupees(rate)})`;
  return priceLines(price, { minus: "-", rupees: hi.rupees }).map((line) => ({
    ...line,
    label: line.key === "room" ? room(line.room ?? { nights: charged, price: price.pricePerNight }) : labels[line.key],
  }));
}

/** The words of a stay's mails to the member (and the guest): its confirmation and its cancellation. */
export const STAY_MAIL_TEXT = mailCatalogue(
  {
    booked: {
      subject: (reference: string) => `Your stay is booked: ${reference}`,
      lead: (villaName: string) => `Your stay at ${villaName} is booked. We look forward to welcoming you.`,
      reference: "Reference",
      villa: "Villa",
      guest: "Guest",
      checkIn: "Check-in",
      checkInAt: (day: string) => `${day}, from 2 pm`,
      checkOut: "Check-out",
      checkOutAt: (day: string) => `${day}, by 11 am`,
      stay: "Stay",
      stayOf: (p: { nights: number; adults: number; children: number }) =>
        `${plural(p.nights, "night", "nights")}, ${plural(p.adults, "adult", "adults") + (p.children ? ` and ${plural(p.children, "child", "children")}` : "")}`,
      // room charges, free nights, coupon, extra guests, taxes and fees: the lines of the booking pages
      priceLines: (price: PriceBreakup) => priceLines(price, "-"),
      totalPaidOnline: "Total, paid online",
      totalAtProperty: "Total, paid at the property",
      total: (amount: number) => MAIL_FORMAT.en.rupees(amount),
      bring: "Please bring a passport, Aadhaar card or driving licence for the primary guest, who must be 18 or older.",
      calendar: "The stay is attached as a calendar event (check-in 2 PM, check-out 11 AM, India time).",
      yourBookings: "Your bookings",
      seeBookings: "See your bookings",
      terms: ENGLISH_TERMS,
    },
    cancelled: {
      subject: (reference: string) => `Your stay is cancelled: ${reference}`,
      lead: (p: Cancelled) =>
        `Your stay ${p.reference} at ${p.villaName}, ${p.checkIn} to ${p.checkOut}, is cancelled${p.byClub ? " by the club" : ""}. ${englishMoney(p.money)}`,
      freeNights: (n: number) =>
        `Your ${plural(n, "free night", "free nights")} are back in your Full Membership year.`,
      reason: (reason: string) => `Reason: ${reason}`,
      hope: "We hope to welcome you another time.",
    },
  },
  {
    booked: {
      subject: (reference: string) => `आपका प्रवास बुक हो गया है: ${reference}`,
      lead: (villaName: string) => `${villaName} में आपका प्रवास बुक हो गया है। हमें आपके स्वागत की प्रतीक्षा रहेगी।`,
      reference: "संदर्भ",
      villa: "विला",
      guest: "अतिथि",
      checkIn: "चेक-इन",
      checkInAt: (day: string) => `${hi.day(day)}, दोपहर 2 बजे से`,
      checkOut: "चेक-आउट",
      checkOutAt: (day: string) => `${hi.day(day)}, सुबह 11 बजे तक`,
      stay: "प्रवास",
      stayOf: (p: { nights: number; adults: number; children: number }) =>
        `${p.nights} ${p.nights === 1 ? "रात" : "रातें"}, ${p.adults} वयस्क${p.children ? ` और ${p.children} ${p.children === 1 ? "बच्चा" : "बच्चे"}` : ""}`,
      priceLines: (price: PriceBreakup) => hindiPriceLines(price),
      totalPaidOnline: "कुल, ऑनलाइन भुगतान किया गया",
      totalAtProperty: "कुल, प्रॉपर्टी पर देय",
      total: (amount: number) => hi.rupees(amount),
      bring:
        "कृपया मुख्य अतिथि का पासपोर्ट, आधार कार्ड या ड्राइविंग लाइसेंस साथ लाएँ; मुख्य अतिथि की आयु 18 वर्ष या उससे अधिक होनी चाहिए।",
      calendar: "प्रवास कैलेंडर इवेंट के रूप में संलग्न है (चेक-इन दोपहर 2 बजे, चेक-आउट सुबह 11 बजे, भारतीय समय)।",
      yourBookings: "आपकी बुकिंग",
      seeBookings: "अपनी बुकिंग देखें",
      terms: HINDI_TERMS,
    },
    cancelled: {
      subject: (reference: string) => `आपका प्रवास रद्द हो गया है: ${reference}`,
      lead: (p: Cancelled) =>
        `${p.villaName} में ${hi.day(p.checkIn)} से ${hi.day(p.checkOut)} तक का आपका प्रवास ${p.reference} ${p.byClub ? "क्लब द्वारा " : ""}रद्द कर दिया गया है। ${hindiMoney(p.money)}`,
      freeNights: (n: number) => `आपकी ${n} ${n === 1 ? "निःशुल्क रात" : "निःशुल्क रातें"} आपके पूर्ण सदस्यता वर्ष में लौट आई हैं।`,
      reason: (reason: string) => `कारण: ${reason}`,
      hope: "आशा है, किसी और समय हमें आपका स्वागत करने का अवसर मिलेगा।",
    },
  },
);

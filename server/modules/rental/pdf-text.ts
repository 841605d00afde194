import { CLUB } from "../../platform/pdf.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/** The words of the owner's monthly rental statement (rental-statement-pdf.ts), in English and in Hindi. */
export const RENTAL_STATEMENT_TEXT = pdfCatalogue(
  {
    title: "Owner Rental Statement",
    statementReference: "Statement reference",
    owner: "Owner",
    email: "E-mail",
    memberCode: "Member code",
    villa: "Villa",
    month: "Month",
    issued: "Issued",
    issuedAt: (at: Date) => `${PDF_FORMAT.en.moment(at)} by ${CLUB.name}`,
    stays: "Guest stays",
    stay: "Stay",
    arrival: "Arrival",
    departure: "Departure",
    nights: "Nights",
    collected: "Room charges collected",
    share: "Your share",
    none: "No guest stay ended in this month.",
    summary: "Summary",
    nightsRented: "Nights rented",
    roomCharges: "Room charges collected (net of taxes and fees)",
    shareOf: (percent: number) => `Your share (${percent}% of the room charges collected)`,
    tds: (percent: number) => `TDS deducted at ${percent}%`,
    noTds: "TDS deducted",
    payoutDue: "Payout due",
    closing:
      "Guest stays in your villa while it was in the club's rental pool earn you the share of the room charges the " +
      "club collected that the terms you accepted state: net of taxes and fees; free nights, coupon discounts, your own " +
      "stays and what was refunded on a cancellation earn nothing. A stay is counted in the month it ended. This is a " +
      "statement of account, not a tax invoice. Amounts are in Indian rupees.",
  },
  {
    title: "मालिक का किराया विवरण",
    statementReference: "विवरण का संदर्भ",
    owner: "मालिक",
    email: "ई-मेल",
    memberCode: "सदस्य कोड",
    villa: "विला",
    month: "माह",
    issued: "जारी",
    issuedAt: (at: Date) => `${CLUB.name} द्वारा ${PDF_FORMAT.hi.moment(at)} को`,
    stays: "अतिथियों के प्रवास",
    stay: "प्रवास",
    arrival: "आगमन",
    departure: "प्रस्थान",
    nights: "रातें",
    collected: "प्राप्त कमरा शुल्क",
    share: "आपका हिस्सा",
    none: "इस माह कोई अतिथि प्रवास समाप्त नहीं हुआ।",
    summary: "सारांश",
    nightsRented: "किराये पर दी गई रातें",
    roomCharges: "प्राप्त कमरा शुल्क (कर और शुल्क के बिना)",
    shareOf: (percent: number) => `आपका हिस्सा (प्राप्त कमरा शुल्क का ${percent}%)`,
    tds: (percent: number) => `${percent}% की दर से काटा गया टीडीएस`,
    noTds: "काटा गया टीडीएस",
    payoutDue: "देय भुगतान",
    closing:
      "क्लब के किराया पूल में रहते समय आपके विला में अतिथियों के प्रवास से आपको, आपके द्वारा स्वीकार की गई शर्तों के " +
      "अनुसार, क्लब को प्राप्त कमरा शुल्क का हिस्सा मिलता है: कर और शुल्क के बिना; निःशुल्क रातें, कूपन की छूट, आपके अपने " +
      "प्रवास और रद्द होने पर लौटाई गई राशि पर कुछ नहीं मिलता। प्रवास उस माह में गिना जाता है जिसमें वह समाप्त हुआ। यह खाता " +
      "विवरण है, कर बीजक नहीं। सभी राशियाँ भारतीय रुपये में हैं।",
  },
);

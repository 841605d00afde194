import { formatRupees } from "../../../common/format.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/** The words of a programme registration's tax invoice and receipt (invoice-pdf.ts), in English and Hindi. */
export const PROGRAMME_INVOICE_TEXT = pdfCatalogue(
  {
    heading: "Places at the club's programme",
    registration: "Registration",
    item: "Item",
    kinds: { event: "Event", retreat: "Retreat", course: "Course" } as Record<string, string>,
    where: "Where",
    atEstate: (place: string) => `The club's estate at ${place}`,
    online: "Online",
    sessions: "Sessions",
    sessionsFromTo: (count: number, from: string, to: string) =>
      count === 1
        ? PDF_FORMAT.en.day(from)
        : `${count} sessions, ${PDF_FORMAT.en.day(from)} to ${PDF_FORMAT.en.day(to)}`,
    places: "Places",
    placesOf: (seats: number, free: number) => `${seats}${free > 0 ? ` (${free} free with Full Membership)` : ""}`,
    paid: "Paid",
    onlinePayment: (paymentId: string) => `Online (Razorpay, ${paymentId})`,
    amountReceived: (amount: number) => `Amount received: ${formatRupees(amount)}`,
    closing:
      "Refunds follow the item's cancellation terms; a refund is documented by a credit note against this invoice. Amounts are in Indian rupees.",
  },
  {
    heading: "क्लब के कार्यक्रम में स्थान",
    registration: "पंजीकरण",
    item: "कार्यक्रम",
    kinds: { event: "आयोजन", retreat: "रिट्रीट", course: "पाठ्यक्रम" } as Record<string, string>,
    where: "कहाँ",
    atEstate: (place: string) => `${place} में क्लब का परिसर`,
    online: "ऑनलाइन",
    sessions: "सत्र",
    sessionsFromTo: (count: number, from: string, to: string) =>
      count === 1 ? PDF_FORMAT.hi.day(from) : `${count} सत्र, ${PDF_FORMAT.hi.day(from)} से ${PDF_FORMAT.hi.day(to)} तक`,
    places: "स्थान",
    placesOf: (seats: number, free: number) => `${seats}${free > 0 ? ` (${free} पूर्ण सदस्यता से निःशुल्क)` : ""}`,
    paid: "भुगतान",
    onlinePayment: (paymentId: string) => `ऑनलाइन (Razorpay, ${paymentId})`,
    amountReceived: (amount: number) => `प्राप्त राशि: ${formatRupees(amount, "hi")}`,
    closing:
      "धनवापसी कार्यक्रम की रद्द करने की शर्तों के अनुसार होती है; धनवापसी इस बीजक के विरुद्ध क्रेडिट नोट से दर्ज होती है। सभी राशियाँ भारतीय रुपये में हैं।",
  },
);

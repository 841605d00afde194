import { formatRupees } from "../../../common/format.ts";
import { plural } from "../../../common/stays.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/** The words of a stay's tax invoice and receipt (stay-invoice.ts), in English and in Hindi (decision 047). */
export const STAY_INVOICE_TEXT = pdfCatalogue(
  {
    stay: "Stay",
    booking: "Booking",
    villa: "Villa",
    checkIn: "Check-in",
    checkInAt: (day: string) => `${PDF_FORMAT.en.day(day)}, 2 PM`,
    checkOut: "Check-out",
    checkOutAt: (day: string) => `${PDF_FORMAT.en.day(day)}, 11 AM`,
    guests: "Guests",
    guestsOf: (adults: number, children: number) =>
      plural(adults, "adult", "adults") + (children ? ` and ${plural(children, "child", "children")}` : ""),
    price: "Price",
    total: "Total",
    receivedOnline: (amount: number) => `Amount received online: ${formatRupees(amount)}`,
    razorpayPayment: (id: string) => `Razorpay payment ${id}`,
    closing:
      "Amounts are in Indian rupees. A stay cancelled until the day before check-in is refunded to the same account.",
  },
  {
    stay: "प्रवास",
    booking: "बुकिंग",
    villa: "विला",
    checkIn: "चेक-इन",
    checkInAt: (day: string) => `${PDF_FORMAT.hi.day(day)}, दोपहर 2 बजे`,
    checkOut: "चेक-आउट",
    checkOutAt: (day: string) => `${PDF_FORMAT.hi.day(day)}, सुबह 11 बजे`,
    guests: "मेहमान",
    guestsOf: (adults: number, children: number) =>
      `${adults} वयस्क` + (children ? ` और ${children} ${children === 1 ? "बच्चा" : "बच्चे"}` : ""),
    price: "मूल्य",
    total: "कुल",
    receivedOnline: (amount: number) => `ऑनलाइन प्राप्त राशि: ${formatRupees(amount, "hi")}`,
    razorpayPayment: (id: string) => `Razorpay भुगतान ${id}`,
    closing: "सभी राशियाँ भारतीय रुपये में हैं। चेक-इन से एक दिन पहले तक रद्द किया गया प्रवास उसी खाते में रिफ़ंड किया जाता है।",
  },
);

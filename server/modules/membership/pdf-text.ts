import { formatRupees } from "../../../common/format.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/** The words of a Full Membership year's tax invoice and receipt (invoice-pdf.ts), in English and Hindi (decision 047). */
export const MEMBERSHIP_INVOICE_TEXT = pdfCatalogue(
  {
    fullMembership: "Full Membership",
    membershipId: "Membership ID",
    valid: "Valid",
    validFromTo: (from: string, to: string) => `${PDF_FORMAT.en.day(from)} to ${PDF_FORMAT.en.day(to)}`,
    includes: "Includes",
    freeStay: (days: number, nights: number) =>
      `${days} days and ${nights} nights free stay for 4 members (2 adults and 2 kids)`,
    paid: "Paid",
    online: (paymentId: string | null) => `Online (Razorpay${paymentId ? `, ${paymentId}` : ""})`,
    bankTransfer: "Bank transfer (receipt verified)",
    amountReceived: (amount: number) => `Amount received: ${formatRupees(amount)}`,
    closing:
      "The membership fee is non-refundable and the membership is non-transferable. Amounts are in Indian rupees.",
  },
  {
    fullMembership: "पूर्ण सदस्यता",
    membershipId: "सदस्यता आईडी",
    valid: "वैधता",
    validFromTo: (from: string, to: string) => `${PDF_FORMAT.hi.day(from)} से ${PDF_FORMAT.hi.day(to)} तक`,
    includes: "इसमें शामिल",
    freeStay: (days: number, nights: number) =>
      `4 सदस्यों (2 वयस्क और 2 बच्चे) के लिए ${days} दिन और ${nights} रातों का निःशुल्क प्रवास`,
    paid: "भुगतान",
    online: (paymentId: string | null) => `ऑनलाइन (Razorpay${paymentId ? `, ${paymentId}` : ""})`,
    bankTransfer: "बैंक ट्रांसफ़र (रसीद सत्यापित)",
    amountReceived: (amount: number) => `प्राप्त राशि: ${formatRupees(amount, "hi")}`,
    closing: "सदस्यता शुल्क वापस नहीं किया जाता और सदस्यता हस्तांतरणीय नहीं है। सभी राशियाँ भारतीय रुपये में हैं।",
  },
);

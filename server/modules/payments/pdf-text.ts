import { formatRupees } from "../../../common/format.ts";
import { pdfCatalogue } from "../../platform/pdf-text.ts";

/** The words of an instalment's tax invoice and receipt (invoice-pdf.ts), in English and in Hindi (decision 047). */
export const STEP_INVOICE_TEXT = pdfCatalogue(
  {
    paymentReceivedOn: "Payment received",
    villaContribution: "Villa contribution",
    villa: "Villa",
    location: "Location",
    area: "Area",
    paymentPlan: "Payment plan",
    fullPayment: "Full payment (1 step)",
    flexible: (steps: number) => `Flexible, ${steps} steps`,
    totalContribution: "Total contribution",
    paymentReceived: "Payment received",
    step: "Step",
    due: "Due",
    paidOn: "Paid on",
    amountPaid: "Amount paid",
    amountReceived: (amount: number) => `Amount received: ${formatRupees(amount)}`,
    verifiedSoFar: (verified: number, total: number) =>
      `Verified so far: ${formatRupees(verified)} of ${formatRupees(total)}`,
    closing:
      "This receipt confirms the payment recorded against the member's villa contribution. Amounts are in Indian rupees.",
  },
  {
    paymentReceivedOn: "भुगतान प्राप्ति की तारीख",
    villaContribution: "विला अंशदान",
    villa: "विला",
    location: "स्थान",
    area: "क्षेत्रफल",
    paymentPlan: "भुगतान योजना",
    fullPayment: "पूर्ण भुगतान (1 चरण)",
    flexible: (steps: number) => `लचीला, ${steps} चरण`,
    totalContribution: "कुल अंशदान",
    paymentReceived: "प्राप्त भुगतान",
    step: "चरण",
    due: "देय",
    paidOn: "भुगतान की तारीख",
    amountPaid: "भुगतान की गई राशि",
    amountReceived: (amount: number) => `प्राप्त राशि: ${formatRupees(amount, "hi")}`,
    verifiedSoFar: (verified: number, total: number) =>
      `अब तक सत्यापित: ${formatRupees(total, "hi")} में से ${formatRupees(verified, "hi")}`,
    closing: "यह रसीद सदस्य के विला अंशदान में दर्ज भुगतान की पुष्टि करती है। सभी राशियाँ भारतीय रुपये में हैं।",
  },
);

import { pdfCatalogue } from "../../platform/pdf-text.ts";

/**
 * The words of the donation receipt (receipt-pdf.ts, decision 048), in English and in Hindi (decision 047): what
 * section 80G(5) and rule 18AB ask a receipt to carry, and why a receipt that gives no deduction gives none. The law's
 * own sentence ("eligible for deduction under section 80G of the Income Tax Act, 1961") is the English; the Hindi is
 * under it.
 */
export const DONATION_RECEIPT_TEXT = pdfCatalogue(
  {
    title: "Donation Receipt",
    receiptNumber: "Receipt number",
    financialYear: "Financial year",
    receiptDate: "Receipt date",
    pledgeReference: "Pledge reference",
    trust: "The Trust",
    donor: "The donor",
    donation: "The donation",
    name: "Name",
    address: "Address",
    pan: "PAN",
    email: "E-mail",
    registration80g: "80G registration number",
    registration80gDate: "80G registration date",
    notRegistered: "Not registered under section 80G",
    notGiven: "Not given",
    amount: "Amount",
    amountInRupees: "In rupees",
    rupeesAt: (rate: string) => `at the club's rate of ₹${rate} a unit`,
    amountInWords: "Amount in words",
    modeOfPayment: "Mode of payment",
    online: (paymentId: string) => `Online, through Razorpay (payment ID ${paymentId})`,
    transfer: (utr: string | null) => (utr ? `Bank transfer or UPI (UTR ${utr})` : "Bank transfer or UPI"),
    subscription: (paymentId: string | null) =>
      paymentId
        ? `Recurring gift, charged through Razorpay (payment ID ${paymentId})`
        : "Recurring gift, charged through Razorpay",
    datePaid: "Date paid",
    causes: "For",
    eligible: "This donation is eligible for deduction under section 80G of the Income Tax Act, 1961.",
    form10be:
      "The Trust reports this donation to the Income Tax Department in Form 10BD after the financial year ends; the certificate of donation in Form 10BE follows once the Trust has filed it.",
    notEligible: "This receipt gives no deduction under section 80G of the Income Tax Act, 1961, because:",
    noRegistration: "the Trust had no registration under section 80G when the donation was received;",
    noPan: "no PAN was given with this donation (a deduction needs the donor's PAN);",
    foreignCurrency: "the donation was received in a foreign currency.",
    sealed:
      "This receipt is issued electronically and sealed with the Trust's digital signature; it needs no signature in ink.",
    scanToVerify: "Scan the code, or open the link at the foot of the page, to check this receipt.",
  },
  {
    title: "दान रसीद",
    receiptNumber: "रसीद संख्या",
    financialYear: "वित्तीय वर्ष",
    receiptDate: "रसीद की तारीख",
    pledgeReference: "संकल्प संदर्भ",
    trust: "ट्रस्ट",
    donor: "दाता",
    donation: "दान",
    name: "नाम",
    address: "पता",
    pan: "पैन",
    email: "ई-मेल",
    registration80g: "80G पंजीकरण संख्या",
    registration80gDate: "80G पंजीकरण की तारीख",
    notRegistered: "धारा 80G के अंतर्गत पंजीकृत नहीं",
    notGiven: "नहीं दिया गया",
    amount: "राशि",
    amountInRupees: "रुपये में",
    rupeesAt: (rate: string) => `क्लब की दर ₹${rate} प्रति इकाई पर`,
    amountInWords: "राशि शब्दों में",
    modeOfPayment: "भुगतान का माध्यम",
    online: (paymentId: string) => `ऑनलाइन, Razorpay द्वारा (भुगतान आईडी ${paymentId})`,
    transfer: (utr: string | null) => (utr ? `बैंक ट्रांसफ़र या UPI (UTR ${utr})` : "बैंक ट्रांसफ़र या UPI"),
    subscription: (paymentId: string | null) =>
      paymentId
        ? `नियमित दान, Razorpay द्वारा लिया गया (भुगतान आईडी ${paymentId})`
        : "नियमित दान, Razorpay द्वारा लिया गया",
    datePaid: "भुगतान की तारीख",
    causes: "किस कार्य के लिए",
    eligible: "यह दान आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कटौती के योग्य है।",
    form10be:
      "ट्रस्ट वित्तीय वर्ष समाप्त होने के बाद इस दान की सूचना आयकर विभाग को फ़ॉर्म 10BD में देता है; उसे दाखिल करने के बाद दान का प्रमाणपत्र फ़ॉर्म 10BE में भेजा जाता है।",
    notEligible: "इस रसीद से आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कोई कटौती नहीं मिलती, क्योंकि:",
    noRegistration: "दान मिलते समय ट्रस्ट धारा 80G के अंतर्गत पंजीकृत नहीं था;",
    noPan: "इस दान के साथ पैन नहीं दिया गया (कटौती के लिए दाता का पैन आवश्यक है);",
    foreignCurrency: "यह दान विदेशी मुद्रा में मिला।",
    sealed:
      "यह रसीद इलेक्ट्रॉनिक रूप से जारी की गई है और ट्रस्ट के डिजिटल हस्ताक्षर से मुहरबंद है; इस पर स्याही के हस्ताक्षर की आवश्यकता नहीं है।",
    scanToVerify: "इस रसीद की जाँच के लिए कोड स्कैन करें, या पृष्ठ के नीचे दिया गया लिंक खोलें।",
  },
);

/** The causes a gift is for, as a Hindi receipt names them beside the English (the donate page's words). */
export const CAUSE_NAMES_HI: Record<string, string> = {
  "Clean Himalayas": "स्वच्छ हिमालय",
  "Green Himalayas": "हरित हिमालय",
  "Orphan School Sponsorship": "अनाथ बच्चों की शिक्षा का प्रायोजन",
  "Research for Ayurveda Medicine": "आयुर्वेदिक औषधि पर शोध",
};

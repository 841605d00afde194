import type { AgreementEventKind } from "../../../common/agreements.ts";
import { formatRupees } from "../../../common/format.ts";
import { CLUB } from "../../platform/pdf.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/**
 * The words of the memorandum of agreement (moa-pdf.ts) and of the pages the Trust's countersignature adds to it
 * (executed-pdf.ts), in English and in Hindi (decision 047). The memorandum's clauses — the parties' sentence, the
 * lease's and the terms (moa-text.ts) — are English only: the English text is the binding one, and a Hindi reader's
 * memorandum says so under its head and under its terms. What is in Hindi are the headings, the labels and the notes
 * to the member (how it is signed, a draft's purpose).
 */
export const MOA_PDF_TEXT = pdfCatalogue(
  {
    title: "Memorandum of Agreement",
    reference: "Agreement reference",
    date: "Date of agreement",
    place: "Place",
    // drawn only in a Hindi reader's memorandum (in Hindi): what they say, in English
    englishBinds:
      "The English text of this memorandum is the valid and binding one. The headings, labels and notes in Hindi are for your convenience only.",
    termsInEnglish: "The memorandum's clauses and terms are in English only; they are the binding text.",
    parties: "1. The parties",
    member: "Member",
    email: "E-mail",
    fatherName: "Father's name",
    address: "Address",
    permanentAddress: "Permanent address",
    villaSection: "2. The villa",
    villa: "Villa",
    villaNumber: "Villa number",
    type: "Type",
    block: "Block",
    location: "Location",
    area: "Area",
    contribution: "3. The contribution",
    totalContribution: "Total contribution",
    paymentMode: "Payment mode",
    fullPayment: "Full payment (1 step)",
    flexible: (steps: number) => `Flexible, ${steps} steps`,
    amountPaid: "Amount paid",
    step: (step: number, name: string) => `Step ${step}: ${name}`,
    lease: "4. The lease",
    term: "Term",
    years: (years: number) => `${years} years`,
    startsOn: "Starts on",
    endsOn: "Ends on",
    terms: "5. Terms",
    signatures: "6. Signatures",
    signedByMember: "Signed by the Member:",
    signedOn: (at: Date, ip: string | null) =>
      `Signed electronically on ${PDF_FORMAT.en.moment(at)}${ip ? ` from IP address ${ip}` : ""}.`,
    notSigned: "Not signed: the Member signs in the member portal.",
    forTheTrust: `For ${CLUB.name}:`,
    awaitingCountersignature: "Awaiting the countersignature of the Trust's authorised signatory.",
    readingCopy: (watermark: "DRAFT" | "SAMPLE") =>
      `This is a ${watermark.toLowerCase()} of the memorandum, for reading only: it is not signed, not sealed and binds no one. The memorandum the Member signs is drawn from the same text on the day of signing.`,
    produced: (reference: string) =>
      `This memorandum was produced by the club's member portal when the Member signed it. Its reference ${reference} and a fingerprint of this file are kept by the Trust to confirm it.`,
  },
  {
    title: "समझौता ज्ञापन",
    reference: "समझौते का संदर्भ",
    date: "समझौते की तारीख",
    place: "स्थान",
    englishBinds:
      "इस ज्ञापन का अंग्रेज़ी पाठ ही मान्य और बाध्यकारी है। हिन्दी में दिए गए शीर्षक, लेबल और टिप्पणियाँ केवल आपकी सुविधा के लिए हैं।",
    termsInEnglish: "ज्ञापन के खंड और शर्तें केवल अंग्रेज़ी में हैं; वही बाध्यकारी हैं।",
    parties: "1. पक्षकार",
    member: "सदस्य",
    email: "ई-मेल",
    fatherName: "पिता का नाम",
    address: "पता",
    permanentAddress: "स्थायी पता",
    villaSection: "2. विला",
    villa: "विला",
    villaNumber: "विला संख्या",
    type: "प्रकार",
    block: "ब्लॉक",
    location: "स्थान",
    area: "क्षेत्रफल",
    contribution: "3. अंशदान",
    totalContribution: "कुल अंशदान",
    paymentMode: "भुगतान का तरीका",
    fullPayment: "पूर्ण भुगतान (1 चरण)",
    flexible: (steps: number) => `लचीला, ${steps} चरण`,
    amountPaid: "भुगतान की गई राशि",
    step: (step: number, _name: string) => `चरण ${step}`,
    lease: "4. पट्टा",
    term: "अवधि",
    years: (years: number) => `${years} वर्ष`,
    startsOn: "आरंभ की तारीख",
    endsOn: "समाप्ति की तारीख",
    terms: "5. शर्तें",
    signatures: "6. हस्ताक्षर",
    signedByMember: "सदस्य के हस्ताक्षर:",
    signedOn: (at: Date, ip: string | null) =>
      `${PDF_FORMAT.hi.moment(at)} को${ip ? ` IP पते ${ip} से` : ""} इलेक्ट्रॉनिक रूप से हस्ताक्षरित।`,
    notSigned: "अभी हस्ताक्षरित नहीं: सदस्य, सदस्य पोर्टल में हस्ताक्षर करते हैं।",
    forTheTrust: `${CLUB.name} की ओर से:`,
    awaitingCountersignature: "ट्रस्ट के अधिकृत हस्ताक्षरकर्ता के प्रतिहस्ताक्षर की प्रतीक्षा है।",
    readingCopy: (watermark: "DRAFT" | "SAMPLE") =>
      `यह ज्ञापन का ${watermark === "DRAFT" ? "प्रारूप" : "नमूना"} है, केवल पढ़ने के लिए: इस पर न हस्ताक्षर हैं, न मुहर, और यह किसी को बाध्य नहीं करता। सदस्य जिस ज्ञापन पर हस्ताक्षर करते हैं, वह हस्ताक्षर के दिन इसी पाठ से बनाया जाता है।`,
    produced: (reference: string) =>
      `यह ज्ञापन सदस्य के हस्ताक्षर करते समय क्लब के सदस्य पोर्टल ने बनाया। इसकी पुष्टि के लिए ट्रस्ट इसका संदर्भ ${reference} और इस फ़ाइल का फ़िंगरप्रिंट रखता है।`,
  },
);

/** An instalment's line in Hindi: its amount, when it was paid and its invoice (the English is moa-text.ts' moaStepLine). */
export const hindiStepLine = (step: {
  amount: number | string;
  paidOn: Date | string | null;
  invoiceNumber: string | null;
}) => {
  const amount = typeof step.amount === "number" ? formatRupees(step.amount, "hi") : step.amount;
  const paid =
    step.paidOn === null
      ? ", भुगतान नहीं हुआ"
      : `, ${typeof step.paidOn === "string" ? step.paidOn : PDF_FORMAT.hi.dayOf(step.paidOn)} को भुगतान`;
  return `${amount}${paid}${step.invoiceNumber ? ` (बीजक ${step.invoiceNumber})` : ""}`;
};

/** The words of the executed agreement's pages: the countersignature, the signing certificate and the audit trail. */
export const EXECUTED_PDF_TEXT = pdfCatalogue(
  {
    countersignatureOf: `Countersignature of ${CLUB.name}`,
    forTheTrust: `For ${CLUB.name}:`,
    countersignedOn: (at: Date, ip: string | null) =>
      `Countersigned electronically on ${PDF_FORMAT.en.moment(at)}${ip ? ` from IP address ${ip}` : ""}.`,
    certificate: "Signing certificate",
    agreement: "Agreement",
    villa: "Villa",
    status: "Status",
    executedOn: (at: Date) => `Executed on ${PDF_FORMAT.en.moment(at)}`,
    firstSigned: "SHA-256 of the agreement as first signed by the member:",
    theMember: "The member",
    forTrust: "For the Trust",
    name: "Name",
    role: "Role",
    signedOn: "Signed on",
    ipAddress: "IP address",
    notRecorded: "not recorded",
    signatureId: "Signature ID",
    verify: "Verify this agreement",
    scan: (url: string) =>
      `Scan the code or open ${url} to see this agreement as the club keeps it, and to check a copy of this file against it.`,
    sealed: (subject: string, fingerprint: string, selfSigned: boolean) =>
      `This file is digitally signed by the club (${subject}; certificate SHA-256 ${fingerprint}…). A PDF reader shows it as signed and unmodified; any change breaks the signature.` +
      (selfSigned ? " The club's certificate is its own, not yet one issued by a certification authority." : ""),
    audit: "Audit trail",
    auditLead: (reference: string) =>
      `Memorandum of agreement ${reference}: every event until its execution, in India time.`,
    afterExecution: "Events after the execution (the e-mail to the member, downloads) are kept in the club's records.",
    events: {
      created: "Agreement drawn up for the member",
      viewed: "Viewed by the member",
      "draft-opened": "Draft opened by the member before signing",
      "text-shown": "Text read by the member before signing",
      signed: "Signed by the member",
      countersigned: "Countersigned for the Trust",
      sent: "Executed agreement e-mailed to the member",
      downloaded: "Downloaded",
      revoked: "Revoked",
    } satisfies Record<AgreementEventKind, string>,
  },
  {
    countersignatureOf: `${CLUB.name} के प्रतिहस्ताक्षर`,
    forTheTrust: `${CLUB.name} की ओर से:`,
    countersignedOn: (at: Date, ip: string | null) =>
      `${PDF_FORMAT.hi.moment(at)} को${ip ? ` IP पते ${ip} से` : ""} इलेक्ट्रॉनिक रूप से प्रतिहस्ताक्षरित।`,
    certificate: "हस्ताक्षर प्रमाणपत्र",
    agreement: "समझौता",
    villa: "विला",
    status: "स्थिति",
    executedOn: (at: Date) => `${PDF_FORMAT.hi.moment(at)} को निष्पादित`,
    firstSigned: "सदस्य द्वारा पहली बार हस्ताक्षरित समझौते का SHA-256:",
    theMember: "सदस्य",
    forTrust: "ट्रस्ट की ओर से",
    name: "नाम",
    role: "भूमिका",
    signedOn: "हस्ताक्षर का समय",
    ipAddress: "IP पता",
    notRecorded: "दर्ज नहीं",
    signatureId: "हस्ताक्षर आईडी",
    verify: "इस समझौते की जाँच करें",
    scan: (url: string) =>
      `कोड स्कैन करें या ${url} खोलें: वहाँ यह समझौता वैसा ही दिखता है जैसा क्लब के पास है, और आप इस फ़ाइल की किसी प्रति का उससे मिलान कर सकते हैं।`,
    sealed: (_subject: string, _fingerprint: string, selfSigned: boolean) =>
      "यह फ़ाइल क्लब द्वारा डिजिटल रूप से हस्ताक्षरित है। PDF रीडर इसे हस्ताक्षरित और अपरिवर्तित दिखाता है; कोई भी बदलाव हस्ताक्षर को अमान्य कर देता है।" +
      (selfSigned ? " क्लब का प्रमाणपत्र उसका अपना है, अभी किसी प्रमाणन प्राधिकरण द्वारा जारी नहीं।" : ""),
    audit: "ऑडिट ट्रेल",
    auditLead: (reference: string) => `समझौता ज्ञापन ${reference}: निष्पादन तक की हर घटना, भारतीय समय में।`,
    afterExecution: "निष्पादन के बाद की घटनाएँ (सदस्य को ई-मेल, डाउनलोड) क्लब के रिकॉर्ड में रखी जाती हैं।",
    events: {
      created: "सदस्य के लिए समझौता तैयार किया गया",
      viewed: "सदस्य ने देखा",
      "draft-opened": "हस्ताक्षर से पहले सदस्य ने प्रारूप खोला",
      "text-shown": "हस्ताक्षर से पहले सदस्य ने पाठ पढ़ा",
      signed: "सदस्य ने हस्ताक्षर किए",
      countersigned: "ट्रस्ट की ओर से प्रतिहस्ताक्षर किए गए",
      sent: "निष्पादित समझौता सदस्य को ई-मेल किया गया",
      downloaded: "डाउनलोड किया गया",
      revoked: "रद्द किया गया",
    },
  },
);

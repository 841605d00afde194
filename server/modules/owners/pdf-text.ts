import { formatRupees } from "../../../common/format.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/** The words of a villa's maintenance dues invoice and its late fee's (invoice-pdf.ts), in English and Hindi (decision 047). */
export const DUES_INVOICE_TEXT = pdfCatalogue(
  {
    dues: (year: number) => `Maintenance dues ${year}`,
    lateFee: (year: number) => `Late fee on the maintenance dues ${year}`,
    villa: "Villa",
    period: "Period",
    periodYear: (from: string, to: string) => `${PDF_FORMAT.en.day(from)} to ${PDF_FORMAT.en.day(to)}`,
    charge: "Charge",
    perSqft: (rate: string, sqft: number) => `${rate} a square foot × ${sqft} sq ft`,
    fixed: "Fixed yearly charge for the villa",
    duesInvoice: "On invoice",
    dueBy: "Due by",
    amountDue: (amount: number) => `Amount due: ${formatRupees(amount)}`,
    closing:
      "Pay online in your member portal, or by bank transfer to the club's account quoting this invoice's number. Amounts are in Indian rupees.",
  },
  {
    dues: (year: number) => `रखरखाव शुल्क ${year}`,
    lateFee: (year: number) => `रखरखाव शुल्क ${year} पर विलंब शुल्क`,
    villa: "विला",
    period: "अवधि",
    periodYear: (from: string, to: string) => `${PDF_FORMAT.hi.day(from)} से ${PDF_FORMAT.hi.day(to)} तक`,
    charge: "शुल्क",
    perSqft: (rate: string, sqft: number) => `${rate} प्रति वर्ग फ़ुट × ${sqft} वर्ग फ़ुट`,
    fixed: "विला का निश्चित वार्षिक शुल्क",
    duesInvoice: "बीजक पर",
    dueBy: "देय तिथि",
    amountDue: (amount: number) => `देय राशि: ${formatRupees(amount, "hi")}`,
    closing:
      "अपने सदस्य पोर्टल में ऑनलाइन भुगतान करें, या इस बीजक की संख्या लिखकर क्लब के खाते में बैंक ट्रांसफ़र करें। सभी राशियाँ भारतीय रुपये में हैं।",
  },
);

import { TRANSFER_CONSENT_TEXT, type TRANSFER_RELATIONSHIPS } from "../../../common/transfer.ts";
import { pdfCatalogue } from "../../platform/pdf-text.ts";

type Relationship = (typeof TRANSFER_RELATIONSHIPS)[number];

/**
 * The words of the signed transfer request (transfer-pdf.ts), in English and Hindi (decision 047). What the member
 * typed (the transferee's name, address and details, the reason, the typed signature) is drawn as they typed it; the
 * relationship, chosen from the form's list, has its Hindi under it.
 */
export const TRANSFER_REQUEST_TEXT = pdfCatalogue(
  {
    title: "Request to Transfer a Villa Contribution",
    property: "Property",
    villa: "Villa",
    location: "Location",
    contributor: "Contributor (transferor)",
    name: "Name",
    email: "E-mail",
    transferee: "Transferee",
    fullName: "Full name",
    phone: "Phone",
    relationship: "Relationship",
    relationships: {
      Spouse: "Spouse",
      Son: "Son",
      Daughter: "Daughter",
      Father: "Father",
      Mother: "Mother",
      Brother: "Brother",
      Sister: "Sister",
      Relative: "Relative",
      Friend: "Friend",
      Other: "Other",
    } satisfies Record<Relationship, string>,
    address: "Address",
    reason: "Reason for the transfer",
    signature: "E-signature and consent",
    consent: TRANSFER_CONSENT_TEXT,
    signedByTyping: "Signed by typing",
    signedOn: "Signed on",
    fromAddress: "From address",
    closing: "The club reviews the request and contacts both parties before the transfer takes effect.",
  },
  {
    title: "हस्तांतरण अनुरोध",
    property: "संपत्ति",
    villa: "विला",
    location: "स्थान",
    contributor: "योगदानकर्ता (हस्तांतरणकर्ता)",
    name: "नाम",
    email: "ई-मेल",
    transferee: "हस्तांतरिती",
    fullName: "पूरा नाम",
    phone: "फ़ोन",
    relationship: "संबंध",
    relationships: {
      Spouse: "पति/पत्नी",
      Son: "बेटा",
      Daughter: "बेटी",
      Father: "पिता",
      Mother: "माता",
      Brother: "भाई",
      Sister: "बहन",
      Relative: "रिश्तेदार",
      Friend: "मित्र",
      Other: "अन्य",
    },
    address: "पता",
    reason: "हस्तांतरण का कारण",
    signature: "ई-हस्ताक्षर और सहमति",
    consent: "मैं पुष्टि करता/करती हूँ कि यह हस्तांतरण स्वैच्छिक है और कानूनी योगदानकर्ता द्वारा स्वीकृत है।",
    signedByTyping: "टाइप करके हस्ताक्षर",
    signedOn: "हस्ताक्षर का समय",
    fromAddress: "IP पता",
    closing: "क्लब अनुरोध की समीक्षा करता है और हस्तांतरण लागू होने से पहले दोनों पक्षों से संपर्क करता है।",
  },
);

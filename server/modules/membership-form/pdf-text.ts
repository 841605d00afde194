import { clubMoment, writtenClubDay } from "../../../common/club-time.ts";
import { PDF_FORMAT, pdfCatalogue } from "../../platform/pdf-text.ts";

/**
 * The words of the submitted membership form (form-pdf.ts), in English and Hindi (decision 047). What the member
 * typed or chose from the club's lists (names, addresses, qualification, occupation, relationship, ID type, file
 * names) is drawn as they gave it.
 */
export const MEMBERSHIP_FORM_TEXT = pdfCatalogue(
  {
    title: "Membership Form",
    formReference: "Form reference",
    memberAccount: "Member account",
    villa: "Villa",
    submittedOn: "Submitted on",
    submittedAt: (at: Date) => clubMoment(at),
    personalDetails: "1. Personal details",
    fullName: "Full name",
    dateOfBirth: "Date of birth",
    phoneNumber: "Phone number",
    email: "E-mail",
    qualification: "Qualification",
    occupation: "Occupation",
    currentAddress: "Current address",
    permanentAddress: "Permanent address",
    sameAsCurrent: "same as current address",
    uploadedDocument: "Uploaded document",
    nomineeDetails: "2. Nominee details",
    relationship: "Relationship",
    idType: "ID type",
    idFile: "ID file",
    declarationHeading: "3. Declaration and signature",
    declaration:
      "I declare that the details given in this form are true and complete, and I ask to be entered in the register of members of the club with the nominee named above.",
    signedBy: (name: string, at: Date) => `Signed electronically by ${name} on ${writtenClubDay(at)}`,
  },
  {
    title: "सदस्यता फ़ॉर्म",
    formReference: "फ़ॉर्म का संदर्भ",
    memberAccount: "सदस्य खाता",
    villa: "विला",
    submittedOn: "जमा करने का समय",
    submittedAt: (at: Date) => PDF_FORMAT.hi.moment(at),
    personalDetails: "1. व्यक्तिगत विवरण",
    fullName: "पूरा नाम",
    dateOfBirth: "जन्म तिथि",
    phoneNumber: "फ़ोन नंबर",
    email: "ई-मेल",
    qualification: "शैक्षिक योग्यता",
    occupation: "व्यवसाय",
    currentAddress: "वर्तमान पता",
    permanentAddress: "स्थायी पता",
    sameAsCurrent: "वर्तमान पते के समान",
    uploadedDocument: "अपलोड किया गया दस्तावेज़",
    nomineeDetails: "2. नामिती का विवरण",
    relationship: "संबंध",
    idType: "पहचान पत्र का प्रकार",
    idFile: "पहचान पत्र की फ़ाइल",
    declarationHeading: "3. घोषणा और हस्ताक्षर",
    declaration:
      "मैं घोषणा करता/करती हूँ कि इस फ़ॉर्म में दिया गया विवरण सत्य और पूर्ण है, और अनुरोध करता/करती हूँ कि ऊपर बताए गए नामिती के साथ मेरा नाम क्लब के सदस्यों के रजिस्टर में दर्ज किया जाए।",
    signedBy: (name: string, at: Date) => `${name} द्वारा ${PDF_FORMAT.hi.dayOf(at)} को इलेक्ट्रॉनिक रूप से हस्ताक्षरित`,
  },
);

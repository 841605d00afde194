import { identityDocumentMessages } from "../../../common/identity-documents.ts";
import { mailCatalogue } from "../../platform/mail-text.ts";

/** The words of the member's mail of the office's check of their identity document. */
export const IDENTITY_DOCUMENT_MAIL_TEXT = mailCatalogue(
  {
    approved: {
      subject: "Your identity document is approved",
      lead: "The club office has checked your identity document and approved it. There is nothing more you need to do for it.",
      openDashboard: "Open your dashboard",
    },
    sentBack: {
      subject: "Please upload your identity document again",
      lead: "The club office has checked your identity document and could not accept it, for this reason:",
      next: "Please upload a new identity document (a PDF) in step 1 of your application. The office will check it again.",
      fixLink: identityDocumentMessages.fixLink as string,
    },
  },
  {
    approved: {
      subject: "आपका पहचान दस्तावेज़ स्वीकृत हो गया है",
      lead: "क्लब कार्यालय ने आपके पहचान दस्तावेज़ की जाँच करके उसे स्वीकृत कर दिया है। इसके लिए आपको अब और कुछ करने की आवश्यकता नहीं है।",
      openDashboard: "अपना डैशबोर्ड खोलें",
    },
    sentBack: {
      subject: "कृपया अपना पहचान दस्तावेज़ फिर से अपलोड करें",
      lead: "क्लब कार्यालय ने आपके पहचान दस्तावेज़ की जाँच की, लेकिन इस कारण से उसे स्वीकार नहीं कर सका:",
      next: "कृपया अपने आवेदन के चरण 1 में नया पहचान दस्तावेज़ (PDF) अपलोड करें। कार्यालय उसकी फिर से जाँच करेगा।",
      fixLink: "नया पहचान दस्तावेज़ अपलोड करें",
    },
  },
);

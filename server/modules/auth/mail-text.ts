import { OTP_VALID_MINUTES, RESET_CODE_VALID_MINUTES } from "../../../common/auth-limits.ts";
import { CLUB, CLUB_HI, mailCatalogue } from "../../platform/mail-text.ts";

/** The words of the account mails (the sign-up code, the password reset code), in English and Hindi. */
export const AUTH_MAIL_TEXT = mailCatalogue(
  {
    registrationOtp: {
      subject: `Your ${CLUB} sign-up code`,
      lead: `Here is the one-time code (OTP) to create your ${CLUB} account. Enter it on the sign-up page:`,
      validity: `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`,
      ignore:
        "If you did not ask to join the club, you can ignore this e-mail: no account is created without the code.",
    },
    passwordReset: {
      subject: `Reset your ${CLUB} password`,
      lead: "Here is the code to choose a new password for your club account. Enter it on the password reset page:",
      validity: `It is valid for ${RESET_CODE_VALID_MINUTES} minutes and can be used once. Setting a new password signs you out everywhere.`,
      ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    },
  },
  {
    registrationOtp: {
      subject: `आपका ${CLUB_HI} साइन-अप कोड`,
      lead: `${CLUB_HI} में अपना खाता बनाने के लिए आपका वन-टाइम कोड (OTP) यह है। इसे साइन-अप पेज पर दर्ज करें:`,
      validity: `यह कोड ${OTP_VALID_MINUTES} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      ignore: "यदि आपने क्लब से जुड़ने का अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा कर दें: कोड के बिना कोई खाता नहीं बनता।",
    },
    passwordReset: {
      subject: `अपना ${CLUB_HI} पासवर्ड रीसेट करें`,
      lead: "अपने क्लब खाते के लिए नया पासवर्ड चुनने का कोड यह है। इसे पासवर्ड रीसेट पेज पर दर्ज करें:",
      validity: `यह कोड ${RESET_CODE_VALID_MINUTES} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है। नया पासवर्ड सेट करते ही आप हर जगह से साइन आउट हो जाएँगे।`,
      ignore: "यदि आपने यह अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड पहले जैसा ही रहेगा।",
    },
  },
);

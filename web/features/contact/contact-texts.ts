import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { enquiryMessages } from "../../../common/enquiries";
import { messageFinder, sayWith } from "../../lib/known-messages";

/*
 * The words of /contact are the `contact` catalogue's (web/locales/<language>/contact.json). The enquiry form's
 * messages come from the shared schema and the enquiries service in English: the page says each one it knows in its
 * own language, and any other as it came.
 */

/** The enquiries' messages a visitor can meet on /contact (not the office's). */
const SHOWN = [
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "phoneInvalid",
  "topicRequired",
  "messageRequired",
  "messageTooShort",
  "messageTooLong",
  "villaUnknown",
  "tooMany",
] as const satisfies readonly (keyof typeof enquiryMessages)[];

export type ContactMessage = (typeof SHOWN)[number];

/** Every message /contact translates, in English as it arrives, by its key in the catalogue's `messages`. */
export const CONTACT_MESSAGES = Object.fromEntries(SHOWN.map((key) => [key, enquiryMessages[key]])) as Readonly<
  Record<ContactMessage, string>
>;

const find = messageFinder<ContactMessage>({ texts: CONTACT_MESSAGES });

/** /contact's texts in the page's language: `t` (the `contact` namespace) and `say` for the form's messages. */
export function useContactTexts() {
  const { t } = useTranslation("contact");
  const say = useMemo(() => sayWith(find, (key) => t(`messages.${key}`)), [t]);
  return { t, say };
}

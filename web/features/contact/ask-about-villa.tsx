import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The part of the `contact` catalogue a villa's page sends for this link: `messagesFor(…, { contact: […] })`. */
export const ASK_ABOUT_VILLA_WORDS = ["askAboutVilla"] as const;

/**
 * "Ask about this villa" on a villa's pages: the contact form with the villa filled in. Its words are the `contact`
 * catalogue's; a page whose loader does not send them yet says the English.
 */
export function AskAboutVilla({ villaId }: { villaId: string }) {
  const { t } = useTranslation("contact");
  return (
    <Link
      to={`/contact?villa=${encodeURIComponent(villaId)}`}
      className="mt-4 inline-block font-semibold text-cream-50 underline underline-offset-4 hover:text-saffron-300"
    >
      {t("askAboutVilla", { defaultValue: "Ask about this villa" })}
    </Link>
  );
}

import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { withWords } from "../../content/words";

/** The parts of the `trust` catalogue that are a section of /why-trust-us. */
type TrustSection = "banner" | "assets" | "propertyTypes" | "updates" | "resolutions" | "documents" | "trustees";

/**
 * A section of /why-trust-us in the page's language: its frame (web/content/why-trust-us.ts) with the `trust`
 * catalogue's words for it laid over (web/content/words.ts), and `t` for the section's own labels.
 */
export function useTrustSection<T>(key: TrustSection, frame: unknown) {
  const { t } = useTranslation("trust");
  const section = useMemo(
    () => withWords(frame, t(key, { returnObjects: true }) as unknown, key) as T,
    [t, key, frame],
  );
  return { t, section };
}

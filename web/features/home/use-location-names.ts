import { useTranslation } from "react-i18next";
import { CLUB_LOCATIONS } from "../../../common/locations";

/** The club's locations (common/locations.ts), in its order, as the page's language names them. */
export function useLocationNames(): string[] {
  const { t } = useTranslation("home");
  return CLUB_LOCATIONS.map((location) => t(`locations.${location.value}`));
}

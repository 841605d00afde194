import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { tourClips, tourRooms, type TourClip, type TourRoom } from "../../content/virtual-tour";
import { withWords } from "../../content/words";

/** The tour's clips and rooms in the page's language: their frames with the `tour` catalogue's names (by id). */
export function useTour() {
  const { t } = useTranslation("tour");
  return useMemo(
    () => ({
      t,
      clips: withWords(tourClips, t("clips", { returnObjects: true }), "clips") as TourClip[],
      rooms: withWords(tourRooms, t("rooms", { returnObjects: true }), "rooms") as TourRoom[],
    }),
    [t],
  );
}

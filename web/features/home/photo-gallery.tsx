import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { galleryPhotos, gallerySection } from "../../content/home";
import { ArrowRightIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** The photo gallery, with Explore the Moments to /virtual-tour. */
export function PhotoGallery() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="gallery-heading" eyebrow={t("gallery.eyebrow")} title={t("gallery.title")} />
        <Link to={gallerySection.explore.to} className="btn-primary">
          {t("gallery.explore")}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      <ul className="mt-12 grid auto-rows-[9rem] grid-cols-2 gap-3 sm:auto-rows-[12rem] sm:gap-4 lg:grid-cols-4">
        {galleryPhotos.map((photo, i) => (
          <li
            key={photo.image}
            className={`overflow-hidden rounded-2xl ${i === 0 ? "col-span-2 row-span-2" : ""} ${i === 5 ? "lg:col-span-2" : ""}`}
          >
            <Picture
              mediaKey={photo.image}
              alt={t(`gallery.photos.${photo.key}`)}
              width={i === 0 ? 960 : 480}
              sizes={
                i === 0
                  ? "(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
                  : "(min-width: 1024px) 25vw, 50vw"
              }
              className="h-full w-full object-cover transition-transform duration-700 hover:scale-105"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

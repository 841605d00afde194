import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { yogaBanner } from "../../content/home";
import { ArrowRightIcon } from "./icons";

/** The yoga and meditation banner, with Learn More to /yoga-meditation. */
export function YogaBanner() {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="yoga-heading"
      className="surface-dark relative isolate overflow-hidden bg-forest-950 text-cream-50"
    >
      <Picture
        mediaKey={yogaBanner.image}
        alt=""
        sizes="100vw"
        width={1600}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-forest-950/95 via-forest-950/70 to-forest-950/10" />
      <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-20 sm:px-6 lg:min-h-[36rem]">
        <div className="max-w-xl">
          <p className="eyebrow text-saffron-300">{t("yoga.eyebrow")}</p>
          <h2 id="yoga-heading" className="mt-3 text-5xl font-semibold leading-[1.02] text-cream-50 sm:text-6xl">
            {t("yoga.title")}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-cream-100 sm:text-lg">{t("yoga.text")}</p>
          <Link to={yogaBanner.learnMore.to} className="btn-light relative mt-8">
            {t("yoga.learnMore")}
            <span className="sr-only">{t("yoga.learnMoreHidden")}</span>
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

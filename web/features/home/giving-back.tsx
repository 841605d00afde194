import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { givingBack } from "../../content/home";
import { LeafIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** The Giving Back call, with Make a Difference Today to /donate-now. */
export function GivingBack() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="giving-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
      <div className="grid items-center gap-10 overflow-hidden rounded-[2rem] surface-dark bg-forest-900 text-cream-50 lg:grid-cols-2 lg:gap-0">
        <div className="relative aspect-[3/2] h-full lg:aspect-auto lg:min-h-[32rem]">
          <Picture
            mediaKey={givingBack.image}
            alt={t("givingBack.imageAlt")}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
        <div className="px-6 pb-10 sm:px-10 lg:py-14">
          <SectionHeading
            id="giving-heading"
            tone="dark"
            eyebrow={t("givingBack.eyebrow")}
            title={t("givingBack.title")}
            intro={t("givingBack.text")}
          />
          <ul className="mt-8 space-y-3">
            {t("givingBack.stats", { returnObjects: true }).map((s) => (
              <li key={s} className="flex items-center gap-3 text-base font-medium text-cream-50">
                <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-forest-700 text-saffron-300">
                  <LeafIcon className="h-4 w-4" />
                </span>
                {s}
              </li>
            ))}
          </ul>
          <Link to={givingBack.cta.to} className="btn-primary mt-9">
            {t("givingBack.cta")}
          </Link>
        </div>
      </div>
    </section>
  );
}

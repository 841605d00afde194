import { sqftToSqm } from "../../../common/catalogue";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { formatIndian } from "../../../common/format";
import { SQFT_TO_SQM_CARD } from "../../../common/registration";
import { Picture } from "../../components/picture";
import { useApplicationTexts } from "./application-texts";

/** The villa beside the form: image, name, villa number, bedrooms, highlights, sqft, living area, kitchen. */
export function PropertyPanel({ property: p }: { property: PropertyRecord }) {
  const { t, language } = useApplicationTexts();
  const facts = [
    { label: t("panel.villaNumber"), value: p.villaNumber ?? t("panel.notAvailable") },
    { label: t("panel.bedrooms"), value: p.bedrooms },
    { label: t("panel.livingArea"), value: p.livingArea },
    { label: t("panel.kitchen"), value: p.kitchen },
    { label: t("panel.size"), value: t("panel.sizeValue", { sqft: formatIndian(p.sqft, language) }) },
  ];
  return (
    <aside aria-labelledby="villa-panel-heading" className="space-y-5">
      <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10">
        <Picture
          mediaKey={p.image}
          alt={t("panel.imageAlt", { name: p.name, type: p.propertyType.name, location: p.location })}
          sizes="(min-width: 1024px) 320px, 100vw"
          width={960}
          priority
          className="aspect-[3/2] w-full object-cover"
        />
        <div className="space-y-3 p-5">
          <p className="eyebrow">{t("panel.eyebrow")}</p>
          <h2 id="villa-panel-heading" className="text-2xl font-semibold leading-tight text-forest-900">
            {p.name}
          </h2>
          <p className="text-sm text-ink/80">{p.highlights}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {facts.map((f) => (
              <div key={f.label}>
                <dt className="text-xs uppercase tracking-wider text-ink/70">{f.label}</dt>
                <dd className="font-medium text-forest-900">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <PropertySummary property={p} />
    </aside>
  );
}

/** The property summary card: size in square feet and square metres (factor 0.09290304), price, place. */
function PropertySummary({ property: p }: { property: PropertyRecord }) {
  const { t, language, rupees } = useApplicationTexts();
  return (
    <section aria-labelledby="villa-summary-heading" className="rounded-3xl bg-forest-900 p-5 text-cream-50">
      <h2 id="villa-summary-heading" className="text-xl font-semibold">
        {t("panel.summary")}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-cream-100/85">{t("panel.type")}</dt>
          <dd className="text-right font-medium">{p.propertyType.name}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-cream-100/85">{t("panel.location")}</dt>
          <dd className="text-right font-medium">{p.location}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-cream-100/85">{t("panel.area")}</dt>
          <dd className="text-right font-medium">
            {t("panel.areaValue", {
              sqft: formatIndian(p.sqft, language),
              sqm: sqftToSqm(p.sqft, SQFT_TO_SQM_CARD),
            })}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-cream-50/20 pt-2">
          <dt className="text-cream-100/85">{t("panel.contribution")}</dt>
          <dd className="text-right text-lg font-semibold text-saffron-300">
            {p.price > 0 ? rupees(p.price) : t("panel.notAvailable")}
          </dd>
        </div>
      </dl>
    </section>
  );
}

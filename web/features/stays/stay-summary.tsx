import type { PropertyRecord } from "../../../common/catalogue-schemas";
import type { PriceBreakup } from "../../../common/stays";
import type { StayRequest } from "../../../common/stay-schemas";
import { Picture } from "../../components/picture";
import { useStayTexts } from "./stay-texts";

/** The stay at a glance: villa, dates and nights, guests. */
export function StaySummary({ property: p, stay }: { property: PropertyRecord; stay: StayRequest }) {
  const { t, stayDates, guests } = useStayTexts();
  return (
    <section
      aria-label={t("summary.label")}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10"
    >
      <Picture
        mediaKey={p.image}
        alt={t("summary.imageAlt", { name: p.name, type: p.propertyType.name, location: p.location })}
        sizes="(min-width: 1024px) 24rem, 100vw"
        width={960}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="p-5">
        <p className="eyebrow">
          {p.propertyType.name} · {p.location}
        </p>
        <h2 className="mt-1 text-2xl font-semibold text-forest-900">{p.name}</h2>
        <dl className="mt-4 grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink/75">{t("summary.dates")}</dt>
            <dd className="text-right font-medium text-forest-900">{stayDates(stay.checkIn, stay.checkOut)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink/75">{t("summary.guests")}</dt>
            <dd className="text-right font-medium text-forest-900">{guests(stay.adults, stay.children)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink/75">{t("summary.times")}</dt>
            <dd className="text-right font-medium text-forest-900">{t("summary.timesValue")}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** The price breakup: room charges, free nights of a Full Membership, the coupon's discount, extra guests, taxes and fees, the total. */
export function PriceTable({ price, headingId, heading }: { price: PriceBreakup; headingId: string; heading: string }) {
  const { t, rupees, priceLines } = useStayTexts();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10">
      <h2 id={headingId} className="text-xl font-semibold text-forest-900">
        {heading}
      </h2>
      <dl className="mt-4 grid gap-2 text-sm">
        {priceLines(price).map(({ key, label, value }, index) => (
          <div key={`${key}-${index}`} className="flex justify-between gap-3" data-testid={`price-${key}`}>
            <dt className="text-ink/80">{label}</dt>
            <dd className="font-medium text-forest-900">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-3 border-t border-forest-900/10 pt-3 text-base">
          <dt className="font-semibold text-forest-900">{t("summary.total")}</dt>
          <dd className="font-semibold text-forest-900" data-testid="stay-total">
            {rupees(price.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

import { Link } from "react-router";
import { formatIndian } from "../../../../common/format";
import { LEASE_YEARS } from "../../../../common/portal";
import { longDay } from "./moa-format";
import { usePortalTexts } from "../shared/portal-texts";
import { MOA_MESSAGES } from "./moa-messages";
import { TabButton } from "../shared/tab-button";
import type { PortalTabProps } from "../tab-props";
import { RentalSection } from "./rental-section";

const card = "rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6";

/**
 * The Lease tab: the lease of the member's villa, LEASE_YEARS (99) years from the day the MOA is signed,
 * with the villa it covers, and the owners' rental programme (rental/rental-section.tsx). Before the MOA is signed it
 * says so and leads to the MOA tab.
 */
export function LeaseTab({ overview, openTab, data, actionData }: PortalTabProps<"lease">) {
  const { t, language } = usePortalTexts(MOA_MESSAGES);
  const { property, lease } = overview;
  const heading = (
    <h2 id="lease-heading" className="font-display text-2xl text-forest-950">
      {t("lease.heading")}
    </h2>
  );

  if (!property) {
    return (
      <section aria-labelledby="lease-heading" className={card}>
        {heading}
        <p className="mt-2 text-sm text-ink/80">{t("messages.noProperty")}</p>
        <Link to="/property-list" className="btn-primary mt-5">
          {t("shared.chooseVilla")}
        </Link>
      </section>
    );
  }

  const villa = (
    <>
      <dt className="font-semibold text-forest-900">{t("lease.villa")}</dt>
      <dd>{property.name}</dd>
      <dt className="font-semibold text-forest-900">{t("lease.villaNumber")}</dt>
      <dd>{property.villaNumber ?? t("lease.notAssigned")}</dd>
      <dt className="font-semibold text-forest-900">{t("lease.location")}</dt>
      <dd>{property.location}</dd>
      {property.block && (
        <>
          <dt className="font-semibold text-forest-900">{t("lease.block")}</dt>
          <dd>{property.block}</dd>
        </>
      )}
      <dt className="font-semibold text-forest-900">{t("lease.area")}</dt>
      <dd>{t("lease.sqft", { sqft: formatIndian(property.sqft, language) })}</dd>
    </>
  );

  if (!lease) {
    return (
      <section aria-labelledby="lease-heading" className={card}>
        {heading}
        <p className="mt-2 font-semibold text-forest-900">{t("lease.startsOnSigning", { years: LEASE_YEARS })}</p>
        <p className="mt-1 text-sm text-ink/80">
          {overview.unlocked.moa ? t("lease.paymentComplete") : t("lease.paymentFirst")}
        </p>
        <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-forest-900">{t("lease.term")}</dt>
          <dd>{t("lease.years", { years: LEASE_YEARS })}</dd>
          {villa}
        </dl>
        <TabButton tab="moa" openTab={openTab} className="btn-primary mt-5">
          {t("lease.openMoa")}
        </TabButton>
      </section>
    );
  }

  return (
    <section aria-labelledby="lease-heading" className={card}>
      {heading}
      <p className="mt-2 text-sm text-ink/80">{t("lease.began", { years: lease.years })}</p>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-forest-900">{t("lease.term")}</dt>
        <dd>{t("lease.years", { years: lease.years })}</dd>
        <dt className="font-semibold text-forest-900">{t("lease.start")}</dt>
        <dd>{longDay(lease.start_date, language)}</dd>
        <dt className="font-semibold text-forest-900">{t("lease.end")}</dt>
        <dd>{longDay(lease.end_date, language)}</dd>
        {villa}
      </dl>
      <TabButton tab="moa" openTab={openTab} className="btn-secondary mt-5">
        {t("lease.viewMoa")}
      </TabButton>
      {data && <RentalSection rental={data.rental} today={data.today} actionData={actionData} />}
    </section>
  );
}

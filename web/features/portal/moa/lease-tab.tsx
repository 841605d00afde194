import { Link } from "react-router";
import { LEASE_YEARS, portalMessages as pm } from "../../../../common/portal";
import { longDay } from "./moa-format";
import { TabButton } from "../shared/tab-button";
import type { PortalTabProps } from "../tab-props";

const card = "rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6";

/**
 * The Lease tab: the lease of the member's villa, LEASE_YEARS (99) years from the day the MOA is signed,
 * with the villa it covers. Before the MOA is signed it says so and leads to the MOA tab.
 */
export function LeaseTab({ overview, openTab }: PortalTabProps) {
  const { property, lease } = overview;

  if (!property) {
    return (
      <section aria-labelledby="lease-heading" className={card}>
        <h2 id="lease-heading" className="font-display text-2xl text-forest-950">
          Your lease
        </h2>
        <p className="mt-2 text-sm text-ink/80">{pm.noProperty}</p>
        <Link to="/property-list" className="btn-primary mt-5">
          Choose a villa
        </Link>
      </section>
    );
  }

  const villa = (
    <>
      <dt className="font-semibold text-forest-900">Villa</dt>
      <dd>{property.name}</dd>
      <dt className="font-semibold text-forest-900">Villa number</dt>
      <dd>{property.villaNumber ?? "Not assigned yet"}</dd>
      <dt className="font-semibold text-forest-900">Location</dt>
      <dd>{property.location}</dd>
      {property.block && (
        <>
          <dt className="font-semibold text-forest-900">Block</dt>
          <dd>{property.block}</dd>
        </>
      )}
      <dt className="font-semibold text-forest-900">Area</dt>
      <dd>{property.sqft} sq ft</dd>
    </>
  );

  if (!lease) {
    return (
      <section aria-labelledby="lease-heading" className={card}>
        <h2 id="lease-heading" className="font-display text-2xl text-forest-950">
          Your lease
        </h2>
        <p className="mt-2 font-semibold text-forest-900">
          Your {LEASE_YEARS}-year lease starts on the day you sign your memorandum of agreement (MOA).
        </p>
        <p className="mt-1 text-sm text-ink/80">
          {overview.unlocked.moa
            ? "Your payment is complete: sign the MOA to start your lease."
            : "The MOA can be signed once your payment is complete."}
        </p>
        <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-forest-900">Lease term</dt>
          <dd>{LEASE_YEARS} years</dd>
          {villa}
        </dl>
        <TabButton tab="moa" openTab={openTab} className="btn-primary mt-5">
          Open the MOA
        </TabButton>
      </section>
    );
  }

  return (
    <section aria-labelledby="lease-heading" className={card}>
      <h2 id="lease-heading" className="font-display text-2xl text-forest-950">
        Your lease
      </h2>
      <p className="mt-2 text-sm text-ink/80">
        The lease of your villa began when you signed your memorandum of agreement and runs for {lease.years} years.
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-forest-900">Lease term</dt>
        <dd>{lease.years} years</dd>
        <dt className="font-semibold text-forest-900">Start date</dt>
        <dd>{longDay(lease.start_date)}</dd>
        <dt className="font-semibold text-forest-900">End date</dt>
        <dd>{longDay(lease.end_date)}</dd>
        {villa}
      </dl>
      <TabButton tab="moa" openTab={openTab} className="btn-secondary mt-5">
        View your MOA
      </TabButton>
    </section>
  );
}

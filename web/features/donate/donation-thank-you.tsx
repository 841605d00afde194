import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../common/currency";
import type { DonationPledge } from "../../../common/donations";
import { site } from "../../content/site";
import { useDonateTexts } from "./donate-texts";

/** The thank-you of /donate-now once a pledge is recorded: its reference, what was pledged, and another pledge. */
export function DonationThankYou({ pledge, onAnother }: { pledge: DonationPledge; onAnother: () => void }) {
  const { t } = useDonateTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const often = t(`form.often.${pledge.kind === "recurring" && pledge.frequency ? pledge.frequency : "once"}`);
  return (
    <div role="status" className="text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700"
      >
        <svg
          viewBox="0 0 32 32"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d="M16 6c2.6 3.2 3.4 7.2 0 13.5C12.6 13.2 13.4 9.2 16 6z" fill="#f2b441" fillOpacity="0.35" />
          <path d="M5.5 13.5c4.6.2 8 2.8 10.5 8-5.5.2-9.5-2.5-10.5-8zM26.5 13.5c-4.6.2-8 2.8-10.5 8 5.5.2 9.5-2.5 10.5-8z" />
          <path d="M7 25.5h18" strokeLinecap="round" />
        </svg>
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-4xl font-semibold text-forest-900 outline-none">
        {t("form.thankYouHeading", { name: pledge.name.split(" ")[0] })}
      </h3>
      <p className="mt-2 text-ink/85">{t("messages.pledgeRecorded")}</p>
      <div className="mx-auto mt-6 max-w-sm rounded-2xl border border-dashed border-saffron-700/50 bg-cream-100 px-6 py-5">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-ink/80">{t("form.referenceLabel")}</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-forest-900" data-testid="pledge-reference">
          {pledge.reference}
        </p>
      </div>
      <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-3 text-left text-sm">
        <div className="rounded-xl bg-white p-3 ring-1 ring-forest-900/10">
          <dt className="text-ink/80">{t("form.amount")}</dt>
          <dd className="font-semibold text-forest-900">
            {t("form.pledged", { amount: formatMoney(pledge.amount, pledge.currency), often })}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-3 ring-1 ring-forest-900/10">
          <dt className="text-ink/80">{t("form.causes")}</dt>
          <dd className="font-semibold text-forest-900">
            {pledge.causes.map((cause) => t(`causes.${cause}.name`)).join(", ")}
          </dd>
        </div>
      </dl>
      <p className="mx-auto mt-6 max-w-md text-sm text-ink/85">
        {t("form.thankYouNext")}{" "}
        <a
          href={`mailto:${site.email}`}
          className="font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4"
        >
          {site.email}
        </a>
        .
      </p>
      <Link to="/donate-now#donate-form" preventScrollReset onClick={onAnother} className="btn-secondary mt-6">
        {t("form.another")}
      </Link>
    </div>
  );
}

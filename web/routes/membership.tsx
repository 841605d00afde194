import { useState } from "react";
import { Link } from "react-router";
import { BASE_CURRENCY, formatRupeesIn, type CurrencyCode } from "../../common/currency";
import { Accordion } from "../components/accordion";
import { Picture } from "../components/picture";
import { SampleAgreementLink } from "../components/agreement-links";
import { EXTRA_GUEST_CHARGE, MEMBERSHIP_FAQ, MEMBERSHIP_RULES, membershipPage as page } from "../content/membership";
import { seo, site, type PageMetaArgs } from "../content/site";
import { CurrencyChooser } from "../features/membership/currency-chooser";
import { PlanCard } from "../features/membership/plan-card";
import { RuleIcon } from "../features/membership/rule-icon";
import { useMembershipTexts } from "../features/membership/membership-texts";
import type { Route } from "./+types/membership";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

/** The page's words, in the page's language (the same for every visitor: it stays in the page cache). */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: messagesFor(context, ["membership"]) });

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "membership");
  return seo({ title: t("meta.title"), description: t("meta.description") }, args);
};

export default function Membership() {
  const { t, ratesNote } = useMembershipTexts();
  const [currency, setCurrency] = useState<CurrencyCode>(BASE_CURRENCY);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-55">
          <Picture
            mediaKey={page.hero.image}
            alt=""
            sizes="100vw"
            width={1600}
            priority
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950 via-forest-950/85 to-forest-950/30" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-32">
          <p className="eyebrow text-saffron-300">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl text-5xl font-semibold leading-[1.05] sm:text-7xl">{t("hero.heading")}</h1>
          <p className="mt-6 max-w-xl text-lg text-cream-100/90">{t("hero.intro")}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <a href={page.hero.primary} className="btn-primary px-6 py-3">
              {t("hero.primary")}
            </a>
            <Link to={page.hero.secondary} className="btn-light px-6 py-3">
              {t("hero.secondary")}
            </Link>
          </div>
        </div>
      </section>

      <section id="full-membership" aria-labelledby="plans-heading" className="scroll-mt-20 bg-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <p className="eyebrow">{t("plans.eyebrow")}</p>
              <h2 id="plans-heading" className="mt-2 max-w-2xl text-4xl font-semibold text-forest-900 sm:text-5xl">
                {t("plans.heading")}
              </h2>
            </div>
            <CurrencyChooser value={currency} onChange={setCurrency} label={t("plans.chooserLabel")} />
          </div>

          <div className="mt-10 grid gap-8 lg:grid-cols-[1.25fr_1fr]">
            <PlanCard
              currency={currency}
              select={{ label: t("plans.select"), to: page.plans.select }}
              note={t("plans.selectNote")}
              ratesNote={ratesNote}
            />
            <div className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10">
              <Picture
                mediaKey={page.plans.sideImage}
                alt={t("plans.sideImageAlt")}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 className="text-2xl font-semibold text-forest-900">{t("plans.stayHeading")}</h3>
                <dl className="mt-5 grid grid-cols-2 gap-4">
                  <div className="rounded-2xl bg-cream-100 p-4">
                    <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-ink/80">
                      {t("plans.checkIn")}
                    </dt>
                    <dd className="mt-1 font-display text-3xl font-bold text-forest-900 lining-nums">
                      {t("plans.checkInTime")}
                    </dd>
                  </div>
                  <div className="rounded-2xl bg-cream-100 p-4">
                    <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-ink/80">
                      {t("plans.checkOut")}
                    </dt>
                    <dd className="mt-1 font-display text-3xl font-bold text-forest-900 lining-nums">
                      {t("plans.checkOutTime")}
                    </dd>
                  </div>
                  <div className="col-span-2 rounded-2xl bg-cream-100 p-4">
                    <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-ink/80">
                      {t("plans.extraGuest")}
                    </dt>
                    <dd className="mt-1 text-forest-900">
                      <span className="font-display text-3xl font-bold lining-nums" data-testid="extra-guest-price">
                        {formatRupeesIn(EXTRA_GUEST_CHARGE, currency)}
                      </span>{" "}
                      <span className="text-sm text-ink/80">{t("plans.perPersonPerNight")}</span>
                    </dd>
                  </div>
                </dl>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="free-heading" className="px-4 sm:px-6">
        <div className="relative mx-auto flex max-w-7xl flex-col gap-6 overflow-hidden rounded-3xl bg-cream-200 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-10 -top-16 h-56 w-56 rounded-full border-[28px] border-saffron-300/25"
          />
          <div className="relative max-w-2xl">
            <p className="eyebrow text-forest-700">{t("free.eyebrow")}</p>
            <h2 id="free-heading" className="mt-2 text-3xl font-semibold text-forest-900 sm:text-4xl">
              {t("free.heading")}
            </h2>
            <p className="mt-3 text-ink/85">{t("free.body")}</p>
          </div>
          <Link
            to={page.free.cta}
            className="btn-secondary relative shrink-0 self-start border-forest-900 bg-cream-50 px-7 py-3 text-base lg:self-center"
          >
            {t("free.cta")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="rules-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="eyebrow">{t("rules.eyebrow")}</p>
        <h2 id="rules-heading" className="mt-2 text-4xl font-semibold text-forest-900">
          {t("rules.heading")}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-6">
          {MEMBERSHIP_RULES.map((rule, i) => (
            <li
              key={rule.id}
              className={`flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:block sm:p-6 ${i < 3 ? "lg:col-span-2" : "lg:col-span-3"}`}
            >
              <RuleIcon id={rule.id} />
              <div>
                <h3 className="text-xl font-semibold text-forest-900 sm:mt-4">{t(`rules.items.${rule.id}.title`)}</h3>
                {"amount" in rule ? (
                  <p className="mt-1 text-forest-900">
                    <span className="font-display text-2xl font-bold lining-nums">
                      {formatRupeesIn(rule.amount, currency)}
                    </span>{" "}
                    <span className="text-sm text-ink/80">{t("plans.perPersonPerNight")}</span>
                  </p>
                ) : null}
                <p className="mt-2 text-sm leading-relaxed text-ink/85">
                  {t(`rules.items.${rule.id}.text`, {
                    checkIn: t("plans.checkInTime"),
                    checkOut: t("plans.checkOutTime"),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="border-t border-forest-900/10 bg-cream-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <p className="eyebrow">{t("faq.eyebrow")}</p>
            <h2 id="faq-heading" className="mt-2 text-4xl font-semibold text-forest-900">
              {t("faq.heading")}
            </h2>
            <p className="mt-4 text-ink/85">{t("faq.contact")}</p>
            <a
              href={`mailto:${site.email}`}
              className="mt-4 inline-block font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4"
            >
              {site.email}
            </a>
            <p className="mt-4 text-ink/85">
              {t("faq.agreement")}{" "}
              <SampleAgreementLink
                className="font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4"
                texts={{ label: t("faq.sampleAgreement"), newTab: t("faq.newTab") }}
              />
            </p>
          </div>
          <Accordion
            items={MEMBERSHIP_FAQ.map((id) => ({
              id,
              title: t(`faq.items.${id}.question`),
              content: <p>{t(`faq.items.${id}.answer`, { ratesNote })}</p>,
            }))}
            defaultOpen={MEMBERSHIP_FAQ[0]}
          />
        </div>
      </section>
    </>
  );
}

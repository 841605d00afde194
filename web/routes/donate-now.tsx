import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DONATION_CAUSES, DONATION_STATS, type DonationCause } from "../../common/donations";
import { Picture } from "../components/picture";
import {
  CAUSE_IMAGES,
  FEATURED_PROJECTS,
  PROJECT_SLIDER_INTERVAL_MS,
  PROJECT_SLIDER_STEP_PX,
  donatePage as page,
} from "../content/donate-now";
import { seo, type PageMetaArgs } from "../content/site";
import { DonationPanel } from "../features/donate/donation-form";
import { donateAction, donationRates } from "../features/donate/donate.server";
import { CauseIcon } from "../features/donate/cause-icon";
import { DONATION_STAT_IDS } from "../features/donate/donate-texts";
import { ProjectSlider } from "../features/donate/project-slider";
import type { Route } from "./+types/donate-now";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

/** ?cause=<name> (from a project's "Support this project" link) ticks that cause. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cause = pageUrl(request).searchParams.get("cause");
  return {
    cause: (DONATION_CAUSES as readonly string[]).includes(cause ?? "") ? (cause as DonationCause) : null,
    // the rupee rates and FCRA registration: a foreign gift's conversion shows before it is sent
    rates: await donationRates(app(context).services),
    // the transfer's panel and its fields say the `transfer` words of the application's catalogue
    messages: messagesFor(context, ["donate", "application"], { application: ["transfer"] }),
  };
}

/** The form's POST (works without JavaScript), the pledge or a transfer's details: features/donate/donate.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  return donateAction(request, app(context), await request.formData());
}

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "donate");
  return seo({ title: t("meta.title"), description: t("meta.description") }, args);
};

export default function DonateNow({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("donate");
  const assurances = t("form.assurances", { returnObjects: true });
  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-60">
          <Picture
            mediaKey={page.heroImage}
            alt=""
            sizes="100vw"
            width={1600}
            priority
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-950/70 via-forest-950/80 to-forest-950" />
        <div className="mx-auto max-w-7xl px-4 pb-14 pt-20 sm:px-6 sm:pb-20 sm:pt-32">
          <p className="eyebrow text-saffron-300">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl text-5xl font-semibold leading-[1.05] sm:text-7xl">{t("hero.heading")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-cream-100/90">{t("hero.intro")}</p>
          <a href={page.formAnchor} className="btn-primary mt-9 px-7 py-3 text-base">
            {t("hero.cta")}
          </a>
          <h2 className="sr-only">{t("hero.statsLabel")}</h2>
          <dl className="mt-14 grid gap-3 sm:grid-cols-3 sm:gap-5">
            {DONATION_STATS.map((_, i) => (
              <div
                key={DONATION_STAT_IDS[i]}
                className="flex flex-col rounded-2xl bg-cream-50/10 px-5 py-4 sm:px-6 sm:py-5 ring-1 ring-cream-50/20 backdrop-blur-sm"
              >
                <dt className="order-2 mt-1 text-sm font-medium uppercase tracking-[0.15em] text-cream-100">
                  {t(`hero.stats.${DONATION_STAT_IDS[i]}.label`)}
                </dt>
                <dd className="order-1 font-display text-4xl font-bold text-saffron-300 lining-nums sm:text-5xl">
                  {t(`hero.stats.${DONATION_STAT_IDS[i]}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="donate-form" aria-labelledby="donate-form-heading" className="scroll-mt-20 bg-cream-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
          <div>
            <p className="eyebrow">{t("form.eyebrow")}</p>
            <h2 id="donate-form-heading" className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">
              {t("form.heading")}
            </h2>
            <p className="mt-4 text-ink/85">{t("form.intro")}</p>
            <h3 className="sr-only">{t("form.assurancesLabel")}</h3>
            <ul className="mt-8 space-y-5">
              {assurances.map((item, i) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-forest-100 font-display text-xl font-bold text-forest-700 lining-nums"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-forest-900">{item.title}</p>
                    <p className="text-sm text-ink/85">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <figure className="mt-10 hidden overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10 lg:block">
              <Picture
                mediaKey={page.asideImage}
                alt={t("form.asideImageAlt")}
                sizes="480px"
                width={960}
                className="aspect-[3/2] w-full object-cover"
              />
              <figcaption className="px-5 py-4 text-sm font-medium text-forest-900">
                {t("form.asideCaption")}
              </figcaption>
            </figure>
          </div>
          <div className="self-start rounded-3xl bg-white p-5 shadow-xl shadow-forest-900/5 ring-1 ring-forest-900/10 sm:p-10">
            <DonationPanel actionData={actionData} initialCause={loaderData.cause} rates={loaderData.rates} />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="projects-heading"
        className="overflow-hidden border-y border-forest-900/10 bg-cream-100 py-16 sm:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <p className="eyebrow">{t("projects.eyebrow")}</p>
          <h2 id="projects-heading" className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">
            {t("projects.heading")}
          </h2>
          <div className="mt-6">
            <ProjectSlider
              projects={FEATURED_PROJECTS}
              stepPx={PROJECT_SLIDER_STEP_PX}
              intervalMs={PROJECT_SLIDER_INTERVAL_MS}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="work-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-3xl">
          <p className="eyebrow">{t("work.eyebrow")}</p>
          <h2 id="work-heading" className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">
            {t("work.heading")}
          </h2>
          <p className="mt-4 text-ink/85">{t("work.intro")}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {DONATION_CAUSES.map((cause) => (
            <li key={cause} className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10">
              <div className="relative">
                <Picture
                  mediaKey={CAUSE_IMAGES[cause]}
                  alt={t(`causes.${cause}.alt`)}
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                  width={480}
                  className="aspect-[3/2] w-full object-cover"
                />
                <span className="absolute -bottom-6 left-5 rounded-full ring-4 ring-white">
                  <CauseIcon cause={cause} />
                </span>
              </div>
              <div className="p-5 pt-9">
                <h3 className="text-2xl font-semibold text-forest-900">{t(`causes.${cause}.name`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink/85">{t(`causes.${cause}.long`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="closing-heading" className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-forest-900 px-6 py-14 text-center text-cream-50 sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -left-16 -top-16 h-64 w-64 rounded-full bg-saffron-500/15 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-20 -right-10 h-72 w-72 rounded-full bg-forest-500/25 blur-3xl"
          />
          <h2 id="closing-heading" className="relative mx-auto max-w-2xl text-4xl font-semibold sm:text-5xl">
            {t("closing.heading")}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-cream-100/90">{t("closing.body")}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <Link to={page.signUp} className="btn-light px-7 py-3 text-base">
              {t("closing.primary")}
            </Link>
            <a href={page.formAnchor} className="btn-primary px-7 py-3 text-base">
              {t("closing.secondary")}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

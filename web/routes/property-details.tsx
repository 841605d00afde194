import { Link } from "react-router";
import { sqftToSqm } from "../../common/catalogue";
import { villaInLanguage } from "../../common/catalogue-language";
import { clubToday } from "../../common/club-time";
import { formatDate, formatIndian, formatRupees } from "../../common/format";
import { stayParams } from "../../common/stays";
import { pageTitle, seo } from "../content/site";
import { AmenitiesAccordion } from "../features/catalogue/amenities-accordion";
import { FactCards } from "../features/catalogue/fact-cards";
import { GalleryCarousel } from "../features/catalogue/gallery-carousel";
import { VillaHero } from "../features/catalogue/villa-hero";
import { VillaReviews } from "../features/catalogue/villa-reviews";
import { contributeHref } from "../features/catalogue/contribute-link";
import { AvailabilityCalendar } from "../features/stays/availability-calendar";
import { calendarWindow, roomCharges } from "../features/stays/calendar-model";
import { choiceEstimate, useStayChoice } from "../features/stays/stay-form";
import { useStayTexts } from "../features/stays/stay-texts";
import { useVillaNights } from "../features/stays/use-villa-nights";
import { pageUrl } from "../lib/page-url.server.ts";
import { SampleAgreementLink } from "../components/agreement-links";
import { ASK_ABOUT_VILLA_WORDS, AskAboutVilla } from "../features/contact/ask-about-villa";
import { hasTokenCookie, orRouteError, signedInMember } from "../lib/route-errors.server";
import type { AppContext } from "../lib/app-context.server.ts";
import type { Route } from "./+types/property-details";
import { app } from "../lib/app-context.server.ts";
import { catalogueWords, useCatalogueWords } from "../lib/catalogue-words";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, language } = app(context);
  const property = await orRouteError(services.catalogue.getProperty(params.id));
  const signedIn = hasTokenCookie(request);
  // a taken villa offers no contribution, except to the member whose plan it is in (to continue it)
  const open = !property.taken || (signedIn && (await isOwnVilla(request, services, property._id)));
  // the availability calendar's two months (`?month=YYYY-MM`, else this month), read here so the first HTML shows them
  const today = clubToday();
  const months = calendarWindow(pageUrl(request).searchParams.get("month"), undefined, today);
  const [reviews, { nights }] = await Promise.all([
    services.reviews.ofVilla(property._id),
    orRouteError(services.bookings.availability(property._id, months.from, months.to)),
  ]);
  return {
    // the villa in the page's language: the Hindi the office gave, else the English (decision 046)
    property: villaInLanguage(property, language),
    // its guests' published reviews (decision 053)
    reviews,
    today,
    calendar: { window: months, nights },
    contributeTo: open ? contributeHref(property._id, signedIn) : null,
    messages: messagesFor(context, ["catalogue", "stays", "contact"], { contact: [...ASK_ABOUT_VILLA_WORDS] }),
  };
}

/** A taken villa that is not taken by another member is the signed-in member's own (the registration's rule). */
async function isOwnVilla(request: Request, services: AppContext["services"], propertyId: string): Promise<boolean> {
  const member = await signedInMember(request, services);
  return !!member && !(await services.registration.villaTakenByAnother(member.id, propertyId));
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "catalogue");
  if (!data) return [{ title: pageTitle(t("meta.villaNotFound")) }];
  const p = data.property;
  const words = catalogueWords(t, data.messages.language);
  return seo(
    {
      title: t("meta.villaTitle", { name: p.name, type: p.propertyType.name, location: words.location(p.location) }),
      description: t("meta.villaDescription", {
        highlights: p.highlights,
        bedrooms: p.bedrooms,
        sqft: formatIndian(p.sqft, words.language),
        view: words.view(p.view),
      }),
      image: p.image,
    },
    args,
  );
}

export default function PropertyDetails({ loaderData }: Route.ComponentProps) {
  const { property: p, contributeTo, reviews, today, calendar } = loaderData;
  const words = useCatalogueWords();
  const { t, language } = words;
  const stayWords = useStayTexts();
  const choice = useStayChoice({}, p);
  const nightOf = useVillaNights(p._id, calendar.nights, choice.dates, today);
  const { checkIn, checkOut } = choice.dates;
  const estimate = choiceEstimate(choice, choice.nights ? roomCharges(checkIn, checkOut, nightOf) : null);
  const summary =
    choice.nights > 0
      ? stayWords.t(estimate === null ? "calendar.chosenNights" : "calendar.chosen", {
          from: formatDate(checkIn, language),
          to: formatDate(checkOut, language),
          nights: stayWords.t("units.nights", { count: choice.nights }),
          amount: estimate === null ? "" : stayWords.rupees(estimate),
        })
      : null;
  const details = [
    {
      label: t("facts.rooms"),
      value: t("villa.roomsValue", { count: p.bedrooms, living: p.livingArea, kitchen: p.kitchen }),
    },
    { label: t("facts.occupancy"), value: words.occupancy(p) },
    {
      label: t("facts.size"),
      value: t("villa.sizeValue", { sqft: formatIndian(p.sqft, language), sqm: sqftToSqm(p.sqft) }),
    },
    { label: t("facts.views"), value: words.view(p.view) },
  ];
  const facts = [
    words.location(p.location),
    p.blockId ? t("villa.blockName", { name: p.blockId.block_name }) : t("villa.noBlock"),
    t("villaNumber", { number: p.villaNumber ?? t("notAvailable") }),
    words.status(p.constructionStatus),
    words.rating(p),
  ];
  return (
    <>
      <VillaHero
        property={p}
        breadcrumb={
          <>
            <Link to="/property-list" className="underline-offset-4 hover:underline">
              {t("allHomes")}
            </Link>{" "}
            /{" "}
            <Link to={`/property-number/${p.propertyType.slug}`} className="underline-offset-4 hover:underline">
              {p.propertyType.name}
            </Link>{" "}
            / <span aria-current="page">{p.name}</span>
          </>
        }
      >
        <p className="mt-3 text-sm text-cream-100/85">{facts.join(" · ")}</p>
        <p className="mt-5 text-2xl font-semibold text-saffron-300">{formatRupees(p.price, language)}</p>
        <AskAboutVilla villaId={p._id} />
      </VillaHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <GalleryCarousel images={p.gallery} name={p.name} />

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-3xl font-semibold tracking-widest text-forest-900">
              {t("villa.details")}
            </h2>
            <FactCards facts={details} />
          </section>
          <section aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className="text-3xl font-semibold tracking-widest text-forest-900">
              {t("villa.amenities")}
            </h2>
            <div className="mt-5">
              <AmenitiesAccordion amenities={p.amenities} />
            </div>
          </section>
        </div>
      </div>

      <section aria-labelledby="availability-heading" className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
        <h2 id="availability-heading" className="text-3xl font-semibold tracking-widest text-forest-900">
          {stayWords.t("calendar.heading")}
        </h2>
        <div className="mt-3">
          <AvailabilityCalendar
            window={calendar.window}
            nights={calendar.nights}
            today={today}
            dates={choice.dates}
            onPick={choice.setDates}
            nightOf={nightOf}
            summary={summary}
          />
        </div>
        {/* the stay page takes the dates on (its booking form: the guests, then the review) */}
        <Link
          to={`/property-detail/${p._id}${choice.nights > 0 ? `?${stayParams({ checkIn, checkOut })}` : ""}`}
          className="btn-primary mt-3"
        >
          {stayWords.t(choice.nights > 0 ? "calendar.bookThese" : "calendar.bookStay")}
        </Link>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
        <VillaReviews
          villa={p}
          reviews={reviews}
          headingClassName="text-3xl font-semibold tracking-widest text-forest-900"
        />
      </div>

      <section aria-labelledby="contribute-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-forest-900 p-8 text-cream-50 sm:flex-row sm:items-center sm:justify-between sm:p-12">
          {contributeTo ? (
            <>
              <div>
                <h2 id="contribute-heading" className="text-3xl font-semibold sm:text-4xl">
                  {t("villa.contributeHeading", { name: p.name, home: words.homeAt(p.location) })}
                </h2>
                <p className="mt-2 max-w-xl text-cream-100/90">{t("villa.contributeText")}</p>
              </div>
              <Link to={contributeTo} className="btn bg-saffron-500 text-forest-950 hover:bg-saffron-300">
                {t("villa.contributeNow")}
              </Link>
            </>
          ) : (
            <>
              <div>
                <h2 id="contribute-heading" className="text-3xl font-semibold sm:text-4xl">
                  {t("villa.takenHeading", { name: p.name })}
                </h2>
                <p className="mt-2 max-w-xl text-cream-100/90" data-testid="villa-taken">
                  {t("villa.taken")}
                </p>
              </div>
              <Link
                to={`/property-number/${p.propertyType.slug}`}
                className="btn bg-saffron-500 text-forest-950 hover:bg-saffron-300"
              >
                {t("villa.seeOther", { type: p.propertyType.name })}
              </Link>
            </>
          )}
        </div>
        <p className="mt-4 text-sm text-ink/85">
          {t("villa.agreementNote")}{" "}
          <SampleAgreementLink
            className="font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4"
            texts={{ label: t("villa.sampleAgreement"), newTab: t("villa.newTab") }}
          />
        </p>
      </section>
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

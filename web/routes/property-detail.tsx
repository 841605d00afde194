import { Link } from "react-router";
import { sqftToSqm } from "../../common/catalogue";
import { villaInLanguage } from "../../common/catalogue-language";
import { formatDate, formatIndian } from "../../common/format";
import { clubLocation } from "../../common/locations";
import { stayRequest } from "../../common/stay-schemas";
import { clubToday } from "../../common/club-time";
import { Accordion } from "../components/accordion";
import { Picture } from "../components/picture";
import { pageTitle, seo } from "../content/site";
import { ESTATE_LOCATIONS } from "../content/stays";
import { AmenitiesAccordion } from "../features/catalogue/amenities-accordion";
import { FactCards } from "../features/catalogue/fact-cards";
import { GalleryCarousel } from "../features/catalogue/gallery-carousel";
import { VillaHero } from "../features/catalogue/villa-hero";
import { VillaReviews } from "../features/catalogue/villa-reviews";
import { ASK_ABOUT_VILLA_WORDS, AskAboutVilla } from "../features/contact/ask-about-villa";
import { ActivitiesSelector } from "../features/stays/activities";
import { AvailabilityCalendar } from "../features/stays/availability-calendar";
import { calendarWindow, roomCharges } from "../features/stays/calendar-model";
import { choiceEstimate, StayForm, STAY_FORM_ID, useStayChoice } from "../features/stays/stay-form";
import { useStayTexts } from "../features/stays/stay-texts";
import { useVillaNights } from "../features/stays/use-villa-nights";
import { orRouteError } from "../lib/route-errors.server";
import type { Route } from "./+types/property-detail";
import { app } from "../lib/app-context.server.ts";
import { catalogueWords, useCatalogueWords } from "../lib/catalogue-words";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

/**
 * /property-detail/{id}: a villa as a place to stay: gallery, amenities,
 * layout, its estate's activities, location, its guests' published reviews, FAQ, and the booking box that leads to
 * /booking-review. Dates and guests chosen in the villa search come along in the address. The availability calendar's
 * two months (`?month=YYYY-MM`, else the check-in's, else this month) are read here, so the first HTML shows the taken
 * nights.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, language } = app(context);
  const property = await orRouteError(services.catalogue.getProperty(params.id));
  const query = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = stayRequest.partial().safeParse(query);
  const initial = parsed.success
    ? {
        checkIn: parsed.data.checkIn,
        checkOut: parsed.data.checkOut,
        adults: parsed.data.adults,
        children: parsed.data.children,
      }
    : {};
  const today = clubToday();
  const months = calendarWindow(query.month, initial.checkIn, today);
  const [{ nights }, reviews, activities] = await Promise.all([
    orRouteError(services.bookings.availability(property._id, months.from, months.to)),
    services.reviews.ofVilla(property._id),
    services.catalogue.activities(property.location),
  ]);
  return {
    // the villa in the page's language: the Hindi the office gave, else the English (decision 046)
    property: villaInLanguage(property, language),
    // its guests' published reviews and its estate's own activities (decision 053)
    reviews,
    activities,
    initial,
    today,
    calendar: { window: months, nights },
    messages: messagesFor(context, ["catalogue", "stays", "contact"], { contact: [...ASK_ABOUT_VILLA_WORDS] }),
  };
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "catalogue");
  if (!data) return [{ title: pageTitle(t("meta.villaNotFound")) }];
  const p = data.property;
  const words = catalogueWords(t, data.messages.language);
  const adults = t("party.adults", { count: p.maxAdults });
  const party =
    p.maxChildren > 0 ? t("party.both", { adults, children: t("party.children", { count: p.maxChildren }) }) : adults;
  return seo(
    {
      title: t("meta.stayTitle", { name: p.name, location: words.location(p.location) }),
      description: t("meta.stayDescription", { highlights: p.highlights, party }),
      image: p.image,
    },
    args,
  );
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property: p, initial, today, calendar, reviews, activities } = loaderData;
  const words = useCatalogueWords();
  const { t, language } = words;
  const stayWords = useStayTexts();
  const choice = useStayChoice(initial, p);
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
  // the estate of the villa's location (Solan's for a location the club's list does not have)
  const estate = clubLocation(p.location) ?? clubLocation("Solan")!;
  const place = ESTATE_LOCATIONS[estate.name];
  const layout = [
    { label: t("facts.bedrooms"), value: p.bedrooms },
    { label: t("facts.livingArea"), value: p.livingArea },
    { label: t("facts.kitchen"), value: p.kitchen },
    {
      label: t("facts.size"),
      value: t("villa.sizeValue", { sqft: formatIndian(p.sqft, language), sqm: sqftToSqm(p.sqft) }),
    },
    { label: t("facts.sleeps"), value: words.occupancy(p) },
    { label: t("facts.view"), value: words.view(p.view) },
  ];
  const questions = t("stay.questions", { returnObjects: true });
  return (
    <>
      <VillaHero
        property={p}
        breadcrumb={
          <>
            <Link to="/properties" className="underline-offset-4 hover:underline">
              {t("stay.stays")}
            </Link>{" "}
            / <span aria-current="page">{p.name}</span>
          </>
        }
      >
        <p className="mt-3 text-sm text-cream-100/85">
          {[p.propertyType.name, words.location(p.location), words.rating(p)].join(" · ")}
        </p>
        <AskAboutVilla villaId={p._id} />
      </VillaHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-12">
          <GalleryCarousel images={p.gallery} name={p.name} />

          <section aria-labelledby="availability-heading">
            <h2 id="availability-heading" className="text-3xl font-semibold text-forest-900">
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
            {choice.nights > 0 ? (
              <button type="submit" form={STAY_FORM_ID} className="btn-primary mt-3">
                {stayWords.t("calendar.review")}
              </button>
            ) : null}
          </section>

          <section aria-labelledby="layout-heading">
            <h2 id="layout-heading" className="text-3xl font-semibold text-forest-900">
              {t("stay.layout")}
            </h2>
            <FactCards facts={layout} className="grid-cols-2 sm:grid-cols-3" />
          </section>

          <section aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className="text-3xl font-semibold text-forest-900">
              {t("stay.amenities")}
            </h2>
            <div className="mt-5">
              <AmenitiesAccordion amenities={p.amenities} />
            </div>
          </section>

          <section aria-labelledby="activities-heading">
            <h2 id="activities-heading" className="text-3xl font-semibold text-forest-900">
              {t("stay.activities")}
            </h2>
            <div className="mt-5">
              <ActivitiesSelector activities={activities} />
            </div>
          </section>

          <section aria-labelledby="location-heading" className="grid gap-5 sm:grid-cols-2 sm:items-center">
            <Picture
              mediaKey={place.image}
              alt={t(`stay.estates.${estate.value}.alt`)}
              sizes="(min-width: 640px) 40vw, 100vw"
              width={960}
              className="aspect-[3/2] w-full rounded-3xl object-cover"
            />
            <div>
              <h2 id="location-heading" className="text-3xl font-semibold text-forest-900">
                {t("stay.location")}
              </h2>
              <p className="mt-3 font-medium text-forest-900">{t(`stay.estates.${estate.value}.address`)}</p>
              <p className="mt-2 text-ink/85">{t(`stay.estates.${estate.value}.reach`)}</p>
            </div>
          </section>

          <VillaReviews villa={p} reviews={reviews} />

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-3xl font-semibold text-forest-900">
              {t("stay.faq")}
            </h2>
            <Accordion
              className="mt-5"
              items={questions.map((f, i) => ({ id: `faq-${i}`, title: f.q, content: <p>{f.a}</p> }))}
            />
          </section>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <StayForm
            propertyId={p._id}
            pricePerNight={p.pricePerNight}
            maxAdults={p.maxAdults}
            maxChildren={p.maxChildren}
            today={today}
            choice={choice}
            estimate={estimate}
          />
        </aside>
      </div>
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

import { Link } from "react-router";
import { sqftToSqm } from "../../common/catalogue";
import { formatIndian } from "../../common/money";
import { stayRequest } from "../../common/stay-schemas";
import { clubToday } from "../../common/club-time";
import { occupancyLabel, plural } from "../../common/stays";
import { Accordion } from "../components/accordion";
import { Picture } from "../components/picture";
import { pageTitle, seo } from "../content/site";
import { ESTATE_LOCATIONS, STAY_FAQ, STAY_REVIEWS, stayPage } from "../content/stays";
import { AmenitiesAccordion } from "../features/catalogue/amenities-accordion";
import { FactCards } from "../features/catalogue/fact-cards";
import { GalleryCarousel } from "../features/catalogue/gallery-carousel";
import { VillaHero } from "../features/catalogue/villa-hero";
import { AskAboutVilla } from "../features/contact/ask-about-villa";
import { ActivitiesSelector } from "../features/stays/activities";
import { StayForm } from "../features/stays/stay-form";
import { orRouteError } from "../lib/route-errors.server";
import type { Route } from "./+types/property-detail";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

/**
 * /property-detail/{id}: a villa as a place to stay: gallery, amenities,
 * layout, activities, location, reviews, FAQ, and the booking box that leads to /booking-review. Dates and guests
 * chosen in the villa search come along in the address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const property = await orRouteError(app(context).services.catalogue.getProperty(params.id));
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
  return { property, initial, today: clubToday() };
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle("Villa not found") }];
  const p = data.property;
  return seo(
    {
      title: `Stay at ${p.name}, ${p.location}`,
      description: `${p.highlights}. Book a stay of up to ${plural(p.maxAdults, "adult", "adults")}${p.maxChildren > 0 ? ` and ${plural(p.maxChildren, "child", "children")}` : ""}.`,
      image: p.image,
    },
    args,
  );
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property: p, initial, today } = loaderData;
  const place = ESTATE_LOCATIONS[p.location] ?? ESTATE_LOCATIONS.Solan;
  const layout = [
    { label: "Bedrooms", value: p.bedrooms },
    { label: "Living area", value: p.livingArea },
    { label: "Kitchen", value: p.kitchen },
    { label: "Size", value: `${formatIndian(p.sqft)} sq ft (${sqftToSqm(p.sqft)} m²)` },
    { label: "Sleeps", value: occupancyLabel(p) },
    { label: "View", value: p.view },
  ];
  return (
    <>
      <VillaHero
        property={p}
        breadcrumb={
          <>
            <Link to="/properties" className="underline-offset-4 hover:underline">
              Stays
            </Link>{" "}
            / <span aria-current="page">{p.name}</span>
          </>
        }
      >
        <p className="mt-3 text-sm text-cream-100/85">
          {p.propertyType.name} · {p.location} · ★ {p.rating.toFixed(1)} ({p.reviews} reviews)
        </p>
        <AskAboutVilla villaId={p._id} />
      </VillaHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-12">
          <GalleryCarousel images={p.gallery} name={p.name} />

          <section aria-labelledby="layout-heading">
            <h2 id="layout-heading" className="text-3xl font-semibold text-forest-900">
              {stayPage.layoutHeading}
            </h2>
            <FactCards facts={layout} className="grid-cols-2 sm:grid-cols-3" />
          </section>

          <section aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className="text-3xl font-semibold text-forest-900">
              Amenities
            </h2>
            <div className="mt-5">
              <AmenitiesAccordion amenities={p.amenities} />
            </div>
          </section>

          <section aria-labelledby="activities-heading">
            <h2 id="activities-heading" className="text-3xl font-semibold text-forest-900">
              {stayPage.activitiesHeading}
            </h2>
            <div className="mt-5">
              <ActivitiesSelector />
            </div>
          </section>

          <section aria-labelledby="location-heading" className="grid gap-5 sm:grid-cols-2 sm:items-center">
            <Picture
              mediaKey={place.image}
              alt={place.alt}
              sizes="(min-width: 640px) 40vw, 100vw"
              width={960}
              className="aspect-[3/2] w-full rounded-3xl object-cover"
            />
            <div>
              <h2 id="location-heading" className="text-3xl font-semibold text-forest-900">
                {stayPage.locationHeading}
              </h2>
              <p className="mt-3 font-medium text-forest-900">{place.address}</p>
              <p className="mt-2 text-ink/85">{place.reach}</p>
            </div>
          </section>

          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="text-3xl font-semibold text-forest-900">
              {stayPage.reviewsHeading}
            </h2>
            <ul className="mt-5 grid gap-4 md:grid-cols-3">
              {STAY_REVIEWS.map((r) => (
                <li key={r.name} className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
                  <p className="text-saffron-700" aria-label={`${r.rating} out of 5 stars`}>
                    {"★".repeat(r.rating)}
                    {"☆".repeat(5 - r.rating)}
                  </p>
                  <blockquote className="mt-2 text-ink/90">{r.text}</blockquote>
                  <p className="mt-3 text-sm font-semibold text-forest-900">
                    {r.name}, {r.from} <span className="font-normal text-ink/75">· {r.date}</span>
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-3xl font-semibold text-forest-900">
              {stayPage.faqHeading}
            </h2>
            <Accordion
              className="mt-5"
              items={STAY_FAQ.map((f, i) => ({ id: `faq-${i}`, title: f.q, content: <p>{f.a}</p> }))}
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
            initial={initial}
          />
        </aside>
      </div>
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

import { Link } from "react-router";
import { sqftToSqm, VILLA_TAKEN_LABEL } from "../../common/catalogue";
import { yourHomeAt } from "../../common/locations";
import { formatIndian, formatRupees } from "../../common/money";
import { pageTitle, seo } from "../content/site";
import { AmenitiesAccordion } from "../features/catalogue/amenities-accordion";
import { FactCards } from "../features/catalogue/fact-cards";
import { GalleryCarousel } from "../features/catalogue/gallery-carousel";
import { VillaHero } from "../features/catalogue/villa-hero";
import { contributeHref } from "../features/catalogue/contribute-link";
import { SampleAgreementLink } from "../components/agreement-links";
import { AskAboutVilla } from "../features/contact/ask-about-villa";
import { hasTokenCookie, orRouteError, signedInMember } from "../lib/route-errors.server";
import { registrationMessages } from "../../common/registration";
import { occupancyLabel } from "../../common/stays";
import type { AppContext } from "../lib/app-context.server.ts";
import type { Route } from "./+types/property-details";
import { app } from "../lib/app-context.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const property = await orRouteError(app(context).services.catalogue.getProperty(params.id));
  const signedIn = hasTokenCookie(request);
  // a taken villa offers no contribution, except to the member whose plan it is in (to continue it)
  const open = !property.taken || (signedIn && (await isOwnVilla(request, app(context).services, property._id)));
  return { property, contributeTo: open ? contributeHref(property._id, signedIn) : null };
}

/** A taken villa that is not taken by another member is the signed-in member's own (the registration's rule). */
async function isOwnVilla(request: Request, services: AppContext["services"], propertyId: string): Promise<boolean> {
  const member = await signedInMember(request, services);
  return !!member && !(await services.registration.villaTakenByAnother(member.id, propertyId));
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle("Villa not found") }];
  const p = data.property;
  return seo(
    {
      title: `${p.name} — ${p.propertyType.name} in ${p.location}`,
      description: `${p.highlights}. ${p.bedrooms} bedrooms, ${formatIndian(p.sqft)} sq ft, ${p.view} view.`,
      image: p.image,
    },
    args,
  );
}

export default function PropertyDetails({ loaderData }: Route.ComponentProps) {
  const { property: p, contributeTo } = loaderData;
  const details = [
    {
      label: "Rooms",
      value: `${p.bedrooms} ${p.bedrooms === 1 ? "bedroom" : "bedrooms"}, ${p.livingArea} living, ${p.kitchen} kitchen`,
    },
    { label: "Occupancy", value: occupancyLabel(p) },
    { label: "Size", value: `${formatIndian(p.sqft)} sq ft (${sqftToSqm(p.sqft)} m²)` },
    { label: "Views", value: p.view },
  ];
  return (
    <>
      <VillaHero
        property={p}
        breadcrumb={
          <>
            <Link to="/property-list" className="underline-offset-4 hover:underline">
              All homes
            </Link>{" "}
            /{" "}
            <Link to={`/property-number/${p.propertyType.slug}`} className="underline-offset-4 hover:underline">
              {p.propertyType.name}
            </Link>{" "}
            / <span aria-current="page">{p.name}</span>
          </>
        }
      >
        <p className="mt-3 text-sm text-cream-100/85">
          {p.location} · {p.blockId ? `${p.blockId.block_name} block` : "Block N/A"} · Villa {p.villaNumber ?? "N/A"} ·{" "}
          {p.constructionStatus} · ★ {p.rating.toFixed(1)} ({p.reviews} reviews)
        </p>
        <p className="mt-5 text-2xl font-semibold text-saffron-300">{formatRupees(p.price)}</p>
        <AskAboutVilla villaId={p._id} />
      </VillaHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <GalleryCarousel images={p.gallery} name={p.name} />

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-3xl font-semibold tracking-widest text-forest-900">
              DETAILS
            </h2>
            <FactCards facts={details} />
          </section>
          <section aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className="text-3xl font-semibold tracking-widest text-forest-900">
              AMENITIES
            </h2>
            <div className="mt-5">
              <AmenitiesAccordion amenities={p.amenities} />
            </div>
          </section>
        </div>
      </div>

      <section aria-labelledby="contribute-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-forest-900 p-8 text-cream-50 sm:flex-row sm:items-center sm:justify-between sm:p-12">
          {contributeTo ? (
            <>
              <div>
                <h2 id="contribute-heading" className="text-3xl font-semibold sm:text-4xl">
                  Make {p.name} {yourHomeAt(p.location)}
                </h2>
                <p className="mt-2 max-w-xl text-cream-100/90">
                  Contribute in one payment or in up to five steps, with a 99-year lease and membership of the club.
                </p>
              </div>
              <Link to={contributeTo} className="btn bg-saffron-500 text-forest-950 hover:bg-saffron-300">
                Contribute now
              </Link>
            </>
          ) : (
            <>
              <div>
                <h2 id="contribute-heading" className="text-3xl font-semibold sm:text-4xl">
                  {p.name} is {VILLA_TAKEN_LABEL.toLowerCase()}
                </h2>
                <p className="mt-2 max-w-xl text-cream-100/90" data-testid="villa-taken">
                  {registrationMessages.villaTaken}
                </p>
              </div>
              <Link
                to={`/property-number/${p.propertyType.slug}`}
                className="btn bg-saffron-500 text-forest-950 hover:bg-saffron-300"
              >
                See other {p.propertyType.name}
              </Link>
            </>
          )}
        </div>
        <p className="mt-4 text-sm text-ink/85">
          A contribution is made by a 99-year memorandum of agreement with the club's Trust.{" "}
          <SampleAgreementLink className="font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4" />
        </p>
      </section>
    </>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";

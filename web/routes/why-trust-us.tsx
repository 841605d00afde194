import { BelowFold } from "../components/below-fold";
import { seo, type PageMetaArgs } from "../content/site";
import { EstateDocuments } from "../features/trust/estate-documents";
import { LocationAssets } from "../features/trust/location-assets";
import { PropertyTypes } from "../features/trust/property-types";
import { TrustBanner } from "../features/trust/trust-banner";
import { TrustResolutions } from "../features/trust/trust-resolutions";
import { TrustUpdates } from "../features/trust/trust-updates";
import { TrusteeGrid } from "../features/trust/trustee-grid";
import { PublishedDocumentsProvider } from "../features/trust/document-links";
import type { Route } from "./+types/why-trust-us";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Why trust us",
      description:
        "The trust behind Vedanta Wellness Club: its estates in Rajgarh, Amarkantak and Rishikesh, its 2025 updates and resolutions, its registrations and land records, and its eight trustees.",
      image: "scenes/club-estate",
    },
    args,
  );

/** The Trust's published documents (the office's /admin/trust), each place's newest; the page is the same for every visitor. */
export async function loader({ context }: Route.LoaderArgs) {
  return { documents: await app(context).services.trustDocuments.published() };
}

export default function WhyTrustUs({ loaderData }: Route.ComponentProps) {
  return (
    <PublishedDocumentsProvider documents={loaderData.documents}>
      <TrustBanner />
      {/* on a phone the estates start on the first screen; the seven kinds of home are a dark section (see BelowFold) */}
      <LocationAssets />
      <PropertyTypes />
      {/* the light sections below the fold */}
      <BelowFold>
        <TrustUpdates />
      </BelowFold>
      <BelowFold>
        <TrustResolutions />
      </BelowFold>
      <BelowFold>
        <EstateDocuments />
      </BelowFold>
      <BelowFold>
        <TrusteeGrid />
      </BelowFold>
    </PublishedDocumentsProvider>
  );
}

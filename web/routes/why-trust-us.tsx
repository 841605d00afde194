import { BelowFold } from "../components/below-fold";
import { seo, type PageMetaArgs } from "../content/site";
import { EstateDocuments } from "../features/trust/estate-documents";
import { LocationAssets } from "../features/trust/location-assets";
import { PropertyTypes } from "../features/trust/property-types";
import { TrustBanner } from "../features/trust/trust-banner";
import { TrustResolutions } from "../features/trust/trust-resolutions";
import { TrustUpdates } from "../features/trust/trust-updates";
import { TrusteeGrid } from "../features/trust/trustee-grid";

export const meta = (args: PageMetaArgs) =>
  seo({
    title: "Why trust us",
    description:
      "The trust behind Vedanta Wellness Club: its estates in Rajgarh, Amarkantak and Rishikesh, its 2025 updates and resolutions, its registrations and land records, and its eight trustees.",
    image: "scenes/club-estate",
  }, args);

export default function WhyTrustUs() {
  return (
    <>
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
    </>
  );
}

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
import { banner } from "../content/why-trust-us";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/why-trust-us";
import { app } from "../lib/app-context.server.ts";
import { formatDate } from "../../common/format";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "trust");
  return seo({ title: t("meta.title"), description: t("meta.description"), image: banner.image }, args);
};

/**
 * The Trust's published documents (the office's /admin/trust), each place's newest, whether gifts are tax-deductible
 * (the 80G registration in the club's settings, its day written in the page's language), and the page's words; the
 * page is the same for every visitor of a language (a settings change renders it again).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, language } = app(context);
  const [documents, settings] = await Promise.all([services.trustDocuments.published(), services.settings.get()]);
  const number = settings?.registration_12a_80g_number;
  const date = settings?.registration_12a_80g_date;
  return {
    documents,
    taxDeduction: number && date ? { number, date: formatDate(date, language) } : null,
    messages: messagesFor(context, ["trust"]),
  };
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
        <TrustUpdates taxDeduction={loaderData.taxDeduction} />
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

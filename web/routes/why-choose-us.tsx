import type { PageMetaArgs } from "../content/site";
import { whyChooseUsPage as page } from "../content/why-choose-us";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function WhyChooseUs() {
  return <ContentPage page={page} />;
}

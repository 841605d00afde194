import { whyChooseUsPage as page } from "../content/why-choose-us";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = () => contentPageMeta(page);

export default function WhyChooseUs() {
  return <ContentPage page={page} />;
}

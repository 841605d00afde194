import type { PageMetaArgs } from "../content/site";
import { whyChooseUsPage as page } from "../content/why-choose-us";
import { ContentPage, contentPageMeta } from "../features/content/content-page";
import { contentPageMessages } from "../features/content/content-messages.server";
import type { Route } from "./+types/why-choose-us";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: contentPageMessages(context, page.slug) });

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function WhyChooseUs() {
  return <ContentPage frame={page} />;
}

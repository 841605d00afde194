import type { PageMetaArgs } from "../content/site";
import { clubPage as page } from "../content/club";
import { ContentPage, contentPageMeta } from "../features/content/content-page";
import { contentPageMessages } from "../features/content/content-messages.server";
import type { Route } from "./+types/club";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: contentPageMessages(context, page.slug) });

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function Club() {
  return <ContentPage frame={page} />;
}

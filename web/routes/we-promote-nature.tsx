import type { PageMetaArgs } from "../content/site";
import { wePromoteNaturePage as page } from "../content/we-promote-nature";
import { ContentPage, contentPageMeta } from "../features/content/content-page";
import { contentPageMessages } from "../features/content/content-messages.server";
import type { Route } from "./+types/we-promote-nature";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: contentPageMessages(context, page.slug) });

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function WePromoteNature() {
  return <ContentPage frame={page} />;
}

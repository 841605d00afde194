import type { PageMetaArgs } from "../content/site";
import { visionMissionPage as page } from "../content/vision-mission";
import { ContentPage, contentPageMeta } from "../features/content/content-page";
import { contentPageMessages } from "../features/content/content-messages.server";
import type { Route } from "./+types/vision-mission";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: contentPageMessages(context, page.slug) });

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function VisionMission() {
  return <ContentPage frame={page} />;
}

import type { PageMetaArgs } from "../content/site";
import { visionMissionPage as page } from "../content/vision-mission";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function VisionMission() {
  return <ContentPage page={page} />;
}

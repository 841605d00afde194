import { visionMissionPage as page } from "../content/vision-mission";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = () => contentPageMeta(page);

export default function VisionMission() {
  return <ContentPage page={page} />;
}

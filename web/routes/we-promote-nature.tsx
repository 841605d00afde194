import { wePromoteNaturePage as page } from "../content/we-promote-nature";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = () => contentPageMeta(page);

export default function WePromoteNature() {
  return <ContentPage page={page} />;
}

import type { PageMetaArgs } from "../content/site";
import { wePromoteNaturePage as page } from "../content/we-promote-nature";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function WePromoteNature() {
  return <ContentPage page={page} />;
}

import type { PageMetaArgs } from "../content/site";
import { clubPage as page } from "../content/club";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = (args: PageMetaArgs) => contentPageMeta(page, args);

export default function Club() {
  return <ContentPage page={page} />;
}

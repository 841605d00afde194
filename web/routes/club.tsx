import { clubPage as page } from "../content/club";
import { ContentPage, contentPageMeta } from "../features/content/content-page";

export const meta = () => contentPageMeta(page);

export default function Club() {
  return <ContentPage page={page} />;
}

import { data } from "react-router";
import { messages } from "../../common/messages";
import { contentPageAt } from "../content/pages";
import { ContentPage, contentPageMeta } from "../features/content/content-page";
import { contentPageMessages } from "../features/content/content-messages.server";
import type { Route } from "./+types/content-page";
import { pageUrl } from "../lib/page-url.server.ts";

/** One module for the ten content pages (route ids content-<slug>); the address picks the page, and its words. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = contentPageAt(pageUrl(request).pathname);
  if (!page) throw data(messages.routeNotFound, { status: 404 });
  return { page, messages: contentPageMessages(context, page.slug) };
}

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData?.page, args);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage frame={loaderData.page} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";

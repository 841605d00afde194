import { data } from "react-router";
import { messages } from "../../common/messages";
import { programmeItemInLanguage } from "../../common/programme-display";
import type { ProgrammeItemRecord } from "../../common/programme-schemas";
import { contentPageAt } from "../content/pages";
import { ContentPage, contentPageMeta } from "../features/content/content-page";
import { contentPageMessages } from "../features/content/content-messages.server";
import type { Route } from "./+types/content-page";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

/**
 * One module for the ten content pages (route ids content-<slug>); the address picks the page, and its words. A page
 * whose frame lists the programme's courses (Vedic Education) gets them, in its language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = contentPageAt(pageUrl(request).pathname);
  if (!page) throw data(messages.routeNotFound, { status: 404 });
  return { page, courses: await programmeCourses(context, page), messages: contentPageMessages(context, page.slug) };
}

/** The programme's courses still to come, for a page that shows them (none: the frame's fixed cards stay). */
async function programmeCourses(
  context: Route.LoaderArgs["context"],
  page: NonNullable<ReturnType<typeof contentPageAt>>,
): Promise<ProgrammeItemRecord[]> {
  if (!page.sections.some((section) => section.kind === "courses" && section.programme)) return [];
  const { services, language } = app(context);
  try {
    const list = await services.programme.list({ kind: "course", page: 1, limit: 12 });
    return list.items.map((item) => programmeItemInLanguage(item, language));
  } catch (error) {
    services.logError(`/${page.slug} could not read the programme's courses`, error);
    return [];
  }
}

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => contentPageMeta(loaderData?.page, args);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage frame={loaderData.page} courses={loaderData.courses} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";

import { isRouteErrorResponse, useRouteError } from "react-router";
import { MEDIA_LIBRARY_PATH, mediaMessages as m } from "../../../common/media-library";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MediaLibraryPage } from "../../features/office/media/media-library";
import { loadMedia, mediaAction } from "../../features/office/media/media.server";
import type { Route } from "./+types/media";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Media library · Club office",
      description: "Upload video, audio and images for the site.",
      noindex: true,
    },
    args,
  );

/** The media library (spec route /cloudinary/upload): content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadMedia(request, app(context));

/** An upload without JavaScript, or a deletion. */
export const action = ({ request, context }: Route.ActionArgs) => mediaAction(request, app(context));

export default function MediaRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MediaLibraryPage data={loaderData} result={actionData} />;
}

/** A refusal (403, or too large a form: 413) as every page says it; any other failure: the library could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Media library" detail={m.loadFailed} action={{ to: MEDIA_LIBRARY_PATH, label: "Try again" }} />
  );
}

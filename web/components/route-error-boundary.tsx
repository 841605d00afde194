import { isRouteErrorResponse, useRouteError } from "react-router";
import { messages } from "../../common/messages";
import { ErrorPanel } from "./error-panel";

/** The error state of a page: a 404 or a 403 with the service's message, or a generic failure. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        title="Page not found"
        detail={typeof error.data === "string" && error.data ? error.data : messages.routeNotFound}
        action={{ to: "/property-list", label: "Browse all homes" }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorPanel
        title="Not allowed"
        detail={typeof error.data === "string" && error.data ? error.data : messages.forbidden}
      />
    );
  }
  return <ErrorPanel title="Something went wrong" detail={messages.internalError} />;
}

import { data } from "react-router";
import { ErrorPanel } from "../components/error-panel";
import { pageTitle } from "../content/site";
import { messages } from "../../common/messages";

export function loader() {
  // the catch-all answers with a real 404 status
  throw data(messages.routeNotFound, { status: 404 });
}

export const meta = () => [{ title: pageTitle("Page not found") }];

export default function NotFound() {
  return <ErrorPanel title="Page not found" detail={messages.routeNotFound} />;
}

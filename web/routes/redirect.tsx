import { data, redirect } from "react-router";
import { permanentRedirects } from "../content/redirects";
import type { Route } from "./+types/redirect";
import { pageUrl } from "../lib/page-url.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = permanentRedirects[url.pathname.replace(/\/$/, "")];
  if (!target) throw data("There is nothing at this address.", { status: 404 });
  return redirect(`${target}${url.search}`, 301);
}

export default function Redirect() {
  return null;
}

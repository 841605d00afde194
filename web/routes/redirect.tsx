import { data, redirect } from "react-router";
import { permanentRedirects } from "../content/redirects";
import type { Route } from "./+types/redirect";
import { pageUrl } from "../lib/page-url.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = permanentRedirects[url.pathname.replace(/\/$/, "")];
  if (!target) throw data("There is nothing at this address.", { status: 404 });
  // the address's own query is kept, after the target's (/courses?month=… → /events?kind=course&month=…)
  const [path, query = ""] = target.split("?");
  const params = new URLSearchParams(query);
  for (const [name, value] of url.searchParams) if (!params.has(name)) params.append(name, value);
  return redirect(params.size ? `${path}?${params}` : path, 301);
}

export default function Redirect() {
  return null;
}

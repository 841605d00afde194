import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { paintFirst } from "./lib/paint-first.server";
import { isDatabaseUnavailable } from "../server/platform/database-outage";
import { safeError } from "../server/platform/safe-error";
import { app } from "./lib/app-context.server.ts";

/** The key of the request's AppContext, for the server that sets it (server/web.ts). */
export { appContext } from "./lib/app-context.server.ts";

/**
 * React Router's default server entry, with the document stream passed through `paintFirst` (the
 * page paints before the hydration code is fetched and run).
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    if (request.signal.aborted) return reject(request.signal.reason);
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // crawlers get the whole page at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // the answer's CSP nonce (server/web.ts): React Router's scripts and React's own carry it
    const nonce = app(loadContext).cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(paintFirst())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    // a client that hung up (server/web.ts aborts its request's signal): the render stops, its pending parts too
    request.signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timeoutId);
        abort(request.signal.reason);
        if (!shellRendered) reject(request.signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Errors thrown by loaders, actions and rendering. A request whose database could not be reached is
 * marked so the bridge answers 503 (server/web.ts); the log gets the error without a failed query's
 * values; a client that hung up is not an error.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    app(context).outcome.databaseUnavailable = true;
    console.warn(`page ${new URL(request.url).pathname}: the database is unreachable (${safeError(error).message})`);
    return;
  }
  console.error("page error", JSON.stringify(safeError(error)));
}

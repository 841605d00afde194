import { Readable } from "node:stream";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Services } from "./services.ts";

/** Hands a request to the React Router site (SSR, loaders and actions). */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply, services: Services) => Promise<FastifyReply>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (behind a proxy, from X-Forwarded-For), for rate limits. */
    clientAddress: string;
  }
}

/** The Fetch API request React Router expects, made from Fastify's (the body stays a stream). */
function toWebRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * The bridge: Fastify → React Router → Fastify. Fastify sends the answer, so its hooks (compression)
 * apply to pages as to the API.
 */
function handlerFor(build: () => Promise<ServerBuild>, mode: string): WebHandler {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return async (request, reply, services) => {
    handle ??= createRequestHandler(build, mode);
    const response = await handle(toWebRequest(request), { services, clientAddress: request.ip });
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
  };
}

/** The production site: the server bundle that `react-router build` wrote. */
export async function productionWeb(buildDir: string): Promise<WebHandler> {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  return handlerFor(async () => build, "production");
}

/** The development site: modules loaded through Vite on every request, with hot reload. */
export function developmentWeb(loadBuild: () => Promise<ServerBuild>): WebHandler {
  return handlerFor(loadBuild, "development");
}

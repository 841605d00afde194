import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { createRequestListener } from "@react-router/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { Services } from "./services.ts";

/** Hands a request to the React Router site (SSR, loaders and actions). */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply, services: Services) => void;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
}

function handlerFor(build: () => Promise<ServerBuild>, mode: string): WebHandler {
  let listener: ReturnType<typeof createRequestListener> | undefined;
  let boundServices: Services | undefined;
  return (request, reply, services) => {
    if (!listener || boundServices !== services) {
      boundServices = services;
      listener = createRequestListener({ build, mode, getLoadContext: () => ({ services }) });
    }
    reply.hijack();
    listener(request.raw, reply.raw);
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

import { Readable } from "node:stream";
import type { FastifyReply, preHandlerAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CsvDownload } from "./csv.ts";
import { errorEnvelope } from "./envelope.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A CSV download sent as it is written: Fastify pipes the stream as it is (the route's schema string describes the
 * text it carries), so the process holds one batch at a time, and a client that hangs up ends the reading.
 */
export function sendCsv(reply: FastifyReply, download: CsvDownload) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${download.name}"`)
    .send(Readable.from(download.lines) as unknown as string);
}

/**
 * An office list's CSV: GET `url` (the list's API address + .csv), behind the list's own guard, with the list's query
 * (its filters; the page and its size are ignored), streamed. A list of one record's (an item's attendees) names it in
 * the address: `params`, given to `download` with the query (which may then answer 404 before the first line).
 *
 *   csvRoute(app, { url: "/admin/members.csv", guard: requireOffice("members"), summary: "…",
 *     querystring: memberSearchQuery, download: (query) => services.officeMembers.csv(query) });
 */
export function csvRoute<Query extends z.ZodType, Params extends z.ZodType = z.ZodUndefined>(
  app: App,
  route: {
    url: string;
    guard: preHandlerAsyncHookHandler;
    summary: string;
    querystring: Query;
    params?: Params;
    download: (query: z.output<Query>, params: z.output<Params>) => CsvDownload | Promise<CsvDownload>;
  },
) {
  app.get(
    route.url,
    {
      preHandler: route.guard,
      schema: {
        tags: ["office"],
        summary: `${route.summary} as a CSV download, with the list's filters (page and limit ignored), streamed`,
        querystring: route.querystring,
        ...(route.params ? { params: route.params } : {}),
        produces: ["text/csv"],
        response: {
          200: z.string(),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          ...(route.params ? { 404: errorEnvelope } : {}),
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await route.download(request.query as z.output<Query>, request.params as z.output<Params>)),
  );
}

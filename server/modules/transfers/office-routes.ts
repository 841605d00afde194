import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  officeRequestsMessages as m,
  refusalInput,
  transferQueue,
  transferQueueQuery,
} from "../../../common/office-requests.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const params = z.object({ id: text("the transfer request").max(64) });
const decided = z.object({ id: z.string(), status: z.string() });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The office's transfer requests: the queue and the decision (front office). */
export const transfersOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/transfers",
    {
      preHandler: requireOffice("transfers"),
      schema: {
        tags: ["office"],
        summary:
          "Transfer requests by status (submitted, approved, refused), by member name or e-mail, a page at a time",
        querystring: transferQueueQuery,
        response: { 200: envelope(transferQueue), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.transfersOffice.queue(request.query), m.transfers),
  );

  csvRoute(app, {
    url: "/admin/transfers.csv",
    guard: requireOffice("transfers"),
    summary: "Transfer requests of a status",
    querystring: transferQueueQuery,
    download: (query) => services.transfersOffice.csv(query),
  });

  app.post(
    "/admin/transfers/:id/approve",
    {
      preHandler: requireOffice("transfers"),
      schema: {
        tags: ["office"],
        summary: "Approves a submitted transfer request; the member is e-mailed",
        params,
        response: { 200: envelope(decided), ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.transfersOffice.approve(staffActor(request), request.params.id), m.transferApproved),
  );

  app.post(
    "/admin/transfers/:id/refuse",
    {
      preHandler: requireOffice("transfers"),
      schema: {
        tags: ["office"],
        summary: "Refuses a submitted transfer request with the reason the member is e-mailed and sees in the portal",
        params,
        body: refusalInput,
        response: { 200: envelope(decided), 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await services.transfersOffice.refuse(staffActor(request), request.params.id, request.body.reason),
        m.transferRefused,
      ),
  );
};

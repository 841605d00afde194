import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conveyanceConfirmInput,
  conveyanceQueue,
  conveyanceQueueQuery,
  officeRequestsMessages as m,
} from "../../../common/office-requests.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const params = z.object({ id: text("the conveyance request").max(64) });
const step = z.object({ id: z.string(), status: z.string(), appointment_date: z.string(), requested_date: z.string() });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The office's conveyance requests: the queue, the appointment confirmed (or another Tuesday proposed), then done. */
export const conveyanceOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/conveyance",
    {
      preHandler: requireOffice("conveyance"),
      schema: {
        tags: ["office"],
        summary:
          "Conveyance requests by status (open = submitted or confirmed, submitted, confirmed, completed), by member name or e-mail",
        querystring: conveyanceQueueQuery,
        response: { 200: envelope(conveyanceQueue), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.conveyanceOffice.queue(request.query), m.conveyance),
  );

  csvRoute(app, {
    url: "/admin/conveyance.csv",
    guard: requireOffice("conveyance"),
    summary: "Conveyance requests of a status",
    querystring: conveyanceQueueQuery,
    download: (query) => services.conveyanceOffice.csv(query),
  });

  app.post(
    "/admin/conveyance/:id/confirm",
    {
      preHandler: requireOffice("conveyance"),
      schema: {
        tags: ["office"],
        summary:
          "Confirms a submitted request's appointment: the member's Tuesday, or appointment_date (another Tuesday after today) proposed",
        params,
        body: conveyanceConfirmInput.nullish(),
        response: { 200: envelope(step), 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const result = await services.conveyanceOffice.confirm(
        staffActor(request),
        request.params.id,
        request.body ?? {},
      );
      return ok(
        result,
        result.appointment_date === result.requested_date ? m.conveyanceConfirmed : m.conveyanceProposed,
      );
    },
  );

  app.post(
    "/admin/conveyance/:id/complete",
    {
      preHandler: requireOffice("conveyance"),
      schema: {
        tags: ["office"],
        summary: "Marks a conveyance with a confirmed appointment as done; the member is e-mailed",
        params,
        response: { 200: envelope(step), ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.conveyanceOffice.complete(staffActor(request), request.params.id), m.conveyanceCompleted),
  );
};

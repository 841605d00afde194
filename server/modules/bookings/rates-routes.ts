import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  rateInput,
  rateList,
  rateMessages as m,
  ratePatch,
  rateRecord,
  rateSearchQuery,
} from "../../../common/rates.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the rate period").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The office's rate periods: the front office and content staff (an administrator always). */
export const rateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/rates",
    {
      preValidation: requireOffice("rates"),
      schema: {
        tags: ["office"],
        summary: "Rate periods by first night; filter by kind of home (its own and its villas') or by villa",
        querystring: rateSearchQuery,
        response: { 200: envelope(rateList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.ratesOffice.list(request.query), m.list),
  );

  app.post(
    "/admin/rates",
    {
      preValidation: requireOffice("rates"),
      schema: {
        tags: ["office"],
        summary: "Adds a rate period to a kind of home or a villa (one overlapping another of its target: 409)",
        body: rateInput,
        response: { 201: envelope(rateRecord), 400: errorEnvelope, ...denied, 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.ratesOffice.create(staffActor(request), request.body), m.created, 201)),
  );

  app.get(
    "/admin/rates/:id",
    {
      preValidation: requireOffice("rates"),
      schema: {
        tags: ["office"],
        summary: "One rate period",
        params: idParams,
        response: { 200: envelope(rateRecord), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await services.ratesOffice.get(request.params.id), m.list),
  );

  app.patch(
    "/admin/rates/:id",
    {
      preValidation: requireOffice("rates"),
      schema: {
        tags: ["office"],
        summary: "Changes a rate period: any of its fields (audited before → after; an overlap: 409)",
        params: idParams,
        body: ratePatch,
        response: { 200: envelope(rateRecord), 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.ratesOffice.update(staffActor(request), request.params.id, request.body), m.saved),
  );

  app.delete(
    "/admin/rates/:id",
    {
      preValidation: requireOffice("rates"),
      schema: {
        tags: ["office"],
        summary: "Deletes a rate period (its nights priced at the villa's price again; audited)",
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await services.ratesOffice.remove(staffActor(request), request.params.id), m.deleted),
  );
};

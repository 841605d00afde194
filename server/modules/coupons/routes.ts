import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  couponInput,
  couponList,
  couponMessages as m,
  couponPatch,
  couponRecord,
  couponSearchQuery,
} from "../../../common/coupons.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the coupon").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The office's stay coupons: the front office and accounts (an administrator always). */
export const couponRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/coupons",
    {
      preValidation: requireOffice("coupons"),
      schema: {
        tags: ["office"],
        summary: "Stay coupons by code, with their uses so far; search by code, filter active, switched off or expired",
        querystring: couponSearchQuery,
        response: { 200: envelope(couponList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.coupons.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/coupons.csv",
    guard: requireOffice("coupons"),
    summary: "Stay coupons by code, with their uses so far,",
    querystring: couponSearchQuery,
    download: (query) => services.coupons.csv(query),
  });

  app.post(
    "/admin/coupons",
    {
      preValidation: requireOffice("coupons"),
      schema: {
        tags: ["office"],
        summary: "Creates a stay coupon (the code is stored upper-case; a code that exists is refused with 409)",
        body: couponInput,
        response: { 201: envelope(couponRecord), 400: errorEnvelope, ...denied, 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.coupons.create(staffActor(request), request.body), m.created, 201)),
  );

  app.patch(
    "/admin/coupons/:id",
    {
      preValidation: requireOffice("coupons"),
      schema: {
        tags: ["office"],
        summary: "Changes a stay coupon: any of its fields (audited before → after)",
        params: idParams,
        body: couponPatch,
        response: {
          200: envelope(couponRecord),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ok(await services.coupons.update(staffActor(request), request.params.id, request.body), m.saved),
  );
};

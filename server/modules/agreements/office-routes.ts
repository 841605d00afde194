import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  agreementListAnswer,
  agreementListQuery,
  agreementMessages as am,
  countersignAnswer,
  countersignInput,
} from "../../../common/agreements.ts";
import { text } from "../../../common/text.ts";
import { z } from "../../../common/zod.ts";
import { errorEnvelope } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The club's countersignature of members' agreements: administrators only. */
export const agreementOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/agreements",
    {
      preValidation: requireOffice("agreements"),
      schema: {
        tags: ["office"],
        summary:
          "Members' agreements by status: awaiting the club's countersignature (oldest first), executed or revoked (administrator)",
        querystring: agreementListQuery,
        response: { 200: agreementListAnswer, 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ({ status: 200, message: am.list, data: await services.agreementsOffice.list(request.query) }),
  );

  csvRoute(app, {
    url: "/admin/agreements.csv",
    guard: requireOffice("agreements"),
    summary: "Members' agreements of a status",
    querystring: agreementListQuery,
    download: (query) => services.agreementsOffice.csv(query),
  });

  app.post(
    "/admin/agreements/:id/countersign",
    {
      preValidation: requireOffice("agreements"),
      schema: {
        tags: ["office"],
        summary:
          "Countersign an agreement for the Trust: it is executed, sealed and e-mailed to the member (administrator)",
        description:
          "signature_url is the /files/{id} address answered by POST /api/upload/upload-signature, uploaded by the signing administrator. " +
          "404: no such agreement; 409: not awaiting the countersignature (countersigned or revoked already).",
        params: z.object({ id: text("the agreement").max(64) }),
        body: countersignInput,
        response: { 200: countersignAnswer, 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const row = await services.agreementsOffice.countersign(
        staffActor(request),
        request.params.id,
        request.body.signature_url,
      );
      return { status: 200, message: am.countersigned(row.reference), success: true as const, data: row };
    },
  );
};

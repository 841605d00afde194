import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  identityDocumentList,
  identityDocumentMessages as m,
  identityDocumentQuery,
  identityReturnInput,
  DOCUMENT_STATUSES,
} from "../../../common/identity-documents.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the member").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };
const decided = envelope(z.object({ status: z.enum(DOCUMENT_STATUSES) }));

/** The office's review of identity documents: front office (an administrator always). */
export const identityDocumentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/identity-documents",
    {
      preHandler: requireOffice("identityDocuments"),
      schema: {
        tags: ["office"],
        summary:
          "Members' identity documents by status (default: submitted, to check), by name or e-mail, a page at a time (front office)",
        querystring: identityDocumentQuery,
        response: { 200: envelope(identityDocumentList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.identityDocuments.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/identity-documents.csv",
    guard: requireOffice("identityDocuments"),
    summary: "Members' identity documents of a status",
    querystring: identityDocumentQuery,
    download: (query) => services.identityDocuments.csv(query),
  });

  app.post(
    "/admin/members/:id/identity-document/approve",
    {
      preHandler: requireOffice("identityDocuments"),
      schema: {
        tags: ["office"],
        summary: "Approve a member's submitted identity document (audited; the member is e-mailed)",
        params: idParams,
        response: { 200: decided, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.identityDocuments.approve({ id: user.id, role: user.role, ip: request.ip }, request.params.id),
        m.approved,
      );
    },
  );

  app.post(
    "/admin/members/:id/identity-document/return",
    {
      preHandler: requireOffice("identityDocuments"),
      schema: {
        tags: ["office"],
        summary:
          "Send a member's submitted identity document back with a reason (audited; the member is e-mailed and uploads a new one)",
        params: idParams,
        body: identityReturnInput,
        response: { 200: decided, 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.identityDocuments.sendBack(
          { id: user.id, role: user.role, ip: request.ip },
          request.params.id,
          request.body.reason,
        ),
        m.returned,
      );
    },
  );
};

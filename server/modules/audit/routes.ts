import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditMessages, auditPage, auditQuery } from "../../../common/office-audit.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice } from "../auth/require-user.ts";
import { auditCsvName } from "./listing.ts";

/** The office's audit log: read-only, as JSON and as CSV. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/audit",
    {
      preHandler: requireOffice("audit"),
      schema: {
        tags: ["office"],
        summary: "The audit log, newest first (admin, accounts, front office)",
        description:
          "Filters: member (the member concerned) and staff (who acted) by account id or e-mail; action exact, or a prefix ending in '.' (payment-step.); from and to club days (yyyy-mm-dd, IST, both included); page and limit (at most 100); after (a page's next_cursor) or before (its previous_cursor) to read the next or previous page by keyset.",
        querystring: auditQuery,
        response: { 200: envelope(auditPage), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.audit.list(request.query), auditMessages.listed),
  );

  // read in keyset batches and written out batch by batch (server/modules/audit/listing.ts), at most 50,000 entries
  csvRoute(app, {
    url: "/admin/audit.csv",
    guard: requireOffice("audit"),
    summary: "The audit log, newest first (at most 50,000 entries; the cursors ignored)",
    querystring: auditQuery,
    download: (query) => ({ name: auditCsvName(), lines: services.audit.csv(query) }),
  });
};

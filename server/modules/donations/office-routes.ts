import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { donorList, donorMessages as m, donorQuery } from "../../../common/office-donors.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice } from "../auth/require-user.ts";

/** The office's donors: the pledges as JSON and as CSV, for accounts (an administrator always). */
export const officeDonationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/donations",
    {
      preValidation: requireOffice("donors"),
      schema: {
        tags: ["office"],
        summary: "Donation pledges, newest first (admin, accounts)",
        description:
          "q finds a reference, name or e-mail; kind one_time or recurring; currency INR, USD or EUR; page and limit (at most 100).",
        querystring: donorQuery,
        response: { 200: envelope(donorList), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.donationsOffice.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/donations.csv",
    guard: requireOffice("donors"),
    summary: "Donation pledges",
    querystring: donorQuery,
    download: (query) => services.donationsOffice.csv(query),
  });
};

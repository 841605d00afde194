import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subscriberList, subscriberMessages as m, subscriberQuery } from "../../../common/office-donors.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice } from "../auth/require-user.ts";

/** The office's newsletter subscribers: as JSON and as CSV, for the front office (an administrator always). */
export const officeSubscriberRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/subscribers",
    {
      preValidation: requireOffice("subscribers"),
      schema: {
        tags: ["office"],
        summary: "Newsletter subscribers, newest first (admin, front office)",
        description:
          "status confirmed, unconfirmed (awaiting the e-mailed link) or unsubscribed; q finds an address; page and limit (at most 100).",
        querystring: subscriberQuery,
        response: { 200: envelope(subscriberList), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.newsletterOffice.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/subscribers.csv",
    guard: requireOffice("subscribers"),
    summary: "Newsletter subscribers",
    querystring: subscriberQuery,
    download: (query) => services.newsletterOffice.csv(query),
  });
};

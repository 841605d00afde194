import { text } from "../../../common/text.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobList, jobMessages as m, jobQuery } from "../../../common/office-jobs.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

/** The job queue as the office sees it (administrators): failed, pending and done jobs; a failed one run again. */
export const jobsOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/jobs",
    {
      preHandler: requireOffice("jobs"),
      schema: {
        tags: ["office"],
        summary:
          "The job queue's jobs of one status (failed, pending or done), newest first, with attempts and last error (administrators)",
        querystring: jobQuery,
        response: { 200: envelope(jobList), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.jobsOffice.list(request.query), m.listed),
  );

  csvRoute(app, {
    url: "/admin/jobs.csv",
    guard: requireOffice("jobs"),
    summary: "The job queue's jobs of one status (failed, pending or done)",
    querystring: jobQuery,
    download: (query) => services.jobsOffice.csv(query),
  });

  app.post(
    "/admin/jobs/:id/retry",
    {
      preHandler: requireOffice("jobs"),
      schema: {
        tags: ["office"],
        summary: "Run a failed job again (administrators; audited)",
        params: z.object({ id: text("the job") }),
        response: {
          200: envelope(z.object({ id: z.string(), state: z.string() })),
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ok(await services.jobsOffice.retry(staffActor(request), request.params.id), m.retried),
  );
};

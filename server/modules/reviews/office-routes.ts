import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  hideReviewInput,
  replyInput,
  reviewMessages as m,
  reviewQueue,
  reviewQueueItem,
  reviewQueueQuery,
} from "../../../common/reviews.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const params = z.object({ id: text("the review").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };
const decided = { 200: envelope(reviewQueueItem), ...denied, 404: errorEnvelope, 409: errorEnvelope };

/** The office's reviews of stays: the list, publish, hide with a reason, reply (front office; decision 053). */
export const reviewsOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/reviews",
    {
      preHandler: requireOffice("reviews"),
      schema: {
        tags: ["office"],
        summary:
          "Guests' reviews of their stays by status (pending, published, hidden), newest first, a page at a time",
        querystring: reviewQueueQuery,
        response: { 200: envelope(reviewQueue), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.reviewsOffice.queue(request.query), m.reviews),
  );

  app.post(
    "/admin/reviews/:id/publish",
    {
      preHandler: requireOffice("reviews"),
      schema: {
        tags: ["office"],
        summary: "Publishes a review on its villa's page; the villa's average and count follow",
        params,
        response: decided,
      },
    },
    async (request) => ok(await services.reviewsOffice.publish(staffActor(request), request.params.id), m.published),
  );

  app.post(
    "/admin/reviews/:id/hide",
    {
      preHandler: requireOffice("reviews"),
      schema: {
        tags: ["office"],
        summary: "Hides a review from its villa's page, with the reason for the office's record",
        params,
        body: hideReviewInput,
        response: { ...decided, 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.reviewsOffice.hide(staffActor(request), request.params.id, request.body.reason), m.hidden),
  );

  app.post(
    "/admin/reviews/:id/reply",
    {
      preHandler: requireOffice("reviews"),
      schema: {
        tags: ["office"],
        summary: "The club's public reply under a review (a blank text removes it)",
        params,
        body: replyInput,
        response: { ...decided, 400: errorEnvelope },
      },
    },
    async (request) => {
      const item = await services.reviewsOffice.reply(staffActor(request), request.params.id, request.body.text);
      return ok(item, item.reply ? m.replied : m.replyRemoved);
    },
  );
};

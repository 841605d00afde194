import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reviewInput, reviewMessages as m, reviewSent } from "../../../common/reviews.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { requestLanguage } from "../../platform/language.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";

/** A member reviews one of their own stays once it is checked out (decision 053). */
export const reviewRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/bookings/:id/review",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["bookings"],
        summary: "Review one of the member's stays: 1 to 5 stars and a text, once, after check-out",
        description: `The review waits for the club's front office, who publishes or hides it. \`404\` for a stay that is not the member's, \`409\` for a stay not yet checked out, checked out more than the review window ago, or reviewed already.`,
        params: z.object({ id: text("the booking").max(64) }),
        body: reviewInput,
        response: {
          200: envelope(reviewSent),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.reviews.byMember(
          { id: user.id, language: requestLanguage(request) },
          request.params.id,
          request.body,
        ),
        m.submitted,
      );
    },
  );
};

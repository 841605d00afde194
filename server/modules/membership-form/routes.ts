import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  membershipFormDraftInput,
  membershipFormMessages as m,
  membershipFormRecord,
} from "../../../common/membership-form.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

/** The membership form of the portal: read, save a draft, submit once. */
export const membershipFormRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/membership-form",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "The member's membership form (prefilled from their KYC details while new) and its option lists",
        description: "403 until half of the payment is made.",
        response: { 200: envelope(membershipFormRecord), 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.membershipForm.get(currentUser(request).id), m.loaded),
  );

  app.put(
    "/membership-form",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "Save the membership form as a draft: the steps sent replace the saved ones",
        description:
          "Files are /files/{id} addresses of the member's own uploads (document and nominee ID: PDF, JPG or PNG; signature: PNG or JPG). 409 once submitted.",
        body: membershipFormDraftInput,
        response: {
          200: envelope(membershipFormRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ok(await services.membershipForm.saveDraft(currentUser(request).id, request.body), m.draftSaved),
  );

  app.post(
    "/membership-form/submit",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "Submit the membership form: checks it is complete, renders and stores its PDF",
        description: "400 names what is missing; 409 when the form was already submitted.",
        response: {
          200: envelope(membershipFormRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await services.membershipForm.submit({ userId: currentUser(request).id, ip: request.ip }), m.submitted),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registrationMessages as m } from "../../../common/registration.ts";
import { familyInput, familyRecord, kycInput, kycRecord } from "../../../common/registration-schemas.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

export const flagsRecord = z.object({
  is_kyc_done: z.boolean(),
  is_family_details_done: z.boolean(),
  is_payment_done: z.boolean(),
  is_terms_agreed: z.boolean(),
});

const propertyParams = z.object({ propertyId: text("the villa").max(64) });

/** Steps 1 and 2 of the application: the member's KYC (personal details), read and submitted, and the family details. */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { registration } = services;
  noStoreAnswers(app);

  app.get(
    "/registration/getKyc",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["registration"],
        summary: "Get KYC: the member's saved personal, KYC and bank details (404 when none yet)",
        response: { 200: envelope(kycRecord), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const kyc = await registration.getKyc(currentUser(request).id);
      if (!kyc) throw new AppError(404, "No personal details saved yet.");
      return ok(kyc, "KYC details fetched");
    },
  );

  app.post(
    "/registration/kyc/:propertyId",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["registration"],
        summary: "Submit personal details (step 1): saves them for the villa's application and sets is_kyc_done",
        description:
          "The identity document must be a PDF uploaded by the member (its /files/{id} address). Account and document numbers are encrypted at rest.",
        params: propertyParams,
        body: kycInput,
        response: {
          200: envelope(z.object({ kyc: kycRecord, flags: flagsRecord })),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await registration.submitKyc(currentUser(request).id, request.params.propertyId, request.body), m.kycSaved),
  );

  app.get(
    "/registration/familyMember",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["registration"],
        summary: "Get family details (data.family_details)",
        response: { 200: envelope(familyRecord), 401: errorEnvelope },
      },
    },
    async (request) =>
      ok({ family_details: await registration.getFamily(currentUser(request).id) }, "Family details fetched"),
  );

  app.post(
    "/registration/familyMember",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["registration"],
        summary: "Submit family details (step 2): replaces the list and sets is_family_details_done",
        body: familyInput,
        response: {
          200: envelope(familyRecord.extend({ flags: flagsRecord })),
          400: errorEnvelope,
          401: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ok(await registration.submitFamily(currentUser(request).id, request.body), m.familySaved),
  );
};

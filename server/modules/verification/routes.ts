import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { agreementMessages as am, VERIFY_UPLOAD_LIMIT, verifyAnswer } from "../../../common/agreements.ts";
import { errorEnvelope } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { readUpload } from "../files/routes.ts";

/** Public verification of the club's sealed documents: no sign-in, rate-limited, nothing stored. */
export const verificationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/verify",
    {
      schema: {
        tags: ["verification"],
        summary: "Is this PDF exactly a document the club issued (an executed agreement or an invoice)?",
        description:
          "multipart/form-data with the PDF in the field `file` (at most 20 MB; never stored). Matched by its SHA-256 against every file the club " +
          "sealed: { valid: true, reference, status, signed_at } for an executed agreement or an invoice; a revoked agreement answers valid: false " +
          'with its reference and status "revoked". Otherwise valid: false, and `signature` says whether the file carries the club\'s digital ' +
          "signature (a changed copy), another signer's, or none. 429 past 20 files in 10 minutes from one address.",
        consumes: ["multipart/form-data"],
        response: { 200: verifyAnswer, 400: errorEnvelope, 413: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      const { bytes } = await readUpload(request, "file", { bytes: VERIFY_UPLOAD_LIMIT, message: am.fileTooLarge });
      return services.verification.check(bytes, request.ip);
    },
  );
};

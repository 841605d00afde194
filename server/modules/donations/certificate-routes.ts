import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { certificateMessages as m } from "../../../common/office-donors.ts";
import { errorEnvelope } from "../../platform/envelope.ts";
import { notFound } from "../../platform/errors.ts";
import type { Services } from "../../services.ts";
import { optionalUser } from "../auth/require-user.ts";
import { text } from "../../../common/text.ts";

const CERTIFICATE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/** A donor's Form 10BE certificate, opened from their page: by the signed link's token, or signed in. */
export const donationCertificateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/donations/certificates/:file",
    {
      preHandler: optionalUser(),
      schema: {
        tags: ["donations"],
        summary: "A donor's Form 10BE certificate of donation (PDF)",
        description:
          "`/api/donations/certificates/{id}.pdf?t=<token>`: the token of the donor's signed link (their page's), whose " +
          "pledge's e-mail is the certificate's donor's; or, without it, a signed-in member whose e-mail it is. " +
          "Anyone else: 404.",
        params: z.object({ file: text("the certificate").max(80) }),
        querystring: z.object({ t: text("the link").max(200).optional() }),
        produces: ["application/pdf"],
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const id = CERTIFICATE_FILE.exec(request.params.file)?.[1];
      if (!id) throw notFound(m.notFound);
      const found = await services.donationsOffice.certificates.forDonor(id, {
        token: request.query.t,
        email: request.auth?.user.email,
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${found.name}"`)
        .header("cache-control", "private, no-store")
        .send(found.bytes as never);
    },
  );
};

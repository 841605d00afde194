import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { text } from "../../../common/text.ts";
import { errorEnvelope } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { optionalUser, requireOffice } from "../auth/require-user.ts";
import type { DonationReceiptPdf } from "./receipts.ts";

const receiptParams = z.object({ number: text("the receipt number").max(40) });
const donorQuery = z.object({ t: text("the donor's link").max(200).optional() });

/** A receipt's headers: a PDF under its own name, private, never cached. */
const pdfHeaders = (pdf: DonationReceiptPdf) => ({
  "content-type": "application/pdf",
  "content-disposition": `inline; filename="${pdf.name}"`,
  "cache-control": "private, no-store",
});

const WHAT =
  "A donation receipt (VWC-DR-<financial year>-<n>) as a PDF sealed by the club and verifiable at /verify: the Trust's " +
  "name, address, PAN and 80G registration, the donor's name, address and PAN, the amount in figures and words, the " +
  "mode and date of payment, and whether it gives a deduction under section 80G (decision 048).";

/** Donation receipts: the donor's download (their signed link, or signed in) and the office's. */
export const donationReceiptRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/donations/receipts/:number.pdf",
    {
      preHandler: optionalUser(),
      schema: {
        tags: ["donations"],
        summary: "The donor's own donation receipt (PDF)",
        description: `${WHAT} The donor's: with \`t\`, the signed token of their donor's page (a pledge given with the receipt's e-mail address), or signed in as the account that gave it or has its e-mail address. 404 for anyone else, and for an unknown number.`,
        params: receiptParams,
        querystring: donorQuery,
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = request.auth?.user;
      const pdf = await services.donationReceipts.forDonor(request.params.number, {
        token: request.query.t,
        user: user ? { id: user.id, email: user.email } : undefined,
      });
      return reply.headers(pdfHeaders(pdf)).send(pdf.bytes as never);
    },
  );

  app.get(
    "/admin/donations/receipts/:number.pdf",
    {
      preHandler: requireOffice("donors"),
      schema: {
        tags: ["office"],
        summary: "A donation receipt (PDF), for accounts",
        description: `${WHAT} 404 for an unknown number.`,
        params: receiptParams,
        response: { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pdf = await services.donationReceipts.forOffice(request.params.number);
      return reply.headers(pdfHeaders(pdf)).send(pdf.bytes as never);
    },
  );
};

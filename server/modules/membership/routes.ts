import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  membershipAnswer,
  membershipMessages as m,
  membershipQueue,
  membershipQueueQuery,
  membershipReasonInput,
  membershipReceiptInput,
} from "../../../common/membership.ts";
import { text } from "../../../common/text.ts";
import { transferDetailsOf } from "../../../common/payment-instructions.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser, staffActor } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the membership purchase").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * Full Membership: the member's membership and a receipt for it; the office's queue of receipts,
 * verified or rejected by accounts (an administrator always; the role is checked before the request is validated).
 */
export const membershipRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/membership",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["membership"],
        summary:
          "The signed-in member's Full Membership: status, membership ID, last valid day, free nights left this year",
        response: { 200: envelope(membershipAnswer), 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.membership.mine(currentUser(request).id), m.membership),
  );

  app.post(
    "/membership/receipt",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["membership"],
        summary:
          "Buy (or renew) Full Membership by bank transfer: the receipt (uploaded first) and the terms accepted; accounts verify it",
        description:
          "With the transfer's `utr` (transaction reference) and `paid_on` (the day paid) when given: a UTR already on another receipt (a Full Membership's or an instalment's) answers 409; `paid_on` may be neither after today nor before the day the member joined (400).",
        body: membershipReceiptInput,
        response: {
          200: envelope(membershipAnswer),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await services.membership.submitReceipt(
          { userId: currentUser(request).id, ip: request.ip },
          {
            receiptUrl: request.body.receipt_url,
            acceptTerms: request.body.accept_terms,
            transfer: transferDetailsOf(request.body),
          },
        ),
        m.receiptSent,
      ),
  );

  app.get(
    "/membership/invoice",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["membership"],
        summary: "The PDF invoice of the member's current Full Membership year",
        response: { 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await services.membership.invoice(currentUser(request).id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="invoice-${number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(bytes) as never);
    },
  );

  app.get(
    "/admin/memberships",
    {
      preValidation: requireOffice("memberships"),
      schema: {
        tags: ["office"],
        summary:
          "Full Membership purchases by status (under review first), member, membership or invoice number, or a transfer's whole UTR (accounts)",
        querystring: membershipQueueQuery,
        response: { 200: envelope(membershipQueue), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.membershipOffice.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/memberships.csv",
    guard: requireOffice("memberships"),
    summary: "Full Membership purchases of a status",
    querystring: membershipQueueQuery,
    download: (query) => services.membershipOffice.csv(query),
  });

  app.post(
    "/admin/memberships/:id/verify",
    {
      preValidation: requireOffice("memberships"),
      schema: {
        tags: ["office"],
        summary:
          "Verify a membership receipt: the year is active, numbered and invoiced, and the member welcomed by e-mail (accounts)",
        params: idParams,
        response: {
          200: envelope(z.object({ membership_id: z.string(), valid_until: z.string(), invoice_number: z.string() })),
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await services.membershipOffice.verify(staffActor(request), request.params.id);
      return ok(
        { membership_id: done.number, valid_until: done.validUntil, invoice_number: done.invoiceNumber },
        m.verified(done.number),
      );
    },
  );

  app.post(
    "/admin/memberships/:id/reject",
    {
      preValidation: requireOffice("memberships"),
      schema: {
        tags: ["office"],
        summary: "Reject a membership receipt with a reason the member is e-mailed (accounts)",
        params: idParams,
        body: membershipReasonInput,
        response: {
          200: envelope(z.object({ status: z.literal("rejected") })),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      await services.membershipOffice.reject(staffActor(request), request.params.id, request.body.reason);
      return ok({ status: "rejected" as const }, m.rejected);
    },
  );
};

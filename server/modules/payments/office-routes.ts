import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cancelledMessage,
  decisionReasonInput,
  officePaymentsMessages as m,
  paymentQueue,
  paymentQueueQuery,
} from "../../../common/office-payments.ts";
import { planStepParam } from "../../../common/registration-schemas.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";

const planParams = z.object({ planId: text("the plan").max(64) });
const stepParams = planParams.extend({ step: planStepParam });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * Receipts verified by a person, plans cancelled and restarted: accounts (an administrator
 * always). The role is checked before the request is validated: anonymous 401 and a member 403, whatever they send.
 */
export const officePaymentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  const actor = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, role: user.role, ip: request.ip };
  };

  app.get(
    "/admin/payments",
    {
      preValidation: requireOffice("receipts"),
      schema: {
        tags: ["office"],
        summary:
          "Receipts by verification status (awaiting first), member, villa, invoice number or a transfer's whole UTR, a page at a time (accounts)",
        querystring: paymentQueueQuery,
        response: { 200: envelope(paymentQueue), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.officePayments.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/payments.csv",
    guard: requireOffice("receipts"),
    summary: "Instalment receipts of a status",
    querystring: paymentQueueQuery,
    download: (query) => services.officePayments.csv(query),
  });

  app.post(
    "/admin/payments/:planId/steps/:step/verify",
    {
      preValidation: requireOffice("receipts"),
      schema: {
        tags: ["office"],
        summary:
          "Verify a step's awaiting receipt: the invoice is numbered, issued and e-mailed to the member (accounts)",
        params: stepParams,
        response: {
          200: envelope(z.object({ invoice_number: z.string(), plan_status: z.string() })),
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await services.officePayments.verify(actor(request), request.params.planId, request.params.step);
      return ok({ invoice_number: done.invoiceNumber, plan_status: done.planStatus }, m.verified(done.invoiceNumber));
    },
  );

  app.post(
    "/admin/payments/:planId/steps/:step/reject",
    {
      preValidation: requireOffice("receipts"),
      schema: {
        tags: ["office"],
        summary:
          "Reject a step's awaiting receipt with a reason: the step is pending again and the member is e-mailed (accounts)",
        params: stepParams,
        body: decisionReasonInput,
        response: {
          200: envelope(z.object({ plan_status: z.string() })),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await services.officePayments.reject(
        actor(request),
        request.params.planId,
        request.params.step,
        request.body.reason,
      );
      return ok({ plan_status: done.planStatus }, m.rejected);
    },
  );

  app.post(
    "/admin/payments/:planId/cancel",
    {
      preValidation: requireOffice("receipts"),
      schema: {
        tags: ["office"],
        summary:
          "Cancel a plan with a reason: the villa is freed for others, each verified instalment's invoice is credited (a credit note) and its amount owed back under /admin/refunds, and the member is e-mailed (accounts)",
        params: planParams,
        body: decisionReasonInput,
        response: {
          200: envelope(
            z.object({
              plan_status: z.string(),
              /** The credit notes issued (VWC-CN-…), one per verified instalment's invoice. */
              credit_notes: z.array(z.string()),
              /** The rupees now owed back to the member. */
              refund_owed: z.number().int(),
            }),
          ),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await services.officePayments.cancel(actor(request), request.params.planId, request.body.reason);
      return ok(
        { plan_status: "cancelled", credit_notes: done.creditNotes, refund_owed: done.owed },
        cancelledMessage(done),
      );
    },
  );

  app.post(
    "/admin/payments/:planId/restart",
    {
      preValidation: requireOffice("receipts"),
      schema: {
        tags: ["office"],
        summary:
          "Restart a cancelled plan as it was, when its villa is still free and none of its instalments was credited back (accounts)",
        params: planParams,
        response: {
          200: envelope(z.object({ plan_status: z.string() })),
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await services.officePayments.restart(actor(request), request.params.planId);
      return ok({ plan_status: done.status }, m.planRestarted);
    },
  );
};

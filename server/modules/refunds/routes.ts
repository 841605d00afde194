import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  duplicatePaymentInput,
  recordRefundInput,
  refundList,
  refundMessages as m,
  refundQuery,
  REFUND_STATUSES,
} from "../../../common/refunds.ts";
import { formatRupees } from "../../../common/money.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the refund").max(64) });
const creditNoteParams = z.object({ id: text("the credit note").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** A credit note's PDF's headers (private: the member's or the office's, never cached). */
const pdfHeaders = (pdf: { name: string }, disposition: "attachment" | "inline") => ({
  "content-type": "application/pdf",
  "content-disposition": `${disposition}; filename="${pdf.name}"`,
  "cache-control": "private, no-store",
});

/**
 * Money the club owes back, for accounts (an administrator always): the refunds owed or refunded, a refund paid by
 * the bank recorded, a duplicate payment recorded as owed, a credit note's PDF. The role is checked before the request
 * is validated: anonymous 401, a member or another office role 403. A member downloads their own credit notes.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  const actor = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, role: user.role, ip: request.ip };
  };

  app.get(
    "/admin/refunds",
    {
      preValidation: requireOffice("refunds"),
      schema: {
        tags: ["office"],
        summary:
          "Refunds the club owes (oldest first) or has paid (latest first), by member, a page at a time (accounts)",
        description:
          `status: ${REFUND_STATUSES.join(" | ")} (owed by default); q: a member's name or e-mail, or what the refund is for. ` +
          "Each refund: its kind (plan-cancelled, stay-cancelled, duplicate, unapplied), the member, what it refunds, the amount owed " +
          "and refunded, how it goes back (bank: recorded by accounts; razorpay: refunded online by itself), the last payment's day, " +
          "reference and recorder, every payment, and the credit note of the invoice it cancels (if the money was invoiced).",
        querystring: refundQuery,
        response: { 200: envelope(refundList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.refunds.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/refunds.csv",
    guard: requireOffice("refunds"),
    summary: "Refunds owed or paid",
    querystring: refundQuery,
    download: (query) => services.refunds.csv(query),
  });

  app.post(
    "/admin/refunds/:id/record",
    {
      preValidation: requireOffice("refunds"),
      schema: {
        tags: ["office"],
        summary: "Record a refund paid by the club's bank: the day, the amount and the bank's reference (accounts)",
        description:
          "paid_on: the club day it was paid (yyyy-mm-dd; not in the future, not before the refund was owed: 400). amount: whole rupees, at " +
          "most what is still owed (409 with the amount left); a refund may be paid in parts, and is `refunded` once paid in full. " +
          "reference: the bank's (such as the UTR number). Audited; the member is e-mailed with the credit note. 409 for a refund " +
          "paid in full already, or one of an online payment (refunded through Razorpay).",
        params: idParams,
        body: recordRefundInput,
        response: {
          200: envelope(
            z.object({ status: z.enum(REFUND_STATUSES), amount: z.number().int(), left: z.number().int() }),
          ),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await services.refunds.record(actor(request), request.params.id, request.body);
      return ok(
        { status: done.status, amount: done.amount, left: done.left },
        m.recorded(formatRupees(done.amount), done.left > 0 ? formatRupees(done.left) : null),
      );
    },
  );

  app.post(
    "/admin/refunds",
    {
      preValidation: requireOffice("refunds"),
      schema: {
        tags: ["office"],
        summary: "Record a duplicate payment as owed to the member (accounts)",
        description:
          "A payment the club received twice (or for nothing it can apply), found by accounts: the member's account e-mail (400 when no " +
          "account has it), what it was for, the amount, the day received (not in the future) and its bank reference. Owed from now, " +
          "paid back like any refund; audited.",
        body: duplicatePaymentInput,
        response: { 201: envelope(z.object({ id: z.string() })), 400: errorEnvelope, ...denied },
      },
    },
    async (request, reply) => {
      const done = await services.refunds.recordDuplicate(actor(request), request.body);
      return reply.code(201).send(ok(done, m.duplicateRecorded, 201));
    },
  );

  app.get(
    "/admin/credit-notes/:id",
    {
      preValidation: requireOffice("refunds"),
      schema: {
        tags: ["office"],
        summary: "A credit note's PDF, sealed and verifiable at /verify (accounts)",
        params: creditNoteParams,
        response: { ...denied, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pdf = await services.refunds.creditNotePdf(request.params.id);
      return reply.headers(pdfHeaders(pdf, "inline")).send(pdf.bytes as never);
    },
  );

  app.get(
    "/credit-notes/:id",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "One of the signed-in member's credit notes (PDF), sealed and verifiable at /verify",
        description:
          "A credit note VWC-CN-<year>-<n> cancels one of the member's invoices (a cancelled plan's verified instalment, a cancelled " +
          "stay paid online). `404` for another member's.",
        params: creditNoteParams,
        response: { 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pdf = await services.refunds.memberCreditNotePdf(currentUser(request).id, request.params.id);
      return reply.headers(pdfHeaders(pdf, "attachment")).send(pdf.bytes as never);
    },
  );
};

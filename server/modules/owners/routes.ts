import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  duesReceiptInput,
  duesStandingAnswer,
  maintenanceBillList,
  maintenanceBillsQuery,
  maintenanceMessages as m,
  maintenanceSettingsInput,
  maintenanceSettingsRecord,
  rejectBillBody,
} from "../../../common/maintenance.ts";
import { transferDetailsOf } from "../../../common/payment-instructions.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser, staffActor } from "../auth/require-user.ts";

const billParams = z.object({ id: text("the maintenance bill").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * Villa owners' maintenance dues: the member's own bills and standing, a transfer's receipt, the invoices; the office's
 * settings (accounts, audited) and its list of bills with the receipts to verify or reject.
 */
export const ownersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { owners } = services;
  noStoreAnswers(app);

  app.get(
    "/portal/dues",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["owners"],
        summary: "The signed-in member's maintenance dues: their standing (none, paid, due, overdue) and their bills",
        description:
          "`overdue` while a bill is unpaid past its due day (a receipt with accounts included): owner stays and payouts are held until it is paid.",
        response: { 200: envelope(duesStandingAnswer), 401: errorEnvelope },
      },
    },
    async (request) => ok(await owners.duesStanding(currentUser(request).id), m.duesLoaded),
  );

  app.post(
    "/portal/dues/:id/receipt",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["owners"],
        summary: "Send the receipt of a bank transfer for a maintenance dues bill; accounts verify it",
        description:
          "The receipt is uploaded first. A UTR already on another receipt answers 409; a bill paid or with a receipt already with accounts, 409; another member's bill, 404.",
        params: billParams,
        body: duesReceiptInput,
        response: {
          200: envelope(duesStandingAnswer),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await owners.submitReceipt({ userId: user.id, ip: request.ip }, request.params.id, {
        receiptUrl: request.body.receipt_url,
        transfer: transferDetailsOf(request.body),
      });
      return ok(await owners.duesStanding(user.id), m.receiptSent);
    },
  );

  for (const [path, lateFee] of [
    ["invoice", false],
    ["late-fee-invoice", true],
  ] as const) {
    app.get(
      `/portal/dues/:id/${path}`,
      {
        preHandler: requireUser(),
        schema: {
          tags: ["owners"],
          summary: lateFee
            ? "The PDF invoice of a maintenance bill's late fee (the member's own)"
            : "The PDF invoice of a maintenance dues bill (the member's own)",
          params: billParams,
          response: { 401: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { number, bytes } = await owners.invoice(currentUser(request).id, request.params.id, lateFee);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="invoice-${number}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(Buffer.from(bytes) as never);
      },
    );
  }

  app.get(
    "/admin/maintenance/settings",
    {
      preValidation: requireOffice("maintenance"),
      schema: {
        tags: ["office"],
        summary:
          "The maintenance dues' settings: each kind of home's yearly charge, the billing date, the days to pay, the grace days and the late fee",
        response: { 200: envelope(maintenanceSettingsRecord), ...denied },
      },
    },
    async () => ok(await owners.settings(), m.settingsLoaded),
  );

  app.put(
    "/admin/maintenance/settings",
    {
      preValidation: requireOffice("maintenance"),
      schema: {
        tags: ["office"],
        summary: "Save the maintenance dues' settings (audited before → after); bills issued after follow them",
        body: maintenanceSettingsInput,
        response: { 200: envelope(maintenanceSettingsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await owners.saveSettings(staffActor(request), request.body), m.saved),
  );

  app.get(
    "/admin/maintenance/bills",
    {
      preValidation: requireOffice("maintenance"),
      schema: {
        tags: ["office"],
        summary:
          "The villas' maintenance dues bills by status (receipts to verify first), owner, villa, invoice or whole UTR",
        querystring: maintenanceBillsQuery,
        response: { 200: envelope(maintenanceBillList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await owners.bills(request.query), m.billsLoaded),
  );

  app.post(
    "/admin/maintenance/bills/:id/verify",
    {
      preValidation: requireOffice("maintenance"),
      schema: {
        tags: ["office"],
        summary: "Verify a maintenance bill's transfer receipt: the bill is paid and the owner e-mailed",
        params: billParams,
        response: {
          200: envelope(z.object({ status: z.literal("paid") })),
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      await owners.verify(staffActor(request), request.params.id);
      return ok({ status: "paid" as const }, m.verified);
    },
  );

  app.post(
    "/admin/maintenance/bills/:id/reject",
    {
      preValidation: requireOffice("maintenance"),
      schema: {
        tags: ["office"],
        summary:
          "Reject a maintenance bill's transfer receipt with a reason the owner is e-mailed; the bill is due again",
        params: billParams,
        body: rejectBillBody,
        response: {
          200: envelope(z.object({ status: z.literal("due") })),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      await owners.reject(staffActor(request), request.params.id, request.body.reason);
      return ok({ status: "due" as const }, m.rejected);
    },
  );
};

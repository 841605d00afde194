import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  invoiceDetailsInput,
  invoiceDetailsRecord,
  taxMessages as m,
  taxSettingsInput,
  taxSettingsRecord,
} from "../../../common/tax-schemas.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser, staffActor } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * GST (decision 037): the tax settings of each kind of supply, read and changed by accounts and administrators (every
 * change audited before → after); a member's own invoice details (business name and GSTIN for business stays,
 * billing address and state), which the invoices issued to them from then on carry.
 */
export const taxRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/tax-settings",
    {
      preValidation: requireOffice("taxSettings"),
      schema: {
        tags: ["office"],
        summary:
          "The GST of each kind of supply (instalment, Full Membership, stay, extra guests): SAC, description, rate, place of supply",
        description: "`defaults` is true until the settings are first saved: the documented defaults apply.",
        response: { 200: envelope(taxSettingsRecord), ...denied },
      },
    },
    async () => ok(await services.tax.settingsRecord(), m.loaded),
  );

  app.put(
    "/admin/tax-settings",
    {
      preValidation: requireOffice("taxSettings"),
      schema: {
        tags: ["office"],
        summary:
          "Replaces the GST of every kind of supply (SAC, description, rate, a higher rate above a value per night for stays); audited before → after",
        description: "Invoices issued before keep the particulars they were issued with.",
        body: taxSettingsInput,
        response: { 200: envelope(taxSettingsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.tax.saveSettings(staffActor(request), request.body), m.saved),
  );

  app.get(
    "/invoice-details",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["member"],
        summary:
          "The signed-in member's details for their invoices: business name and GSTIN, billing address and state, and the address on record",
        response: { 200: envelope(invoiceDetailsRecord), 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.tax.invoiceDetails(currentUser(request).id), m.detailsLoaded),
  );

  app.put(
    "/invoice-details",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["member"],
        summary:
          "Saves the member's details for the invoices issued to them from now on (a GSTIN needs the business's name and address)",
        body: invoiceDetailsInput,
        response: { 200: envelope(invoiceDetailsRecord), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await services.tax.saveInvoiceDetails({ userId: currentUser(request).id, ip: request.ip }, request.body),
        m.detailsSaved,
      ),
  );
};

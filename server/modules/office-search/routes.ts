import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  invoiceNumberParams,
  OFFICE_SEARCH_MIN,
  OFFICE_SEARCH_PER_KIND,
  officeSearchAnswer,
  officeSearchMessages as m,
  officeSearchQuery,
} from "../../../common/office-search.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * The office's search box, for every staff role (what each finds is limited to what its role opens), and the issued
 * invoices it leads to, for accounts (an administrator always).
 */
export const officeSearchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/search",
    {
      preValidation: requireOffice("home"),
      schema: {
        tags: ["office"],
        summary: "Find anything in the office: members, villas and the club's references (every staff role)",
        description:
          `q (trimmed, at least ${OFFICE_SEARCH_MIN} characters, else 400) finds members by a part of their name, e-mail or phone, ` +
          "villas by a part of their name or number, and by their first characters, in any case, invoice and credit note " +
          "numbers, stay references, membership IDs, MOA references, pledge references and UTRs. Each kind is searched " +
          "only for the roles that open the page its results link to; each gives its first " +
          `${OFFICE_SEARCH_PER_KIND} results, whether there are more, and the list that holds them all where there is one.`,
        querystring: officeSearchQuery,
        response: { 200: envelope(officeSearchAnswer), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.officeSearch.search(currentUser(request).role, request.query.q), m.results),
  );

  app.get(
    "/admin/invoices/:number",
    {
      preValidation: requireOffice("receipts"),
      schema: {
        tags: ["office"],
        summary:
          "An issued invoice's PDF by its number, whatever it invoices: an instalment, a Full Membership year, a stay (accounts)",
        params: invoiceNumberParams,
        response: { ...denied, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await services.officeSearch.invoicePdf(request.params.number);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="invoice-${number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(bytes) as never);
    },
  );
};

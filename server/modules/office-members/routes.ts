import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberList, memberSearchQuery, officeMembersMessages as m } from "../../../common/office-members.ts";
import { planStepParam } from "../../../common/registration-schemas.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";
import { text } from "../../../common/text.ts";

const idParams = z.object({ id: text("the member").max(64) });
const invoiceParams = idParams.extend({ propertyId: text("the villa").max(64), step: planStepParam });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The club office's members and their applications: front office and accounts (an administrator always). */
export const officeMemberRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/members",
    {
      preHandler: requireOffice("members"),
      schema: {
        tags: ["office"],
        summary:
          "Members by name, e-mail, phone or villa, by application step, a page at a time (front office, accounts)",
        querystring: memberSearchQuery,
        response: { 200: envelope(memberList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.officeMembers.search(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/members.csv",
    guard: requireOffice("members"),
    summary: "Members, with their villa, application step and balance due,",
    querystring: memberSearchQuery,
    download: (query) => services.officeMembers.csv(query),
  });

  app.get(
    "/admin/members/:id",
    {
      preHandler: requireOffice("members"),
      schema: {
        tags: ["office"],
        summary:
          "A member's record: account, application step by step (KYC unmasked, written to the audit log), plan, MOA, requests, audit history",
        params: idParams,
        response: { 200: envelope(z.record(z.string(), z.unknown())), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.officeMembers.record({ id: user.id, role: user.role, ip: request.ip }, request.params.id),
        m.record,
      );
    },
  );

  app.get(
    "/admin/members/:id/invoices/:propertyId/:step",
    {
      preHandler: requireOffice("members"),
      schema: {
        tags: ["office"],
        summary: "The PDF invoice of a member's paid step (front office, accounts)",
        params: invoiceParams,
        response: { ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await services.officeMembers.renderInvoice(
        request.params.id,
        request.params.propertyId,
        request.params.step,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="invoice-${number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(bytes) as never);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { statementQuery } from "../../../common/statements.ts";
import { text } from "../../../common/text.ts";
import { errorEnvelope } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser, staffActor } from "../auth/require-user.ts";
import type { StatementPdf } from "./service.ts";

const memberParams = z.object({ id: text("the member").max(64) });

/** A statement's headers: a PDF under its own name, private (the member's or the office's), never cached. */
const pdfHeaders = (pdf: StatementPdf) => ({
  "content-type": "application/pdf",
  "content-disposition": `inline; filename="${pdf.name}"`,
  "cache-control": "private, no-store",
});

const WHAT =
  "The owner statement of a financial year (fy, e.g. 2026-27: 1 April 2026 to 31 March 2027 in the club's calendar; the " +
  "current one when left out): contributions paid, invoices and credit notes issued, refunds paid, free nights used, " +
  "claims paid and the balance due as at the year's last day (today, in the current year), as a PDF sealed by the club " +
  "and verifiable at /verify. The same figures on the same day answer the statement already issued. 400 for an fy not " +
  "written as 2026-27; 404 for a year not begun, or before the member's first year with anything to state.";

/** Owner statements: the member's own (the portal's Documents tab), and any member's for the office. */
export const statementRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/portal/statement",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "The signed-in member's owner statement of a financial year (PDF), sealed and verifiable at /verify",
        description: `${WHAT} Members only: a staff account answers 403.`,
        querystring: statementQuery,
        response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const pdf = await services.statements.forMember(
        { id: user.id, role: user.role, ip: request.ip },
        request.query.fy,
      );
      return reply.headers(pdfHeaders(pdf)).send(pdf.bytes as never);
    },
  );

  app.get(
    "/admin/members/:id/statement",
    {
      preHandler: requireOffice("members"),
      schema: {
        tags: ["office"],
        summary: "A member's owner statement of a financial year (PDF), sealed and verifiable at /verify",
        description: `${WHAT} 404 for an unknown member.`,
        params: memberParams,
        querystring: statementQuery,
        response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pdf = await services.statements.forOffice(staffActor(request), request.params.id, request.query.fy);
      return reply.headers(pdfHeaders(pdf)).send(pdf.bytes as never);
    },
  );
};

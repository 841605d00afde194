import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  COLLECTIONS_DEFINITIONS,
  collectionsQuery,
  collectionsReport,
  housekeepingQuery,
  housekeepingSheet,
  OCCUPANCY_DEFINITIONS,
  occupancyQuery,
  occupancyReport,
  RECEIVABLES_DEFINITIONS,
  receivablesQuery,
  receivablesReport,
  reportMessages as m,
  type ReportFormat,
} from "../../../common/office-reports.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import { XLSX_CONTENT_TYPE } from "../../platform/xlsx.ts";
import type { Services } from "../../services.ts";
import { requireOffice } from "../auth/require-user.ts";

const denied = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
const said = (definitions: readonly { term: string; text: string }[]) =>
  definitions.map((d) => `${d.term}: ${d.text}`).join("\n\n");

const RECEIVABLES_DESCRIPTION = `Every instalment unpaid on the day as_of (yyyy-mm-dd; the club's today when left out): those due on or before it, by how many days past due (0–30, 31–60, 61–90, over 90), and, as a bucket of their own, those not yet due. The totals give every bucket whatever bucket the list asks; bucket narrows the list (and the downloads) to one; page and limit (at most 200) page it.\n\n${said(RECEIVABLES_DEFINITIONS)}`;
const COLLECTIONS_DESCRIPTION = `The money collected in a period (from and to, yyyy-mm-dd: the club's month today when both are left out, the rest of the month of the one given) less the refunds paid, by month, estate or kind (group=month|location|kind; month when left out): every group's collected, refunded and net figures and the total. key (a group's key: yyyy-mm, an estate in lower case or club-wide, a kind; or all) asks for the entries behind a figure — the invoices and credit notes, by day — and part (collected or refunded) narrows them to one side; page and limit (at most 200) page them. The downloads write every entry of the period (or of the figure asked).\n\n${said(COLLECTIONS_DEFINITIONS)}`;
const OCCUPANCY_DESCRIPTION = `A month (month=yyyy-mm; this month when left out) at a location (location=Solan…; every location when left out): the total, a page of the villas (page, limit at most 200) and a page of the month's arrivals (arrivals_page, 50 a page).\n\n${said(OCCUPANCY_DEFINITIONS)}`;

/** A download, streamed as it is written (Fastify pipes a stream as it is; the schema's string describes it). */
function download(reply: FastifyReply, format: ReportFormat, file: { name: string; body: Readable }) {
  return reply
    .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_CONTENT_TYPE)
    .header("content-disposition", `attachment; filename="${file.name}"`)
    .send(file.body as unknown as string);
}

const invoiceParams = z.object({ kind: z.enum(["step", "membership", "stay"]), id: z.uuid() });

/**
 * The office's reports: receivables, occupancy with the housekeeping sheet, and collections with the invoices behind
 * them, for accounts (an administrator always).
 */
export const reportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  const { reports } = services;

  app.get(
    "/admin/reports/receivables",
    {
      preHandler: requireOffice("reports"),
      schema: {
        tags: ["office"],
        summary: "Receivables: unpaid instalments by age on a day, with each bucket's totals (accounts)",
        description: RECEIVABLES_DESCRIPTION,
        querystring: receivablesQuery,
        response: { 200: envelope(receivablesReport), ...denied },
      },
    },
    async (request) => ok(await reports.receivables(request.query), m.receivables),
  );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/admin/reports/receivables.${format}`,
      {
        preHandler: requireOffice("reports"),
        schema: {
          tags: ["office"],
          summary: `Receivables as ${format.toUpperCase()}: the instalments of the day and bucket asked (page and limit ignored), streamed`,
          description: RECEIVABLES_DESCRIPTION,
          querystring: receivablesQuery,
          produces: [format === "csv" ? "text/csv" : XLSX_CONTENT_TYPE],
          response: { 200: z.string(), ...denied },
        },
      },
      async (request, reply) => download(reply, format, await reports.receivablesDownload(request.query, format)),
    );
  }

  app.get(
    "/admin/reports/occupancy",
    {
      preHandler: requireOffice("reports"),
      schema: {
        tags: ["office"],
        summary:
          "Occupancy of a month: each villa's and the total's nights available, sold, free and the owner's, occupancy, ADR and RevPAR, with the month's arrivals (accounts)",
        description: OCCUPANCY_DESCRIPTION,
        querystring: occupancyQuery,
        response: { 200: envelope(occupancyReport), ...denied },
      },
    },
    async (request) => ok(await reports.occupancy(request.query), m.occupancy),
  );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/admin/reports/occupancy.${format}`,
      {
        preHandler: requireOffice("reports"),
        schema: {
          tags: ["office"],
          summary: `Occupancy as ${format.toUpperCase()}: a row per villa and the total${format === "xlsx" ? ", and a sheet of the month's arrivals" : ""} (pages ignored), streamed`,
          description: OCCUPANCY_DESCRIPTION,
          querystring: occupancyQuery,
          produces: [format === "csv" ? "text/csv" : XLSX_CONTENT_TYPE],
          response: { 200: z.string(), ...denied },
        },
      },
      async (request, reply) => download(reply, format, await reports.occupancyDownload(request.query, format)),
    );
  }

  app.get(
    "/admin/reports/collections",
    {
      preHandler: requireOffice("reports"),
      schema: {
        tags: ["office"],
        summary:
          "Collections: money verified or captured in a period less refunds paid, by month, estate or kind, with the invoices and credit notes behind a figure (accounts)",
        description: COLLECTIONS_DESCRIPTION,
        querystring: collectionsQuery,
        response: { 200: envelope(collectionsReport), ...denied },
      },
    },
    async (request) => ok(await reports.collections(request.query), m.collections),
  );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/admin/reports/collections.${format}`,
      {
        preHandler: requireOffice("reports"),
        schema: {
          tags: ["office"],
          summary: `Collections as ${format.toUpperCase()}: every invoice and credit note entry of the period (or of the figure asked; page and limit ignored)${format === "xlsx" ? ", and a sheet of each group's figures" : ""}, streamed`,
          description: COLLECTIONS_DESCRIPTION,
          querystring: collectionsQuery,
          produces: [format === "csv" ? "text/csv" : XLSX_CONTENT_TYPE],
          response: { 200: z.string(), ...denied },
        },
      },
      async (request, reply) => download(reply, format, await reports.collectionsDownload(request.query, format)),
    );
  }

  app.get(
    "/admin/reports/invoices/:kind/:id",
    {
      preHandler: requireOffice("reports"),
      schema: {
        tags: ["office"],
        summary:
          "An invoice behind a collections figure, as a PDF: an instalment's (kind step, the payment step's id), a Full Membership year's (membership) or a stay's (stay), sealed as the member has it (accounts)",
        params: invoiceParams,
        response: { ...denied, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pdf = await services.verification.invoicePdf(request.params.kind, request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="invoice-${pdf.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf.bytes) as never);
    },
  );

  app.get(
    "/admin/reports/occupancy/housekeeping",
    {
      preHandler: requireOffice("reports"),
      schema: {
        tags: ["office"],
        summary:
          "The housekeeping sheet of a day: by villa, the stays leaving, arriving and staying on (date=yyyy-mm-dd, today when left out; location optional) (accounts)",
        querystring: housekeepingQuery,
        response: { 200: envelope(housekeepingSheet), ...denied },
      },
    },
    async (request) => ok(await reports.housekeeping(request.query), m.housekeeping),
  );
};

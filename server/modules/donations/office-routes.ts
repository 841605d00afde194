import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MAX_FILES,
  CERTIFICATE_UPLOAD_MAX_BYTES,
  certificateItem,
  certificateMatchInput,
  certificateMessages as cm,
  certificateUploadAnswer,
  donorList,
  donorMessages as m,
  donorQuery,
  form10bdMessages,
  form10bdQuery,
} from "../../../common/office-donors.ts";
import { parseFinancialYear } from "../../../common/statements.ts";
import { text } from "../../../common/text.ts";
import { TRANSFER_QUEUE_STATUSES } from "../../../common/donation-money.ts";
import { donationRejectInput } from "../../../common/donation-schema.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const transferItem = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  amount: z.number().int().describe("rupees"),
  utr: z.string().nullable(),
  paid_on: z.string(),
  status: z.enum(TRANSFER_QUEUE_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
const giftParams = z.object({ giftId: text("the gift").max(64) });
const decided = {
  200: envelope(transferItem),
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The multipart upload of certificates: its files (`files`, PDFs or ZIPs) and the year (`fy`) when sent. */
async function readCertificateUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, cm.noFile);
  const files: { name: string; bytes: Buffer }[] = [];
  let fy: string | undefined;
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CERTIFICATE_UPLOAD_MAX_BYTES, files: CERTIFICATE_MAX_FILES, fields: 5 },
    })) {
      if (part.type === "file") {
        if (part.fieldname !== CERTIFICATE_FILE_FIELD) throw new AppError(400, `${cm.noFile} (field "files")`);
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > CERTIFICATE_UPLOAD_MAX_BYTES) throw new AppError(413, cm.tooLarge);
        if (bytes.length > 0) files.push({ name: part.filename || "certificate.pdf", bytes });
      } else if (part.fieldname === "fy" && typeof part.value === "string" && part.value.trim()) {
        fy = part.value.trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, cm.tooLarge);
    if (code === "FST_FILES_LIMIT") throw new AppError(400, cm.tooMany);
    throw error;
  }
  if (fy !== undefined && !parseFinancialYear(fy)) throw new AppError(400, form10bdMessages.badYear);
  return { files, fy };
}

/**
 * The office's donors, for accounts (an administrator always): the pledges as JSON and as CSV, Form 10BD of a year, and
 * the Form 10BE certificates uploaded, matched and listed.
 */
export const officeDonationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/donations",
    {
      preValidation: requireOffice("donors"),
      schema: {
        tags: ["office"],
        summary: "Donation pledges, newest first, with their payment status and gifts received (admin, accounts)",
        description:
          "q finds a reference, name or e-mail; kind one_time or recurring; currency INR, USD or EUR; status pledged, paid, active, paused, cancelled or completed; page and limit (at most 100).",
        querystring: donorQuery,
        response: { 200: envelope(donorList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.donationsOffice.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/donations.csv",
    guard: requireOffice("donors"),
    summary: "Donation pledges",
    querystring: donorQuery,
    download: (query) => services.donationsOffice.csv(query),
  });

  csvRoute(app, {
    url: "/admin/donations/form-10bd.csv",
    guard: requireOffice("donors"),
    summary:
      "Form 10BD, Part B, of a financial year (fy=2026-27): the gifts received in rupees with a PAN, one line per donor's PAN, donation type and mode of receipt, in the columns and codes of the income-tax portal's CSV template",
    querystring: form10bdQuery,
    download: (query) => services.donationsOffice.form10bd(query.fy),
  });

  csvRoute(app, {
    url: "/admin/donations/form-10bd-missing.csv",
    guard: requireOffice("donors"),
    summary:
      "The gifts in rupees of a financial year (fy=2026-27) received without the donor's PAN, left out of Form 10BD: to ask the donors for it",
    querystring: form10bdQuery,
    download: (query) => services.donationsOffice.form10bdMissing(query.fy),
  });

  app.get(
    "/admin/donations/certificates",
    {
      preValidation: requireOffice("donors"),
      schema: {
        tags: ["office"],
        summary: "Form 10BE certificates uploaded: the unmatched first, then the latest (admin, accounts)",
        response: { 200: envelope(z.object({ items: z.array(certificateItem) })), ...denied },
      },
    },
    async () => ok({ items: await services.donationsOffice.certificates.list() }, cm.list),
  );

  app.post(
    "/admin/donations/certificates",
    {
      preValidation: requireOffice("donors"),
      bodyLimit: CERTIFICATE_UPLOAD_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ["office"],
        summary:
          "Uploads Form 10BE certificates (PDFs, or one ZIP of PDFs): each stored once, read for the donor's PAN and name, matched to the donor and e-mailed to them; audited",
        description:
          `multipart/form-data: \`files\`, one or more PDFs or ZIP files of PDFs (at most ${CERTIFICATE_MAX_BYTES / 1024 / 1024} MB a ` +
          `certificate, ${CERTIFICATE_UPLOAD_MAX_BYTES / 1024 / 1024} MB in all, ${CERTIFICATE_MAX_FILES} certificates), and \`fy\`, the year a ` +
          "certificate is filed under when its text names none. The donor's PAN is the PAN on the certificate that is not " +
          "the Trust's own; it is matched to the pledges by its keyed hash, and by the donor's name when pledges of several " +
          "e-mails carry it. A matched certificate is e-mailed to the donor with the PDF attached. A file already uploaded " +
          "(same SHA-256) is named in `duplicates`, not stored twice; a file that is not a PDF is named in `refused`.",
        consumes: ["multipart/form-data"],
        response: { 201: envelope(certificateUploadAnswer), 400: errorEnvelope, ...denied, 413: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { files, fy } = await readCertificateUpload(request);
      if (files.length === 0) throw new AppError(400, `${cm.noFile} (field "files")`);
      const answer = await services.donationsOffice.certificates.upload(staffActor(request), { files, fy });
      const matched = answer.stored.filter((c) => c.donor_email).length;
      return reply
        .code(201)
        .send(ok(answer, cm.uploaded(answer.stored.length, matched, answer.duplicates.length), 201));
    },
  );

  app.post(
    "/admin/donations/certificates/:id/match",
    {
      preValidation: requireOffice("donors"),
      schema: {
        tags: ["office"],
        summary:
          "Matches an unmatched Form 10BE certificate to a donor, chosen by a pledge's reference or e-mail, and e-mails it to them; audited",
        params: z.object({ id: text("the certificate").max(64) }),
        body: certificateMatchInput,
        response: {
          200: envelope(certificateItem),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const item = await services.donationsOffice.certificates.match(
        staffActor(request),
        request.params.id,
        request.body.donor,
      );
      return ok(item, cm.matched(item.donor_email ?? ""));
    },
  );

  app.get(
    "/admin/donations/transfers",
    {
      preValidation: requireOffice("donationTransfers"),
      schema: {
        tags: ["office"],
        summary: "Gifts by bank transfer or UPI (admin, accounts): awaiting verification, received or rejected",
        querystring: z.object({ status: z.enum(TRANSFER_QUEUE_STATUSES).default("awaiting") }),
        response: { 200: envelope(z.array(transferItem)), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.donationTransfersOffice.list(request.query.status), "Gifts by transfer"),
  );

  app.post(
    "/admin/donations/transfers/:giftId/verify",
    {
      preValidation: requireOffice("donationTransfers"),
      schema: {
        tags: ["office"],
        summary: "Verify a gift by transfer (admin, accounts): received, its receipt numbered and mailed; audited",
        params: giftParams,
        response: decided,
      },
    },
    async (request) =>
      ok(
        await services.donationTransfersOffice.verify(request.params.giftId, staffActor(request)),
        "The gift is received; its receipt is mailed.",
      ),
  );

  app.post(
    "/admin/donations/transfers/:giftId/reject",
    {
      preValidation: requireOffice("donationTransfers"),
      schema: {
        tags: ["office"],
        summary:
          "Reject a gift by transfer with a reason (admin, accounts): its UTR released, the donor mailed; audited",
        params: giftParams,
        body: donationRejectInput,
        response: decided,
      },
    },
    async (request) =>
      ok(
        await services.donationTransfersOffice.reject(request.params.giftId, request.body, staffActor(request)),
        "The transfer is rejected; the donor is told why.",
      ),
  );
};

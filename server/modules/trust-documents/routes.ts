import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { text } from "../../../common/text.ts";
import {
  TRUST_DOCUMENT_MAX_BYTES,
  trustDocumentInput,
  trustDocumentMessages as m,
  trustDocumentRecord,
} from "../../../common/trust-documents.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, staffActor } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * The multipart upload of a document: its fields (`title`, `group`) and its one file (`file`), read whole up to the
 * limit (one more byte is let through, so the service sees a file too large and says so).
 */
async function readDocumentUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: { bytes: Buffer; name: string } }> {
  if (!request.isMultipart()) throw new AppError(400, m.noFile);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: TRUST_DOCUMENT_MAX_BYTES + 1, files: 1, fields: 10 },
    })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") throw new AppError(400, `${m.noFile} (field "file")`);
        file = { bytes: await part.toBuffer(), name: part.filename || "document.pdf" };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, m.tooLarge);
    if (code === "FST_FILES_LIMIT") throw new AppError(400, m.oneFileOnly);
    throw error;
  }
  return { fields, file };
}

/** The Trust's documents: content staff (an administrator always) publish, list and withdraw them. */
export const trustDocumentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/admin/trust-documents",
    {
      preValidation: requireOffice("trust"),
      bodyLimit: TRUST_DOCUMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ["office"],
        summary: "Publishes a document of the Trust (a PDF, at most 5 MB) for one place of /why-trust-us; audited",
        description:
          "multipart/form-data: `file` (a PDF, read as one from its content), `title` and `group` (the place on /why-trust-us: " +
          "common/trust-documents.ts TRUST_DOCUMENT_GROUPS). The page links the newest document of each place.",
        consumes: ["multipart/form-data"],
        response: {
          201: envelope(trustDocumentRecord),
          400: errorEnvelope,
          ...denied,
          413: errorEnvelope,
          415: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const actor = { ...staffActor(request), name: currentUser(request).name };
      const { fields, file } = await readDocumentUpload(request);
      const parsed = trustDocumentInput.safeParse(fields);
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0].message);
      if (!file) throw new AppError(400, `${m.noFile} (field "file")`);
      const document = await services.trustDocuments.upload(actor, {
        ...parsed.data,
        bytes: file.bytes,
        name: file.name,
      });
      return reply.code(201).send(ok(document, m.uploaded, 201));
    },
  );

  app.get(
    "/admin/trust-documents",
    {
      preValidation: requireOffice("trust"),
      schema: {
        tags: ["office"],
        summary:
          "The Trust's published documents, newest first, each with its place, upload date, SHA-256 and public address",
        response: { 200: envelope(z.array(trustDocumentRecord)), ...denied },
      },
    },
    async () => ok(await services.trustDocuments.list(), m.list),
  );

  app.delete(
    "/admin/trust-documents/:id",
    {
      preValidation: requireOffice("trust"),
      schema: {
        tags: ["office"],
        summary:
          "Withdraws a document of the Trust: its row (audited) and its stored file; /why-trust-us links the place's previous one, or none",
        params: z.object({ id: text("the document").max(64) }),
        response: { 200: envelope(trustDocumentRecord), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => {
      const removed = await services.trustDocuments.remove(staffActor(request), request.params.id);
      return ok(removed, `${m.deleted}: ${removed.title}`);
    },
  );
};

/**
 * GET /trust-documents/{id}/{file name}: a published document, public (linked from /why-trust-us), shown in the
 * browser or, with `?download=1`, saved. Its bytes never change under its address; it may be withdrawn, so it is
 * cached an hour.
 */
export const publicTrustDocumentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/trust-documents/:id/:fileName",
    {
      schema: {
        hide: true,
        params: z.object({ id: text("the document").max(64), fileName: text("the file name").max(200) }),
        querystring: z.object({ download: z.enum(["1", "true"]).optional() }),
      },
    },
    async (request, reply) => {
      const document = await services.trustDocuments.read(request.params.id, request.params.fileName);
      return reply
        .header("content-type", "application/pdf")
        .header("content-length", String(document.bytes.length))
        .header(
          "content-disposition",
          `${request.query.download ? "attachment" : "inline"}; filename="${document.fileName}"`,
        )
        .header("cache-control", "public, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(document.bytes);
    },
  );
};

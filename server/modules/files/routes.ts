import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MAX_UPLOAD_BYTES,
  RECEIPT_TYPES,
  registrationMessages as m,
  SIGNATURE_TYPES,
} from "../../../common/registration.ts";
import { uploadRecord } from "../../../common/registration-schemas.ts";
import { text } from "../../../common/text.ts";
import { errorEnvelope } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { fileUrl, type FilePurpose, type StoredFile } from "./service.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

const uploadAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  success: z.literal(true),
  url: z.string(),
  data: uploadRecord,
});

const describe = (file: StoredFile) => ({
  _id: file.id,
  url: fileUrl(file.id),
  name: file.originalName,
  content_type: file.contentType,
  size: file.size,
});

/**
 * Reads the one file of a multipart request from `field`, stopping at 5 MB (413) while it streams. Every part is
 * read, so that a second file is refused (400) rather than silently dropped.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  limit: { bytes: number; message: string } = { bytes: MAX_UPLOAD_BYTES, message: m.uploadSize },
): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw new AppError(400, m.noFile);
  let upload: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.bytes, files: 1, fields: 10 } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== field) throw new AppError(400, `${m.noFile} (field "${field}")`);
      upload = { bytes: await part.toBuffer(), name: part.filename || field };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, limit.message);
    if (code === "FST_FILES_LIMIT") throw new AppError(400, m.oneFileOnly);
    throw error;
  }
  if (!upload) throw new AppError(400, `${m.noFile} (field "${field}")`);
  return upload;
}

/**
 * Uploads (identity documents and signature images) and the access-checked
 * downloads of stored files at /files/{id} (ARCHITECTURE.md: never a public path).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  const uploadRoute = (
    url: string,
    field: string,
    purpose: FilePurpose,
    allowed: readonly string[],
    typeMessage: string,
    summary: string,
  ) =>
    app.post(
      url,
      {
        preHandler: requireUser(),
        schema: {
          tags: ["uploads"],
          summary,
          description: `multipart/form-data with one file in the field \`${field}\`; at most 5 MB; its type is read from its content. Answers the file's access-checked address as \`url\`.`,
          consumes: ["multipart/form-data"],
          response: {
            201: uploadAnswer,
            400: errorEnvelope,
            401: errorEnvelope,
            413: errorEnvelope,
            415: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await services.files.countUpload(user.id);
        const upload = await readUpload(request, field);
        const file = await services.files.storeUpload({
          ownerId: user.id,
          purpose,
          bytes: upload.bytes,
          name: upload.name,
          allowed,
          typeMessage,
        });
        return reply.code(201).send({
          status: 201,
          message: m.fileUploaded,
          success: true as const,
          url: fileUrl(file.id),
          data: describe(file),
        });
      },
    );

  uploadRoute(
    "/upload/upload-doc",
    "document",
    "document",
    RECEIPT_TYPES,
    m.uploadType,
    "Upload document: an identity document or a payment receipt (PDF, JPG or PNG)",
  );
  uploadRoute(
    "/upload/upload-signature",
    "signature",
    "signature",
    SIGNATURE_TYPES,
    m.signatureType,
    "Upload signature image (PNG or JPG)",
  );
};

/** GET /files/{id}: the bytes of a stored file for its owner or an administrator; 404 for anyone else. */
export const fileDownloadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/files/:id",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["uploads"],
        summary: "Download a stored file (owner or administrator only)",
        params: z.object({ id: text("the file").max(64) }),
        querystring: z.object({ download: z.enum(["1", "true"]).optional() }),
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { file, bytes } = await services.files.readFileFor(
        { id: viewer.id, role: viewer.role, ip: request.ip },
        request.params.id,
      );
      const disposition = request.query.download ? "attachment" : "inline";
      // a member downloading their agreement: on its record
      if (file.purpose === "moa" && request.query.download && file.ownerId === viewer.id)
        await services.agreements.downloaded(viewer.id, file.id, request.ip);
      return (
        reply
          .header("content-type", file.contentType)
          .header("content-length", String(bytes.length))
          .header("content-disposition", `${disposition}; filename="${file.originalName}"`)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          // a member's file is never a page of the site: nothing in it runs. The office's own pages may show it in a
          // frame (a receipt or an identity document beside its decision); Chromium's PDF viewer refuses a sandboxed
          // document, so a PDF (checked to be one at upload) is framed without the sandbox, and still runs nothing
          .header(
            "content-security-policy",
            file.contentType === "application/pdf"
              ? "default-src 'none'; frame-ancestors 'self'"
              : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
          )
          .header("x-frame-options", "SAMEORIGIN")
          .send(bytes)
      );
    },
  );
};

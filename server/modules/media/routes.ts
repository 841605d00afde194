import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MEDIA_MAX_BYTES,
  mediaList,
  mediaMessages as m,
  mediaRecord,
  mediaSearchQuery,
} from "../../../common/media-library.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";
import { publicMediaKey, requestedRange } from "./service.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

const uploadAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  success: z.literal(true),
  /** The public address (absolute), as `secure_url` too: the spec's page reads `secure_url`. */
  url: z.string(),
  secure_url: z.string(),
  data: mediaRecord,
});

/**
 * The media library's API: content staff (an administrator always) upload, list and delete.
 * An upload is one file in the multipart field `file`, streamed to storage as it arrives (up to 200 MB).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/admin/media",
    {
      preValidation: requireOffice("media"),
      // the multipart parser streams (it reads nothing itself); this route's body may be as large as a file
      bodyLimit: MEDIA_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ["office"],
        summary: "Uploads a video, audio file or image (GIF too) to the media library; answers its public address",
        description:
          "multipart/form-data with one file in the field `file`; at most 200 MB, streamed to storage; its type is read from its content. " +
          "Answers `url` and `secure_url`: the file's public address under /media/library/.",
        consumes: ["multipart/form-data"],
        response: { 201: uploadAnswer, 400: errorEnvelope, ...denied, 413: errorEnvelope, 415: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, m.noFile);
      const actor = staffActor(request);
      let stored: z.infer<typeof mediaRecord> | undefined;
      try {
        // one more byte than the limit is let through, so the service sees the file is too large and says so
        for await (const part of request.parts({ limits: { fileSize: MEDIA_MAX_BYTES + 1, files: 1, fields: 10 } })) {
          if (part.type !== "file") continue;
          if (part.fieldname !== "file") throw new AppError(400, `${m.noFile} (field "file")`);
          stored = await services.media.upload(actor, { source: part.file, name: part.filename || "media" });
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, m.tooLarge);
        if (code === "FST_FILES_LIMIT") throw new AppError(400, m.oneFileOnly);
        throw error;
      }
      if (!stored) throw new AppError(400, `${m.noFile} (field "file")`);
      return reply.code(201).send({
        status: 201,
        message: m.uploaded,
        success: true as const,
        url: stored.url,
        secure_url: stored.url,
        data: stored,
      });
    },
  );

  app.get(
    "/admin/media",
    {
      preValidation: requireOffice("media"),
      schema: {
        tags: ["office"],
        summary: "The media library, newest first; search by file name, filter by kind (image, video, audio)",
        querystring: mediaSearchQuery,
        response: { 200: envelope(mediaList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.media.list(request.query), m.list),
  );

  app.delete(
    "/admin/media/:id",
    {
      preValidation: requireOffice("media"),
      schema: {
        tags: ["office"],
        summary:
          "Deletes a file of the media library: its row (audited) and its stored bytes; its address answers 404 after",
        params: z.object({ id: text("the media file").max(64) }),
        response: { 200: envelope(mediaRecord), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await services.media.remove(staffActor(request), request.params.id), m.deleted),
  );
};

/** A year: public media addresses never change their bytes (a new upload gets a new address). */
const CACHE_FOREVER = "public, max-age=31536000, immutable";

/**
 * GET /media/library/* and /media/uploads/*: public media from the file storage (disk or bucket), streamed, cached
 * for a year, one byte range at a time for video and audio seeking (206, 416). The build's artwork keeps the rest of
 * /media/ (its static route); these two folders are more specific, so the router sends them here.
 */
export const publicMediaRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const addresses = [
    { path: "/media/library/*", folder: "library" },
    { path: "/media/uploads/*", folder: "uploads" },
  ] as const;
  for (const { path, folder } of addresses) {
    app.get(path, { schema: { hide: true }, compress: false }, async (request, reply) => {
      const found = publicMediaKey(`${folder}/${(request.params as { "*": string })["*"]}`);
      const stat = found ? await services.media.stat(found.key) : null;
      if (!found || !stat) throw new AppError(404, m.notFound);
      const etag = `"${stat.size.toString(16)}-${(stat.modified?.getTime() ?? 0).toString(16)}"`;
      reply
        .header("content-type", found.contentType)
        .header("cache-control", CACHE_FOREVER)
        .header("x-content-type-options", "nosniff")
        .header("accept-ranges", "bytes")
        .header("etag", etag);
      if (stat.modified) reply.header("last-modified", stat.modified.toUTCString());
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      // If-Range with another version: the whole file
      const ifRange = request.headers["if-range"];
      const range = ifRange && ifRange !== etag ? null : requestedRange(request.headers.range, stat.size);
      if (range === "unsatisfiable") {
        return reply.code(416).header("content-range", `bytes */${stat.size}`).send();
      }
      const body = await services.media.read(found.key, range ?? undefined);
      if (!body) throw new AppError(404, m.notFound);
      if (range) {
        reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${stat.size}`)
          .header("content-length", String(range.end - range.start + 1));
      } else {
        reply.header("content-length", String(stat.size));
      }
      // a HEAD request's stream is closed unread by Fastify, the headers kept
      return reply.send(body);
    });
  }
};

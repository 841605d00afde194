import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blockInput,
  blockPatch,
  blockRecord,
  CATALOGUE_IMAGE_MAX_BYTES,
  catalogueMessages as m,
  imageRecord,
  optionInput,
  optionPatch,
  optionRecord,
  typeInput,
  typePatch,
  typeRecord,
  villaInput,
  villaPatch,
  villaRecord,
  villaSearchQuery,
} from "../../../common/catalogue-office.ts";
import { text } from "../../../common/text.ts";
import { activityListInput, activityLocation, activityMessages, activityRecord } from "../../../common/activities.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the id").max(64) });
const listParams = z.object({ list: text("the list").max(64) });
const optionParams = z.object({ list: text("the list").max(64), id: text("the id").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };
const refusals = { 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope };
const staffOnly = { preValidation: requireOffice("catalogue") };
const tags = ["office"];

/** The one image of a multipart request (field `file`), stopping at the size limit (413) while it streams. */
async function readImage(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw new AppError(400, m.noImage);
  let upload: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: CATALOGUE_IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") throw new AppError(400, m.noImage);
      upload = { bytes: await part.toBuffer(), name: part.filename || "image" };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, m.imageTooLarge);
    if (code === "FST_FILES_LIMIT") throw new AppError(400, m.noImage);
    throw error;
  }
  if (!upload || upload.bytes.length === 0) throw new AppError(400, m.noImage);
  return upload;
}

/** The office's catalogue: content staff (an administrator always). */
export const catalogueOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  const office = services.catalogueOffice;

  // each estate's own activities (decision 053)
  const locationParams = z.object({ location: text("the location").max(40) });
  app.get(
    "/admin/catalogue/activities/:location",
    {
      ...staffOnly,
      schema: {
        tags,
        summary:
          "A location's activities in order (category Moderate, Adventure or Extreme; name; optional Hindi name)",
        params: locationParams,
        response: { 200: envelope(z.array(activityRecord)), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await office.listActivities(request.params.location), m.activities),
  );
  app.put(
    "/admin/catalogue/activities/:location",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Replaces a location's activities with the list sent, in its order; its villas' pages offer them",
        params: locationParams,
        body: activityListInput,
        response: { 200: envelope(z.array(activityRecord)), 400: errorEnvelope, ...denied, 404: errorEnvelope },
      },
    },
    async (request) => {
      const saved = await office.saveActivities(staffActor(request), request.params.location, request.body);
      return ok(saved, activityMessages.saved(activityLocation(request.params.location) ?? request.params.location));
    },
  );

  app.get(
    "/admin/catalogue/types",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Every kind of home, published or not, in order",
        response: { 200: envelope(z.array(typeRecord)), ...denied },
      },
    },
    async () => ok(await office.listTypes(), m.types),
  );
  csvRoute(app, {
    url: "/admin/catalogue/types.csv",
    guard: requireOffice("catalogue"),
    summary: "Every kind of home, published or not, in order, with its number of villas,",
    querystring: z.object({}),
    download: () => office.typesCsv(),
  });
  app.post(
    "/admin/catalogue/types",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Creates a kind of home (a slug that exists is 409)",
        body: typeInput,
        response: { 201: envelope(typeRecord), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await office.createType(staffActor(request), request.body), m.typeCreated, 201)),
  );
  app.patch(
    "/admin/catalogue/types/:id",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Changes a kind of home: any field, published or not, its order (audited before → after)",
        params: idParams,
        body: typePatch,
        response: { 200: envelope(typeRecord), ...refusals },
      },
    },
    async (request) => ok(await office.updateType(staffActor(request), request.params.id, request.body), m.typeSaved),
  );

  app.get(
    "/admin/catalogue/villas",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "The villas, published or not; search by name or number, filter by kind of home (`type`: its id)",
        querystring: villaSearchQuery,
        response: { 200: envelope(z.array(villaRecord)), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await office.listVillas(request.query), m.villas),
  );
  csvRoute(app, {
    url: "/admin/catalogue/villas.csv",
    guard: requireOffice("catalogue"),
    summary: "The villas, published or not, by name or number and kind of home (`type`: its id),",
    querystring: villaSearchQuery,
    download: (query) => office.villasCsv(query),
  });
  app.post(
    "/admin/catalogue/villas",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Creates a villa",
        body: villaInput,
        response: { 201: envelope(villaRecord), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await office.createVilla(staffActor(request), request.body), m.villaCreated, 201)),
  );
  app.patch(
    "/admin/catalogue/villas/:id",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Changes a villa: any field, published or not, its order (audited before → after)",
        params: idParams,
        body: villaPatch,
        response: { 200: envelope(villaRecord), ...refusals },
      },
    },
    async (request) => ok(await office.updateVilla(staffActor(request), request.params.id, request.body), m.villaSaved),
  );
  app.delete(
    "/admin/catalogue/villas/:id",
    {
      ...staffOnly,
      schema: {
        tags,
        summary:
          "Deletes a villa no member's plan, application, agreement or stay names (else 409: unpublish it instead)",
        params: idParams,
        response: { 200: envelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      await office.deleteVilla(staffActor(request), request.params.id);
      return ok(null, m.villaDeleted);
    },
  );

  app.get(
    "/admin/catalogue/blocks",
    {
      ...staffOnly,
      schema: { tags, summary: "The blocks by number", response: { 200: envelope(z.array(blockRecord)), ...denied } },
    },
    async () => ok(await office.listBlocks(), m.blocks),
  );
  app.post(
    "/admin/catalogue/blocks",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Creates a block (a number that exists is 409)",
        body: blockInput,
        response: { 201: envelope(blockRecord), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await office.createBlock(staffActor(request), request.body), m.blockCreated, 201)),
  );
  app.patch(
    "/admin/catalogue/blocks/:id",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Renames or renumbers a block",
        params: idParams,
        body: blockPatch,
        response: { 200: envelope(blockRecord), ...refusals },
      },
    },
    async (request) => ok(await office.updateBlock(staffActor(request), request.params.id, request.body), m.blockSaved),
  );

  app.get(
    "/admin/catalogue/options/:list",
    {
      ...staffOnly,
      schema: {
        tags,
        summary:
          "One of the registration's option lists (occupations, qualifications, verification-doc-types) in order",
        params: listParams,
        response: { 200: envelope(z.array(optionRecord)), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await office.listOptions(request.params.list), m.options),
  );
  app.post(
    "/admin/catalogue/options/:list",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Adds an option to a list",
        params: listParams,
        body: optionInput,
        response: { 201: envelope(optionRecord), ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await office.createOption(staffActor(request), request.params.list, request.body), m.optionCreated, 201),
        ),
  );
  app.patch(
    "/admin/catalogue/options/:list/:id",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Renames or reorders an option",
        params: optionParams,
        body: optionPatch,
        response: { 200: envelope(optionRecord), ...refusals },
      },
    },
    async (request) =>
      ok(
        await office.updateOption(staffActor(request), request.params.list, request.params.id, request.body),
        m.optionSaved,
      ),
  );
  app.delete(
    "/admin/catalogue/options/:list/:id",
    {
      ...staffOnly,
      schema: {
        tags,
        summary: "Removes an option no member's record uses (else 409)",
        params: optionParams,
        response: { 200: envelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      await office.deleteOption(staffActor(request), request.params.list, request.params.id);
      return ok(null, m.optionDeleted);
    },
  );

  app.post(
    "/admin/catalogue/images",
    {
      ...staffOnly,
      schema: {
        tags,
        summary:
          "Uploads an image of the catalogue (multipart field `file`, at most 10 MB): rendered at 480, 960 and 1600 px in AVIF and WebP",
        consumes: ["multipart/form-data"],
        response: { 201: envelope(imageRecord), ...refusals, 413: errorEnvelope, 415: errorEnvelope },
      },
    },
    async (request, reply) => {
      const upload = await readImage(request);
      return reply.code(201).send(ok(await office.storeImage(staffActor(request), upload), m.imageStored, 201));
    },
  );
};

import etag from "@fastify/etag";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blockRef,
  optionRecord,
  propertyListQuery,
  propertyRecord,
  propertySearchQuery,
  propertyTypeRecord,
} from "../../../common/catalogue-schemas.ts";
import { searchMessages } from "../../../common/search-messages.ts";
import { text } from "../../../common/text.ts";
import { clientGoneSignal } from "../../platform/client-gone.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";

/** Catalogue reads may be cached briefly by browsers and shared caches, and revalidated by ETag. */
const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export const catalogueRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalogue } = services;
  await app.register(etag, { weak: true });
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "GET" && reply.statusCode < 400) reply.header("cache-control", CACHE_CONTROL);
  });

  app.get(
    "/propertyType/getPropertyType",
    {
      schema: {
        tags: ["catalogue"],
        summary: "All property types, first one is the default tab",
        response: { 200: envelope(z.array(propertyTypeRecord)) },
      },
    },
    async () => ok(await catalogue.listPropertyTypes(), "Property types fetched"),
  );

  app.get(
    "/block/getBlocks",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Blocks of the estate (Shiva 1, Ganga 2, Vishnu 3, Rama 4)",
        response: { 200: envelope(z.array(blockRef.extend({ block_number: z.number().int() }))) },
      },
    },
    async () => ok(await catalogue.listBlocks(), "Blocks fetched"),
  );

  app.get(
    "/property/getProperties",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Villas of one property type",
        description:
          "Without page or limit every villa of the type is returned. Optional filters: blockId (ignored when it matches nothing), view, price, status, sort. An unknown slug gives an empty list.",
        querystring: propertyListQuery,
        response: {
          200: envelope(z.array(propertyRecord)).extend({
            totalCount: z.number().int(),
            currentPage: z.number().int(),
            totalPages: z.number().int(),
            blockIgnored: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const result = await catalogue.listProperties(request.query);
      return { ...ok(result.data, "Properties fetched"), ...result, data: result.data };
    },
  );

  app.get(
    "/property/search",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Villa search: villas free in one location for a stay",
        description:
          "location (solan, rishikesh, amarkantak or rajgarh, any case), checkIn and checkOut (YYYY-MM-DD, check-out after check-in) are required. Optional: propertyType (comma-separated slugs or aliases), blockId, propertyView, priceMin and priceMax (per-night rupees, both included), sort (price_asc, price_desc, highest_rated, most_popular), page (default 1), limit (default 10, at most 50).",
        querystring: propertySearchQuery,
        response: {
          200: envelope(z.array(propertyRecord)).extend({
            totalCount: z.number().int(),
            currentPage: z.number().int(),
            totalPages: z.number().int(),
          }),
          400: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await catalogue.searchProperties(request.query, clientGoneSignal(reply));
      return { ...ok(result.data, searchMessages.searchFetched), ...result };
    },
  );

  app.get(
    "/property/getPropertyDetails",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One villa",
        querystring: z.object({ id: text("the villa").max(64) }),
        response: { 200: envelope(propertyRecord), 404: errorEnvelope },
      },
    },
    async (request) => ok(await catalogue.getProperty(request.query.id), "Property fetched"),
  );

  const optionRoute = (url: string, list: "occupations" | "qualifications" | "verificationDocTypes", summary: string) =>
    app.get(
      url,
      { schema: { tags: ["options"], summary, response: { 200: envelope(z.array(optionRecord)) } } },
      async () => ok(await catalogue.listOptions(list), `${summary} fetched`),
    );
  optionRoute("/occupation/occupations", "occupations", "Occupations");
  optionRoute("/qualification/qualifications", "qualifications", "Qualifications");
  optionRoute("/docs/verification-docs", "verificationDocTypes", "Identity document types");
};

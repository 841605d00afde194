import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  calendarImportBody,
  calendarImportQuery,
  calendarImportRecord,
  calendarMessages as m,
  calendarReadRecord,
  conflictQuery,
  conflictRecord,
  conflictResolveBody,
} from "../../../common/calendar-imports.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const calendarParams = z.object({ id: text("the calendar").max(64) });
const conflictParams = z.object({ id: text("the conflict").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };
const refused = { 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope };

/**
 * The villas' outside calendars and their conflicts (decision 054), for the front office (an administrator always):
 * the stays desk's area. The role is checked before the body is read (anonymous 401, another role 403).
 */
export const calendarImportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  const staff = requireOffice("stays");

  app.get(
    "/admin/stays/calendars",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "The villas' outside calendars (another booking site's iCal address), each with its last read, its error and the nights it closes",
        querystring: calendarImportQuery,
        response: { 200: envelope(z.array(calendarImportRecord)), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.calendarImports.list(request.query.property_id), m.list),
  );

  app.post(
    "/admin/stays/calendars",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Adds a villa's outside calendar (http, https or webcal; never a private address) and reads it at once: its bookings close the villa's nights",
        body: calendarImportBody,
        response: { 201: envelope(calendarReadRecord), ...refused },
      },
    },
    async (request, reply) => {
      const record = await services.calendarImports.add(staffActor(request), request.body);
      return reply.code(201).send(ok(record, record.outcome.ok ? m.added : m.addedNotRead, 201));
    },
  );

  app.post(
    "/admin/stays/calendars/:id/read",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Reads an outside calendar now: its blocks from today on replaced by its events, collisions with stays recorded as conflicts; 409 while another read runs",
        params: calendarParams,
        response: { 200: envelope(calendarReadRecord), ...refused },
      },
    },
    async (request) => {
      const record = await services.calendarImports.read(staffActor(request), request.params.id);
      return ok(record, record.outcome.ok ? m.read : m.readFailed);
    },
  );

  app.delete(
    "/admin/stays/calendars/:id",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary: "Removes an outside calendar: the nights it closed are open again, its conflicts go with it",
        params: calendarParams,
        response: { 200: envelope(calendarImportRecord), ...refused },
      },
    },
    async (request) => ok(await services.calendarImports.remove(staffActor(request), request.params.id), m.removed),
  );

  app.get(
    "/admin/stays/conflicts",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Nights of an outside calendar that a stay booked here holds: open ones (oldest first) or resolved ones",
        querystring: conflictQuery,
        response: { 200: envelope(z.array(conflictRecord)), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.calendarImports.conflicts(request.query.status), m.conflicts),
  );

  app.post(
    "/admin/stays/conflicts/:id/resolve",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary: "Resolves a calendar conflict with a note of how it was settled; 409 when it was resolved already",
        params: conflictParams,
        body: conflictResolveBody,
        response: { 200: envelope(conflictRecord), ...refused },
      },
    },
    async (request) =>
      ok(
        await services.calendarImports.resolve(staffActor(request), request.params.id, request.body.note),
        m.conflictResolved,
      ),
  );
};

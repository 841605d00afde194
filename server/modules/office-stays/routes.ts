import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cancellationTermsInput,
  cancellationTermsMessages as t,
  cancellationTermsRecord,
} from "../../../common/stay-cancellation.ts";
import {
  advanceBody,
  blockBody,
  blockRecord,
  calendarMonth,
  calendarQuery,
  checkInBody,
  deskCancelBody,
  deskCheckOutBody,
  deskDay,
  deskDayQuery,
  deskMessages as d,
  officeStaysMessages as m,
  phoneBookingBody,
  phoneBookingRecord,
  stayList,
  stayListItem,
  staySearchQuery,
} from "../../../common/office-stays.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the stay").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };
const refused = { 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope };

/**
 * The office's stays and the stays desk: the front office (an administrator
 * always). The role is checked before the body is read (anonymous 401, another role 403).
 */
export const officeStayRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  const staff = requireOffice("stays");

  app.get(
    "/admin/stays",
    {
      preValidation: requireOffice("stays"),
      schema: {
        tags: ["office"],
        summary:
          "Stays arriving today, this week or later, by arrival date; search by reference, guest or member (front office)",
        querystring: staySearchQuery,
        response: { 200: envelope(stayList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.officeStays.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/stays.csv",
    guard: requireOffice("stays"),
    summary: "Stays arriving today, this week or later",
    querystring: staySearchQuery,
    download: (query) => services.officeStays.csv(query),
  });

  app.get(
    "/admin/stays/day",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "The desk's day: arrivals, departures and guests in house on a day (today by default), at a location or every one",
        querystring: deskDayQuery,
        response: { 200: envelope(deskDay), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.desk.day(request.query), d.day),
  );

  app.get(
    "/admin/stays/calendar",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "A month of a location's villas (or one villa): the stays and blocks holding each night, and each villa's .ics feed",
        querystring: calendarQuery,
        response: { 200: envelope(calendarMonth), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.desk.calendar(request.query), d.calendar),
  );

  app.post(
    "/admin/stays",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Books a stay by phone for a caller without an account (e-mail optional); priced on the server, 409 when the nights are taken",
        body: phoneBookingBody,
        response: { 201: envelope(phoneBookingRecord), ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.desk.bookByPhone(staffActor(request), request.body), d.booked, 201)),
  );

  app.post(
    "/admin/stays/:id/check-in",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Checks a confirmed stay in, from its check-in day, with the primary guest's identity document (number stored encrypted)",
        params: idParams,
        body: checkInBody,
        response: { 200: envelope(stayListItem), ...refused },
      },
    },
    async (request) =>
      ok(await services.desk.checkIn(staffActor(request), request.params.id, request.body), d.checkedIn),
  );

  app.post(
    "/admin/stays/:id/check-out",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Checks a stay out (it must be checked in). Before its check-out day it is an early departure: 409 naming the nights it frees, unless confirm_early is true; then the nights from today on are free again",
        params: idParams,
        body: deskCheckOutBody,
        response: { 200: envelope(stayListItem), ...refused },
      },
    },
    async (request) => {
      const item = await services.desk.checkOut(staffActor(request), request.params.id, {
        confirmEarly: request.body.confirm_early,
      });
      return ok(item, item.departed_on ? d.checkedOutEarly : d.checkedOut);
    },
  );

  app.post(
    "/admin/stays/:id/no-show",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary: "Marks a confirmed stay as a no-show, from its check-in day",
        params: idParams,
        response: { 200: envelope(stayListItem), ...refused },
      },
    },
    async (request) => ok(await services.desk.noShow(staffActor(request), request.params.id), d.noShow),
  );

  app.post(
    "/admin/stays/:id/cancel",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Cancels a confirmed stay for a guest with a reason; the nights are free at once and the guest and member are e-mailed the reason",
        params: idParams,
        body: deskCancelBody,
        response: { 200: envelope(stayListItem), ...refused },
      },
    },
    async (request) =>
      ok(await services.desk.cancel(staffActor(request), request.params.id, request.body), d.cancelled),
  );

  app.post(
    "/admin/stays/:id/advance",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Records rupees received for a confirmed stay paid at the property before it began (at most what is still to pay); a cancellation refunds the terms' share of it through the refunds queue",
        params: idParams,
        body: advanceBody,
        response: { 200: envelope(stayListItem), ...refused },
      },
    },
    async (request) =>
      ok(await services.desk.advance(staffActor(request), request.params.id, request.body), d.advanceReceived),
  );

  app.get(
    "/admin/stays/cancellation-terms",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary: "The club's cancellation terms for stays: each tier's days before check-in and the share refunded",
        response: { 200: envelope(cancellationTermsRecord), ...denied },
      },
    },
    async () => ok(await services.bookings.cancellationTerms(), t.terms),
  );

  app.put(
    "/admin/stays/cancellation-terms",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Replaces the club's cancellation terms (most days first, no later tier refunding more); audited before → after; the next cancellation uses them",
        body: cancellationTermsInput,
        response: { 200: envelope(cancellationTermsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.bookings.saveCancellationTerms(staffActor(request), request.body), t.saved),
  );

  app.post(
    "/admin/stays/blocks",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary:
          "Blocks a villa's nights [start_date, end_date) for maintenance or the owner's use; 409 over a stay or another block",
        body: blockBody,
        response: { 201: envelope(blockRecord), ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.desk.block(staffActor(request), request.body), d.blocked, 201)),
  );

  app.delete(
    "/admin/stays/blocks/:id",
    {
      preValidation: staff,
      schema: {
        tags: ["office"],
        summary: "Lifts a block (kept on record); 409 when it was already lifted",
        params: z.object({ id: text("the block").max(64) }),
        response: { 200: envelope(blockRecord), ...refused },
      },
    },
    async (request) => ok(await services.desk.liftBlock(staffActor(request), request.params.id), d.blockLifted),
  );
};

/**
 * A villa's calendar for the estate's staff: GET /calendar/villas/{id}.ics?key=…, the key an HMAC
 * of the villa's id (linked from the desk's calendar). Not under /api: calendar programs read it as a plain file.
 */
export const villaFeedRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { file: string }; Querystring: { key?: string } }>(
    "/calendar/villas/:file",
    {
      schema: {
        tags: ["calendar"],
        summary: "A villa's stays and blocks as an iCalendar feed, for the estate's staff ({id}.ics?key=…)",
        description:
          "The address is the villa's `feed_url` in GET /api/admin/stays/calendar: `/calendar/villas/{id}.ics?key=…`, the key an " +
          "HMAC of the villa's id. `404` without the right key. Stays and live blocks from a month ago on; `text/calendar`.",
      },
    },
    async (request, reply) => {
      const match = /^([0-9a-fA-F-]{36})\.ics$/.exec(request.params.file);
      const key = typeof request.query.key === "string" ? request.query.key : "";
      const body = await services.desk.feed(match ? match[1] : "", key);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", `inline; filename="villa-${match![1]}.ics"`)
        .send(body);
    },
  );
};
